// GET /api/bookings/ancillaries: the add-ons (baggage, meals, seats) each supplier sells per route and passenger type, priced.
import { z } from 'zod';
import { ZPaxType } from '../flights/flight-offer.js';
import { ZBookingSystem } from '../suppliers/booking-systems.js';
import { OFFER_ID_PATTERN } from './selection.js';

/** Comma-separated offer ids of the chosen flights and the passenger counts of the search. */
export const ZAncillariesQuery = z.strictObject({
  offerIds: z
    .string()
    .max(1400)
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .pipe(z.array(z.string().regex(OFFER_ID_PATTERN)).min(1).max(6)),
  adt: z.coerce.number().int().min(0).max(9),
  chd: z.coerce.number().int().min(0).max(9).default(0),
  inf: z.coerce.number().int().min(0).max(9).default(0),
});
export type TAncillariesQuery = z.input<typeof ZAncillariesQuery>;

/** One add-on. Its price is the supplier's: add-ons carry no issue fee. */
export const ZAncillaryOption = z.object({
  code: z.string(),
  category: z.enum(['BAGGAGE', 'MEAL', 'SEAT']),
  /** SPEC §4: one option per group category per passenger per route; a new choice replaces the old. */
  groupCategory: z.string(),
  name: z.object({ vi: z.string(), en: z.string() }),
  /** Kilograms for baggage. */
  value: z.number().int().optional(),
  unit: z.string().optional(),
  price: z.number().int(),
  /** Passenger types that may buy it (infants buy nothing). */
  paxTypes: z.array(ZPaxType),
});
export type TAncillaryOption = z.infer<typeof ZAncillaryOption>;

/** One route per chosen flight (a connection is one route). */
export const ZAncillaryRoute = z.object({
  offerId: z.string(),
  system: ZBookingSystem,
  from: z.string(),
  to: z.string(),
  airline: z.string(),
  options: z.array(ZAncillaryOption),
});

export const ZAncillariesResponse = z.object({ currency: z.literal('VND'), routes: z.array(ZAncillaryRoute) });
export type TAncillariesResponse = z.infer<typeof ZAncillariesResponse>;

/** A chosen add-on in a hold: the passenger, the flight (offer id) and the option's code. */
export const ZAncillaryChoice = z.strictObject({
  paxId: z
    .string()
    .trim()
    .regex(/^(ADT|CHD|INF)-[1-9]$/),
  offerId: z.string().regex(OFFER_ID_PATTERN),
  code: z.string().trim().min(1).max(40),
});
export type TAncillaryChoice = z.infer<typeof ZAncillaryChoice>;
