// What a supplier's answer about an issue means for an ISSUING booking: ticketed → the sale posted and EXPORT with the
// tickets; a definite no → the money released and back to HOLD (or CANCEL when the PNR is gone); no answer → it stays
// ISSUING with the money reserved. Used by the issue request (the issue's answer) and the reconciliation (a retrieve).
import type { TSupplierBooking, TSupplierBookingStatus } from '@portal/contracts';
import type { SupplierCallResult } from '../../suppliers/supplier-gateway.js';
import { findBooking } from '../repository/booking-reads.js';
import { pricingOf, type BookingRow } from '../repository/booking-rows.js';
import { endCreditUses } from '../paid-changes/credit-uses.js';
import { postKeyOf, releaseKeyOf, saleSplitOf, type BookingMoneyDeps } from './booking-ledger.js';
import { lockBooking, setTicketNumbers } from '../repository/booking-writes.js';
import { changeInPlace, transitionBooking } from '../repository/booking-transitions.js';

/** Where the answer came from: the issue call itself, or the reconciliation's retrieve of the PNR. */
export type IssueAnswerSource = 'issue' | 'retrieve';

export type IssueOutcome =
  | { kind: 'issued'; booking: BookingRow }
  | { kind: 'released'; booking: BookingRow; code: string; message: string }
  | { kind: 'pending'; booking: BookingRow | undefined; message: string }
  /** Someone else (the other of request and reconciliation) settled the attempt first: the booking as it is now. */
  | { kind: 'moved'; booking: BookingRow | undefined };

type IssueReading =
  | { kind: 'ticketed'; answer: TSupplierBooking }
  | { kind: 'refused'; to: 'HOLD' | 'CANCEL'; code: string; message: string }
  | { kind: 'unknown'; message: string };

/** Supplier states in which the PNR can never be ticketed by this attempt. */
const DEAD: ReadonlySet<TSupplierBookingStatus> = new Set(['CANCELLED', 'VOIDED', 'REFUNDED']);
/** Refusals that mean the PNR is gone (expired, cancelled, unknown to the supplier): the issue, the agent's cancel and the expiry job all read them as cancelled. */
export const GONE_CODES: ReadonlySet<string> = new Set(['TIME_LIMIT_EXPIRED', 'PNR_CANCELLED', 'NOT_FOUND']);

export function readIssueAnswer(result: SupplierCallResult<TSupplierBooking>, source: IssueAnswerSource): IssueReading {
  if (result.ok) {
    const { status } = result.value;
    if (status === 'TICKETED') return { kind: 'ticketed', answer: result.value };
    if (DEAD.has(status))
      return {
        kind: 'refused',
        to: 'CANCEL',
        code: status,
        message: `the supplier shows PNR ${result.value.pnr} as ${status}`,
      };
    // A retrieve still showing HOLD: the issue never reached the supplier. An issue answering HOLD is not understood.
    if (source === 'retrieve')
      return {
        kind: 'refused',
        to: 'HOLD',
        code: status,
        message: `the supplier still holds PNR ${result.value.pnr}: it was not issued`,
      };
    return { kind: 'unknown', message: `the supplier answered the issue with status ${status}` };
  }
  if (result.kind === 'unknown') return { kind: 'unknown', message: result.message };
  const status = result.booking?.status;
  if (status === 'TICKETED' && result.booking) return { kind: 'ticketed', answer: result.booking };
  if (GONE_CODES.has(result.code) || (status && DEAD.has(status)))
    return { kind: 'refused', to: 'CANCEL', code: result.code, message: result.message };
  // Refused at issue: nothing changed at the supplier. A retrieve refused (another account, a bad request) tells nothing.
  return source === 'issue'
    ? { kind: 'refused', to: 'HOLD', code: result.code, message: result.message }
    : { kind: 'unknown', message: result.message };
}

/** The credit shells paying part of the booking's current issue attempt. */
const creditsOf = (booking: BookingRow) => pricingOf(booking).credits ?? [];

const moved = async (deps: BookingMoneyDeps, bookingId: string): Promise<IssueOutcome> => ({
  kind: 'moved',
  booking: await findBooking(deps.db, bookingId),
});

/** Posts the sale with its split's legs and moves ISSUING → EXPORT with the sale, the tickets and the void window, at once. */
async function settleIssued(
  deps: BookingMoneyDeps,
  options: { booking: BookingRow; answer: TSupplierBooking; actorUserId: string | null; source: IssueAnswerSource },
): Promise<IssueOutcome> {
  const { booking, answer, actorUserId, source } = options;
  const issueKey = booking.issueKey!;
  const split = saleSplitOf(booking);
  const write = await deps.ledger.preparePostSale({
    idempotencyKey: postKeyOf(issueKey),
    reserveKey: issueKey,
    type: 'S',
    legs: split.legs,
    description: `Xuất vé ${booking.pnr} (${booking.airline} ${booking.route})`,
    createdBy: actorUserId,
  });
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, booking.id);
    if (current?.status !== 'ISSUING' || current.issueKey !== issueKey) return undefined;
    const posted = await write(tx);
    await endCreditUses(tx, { bookingId: booking.id, issueKey, credits: creditsOf(booking), outcome: 'USED' });
    const at = deps.clock.now();
    const changed = await transitionBooking(tx, {
      bookingId: booking.id,
      from: ['ISSUING'],
      to: 'EXPORT',
      actorUserId,
      action: source === 'issue' ? 'issued' : 'reconciled',
      set: {
        saleTransactionId: posted.transactionId,
        issuedAt: answer.issuedAt ? new Date(answer.issuedAt) : at,
        voidUntil: answer.voidUntil ? new Date(answer.voidUntil) : null,
        lastError: null,
      },
      details: {
        pnr: booking.pnr,
        supplierStatus: answer.status,
        tickets: answer.tickets,
        transactionId: posted.transactionId,
        amount: split.buyerPays,
        voidUntil: answer.voidUntil ?? null,
      },
      at,
    });
    await setTicketNumbers(tx, booking.id, answer.tickets);
    return changed;
  });
  return row ? { kind: 'issued', booking: row } : moved(deps, booking.id);
}

/** Releases every reservation of the attempt and moves ISSUING → HOLD (or CANCEL, closed) with the supplier's message. */
async function releaseIssue(
  deps: BookingMoneyDeps,
  options: {
    booking: BookingRow;
    reading: Extract<IssueReading, { kind: 'refused' }>;
    actorUserId: string | null;
    source: IssueAnswerSource;
  },
): Promise<IssueOutcome> {
  const { booking, reading, actorUserId, source } = options;
  const issueKey = booking.issueKey!;
  const write = await deps.ledger.prepareReleaseSale({ idempotencyKey: releaseKeyOf(issueKey), reserveKey: issueKey });
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, booking.id);
    if (current?.status !== 'ISSUING' || current.issueKey !== issueKey) return undefined;
    await write(tx);
    await endCreditUses(tx, { bookingId: booking.id, issueKey, credits: creditsOf(booking), outcome: 'GONE' });
    const at = deps.clock.now();
    const { credits: _released, ...pricing } = pricingOf(current);
    return transitionBooking(tx, {
      bookingId: booking.id,
      from: ['ISSUING'],
      to: reading.to,
      actorUserId,
      action: source === 'issue' ? 'issue-failed' : 'reconciled',
      set: { lastError: reading.message, pricing, ...(reading.to === 'CANCEL' ? { closedAt: at } : {}) },
      details: { pnr: booking.pnr, supplierCode: reading.code, message: reading.message, released: true },
      at,
    });
  });
  return row
    ? { kind: 'released', booking: row, code: reading.code, message: reading.message }
    : moved(deps, booking.id);
}

/**
 * Applies an answer about the booking's current issue attempt. Every settlement locks the booking and checks it is
 * still ISSUING with this attempt's key, so the request and the reconciliation (or two reconcilers) settle it once;
 * the ledger's keys derive from the attempt, so a retried settlement replays instead of moving money twice.
 */
export async function applyIssueAnswer(
  deps: BookingMoneyDeps,
  options: {
    booking: BookingRow;
    result: SupplierCallResult<TSupplierBooking>;
    source: IssueAnswerSource;
    actorUserId: string | null;
  },
): Promise<IssueOutcome> {
  const { booking, result, source, actorUserId } = options;
  const reading = readIssueAnswer(result, source);
  if (reading.kind === 'ticketed') return settleIssued(deps, { booking, answer: reading.answer, actorUserId, source });
  if (reading.kind !== 'unknown' || source === 'issue') {
    void deps.reservationErrors.record([
      {
        agencyId: booking.agencyId,
        userId: actorUserId,
        system: booking.system,
        action: 'issue',
        pnr: booking.pnr,
        message: reading.message,
        occurredAt: deps.clock.now(),
      },
    ]);
  }
  if (reading.kind === 'refused') return releaseIssue(deps, { booking, reading, actorUserId, source });
  // No answer: the money stays reserved. The request notes it; the reconciliation only when the message is new.
  if (source === 'retrieve' && booking.lastError === reading.message)
    return { kind: 'pending', booking, message: reading.message };
  const row = await deps.db.transaction((tx) =>
    changeInPlace(tx, {
      bookingId: booking.id,
      status: 'ISSUING',
      actorUserId,
      action: source === 'issue' ? 'issue-unknown' : 'reconcile-unknown',
      set: { lastError: reading.message },
      details: { pnr: booking.pnr, message: reading.message },
      at: deps.clock.now(),
    }),
  );
  return row ? { kind: 'pending', booking: row, message: reading.message } : moved(deps, booking.id);
}
