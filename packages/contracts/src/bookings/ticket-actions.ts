// POST /api/bookings/{id}/issue, /void, /refund-quote and /refund: the bodies and the refund quote's answer.
import { z } from 'zod';

const vnd = z.number().int();

/**
 * POST /api/bookings/{id}/issue (header Idempotency-Key required): `acceptedTotal`, when sent, is the total the agent
 * saw in the confirmation (the booking's total, before credits); a booking whose total differs is refused (409
 * priceChanged) before any money moves.
 */
export const ZIssueBookingRequest = z.strictObject({
  acceptedTotal: vnd.min(0).optional(),
  /** Credit shells (numbers from GET …/usable-credits) that pay part of the issue; the deposits pay the rest. */
  credits: z.array(z.string().trim().min(1).max(30)).max(9).optional(),
});
/** POST /api/bookings/{id}/void and /refund-quote: an optional reason, kept in the history. */
export const ZVoidBookingRequest = z.strictObject({ reason: z.string().trim().max(200).optional() });
export const ZRefundQuoteRequest = z.strictObject({ reason: z.string().trim().max(200).optional() });

/** POST /api/bookings/{id}/refund-quote: what the supplier gives back if the tickets are refunded now. */
export const ZRefundQuote = z.object({
  quoteId: z.string(),
  pnr: z.string(),
  /** What the supplier was paid (fares, taxes, add-ons). */
  totalPaid: vnd,
  /** What the supplier keeps: the fare rules' fee and the add-ons. */
  penalty: vnd,
  /** What the supplier gives back, and so what returns to the agency's deposit. */
  refundableAmount: vnd,
  /** The issue fees of the chain: not refunded (the service was given). */
  issueFeeKept: vnd,
  /** ISO instant; confirming after it is refused (409 quoteExpired). */
  expiresAt: z.string(),
  passengers: z.array(
    z.object({ paxId: z.string(), ticketNumber: z.string(), paid: vnd, penalty: vnd, refundable: vnd }),
  ),
});
export type TRefundQuote = z.infer<typeof ZRefundQuote>;

/** POST /api/bookings/{id}/refund: confirm a quote of this booking. */
export const ZRefundBookingRequest = z.strictObject({ quoteId: z.string().trim().min(1).max(100) });
export type TRefundBookingRequest = z.infer<typeof ZRefundBookingRequest>;
