// The agency fulfils a consumer's eSIM order (decision 138): the quote of what its deposit pays now, and issue-esim,
// which places the normal eSIM order (the eSIM module's own service: ledger, fees, PIN) for the consumer, links it to
// the B2C order and completes it, then mails the activation QR codes to the consumer. One key per attempt: any number
// of clicks buy once; a vendor's refusal ends the attempt and the next click starts another. An eSIM order the
// reconciliation completes later completes its consumer order from the B2C job.
import type { TB2cEsimQuote, TB2cOrderDetail, TBookingMailResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import type { Language } from '../../../platform/messages.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import type { EsimOrderService } from '../../esim/orders/esim-order.service.js';
import type { EsimQuote } from '../../esim/orders/esim-quote.js';
import { requireB2cAgency } from '../b2c-access.js';
import { findOrder, insertEvent, type B2cOrderRow } from './b2c-orders.repository.js';
import {
  esimAttemptOf,
  esimIssueKeyOf,
  esimLinesOf,
  esimOrderOfKey,
  esimOrderSummary,
  linkedEsimOrderOf,
  moveWithDetails,
  ordersWithCompletedEsims,
  startNextEsimAttempt,
  type LinkedEsimOrder,
} from './esim-link.js';
import { esimWithoutPackage, wrongState } from './order-errors.js';
import { orderDetail } from './order-view.js';

/** What the fulfilment needs of the eSIM module (wired in app.ts). */
export type EsimFulfilmentPorts = {
  quote: EsimQuote;
  orders: Pick<EsimOrderService, 'plan' | 'order'>;
  /** The eSIM module's activation mail (esim-mail.service.ts). */
  mail(
    caller: BookingCaller,
    esimOrderId: string,
    request: { to: string[]; lang: Language },
  ): Promise<TBookingMailResponse>;
};

export type EsimIssueAnswer = { statusCode: 200 | 202; detail: TB2cOrderDetail };

const ISSUABLE = ['03', '04'] as const;
/** Consumer orders completed per job run after the eSIM reconciliation (more wait for the next run). */
const RECONCILED_BATCH = 50;

export function createEsimFulfilmentService(deps: { db: Database; clock: Clock; esim: EsimFulfilmentPorts }) {
  const { db, clock, esim } = deps;

  async function load(caller: BookingCaller, id: string): Promise<B2cOrderRow> {
    await requireB2cAgency(db, caller.agencyId);
    const order = await findOrder(db, caller.agencyId, id);
    if (!order) throw notFound();
    if (order.kind !== 'esim') throw wrongState(order, 'issue-esim');
    return order;
  }

  const linesOf = (order: B2cOrderRow) => {
    const lines = esimLinesOf(order);
    if (!lines) throw esimWithoutPackage(order);
    return lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
  };
  const customerOf = (order: B2cOrderRow) => ({
    fullName: order.contactName,
    email: order.contactEmail,
    mobile: order.contactPhone,
  });

  async function quote(caller: BookingCaller, id: string): Promise<TB2cEsimQuote> {
    const order = await load(caller, id);
    const priced = await esim.quote(caller.agencyId, linesOf(order));
    return {
      lines: priced.lines.map((line) => ({
        productId: line.productId,
        name: line.product.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
      total: priced.totalAmount,
      consumerTotal: order.totalAmount,
      customer: customerOf(order),
    };
  }

  /** The activation mail to the consumer, in the language of the site's order; a failure is noted, never thrown. */
  async function mailConsumer(caller: BookingCaller, order: B2cOrderRow, esimOrderId: string): Promise<void> {
    const lang: Language = order.details.language === 'en' ? 'en' : 'vi';
    let details: Record<string, unknown>;
    try {
      const sent = await esim.mail(caller, esimOrderId, { to: [order.contactEmail], lang });
      details = { to: sent.to, delivery: sent.delivery };
    } catch (error) {
      details = { to: order.contactEmail, delivery: 'failed', reason: error instanceof Error ? error.message : '' };
    }
    await insertEvent(db, {
      orderId: order.id,
      action: 'esim-mailed',
      fromStatus: '05',
      toStatus: '05',
      actorUserId: caller.userId,
      details,
      at: clock.now(),
    });
  }

  /** Links the eSIM order and moves the consumer order: 05 once the eSIMs are issued, 04 while the vendor has not said. */
  async function settle(caller: BookingCaller, order: B2cOrderRow, bought: LinkedEsimOrder): Promise<EsimIssueAnswer> {
    const isDone = bought.status === 'COMPLETED';
    const isNewLink = order.details.esimOrderId !== bought.id;
    if (isDone || (bought.status === 'ORDERING' && isNewLink)) {
      const now = clock.now();
      const moved = await db.transaction(async (tx) => {
        const row = await moveWithDetails(tx, {
          order,
          from: ISSUABLE,
          to: isDone ? '05' : '04',
          patch: { esimOrderId: bought.id, ...(bought.orderCode ? { esimOrderCode: bought.orderCode } : {}) },
          now,
        });
        if (!row) return undefined;
        await insertEvent(tx, {
          orderId: order.id,
          action: isDone ? 'issue-esim' : 'esim-ordering',
          fromStatus: order.status,
          toStatus: row.status,
          actorUserId: caller.userId,
          details: { esimOrderId: bought.id, orderCode: bought.orderCode, amount: bought.totalAmount },
          at: now,
        });
        return row;
      });
      if (moved && isDone) await mailConsumer(caller, moved, bought.id);
    }
    const current = (await findOrder(db, caller.agencyId, order.id)) ?? order;
    return { statusCode: bought.status === 'ORDERING' ? 202 : 200, detail: await orderDetail(db, current) };
  }

  /** The key of the attempt in progress: a new one when the last attempt's eSIM order failed. */
  async function currentAttemptKey(order: B2cOrderRow): Promise<string> {
    const attempt = esimAttemptOf(order);
    const key = esimIssueKeyOf(order.id, attempt);
    const last = await esimOrderOfKey(db, { agencyId: order.agencyId, idempotencyKey: key });
    if (last?.status !== 'FAILED') return key;
    const now = await startNextEsimAttempt(db, { order, attempt, now: clock.now() });
    return esimIssueKeyOf(order.id, esimAttemptOf(now));
  }

  async function issue(
    caller: BookingCaller,
    id: string,
    request: { acceptedTotal: number; stepUp: () => Promise<void> },
  ): Promise<EsimIssueAnswer> {
    const order = await load(caller, id);
    const linked = await linkedEsimOrderOf(db, order);
    // Already bought: the consumer order follows the eSIM order's state; nothing is bought again.
    if (linked && linked.status !== 'FAILED') return settle(caller, order, linked);
    if (!(ISSUABLE as readonly string[]).includes(order.status)) throw wrongState(order, 'issue-esim');
    const input = {
      idempotencyKey: await currentAttemptKey(order),
      body: { lines: linesOf(order), customer: customerOf(order), acceptedTotal: request.acceptedTotal },
    };
    const plan = await esim.orders.plan(caller, input);
    if (plan.kind === 'priced') await request.stepUp();
    const answer = plan.kind === 'settled' ? plan.answer : await esim.orders.order(caller, input, plan.cart);
    const bought = await esimOrderSummary(db, { agencyId: caller.agencyId, id: answer.orderId });
    if (!bought) throw notFound();
    return settle(caller, order, bought);
  }

  /**
   * Consumer orders left in 04 whose eSIM order the eSIM module's reconciliation has since completed: each completed
   * (05) and mailed as the agent's click would have, in the name of the agent who placed the eSIM order (decision 143).
   */
  async function settleReconciled(): Promise<number> {
    let settled = 0;
    for (const { order, bought } of await ordersWithCompletedEsims(db, RECONCILED_BATCH)) {
      const before = order.status;
      const answer = await settle(
        { userId: bought.createdBy, agencyId: order.agencyId, permissions: [] },
        order,
        bought,
      );
      if (before !== answer.detail.status && answer.detail.status === '05') settled += 1;
    }
    return settled;
  }

  return { quote, issue, settleReconciled };
}

export type EsimFulfilmentService = ReturnType<typeof createEsimFulfilmentService>;
