// Refunding a ticketed PNR: a quote from the supplier (penalty, refundable amount, expiry) kept in the booking's history,
// then its confirmation: the refund is marked as sent, the supplier refunds, then one transaction gives the refunded
// amount back through the chain (type R, supplier net only: the issue fees are kept) and moves EXPORT → REFUNDED with
// its event (ticket-settlement.ts, shared with the reconciliation of refunds whose answer never came).
import type { TBookingDetail, TBookingSystem, TRefundQuote } from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';
import { invalidFieldIn } from '../../../platform/field-error.js';
import { bookingConflict, supplierRefused, supplierUnavailable, wrongState } from '../booking-errors.js';
import type { BookingMoneyDeps } from './booking-ledger.js';
import { requireActionableBooking, requireVisibleBooking, type BookingCaller } from '../booking-scope.js';
import { logSupplierFailure } from '../booking-suppliers.js';
import { eventWithQuote } from '../repository/booking-reads.js';
import { changeInPlace } from '../repository/booking-transitions.js';
import { bookingDetailView } from '../booking-views.js';
import {
  figuresOfQuote,
  isTicketed,
  markSent,
  noteActionFailure,
  settleFromView,
  storedQuoteOf,
  type StoredQuote,
  type TicketedBooking,
} from './ticket-settlement.js';

const quoteExpired = (quoteId: string) =>
  bookingConflict('quoteExpired', { key: 'bookingRefundQuoteExpired', details: { quoteId } });

type FailedCall = { ok: false; kind: 'refused' | 'unknown'; message: string; code?: string };

export function createRefundService(deps: BookingMoneyDeps) {
  const { db, clock } = deps;
  const detailOf = async (caller: BookingCaller, bookingId: string) =>
    bookingDetailView({ db, booking: await requireVisibleBooking(db, caller, bookingId), caller, now: clock.now() });

  const log = (caller: BookingCaller, booking: TicketedBooking, message: string) =>
    logSupplierFailure(
      deps,
      { agencyId: caller.agencyId, userId: caller.userId },
      { system: booking.system, action: 'refund', pnr: booking.pnr, message },
    );
  const errorOf = (result: FailedCall) =>
    result.kind === 'unknown'
      ? supplierUnavailable(result.message)
      : supplierRefused(result.code ?? 'UNRECOGNISED', result.message);

  async function ticketed(caller: BookingCaller, bookingId: string): Promise<TicketedBooking> {
    const booking = await requireActionableBooking(db, caller, bookingId);
    if (!isTicketed(booking)) throw wrongState(booking.status, 'refund');
    return booking;
  }

  /** POST /api/bookings/{id}/refund-quote: the supplier's quote, kept as a 'refund-quote' event, with the fees we keep. */
  async function quote(caller: BookingCaller, bookingId: string, reason?: string): Promise<TRefundQuote> {
    const booking = await ticketed(caller, bookingId);
    const result = await deps.suppliers.refundQuote(
      booking.system as TBookingSystem,
      { pnr: booking.pnr, account: booking.supplierAccount },
      { deadlineMs: deps.deadlineMs },
    );
    if (!result.ok) {
      // Nothing changes at the supplier with a quote: the booking (still EXPORT) only notes the message.
      const supplierCode = result.kind === 'refused' ? result.code : undefined;
      await db.transaction((tx) =>
        changeInPlace(tx, {
          bookingId,
          status: 'EXPORT',
          actorUserId: caller.userId,
          action: `refund-quote-${result.kind === 'unknown' ? 'unknown' : 'failed'}`,
          set: { lastError: result.message },
          details: { pnr: booking.pnr, message: result.message, ...(supplierCode ? { supplierCode } : {}) },
          at: clock.now(),
        }),
      );
      log(caller, booking, result.message);
      throw errorOf(result);
    }
    const { pnr: _pnr, ...stored } = result.value;
    const kept: StoredQuote = stored;
    await db.transaction((tx) =>
      changeInPlace(tx, {
        bookingId,
        status: 'EXPORT',
        actorUserId: caller.userId,
        action: 'refund-quote',
        set: { lastError: null },
        details: { pnr: booking.pnr, ...kept, ...(reason ? { reason } : {}) },
        at: clock.now(),
      }),
    );
    return { ...result.value, issueFeeKept: booking.feeTotal };
  }

  /**
   * POST /api/bookings/{id}/refund {quoteId}: a quote of this booking (400 naming quoteId otherwise), confirmed at the
   * supplier; an expired quote is 409 quoteExpired. Confirming the quote a REFUNDED booking was refunded with answers
   * it again. No answer is 502 with the refund left pending: the reconciliation job settles it from the PNR, and a
   * retry is safe too (one credit either way).
   */
  async function refund(options: {
    caller: BookingCaller;
    bookingId: string;
    quoteId: string;
    language: Language;
  }): Promise<TBookingDetail> {
    const { caller, bookingId, quoteId, language } = options;
    const seen = await requireActionableBooking(db, caller, bookingId);
    if (seen.status === 'REFUNDED' && (await eventWithQuote(db, { bookingId, action: 'refund', quoteId })))
      return detailOf(caller, bookingId);
    const booking = await ticketed(caller, bookingId);
    const stored = await storedQuoteOf(db, bookingId, quoteId);
    if (!stored)
      throw invalidFieldIn(language, {
        field: 'quoteId',
        vi: 'không phải báo giá hoàn vé của đặt chỗ này',
        en: 'not a refund quote of this booking',
      });
    const marked = await markSent(deps, booking, { action: 'refund', quoteId, actorUserId: caller.userId });
    if (!marked) {
      const now = await requireVisibleBooking(db, caller, bookingId);
      if (now.status === 'REFUNDED' && (await eventWithQuote(db, { bookingId, action: 'refund', quoteId })))
        return detailOf(caller, bookingId);
      throw wrongState(now.status, 'refund');
    }
    const result = await deps.suppliers.refund(
      booking.system as TBookingSystem,
      { pnr: booking.pnr, account: booking.supplierAccount, quoteId },
      { deadlineMs: deps.deadlineMs },
    );
    const answer = result.ok ? result.value : result.kind === 'refused' ? result.booking : undefined;
    const settled = await settleFromView(deps, {
      booking: marked.booking,
      view: answer,
      actorUserId: caller.userId,
      fallbackRefund: figuresOfQuote(stored),
    });
    if (settled?.status === 'REFUNDED') return detailOf(caller, bookingId);
    if (settled) throw wrongState(settled.status, 'refund');
    const failed: FailedCall = result.ok
      ? {
          ok: false,
          kind: 'refused',
          code: result.value.status,
          message: `the supplier answered ${result.value.status}`,
        }
      : result;
    await noteActionFailure(deps, {
      marked,
      actorUserId: caller.userId,
      failure: {
        action: 'refund',
        kind: failed.kind === 'unknown' ? 'unknown' : 'failed',
        message: failed.message,
        ...(failed.code ? { supplierCode: failed.code } : {}),
        ...(answer ? { view: answer } : {}),
      },
    });
    log(caller, booking, failed.message);
    throw failed.kind === 'refused' && (failed.code === 'QUOTE_EXPIRED' || failed.code === 'QUOTE_NOT_FOUND')
      ? quoteExpired(quoteId)
      : errorOf(failed);
  }

  return { quote, refund };
}

export type RefundService = ReturnType<typeof createRefundService>;
