// Deposit top-up requests: the multipart form an agency sends, the list and its filters, the decision of the agency above.
import { z } from 'zod';
import { ZIsoDay } from '../reports/report-query.js';

export const TOP_UP_MAX_AMOUNT = 10_000_000_000;
/** SPEC §5 and §9: uploads up to 5 MB. */
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
/** The types the server recognises by content (magic bytes); anything else is refused whatever its name says. */
export const EVIDENCE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
export type TEvidenceContentType = (typeof EVIDENCE_CONTENT_TYPES)[number];
export const TOP_UP_NOTE_MAX = 500;
export const TOP_UP_REFERENCE_MAX = 100;
export const TOP_UP_REJECT_REASON_MAX = 500;

/** How a request was made: `qr` ones are made by the QR page (issue 21), never through the form. */
export const ZTopUpMethod = z.enum(['bank_transfer', 'cash', 'qr']);
export type TTopUpMethod = z.infer<typeof ZTopUpMethod>;
export const ZTopUpFormMethod = z.enum(['bank_transfer', 'cash']);
export type TTopUpFormMethod = z.infer<typeof ZTopUpFormMethod>;
export const ZTopUpStatus = z.enum(['pending', 'confirmed', 'rejected']);
export type TTopUpStatus = z.infer<typeof ZTopUpStatus>;

const TYPED_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** A real calendar day; text in another format passes here and is named once, by the format check. */
function isRealTypedDate(text: string): boolean {
  if (!TYPED_DATE.test(text)) return true;
  const [day, month, year] = text.split('/').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** A day as users type it (SPEC §5): dd/MM/yyyy, a real calendar day. */
export const ZTypedDate = z
  .string()
  .regex(TYPED_DATE)
  .refine(isRealTypedDate, { message: 'not a real date (dd/MM/yyyy)' });

/**
 * POST /api/top-ups as multipart/form-data: text fields (every form value is text, so the amount is digits) and the
 * file part `evidence` (an image or PDF of the transfer; required for a bank transfer). The same fields are accepted
 * as JSON for a request without a file (cash); `evidence` then names nothing the server received and is refused.
 */
export const ZCreateTopUpForm = z
  .strictObject({
    /** Whole VND, digits only (the web app strips its thousands separators). */
    amount: z.string().regex(/^\d{1,15}$/),
    method: ZTopUpFormMethod,
    /** The bank's transaction reference; required for a bank transfer. */
    transferReference: z.string().trim().max(TOP_UP_REFERENCE_MAX).optional(),
    /** The day the money was sent, dd/MM/yyyy (Vietnam calendar); not in the future. */
    transferDate: ZTypedDate,
    note: z.string().trim().max(TOP_UP_NOTE_MAX).optional(),
    /** The uploaded file (the server sets this field to the file's name when it reads the multipart part). */
    evidence: z
      .string()
      .min(1)
      .max(300)
      .optional()
      .meta({ format: 'binary', description: 'JPEG, PNG, GIF or PDF of the transfer, at most 5 MB' }),
  })
  .superRefine((form, context) => {
    const amount = Number(form.amount);
    // Text that is not digits is named once, by the format check.
    if (/^\d+$/.test(form.amount) && (amount < 1 || amount > TOP_UP_MAX_AMOUNT)) {
      context.addIssue({ code: 'custom', path: ['amount'], message: `from 1 to ${TOP_UP_MAX_AMOUNT} VND` });
    }
    if (form.method === 'bank_transfer' && !form.transferReference) {
      context.addIssue({ code: 'custom', path: ['transferReference'], message: 'required for a bank transfer' });
    }
  });
export type TCreateTopUpForm = z.infer<typeof ZCreateTopUpForm>;

export const ZTopUpAgency = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.enum(['platform', 'F1', 'F2', 'F3']),
});
export type TTopUpAgency = z.infer<typeof ZTopUpAgency>;

const ZPerson = z.object({ id: z.string(), fullName: z.string() });

export const ZTopUp = z.object({
  id: z.string(),
  agency: ZTopUpAgency,
  amount: z.number().int(),
  method: ZTopUpMethod,
  transferReference: z.string(),
  /** yyyy-MM-dd (a Vietnam calendar day). */
  transferDate: z.string(),
  note: z.string(),
  status: ZTopUpStatus,
  evidence: z.object({ fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int() }).nullable(),
  requestedBy: ZPerson,
  /** ISO timestamp. */
  requestedAt: z.string(),
  decidedBy: ZPerson.nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The T transaction that credited the deposit, once confirmed. */
  ledgerTransactionId: z.string().nullable(),
  /** The caller's agency is the one above the requester and the request is still pending. */
  canDecide: z.boolean(),
});
export type TTopUp = z.infer<typeof ZTopUp>;

export const TOP_UP_PAGE_MAX = 200;

/** GET /api/top-ups: requested between from and to (yyyy-MM-dd, Vietnam days, both included), newest first. */
export const ZListTopUpsQuery = z.strictObject({
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  agencyId: z.guid().optional(),
  status: ZTopUpStatus.optional(),
  limit: z.coerce.number().int().min(1).max(TOP_UP_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListTopUpsQuery = z.input<typeof ZListTopUpsQuery>;

export const ZListTopUpsResponse = z.object({
  items: z.array(ZTopUp),
  /** How many requests match the filters (all pages). */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TListTopUpsResponse = z.infer<typeof ZListTopUpsResponse>;

export const ZTopUpIdParams = z.strictObject({ id: z.guid() });

/** POST /api/top-ups/{id}/decision: confirm, or reject with a reason. */
export const ZDecideTopUpRequest = z
  .strictObject({
    decision: z.enum(['confirm', 'reject']),
    reason: z.string().trim().max(TOP_UP_REJECT_REASON_MAX).optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'reject' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'required to reject' });
  });
export type TDecideTopUpRequest = z.input<typeof ZDecideTopUpRequest>;

/** GET /api/top-ups/agencies: the caller's own agency and its direct sub-agencies (the list's scope). */
export const ZTopUpAgenciesResponse = z.object({ items: z.array(ZTopUpAgency.extend({ isOwn: z.boolean() })) });
export type TTopUpAgenciesResponse = z.infer<typeof ZTopUpAgenciesResponse>;
