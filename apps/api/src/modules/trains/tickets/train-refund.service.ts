// Refunding issued train tickets by the railway's table (as flights' refund.service.ts): the railway's quote kept in the
// history with the chain's issue fees it keeps, then its acceptance: marked pending, the railway refunds, then one
// transaction credits what it returns (R, net only) and marks the tickets REFUNDED (train-pending.ts).
import type { TRailwaySystem, TTrainRefundQuote } from '@portal/contracts';
import { sumVnd } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import { invalidFieldIn } from '../../../platform/field-error.js';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import { wrongState } from '../../bookings/booking-errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { findTrainKeyUse, hasQuoteSettlement, trainEventWithQuote } from '../repository/train-money-reads.js';
import { findTrainBooking, ticketsOf } from '../repository/train-booking-reads.js';
import { changeTrainInPlace, lockTrainBooking } from '../repository/train-money-writes.js';
import type { TrainBookingRow } from '../repository/train-booking-rows.js';
import type { TrainMoneyDeps } from './train-ledger.js';
import { requireActionableTrainBooking } from './train-money-scope.js';
import { actionPending, notAQuote, quoteExpired, railwayFailure } from './train-money-errors.js';
import { dropTrainPending, settleTrainRefund } from './train-pending.js';
import { readRefundAnswer, type PendingTrainQuote, type StoredRefundQuote } from './train-quotes.js';

export type TrainQuoteAcceptance = { bookingId: string; quoteId: string; idempotencyKey: string; language: Language };

/** The events that settle a quote: the request's own, or the reconciliation's (a drop is none of them). */
const SETTLING_ACTIONS = ['refund', 'change', 'reconciled'] as const;

/**
 * Whether this quote was really settled (the money moved). A quote that was dropped — the railway refused it, or the
 * reconciliation found it not done — is not: accepting it again sends it to the railway again (decision 085).
 */
export async function settledWithQuote(deps: TrainMoneyDeps, bookingId: string, quoteId: string): Promise<boolean> {
  return hasQuoteSettlement(deps.db, { bookingId, actions: SETTLING_ACTIONS, quoteId });
}

/** The same Idempotency-Key sent before for another booking or another quote: 422 (DESIGN §3). */
export async function refuseReusedQuoteKey(
  deps: TrainMoneyDeps,
  options: { caller: BookingCaller; acceptance: TrainQuoteAcceptance; action: 'refund-sent' | 'change-sent' },
): Promise<void> {
  const { caller, acceptance } = options;
  const used = await findTrainKeyUse(deps.db, {
    agencyId: caller.agencyId,
    idempotencyKey: acceptance.idempotencyKey,
    action: options.action,
  });
  if (!used) return;
  const fingerprint = requestFingerprint({ bookingId: acceptance.bookingId, quoteId: acceptance.quoteId });
  const stored = used.bookingId !== acceptance.bookingId ? 'another booking' : (used.requestHash ?? fingerprint);
  refuseReusedKey({ key: acceptance.idempotencyKey, stored, fingerprint });
}

/** Marks the booking as awaiting the railway's answer about this quote (one request wins; the others see it pending). */
export async function markPending(
  deps: TrainMoneyDeps,
  options: {
    booking: TrainBookingRow;
    pending: PendingTrainQuote;
    acceptance: TrainQuoteAcceptance;
    actorUserId: string;
    reserve?: (tx: TrainMoneyDeps['db']) => Promise<unknown>;
  },
): Promise<TrainBookingRow | undefined> {
  const { booking, pending, acceptance } = options;
  const action = pending.kind === 'refund' ? 'refund-sent' : 'change-sent';
  return deps.db.transaction(async (tx) => {
    const current = await lockTrainBooking(tx, booking.id);
    if (current?.status !== 'ISSUED' || current.pendingAction) return undefined;
    const reserved = options.reserve ? await options.reserve(tx) : undefined;
    return changeTrainInPlace(tx, {
      bookingId: booking.id,
      status: 'ISSUED',
      actorUserId: options.actorUserId,
      action,
      set: {
        pendingAction: pending.kind,
        pendingQuote: pending as unknown as Record<string, unknown>,
        lastError: null,
      },
      details: {
        bookingCode: booking.bookingCode,
        quoteId: acceptance.quoteId,
        idempotencyKey: acceptance.idempotencyKey,
        requestHash: requestFingerprint({ bookingId: acceptance.bookingId, quoteId: acceptance.quoteId }),
        ...(reserved ? { reserved } : {}),
      },
      at: deps.clock.now(),
    });
  });
}

/** No answer from the railway: the booking notes it and stays pending for the reconciliation. */
export async function notePendingUnknown(
  deps: TrainMoneyDeps,
  options: { booking: TrainBookingRow; action: string; message: string; actorUserId: string },
): Promise<void> {
  await deps.db.transaction((tx) =>
    changeTrainInPlace(tx, {
      bookingId: options.booking.id,
      status: 'ISSUED',
      actorUserId: options.actorUserId,
      action: options.action,
      set: { lastError: options.message },
      details: { bookingCode: options.booking.bookingCode, message: options.message },
      at: deps.clock.now(),
    }),
  );
}

/**
 * A refund or change the railway did not do: without an answer the booking stays pending for the reconciliation, a
 * refusal drops the pending quote; then the caller gets the error.
 */
export async function failPendingQuote(
  deps: TrainMoneyDeps,
  options: {
    booking: TrainBookingRow;
    kind: 'refund' | 'change';
    result: Parameters<typeof railwayFailure>[0];
    actorUserId: string;
    quoteId: string;
  },
): Promise<never> {
  const { booking, kind, result, actorUserId } = options;
  if (result.kind === 'unknown')
    await notePendingUnknown(deps, { booking, action: `${kind}-unknown`, message: result.message, actorUserId });
  else
    await dropTrainPending(deps, {
      booking,
      actorUserId,
      action: `${kind}-failed`,
      code: result.code,
      message: result.message,
    });
  throw railwayFailure(result, options.quoteId);
}

export function createTrainRefundService(deps: TrainMoneyDeps) {
  const { db, clock } = deps;

  async function issuedBooking(caller: BookingCaller, bookingId: string): Promise<TrainBookingRow> {
    const booking = await requireActionableTrainBooking(db, caller, bookingId);
    if (booking.status !== 'ISSUED') throw wrongState(booking.status, 'refund');
    if (booking.pendingAction) throw actionPending(booking.status, 'refund');
    return booking;
  }

  /** POST …/refund-quote: the railway's fee lines for these issued tickets, kept as a 'refund-quote' event. */
  async function quote(
    caller: BookingCaller,
    options: { bookingId: string; ticketIds: string[]; language: Language },
  ): Promise<TTrainRefundQuote> {
    const booking = await issuedBooking(caller, options.bookingId);
    const ticketIds = [...new Set(options.ticketIds)];
    const issued = (await ticketsOf(db, booking.id)).filter((ticket) => ticket.status === 'ISSUED');
    const chosen = ticketIds.map((ticketId) => issued.find((ticket) => ticket.ticketId === ticketId));
    if (chosen.some((ticket) => !ticket))
      throw invalidFieldIn(options.language, {
        field: 'ticketIds',
        vi: 'có vé không thuộc đặt chỗ này hoặc chưa xuất',
        en: 'names a ticket that is not an issued ticket of this booking',
      });
    const result = await deps.railway.refundQuote(
      booking.system as TRailwaySystem,
      { account: booking.supplierAccount, bookingCode: booking.bookingCode!, ticketIds },
      { deadlineMs: deps.deadlineMs },
    );
    if (!result.ok) throw railwayFailure(result);
    const { bookingCode: _code, ...railwayQuote } = result.value;
    const stored: StoredRefundQuote = {
      ...railwayQuote,
      issueFeeKept: sumVnd(chosen.map((ticket) => ticket!.issueFee)),
    };
    await db.transaction((tx) =>
      changeTrainInPlace(tx, {
        bookingId: booking.id,
        status: 'ISSUED',
        actorUserId: caller.userId,
        action: 'refund-quote',
        set: { lastError: null },
        details: { bookingCode: booking.bookingCode, ...stored },
        at: clock.now(),
      }),
    );
    const { rule, lines, totalFee, totalRefund, issueFeeKept, expiresAt, quoteId } = stored;
    return { quoteId, rule, lines, totalFee, totalRefund, issueFeeKept, expiresAt };
  }

  /**
   * POST …/refund {quoteId} (Idempotency-Key): a quote of this booking (400 naming quoteId otherwise), expired 409;
   * a quote already settled answers the booking as it is (a replay moves nothing). No answer is 502 with the refund
   * left pending for the reconciliation.
   */
  async function refund(caller: BookingCaller, acceptance: TrainQuoteAcceptance): Promise<TrainBookingRow> {
    const { bookingId, quoteId } = acceptance;
    let booking = await requireActionableTrainBooking(db, caller, bookingId);
    await refuseReusedQuoteKey(deps, { caller, acceptance, action: 'refund-sent' });
    if (await settledWithQuote(deps, bookingId, quoteId)) return booking;
    const stored = (await trainEventWithQuote(db, { bookingId, action: 'refund-quote', quoteId })) as
      (StoredRefundQuote & { bookingCode?: string }) | undefined;
    if (!stored) throw notAQuote(acceptance.language, 'refund');
    booking = await issuedBooking(caller, bookingId);
    if (new Date(stored.expiresAt).getTime() <= clock.now().getTime()) throw quoteExpired(quoteId);
    const { bookingCode: _code, ...quote } = stored;
    const pending = { kind: 'refund', quote } as const;
    const marked = await markPending(deps, { booking, pending, acceptance, actorUserId: caller.userId });
    if (!marked) {
      const now = await findTrainBooking(db, bookingId);
      if (await settledWithQuote(deps, bookingId, quoteId)) return now!;
      throw actionPending(now?.status ?? 'UNKNOWN', 'refund');
    }
    const result = await deps.railway.refund(
      marked.system as TRailwaySystem,
      { account: marked.supplierAccount, bookingCode: marked.bookingCode!, quoteId },
      { deadlineMs: deps.deadlineMs },
    );
    if (result.ok) {
      const { bookingCode: _answered, ...answer } = result.value.quote;
      const reading = readRefundAnswer(quote, answer);
      if (reading.kind === 'mismatch') {
        // Refunded at the railway, but not as asked: left pending for the reconciliation (the railway's view decides).
        await notePendingUnknown(deps, {
          booking: marked,
          action: 'refund-unknown',
          message: reading.message,
          actorUserId: caller.userId,
        });
        throw railwayFailure({ kind: 'unknown', message: reading.message });
      }
      const settled = await settleTrainRefund(deps, {
        booking: marked,
        pending: { kind: 'refund', quote: reading.quote },
        actorUserId: caller.userId,
        action: 'refund',
        ...(reading.kind === 'differs' ? { quoted: reading.kept } : {}),
      });
      return settled ?? (await findTrainBooking(db, bookingId))!;
    }
    return failPendingQuote(deps, { booking: marked, kind: 'refund', result, actorUserId: caller.userId, quoteId });
  }

  return { quote, refund };
}

export type TrainRefundService = ReturnType<typeof createTrainRefundService>;
