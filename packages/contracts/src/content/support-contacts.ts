// /api/support-contacts (SPEC §2 /agent/online-support*): who an agency's network calls for help, by product.
import { z } from 'zod';

export const SUPPORT_PRODUCTS = ['flight', 'train', 'esim', 'deposit', 'general'] as const;
export const ZSupportProduct = z.enum(SUPPORT_PRODUCTS);
export type TSupportProduct = z.infer<typeof ZSupportProduct>;

export const ZSupportContactWriteRequest = z.strictObject({
  name: z.string().trim().min(1).max(100),
  role: z.string().trim().max(100).default(''),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^(\+?[0-9 .-]{6,20})?$/, { error: 'digits, spaces, dots and dashes only' })
    .default(''),
  /** A Zalo phone number or id. */
  zalo: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9._+-]*$/, { error: 'letters, digits and . _ + - only' })
    .default(''),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
  workingHours: z.string().trim().max(100).default(''),
  products: z.array(ZSupportProduct).min(1).max(SUPPORT_PRODUCTS.length),
  sortOrder: z.number().int().min(0).max(999).default(0),
});
export type TSupportContactWriteRequest = z.input<typeof ZSupportContactWriteRequest>;

export const ZSupportContactIdParams = z.strictObject({ id: z.guid() });

export const ZSupportContact = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  phone: z.string(),
  zalo: z.string(),
  email: z.string(),
  workingHours: z.string(),
  products: z.array(ZSupportProduct),
  sortOrder: z.number().int(),
  agency: z.object({ code: z.string(), name: z.string() }),
});
export type TSupportContact = z.infer<typeof ZSupportContact>;

export const ZListSupportContactsResponse = z.object({ items: z.array(ZSupportContact) });
export type TListSupportContactsResponse = z.infer<typeof ZListSupportContactsResponse>;
