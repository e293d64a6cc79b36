// What the vendor's answer about an eSIM's pending refund means: refunded → that eSIM's whole sale line reversed (V:
// its net and every link's fee back, decision 087), the eSIM REFUNDED, the order REFUNDED once none is left; in use →
// the refund cleared and the eSIM ACTIVE; no answer (or not found at a lookup: the job sends it again) → still pending.
// The vendor's ok is final: it is settled whenever the eSIM is not REFUNDED yet, even if the refund was cleared.
import type { TEsimVendorRefund } from '@portal/contracts';
import type { EsimCallResult } from '../../suppliers/esim/esim-gateway.js';
import type { EsimDeps } from '../esim-deps.js';
import { itemsOfOrder } from '../repository/esim-reads.js';
import type { EsimItemRow, EsimOrderRow } from '../repository/esim-rows.js';
import {
  addToOrderAmounts,
  insertEsimEvent,
  lockEsimItem,
  lockEsimOrder,
  moveEsimOrder,
  updateEsimItem,
} from '../repository/esim-writes.js';
import { esimReference, esimRefundKeyOf } from './esim-ledger.js';

export type EsimRefundOutcome = 'refunded' | 'refused' | 'pending' | 'moved';
type Settle = { order: EsimOrderRow; item: EsimItemRow; actorUserId: string | null; source: 'refund' | 'lookup' };

async function settleRefunded(
  deps: EsimDeps,
  options: Settle & { answer: TEsimVendorRefund },
): Promise<EsimRefundOutcome> {
  const { order, item, actorUserId } = options;
  const write = await deps.ledger.prepareCreditSale({
    idempotencyKey: esimRefundKeyOf(order.id, item.id),
    saleTransactionId: order.saleTransactionId!,
    type: 'V',
    parts: { supplierNet: item.unitNet, fees: item.fees },
    reference: esimReference(order.id),
    description: `Hoàn tiền eSIM ${item.iccid} (đơn ${order.orderCode ?? ''}) chưa sử dụng`,
    createdBy: actorUserId,
  });
  return deps.db.transaction(async (tx) => {
    const current = await lockEsimOrder(tx, order.id);
    const locked = await lockEsimItem(tx, item.id);
    if (!current || !locked || locked.status === 'REFUNDED') return 'moved';
    const credit = await write(tx);
    const at = deps.clock.now();
    await updateEsimItem(tx, item.id, {
      status: 'REFUNDED',
      refundPending: false,
      refundClientRef: locked.refundClientRef ?? options.item.refundClientRef,
      refundAmount: item.unitPrice,
      refundTransactionId: credit.transactionId,
      refundedAt: at,
      statusReadAt: at,
    });
    await addToOrderAmounts(tx, { orderId: order.id, refunded: item.unitPrice, at });
    const event = {
      itemId: item.id,
      actorUserId,
      action: 'refunded',
      details: {
        iccid: item.iccid,
        refundCode: options.answer.refundCode,
        amount: item.unitPrice,
        transactionId: credit.transactionId,
      },
      at,
    };
    const left = (await itemsOfOrder(tx, order.id)).filter((row) => row.status !== 'REFUNDED');
    if (left.length === 0) await moveEsimOrder(tx, { orderId: order.id, from: ['COMPLETED'], to: 'REFUNDED', event });
    else await insertEsimEvent(tx, { ...event, orderId: order.id });
    return 'refunded';
  });
}

/** The refund cleared without money: a definite refusal of the refund (ESIM_IN_USE: the eSIM is ACTIVE now). */
async function clearRefund(
  deps: EsimDeps,
  options: Settle & { code: string; message: string },
): Promise<EsimRefundOutcome> {
  const { order, item, code } = options;
  return deps.db.transaction(async (tx) => {
    const locked = await lockEsimItem(tx, item.id);
    if (!locked?.refundPending) return 'moved';
    const at = deps.clock.now();
    const isInUse = code === 'ESIM_IN_USE';
    await updateEsimItem(tx, item.id, {
      refundPending: false,
      refundClientRef: null,
      ...(isInUse && locked.status === 'NOT_ACTIVE' ? { status: 'ACTIVE' as const, statusReadAt: at } : {}),
    });
    await insertEsimEvent(tx, {
      orderId: order.id,
      itemId: item.id,
      actorUserId: options.actorUserId,
      action: 'refund-refused',
      details: { iccid: item.iccid, vendorCode: code, message: options.message },
      at,
    });
    return 'refused';
  });
}

export async function applyRefundAnswer(
  deps: EsimDeps,
  options: Settle & { result: EsimCallResult<TEsimVendorRefund> },
): Promise<EsimRefundOutcome> {
  const { result } = options;
  if (result.ok) {
    return settleRefunded(deps, { ...options, answer: result.value });
  }
  if (result.kind === 'unknown') return 'pending';
  if (result.code === 'ESIM_IN_USE' || options.source === 'refund')
    return clearRefund(deps, { ...options, code: result.code, message: result.message });
  return 'pending';
}
