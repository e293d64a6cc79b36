// The ticket face (GET /api/bookings/{id}/ticket-face) and sending it to the customer by email (POST /api/bookings/{id}/mail).
import { z } from 'zod';
import { ZEmailAddress } from '../agencies/person-fields.js';
import { ZBookingDetail } from './booking-detail.js';

/** Who sold the ticket, as printed at the top of the face; `hotline` is the phone when the agency has no other. */
export const ZTicketFaceAgency = z.object({
  name: z.string(),
  phone: z.string(),
  hotline: z.string(),
  address: z.string(),
  email: z.string(),
});
export type TTicketFaceAgency = z.infer<typeof ZTicketFaceAgency>;

export const ZTicketFace = z.object({ agency: ZTicketFaceAgency, booking: ZBookingDetail });
export type TTicketFace = z.infer<typeof ZTicketFace>;

export const BOOKING_MAIL_MAX_CC = 5;
const email = ZEmailAddress;

export const ZBookingMailRequest = z.strictObject({
  to: email,
  cc: z.array(email).max(BOOKING_MAIL_MAX_CC).optional(),
  language: z.enum(['vi', 'en']),
  /** Show the issue fee as its own line (true) or print the fares net of it (false). */
  includeFee: z.boolean(),
});
export type TBookingMailRequest = z.infer<typeof ZBookingMailRequest>;

/** sent: handed to the SMTP server; queued: kept in the outbox (no SMTP configured, demo outbox); failed: SMTP refused it. */
export const ZBookingMailResponse = z.object({
  outboxId: z.number().int(),
  to: z.string(),
  subject: z.string(),
  delivery: z.enum(['sent', 'queued', 'failed']),
  sentAt: z.string().nullable(),
});
export type TBookingMailResponse = z.infer<typeof ZBookingMailResponse>;
