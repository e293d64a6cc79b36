// The reconciliation of eSIM money whose outcome is unknown, safe with any number of API processes: ORDERING orders
// and top-ups, and pending refunds, unchanged for a lease, looked up at the vendor by their clientRef — found → settled
// as the request would have; *_NOT_FOUND → sent again with the same clientRef and settled on that answer
// (esim-resend.ts); still no answer → left for the next run.
import type { EsimCallResult } from '../../suppliers/esim/esim-gateway.js';
import { callOptionsOf, ESIM_VENDOR, type EsimDeps } from '../esim-deps.js';
import { applyOrderAnswer } from '../orders/esim-order-outcomes.js';
import { applyRefundAnswer } from '../orders/esim-refund-outcomes.js';
import { applyTopUpAnswer } from '../orders/esim-topup-outcomes.js';
import { claimOpenEsimOrders, claimOpenEsimTopUps, claimPendingEsimRefunds } from '../repository/esim-claims.js';
import { findEsimOrder } from '../repository/esim-reads.js';
import { resendEsimOrder, resendEsimRefund, resendEsimTopUp } from './esim-resend.js';

const BATCH = 20;
export type EsimReconcileRun = {
  orders: Record<string, number>;
  topUps: Record<string, number>;
  refunds: Record<string, number>;
};
type Options = { leaseMs: number; onError: (error: unknown, id: string) => void };

const isNotFound = (result: EsimCallResult<unknown>, code: string) =>
  !result.ok && result.kind === 'refused' && result.code === code;
const count = (tally: Record<string, number>, kind: string) => (tally[kind] = (tally[kind] ?? 0) + 1);

export async function reconcileEsimMoney(deps: EsimDeps, options: Options): Promise<EsimReconcileRun> {
  const run: EsimReconcileRun = { orders: {}, topUps: {}, refunds: {} };
  const claim = { now: deps.clock.now(), leaseMs: options.leaseMs, limit: BATCH };
  const settle = async (id: string, tally: Record<string, number>, work: () => Promise<string>) => {
    try {
      count(tally, await work());
    } catch (error) {
      count(tally, 'error');
      options.onError(error, id);
    }
  };
  for (const order of await claimOpenEsimOrders(deps.db, claim))
    await settle(order.id, run.orders, async () => {
      const target = { account: order.supplierAccount, clientRef: order.clientRef };
      const result = await deps.esim.orderByRef(ESIM_VENDOR, target, callOptionsOf(deps));
      if (isNotFound(result, 'ORDER_NOT_FOUND')) return resendEsimOrder(deps, order);
      return (await applyOrderAnswer(deps, { order, result, source: 'lookup', actorUserId: null })).kind;
    });
  for (const topUp of await claimOpenEsimTopUps(deps.db, claim))
    await settle(topUp.id, run.topUps, async () => {
      const order = (await findEsimOrder(deps.db, topUp.orderId))!;
      const target = { account: order.supplierAccount, clientRef: topUp.clientRef };
      const result = await deps.esim.topUpByRef(ESIM_VENDOR, target, callOptionsOf(deps));
      if (isNotFound(result, 'TOPUP_NOT_FOUND')) return resendEsimTopUp(deps, { order, topUp });
      return (await applyTopUpAnswer(deps, { topUp, result, source: 'lookup', actorUserId: null })).kind;
    });
  for (const item of await claimPendingEsimRefunds(deps.db, claim))
    await settle(item.id, run.refunds, async () => {
      const order = (await findEsimOrder(deps.db, item.orderId))!;
      const target = { account: order.supplierAccount, clientRef: item.refundClientRef! };
      const result = await deps.esim.refundByRef(ESIM_VENDOR, target, callOptionsOf(deps));
      if (isNotFound(result, 'REFUND_NOT_FOUND')) return resendEsimRefund(deps, { order, item });
      return applyRefundAnswer(deps, { order, item, result, source: 'lookup', actorUserId: null });
    });
  return run;
}
