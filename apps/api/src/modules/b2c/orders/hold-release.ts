// A consumer's held flight that lapsed or was cancelled in the portal (decision 133): its B2C order, still awaiting
// payment, is cancelled (02 → 01) in the booking's own transaction; a paid or processed order keeps its status and
// gets a history line, so the agent sees why its booking is gone.
import type { Database } from '@portal/db';
import { findOrderOfBooking, insertEvent, moveOrder } from './b2c-orders.repository.js';

export type ClosedBooking = {
  booking: { id: string; agencyId: string; pnr: string | null };
  /** The booking event's action: 'expire' (its time limit passed), 'cancel' (someone released it), … */
  action: string;
  actorUserId: string | null;
  /** The reason a person gave when cancelling the booking, if any. */
  reason?: unknown;
  at: Date;
};

/** Called by the bookings module wherever a booking becomes CANCEL, inside that change's transaction. */
export async function releaseOrderOfBooking(tx: Database, closed: ClosedBooking): Promise<void> {
  const order = await findOrderOfBooking(tx, closed.booking.id);
  if (!order || order.status === '01' || order.status === '05') return;
  const action = closed.action === 'expire' ? 'hold-expired' : 'hold-cancelled';
  const details = {
    pnr: closed.booking.pnr,
    ...(typeof closed.reason === 'string' && closed.reason !== '' ? { note: closed.reason } : {}),
  };
  const moved =
    order.status === '02'
      ? await moveOrder(tx, {
          agencyId: order.agencyId,
          id: order.id,
          from: ['02'],
          to: '01',
          now: closed.at,
        })
      : undefined;
  // An agent's action may have moved it meanwhile (confirm payment): the line then names the state it found.
  const now = moved ?? (order.status === '02' ? await findOrderOfBooking(tx, closed.booking.id) : order);
  const status = now?.status ?? order.status;
  await insertEvent(tx, {
    orderId: order.id,
    action,
    fromStatus: moved ? order.status : status,
    toStatus: status,
    actorUserId: closed.actorUserId,
    details,
    at: closed.at,
  });
}
