// What the reconciliation does when the vendor has no record of a clientRef (*_NOT_FOUND at a lookup): the call may
// still be on its way, so it is sent again with the same clientRef (and expectedNet): the vendor is idempotent and
// all-or-nothing, so this answer is final — done → settled; a definite refusal → released (or the refund cleared);
// no answer → left for the next run.
import { callOptionsOf, ESIM_VENDOR, type EsimDeps } from '../esim-deps.js';
import { applyOrderAnswer } from '../orders/esim-order-outcomes.js';
import { applyRefundAnswer } from '../orders/esim-refund-outcomes.js';
import { applyTopUpAnswer } from '../orders/esim-topup-outcomes.js';
import { findEsimItem } from '../repository/esim-reads.js';
import type { EsimItemRow, EsimOrderRow, EsimTopUpRow } from '../repository/esim-rows.js';

export async function resendEsimOrder(deps: EsimDeps, order: EsimOrderRow): Promise<string> {
  const lines = order.lines.map((line) => ({ packageId: String(line.productId), quantity: Number(line.quantity) }));
  const request = { account: order.supplierAccount, clientRef: order.clientRef, lines, expectedNet: order.supplierNet };
  const result = await deps.esim.order(ESIM_VENDOR, request, callOptionsOf(deps));
  return (await applyOrderAnswer(deps, { order, result, source: 'resend', actorUserId: null })).kind;
}

export async function resendEsimTopUp(deps: EsimDeps, options: { order: EsimOrderRow; topUp: EsimTopUpRow }) {
  const { order, topUp } = options;
  const item = (await findEsimItem(deps.db, topUp.itemId))!;
  const request = {
    account: order.supplierAccount,
    iccid: item.iccid,
    clientRef: topUp.clientRef,
    packageId: topUp.packageId,
    expectedNet: topUp.supplierNet,
  };
  const result = await deps.esim.topUp(ESIM_VENDOR, request, callOptionsOf(deps));
  return (await applyTopUpAnswer(deps, { topUp, result, source: 'resend', actorUserId: null })).kind;
}

export async function resendEsimRefund(deps: EsimDeps, options: { order: EsimOrderRow; item: EsimItemRow }) {
  const { order, item } = options;
  const request = { account: order.supplierAccount, iccid: item.iccid, clientRef: item.refundClientRef! };
  const result = await deps.esim.refund(ESIM_VENDOR, request, callOptionsOf(deps));
  return applyRefundAnswer(deps, { order, item, result, source: 'refund', actorUserId: null });
}
