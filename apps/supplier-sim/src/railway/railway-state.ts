// The railway's state, all plain data so it is saved as it is: seat claims (locks, held and sold seats), locks, bookings,
// quotes and counters, with an index of the claims by run for the seat statuses; and how an action answers.
import type {
  TRailwayBooking,
  TRailwayChangeQuote,
  TRailwayChangeResult,
  TRailwayError,
  TRailwayRefundQuote,
  TRailwayRefundResult,
  TRailwaySeat,
  TFaultSystem,
} from '@portal/contracts';
import type { TFaultState } from '../faults.js';

/** A seat taken on a part of a run (km from the train's origin): locked or held until expiresAt, or sold. */
export type TClaim = {
  id: string;
  runId: string;
  seatId: string;
  startKm: number;
  endKm: number;
  kind: 'lock' | 'hold' | 'sold';
  /** Epoch ms; null once sold. */
  expiresAt: number | null;
};

export type TLockRecord = {
  ticketId: string;
  account: string;
  runId: string;
  trainNumber: string;
  from: string;
  to: string;
  departAt: string;
  arriveAt: string;
  carriageNo: string;
  seat: TRailwaySeat;
  lockedAt: string;
  expiresAt: number;
  /** The booking (or change) that used the lock; a used lock cannot be used again. */
  usedBy: string | null;
};

export type TStoredRailBooking = { view: TRailwayBooking; timeLimitAt: number };

export type TRefundQuoteRecord = { quote: TRailwayRefundQuote; account: string; result: TRailwayRefundResult | null };
export type TChangeQuoteRecord = { quote: TRailwayChangeQuote; account: string; result: TRailwayChangeResult | null };

export type TRailwayData = {
  seq: number;
  claims: Record<string, TClaim>;
  locks: Record<string, TLockRecord>;
  bookings: Record<string, TStoredRailBooking>;
  /** "account|clientRef" → booking code. */
  clientRefs: Record<string, string>;
  refundQuotes: Record<string, TRefundQuoteRecord>;
  changeQuotes: Record<string, TChangeQuoteRecord>;
};

export const emptyRailwayData = (): TRailwayData => ({
  seq: 0,
  claims: {},
  locks: {},
  bookings: {},
  clientRefs: {},
  refundQuotes: {},
  changeQuotes: {},
});

export type TRailwayState = {
  data: TRailwayData;
  /** The claims of one run (read for every seat status). */
  claimsOf(runId: string): readonly TClaim[];
  putClaim(claim: TClaim): void;
  dropClaim(id: string): void;
  /** A new number for ids (ticket ids, codes, quotes): saved, so a restart never repeats one. */
  next(): number;
};

export function createRailwayState(saved?: TRailwayData): TRailwayState {
  const data = saved ?? emptyRailwayData();
  const byRun = new Map<string, Map<string, TClaim>>();
  const index = (claim: TClaim) => {
    const claims = byRun.get(claim.runId) ?? new Map<string, TClaim>();
    claims.set(claim.id, claim);
    byRun.set(claim.runId, claims);
  };
  Object.values(data.claims).forEach(index);
  return {
    data,
    claimsOf: (runId) => [...(byRun.get(runId)?.values() ?? [])],
    putClaim(claim) {
      data.claims[claim.id] = claim;
      index(claim);
    },
    dropClaim(id) {
      const claim = data.claims[id];
      if (!claim) return;
      delete data.claims[id];
      byRun.get(claim.runId)?.delete(id);
    },
    next: () => ++data.seq,
  };
}

export type TRailwayDeps = {
  state: TRailwayState;
  faults: TFaultState;
  now: () => Date;
};

export const RAILWAY_SYSTEM: TFaultSystem = 'VNR';

export type TRailResult<T> =
  | { ok: true; status: number; value: T; isNew?: boolean }
  | { ok: false; status: number; body: { error: TRailwayError | 'BAD_REQUEST'; message: string } };

const STATUS_OF: Partial<Record<TRailwayError | 'BAD_REQUEST', number>> = {
  BAD_REQUEST: 400,
  INVALID_PASSENGER: 400,
  RUN_NOT_FOUND: 404,
  BOOKING_NOT_FOUND: 404,
  QUOTE_NOT_FOUND: 404,
};

export const ok = <T>(value: T, extra: { status?: number; isNew?: boolean } = {}): TRailResult<T> => ({
  ok: true,
  status: extra.status ?? 200,
  value,
  isNew: extra.isNew,
});

/** A refusal with the railway's code and its HTTP status (409 for everything the state forbids). */
export const fail = <T>(error: TRailwayError | 'BAD_REQUEST', message: string): TRailResult<T> => ({
  ok: false,
  status: STATUS_OF[error] ?? 409,
  body: { error, message },
});
