// The ticketing work queues (issue 18): issue, void, cancel, mail and waitlist (remind) lists, and the batch issue.
import { z } from 'zod';
import { ZBookingSystem } from '../suppliers/booking-systems.js';
import { ZBookingStatus } from './selection.js';
import { ZBookingPerson } from './booking-detail.js';
import { ZIsoDay, ZReportExportFormat } from '../reports/report-query.js';

export const WORK_QUEUES = ['issue', 'void', 'cancel', 'mail', 'remind'] as const;
export const ZWorkQueue = z.enum(WORK_QUEUES);
export type TWorkQueue = z.infer<typeof ZWorkQueue>;

export const QUEUE_SORT_KEYS = ['deadline', 'createdAt', 'departAt', 'pnr', 'totalAmount'] as const;
export const QUEUE_PAGE_MAX = 100;
/** The waitlist export holds at most this many rows (a queue, not a history). */
export const QUEUE_EXPORT_MAX_ROWS = 5_000;
/** One batch issues at most this many bookings. */
export const QUEUE_ISSUE_BATCH_MAX = 20;

/** The filters every queue takes: PNR prefix, airline, system, a sub-agency of the caller's tree, booking days. */
export const ZQueueFilters = z.strictObject({
  pnr: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,6}$/)
    .optional(),
  airline: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/)
    .optional(),
  system: ZBookingSystem.optional(),
  /** The caller's agency or one below it (else 404); narrows to that agency and the agencies below it. */
  subAgencyId: z.guid().optional(),
  /** Booking date range, yyyy-MM-dd Vietnam days, both included. */
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  /** deadline: the queue's own (time limit for issue and cancel, void deadline for void, departure otherwise). */
  sort: z.enum(QUEUE_SORT_KEYS).default('deadline'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const ZQueueListQuery = ZQueueFilters.extend({
  limit: z.coerce.number().int().min(1).max(QUEUE_PAGE_MAX).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TQueueListQuery = z.input<typeof ZQueueListQuery>;

export const ZQueueExportQuery = ZQueueFilters.extend({ format: ZReportExportFormat });
export type TQueueExportQuery = z.input<typeof ZQueueExportQuery>;

/** Outbox status of a booking's last itinerary mail: none sent yet, waiting, delivered, given up. */
export const ZQueueMailStatus = z.enum(['NEVER', 'QUEUED', 'SENT', 'FAILED']);
export type TQueueMailStatus = z.infer<typeof ZQueueMailStatus>;

export const ZQueueItem = z.object({
  id: z.string(),
  pnr: z.string().nullable(),
  system: ZBookingSystem,
  airline: z.string(),
  status: ZBookingStatus,
  route: z.string(),
  departAt: z.string(),
  createdAt: z.string(),
  timeLimit: z.string().nullable(),
  voidUntil: z.string().nullable(),
  totalAmount: z.number().int(),
  passengerNames: z.array(z.string()),
  agency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  createdBy: ZBookingPerson,
  /** The contact's e-mail (mail queue: where the itinerary goes by default). */
  contactEmail: z.string().nullable(),
  /** Mail queue: the last itinerary mail's outbox status, when it was written and sent, and its error. */
  mail: z
    .object({
      status: ZQueueMailStatus,
      to: z.string().nullable(),
      queuedAt: z.string().nullable(),
      sentAt: z.string().nullable(),
      lastError: z.string().nullable(),
    })
    .optional(),
  /** Remind queue: the segments not confirmed (flight, route, day, status code). */
  unconfirmed: z
    .array(z.object({ flight: z.string(), route: z.string(), departAt: z.string(), status: z.string() }))
    .optional(),
});
export type TQueueItem = z.infer<typeof ZQueueItem>;

export const ZQueueListResponse = z.object({
  items: z.array(ZQueueItem),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** The server's clock, so countdowns run on it. */
  now: z.string(),
});
export type TQueueListResponse = z.infer<typeof ZQueueListResponse>;

/** POST /api/bookings/queues/issue: several holds, each with its own Idempotency-Key (kept by the client for retries). */
export const ZQueueIssueRequest = z.strictObject({
  items: z
    .array(
      z.strictObject({
        bookingId: z.guid(),
        idempotencyKey: z.string().trim().min(8).max(200),
        /** The total the agent saw; a hold whose price moved is refused with its new total. */
        acceptedTotal: z.number().int().min(0).optional(),
      }),
    )
    .min(1)
    .max(QUEUE_ISSUE_BATCH_MAX)
    .refine((items) => new Set(items.map((item) => item.bookingId)).size === items.length, {
      message: 'a booking appears twice',
    })
    .refine((items) => new Set(items.map((item) => item.idempotencyKey)).size === items.length, {
      message: 'an Idempotency-Key appears twice',
    }),
});
export type TQueueIssueRequest = z.infer<typeof ZQueueIssueRequest>;

export const ZQueueIssueOutcome = z.object({
  bookingId: z.string(),
  pnr: z.string().nullable(),
  /** ISSUED (tickets out), PENDING (the supplier's answer is not known yet), REFUSED (nothing paid; see message). */
  outcome: z.enum(['ISSUED', 'PENDING', 'REFUSED']),
  status: ZBookingStatus.nullable(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type TQueueIssueOutcome = z.infer<typeof ZQueueIssueOutcome>;

export const ZQueueIssueResponse = z.object({ outcomes: z.array(ZQueueIssueOutcome) });
export type TQueueIssueResponse = z.infer<typeof ZQueueIssueResponse>;
