// Changing an issued train ticket to a seat the agency has locked (as flights' paid changes): the railway's quote
// (20,000 per ticket plus the fare difference) with the chain's TRAIN change fees, kept in the history; then its
// acceptance in two phases: the chain's money reserved with the pending mark, the railway's change, then the sale
// posted with the old ticket CHANGED and the new one ISSUED (or the money released).
import type { TRailwaySystem, TTrainChangeQuote } from '@portal/contracts';
import { splitSaleLines, sumVnd } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import { invalidFieldIn } from '../../../platform/field-error.js';
import { wrongState } from '../../bookings/booking-errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { findOwnFreeLock, trainEventWithQuote } from '../repository/train-money-reads.js';
import { findTrainBooking, ticketsOf } from '../repository/train-booking-reads.js';
import { changeTrainInPlace } from '../repository/train-money-writes.js';
import { trainPricingOf, type TrainBookingRow } from '../repository/train-booking-rows.js';
import { describeBooking, trainChangeKeyOf, trainReference, type TrainMoneyDeps } from './train-ledger.js';
import { requireActionableTrainBooking } from './train-money-scope.js';
import { actionPending, notAQuote, quoteExpired, railwayFailure } from './train-money-errors.js';
import { settleTrainChange } from './train-pending.js';
import type { ChangeSeat, PendingTrainQuote, StoredChangeQuote } from './train-quotes.js';
import {
  failPendingQuote,
  markPending,
  refuseReusedQuoteKey,
  settledWithQuote,
  type TrainQuoteAcceptance,
} from './train-refund.service.js';

type KeptChangeQuote = StoredChangeQuote & { seat: ChangeSeat; bookingCode?: string };

export function createTrainChangeService(deps: TrainMoneyDeps) {
  const { db, clock } = deps;

  async function issuedBooking(caller: BookingCaller, bookingId: string): Promise<TrainBookingRow> {
    const booking = await requireActionableTrainBooking(db, caller, bookingId);
    if (booking.status !== 'ISSUED') throw wrongState(booking.status, 'change');
    if (booking.pendingAction) throw actionPending(booking.status, 'change');
    return booking;
  }

  /** POST …/change-quote: an issued ticket of the booking to a seat lock of this agency no booking has taken yet. */
  async function quote(
    caller: BookingCaller,
    options: { bookingId: string; ticketId: string; newTicketId: string; language: Language },
  ): Promise<TTrainChangeQuote> {
    const { language } = options;
    const booking = await issuedBooking(caller, options.bookingId);
    const old = (await ticketsOf(db, booking.id)).find(
      (ticket) => ticket.ticketId === options.ticketId && ticket.status === 'ISSUED',
    );
    if (!old)
      throw invalidFieldIn(language, {
        field: 'ticketId',
        vi: 'không phải vé đã xuất của đặt chỗ này',
        en: 'not an issued ticket of this booking',
      });
    const lock = await findOwnFreeLock(db, {
      agencyId: caller.agencyId,
      ticketId: options.newTicketId,
      now: clock.now(),
    });
    if (!lock)
      throw invalidFieldIn(language, {
        field: 'newTicketId',
        vi: 'không phải chỗ đang giữ của đại lý (chưa thuộc đặt chỗ nào)',
        en: 'not a seat this agency holds (and no booking has taken)',
      });
    const result = await deps.railway.changeQuote(
      booking.system as TRailwaySystem,
      {
        account: booking.supplierAccount,
        bookingCode: booking.bookingCode!,
        ticketId: old.ticketId,
        newTicketId: lock.ticketId,
      },
      { deadlineMs: deps.deadlineMs },
    );
    if (!result.ok) throw railwayFailure(result);
    const chainFees = await deps.chainChangeFees({
      chainAgencyIds: trainPricingOf(booking).chainAgencyIds,
      passengerType: old.passengerType,
    });
    const { bookingCode: _code, ...railwayQuote } = result.value;
    const chainFee = sumVnd(chainFees);
    const kept: KeptChangeQuote = {
      ...railwayQuote,
      chainFees,
      chainFee,
      depositTotal: sumVnd([railwayQuote.total, chainFee]),
      seat: {
        direction: lock.direction,
        runId: lock.runId,
        carriageName: String((lock.lock as { carriageName?: unknown }).carriageName ?? old.carriageName),
        fromStation: String((lock.lock as { from?: unknown }).from ?? old.fromStation),
        toStation: String((lock.lock as { to?: unknown }).to ?? old.toStation),
      },
    };
    await db.transaction((tx) =>
      changeTrainInPlace(tx, {
        bookingId: booking.id,
        status: 'ISSUED',
        actorUserId: caller.userId,
        action: 'change-quote',
        set: { lastError: null },
        details: { bookingCode: booking.bookingCode, ...kept },
        at: clock.now(),
      }),
    );
    const { quoteId, ticketId, newTicketId, oldAmount, newAmount, changeFee, fareDifference, total, expiresAt } = kept;
    return {
      quoteId,
      ticketId,
      newTicketId,
      oldAmount,
      newAmount,
      changeFee,
      fareDifference,
      total,
      expiresAt,
      chainFee,
      depositTotal: kept.depositTotal,
    };
  }

  /**
   * POST …/change {quoteId} (Idempotency-Key): the deposit pays the railway's total plus the chain's change fees, in
   * two phases; a settled quote answers the booking as it is; no answer is 502 with the money reserved and the change
   * pending for the reconciliation; a refusal releases the money (409); a quote refused or dropped before is 409.
   */
  async function change(caller: BookingCaller, acceptance: TrainQuoteAcceptance): Promise<TrainBookingRow> {
    const { bookingId, quoteId } = acceptance;
    let booking = await requireActionableTrainBooking(db, caller, bookingId);
    await refuseReusedQuoteKey(deps, { caller, acceptance, action: 'change-sent' });
    if (await settledWithQuote(deps, bookingId, quoteId)) return booking;
    const kept = (await trainEventWithQuote(db, { bookingId, action: 'change-quote', quoteId })) as
      KeptChangeQuote | undefined;
    if (!kept) throw notAQuote(acceptance.language, 'change');
    booking = await issuedBooking(caller, bookingId);
    // Sent before and not settled: refused or dropped, its money released under the quote's key, which cannot reserve
    // again. A clear 409 (ask for a new quote), never a second attempt on a spent key (decision 085).
    if (await trainEventWithQuote(db, { bookingId, action: 'change-sent', quoteId })) throw quoteExpired(quoteId);
    if (new Date(kept.expiresAt).getTime() <= clock.now().getTime()) throw quoteExpired(quoteId);
    const { seat, bookingCode: _code, ...quote } = kept;
    const { chainAgencyIds } = trainPricingOf(booking);
    const split =
      quote.total > 0
        ? splitSaleLines({ agencyIds: chainAgencyIds, lines: [{ supplierNet: quote.total, fees: quote.chainFees }] })
            .total
        : null;
    const reserve = split
      ? await deps.ledger.prepareReserveSale({
          idempotencyKey: trainChangeKeyOf(booking.id, quoteId),
          reference: trainReference(booking.id),
          description: `Giữ tiền đổi vé tàu ${describeBooking(booking)}`,
          createdBy: caller.userId,
          payments: split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays })),
        })
      : undefined;
    const pending: Extract<PendingTrainQuote, { kind: 'change' }> = { kind: 'change', quote, seat, split };
    const marked = await markPending(deps, {
      booking,
      pending,
      acceptance,
      actorUserId: caller.userId,
      ...(reserve ? { reserve: async (tx) => (await reserve(tx)).reservations } : {}),
    });
    if (!marked) {
      const now = await findTrainBooking(db, bookingId);
      if (await settledWithQuote(deps, bookingId, quoteId)) return now!;
      throw actionPending(now?.status ?? 'UNKNOWN', 'change');
    }
    const result = await deps.railway.change(
      marked.system as TRailwaySystem,
      { account: marked.supplierAccount, bookingCode: marked.bookingCode!, quoteId },
      { deadlineMs: deps.deadlineMs },
    );
    if (result.ok) {
      const settled = await settleTrainChange(deps, {
        booking: marked,
        pending,
        answer: result.value.booking,
        actorUserId: caller.userId,
        action: 'change',
      });
      return settled ?? (await findTrainBooking(db, bookingId))!;
    }
    return failPendingQuote(deps, { booking: marked, kind: 'change', result, actorUserId: caller.userId, quoteId });
  }

  return { quote, change };
}

export type TrainChangeService = ReturnType<typeof createTrainChangeService>;
