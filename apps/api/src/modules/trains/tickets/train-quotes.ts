// The quotes a train refund or change keeps: as its quote event records them, and as `pendingQuote` holds them while
// the railway's answer is awaited (so the reconciliation can settle them without the request).
import type { TRailwayChangeQuote, TRailwayRefundQuote } from '@portal/contracts';
import { sumVnd, type SaleSplit } from '@portal/domain';

/** A refund quote as kept: the railway's lines in VND and the chain's issue fees the refund keeps. */
export type StoredRefundQuote = Omit<TRailwayRefundQuote, 'bookingCode'> & { issueFeeKept: number };

/** The seat a change moves to, as its lock showed it when the change was accepted (the lock is consumed by then). */
export type ChangeSeat = {
  direction: 'departure' | 'return';
  runId: string;
  carriageName: string;
  fromStation: string;
  toStation: string;
};

/** A change quote as kept: the railway's figures in VND, the chain's change fees per link, what the deposit pays. */
export type StoredChangeQuote = Omit<TRailwayChangeQuote, 'bookingCode'> & {
  /** What each link of the chain charges for the change (the buyer's link first); empty for an F1. */
  chainFees: number[];
  chainFee: number;
  depositTotal: number;
};

/** `train_bookings.pending_quote` while a refund or change awaits the railway's answer. */
export type PendingTrainQuote =
  | { kind: 'refund'; quote: StoredRefundQuote }
  | { kind: 'change'; quote: StoredChangeQuote; seat: ChangeSeat; split: SaleSplit | null };

export const pendingQuoteOf = (row: { pendingQuote: unknown }) => row.pendingQuote as PendingTrainQuote | null;

/** The railway's refund answer read against the quote kept: what to credit, or why the answer cannot be used. */
export type RefundAnswerReading =
  | { kind: 'same'; quote: StoredRefundQuote }
  | { kind: 'differs'; quote: StoredRefundQuote; kept: StoredRefundQuote }
  | { kind: 'mismatch'; message: string };

/**
 * The refund the railway answered against the quote accepted. The railway's figures win (it is what it refunded, and
 * its booking is the truth), the difference kept for the history; an answer about another quote or other tickets, or
 * whose lines do not add up to its total, is not used (the reconciliation settles it from the railway's view).
 */
export function readRefundAnswer(
  kept: StoredRefundQuote,
  answered: Omit<TRailwayRefundQuote, 'bookingCode'>,
): RefundAnswerReading {
  if (answered.quoteId !== kept.quoteId)
    return { kind: 'mismatch', message: `the railway answered quote ${answered.quoteId} for ${kept.quoteId}` };
  const keptTickets = kept.lines.map((line) => line.ticketId).sort();
  const answeredTickets = answered.lines.map((line) => line.ticketId).sort();
  if (keptTickets.join(',') !== answeredTickets.join(','))
    return {
      kind: 'mismatch',
      message: `the railway refunded ${answeredTickets.join(', ')} for ${keptTickets.join(', ')}`,
    };
  if (
    sumVnd(answered.lines.map((line) => line.refund)) !== answered.totalRefund ||
    sumVnd(answered.lines.map((line) => line.fee)) !== answered.totalFee
  )
    return { kind: 'mismatch', message: `the railway's refund lines of ${kept.quoteId} do not add up to its totals` };
  const quote: StoredRefundQuote = {
    ...kept,
    rule: answered.rule,
    lines: answered.lines,
    totalFee: answered.totalFee,
    totalRefund: answered.totalRefund,
  };
  const isSame =
    answered.totalRefund === kept.totalRefund &&
    answered.totalFee === kept.totalFee &&
    answered.lines.every((line) => {
      const mine = kept.lines.find((candidate) => candidate.ticketId === line.ticketId);
      return mine?.refund === line.refund && mine.fee === line.fee;
    });
  return isSame ? { kind: 'same', quote: kept } : { kind: 'differs', quote, kept };
}
