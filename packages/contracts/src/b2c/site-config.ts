// /api/b2c/config: an agency's consumer site (issue 20, DOMAIN §6): identity, service fees, products and texts.
import { z } from 'zod';
import { ZContentImageName } from '../content/images.js';
import { VIETQR_BANK_BINS_CONTRACT } from '../deposits/qr-banks.js';

export const B2C_PRODUCTS = ['flights', 'train', 'esim', 'tours'] as const;
export const ZB2cProduct = z.enum(B2C_PRODUCTS);
export type TB2cProduct = z.infer<typeof ZB2cProduct>;

/** Paths the portal itself answers under /s/ or that would confuse consumers. */
export const B2C_RESERVED_SLUGS = ['api', 'admin', 'login', 'static', 'assets', 'b2c', 'www'] as const;
export const B2C_HOLD_MINUTES_MIN = 15;
export const B2C_HOLD_MINUTES_MAX = 24 * 60;
/** The largest service fee per passenger, in VND. */
export const B2C_SERVICE_FEE_MAX = 5_000_000;
export const B2C_TEXT_HTML_MAX = 50_000;

export const ZB2cSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/, { error: '3–40 letters a–z, digits and dashes, not at either end' })
  .refine((slug) => !(B2C_RESERVED_SLUGS as readonly string[]).includes(slug), { error: 'this address is reserved' });

/** A host name without scheme or port, e.g. ve.saoviet.vn. */
export const ZB2cHostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    error: 'a host name like ve.example.vn',
  });

const ZFee = z.number().int().min(0).max(B2C_SERVICE_FEE_MAX);
const ZFeePair = z.strictObject({ domestic: ZFee, international: ZFee });
/** VND per passenger: vn = Vietnam Airlines, lowCost = Vietjet/Bamboo/Vietravel, gds = 1A/1B/1G. */
export const ZB2cServiceFees = z.strictObject({ vn: ZFeePair, lowCost: ZFeePair, gds: ZFeePair });
export type TB2cServiceFees = z.infer<typeof ZB2cServiceFees>;

export const ZB2cBankAccount = z.strictObject({
  bankBin: z.enum(VIETQR_BANK_BINS_CONTRACT),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{4,19}$/),
  holderName: z.string().trim().min(2).max(70),
});

const ZColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'a colour like #0b5cad' });

/** PUT /api/b2c/config: the whole site at once. */
export const ZB2cSiteConfigWrite = z.strictObject({
  slug: ZB2cSlug,
  hostName: ZB2cHostName.nullable().default(null),
  name: z.string().trim().min(2).max(120),
  /** A name an upload to /api/content-images answered with, or null. */
  logoImage: ZContentImageName.nullable().default(null),
  primaryColor: ZColor.default('#0b5cad'),
  secondaryColor: ZColor.default('#f59e0b'),
  hotline: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 .-]{8,20})?$/, { error: 'a phone number' })
    .default(''),
  zalo: z
    .string()
    .trim()
    .regex(/^([0-9]{9,12}|https:\/\/zalo\.me\/[A-Za-z0-9_.-]{3,64})?$/, {
      error: 'a Zalo number or https://zalo.me/… link',
    })
    .default(''),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
  address: z.string().trim().max(300).default(''),
  taxCode: z
    .string()
    .trim()
    .regex(/^([0-9]{10}(-[0-9]{3})?)?$/, { error: '10 digits, or 10 digits and -3 digits' })
    .default(''),
  bankAccounts: z.array(ZB2cBankAccount).max(5).default([]),
  products: z.array(ZB2cProduct).min(1).max(B2C_PRODUCTS.length),
  serviceFees: ZB2cServiceFees,
  pricesIncludeFee: z.boolean().default(true),
  holdMinutes: z.number().int().min(B2C_HOLD_MINUTES_MIN).max(B2C_HOLD_MINUTES_MAX).default(60),
  /** Rich text; sanitised on the server. */
  termsHtml: z.string().max(B2C_TEXT_HTML_MAX).default(''),
  privacyHtml: z.string().max(B2C_TEXT_HTML_MAX).default(''),
  isPublished: z.boolean().default(false),
});
export type TB2cSiteConfigWrite = z.input<typeof ZB2cSiteConfigWrite>;

export const ZB2cSiteConfig = ZB2cSiteConfigWrite.extend({
  hostName: z.string().nullable(),
  logoImage: z.string().nullable(),
  /** The site's public address, e.g. /s/sao-viet. */
  path: z.string(),
  updatedAt: z.string(),
});
export type TB2cSiteConfig = z.infer<typeof ZB2cSiteConfig>;
/** GET /api/b2c/config: null until the site is first saved. */
export const ZB2cSiteConfigResponse = z.object({ site: ZB2cSiteConfig.nullable() });
