// POST /api/bookings/price-check: the chosen flights priced again by their suppliers, plus the agency's issue fees, grouped per PNR.
import { z } from 'zod';
import { ZFareTerms, ZFlightSegment, ZPaxPrice } from '../flights/flight-offer.js';
import { ZBookingSystem } from '../suppliers/booking-systems.js';
import { ZItineraryRequest } from './selection.js';

const vnd = z.number().int();

export const ZPriceCheckRequest = ZItineraryRequest.extend({
  /** The total the agent saw (every passenger and flight, issue fees included, add-ons excluded). */
  expectedTotal: vnd.min(0).max(10_000_000_000).optional(),
});
export type TPriceCheckRequest = z.infer<typeof ZPriceCheckRequest>;

/** One flight as its supplier prices it now: the class may have moved up from the one asked (then the price changed). */
export const ZPricedFlight = z.object({
  offerId: z.string(),
  requestedClass: z.string(),
  status: z.enum(['AVAILABLE', 'SOLD_OUT']),
  /** The fare now (its fareClass is what a hold books); null when sold out. */
  fare: ZFareTerms.nullable(),
  from: z.string(),
  to: z.string(),
  departDateTime: z.string(),
  arrivalDateTime: z.string(),
  segments: z.array(ZFlightSegment),
});
export type TPricedFlight = z.infer<typeof ZPricedFlight>;

/**
 * One PNR (the flights of one booking system). `prices` are per passenger of a type over every flight of the PNR: the
 * supplier's base fare, tax and VAT, and the issue fee of the agency's chain, charged per segment or once per ticket
 * (one ticket per passenger per PNR). Null when a flight is sold out.
 */
export const ZPnrPrice = z.object({
  system: ZBookingSystem,
  /** The validating airline: the first flight's carrier. */
  airline: z.string(),
  flights: z.array(ZPricedFlight),
  prices: z.object({ ADT: ZPaxPrice, CHD: ZPaxPrice.optional(), INF: ZPaxPrice.optional() }).nullable(),
  supplierNet: vnd.nullable(),
  feeTotal: vnd.nullable(),
  total: vnd.nullable(),
  isAvailable: z.boolean(),
  /** A class moved, a flight sold out, or the supplier re-priced since the search. */
  isPriceChanged: z.boolean(),
});
export type TPnrPrice = z.infer<typeof ZPnrPrice>;

export const ZPriceCheckResponse = z.object({
  currency: z.literal('VND'),
  pnrs: z.array(ZPnrPrice),
  /** expectedTotal as sent (null without it). */
  oldTotal: vnd.nullable(),
  /** Every PNR together; null when something is sold out. */
  newTotal: vnd.nullable(),
  isAvailable: z.boolean(),
  /** newTotal differs from oldTotal, or (without oldTotal) a PNR's price changed. The agent must accept the new total. */
  isPriceChanged: z.boolean(),
});
export type TPriceCheckResponse = z.infer<typeof ZPriceCheckResponse>;
