// Train refunds and changes settled once, whoever learns the outcome (the agent's request or the reconciliation): the
// refund's credit (R, net only: the chain's fees stay earned) with the tickets REFUNDED, the change's sale posted with the
// old ticket CHANGED and the new one ISSUED, or the change's money released; and what the railway's view means.
import type { TRailwayBooking, TRailwaySystem } from '@portal/contracts';
import { sumVnd } from '@portal/domain';
import { changeSalesOf, countIssuedTickets, saleNetLeftOf } from '../repository/train-money-reads.js';
import { ticketsOf } from '../repository/train-booking-reads.js';
import {
  changeTrainInPlace,
  lockTrainBooking,
  markTicketsRefunded,
  replaceTicket,
  moveTrainBooking,
} from '../repository/train-money-writes.js';
import type { TrainBookingRow } from '../repository/train-booking-rows.js';
import {
  describeBooking,
  postKeyOf,
  releaseKeyOf,
  trainChangeKeyOf,
  trainReference,
  trainRefundKeyOf,
  type TrainMoneyDeps,
} from './train-ledger.js';
import { pendingQuoteOf, type PendingTrainQuote, type StoredRefundQuote } from './train-quotes.js';

type Pending<K extends PendingTrainQuote['kind']> = Extract<PendingTrainQuote, { kind: K }>;

/** Still awaiting this very quote (someone else may have settled it meanwhile). */
const awaits = (row: TrainBookingRow | undefined, quoteId: string): row is TrainBookingRow =>
  !!row && row.status === 'ISSUED' && pendingQuoteOf(row)?.quote.quoteId === quoteId;

/** The credits of a refund giving `amount` back: from the issue's sale first, then from the change sales, each within its net left. */
async function prepareRefundCredits(
  deps: TrainMoneyDeps,
  options: { booking: TrainBookingRow; quote: StoredRefundQuote; actorUserId: string | null },
) {
  const { booking, quote } = options;
  const changeSales = await changeSalesOf(deps.db, {
    reference: trainReference(booking.id),
    changeKeyPrefix: trainChangeKeyOf(booking.id, ''),
  });
  const sales = [booking.saleTransactionId!, ...changeSales];
  const writes = [];
  let left = quote.totalRefund;
  for (const saleTransactionId of sales) {
    if (left <= 0) break;
    const amount = Math.min(left, await saleNetLeftOf(deps.db, saleTransactionId));
    if (amount <= 0) continue;
    writes.push(
      await deps.ledger.prepareCreditSale({
        idempotencyKey: `${trainRefundKeyOf(booking.id, quote.quoteId)}:${saleTransactionId}`,
        saleTransactionId,
        amount,
        share: 'net',
        type: 'R',
        reference: trainReference(booking.id),
        description: `Hoàn vé tàu ${describeBooking(booking)}`,
        createdBy: options.actorUserId,
      }),
    );
    left = sumVnd([left, -amount]);
  }
  if (left > 0) throw new Error(`train booking ${booking.id}: ${left} to refund is more than its sales have left`);
  return writes;
}

/** The refund's credits, the quoted tickets REFUNDED, and REFUNDED when no ticket is left ISSUED; once. */
export async function settleTrainRefund(
  deps: TrainMoneyDeps,
  options: {
    booking: TrainBookingRow;
    pending: Pending<'refund'>;
    actorUserId: string | null;
    action: string;
    /** The quote as kept, when the railway answered other figures (`pending` then holds the railway's). */
    quoted?: StoredRefundQuote;
  },
): Promise<TrainBookingRow | undefined> {
  const { booking, pending, actorUserId, quoted } = options;
  const { quote } = pending;
  const credits = await prepareRefundCredits(deps, { booking, quote, actorUserId });
  return deps.db.transaction(async (tx) => {
    const current = await lockTrainBooking(tx, booking.id);
    if (!awaits(current, quote.quoteId)) return undefined;
    const credited = [];
    for (const credit of credits) credited.push(await credit(tx));
    const at = deps.clock.now();
    await markTicketsRefunded(tx, { bookingId: booking.id, lines: quote.lines, at });
    const isAllRefunded = (await countIssuedTickets(tx, booking.id)) === 0;
    const amount = sumVnd(credited.map((credit) => credit.amount));
    return moveTrainBooking(tx, {
      bookingId: booking.id,
      from: ['ISSUED'],
      to: isAllRefunded ? 'REFUNDED' : 'ISSUED',
      actorUserId,
      action: options.action,
      set: {
        refundedAmount: sumVnd([current.refundedAmount, amount]),
        pendingAction: null,
        pendingQuote: null,
        lastError: null,
        ...(isAllRefunded ? { closedAt: at } : {}),
      },
      details: {
        bookingCode: booking.bookingCode,
        quoteId: quote.quoteId,
        tickets: quote.lines,
        totalFee: quote.totalFee,
        amount,
        transactionIds: credited.map((credit) => credit.transactionId),
        issueFeeKept: quote.issueFeeKept,
        ...(quoted
          ? { quoted: { totalRefund: quoted.totalRefund, totalFee: quoted.totalFee, lines: quoted.lines } }
          : {}),
      },
      at,
    });
  });
}

/** The change's sale posted, the old ticket CHANGED and the new one ISSUED (from the railway's view), once. */
export async function settleTrainChange(
  deps: TrainMoneyDeps,
  options: {
    booking: TrainBookingRow;
    pending: Pending<'change'>;
    answer: TRailwayBooking;
    actorUserId: string | null;
    action: string;
  },
): Promise<TrainBookingRow | undefined> {
  const { booking, pending, answer, actorUserId } = options;
  const { quote, seat, split } = pending;
  const key = trainChangeKeyOf(booking.id, quote.quoteId);
  const post = split
    ? await deps.ledger.preparePostSale({
        idempotencyKey: postKeyOf(key),
        reserveKey: key,
        type: 'S',
        legs: split.legs,
        description: `Đổi vé tàu ${describeBooking(booking)}`,
        createdBy: actorUserId,
      })
    : undefined;
  const old = (await ticketsOf(deps.db, booking.id)).find((ticket) => ticket.ticketId === quote.ticketId);
  const fresh = answer.tickets.find((ticket) => ticket.ticketId === quote.newTicketId);
  if (!old || !fresh) throw new Error(`train booking ${booking.id}: change ${quote.quoteId} names unknown tickets`);
  return deps.db.transaction(async (tx) => {
    const current = await lockTrainBooking(tx, booking.id);
    if (!awaits(current, quote.quoteId)) return undefined;
    const posted = post ? await post(tx) : undefined;
    const at = deps.clock.now();
    const { id: _id, createdAt: _created, ...passenger } = old;
    await replaceTicket(tx, {
      old,
      replacement: {
        ...passenger,
        ticketId: fresh.ticketId,
        direction: seat.direction,
        runId: fresh.runId,
        trainNumber: fresh.trainNumber,
        fromStation: fresh.from,
        toStation: fresh.to,
        departAt: new Date(fresh.departAt),
        arriveAt: new Date(fresh.arriveAt),
        carriageNo: fresh.carriageNo,
        carriageName: seat.carriageName,
        seatNumber: fresh.seat.number,
        seatType: fresh.seat.seatType,
        compartment: fresh.seat.compartment,
        tier: fresh.seat.tier,
        fare: fresh.fare,
        insurance: fresh.insurance,
        discount: fresh.discount,
        amount: fresh.amount,
        ticketNumber: fresh.ticketNumber,
        boardingCode: fresh.boardingCode,
        replacedBy: null,
        refundAmount: null,
        refundFee: null,
      },
      at,
    });
    const amount = split?.buyerPays ?? 0;
    return moveTrainBooking(tx, {
      bookingId: booking.id,
      from: ['ISSUED'],
      to: 'ISSUED',
      actorUserId,
      action: options.action,
      set: {
        changeAmount: sumVnd([current.changeAmount, amount]),
        pendingAction: null,
        pendingQuote: null,
        lastError: null,
      },
      details: {
        bookingCode: booking.bookingCode,
        quoteId: quote.quoteId,
        ticketId: quote.ticketId,
        newTicketId: quote.newTicketId,
        changeFee: quote.changeFee,
        fareDifference: quote.fareDifference,
        chainFee: quote.chainFee,
        amount,
        transactionId: posted?.transactionId ?? null,
      },
      at,
    });
  });
}

/** A refund or change that did not happen: the change's money released, the pending mark cleared with the reason. */
export async function dropTrainPending(
  deps: TrainMoneyDeps,
  options: { booking: TrainBookingRow; actorUserId: string | null; action: string; code: string; message: string },
): Promise<TrainBookingRow | undefined> {
  const { booking, actorUserId } = options;
  const pending = pendingQuoteOf(booking);
  if (!pending) return undefined;
  const key = trainChangeKeyOf(booking.id, pending.quote.quoteId);
  const release =
    pending.kind === 'change' && pending.split
      ? await deps.ledger.prepareReleaseSale({ idempotencyKey: releaseKeyOf(key), reserveKey: key })
      : undefined;
  return deps.db.transaction(async (tx) => {
    const current = await lockTrainBooking(tx, booking.id);
    if (!awaits(current, pending.quote.quoteId)) return undefined;
    if (release) await release(tx);
    return changeTrainInPlace(tx, {
      bookingId: booking.id,
      status: 'ISSUED',
      actorUserId,
      action: options.action,
      set: { pendingAction: null, pendingQuote: null, lastError: options.message },
      details: {
        bookingCode: booking.bookingCode,
        pending: pending.kind,
        quoteId: pending.quote.quoteId,
        railwayCode: options.code,
        message: options.message,
        dropped: true,
        released: !!release,
      },
      at: deps.clock.now(),
    });
  });
}

/** What the railway's view says of the pending action: done, not done, or nothing to tell. */
export function readPendingView(pending: PendingTrainQuote, view: TRailwayBooking): 'done' | 'not-done' {
  if (pending.kind === 'refund') {
    const refunded = pending.quote.lines.every(
      (line) => view.tickets.find((ticket) => ticket.ticketId === line.ticketId)?.status === 'REFUNDED',
    );
    return refunded ? 'done' : 'not-done';
  }
  const fresh = view.tickets.find((ticket) => ticket.ticketId === pending.quote.newTicketId);
  return fresh?.status === 'ISSUED' ? 'done' : 'not-done';
}

/** Settles a booking's pending action from the railway's view (the reconciliation's); true when it was settled. */
export async function settlePendingFromView(deps: TrainMoneyDeps, booking: TrainBookingRow): Promise<boolean> {
  const pending = pendingQuoteOf(booking);
  if (!pending || !booking.bookingCode) return false;
  const result = await deps.railway.retrieve(
    booking.system as TRailwaySystem,
    { account: booking.supplierAccount, bookingCode: booking.bookingCode },
    { deadlineMs: deps.deadlineMs },
  );
  if (!result.ok) return false;
  if (readPendingView(pending, result.value) === 'not-done') {
    // Recorded as a drop of its own ('refund-dropped', 'change-dropped'): the quote is not settled and may be accepted again.
    const message = `the railway shows the ${pending.kind} of quote ${pending.quote.quoteId} as not done`;
    const action = `${pending.kind}-dropped`;
    return !!(await dropTrainPending(deps, { booking, actorUserId: null, action, code: 'NOT_DONE', message }));
  }
  const action = 'reconciled';
  const settled =
    pending.kind === 'refund'
      ? await settleTrainRefund(deps, { booking, pending, actorUserId: null, action })
      : await settleTrainChange(deps, { booking, pending, answer: result.value, actorUserId: null, action });
  return !!settled;
}
