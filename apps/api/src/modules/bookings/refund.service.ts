// Refunding a ticketed PNR: a quote from the supplier (penalty, refundable amount, expiry) kept in the booking's history,
// then its confirmation: the supplier refunds first, then one transaction gives the refundable amount back through the
// chain (type R, supplier net only: the issue fees are kept) and moves EXPORT → REFUNDED with its event.
import { and, desc, eq } from 'drizzle-orm';
import type { TBookingDetail, TBookingSystem, TRefundQuote, TSupplierRefundQuote } from '@portal/contracts';
import { tables } from '@portal/db';
import type { Language } from '../../platform/messages.js';
import { bookingConflict, invalidField, supplierRefused, supplierUnavailable, wrongState } from './booking-errors.js';
import { bookingReference, lockBooking, refundKeyOf, type BookingMoneyDeps } from './booking-ledger.js';
import type { BookingRow } from './booking-records.js';
import { requireActionableBooking, requireVisibleBooking, type BookingCaller } from './booking-scope.js';
import { logSupplierFailure } from './booking-suppliers.js';
import { changeInPlace, transitionBooking } from './booking-transitions.js';
import { bookingDetailView } from './booking-views.js';

const { bookingEvents } = tables;

/** A quote as kept in its 'refund-quote' event. */
type StoredQuote = Omit<TSupplierRefundQuote, 'pnr'>;

const quoteExpired = (quoteId: string) => bookingConflict('quoteExpired', 'bookingRefundQuoteExpired', {}, { quoteId });

export function createRefundService(deps: BookingMoneyDeps) {
  const { db, clock } = deps;
  const detailOf = async (caller: BookingCaller, bookingId: string) => bookingDetailView(db, await requireVisibleBooking(db, caller, bookingId), caller, clock.now());

  async function latestEvent(bookingId: string, action: string, quoteId: string): Promise<Record<string, unknown> | undefined> {
    const rows = await db
      .select({ details: bookingEvents.details })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.action, action)))
      .orderBy(desc(bookingEvents.id));
    return rows.map((row) => row.details).find((details) => details.quoteId === quoteId);
  }

  /** Logs a failed supplier call, notes it on the booking (still EXPORT) and answers the error to throw. */
  async function failure(caller: BookingCaller, booking: BookingRow, result: { ok: false; kind: 'refused' | 'unknown'; message: string; code?: string }, action: 'refund-quote' | 'refund') {
    const supplierCode = result.kind === 'refused' ? result.code : undefined;
    await db.transaction((tx) =>
      changeInPlace(tx, {
        bookingId: booking.id,
        status: 'EXPORT',
        actorUserId: caller.userId,
        action: `${action}-${result.kind === 'unknown' ? 'unknown' : 'failed'}`,
        set: { lastError: result.message },
        details: { pnr: booking.pnr, message: result.message, ...(supplierCode ? { supplierCode } : {}) },
        at: clock.now(),
      }),
    );
    logSupplierFailure(deps, { agencyId: caller.agencyId, userId: caller.userId }, { system: booking.system, action: 'refund', pnr: booking.pnr, message: result.message });
    return result.kind === 'unknown' ? supplierUnavailable(result.message) : supplierRefused(supplierCode ?? 'UNRECOGNISED', result.message);
  }

  async function ticketed(caller: BookingCaller, bookingId: string): Promise<BookingRow & { pnr: string; saleTransactionId: string }> {
    const booking = await requireActionableBooking(db, caller, bookingId);
    if (booking.status !== 'EXPORT' || !booking.pnr || !booking.saleTransactionId) throw wrongState(booking.status, 'refund');
    return booking as BookingRow & { pnr: string; saleTransactionId: string };
  }

  /** POST /api/bookings/{id}/refund-quote: the supplier's quote, kept as a 'refund-quote' event, with the fees we keep. */
  async function quote(caller: BookingCaller, bookingId: string, reason?: string): Promise<TRefundQuote> {
    const booking = await ticketed(caller, bookingId);
    const result = await deps.suppliers.refundQuote(booking.system as TBookingSystem, { pnr: booking.pnr, account: booking.supplierAccount }, { deadlineMs: deps.deadlineMs });
    if (!result.ok) throw await failure(caller, booking, result, 'refund-quote');
    const { pnr: _pnr, ...stored } = result.value;
    const kept: StoredQuote = stored;
    await db.transaction((tx) =>
      changeInPlace(tx, { bookingId, status: 'EXPORT', actorUserId: caller.userId, action: 'refund-quote', set: { lastError: null }, details: { pnr: booking.pnr, ...kept, ...(reason ? { reason } : {}) }, at: clock.now() }),
    );
    return { ...result.value, issueFeeKept: booking.feeTotal };
  }

  /** The credit of the refunded amount (nothing moves when the fare refunds nothing) and EXPORT → REFUNDED, once. */
  async function settleRefund(caller: BookingCaller, booking: BookingRow & { saleTransactionId: string }, refund: { quoteId: string; penalty: number; refundedAmount: number }): Promise<void> {
    // Never more than the sale paid the supplier (the ledger would refuse it anyway).
    const amount = Math.min(refund.refundedAmount, booking.supplierNet);
    const credit =
      amount > 0
        ? await deps.ledger.prepareCreditSale({
            idempotencyKey: refundKeyOf(booking.id),
            saleTransactionId: booking.saleTransactionId,
            amount,
            share: 'net',
            type: 'R',
            reference: bookingReference(booking.id),
            description: `Hoàn vé ${booking.pnr} (${booking.airline} ${booking.route})`,
            createdBy: caller.userId,
          })
        : undefined;
    await db.transaction(async (tx) => {
      const current = await lockBooking(tx, booking.id);
      if (current?.status !== 'EXPORT') return;
      const credited = credit ? await credit(tx) : undefined;
      const at = clock.now();
      await transitionBooking(tx, {
        bookingId: booking.id,
        from: ['EXPORT'],
        to: 'REFUNDED',
        actorUserId: caller.userId,
        action: 'refund',
        set: { closedAt: at, lastError: null },
        details: { pnr: booking.pnr, quoteId: refund.quoteId, penalty: refund.penalty, amount: credited?.amount ?? 0, transactionId: credited?.transactionId ?? null, issueFeeKept: booking.feeTotal },
        at,
      });
    });
  }

  /**
   * POST /api/bookings/{id}/refund {quoteId}: a quote of this booking (400 naming quoteId otherwise), confirmed at the
   * supplier; an expired quote is 409 quoteExpired. Confirming the quote a REFUNDED booking was refunded with answers
   * it again.
   */
  async function refund(caller: BookingCaller, bookingId: string, quoteId: string, language: Language): Promise<TBookingDetail> {
    const seen = await requireActionableBooking(db, caller, bookingId);
    if (seen.status === 'REFUNDED' && (await latestEvent(bookingId, 'refund', quoteId))) return detailOf(caller, bookingId);
    const booking = await ticketed(caller, bookingId);
    const stored = (await latestEvent(bookingId, 'refund-quote', quoteId)) as StoredQuote | undefined;
    if (!stored) throw invalidField(language, { field: 'quoteId', vi: 'không phải báo giá hoàn vé của đặt chỗ này', en: 'not a refund quote of this booking' });
    const result = await deps.suppliers.refund(booking.system as TBookingSystem, { pnr: booking.pnr, account: booking.supplierAccount, quoteId }, { deadlineMs: deps.deadlineMs });
    if (!result.ok) {
      const error = await failure(caller, booking, result, 'refund');
      throw result.kind === 'refused' && (result.code === 'QUOTE_EXPIRED' || result.code === 'QUOTE_NOT_FOUND') ? quoteExpired(quoteId) : error;
    }
    if (result.value.status !== 'REFUNDED') throw await failure(caller, booking, { ok: false, kind: 'refused', code: result.value.status, message: `the supplier answered ${result.value.status}` }, 'refund');
    const done = result.value.refund ?? { quoteId, penalty: stored.penalty, refundedAmount: stored.refundableAmount };
    await settleRefund(caller, booking, { quoteId, penalty: done.penalty, refundedAmount: done.refundedAmount });
    return detailOf(caller, bookingId);
  }

  return { quote, refund };
}

export type RefundService = ReturnType<typeof createRefundService>;
