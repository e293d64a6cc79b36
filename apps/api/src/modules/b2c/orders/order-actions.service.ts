// The agent's actions on a B2C order: confirm payment (02→03), process (03→04), complete (03/04→05; a flight only once
// its booking is issued, an eSIM never: issue-esim completes it) and cancel (→01; a held flight released through the
// bookings module's cancel first, a tour booking's seats given back in the same transaction, an eSIM order only while no
// eSIM is bought). Each moves the order only from the states it may leave, in one statement, so of two at once one wins
// and the other is 409.
import { eq } from 'drizzle-orm';
import type { TB2cOrderDetail, TB2cOrderStatus } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import type { BookingActionService } from '../../bookings/booking-actions.service.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { requireB2cAgency } from '../b2c-access.js';
import { releaseTourSeats } from '../tours/tour-seats.js';
import { findOrder, insertEvent, moveOrder, type B2cOrderRow } from './b2c-orders.repository.js';
import { linkedEsimOrderOf, type LinkedEsimOrder } from './esim-link.js';
import { esimNotIssued, notIssued, wrongState } from './order-errors.js';
import { orderDetail } from './order-view.js';

type Step = 'confirm-payment' | 'process' | 'complete' | 'cancel';
const FROM: Record<Step, readonly TB2cOrderStatus[]> = {
  'confirm-payment': ['02'],
  process: ['03'],
  complete: ['03', '04'],
  cancel: ['02', '03', '04'],
};
const TO: Record<Step, TB2cOrderStatus> = { 'confirm-payment': '03', process: '04', complete: '05', cancel: '01' };
/** An eSIM order bought, or being bought, for the consumer. */
const isLive = (esimOrder: LinkedEsimOrder | undefined) =>
  esimOrder?.status === 'ORDERING' || esimOrder?.status === 'COMPLETED';

export function createOrderActionService(deps: { db: Database; clock: Clock; bookings: BookingActionService }) {
  const { db, clock } = deps;

  async function load(caller: BookingCaller, id: string): Promise<B2cOrderRow> {
    await requireB2cAgency(db, caller.agencyId);
    const order = await findOrder(db, caller.agencyId, id);
    if (!order) throw notFound();
    return order;
  }

  async function bookingStatusOf(order: B2cOrderRow): Promise<string | undefined> {
    if (!order.bookingId) return undefined;
    const [row] = await db
      .select({ status: tables.bookings.status })
      .from(tables.bookings)
      .where(eq(tables.bookings.id, order.bookingId));
    return row?.status;
  }

  async function step(
    caller: BookingCaller,
    id: string,
    request: { action: Step; note: string; paidAmount?: number },
  ): Promise<TB2cOrderDetail> {
    const { action, ...extra } = request;
    const order = await load(caller, id);
    if (!FROM[action].includes(order.status)) throw wrongState(order, action);
    const bookingStatus = await bookingStatusOf(order);
    if (action === 'complete' && order.kind === 'flight' && bookingStatus !== 'EXPORT') throw notIssued(order);
    let isHoldReleased = false;
    // An eSIM order completes by issuing its eSIMs (issue-esim); one whose eSIMs were bought is refunded from the
    // eSIM order's page before it can be cancelled.
    if (action === 'complete' && order.kind === 'esim') throw esimNotIssued(order);
    if (action === 'cancel' && order.kind === 'esim' && isLive(await linkedEsimOrderOf(db, order)))
      throw wrongState(order, action);
    if (action === 'cancel' && order.bookingId && bookingStatus !== undefined) {
      // An issued ticket is voided or refunded from its booking page, not by cancelling the consumer's order.
      if (!['HOLD', 'CANCEL', 'FAILED', 'LOADING'].includes(bookingStatus)) throw wrongState(order, action);
      if (bookingStatus === 'HOLD') {
        const reason = `B2C ${order.orderNumber}${extra.note ? `: ${extra.note}` : ''}`;
        await deps.bookings.cancel(caller, order.bookingId, reason);
        isHoldReleased = true;
      }
    }
    const now = clock.now();
    const moved = await db.transaction(async (tx) => {
      const row = await moveOrder(tx, {
        agencyId: caller.agencyId,
        id,
        // Only from the state the action was decided on: a cancel of an unpaid order never cancels one a confirm
        // paid meanwhile (the agent is told the state it found instead).
        from: [order.status],
        to: TO[action],
        set: extra.paidAmount !== undefined ? { paidAmount: extra.paidAmount } : {},
        now,
      });
      if (!row) return undefined;
      // A cancelled tour booking gives its seats back to the departure, once (a storefront booking names its hold).
      const seatHoldId = row.details.seatHoldId;
      if (action === 'cancel' && row.kind === 'tour' && typeof seatHoldId === 'string')
        await releaseTourSeats(tx, caller.agencyId, { holdId: seatHoldId, at: now });
      await insertEvent(tx, {
        orderId: id,
        action,
        fromStatus: order.status,
        toStatus: row.status,
        actorUserId: caller.userId,
        details: {
          ...(extra.note ? { note: extra.note } : {}),
          ...(extra.paidAmount !== undefined ? { amount: extra.paidAmount } : {}),
        },
        at: now,
      });
      return row;
    });
    if (!moved) {
      const current = (await findOrder(db, caller.agencyId, id)) ?? order;
      // Releasing the hold cancelled an order awaiting payment already, by this agent (hold-release.ts).
      if (isHoldReleased && current.status === '01') return orderDetail(db, current);
      // Another action came first: answer with the state it left.
      throw wrongState(current, action);
    }
    return orderDetail(db, moved);
  }

  return {
    detail: async (caller: BookingCaller, id: string) => orderDetail(db, await load(caller, id)),
    confirmPayment: (caller: BookingCaller, id: string, body: { amount: number; note: string }) =>
      step(caller, id, { action: 'confirm-payment', note: body.note, paidAmount: body.amount }),
    process: (caller: BookingCaller, id: string, note: string) => step(caller, id, { action: 'process', note }),
    complete: (caller: BookingCaller, id: string, note: string) => step(caller, id, { action: 'complete', note }),
    cancel: (caller: BookingCaller, id: string, note: string) => step(caller, id, { action: 'cancel', note }),
  };
}

export type OrderActionService = ReturnType<typeof createOrderActionService>;
