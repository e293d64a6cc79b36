// A customer's read-only link to a booking's ticket face and PDF: minting it (POST /api/bookings/{id}/share-link) and
// what the public page reads with it (GET /api/public/ticket-face/{token}, …/pdf), without the agency's internal data.
import { z } from 'zod';
import { ZBookingFareData, ZBookingPassenger, ZBookingRoute } from './booking-detail.js';
import { ZTicketFaceAgency } from './booking-mail.js';
import { ZBookingStatus } from './selection.js';

export const SHARE_LINK_DEFAULT_DAYS = 7;
export const SHARE_LINK_MAX_DAYS = 30;

export const ZShareLinkRequest = z.strictObject({
  /** Print the issue fee as its own line (true) or fares net of it (false, the default: the fee stays the agency's). */
  withFee: z.boolean().default(false),
  /** How long the link works, in days (1–30, default 7). */
  days: z.number().int().min(1).max(SHARE_LINK_MAX_DAYS).default(SHARE_LINK_DEFAULT_DAYS),
});
export type TShareLinkRequest = z.input<typeof ZShareLinkRequest>;

export const ZShareLinkResponse = z.object({
  /** The customer's page, absolute (from the request's host). */
  url: z.string(),
  /** The same page from the site root (/share/ticket/<token>), for a client that knows its own origin better. */
  path: z.string(),
  token: z.string(),
  withFee: z.boolean(),
  expiresAt: z.string(),
});
export type TShareLinkResponse = z.infer<typeof ZShareLinkResponse>;

export const ZShareTokenParams = z.strictObject({ token: z.string().min(1).max(1000) });

/** What a ticket face prints of a booking: no ids of the agency, no history, no documents of the passengers. */
export const ZTicketFaceBooking = z.object({
  orderId: z.string(),
  airline: z.string(),
  pnr: z.string().nullable(),
  status: ZBookingStatus,
  passengers: z.array(
    ZBookingPassenger.pick({
      paxId: true,
      type: true,
      title: true,
      airlineLastName: true,
      airlineFirstName: true,
      parentPaxId: true,
      ticketNumber: true,
    }),
  ),
  routes: z.array(ZBookingRoute),
  /** Without the supplier's net price; without the fee (zero, fares net of it) unless the link was made "with fee". */
  fareData: ZBookingFareData.omit({ supplierNet: true }),
  contact: z.object({ extraInfo: z.string() }),
});
export type TTicketFaceBooking = z.infer<typeof ZTicketFaceBooking>;

export const ZSharedTicketFace = z.object({
  agency: ZTicketFaceAgency,
  booking: ZTicketFaceBooking,
  withFee: z.boolean(),
  expiresAt: z.string(),
});
export type TSharedTicketFace = z.infer<typeof ZSharedTicketFace>;

/** What the ticket face (screen and PDF) prints: the signed-in face and the shared one both fit it. */
export type TTicketFaceDocument = Pick<TSharedTicketFace, 'agency' | 'booking'>;
