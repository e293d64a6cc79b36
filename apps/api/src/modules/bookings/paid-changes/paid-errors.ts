// The refusals of the paid changes: 409 quoteExpired / priceChanged with the quote to accept now, 409 seatTaken,
// 422 with the airline's words, 400 for a quote that is not this change's.
import type { TPaidChangeQuote } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { invalidField } from '../../../platform/field-error.js';
import { bookingConflict, editRefused } from '../booking-errors.js';

/** 409 quoteExpired: the quote accepted has expired; `details.quote` is a new one to accept. */
export const paidQuoteExpired = (quote: TPaidChangeQuote) =>
  bookingConflict('quoteExpired', {
    key: 'bookingPaidQuoteExpired',
    params: { newTotal: formatVnd(quote.total) },
    details: { quoteId: quote.quoteId, quote },
  });

/** 409 priceChanged: the total accepted is not the quote's; `details.quote` is the quote to accept. */
export const paidPriceChanged = (acceptedTotal: number, quote: TPaidChangeQuote) =>
  bookingConflict('priceChanged', {
    key: 'bookingPaidPriceChanged',
    params: { oldTotal: formatVnd(acceptedTotal), newTotal: formatVnd(quote.total) },
    details: { oldTotal: acceptedTotal, newTotal: quote.total, priceCheck: null, quote },
  });

export const seatTaken = (message: string) =>
  bookingConflict('seatTaken', {
    key: 'bookingSeatTaken',
    params: { message },
    details: { supplierCode: 'SEAT_TAKEN', supplierMessage: message },
  });

/** 400 naming acceptQuoteId: no quote of this booking and change with this body. */
export const unknownPaidQuote = () => invalidField('acceptQuoteId', 'not a quote of this change: ask for a new quote');

/** 400 naming acceptTotal: accepting a quote needs the total accepted. */
export const missingAcceptTotal = () => invalidField('acceptTotal', 'required with acceptQuoteId');

/** Supplier codes after which the change is quoted again for the agent to accept. */
export const REQUOTE_CODES: ReadonlySet<string> = new Set(['QUOTE_EXPIRED', 'PRICE_CHANGED', 'QUOTE_NOT_FOUND']);

/** The airline's refusal of a quote or commit as the portal answers it. */
export function paidRefusal(code: string, message: string) {
  if (code === 'SEAT_TAKEN') return seatTaken(message);
  return editRefused(code, message);
}
