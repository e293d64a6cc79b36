// What the railway's answer about a payment means for an ISSUING train booking (as flights' issue-outcomes.ts): issued →
// the sale posted along the chain and ISSUED with ticket numbers and boarding codes; a definite no → the money released
// and back to HOLD (or CANCELLED when the booking is gone); no answer → it stays ISSUING with the money reserved.
import type { TRailwayBooking } from '@portal/contracts';
import { RAILWAY_BOOKING_GONE_CODES } from '../../suppliers/railway/railway-gateway.js';
import { findTrainBooking } from '../repository/train-booking-reads.js';
import {
  lockTrainBooking,
  markTicketsIssued,
  changeTrainInPlace,
  moveTrainBooking,
} from '../repository/train-money-writes.js';
import type { TrainBookingRow } from '../repository/train-booking-rows.js';
import {
  describeBooking,
  postKeyOf,
  releaseKeyOf,
  trainSaleSplitOf,
  type TrainMoneyDeps,
  type TrainRailwayResult,
} from './train-ledger.js';

/** Where the answer came from: the pay call itself, or the reconciliation's retrieve of the booking. */
export type TrainAnswerSource = 'pay' | 'retrieve';

export type TrainIssueOutcome =
  | { kind: 'issued'; booking: TrainBookingRow }
  | { kind: 'released'; booking: TrainBookingRow; code: string; message: string }
  | { kind: 'pending'; booking: TrainBookingRow | undefined; message: string }
  /** The other of request and reconciliation settled the attempt first: the booking as it is now. */
  | { kind: 'moved'; booking: TrainBookingRow | undefined };

type IssueReading =
  | { kind: 'issued'; answer: TRailwayBooking }
  | { kind: 'refused'; to: 'HOLD' | 'CANCELLED'; code: string; message: string }
  | { kind: 'unknown'; message: string };

export function readPayAnswer(result: TrainRailwayResult<TRailwayBooking>, source: TrainAnswerSource): IssueReading {
  if (result.ok) {
    const { status, bookingCode } = result.value;
    if (status === 'ISSUED') return { kind: 'issued', answer: result.value };
    if (status === 'CANCELLED' || status === 'EXPIRED')
      return {
        kind: 'refused',
        to: 'CANCELLED',
        code: status,
        message: `the railway shows ${bookingCode} as ${status}`,
      };
    // A retrieve still showing HOLD: the payment never reached the railway. A pay answering HOLD is not understood.
    return source === 'retrieve'
      ? {
          kind: 'refused',
          to: 'HOLD',
          code: status,
          message: `the railway still holds ${bookingCode}: it was not paid`,
        }
      : { kind: 'unknown', message: `the railway answered the payment with status ${status}` };
  }
  if (result.kind === 'unknown') return { kind: 'unknown', message: result.message };
  if (RAILWAY_BOOKING_GONE_CODES.has(result.code))
    return { kind: 'refused', to: 'CANCELLED', code: result.code, message: result.message };
  // Refused at pay: nothing changed at the railway. A retrieve refused otherwise tells nothing.
  return source === 'pay'
    ? { kind: 'refused', to: 'HOLD', code: result.code, message: result.message }
    : { kind: 'unknown', message: result.message };
}

const moved = async (deps: TrainMoneyDeps, bookingId: string): Promise<TrainIssueOutcome> => ({
  kind: 'moved',
  booking: await findTrainBooking(deps.db, bookingId),
});

/** Posts the sale with its split's legs and moves ISSUING → ISSUED with the tickets' numbers, at once. */
async function settleIssued(
  deps: TrainMoneyDeps,
  options: { booking: TrainBookingRow; answer: TRailwayBooking; actorUserId: string | null; source: TrainAnswerSource },
): Promise<TrainIssueOutcome> {
  const { booking, answer, actorUserId, source } = options;
  const issueKey = booking.issueKey!;
  const split = trainSaleSplitOf(booking);
  const write = await deps.ledger.preparePostSale({
    idempotencyKey: postKeyOf(issueKey),
    reserveKey: issueKey,
    type: 'S',
    legs: split.legs,
    description: `Xuất vé tàu ${describeBooking(booking)}`,
    createdBy: actorUserId,
  });
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockTrainBooking(tx, booking.id);
    if (current?.status !== 'ISSUING' || current.issueKey !== issueKey) return undefined;
    const posted = await write(tx);
    const at = deps.clock.now();
    const tickets = answer.tickets.filter((ticket) => ticket.status === 'ISSUED');
    await markTicketsIssued(tx, { bookingId: booking.id, tickets, at });
    return moveTrainBooking(tx, {
      bookingId: booking.id,
      from: ['ISSUING'],
      to: 'ISSUED',
      actorUserId,
      action: source === 'pay' ? 'issued' : 'reconciled',
      set: {
        saleTransactionId: posted.transactionId,
        issuedAt: answer.issuedAt ? new Date(answer.issuedAt) : at,
        lastError: null,
      },
      details: {
        bookingCode: booking.bookingCode,
        railwayStatus: answer.status,
        tickets: tickets.map(({ ticketId, ticketNumber }) => ({ ticketId, ticketNumber })),
        transactionId: posted.transactionId,
        amount: split.buyerPays,
        earned: split.shares.slice(1).map(({ agencyId, earns }) => ({ agencyId, earns })),
        supplierNet: split.supplierNet,
      },
      at,
    });
  });
  return row ? { kind: 'issued', booking: row } : moved(deps, booking.id);
}

/** Releases every reservation of the attempt and moves ISSUING → HOLD (or CANCELLED, closed) with the railway's message. */
async function releaseIssue(
  deps: TrainMoneyDeps,
  options: {
    booking: TrainBookingRow;
    reading: Extract<IssueReading, { kind: 'refused' }>;
    actorUserId: string | null;
    source: TrainAnswerSource;
  },
): Promise<TrainIssueOutcome> {
  const { booking, reading, actorUserId, source } = options;
  const issueKey = booking.issueKey!;
  const write = await deps.ledger.prepareReleaseSale({ idempotencyKey: releaseKeyOf(issueKey), reserveKey: issueKey });
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockTrainBooking(tx, booking.id);
    if (current?.status !== 'ISSUING' || current.issueKey !== issueKey) return undefined;
    await write(tx);
    const at = deps.clock.now();
    return moveTrainBooking(tx, {
      bookingId: booking.id,
      from: ['ISSUING'],
      to: reading.to,
      actorUserId,
      action: source === 'pay' ? 'issue-failed' : 'reconciled',
      set: { lastError: reading.message, ...(reading.to === 'CANCELLED' ? { closedAt: at } : {}) },
      details: {
        bookingCode: booking.bookingCode,
        railwayCode: reading.code,
        message: reading.message,
        released: true,
      },
      at,
    });
  });
  return row
    ? { kind: 'released', booking: row, code: reading.code, message: reading.message }
    : moved(deps, booking.id);
}

/**
 * Applies an answer about the booking's current issue attempt. Every settlement locks the booking and checks it is
 * still ISSUING with this attempt's key, so the request and the reconciliation settle it once; the ledger's keys derive
 * from the attempt, so a retried settlement replays instead of moving money twice.
 */
export async function applyPayAnswer(
  deps: TrainMoneyDeps,
  options: {
    booking: TrainBookingRow;
    result: TrainRailwayResult<TRailwayBooking>;
    source: TrainAnswerSource;
    actorUserId: string | null;
  },
): Promise<TrainIssueOutcome> {
  const { booking, result, source, actorUserId } = options;
  const reading = readPayAnswer(result, source);
  if (reading.kind === 'issued') return settleIssued(deps, { booking, answer: reading.answer, actorUserId, source });
  if (reading.kind === 'refused') return releaseIssue(deps, { booking, reading, actorUserId, source });
  // No answer: the money stays reserved. The request notes it; the reconciliation only when the message is new.
  if (source === 'retrieve' && booking.lastError === reading.message)
    return { kind: 'pending', booking, message: reading.message };
  const row = await deps.db.transaction((tx) =>
    changeTrainInPlace(tx, {
      bookingId: booking.id,
      status: 'ISSUING',
      actorUserId,
      action: source === 'pay' ? 'issue-unknown' : 'reconcile-unknown',
      set: { lastError: reading.message },
      details: { bookingCode: booking.bookingCode, message: reading.message },
      at: deps.clock.now(),
    }),
  );
  return row ? { kind: 'pending', booking: row, message: reading.message } : moved(deps, booking.id);
}
