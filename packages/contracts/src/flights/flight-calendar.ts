// GET /api/flights/calendar: the lowest fare per day of a route and month (SPEC §3 "lowest booking"), for the date picker.
import { z } from 'zod';
import { ZBookingSystem } from '../suppliers/booking-systems.js';

const airportCode = z.string().regex(/^[A-Z]{3}$/);

export const ZFlightCalendarQuery = z.strictObject({
  from: airportCode,
  to: airportCode,
  /** yyyy-MM: from the current month (Vietnam date) to 12 months ahead. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});
export type TFlightCalendarQuery = z.infer<typeof ZFlightCalendarQuery>;

export const ZFlightCalendarDay = z.object({
  /** yyyy-MM-dd */
  date: z.string(),
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  /**
   * The cheapest one-adult one-way total on the day: base fare + tax + VAT + the adult issue fee of the agency's
   * commission chain (the same as the lowest `lowestFare` of a one-adult search for that date, except that a GDS day
   * gets only rules for all airlines); null when no allowed system sells a seat.
   */
  fareAmount: z.number().int().nullable(),
  /** fareAmount in thousands with a K suffix, e.g. "1.250K". */
  fareDisplay: z.string().nullable(),
  /** The booking system with that fare (the first in system order on a tie). */
  system: ZBookingSystem.nullable(),
});
export type TFlightCalendarDay = z.infer<typeof ZFlightCalendarDay>;

export const ZFlightCalendarResponse = z.object({
  /** FROM-TO, e.g. HAN-SGN. */
  route: z.string(),
  month: z.string(),
  /** Days from today (Vietnam date) to the end of the month, within the search window (365 days). */
  days: z.array(ZFlightCalendarDay),
  /** The systems asked: the ones the agency may use. */
  systems: z.array(ZBookingSystem),
  /** Asked systems that failed or passed the supplier deadline; their fares are missing from the days. */
  unavailableSystems: z.array(ZBookingSystem),
});
export type TFlightCalendarResponse = z.infer<typeof ZFlightCalendarResponse>;
