// POST /api/flights/search: the request, and the NDJSON events streamed back as each booking system answers.
import { z } from 'zod';
import { ZFlightOffer } from './flight-offer.js';
import {
  BOOKING_SYSTEMS,
  PROMOTION_AIRLINES,
  ZBookingSystem,
  ZPromotionAirline,
} from '../suppliers/booking-systems.js';

const airportCode = z.string().regex(/^[A-Z]{3}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZSearchLeg = z.strictObject({ from: airportCode, to: airportCode, departDate: isoDate });
export type TSearchLeg = z.infer<typeof ZSearchLeg>;

export const ZPromotionEntry = z.strictObject({
  airline: ZPromotionAirline,
  promotionCode: z.string().trim().min(1).max(20),
});
export type TPromotionEntry = z.infer<typeof ZPromotionEntry>;

export const ZSearchFlightsRequest = z.strictObject({
  journeyType: z.enum(['OW', 'RT', 'MC']),
  legs: z.array(ZSearchLeg).min(1).max(6),
  adt: z.number().int().min(0).max(9),
  chd: z.number().int().min(0).max(9),
  inf: z.number().int().min(0).max(9),
  promotions: z.array(ZPromotionEntry).max(PROMOTION_AIRLINES.length).optional(),
  /** Ask only these systems (still limited to the ones the agency may use). */
  systems: z.array(ZBookingSystem).min(1).max(BOOKING_SYSTEMS.length).optional(),
});
export type TSearchFlightsRequest = z.infer<typeof ZSearchFlightsRequest>;

export const ZSearchEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('started'),
    searchId: z.string(),
    systems: z.array(ZBookingSystem),
    total: z.number().int(),
    /** The agency shows prices with the issue fee folded into the fare (SPEC §3 hiddenIssueFee). */
    isIssueFeeHidden: z.boolean(),
  }),
  z.object({ type: z.literal('progress'), completed: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('offers'), system: ZBookingSystem, offers: z.array(ZFlightOffer) }),
  z.object({
    type: z.literal('system-error'),
    system: ZBookingSystem,
    reason: z.enum(['timeout', 'error']),
    message: z.string(),
  }),
  z.object({
    type: z.literal('promotion'),
    system: ZBookingSystem,
    airline: z.string(),
    promotionCode: z.string(),
    status: z.enum(['applied', 'invalid']),
    message: z.string(),
  }),
  z.object({
    type: z.literal('done'),
    completed: z.number().int(),
    total: z.number().int(),
    durationMs: z.number().int(),
  }),
]);
export type TSearchEvent = z.infer<typeof ZSearchEvent>;
