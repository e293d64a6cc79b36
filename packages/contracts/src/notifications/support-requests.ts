// /api/support-requests: an agent's requests for help on its bookings and the thread the agency above answers in.
import { z } from 'zod';

export const SUPPORT_CATEGORIES = ['change', 'refund', 'schedule_change', 'payment', 'other'] as const;
export const ZSupportCategory = z.enum(SUPPORT_CATEGORIES);
export type TSupportCategory = z.infer<typeof ZSupportCategory>;
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export const ZSupportStatus = z.enum(SUPPORT_STATUSES);
export type TSupportStatus = z.infer<typeof ZSupportStatus>;

export const SUPPORT_TEXT_MAX = 4000;
export const SUPPORT_SUBJECT_MAX = 200;
/** SPEC §9: uploads up to 5 MB. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_ATTACHMENT_FIELD = 'attachment';

const text = (max: number) => z.string().trim().min(1).max(max);

/** POST /api/support-requests (JSON or multipart with an `attachment` file part). */
export const ZCreateSupportRequest = z.strictObject({
  bookingId: z.guid(),
  category: ZSupportCategory,
  subject: text(SUPPORT_SUBJECT_MAX),
  body: text(SUPPORT_TEXT_MAX),
  /** The attachment's file name (set from the multipart part). */
  attachment: z.string().max(255).optional(),
});
export type TCreateSupportRequest = z.input<typeof ZCreateSupportRequest>;

/** POST /api/support-requests/:id/messages (JSON or multipart). */
export const ZSupportReply = z.strictObject({
  body: text(SUPPORT_TEXT_MAX),
  attachment: z.string().max(255).optional(),
});
export type TSupportReply = z.input<typeof ZSupportReply>;

export const ZSupportRequestIdParams = z.strictObject({ id: z.guid() });
export const ZSupportAttachmentParams = z.strictObject({ id: z.guid(), messageId: z.guid() });

export const ZSupportParty = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const ZSupportRequestSummary = z.object({
  id: z.string(),
  bookingId: z.string(),
  pnr: z.string(),
  category: ZSupportCategory,
  subject: z.string(),
  status: ZSupportStatus,
  agency: ZSupportParty,
  createdBy: z.object({ id: z.string(), username: z.string(), fullName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** True when the caller's side answers it (the agency above the asking one). */
  isAnswering: z.boolean(),
});
export type TSupportRequestSummary = z.infer<typeof ZSupportRequestSummary>;

export const ZSupportMessage = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string(), username: z.string(), fullName: z.string() }),
  authorAgency: ZSupportParty,
  attachment: z.object({ fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

export const ZSupportRequestDetail = ZSupportRequestSummary.extend({ messages: z.array(ZSupportMessage) });
export type TSupportRequestDetail = z.infer<typeof ZSupportRequestDetail>;

export const SUPPORT_PAGE_MAX = 100;
/** GET /api/support-requests: the caller's agency's and, for the agency above, its sub-agencies'; newest change first. */
export const ZListSupportRequestsQuery = z.strictObject({
  status: ZSupportStatus.optional(),
  category: ZSupportCategory.optional(),
  pnr: z.string().trim().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(SUPPORT_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListSupportRequestsQuery = z.input<typeof ZListSupportRequestsQuery>;
export const ZListSupportRequestsResponse = z.object({
  items: z.array(ZSupportRequestSummary),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TListSupportRequestsResponse = z.infer<typeof ZListSupportRequestsResponse>;

/** GET /api/support-requests/bookings?pnr=: the caller's own agency's bookings to pick from. */
export const ZSupportBookingsQuery = z.strictObject({ pnr: z.string().trim().max(20).optional() });
export const ZSupportBookingsResponse = z.object({
  items: z.array(
    z.object({ id: z.string(), pnr: z.string(), route: z.string(), departAt: z.string(), status: z.string() }),
  ),
});
