// What the vendor's answer about an ORDERING eSIM order means: issued → the sale posted along the chain, one row per
// eSIM, COMPLETED; a definite no → the money released, FAILED; no answer → left ORDERING with the money reserved.
// Every settlement locks the order and checks it is still ORDERING, so the request and the reconciliation settle it
// once; the ledger keys derive from the order, so a retried settlement replays instead of moving money twice.
import type { TEsimVendorOrder } from '@portal/contracts';
import type { EsimCallResult } from '../../suppliers/esim/esim-gateway.js';
import type { EsimDeps } from '../esim-deps.js';
import { findEsimOrder } from '../repository/esim-reads.js';
import { pricingOf, type EsimOrderRow, type EsimPricing, type EsimSaleLine } from '../repository/esim-rows.js';
import { insertEsimItems, lockEsimOrder, moveEsimOrder } from '../repository/esim-writes.js';
import { describeEsimOrder, esimSaleSplitOf, postKeyOf, releaseKeyOf } from './esim-ledger.js';

/** 'order': the request's call; 'lookup': the job's lookup by clientRef; 'resend': the job's order sent again. */
export type EsimAnswerSource = 'order' | 'lookup' | 'resend';

export type EsimOrderOutcome =
  | { kind: 'completed'; order: EsimOrderRow }
  | { kind: 'failed'; order: EsimOrderRow; code: string; message: string }
  | { kind: 'pending'; order: EsimOrderRow; message: string }
  | { kind: 'moved'; order: EsimOrderRow | undefined };

type Settle = { order: EsimOrderRow; actorUserId: string | null; source: EsimAnswerSource };

const moved = async (deps: EsimDeps, orderId: string): Promise<EsimOrderOutcome> => ({
  kind: 'moved',
  order: await findEsimOrder(deps.db, orderId),
});

/** Each eSIM's sale line, matched by package (lines consumed in order); undefined when the packages do not match. */
export function matchEsimSaleLines(
  pricing: EsimPricing,
  esims: readonly { packageId: string }[],
): EsimSaleLine[] | undefined {
  const left: (EsimSaleLine | undefined)[] = [...pricing.lines];
  if (esims.length !== left.length) return undefined;
  const matched: EsimSaleLine[] = [];
  for (const esim of esims) {
    const index = left.findIndex((line) => line?.packageId === esim.packageId);
    if (index < 0) return undefined;
    matched.push(left[index]!);
    left[index] = undefined;
  }
  return matched;
}

async function complete(
  deps: EsimDeps,
  options: Settle & { answer: TEsimVendorOrder; lines: EsimSaleLine[] },
): Promise<EsimOrderOutcome> {
  const { order, answer, actorUserId } = options;
  const pricing = pricingOf(order);
  const split = esimSaleSplitOf(pricing, order.totalAmount);
  const write = await deps.ledger.preparePostSale({
    idempotencyKey: postKeyOf(order.orderKey),
    reserveKey: order.orderKey,
    type: 'S',
    legs: split.legs,
    description: `Bán eSIM ${answer.orderCode}: ${describeEsimOrder(order)}`,
    createdBy: actorUserId,
  });
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockEsimOrder(tx, order.id);
    if (current?.status !== 'ORDERING') return undefined;
    const posted = await write(tx);
    const at = deps.clock.now();
    await insertEsimItems(
      tx,
      answer.esims.map((esim, position) => {
        const line = options.lines[position]!;
        return {
          orderId: order.id,
          position,
          iccid: esim.iccid,
          packageId: esim.packageId,
          smdpAddress: esim.smdpAddress,
          matchingId: esim.matchingId,
          lpa: esim.lpa,
          apn: esim.apn,
          status: esim.status,
          statusReadAt: at,
          unitNet: line.supplierNet,
          unitPrice: line.supplierNet + line.fees.reduce((sum, fee) => sum + fee, 0),
          fees: line.fees,
        };
      }),
    );
    return moveEsimOrder(tx, {
      orderId: order.id,
      from: ['ORDERING'],
      to: 'COMPLETED',
      set: { orderCode: answer.orderCode, saleTransactionId: posted.transactionId, completedAt: at, lastError: null },
      event: {
        actorUserId,
        action: options.source === 'order' ? 'completed' : 'reconciled',
        details: { orderCode: answer.orderCode, transactionId: posted.transactionId, esims: answer.esims.length },
        at,
      },
    });
  });
  return row ? { kind: 'completed', order: row } : moved(deps, order.id);
}

async function release(deps: EsimDeps, options: Settle & { code: string; message: string }): Promise<EsimOrderOutcome> {
  const { order, actorUserId, code, message } = options;
  const write = await deps.ledger.prepareReleaseSale({
    idempotencyKey: releaseKeyOf(order.orderKey),
    reserveKey: order.orderKey,
  });
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockEsimOrder(tx, order.id);
    if (current?.status !== 'ORDERING') return undefined;
    await write(tx);
    return moveEsimOrder(tx, {
      orderId: order.id,
      from: ['ORDERING'],
      to: 'FAILED',
      set: { lastError: `${code}: ${message}`.slice(0, 500) },
      event: {
        actorUserId,
        action: options.source === 'order' ? 'failed' : 'reconciled',
        details: { vendorCode: code, message, released: true },
        at: deps.clock.now(),
      },
    });
  });
  return row ? { kind: 'failed', order: row, code, message } : moved(deps, order.id);
}

/** No answer: the money stays reserved; the message noted (by the job only when it is new). */
async function notePending(deps: EsimDeps, options: Settle & { message: string }): Promise<EsimOrderOutcome> {
  const { order, message } = options;
  if (options.source === 'lookup' && order.lastError === message) return { kind: 'pending', order, message };
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockEsimOrder(tx, order.id);
    if (current?.status !== 'ORDERING') return undefined;
    return moveEsimOrder(tx, {
      orderId: order.id,
      from: ['ORDERING'],
      to: 'ORDERING',
      set: { lastError: message.slice(0, 500) },
      event: {
        actorUserId: options.actorUserId,
        action: options.source === 'order' ? 'order-unknown' : 'reconcile-unknown',
        details: { message },
        at: deps.clock.now(),
      },
    });
  });
  return row ? { kind: 'pending', order: row, message } : moved(deps, order.id);
}

/** Applies the vendor's answer to the order call (source 'order') or to its lookup by clientRef ('lookup'). */
export async function applyOrderAnswer(
  deps: EsimDeps,
  options: Settle & { result: EsimCallResult<TEsimVendorOrder> },
): Promise<EsimOrderOutcome> {
  const { result, source } = options;
  if (result.ok) {
    const lines = matchEsimSaleLines(pricingOf(options.order), result.value.esims);
    if (lines) return complete(deps, { ...options, answer: result.value, lines });
    const packages = result.value.esims.map((esim) => esim.packageId).join(', ');
    return notePending(deps, { ...options, message: `the vendor's eSIMs do not match the order: ${packages}` });
  }
  if (result.kind === 'unknown') return notePending(deps, { ...options, message: result.message });
  // Refused at the order (or at the job's resend): nothing happened at the vendor (it is all-or-nothing). At a lookup
  // even ORDER_NOT_FOUND is not final (the order may still be on its way): the job sends it again instead.
  if (source !== 'lookup') return release(deps, { ...options, code: result.code, message: result.message });
  return notePending(deps, { ...options, message: result.message });
}
