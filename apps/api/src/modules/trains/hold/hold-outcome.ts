// Sending a train hold to the railway (the first time, or again after no answer) and recording its outcome: HOLD with
// the railway's code, time limit and amounts (they win over ours), FAILED with its reason (the seats go back to the
// draft), or still LOADING with the reason when there was no answer (the same key sends it again).
import { sumVnd } from '@portal/domain';
import type { RailwayBookingVnd } from '../../suppliers/railway/railway-gateway.js';
import { trainPricingOf, type TrainBookingRow } from '../repository/train-booking-rows.js';
import { findTrainBooking } from '../repository/train-booking-reads.js';
import {
  insertEvent,
  setAllTickets,
  setLastError,
  transitionTrainBooking,
  updateTickets,
} from '../repository/train-booking-writes.js';
import { detachLocks } from '../repository/train-seat-locks.js';
import { callOptionsOf, RAILWAY, type TrainDeps } from '../train-deps.js';

async function recordHeld(
  deps: TrainDeps,
  booking: TrainBookingRow,
  options: { answer: RailwayBookingVnd; actorUserId: string | null },
): Promise<TrainBookingRow | undefined> {
  const { answer, actorUserId } = options;
  const pricing = trainPricingOf(booking);
  const byTicket = new Map(answer.tickets.map((ticket) => [ticket.ticketId, ticket] as const));
  const lines = pricing.lines.map((line) => {
    const amount = byTicket.get(line.paxId)?.amount ?? line.supplierNet;
    return { ...line, fareNet: amount, supplierNet: amount };
  });
  const supplierNet = sumVnd(lines.map((line) => line.supplierNet));
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await transitionTrainBooking(tx, {
      bookingId: booking.id,
      from: ['LOADING'],
      to: 'HOLD',
      set: {
        bookingCode: answer.bookingCode,
        timeLimit: new Date(answer.timeLimit),
        pricing: { ...pricing, lines } as unknown as Record<string, unknown>,
        supplierNet,
        totalAmount: supplierNet + booking.feeTotal,
        lastError: null,
      },
      event: {
        actorUserId,
        action: 'hold',
        details: { bookingCode: answer.bookingCode, timeLimit: answer.timeLimit, railwayTotal: answer.total },
        at,
      },
    });
    if (!row) return undefined;
    await updateTickets(
      tx,
      booking.id,
      answer.tickets.map((ticket) => ({
        ticketId: ticket.ticketId,
        fare: ticket.fare,
        insurance: ticket.insurance,
        discount: ticket.discount,
        amount: ticket.amount,
        infants: ticket.infants,
        status: ticket.status,
        updatedAt: at,
      })),
    );
    return row;
  });
}

/** Sends (or re-sends, same clientRef) the booking's hold and records what came of it; answers the booking now. */
export async function sendTrainHold(
  deps: TrainDeps,
  booking: TrainBookingRow,
  actorUserId: string | null,
): Promise<TrainBookingRow> {
  const { railwayRequest } = trainPricingOf(booking);
  const result = await deps.railway.book(
    RAILWAY,
    { ...railwayRequest, account: booking.supplierAccount, clientRef: booking.clientRef },
    callOptionsOf(deps),
  );
  const at = deps.clock.now();
  if (result.ok) {
    await recordHeld(deps, booking, { answer: result.value, actorUserId });
  } else if (result.kind === 'refused') {
    await deps.db.transaction(async (tx) => {
      const row = await transitionTrainBooking(tx, {
        bookingId: booking.id,
        from: ['LOADING'],
        to: 'FAILED',
        set: { lastError: `${result.code}: ${result.message}`, closedAt: at },
        event: { actorUserId, action: 'hold-failed', details: { code: result.code, message: result.message }, at },
      });
      if (!row) return;
      await detachLocks(tx, booking.id);
      await setAllTickets(tx, booking.id, { status: 'CANCELLED', at });
    });
  } else {
    await deps.db.transaction(async (tx) => {
      await setLastError(tx, booking.id, { message: result.message, at });
      await insertEvent(tx, booking.id, {
        actorUserId,
        action: 'hold-unknown',
        fromStatus: 'LOADING',
        toStatus: 'LOADING',
        details: { reason: result.reason, message: result.message },
        at,
      });
    });
  }
  return (await findTrainBooking(deps.db, booking.id)) ?? booking;
}
