// Voids and refunds of a ticketed PNR settled once, whoever learns the outcome (the agent's request or the reconciliation
// job): the pending mark set before the supplier call, the credit of the sale (V) or of the refunded amount (R) with
// EXPORT → VOID or REFUNDED, and what the supplier's view of the PNR means for a booking awaiting a void or refund.
import type { TSupplierBooking, TSupplierRefundQuote } from '@portal/contracts';
import type { Database } from '@portal/db';
import { eventWithQuote } from '../repository/booking-reads.js';
import {
  bookingReference,
  creditTotalOf,
  refundKeyOf,
  saleSplitOf,
  voidKeyOf,
  type BookingMoneyDeps,
} from './booking-ledger.js';
import { lockBooking } from '../repository/booking-writes.js';
import { isEditPending } from '../repository/booking-edit-writes.js';
import { editPending } from '../booking-errors.js';
import { sharesSale } from '../repository/booking-split-writes.js';
import { pricingOf, type BookingRow } from '../repository/booking-rows.js';
import { endCreditUses } from '../paid-changes/credit-uses.js';
import { changeInPlace, transitionBooking } from '../repository/booking-transitions.js';
import { saleLeftToBuyerOf } from '../repository/booking-paid-changes.js';
import { prepareChangeVoids } from '../paid-changes/paid-void.js';

export type TicketAction = 'void' | 'refund';
/** A quote as kept in its 'refund-quote' event. */
export type StoredQuote = Omit<TSupplierRefundQuote, 'pnr'>;
/** What a refund gave back at the supplier. */
export type RefundFigures = { quoteId: string; penalty: number; refundedAmount: number };
export type TicketedBooking = BookingRow & { pnr: string; saleTransactionId: string };

export const isTicketed = (booking: BookingRow): booking is TicketedBooking =>
  booking.status === 'EXPORT' && !!booking.pnr && !!booking.saleTransactionId;

export const storedQuoteOf = async (db: Database, bookingId: string, quoteId: string) =>
  (await eventWithQuote(db, { bookingId, action: 'refund-quote', quoteId })) as StoredQuote | undefined;

export const figuresOfQuote = (quote: StoredQuote): RefundFigures => ({
  quoteId: quote.quoteId,
  penalty: quote.penalty,
  refundedAmount: quote.refundableAmount,
});

/**
 * The credit of the whole sale (V) and EXPORT → VOID, once: a second caller finds the booking VOID and changes
 * nothing. A booking split off a ticketed one shares its sale (decision 045): its void gives back exactly its own
 * passengers' net and fees, as they were priced.
 * Answers whether this call made the change.
 */
export async function settleVoid(
  deps: BookingMoneyDeps,
  options: { booking: TicketedBooking; actorUserId: string | null; reason?: string },
): Promise<boolean> {
  const { booking, actorUserId, reason } = options;
  const share = (await sharesSale(deps.db, booking)) ? saleSplitOf(booking) : undefined;
  // Paid changes (decision 052): each change's sale goes back too; a refund change may have given the issue's back.
  const changeVoids = await prepareChangeVoids(deps, { booking, actorUserId });
  const isIssueLeft = changeVoids.length === 0 || (await saleLeftToBuyerOf(deps.db, booking.saleTransactionId)) > 0;
  const credit = await deps.ledger.prepareCreditSale({
    idempotencyKey: voidKeyOf(booking.id),
    saleTransactionId: booking.saleTransactionId,
    ...(share ? { parts: { supplierNet: share.supplierNet, fees: share.fees } } : {}),
    type: 'V',
    reference: bookingReference(booking.id),
    description: `Hủy vé (void) ${booking.pnr} (${booking.airline} ${booking.route})`,
    createdBy: actorUserId,
  });
  return deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, booking.id);
    if (current?.status !== 'EXPORT') return false;
    const credited = isIssueLeft ? await credit(tx) : { transactionId: null, amount: 0 };
    const changes = [];
    for (const changeVoid of changeVoids) changes.push(await changeVoid(tx));
    // The airline gives the credit shells that paid part of the issue back with the void (decision 067).
    await endCreditUses(tx, { bookingId: booking.id, credits: pricingOf(current).credits ?? [], outcome: 'GONE' });
    const at = deps.clock.now();
    const row = await transitionBooking(tx, {
      bookingId: booking.id,
      from: ['EXPORT'],
      to: 'VOID',
      actorUserId,
      action: 'void',
      set: { closedAt: at, lastError: null, pendingSupplierAction: null, pendingRefundQuoteId: null },
      details: {
        pnr: booking.pnr,
        transactionId: credited.transactionId,
        amount: credited.amount + changes.reduce((sum, change) => sum + change.amount, 0),
        ...(changes.length > 0
          ? { paidChanges: changes.map((change) => ({ transactionId: change.transactionId, amount: change.amount })) }
          : {}),
        ...(reason ? { reason } : {}),
      },
      at,
    });
    return row !== undefined;
  });
}

/** The credit of the refunded amount (R; nothing moves when the fare refunds nothing) and EXPORT → REFUNDED, once (as settleVoid). */
export async function settleRefund(
  deps: BookingMoneyDeps,
  options: { booking: TicketedBooking; actorUserId: string | null; refund: RefundFigures },
): Promise<boolean> {
  const { booking, actorUserId, refund } = options;
  // Never more than the sale paid the supplier (the ledger would refuse it anyway).
  const amount = Math.min(refund.refundedAmount, booking.supplierNet - creditTotalOf(booking));
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
          createdBy: actorUserId,
        })
      : undefined;
  return deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, booking.id);
    if (current?.status !== 'EXPORT') return false;
    const credited = credit ? await credit(tx) : undefined;
    const at = deps.clock.now();
    const row = await transitionBooking(tx, {
      bookingId: booking.id,
      from: ['EXPORT'],
      to: 'REFUNDED',
      actorUserId,
      action: 'refund',
      set: { closedAt: at, lastError: null, pendingSupplierAction: null, pendingRefundQuoteId: null },
      details: {
        pnr: booking.pnr,
        quoteId: refund.quoteId,
        penalty: refund.penalty,
        amount: credited?.amount ?? 0,
        transactionId: credited?.transactionId ?? null,
        issueFeeKept: booking.feeTotal,
      },
      at,
    });
    return row !== undefined;
  });
}

/** A sent action as marked: the booking after the mark, and the mark it replaced (restored when the supplier refuses). */
export type MarkedAction = {
  booking: TicketedBooking;
  previous: Pick<BookingRow, 'pendingSupplierAction' | 'pendingRefundQuoteId'>;
};

/**
 * Marks a void or refund as sent, before the supplier is called ('void-sent' / 'refund-sent'): should its answer never
 * come (or this process die meanwhile), the reconciliation job finds the mark and asks the supplier. Answers undefined
 * when the booking is no longer EXPORT (someone settled it meanwhile).
 */
export async function markSent(
  deps: BookingMoneyDeps,
  booking: TicketedBooking,
  action: { action: TicketAction; quoteId?: string; reason?: string; actorUserId: string },
): Promise<MarkedAction | undefined> {
  return deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, booking.id);
    if (!current || !isTicketed(current)) return undefined;
    if (isEditPending(current, deps.clock.now())) throw editPending();
    const row = await changeInPlace(tx, {
      bookingId: booking.id,
      status: 'EXPORT',
      actorUserId: action.actorUserId,
      action: `${action.action}-sent`,
      set: {
        pendingSupplierAction: action.action,
        pendingRefundQuoteId: action.action === 'refund' ? action.quoteId! : null,
      },
      details: {
        pnr: booking.pnr,
        ...(action.quoteId ? { quoteId: action.quoteId } : {}),
        ...(action.reason ? { reason: action.reason } : {}),
      },
      at: deps.clock.now(),
    });
    return row
      ? {
          booking: row as TicketedBooking,
          previous: {
            pendingSupplierAction: current.pendingSupplierAction,
            pendingRefundQuoteId: current.pendingRefundQuoteId,
          },
        }
      : undefined;
  });
}

/**
 * Settles what the supplier shows of the PNR, whichever action was asked: VOIDED → the void, REFUNDED → the refund
 * with the supplier's figures (or `fallbackRefund`, the quote confirmed). Answers the status settled (and whether this
 * call made the change), or undefined when the view settles nothing (still TICKETED, or REFUNDED with no figures).
 */
export async function settleFromView(
  deps: BookingMoneyDeps,
  options: {
    booking: TicketedBooking;
    view: TSupplierBooking | undefined;
    actorUserId: string | null;
    reason?: string;
    fallbackRefund?: RefundFigures;
  },
): Promise<{ status: 'VOID' | 'REFUNDED'; changed: boolean } | undefined> {
  const { booking, view, ...context } = options;
  if (view?.status === 'VOIDED')
    return {
      status: 'VOID',
      changed: await settleVoid(deps, { booking, actorUserId: context.actorUserId, reason: context.reason }),
    };
  const figures = view?.status === 'REFUNDED' ? (view.refund ?? context.fallbackRefund) : undefined;
  if (!figures) return undefined;
  const refund = { quoteId: figures.quoteId, penalty: figures.penalty, refundedAmount: figures.refundedAmount };
  return {
    status: 'REFUNDED',
    changed: await settleRefund(deps, { booking, actorUserId: context.actorUserId, refund }),
  };
}

export type ActionFailure = {
  action: TicketAction;
  kind: 'unknown' | 'failed';
  message: string;
  supplierCode?: string;
  /** The supplier's view that came with a refusal: TICKETED means neither a void nor a refund happened. */
  view?: TSupplierBooking;
};

/**
 * Notes a void or refund that settled nothing ('<action>-unknown' / '<action>-failed', the message as lastError) and
 * what becomes of the mark: no answer keeps it for the reconciliation; a refusal showing the tickets still TICKETED
 * clears it; any other refusal restores the mark this request replaced, unless someone changed the booking since.
 */
export async function noteActionFailure(
  deps: BookingMoneyDeps,
  options: { marked: MarkedAction; actorUserId: string; failure: ActionFailure },
): Promise<void> {
  const { marked, actorUserId, failure } = options;
  const { booking } = marked;
  await deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, booking.id);
    if (current?.status !== 'EXPORT') return;
    const pending =
      failure.kind === 'unknown'
        ? {
            pendingSupplierAction: failure.action,
            pendingRefundQuoteId: failure.action === 'refund' ? booking.pendingRefundQuoteId : null,
          }
        : failure.view?.status === 'TICKETED'
          ? { pendingSupplierAction: null, pendingRefundQuoteId: null }
          : current.version === booking.version
            ? marked.previous
            : {};
    await changeInPlace(tx, {
      bookingId: booking.id,
      status: 'EXPORT',
      actorUserId,
      action: `${failure.action}-${failure.kind}`,
      set: { lastError: failure.message, ...pending },
      details: {
        pnr: booking.pnr,
        message: failure.message,
        ...(failure.supplierCode ? { supplierCode: failure.supplierCode } : {}),
      },
      at: deps.clock.now(),
    });
  });
}
