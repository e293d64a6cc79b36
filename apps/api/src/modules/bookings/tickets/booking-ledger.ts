// A PNR's money in the ledger: the split of its sale from the price as held, the ledger keys derived from the booking
// (never from a request's key, so any number of requests move the money once), and the rollback of a booking that moved.
import { splitLessCredit, splitSaleLines, sumVnd, type SaleSplit } from '@portal/domain';
import type { LedgerService } from '../../ledger/ledger.service.js';
import { pricingOf, type BookingRow } from '../repository/booking-rows.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';

/** The booking module's dependencies once money moves: the suppliers and the ledger. */
export type BookingMoneyDeps = BookingSupplierDeps & { ledger: LedgerService };

export const bookingReference = (bookingId: string) => ({ type: 'booking', id: bookingId });

/**
 * The split of the PNR's sale along its fee chain as priced when held: what each deposit of the chain pays (the buyer
 * first) and the legs of the post. The buyer pays exactly the booking's total, or this is a bug worth a 500; less the
 * credit shells paying part of its issue (decision 068: the supplier net falls by them, every fee stays).
 */
export function saleSplitOf(booking: Pick<BookingRow, 'id' | 'pricing' | 'totalAmount'>): SaleSplit {
  const pricing = pricingOf(booking);
  const { total } = splitSaleLines({ agencyIds: pricing.chainAgencyIds, lines: pricing.lines });
  if (total.buyerPays !== booking.totalAmount)
    throw new Error(`booking ${booking.id}: its split takes ${total.buyerPays}, its total is ${booking.totalAmount}`);
  return splitLessCredit(total, creditTotalOf(booking));
}

/** What credit shells pay of the booking's issue (0 without any). */
export const creditTotalOf = (booking: Pick<BookingRow, 'pricing'>) =>
  sumVnd((pricingOf(booking).credits ?? []).map((credit) => credit.amount));

/**
 * The key of one issue attempt's reservations: the booking and its version while HOLD. Requests racing for one hold
 * read the same version, so they derive the same key; a later attempt (after a refusal put the booking back to HOLD)
 * has a higher version and so a key of its own.
 */
export const issueKeyFor = (booking: Pick<BookingRow, 'id' | 'version'>) =>
  `booking:${booking.id}:issue:${booking.version}`;
export const postKeyOf = (issueKey: string) => `${issueKey}:post`;
export const releaseKeyOf = (issueKey: string) => `${issueKey}:release`;
export const voidKeyOf = (bookingId: string) => `booking:${bookingId}:void`;
export const refundKeyOf = (bookingId: string) => `booking:${bookingId}:refund`;

/** Thrown inside a transaction to roll it back when the booking turned out to be in another state; caught by its caller. */
export class BookingMoved extends Error {
  constructor(readonly booking: BookingRow | undefined) {
    super('the booking changed state meanwhile');
  }
}
