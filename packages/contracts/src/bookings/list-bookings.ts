// GET /api/bookings (booking/search) and its Excel export: the bookings of the agency (and, for administrators, its sub-agencies), filtered, sorted, paged.
import { z } from 'zod';
import { ZBookingSystem } from '../suppliers/booking-systems.js';
import { ZIsoDay } from '../reports/report-query.js';
import { ZBookingPerson } from './booking-detail.js';
import { ZBookingStatus } from './selection.js';

const vnd = z.number().int();

export const BOOKING_SORT_KEYS = ['createdAt', 'departAt', 'timeLimit', 'pnr', 'totalAmount', 'status'] as const;
export const BOOKING_PAGE_MAX = 200;
/** An export of more rows than this asks for narrower filters. */
export const BOOKING_EXPORT_MAX_ROWS = 10_000;
/** The list counts matching rows up to this many; past it the total says "more than" (isTotalCapped). */
export const BOOKING_COUNT_CAP = 1_000;

export const ZBookingFilters = z.strictObject({
  /** The PNR or its beginning (letters and digits, any case). */
  pnr: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,6}$/)
    .optional(),
  /** Part of a passenger's name, accents and case ignored (Nguyễn Văn → NGUYEN VAN, matched on the airline spelling). */
  passenger: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[\p{L}\p{M} ]+$/u)
    .optional(),
  airline: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/)
    .optional(),
  system: ZBookingSystem.optional(),
  status: ZBookingStatus.optional(),
  /** Ticketed bookings whose void or refund awaits the supplier's outcome (reconciliation): that action, or either. */
  pendingAction: z.enum(['void', 'refund', 'any']).optional(),
  /** Booking date range, yyyy-MM-dd Vietnam days, both included. */
  bookedFrom: ZIsoDay.optional(),
  bookedTo: ZIsoDay.optional(),
  /** First departure date range, yyyy-MM-dd Vietnam days, both included. */
  flightFrom: ZIsoDay.optional(),
  flightTo: ZIsoDay.optional(),
  /** The user who made the booking. */
  agentId: z.guid().optional(),
  /** One agency of those the caller sees (its own or a sub-agency). */
  agencyId: z.guid().optional(),
  sort: z.enum(BOOKING_SORT_KEYS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const ZListBookingsQuery = ZBookingFilters.extend({
  limit: z.coerce.number().int().min(1).max(BOOKING_PAGE_MAX).default(50),
  /** A page's nextCursor or prevCursor, for the same filters, sort and order; absent: the first page (keyset paging). */
  cursor: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type TListBookingsQuery = z.input<typeof ZListBookingsQuery>;

export const ZExportBookingsQuery = ZBookingFilters.extend({ format: z.enum(['xlsx']) });
export type TExportBookingsQuery = z.input<typeof ZExportBookingsQuery>;

/** A row of the list; status is the code (labels are the web's: HOLD "holding", EXPORT "CONFIRMED" in English, CANCEL blank). */
export const ZBookingSummary = z.object({
  id: z.string(),
  orderId: z.string(),
  pnr: z.string().nullable(),
  system: ZBookingSystem,
  airline: z.string(),
  status: ZBookingStatus,
  route: z.string(),
  departAt: z.string(),
  arriveAt: z.string(),
  timeLimit: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  supplierNet: vnd,
  feeTotal: vnd,
  totalAmount: vnd,
  /** Airline spellings, in passenger order (ADT-1 first). */
  passengerNames: z.array(z.string()),
  agency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  createdBy: ZBookingPerson,
  lastError: z.string().nullable(),
  /** Present while a void or refund of the tickets awaits the supplier's outcome (the reconciliation job settles it). */
  pendingAction: z.enum(['void', 'refund']).optional(),
});
export type TBookingSummary = z.infer<typeof ZBookingSummary>;

export const ZListBookingsResponse = z.object({
  items: z.array(ZBookingSummary),
  /** Rows matching the filters, counted up to BOOKING_COUNT_CAP; past it this is the cap and isTotalCapped is true. */
  total: z.number().int(),
  /** More than `total` rows match ("10.000+"): the count stopped at the cap. */
  isTotalCapped: z.boolean(),
  limit: z.number().int(),
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The cursor of the page before this one; null on the first page. */
  prevCursor: z.string().nullable(),
});
export type TListBookingsResponse = z.infer<typeof ZListBookingsResponse>;
