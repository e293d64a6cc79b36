// The quotes a train refund or change keeps: as its quote event records them, and as `pendingQuote` holds them while
// the railway's answer is awaited (so the reconciliation can settle them without the request).
import type { TRailwayChangeQuote, TRailwayRefundQuote } from '@portal/contracts';
import type { SaleSplit } from '@portal/domain';

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
