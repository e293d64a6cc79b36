// What every booking request starts from: the flights chosen in a search (offer id, fare class, the leg searched) and the passenger counts.
import { z } from 'zod';
import { BOOKING_SYSTEMS, PROMOTION_AIRLINES } from '../suppliers/booking-systems.js';
import { ZPromotionEntry } from '../flights/search-flights.js';

/** Booking statuses (one booking = one PNR). LOADING until the supplier answers a hold; FAILED when it refused it. */
export const BOOKING_STATUS_CODES = [
  'LOADING',
  'HOLD',
  'ISSUING',
  'EXPORT',
  'CANCEL',
  'VOID',
  'REFUNDED',
  'FAILED',
] as const;
export const ZBookingStatus = z.enum(BOOKING_STATUS_CODES);
export type TBookingStatus = z.infer<typeof ZBookingStatus>;

/** `details.reason` of a 409 (code 41) from the booking endpoints, for the web app to act on. */
export const BOOKING_CONFLICT_REASONS = [
  /** The price moved from the accepted total: details.oldTotal, newTotal, priceCheck; accept and send again. */
  'priceChanged',
  /** A chosen class has no seats left: details.flights (offer ids). */
  'soldOut',
  /** The supplier no longer sells a chosen flight: details.message. */
  'flightUnavailable',
  /** The agency already holds these passengers on these flights: details.bookingId; send confirmDuplicate to go on. */
  'duplicateBooking',
  /** The booking's status forbids the action: details.status. */
  'wrongState',
  /** The supplier refused the action: details.supplierCode, supplierMessage. */
  'supplierRefused',
  /** Only a held PNR can be brought into the portal: details.supplierStatus. */
  'importNotHeld',
  /** The hold's time limit has passed: it can no longer be issued (details.timeLimit). */
  'timeLimitExpired',
  /** The tickets can no longer be voided (details.voidUntil); a refund is the way back. */
  'voidWindowClosed',
  /** The refund quote has expired: ask for a new one (details.quoteId). */
  'quoteExpired',
  /** The eSIM is installed or in use: the vendor no longer refunds it (details.vendorCode ESIM_IN_USE). */
  'esimInUse',
  /** A booking edit was sent for an older version of the booking: details.currentVersion; reload and send again. */
  'staleVersion',
  /** Another edit of the booking awaits the airline's answer (decision 043): wait, reload and send again. */
  'editPending',
  /** The edit would cost money on a ticketed booking: it belongs to the paid changes (details.action). */
  'paidChangeRequired',
  /** A paid seat was taken by another booking meanwhile (details.supplierMessage): choose another. */
  'seatTaken',
] as const;
export type TBookingConflictReason = (typeof BOOKING_CONFLICT_REASONS)[number];

/** `${system}:${flight key}` as the search answered it (ZFlightOffer.id). */
export const OFFER_ID_PATTERN = new RegExp(`^(${BOOKING_SYSTEMS.join('|')}):[A-Za-z0-9._-]{1,200}$`);

const airportCode = z.string().regex(/^[A-Z]{3}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One flight of the itinerary: the offer, the fare class picked (RBD or family code) and the search leg it answered. */
export const ZFlightSelection = z.strictObject({
  offerId: z.string().regex(OFFER_ID_PATTERN),
  fareClass: z.string().trim().min(1).max(20),
  /** The leg of the search the offer came from: the supplier is asked for the flight again on this leg. */
  leg: z.strictObject({ from: airportCode, to: airportCode, departDate: isoDate }),
});
export type TFlightSelection = z.infer<typeof ZFlightSelection>;

/** The itinerary and passengers of the search; checked with the passenger-count rules of SPEC §4/§5 (400 naming adt/chd/inf). */
export const ZItineraryRequest = z.strictObject({
  /** In travel order; flights of one booking system become one PNR. */
  flights: z.array(ZFlightSelection).min(1).max(6),
  adt: z.number().int().min(0).max(9),
  chd: z.number().int().min(0).max(9),
  inf: z.number().int().min(0).max(9),
  promotions: z.array(ZPromotionEntry).max(PROMOTION_AIRLINES.length).optional(),
});
export type TItineraryRequest = z.infer<typeof ZItineraryRequest>;
