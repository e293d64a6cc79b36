// POST /api/bookings/{id}/cancel and POST /api/bookings/retrieve (import a PNR the agency made outside the portal).
import { z } from 'zod';
import { ZPersonName } from '../agencies/person-fields.js';
import { ZBookingSystem } from '../suppliers/booking-systems.js';
import { ZBookingDetail } from './booking-detail.js';

/** POST /api/bookings/{id}/cancel: an optional note kept in the booking's history. */
export const ZCancelBookingRequest = z.strictObject({ reason: z.string().trim().max(200).optional() });
export type TCancelBookingRequest = z.infer<typeof ZCancelBookingRequest>;

export const ZRetrievePnrRequest = z.strictObject({
  system: ZBookingSystem,
  pnr: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/),
  /** A passenger's last name; accents are converted to the airline spelling. */
  lastName: ZPersonName,
});
export type TRetrievePnrRequest = z.infer<typeof ZRetrievePnrRequest>;

export const ZRetrievePnrResponse = z.object({
  booking: ZBookingDetail,
  /** The PNR was already in the portal: this is that booking. */
  isExisting: z.boolean(),
});
export type TRetrievePnrResponse = z.infer<typeof ZRetrievePnrResponse>;
