// POST /api/esim/orders/{id}/esims/{esimId}/refund: an unused eSIM refunded whole (decision 087). The refund marked
// pending (with its clientRef and the request's key) in one transaction, the vendor asked outside any transaction,
// then the answer applied (esim-refund-outcomes.ts): 200 refunded, 409 esimInUse, 502 with the refund left pending for
// the reconciliation. The same key answers the same result; another eSIM or body under the key is 422.
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import { notFound } from '../../../platform/errors.js';
import { supplierUnavailable } from '../../bookings/booking-errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { callOptionsOf, ESIM_VENDOR, type EsimDeps } from '../esim-deps.js';
import { esimHasTopUp, esimNotActionable, vendorFailure } from '../esim-errors.js';
import { requireActionableEsimOrder } from '../esim-scope.js';
import { findEsimItem, findRefundKeyUse, hasLiveTopUp, lastRefundEvent } from '../repository/esim-reads.js';
import type { EsimItemRow, EsimOrderRow } from '../repository/esim-rows.js';
import { insertEsimEvent, lockEsimItem, updateEsimItem } from '../repository/esim-writes.js';
import { esimInUse } from '../esim-errors.js';
import { esimRefundClientRefOf } from './esim-ledger.js';
import { applyRefundAnswer } from './esim-refund-outcomes.js';

export type EsimRefundInput = { orderId: string; itemId: string; idempotencyKey: string };

const fingerprintOf = (input: EsimRefundInput) => requestFingerprint({ orderId: input.orderId, itemId: input.itemId });

export function createEsimRefundService(deps: EsimDeps) {
  const { db, clock } = deps;

  async function requireItem(order: EsimOrderRow, itemId: string): Promise<EsimItemRow> {
    const item = await findEsimItem(db, itemId);
    if (!item || item.orderId !== order.id) throw notFound();
    return item;
  }

  /** A request whose key already refunded (or tried) this eSIM: the result it had, with no new vendor call but a pending one's. */
  async function repeatAnswer(caller: BookingCaller, input: EsimRefundInput): Promise<'again' | 'done' | undefined> {
    const used = await findRefundKeyUse(db, { agencyId: caller.agencyId, idempotencyKey: input.idempotencyKey });
    if (!used) return undefined;
    const stored = used.itemId !== input.itemId ? 'another eSIM' : (used.requestHash ?? fingerprintOf(input));
    refuseReusedKey({ key: input.idempotencyKey, stored, fingerprint: fingerprintOf(input) });
    const item = await findEsimItem(db, input.itemId);
    if (item?.refundPending) return 'again';
    if (item?.status === 'REFUNDED') return 'done';
    if ((await lastRefundEvent(db, input.itemId))?.action === 'refund-refused') throw esimInUse();
    return 'done';
  }

  /** Phase one: NOT_ACTIVE with no refund pending → pending with its clientRef and a 'refund-sent' event (409 otherwise). */
  async function markPending(caller: BookingCaller, order: EsimOrderRow, input: EsimRefundInput): Promise<EsimItemRow> {
    return db.transaction(async (tx) => {
      const item = await lockEsimItem(tx, input.itemId);
      if (!item) throw notFound();
      if (item.refundPending) throw esimNotActionable(`${item.status}:pending`, 'refund');
      if (item.status !== 'NOT_ACTIVE') throw esimNotActionable(item.status, 'refund');
      // The eSIM's row is locked: a top-up starting now waits, then sees the refund pending (esim-topup.service.ts).
      if (await hasLiveTopUp(tx, item.id)) throw esimHasTopUp();
      const clientRef = esimRefundClientRefOf(item.id);
      const at = clock.now();
      const row = await updateEsimItem(tx, item.id, {
        refundPending: true,
        refundClientRef: clientRef,
        refundSentAt: at,
      });
      await insertEsimEvent(tx, {
        orderId: order.id,
        itemId: item.id,
        actorUserId: caller.userId,
        action: 'refund-sent',
        idempotencyKey: input.idempotencyKey,
        requestHash: fingerprintOf(input),
        details: { iccid: item.iccid, clientRef, amount: item.unitPrice },
        at,
      });
      return row!;
    });
  }

  /** A repeat of a pending refund sends it again: its lease renewed first, so the job does not take it meanwhile. */
  async function resendPending(order: EsimOrderRow, itemId: string): Promise<EsimItemRow> {
    const item = await requireItem(order, itemId);
    if (item.refundPending) await updateEsimItem(db, item.id, { refundSentAt: clock.now() });
    return item;
  }

  /** Whether the request has already been answered (then the route skips the PIN); throws the refusal it had. */
  async function isSettled(caller: BookingCaller, input: EsimRefundInput): Promise<boolean> {
    await requireActionableEsimOrder(db, caller, input.orderId);
    return (await repeatAnswer(caller, input)) === 'done';
  }

  async function refund(caller: BookingCaller, input: EsimRefundInput): Promise<void> {
    const order = await requireActionableEsimOrder(db, caller, input.orderId);
    await requireItem(order, input.itemId);
    const repeat = await repeatAnswer(caller, input);
    if (repeat === 'done') return;
    if (order.status !== 'COMPLETED' || !order.saleTransactionId) throw esimNotActionable(order.status, 'refund');
    const item =
      repeat === 'again' ? await resendPending(order, input.itemId) : await markPending(caller, order, input);
    const result = await deps.esim.refund(
      ESIM_VENDOR,
      { account: order.supplierAccount, iccid: item.iccid, clientRef: item.refundClientRef! },
      callOptionsOf(deps),
    );
    const outcome = await applyRefundAnswer(deps, {
      order,
      item,
      result,
      actorUserId: caller.userId,
      source: 'refund',
    });
    if (outcome === 'pending') throw supplierUnavailable(result.ok ? 'the refund is pending' : result.message);
    if (outcome === 'refused' && !result.ok) throw vendorFailure(result);
  }

  return { isSettled, refund };
}

export type EsimRefundService = ReturnType<typeof createEsimRefundService>;
