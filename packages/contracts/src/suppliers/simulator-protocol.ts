// The HTTP protocol between the API's supplier gateway and a booking system (the simulator speaks it for all seven).
import { z } from 'zod';
import { ZFareTerms, ZFlightSegment } from '../flights/flight-offer.js';
import { ZBookingSystem } from './booking-systems.js';

const vnd = z.number().int();

/** What the supplier charges for one passenger of a type, before our issue fee. */
export const ZSupplierPaxPrice = z.object({
  baseFare: vnd,
  tax: vnd,
  vat: vnd,
  /** The carrier's own surcharges (YQ fuel / YR) included in `tax` (never more than it); absent on older fares: 0. */
  carrierSurcharge: vnd.optional(),
});
export type TSupplierPaxPrice = z.infer<typeof ZSupplierPaxPrice>;

/** A supplier describes a segment exactly as the portal shows it. */
export const ZSupplierSegment = ZFlightSegment;

export const ZSupplierFare = ZFareTerms.extend({
  netPrices: z.object({ ADT: ZSupplierPaxPrice, CHD: ZSupplierPaxPrice.optional(), INF: ZSupplierPaxPrice.optional() }),
});
export type TSupplierFare = z.infer<typeof ZSupplierFare>;

export const ZSupplierFlight = z.object({
  /** Stable for (system, leg, date, flight numbers): the same search gives the same keys. */
  key: z.string(),
  legIndex: z.number().int(),
  combineSegment: z.boolean(),
  /** Shared by the outbound and the return of one combined (round-trip-only) fare. */
  combinationId: z.string().optional(),
  segments: z.array(ZSupplierSegment).min(1),
  fares: z.array(ZSupplierFare),
});
export type TSupplierFlight = z.infer<typeof ZSupplierFlight>;

/** POST /systems/{system}/search */
export const ZSupplierSearchRequest = z.object({
  legs: z.array(z.object({ from: z.string(), to: z.string(), date: z.string() })).min(1),
  pax: z.object({ adt: z.number().int(), chd: z.number().int(), inf: z.number().int() }),
  promotionCode: z.string().optional(),
});
export type TSupplierSearchRequest = z.infer<typeof ZSupplierSearchRequest>;

export const ZSupplierSearchResponse = z.object({
  system: ZBookingSystem,
  /** The name the system gives itself (1B answers as SABRE-1B). */
  source: z.string(),
  currency: z.literal('VND'),
  flights: z.array(ZSupplierFlight),
  promotion: z.object({ code: z.string(), status: z.enum(['applied', 'invalid']), message: z.string() }).optional(),
});
export type TSupplierSearchResponse = z.infer<typeof ZSupplierSearchResponse>;

/** GET /systems/{system}/fare-rules?airline=VN&fareClass=Y */
export const ZSupplierFareRulesResponse = z.object({
  airline: z.string(),
  fareClass: z.string(),
  sections: z.array(
    z.object({
      title: z.object({ vi: z.string(), en: z.string() }),
      text: z.object({ vi: z.string(), en: z.string() }),
    }),
  ),
});
export type TSupplierFareRulesResponse = z.infer<typeof ZSupplierFareRulesResponse>;

/** PUT /admin/faults: latency and failures per system, for tests and benchmarks. */
export const ZSystemFaults = z.object({
  latencyMs: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  timeoutRate: z.number().min(0).max(1).optional(),
  /** Booking side: share of issues that ticket and then never answer (the caller must retrieve to learn it). */
  issueReplyLostRate: z.number().min(0).max(1).optional(),
  /** Booking side: share of voids that void the tickets and then never answer (the caller must retrieve to learn it). */
  voidReplyLostRate: z.number().min(0).max(1).optional(),
  /** Booking side: share of refunds that refund and then never answer (the caller must retrieve to learn it). */
  refundReplyLostRate: z.number().min(0).max(1).optional(),
  /** Booking side: share of committed edits that change the PNR and then never answer (retry the clientRef to learn it). */
  editReplyLostRate: z.number().min(0).max(1).optional(),
  /** Booking side: share of committed paid changes that are made and then never answer (retrieve or retry the clientRef). */
  paidChangeReplyLostRate: z.number().min(0).max(1).optional(),
  /** Booking side: share of price checks where the airline re-prices the fare upwards (once per flight and class). */
  priceChangeRate: z.number().min(0).max(1).optional(),
  /** Booking side: hold time limit in seconds instead of the airline's own (tests shorten it); null restores it. */
  holdTimeLimitSeconds: z.number().int().min(1).max(604_800).nullable().optional(),
  /** Booking side: Vietnam time ("HH:mm") until which a ticket may be voided on its day of issue (default 23:59). */
  voidCutoff: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
  /** Booking side: how long a refund quote holds, in seconds (default 900). */
  refundQuoteSeconds: z.number().int().min(1).max(86_400).optional(),
  /** Booking side: how long a paid-change quote holds, in seconds (default 900). */
  paidQuoteSeconds: z.number().int().min(1).max(86_400).optional(),
});
/**
 * The systems with fault settings: the seven booking systems, the railway (RAILWAY_SYSTEMS in railway-protocol.ts) and
 * the eSIM vendor (ESIM_SYSTEMS in esim-protocol.ts), written out here because those files import this one through
 * booking-protocol.ts. Neither VNR nor ESH is a BOOKING_SYSTEM.
 */
export const FAULT_SYSTEMS = [...ZBookingSystem.options, 'VNR', 'ESH'] as const;
export const ZFaultSystem = z.enum(FAULT_SYSTEMS);
export type TFaultSystem = z.infer<typeof ZFaultSystem>;
/** Any subset of the systems; the simulator merges it into its current settings. */
export const ZFaultsConfig = z.partialRecord(ZFaultSystem, ZSystemFaults);
export type TFaultsConfig = z.infer<typeof ZFaultsConfig>;

/** GET /systems/{system}/calendar?from=HAN&to=SGN&month=2026-12: the cheapest one-adult one-way fare per day. */
export const ZSupplierCalendarQuery = z.object({
  from: z.string().regex(/^[A-Za-z]{3}$/),
  to: z.string().regex(/^[A-Za-z]{3}$/),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** Only itineraries departing after this instant count (the portal's QH one-day cut-off, SPEC.md §5). */
  departAfter: z.iso.datetime({ offset: true }).optional(),
});
export type TSupplierCalendarQuery = z.infer<typeof ZSupplierCalendarQuery>;

export const ZSupplierCalendarDay = z.object({
  /** yyyy-MM-dd, local date of departure. Days before today (Vietnam) are not listed. */
  date: z.string(),
  /** The cheapest adult baseFare + tax + vat among fares with seats, or null when nothing can be bought. */
  lowestFare: vnd.nullable(),
  /**
   * The cheapest per number of segments (direct = 1); lets the caller add its own
   * per-segment fees and still find the cheapest (a direct flight can win over a slightly cheaper connection).
   * Ordered by segments.
   */
  bySegments: z.array(z.object({ segments: z.number().int().min(1), lowestFare: vnd })),
});
export type TSupplierCalendarDay = z.infer<typeof ZSupplierCalendarDay>;

export const ZSupplierCalendarResponse = z.object({ system: ZBookingSystem, days: z.array(ZSupplierCalendarDay) });
export type TSupplierCalendarResponse = z.infer<typeof ZSupplierCalendarResponse>;
