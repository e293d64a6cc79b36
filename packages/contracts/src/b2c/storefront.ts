// /api/s/{slug}/…: the public storefront's API (issue 20): a consumer's flight search, its offers and the passenger form.
import { z } from 'zod';

const ZAirportCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'a 3-letter airport code' });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ZIsoDate = z.string().regex(ISO_DATE, { error: 'a date like 2026-12-01' });

/**
 * POST /api/s/{slug}/flights/search: one way, or a round trip with `returnDate`; up to 9 seats (the engine's passenger
 * rules apply).
 */
export const ZStorefrontSearchRequest = z
  .strictObject({
    from: ZAirportCode,
    to: ZAirportCode,
    departDate: ZIsoDate,
    /** A round trip (decision 145): the return flies `to` → `from` on this day, the departure day or later. */
    returnDate: ZIsoDate.optional(),
    adt: z.number().int().min(1).max(9),
    chd: z.number().int().min(0).max(8).default(0),
    inf: z.number().int().min(0).max(4).default(0),
  })
  // Only between two dates: a return date of another shape is named once, for its shape.
  .refine((search) => !ISO_DATE.test(search.returnDate ?? '') || search.returnDate! >= search.departDate, {
    path: ['returnDate'],
    error: 'before the departure date',
  });
export type TStorefrontSearchRequest = z.input<typeof ZStorefrontSearchRequest>;

/** A search as the results page's address and data block carry it (the storefront's server pages and its islands). */
export type TStorefrontSearchQuery = {
  from: string;
  to: string;
  date: string;
  /** A round trip's return day (decision 145). */
  returnDate?: string;
  adt: number;
  chd: number;
  inf: number;
};

const vnd = z.number().int();

/** One fare as a consumer sees it: no net prices, no chain fees, only what the consumer pays. */
export const ZConsumerFare = z.object({
  fareClass: z.string(),
  fareFamily: z.string(),
  cabinClass: z.string(),
  seatAvailable: z.number().int(),
  handKg: z.number().int(),
  checkedKg: z.number().int(),
  isRefundable: z.boolean(),
  isChangeable: z.boolean(),
  /** What one adult pays, shown as the price: with the service fee when the site's prices include it. */
  adultPrice: vnd,
  /** The service fee per adult or child (0 for an infant); shown apart when the prices do not include it. */
  serviceFeePerPassenger: vnd,
  /** Every passenger of the search, service fee included: what the consumer pays in the end. */
  total: vnd,
});
export type TConsumerFare = z.infer<typeof ZConsumerFare>;

export const ZConsumerOffer = z.object({
  /** Opaque: what the passenger form names when it holds this flight. */
  id: z.string(),
  /** 0: the outbound flight (every flight of a one-way search), 1: the return flight of a round trip. */
  leg: z.number().int().min(0).max(1),
  /**
   * A round trip's only, opaque and new with each search: an outbound and a return flight can be held together (one
   * booking, decision 145) only when both carry the same holdGroup.
   */
  holdGroup: z.string().optional(),
  airline: z.string(),
  airlineName: z.string(),
  flightNumbers: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  departDateTime: z.string(),
  arrivalDateTime: z.string(),
  durationMinutes: z.number().int(),
  stops: z.number().int(),
  fares: z.array(ZConsumerFare),
  /** The cheapest open fare's adultPrice (0 when every fare is sold out). */
  lowestPrice: vnd,
});
export type TConsumerOffer = z.infer<typeof ZConsumerOffer>;

/** The NDJSON events of the consumer search: the engine's, without the booking systems' names and failures. */
export const ZConsumerSearchEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), total: z.number().int(), pricesIncludeFee: z.boolean() }),
  z.object({ type: z.literal('offers'), offers: z.array(ZConsumerOffer) }),
  z.object({ type: z.literal('progress'), completed: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('done'), completed: z.number().int(), total: z.number().int() }),
]);
export type TConsumerSearchEvent = z.infer<typeof ZConsumerSearchEvent>;

const ZText = (max: number) => z.string().max(max);

/**
 * POST /api/s/{slug}/flights/checkout: the chosen flight (a round trip's outbound, with its return in returnOfferId and
 * returnFareClass when the search has a returnDate), the passengers and the contact.
 */
export const ZStorefrontCheckout = z.strictObject({
  search: ZStorefrontSearchRequest,
  offerId: z.string().min(3).max(200),
  fareClass: z.string().min(1).max(20),
  /** A round trip's return flight: an offer of leg 1 with the outbound's holdGroup. */
  returnOfferId: z.string().min(3).max(200).optional(),
  returnFareClass: z.string().min(1).max(20).optional(),
  passengers: z
    .array(
      z.strictObject({
        paxId: z.string().max(8),
        type: z.enum(['ADT', 'CHD', 'INF']),
        title: ZText(8),
        lastName: ZText(60),
        firstName: ZText(60),
        birthDate: ZText(10).optional(),
        parentId: ZText(8).optional(),
      }),
    )
    .min(1)
    .max(13),
  contact: z.strictObject({
    name: ZText(100).optional(),
    phone: ZText(20),
    email: ZText(254).optional(),
    extraInfo: ZText(500).optional(),
  }),
  /**
   * The total the consumer saw and accepted for every passenger, the site's service fee included (the fare's `total`;
   * on a round trip the outbound's and the return's together). A different price at the airline now answers 409
   * priceChanged with the new total to accept (both flights).
   */
  acceptedTotal: z.number().int().min(0).max(10_000_000_000),
  /** The signed, time-stamped token the form page was given (a resend of the same form holds once). */
  formToken: z.string().min(10).max(400),
  /** The honeypot: a field hidden from people; anything in it marks a robot. */
  website: z.string().max(200).optional(),
});
export type TStorefrontCheckout = z.input<typeof ZStorefrontCheckout>;

export const ZStorefrontCheckoutResponse = z.object({
  /** validated: the form passed every check (no hold wired); held: the flight is held for the agency. */
  status: z.enum(['validated', 'held']),
  /** The consumer order's code once held. */
  orderCode: z.string().optional(),
  /** The order's confirmation page under the site's base (`/order/{orderCode}?key=…`) once held. */
  confirmationPath: z.string().optional(),
  passengerNames: z.array(z.string()),
});

/**
 * `details.reason` of a storefront 409 (code 41): what the consumer's form does next. priceChanged carries
 * `details.newTotal`, the total to accept now (service fee included).
 */
export const STOREFRONT_HOLD_REFUSALS = [
  'priceChanged',
  'soldOut',
  'flightUnavailable',
  'alreadyHeld',
  /** The same form's first send is still with the airline: send again in a minute. */
  'holdInProgress',
] as const;
export type TStorefrontHoldRefusal = (typeof STOREFRONT_HOLD_REFUSALS)[number];
export type TStorefrontCheckoutResponse = z.infer<typeof ZStorefrontCheckoutResponse>;

export const ZStorefrontFormToken = z.object({ formToken: z.string() });
