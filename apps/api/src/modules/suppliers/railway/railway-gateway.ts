// The one door to the railway (issue 16): the calls every railway connector answers, every amount in whole VND (the
// connector turns the partner API's thousands into VND), refusals typed by the railway's own code.
import type {
  TRailwayBooking,
  TRailwayBookingRequest,
  TRailwayChangeQuote,
  TRailwayChangeResult,
  TRailwayError,
  TRailwayRefundQuote,
  TRailwayRefundResult,
  TRailwayRun,
  TRailwaySeatLock,
  TRailwaySeatMap,
  TRailwayStation,
  TRailwaySystem,
} from '@portal/contracts';
import type { SupplierCallOptions, SupplierUnknownOutcome } from '../supplier-gateway.js';

/** The railway answered and said no (4xx with its code): nothing changed on its side. */
export type RailwayRefusal = {
  ok: false;
  kind: 'refused';
  code: TRailwayError | 'UNRECOGNISED';
  httpStatus: number;
  message: string;
};

/** No usable answer (deadline, connection, 5xx, malformed body): the call may or may not have taken effect. */
export type RailwayCallResult<T> = { ok: true; value: T } | RailwayRefusal | SupplierUnknownOutcome;

/** The railway's shapes as the gateway answers them: the same fields, every amount in whole VND. */
export type RailwayRunVnd = TRailwayRun;
export type RailwaySeatMapVnd = TRailwaySeatMap;
export type RailwaySeatLockVnd = TRailwaySeatLock;
export type RailwayBookingVnd = TRailwayBooking;
export type RailwayRefundQuoteVnd = TRailwayRefundQuote;
export type RailwayChangeQuoteVnd = TRailwayChangeQuote;

/** The railway's refusals that mean its booking is gone (expired or unknown): its seats are free, it cannot be paid. */
export const RAILWAY_BOOKING_GONE_CODES: ReadonlySet<string> = new Set(['BOOKING_NOT_FOUND', 'TIME_LIMIT_EXPIRED']);

export type RailwayBookingTarget = { account: string; bookingCode: string };

export type RailwayGateway = {
  stations(system: TRailwaySystem, options: SupplierCallOptions): Promise<RailwayCallResult<TRailwayStation[]>>;
  search(
    system: TRailwaySystem,
    request: { account: string; from: string; to: string; departDate: string },
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<RailwayRunVnd[]>>;
  seatMap(
    system: TRailwaySystem,
    query: { account: string; runId: string; carriageNo: string; from: string; to: string },
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<RailwaySeatMapVnd>>;
  lock(
    system: TRailwaySystem,
    request: { account: string; runId: string; from: string; to: string; seatId: string },
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<RailwaySeatLockVnd>>;
  /** An unknown or expired lock is released too (the railway answers 204 either way). */
  release(
    system: TRailwaySystem,
    target: { account: string; ticketId: string },
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<void>>;
  /** Idempotent by `clientRef`: repeating it answers the same booking. */
  book(
    system: TRailwaySystem,
    request: TRailwayBookingRequest,
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<RailwayBookingVnd>>;
  retrieve(
    system: TRailwaySystem,
    target: RailwayBookingTarget,
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<RailwayBookingVnd>>;
  /** Pays and issues; `expectedTotal` in VND (a multiple of 1,000). A repeat of a paid booking answers it as it is. */
  pay(
    system: TRailwaySystem,
    target: RailwayBookingTarget & { expectedTotal: number },
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<RailwayBookingVnd>>;
  cancel(
    system: TRailwaySystem,
    target: RailwayBookingTarget,
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<RailwayBookingVnd>>;
  refundQuote(
    system: TRailwaySystem,
    target: RailwayBookingTarget & { ticketIds: string[] },
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<RailwayRefundQuoteVnd>>;
  refund(
    system: TRailwaySystem,
    target: RailwayBookingTarget & { quoteId: string },
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<TRailwayRefundResult>>;
  changeQuote(
    system: TRailwaySystem,
    target: RailwayBookingTarget & { ticketId: string; newTicketId: string },
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<RailwayChangeQuoteVnd>>;
  change(
    system: TRailwaySystem,
    target: RailwayBookingTarget & { quoteId: string },
    options: SupplierCallOptions,
  ): Promise<RailwayCallResult<TRailwayChangeResult>>;
};

/** A connector speaks for one or more railway systems; it implements the same interface and is told the system. */
export type RailwayConnector = RailwayGateway;
