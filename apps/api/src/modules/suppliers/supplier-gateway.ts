// The one door to the booking systems: the interface every connector implements and every caller uses (search, fare rules, calendar, bookings).
import type {
  TBookingSystem,
  TSupplierAncillariesRequest,
  TSupplierAncillariesResponse,
  TSupplierBooking,
  TSupplierBookingError,
  TSupplierCreditPayment,
  TSupplierCalendarQuery,
  TSupplierCalendarResponse,
  TSupplierEdit,
  TSupplierEditResult,
  TSupplierFareRulesResponse,
  TSupplierHoldRequest,
  TSupplierOffersResponse,
  TSupplierPaidChange,
  TSupplierPaidChangeResult,
  TSupplierPaidQuote,
  TSupplierPriceCheckRequest,
  TSupplierPriceCheckResponse,
  TSupplierRefundQuote,
  TSupplierSearchRequest,
  TSupplierSearchResponse,
  TSupplierSeatMapsResponse,
} from '@portal/contracts';

export type SupplierCallOptions = {
  /** The call's own deadline in ms; passing it is an unknown outcome, never a refusal. */
  deadlineMs: number;
  /** Aborts the call when the caller goes away (also an unknown outcome). */
  signal?: AbortSignal;
};

/** The supplier answered and said no (4xx with its code): nothing changed on its side, so reserved money can be released. */
export type SupplierRefusal = {
  ok: false;
  kind: 'refused';
  code: TSupplierBookingError | 'UNRECOGNISED';
  httpStatus: number;
  message: string;
  fields?: Array<{ field: string; message: string }>;
  /** The PNR as it stands, when the refusal is about its state (expired, cancelled, void window closed…). */
  booking?: TSupplierBooking;
  /** The new net total of a hold refused with PRICE_CHANGED (of a paid change: the new quote's total). */
  totalNet?: number;
  /** A paid change's commit refused PRICE_CHANGED: the new quote to accept instead. */
  quote?: TSupplierPaidQuote;
};

/**
 * No usable answer: the call may or may not have taken effect (deadline passed, connection lost, 5xx, malformed
 * body). After an issue, keep the money reserved and reconcile by retrieving the PNR.
 */
export type SupplierUnknownOutcome = {
  ok: false;
  kind: 'unknown';
  reason: 'timeout' | 'aborted' | 'unreachable' | 'supplier-error' | 'bad-answer';
  message: string;
};

export type SupplierCallResult<T> = { ok: true; value: T } | SupplierRefusal | SupplierUnknownOutcome;

export type SupplierPnrTarget = { pnr: string; account: string };

/** One open edit of a PNR (decision 039): `quote` changes nothing, `commit` is idempotent by `clientRef`. */
export type SupplierEditTarget = SupplierPnrTarget & {
  clientRef: string;
  mode: 'quote' | 'commit';
  /** A commit whose new total differs is refused PRICE_CHANGED with the new total (`totalNet`). */
  expectedTotal?: number;
  edit: TSupplierEdit;
};

/** One paid change of a ticketed PNR (issue 15): `quote` prices it (an expiring quote id), `commit` pays the quote named. */
export type SupplierPaidChangeTarget = SupplierPnrTarget & {
  /** Idempotency of a commit: the same reference and body answer the first result again. */
  clientRef: string;
  mode: 'quote' | 'commit';
  /** commit: the quote accepted (QUOTE_NOT_FOUND, QUOTE_EXPIRED, PRICE_CHANGED with a new `quote`). */
  quoteId?: string;
  change: TSupplierPaidChange;
};

export type SupplierBookingCalls = {
  /** The fare of each flight now (its class may have moved up), and whether the price changed. */
  priceCheck(
    system: TBookingSystem,
    request: TSupplierPriceCheckRequest,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierPriceCheckResponse>>;
  ancillaries(
    system: TBookingSystem,
    request: TSupplierAncillariesRequest,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierAncillariesResponse>>;
  /** Idempotent by `clientRef`: repeating it answers the same PNR. */
  hold(
    system: TBookingSystem,
    request: TSupplierHoldRequest,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierBooking>>;
  /** With `lastName`, finds a PNR made outside the portal; refused OTHER_ACCOUNT when another account made it. */
  retrieve(
    system: TBookingSystem,
    query: SupplierPnrTarget & { lastName?: string },
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierBooking>>;
  /** Idempotent: issuing a ticketed PNR answers the same tickets. `credits`: credit shells paying part (decision 067). */
  issue(
    system: TBookingSystem,
    target: SupplierPnrTarget & { credits?: TSupplierCreditPayment[] },
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierBooking>>;
  void(
    system: TBookingSystem,
    target: SupplierPnrTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierBooking>>;
  cancel(
    system: TBookingSystem,
    target: SupplierPnrTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierBooking>>;
  refundQuote(
    system: TBookingSystem,
    target: SupplierPnrTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierRefundQuote>>;
  refund(
    system: TBookingSystem,
    target: SupplierPnrTarget & { quoteId: string },
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierBooking>>;
  /**
   * One of the 25 open edits: the PNR (and a split-off PNR) as it would be or now is, with the total before and
   * after; refused ACTION_NOT_SUPPORTED, EDIT_REFUSED, INVALID_STATE (a paid change), PRICE_CHANGED, CLIENT_REF_REUSED…
   */
  edit(
    system: TBookingSystem,
    target: SupplierEditTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierEditResult>>;
  /** The seat map of each flight of a held or ticketed PNR, its own passengers' seats marked. */
  seatMaps(
    system: TBookingSystem,
    target: SupplierPnrTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierSeatMapsResponse>>;
  /** What each flight of the PNR still sells after ticketing (baggage, meals, services), or why it is closed. */
  offers(
    system: TBookingSystem,
    target: SupplierPnrTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierOffersResponse>>;
  /**
   * A paid change on a TICKETED PNR: the quote (lines, total, expiry) and the PNR as it would be or now is, with the
   * documents (EMDs, tickets) on commit; refused INVALID_STATE, FLIGHT_CLOSED, SEAT_TAKEN, SEAT_NOT_ALLOWED,
   * CHANGE_NOT_ALLOWED, EDIT_REFUSED, ACTION_NOT_SUPPORTED, QUOTE_NOT_FOUND, QUOTE_EXPIRED, PRICE_CHANGED (with `quote`),
   * CLIENT_REF_REUSED. A timeout or 5xx is unknown: retry the commit's clientRef or retrieve the PNR (`paidChanges`).
   */
  paidChange(
    system: TBookingSystem,
    target: SupplierPaidChangeTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierPaidChangeResult>>;
};

/** Search calls throw (the fan-out's callSupplier turns that into an outcome); booking calls answer a typed result. */
export type SupplierGateway = SupplierBookingCalls & {
  search(
    system: TBookingSystem,
    request: TSupplierSearchRequest,
    options: { signal: AbortSignal },
  ): Promise<TSupplierSearchResponse>;
  fareRules(
    system: TBookingSystem,
    query: { airline: string; fareClass: string },
    options: { signal: AbortSignal },
  ): Promise<TSupplierFareRulesResponse | null>;
  /** The cheapest one-adult one-way fare per day of a month, per number of segments (before our issue fee). */
  calendar(
    system: TBookingSystem,
    query: TSupplierCalendarQuery,
    options: { signal: AbortSignal },
  ): Promise<TSupplierCalendarResponse>;
};

/** A supplier answered, but not with something we can use (an error status or a malformed body). */
export class SupplierError extends Error {
  constructor(
    readonly system: TBookingSystem,
    message: string,
  ) {
    super(message);
  }
}
