// /api/s/{slug}/tours/{tourId}/bookings: a consumer books a departure of a published tour (issue 20, DOMAIN §6).
import { z } from 'zod';
import { TOUR_PARTY_MAX } from './tours.js';

const ZCount = (min: number) => z.number().int().min(min).max(TOUR_PARTY_MAX);

export const ZStorefrontTourParams = z.strictObject({ slug: z.string().max(60), tourId: z.guid() });

/** The departure, the travellers per band, single rooms and the contact; the price is the server's, never sent. */
export const ZStorefrontTourBooking = z
  .strictObject({
    departureId: z.guid(),
    /** From 10 years old. */
    adults: ZCount(1),
    /** 5 to under 10 years old. */
    children: ZCount(0).default(0),
    /** Under 5 years old (a seat each, the tour's infant price). */
    infants: ZCount(0).default(0),
    singleRooms: ZCount(0).default(0),
    contact: z.strictObject({
      name: z.string().max(100),
      phone: z.string().max(20),
      email: z.string().max(254).optional(),
      note: z.string().max(500).optional(),
    }),
    /** The signed, time-stamped token the tour page was given. */
    formToken: z.string().min(10).max(400),
    /** The honeypot: a field hidden from people; anything in it marks a robot. */
    website: z.string().max(200).optional(),
  })
  .refine((booking) => booking.adults + booking.children + booking.infants <= TOUR_PARTY_MAX, {
    path: ['adults'],
    error: `at most ${TOUR_PARTY_MAX} travellers`,
  })
  .refine((booking) => booking.singleRooms <= booking.adults + booking.children, {
    path: ['singleRooms'],
    error: 'at most one single room per adult or child',
  });
export type TStorefrontTourBooking = z.input<typeof ZStorefrontTourBooking>;

export const ZStorefrontTourBookingResponse = z.object({
  status: z.literal('booked'),
  /** The B2C order's number (B2C + yymmdd + 4). */
  orderCode: z.string(),
  /** The consumer's confirmation page under the site: /order/{orderCode}?key=… */
  confirmationPath: z.string(),
  /** Integer VND as the server priced it from the tour's stored prices. */
  totalAmount: z.number().int(),
  depositAmount: z.number().int(),
});
export type TStorefrontTourBookingResponse = z.infer<typeof ZStorefrontTourBookingResponse>;
