// The site's own hold time (decision 142): a consumer's flight order still unpaid at its pay-before time is cancelled
// (02 → 01, 'hold-expired') first, so no later payment confirmation can meet a released PNR, then its held PNR is
// released through the bookings module's cancel as the site's user. A release that fails leaves the PNR to the
// airline's time limit (the booking jobs); the order stays cancelled.
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import type { BookingActionService } from '../../bookings/booking-actions.service.js';
import { insertEvent, moveOrder } from './b2c-orders.repository.js';
import { siteActorOf } from './site-actor.js';

const { b2cOrders, bookings } = tables;
/** Orders lapsed per transaction, and transactions per run (a backlog goes on at the next run). */
const BATCH_SIZE = 20;
const MAX_BATCHES = 10;

/** `isHeld`: its booking was still HOLD when the order was claimed (only then is there a PNR to release). */
type Lapsed = { id: string; agencyId: string; bookingId: string; orderNumber: string; isHeld: boolean };

/**
 * Up to BATCH_SIZE unpaid flight orders past their pay-before time, oldest first, locked (others skipped), with their
 * booking's status: served by the partial index b2c_orders_unpaid_flights_due_idx (decision 144).
 */
export function dueUnpaidFlightOrders(tx: Database, now: Date) {
  return tx
    .select({
      id: b2cOrders.id,
      agencyId: b2cOrders.agencyId,
      bookingId: b2cOrders.bookingId,
      orderNumber: b2cOrders.orderNumber,
      holdExpiresAt: b2cOrders.holdExpiresAt,
      bookingStatus: bookings.status,
    })
    .from(b2cOrders)
    .innerJoin(bookings, eq(bookings.id, b2cOrders.bookingId))
    .where(
      and(
        eq(b2cOrders.kind, 'flight'),
        eq(b2cOrders.status, '02'),
        isNotNull(b2cOrders.bookingId),
        lte(b2cOrders.holdExpiresAt, now),
      ),
    )
    .orderBy(asc(b2cOrders.holdExpiresAt))
    .limit(BATCH_SIZE)
    .for('update', { of: b2cOrders, skipLocked: true });
}

/** Claims up to BATCH_SIZE unpaid flight orders past their pay-before time and cancels them, in one transaction. */
async function lapseBatch(db: Database, now: Date): Promise<Lapsed[]> {
  return db.transaction(async (tx) => {
    const due = await dueUnpaidFlightOrders(tx, now);
    const lapsed: Lapsed[] = [];
    for (const order of due) {
      const moved = await moveOrder(tx, { agencyId: order.agencyId, id: order.id, from: ['02'], to: '01', now });
      if (!moved) continue;
      await insertEvent(tx, {
        orderId: order.id,
        action: 'hold-expired',
        fromStatus: '02',
        toStatus: '01',
        actorUserId: null,
        details: { payBefore: order.holdExpiresAt?.toISOString() ?? null },
        at: now,
      });
      lapsed.push({
        id: order.id,
        agencyId: order.agencyId,
        bookingId: order.bookingId!,
        orderNumber: order.orderNumber,
        isHeld: order.bookingStatus === 'HOLD',
      });
    }
    return lapsed;
  });
}

export type HoldLapseRun = { cancelled: number; released: number };

/**
 * One run: cancels every unpaid flight order past its pay-before time, then releases each one's PNR. Safe with any
 * number of processes (SKIP LOCKED claims, a conditional status change). Errors of one release go to `onError`.
 */
export async function lapseUnpaidFlightOrders(
  deps: { db: Database; clock: Clock; bookings: BookingActionService },
  onError: (error: unknown, job: string) => void,
): Promise<HoldLapseRun> {
  const run: HoldLapseRun = { cancelled: 0, released: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const lapsed = await lapseBatch(deps.db, deps.clock.now());
    run.cancelled += lapsed.length;
    for (const order of lapsed.filter((one) => one.isHeld)) {
      try {
        const userId = await siteActorOf(deps.db, order.agencyId, deps.clock.now());
        const caller = { userId, agencyId: order.agencyId, permissions: [] };
        await deps.bookings.cancel(caller, order.bookingId, `B2C ${order.orderNumber}`);
        run.released += 1;
      } catch (error) {
        onError(error, `b2c-hold-lapse:${order.orderNumber}`);
      }
    }
    if (lapsed.length < BATCH_SIZE) break;
  }
  return run;
}
