// A flight offer as the portal shows it: the supplier's identity (system, class, family, fare basis) and our price in VND.
import { z } from 'zod';
import { ZBookingSystem } from '../suppliers/booking-systems.js';

export const ZPaxType = z.enum(['ADT', 'CHD', 'INF']);
export type TPaxType = z.infer<typeof ZPaxType>;

export const ZCabinClass = z.enum(['ECONOMY', 'PREMIUM', 'BUSINESS']);
export type TCabinClass = z.infer<typeof ZCabinClass>;

const vnd = z.number().int();

export const ZFlightSegment = z.object({
  carrierCode: z.string(),
  carrierName: z.string(),
  operatingCarrier: z.string().optional(),
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  /** ISO 8601 with the airport's UTC offset, e.g. 2026-12-01T08:00:00+07:00. */
  departDateTime: z.string(),
  arrivalDateTime: z.string(),
  durationMinutes: z.number().int(),
  aircraft: z.string(),
  startTerminal: z.string().optional(),
  endTerminal: z.string().optional(),
});
export type TFlightSegment = z.infer<typeof ZFlightSegment>;

/** The price of one passenger of a type: what the supplier charges plus the agency's issue fee. */
export const ZPaxPrice = z.object({
  baseFare: vnd,
  tax: vnd,
  vat: vnd,
  issueFee: vnd,
  /** baseFare + tax + vat + issueFee. */
  total: vnd,
});
export type TPaxPrice = z.infer<typeof ZPaxPrice>;

export const ZBaggage = z.object({
  handKg: z.number().int(),
  checkedKg: z.number().int(),
  checkedPieces: z.number().int(),
  description: z.string(),
});

/** What a fare is, whoever prices it: the supplier's class or family, cabin, seats, baggage and conditions. */
export const ZFareTerms = z.object({
  /** Booking class (RBD) for VN and the GDSs, family code for VJ/QH/VU (e.g. Eco, ES, EF). */
  fareClass: z.string(),
  /** Human name of the class or family (e.g. ECONOMYSAVER, SkyBoss). */
  fareFamily: z.string(),
  fareBasis: z.string(),
  cabinClass: ZCabinClass,
  seatAvailable: z.number().int(),
  baggage: ZBaggage,
  isRefundable: z.boolean(),
  isChangeable: z.boolean(),
});
export type TFareTerms = z.infer<typeof ZFareTerms>;

export const ZFareOption = ZFareTerms.extend({
  prices: z.object({ ADT: ZPaxPrice, CHD: ZPaxPrice.optional(), INF: ZPaxPrice.optional() }),
  /** Sum over every passenger of the search. */
  totalPrice: vnd,
});
export type TFareOption = z.infer<typeof ZFareOption>;

export const ZFlightOffer = z.object({
  /** Unique within a search: `${system}:${flight key}`. A selection id is `${id}:${fareClass}`. */
  id: z.string(),
  system: ZBookingSystem,
  /** The system's own name for itself (1B also answers as SABRE-1B). */
  source: z.string(),
  /** Marketing carrier of the first segment. */
  airline: z.string(),
  /** 0 = departure (or first leg), 1 = return (or second leg)… */
  legIndex: z.number().int(),
  from: z.string(),
  to: z.string(),
  departDateTime: z.string(),
  arrivalDateTime: z.string(),
  durationMinutes: z.number().int(),
  numberOfStop: z.number().int(),
  /** A fare sold only together with the matching flight of the other direction. */
  combineSegment: z.boolean(),
  /** With combineSegment: the id both halves of one combined fare share. */
  combinationId: z.string().optional(),
  segments: z.array(ZFlightSegment),
  fares: z.array(ZFareOption),
  /** The cheapest adult total among the fares (0 when every fare is sold out). */
  lowestFare: vnd,
});
export type TFlightOffer = z.infer<typeof ZFlightOffer>;
