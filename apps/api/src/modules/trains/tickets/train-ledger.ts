// A train booking's money in the ledger, as flights' (bookings/tickets/booking-ledger.ts): the split of its sale along
// the fee chain priced at hold, ledger keys derived from the booking (never from a request's key, so any number of
// requests move the money once), and the railway calls the money services make.
import type {
  TRailwayBooking,
  TRailwayChangeQuote,
  TRailwayChangeResult,
  TRailwayRefundQuote,
  TRailwayRefundResult,
  TRailwaySystem,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { splitSaleLines, type SaleSplit } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import type { SupplierCallOptions, SupplierUnknownOutcome } from '../../suppliers/supplier-gateway.js';
import { trainPricingOf, type TrainBookingRow } from '../repository/train-booking-rows.js';

/** The railway said no (its code) or did not answer; amounts in whole VND, as the railway gateway answers them. */
export type TrainRailwayResult<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'refused'; code: string; httpStatus: number; message: string }
  | SupplierUnknownOutcome;

type Target = { account: string; bookingCode: string };

/** The railway gateway's money calls (suppliers/railway/railway-gateway.ts answers them). */
export type TrainMoneyRailway = {
  retrieve(
    system: TRailwaySystem,
    target: Target,
    options: SupplierCallOptions,
  ): Promise<TrainRailwayResult<TRailwayBooking>>;
  pay(
    system: TRailwaySystem,
    target: Target & { expectedTotal: number },
    options: SupplierCallOptions,
  ): Promise<TrainRailwayResult<TRailwayBooking>>;
  refundQuote(
    system: TRailwaySystem,
    target: Target & { ticketIds: string[] },
    options: SupplierCallOptions,
  ): Promise<TrainRailwayResult<TRailwayRefundQuote>>;
  refund(
    system: TRailwaySystem,
    target: Target & { quoteId: string },
    options: SupplierCallOptions,
  ): Promise<TrainRailwayResult<TRailwayRefundResult>>;
  changeQuote(
    system: TRailwaySystem,
    target: Target & { ticketId: string; newTicketId: string },
    options: SupplierCallOptions,
  ): Promise<TrainRailwayResult<TRailwayChangeQuote>>;
  change(
    system: TRailwaySystem,
    target: Target & { quoteId: string },
    options: SupplierCallOptions,
  ): Promise<TrainRailwayResult<TRailwayChangeResult>>;
};

export type TrainMoneyDeps = {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  railway: TrainMoneyRailway;
  /** Each railway call's own deadline. */
  deadlineMs: number;
  /** What each link of the chain (the buyer's first) charges to change one ticket of this passenger type (TRAIN rules). */
  chainChangeFees(options: { chainAgencyIds: string[]; passengerType: number }): Promise<number[]>;
};

export const trainReference = (bookingId: string) => ({ type: 'train_booking', id: bookingId });

/** The split of the booking's sale: what each deposit pays (the buyer exactly the total) and the legs of the post. */
export function trainSaleSplitOf(booking: Pick<TrainBookingRow, 'id' | 'pricing' | 'totalAmount'>): SaleSplit {
  const pricing = trainPricingOf(booking);
  const { total } = splitSaleLines({ agencyIds: pricing.chainAgencyIds, lines: pricing.lines });
  if (total.buyerPays !== booking.totalAmount)
    throw new Error(
      `train booking ${booking.id}: its split takes ${total.buyerPays}, its total is ${booking.totalAmount}`,
    );
  return total;
}

/** One issue attempt: the booking and its version while HOLD (racing requests read the same version, so one key). */
export const trainIssueKeyFor = (booking: Pick<TrainBookingRow, 'id' | 'version'>) =>
  `train:${booking.id}:issue:${booking.version}`;
export const postKeyOf = (key: string) => `${key}:post`;
export const releaseKeyOf = (key: string) => `${key}:release`;
/** A refund's credit: one per accepted quote (the railway's quote covers the tickets it names). */
export const trainRefundKeyOf = (bookingId: string, quoteId: string) => `train:${bookingId}:refund:${quoteId}`;
/** A change's reservation (then :post or :release): one per accepted quote. */
export const trainChangeKeyOf = (bookingId: string, quoteId: string) => `train:${bookingId}:change:${quoteId}`;

export const describeBooking = (booking: Pick<TrainBookingRow, 'bookingCode' | 'route'>) =>
  `${booking.bookingCode ?? ''} (${booking.route})`.trim();

/** Thrown inside a transaction to roll it back when the booking turned out to be in another state. */
export class TrainBookingMoved extends Error {
  constructor(readonly booking: TrainBookingRow | undefined) {
    super('the train booking changed state meanwhile');
  }
}
