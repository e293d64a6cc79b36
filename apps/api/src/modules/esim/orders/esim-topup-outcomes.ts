// What the vendor's answer about an ORDERING top-up means (as an order's): done → the sale posted along the chain, the
// top-up COMPLETED and the order's topUpAmount raised; a definite no → released, FAILED; no answer → left ORDERING.
import type { TEsimVendorTopUp } from '@portal/contracts';
import type { EsimCallResult } from '../../suppliers/esim/esim-gateway.js';
import type { EsimDeps } from '../esim-deps.js';
import { pricingOf, type EsimTopUpRow } from '../repository/esim-rows.js';
import { addToOrderAmounts, insertEsimEvent, lockEsimTopUp, updateEsimTopUp } from '../repository/esim-writes.js';
import { esimSaleSplitOf, postKeyOf, releaseKeyOf } from './esim-ledger.js';

export type EsimTopUpOutcome =
  { kind: 'completed' | 'pending' | 'moved' } | { kind: 'failed'; code: string; message: string };
/** 'topup': the request's call; 'lookup': the job's lookup by clientRef; 'resend': the job's top-up sent again. */
type Settle = { topUp: EsimTopUpRow; actorUserId: string | null; source: 'topup' | 'lookup' | 'resend' };

async function complete(deps: EsimDeps, options: Settle & { answer: TEsimVendorTopUp }): Promise<EsimTopUpOutcome> {
  const { topUp, answer, actorUserId } = options;
  const split = esimSaleSplitOf(pricingOf(topUp), topUp.totalAmount);
  const write = await deps.ledger.preparePostSale({
    idempotencyKey: postKeyOf(topUp.ledgerKey),
    reserveKey: topUp.ledgerKey,
    type: 'S',
    legs: split.legs,
    description: `Nạp thêm dữ liệu eSIM ${answer.iccid} (${topUp.packageId})`,
    createdBy: actorUserId,
  });
  return deps.db.transaction(async (tx) => {
    const current = await lockEsimTopUp(tx, topUp.id);
    if (current?.status !== 'ORDERING') return { kind: 'moved' };
    const posted = await write(tx);
    const at = deps.clock.now();
    await updateEsimTopUp(tx, topUp.id, {
      status: 'COMPLETED',
      topUpCode: answer.topUpCode,
      saleTransactionId: posted.transactionId,
      lastError: null,
      updatedAt: at,
    });
    await addToOrderAmounts(tx, { orderId: topUp.orderId, topUp: topUp.totalAmount, at });
    await insertEsimEvent(tx, {
      orderId: topUp.orderId,
      itemId: topUp.itemId,
      actorUserId,
      action: options.source === 'topup' ? 'topped-up' : 'topup-reconciled',
      details: { topUpId: topUp.id, topUpCode: answer.topUpCode, amount: topUp.totalAmount },
      at,
    });
    return { kind: 'completed' };
  });
}

async function release(deps: EsimDeps, options: Settle & { code: string; message: string }): Promise<EsimTopUpOutcome> {
  const { topUp, code, message } = options;
  const write = await deps.ledger.prepareReleaseSale({
    idempotencyKey: releaseKeyOf(topUp.ledgerKey),
    reserveKey: topUp.ledgerKey,
  });
  return deps.db.transaction(async (tx) => {
    const current = await lockEsimTopUp(tx, topUp.id);
    if (current?.status !== 'ORDERING') return { kind: 'moved' };
    await write(tx);
    const at = deps.clock.now();
    await updateEsimTopUp(tx, topUp.id, {
      status: 'FAILED',
      lastError: `${code}: ${message}`.slice(0, 500),
      updatedAt: at,
    });
    await insertEsimEvent(tx, {
      orderId: topUp.orderId,
      itemId: topUp.itemId,
      actorUserId: options.actorUserId,
      action: 'topup-failed',
      details: { topUpId: topUp.id, vendorCode: code, message, released: true },
      at,
    });
    return { kind: 'failed', code, message };
  });
}

export async function applyTopUpAnswer(
  deps: EsimDeps,
  options: Settle & { result: EsimCallResult<TEsimVendorTopUp> },
): Promise<EsimTopUpOutcome> {
  const { result } = options;
  if (result.ok) return complete(deps, { ...options, answer: result.value });
  // At a lookup even TOPUP_NOT_FOUND is not final (the top-up may still be on its way): the job sends it again.
  if (result.kind === 'refused' && options.source !== 'lookup')
    return release(deps, { ...options, code: result.code, message: result.message });
  const message = result.message.slice(0, 500);
  if (options.topUp.lastError !== message)
    await updateEsimTopUp(deps.db, options.topUp.id, { lastError: message, updatedAt: deps.clock.now() });
  return { kind: 'pending' };
}
