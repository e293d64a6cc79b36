// GET …/esims/{esimId}/topup-products and POST …/esims/{esimId}/topups: more data on an issued eSIM, priced as the
// vendor's net plus each link's ESIM changeAmount, paid in two phases as an order (ledger key `esim-topup:<id>`).
import { randomUUID } from 'node:crypto';
import type { TEsimProduct, TEsimTopUpRequest, TEsimVendorPackage } from '@portal/contracts';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import { notFound } from '../../../platform/errors.js';
import { fieldError } from '../../../platform/field-error.js';
import { priceChanged, supplierRefused } from '../../bookings/booking-errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { esimAgencyContext, type EsimAgencyContext } from '../esim-agency.js';
import { callOptionsOf, ESIM_VENDOR, type EsimDeps } from '../esim-deps.js';
import { esimNotActionable, vendorValue } from '../esim-errors.js';
import { requireActionableEsimOrder, requireVisibleEsimOrder } from '../esim-scope.js';
import { priceProduct } from '../products/esim-pricing.js';
import { findEsimItem, findEsimTopUpByKey } from '../repository/esim-reads.js';
import type { EsimItemRow, EsimOrderRow, EsimTopUpRow } from '../repository/esim-rows.js';
import { insertEsimEvent, insertEsimTopUp, lockEsimItem, touchEsimTopUp } from '../repository/esim-writes.js';
import {
  esimSaleSplitOf,
  esimTopUpReference,
  esimTopUpClientRefOf,
  esimTopUpKeyOf,
  EsimRowMoved,
} from './esim-ledger.js';
import { applyTopUpAnswer } from './esim-topup-outcomes.js';

export type EsimTopUpInput = { orderId: string; itemId: string; idempotencyKey: string; body: TEsimTopUpRequest };
type Priced = {
  order: EsimOrderRow;
  item: EsimItemRow;
  context: EsimAgencyContext;
  entry: TEsimVendorPackage;
  product: TEsimProduct;
};

const TOP_UP_STATUSES: ReadonlySet<string> = new Set(['NOT_ACTIVE', 'ACTIVE', 'FINISHED']);
const fingerprintOf = (input: EsimTopUpInput) =>
  requestFingerprint({ orderId: input.orderId, itemId: input.itemId, ...input.body });

/** 202 while ORDERING, 200 once COMPLETED, the vendor's refusal once FAILED. */
function answerOf(topUp: EsimTopUpRow): 200 | 202 {
  if (topUp.status === 'ORDERING') return 202;
  if (topUp.status === 'FAILED') {
    const [code, ...rest] = (topUp.lastError ?? 'UNRECOGNISED').split(': ');
    throw supplierRefused(code ?? 'UNRECOGNISED', rest.join(': '));
  }
  return 200;
}

export function createEsimTopUpService(deps: EsimDeps) {
  const { db, clock } = deps;

  async function itemOf(order: EsimOrderRow, itemId: string): Promise<EsimItemRow> {
    const item = await findEsimItem(db, itemId);
    if (!item || item.orderId !== order.id) throw notFound();
    return item;
  }

  async function packagesFor(order: EsimOrderRow, item: EsimItemRow): Promise<TEsimVendorPackage[]> {
    const target = { account: order.supplierAccount, iccid: item.iccid };
    return vendorValue(await deps.esim.topUpPackages(ESIM_VENDOR, target, callOptionsOf(deps)));
  }

  async function products(
    caller: BookingCaller,
    options: { orderId: string; itemId: string },
  ): Promise<TEsimProduct[]> {
    const order = await requireVisibleEsimOrder(db, caller, options.orderId);
    const item = await itemOf(order, options.itemId);
    const context = await esimAgencyContext(db, order.agencyId);
    return (await packagesFor(order, item)).map((entry) => priceProduct(entry, context.topUpFees));
  }

  /** Before the PIN: a key already used answers (200/202); otherwise the top-up priced and checked (400/409). */
  async function plan(
    caller: BookingCaller,
    input: EsimTopUpInput,
  ): Promise<{ statusCode: 200 | 202 } | { priced: Priced }> {
    const order = await requireActionableEsimOrder(db, caller, input.orderId);
    const item = await itemOf(order, input.itemId);
    const used = await findEsimTopUpByKey(db, { agencyId: caller.agencyId, idempotencyKey: input.idempotencyKey });
    if (used) {
      refuseReusedKey({ key: input.idempotencyKey, stored: used.requestHash, fingerprint: fingerprintOf(input) });
      return { statusCode: answerOf(used) };
    }
    if (order.status !== 'COMPLETED') throw esimNotActionable(order.status, 'topUp');
    if (!TOP_UP_STATUSES.has(item.status) || item.refundPending) throw esimNotActionable(item.status, 'topUp');
    const entry = (await packagesFor(order, item)).find((candidate) => candidate.id === input.body.productId);
    if (!entry)
      throw fieldError('productId', 'esimUnknownProduct', { reason: 'unknownProduct', params: { field: 'productId' } });
    const context = await esimAgencyContext(db, caller.agencyId);
    const product = priceProduct(entry, context.topUpFees);
    if (product.unitPrice !== input.body.acceptedPrice)
      throw priceChanged(input.body.acceptedPrice, product.unitPrice, null);
    return { priced: { order, item, context, entry, product } };
  }

  async function start(
    caller: BookingCaller,
    input: EsimTopUpInput,
    priced: Priced,
  ): Promise<EsimTopUpRow | undefined> {
    const id = randomUUID();
    const ledgerKey = esimTopUpKeyOf(id);
    const pricing = {
      chainAgencyIds: priced.context.chainAgencyIds,
      lines: [{ packageId: priced.entry.id, supplierNet: priced.entry.netPrice, fees: [...priced.context.topUpFees] }],
    };
    const split = esimSaleSplitOf(pricing, priced.product.unitPrice);
    const reserve = await deps.ledger.prepareReserveSale({
      idempotencyKey: ledgerKey,
      reference: esimTopUpReference(id),
      description: `Giữ tiền nạp thêm dữ liệu eSIM ${priced.item.iccid} (${priced.entry.id})`,
      createdBy: caller.userId,
      payments: split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays })),
    });
    const at = clock.now();
    const { name, dataMb, validityDays } = priced.product;
    try {
      return await db.transaction(async (tx) => {
        // The eSIM locked and checked again: a refund starting at the same time waits, then sees this top-up.
        const item = await lockEsimItem(tx, priced.item.id);
        if (!item || !TOP_UP_STATUSES.has(item.status) || item.refundPending)
          throw esimNotActionable(item?.status ?? 'REFUNDED', 'topUp');
        const row = await insertEsimTopUp(tx, {
          id,
          orderId: priced.order.id,
          itemId: priced.item.id,
          agencyId: caller.agencyId,
          createdBy: caller.userId,
          clientRef: esimTopUpClientRefOf(id),
          idempotencyKey: input.idempotencyKey,
          requestHash: fingerprintOf(input),
          packageId: priced.entry.id,
          product: { name, dataMb, validityDays },
          pricing,
          supplierNet: priced.entry.netPrice,
          feeTotal: priced.product.chainFee,
          totalAmount: priced.product.unitPrice,
          ledgerKey,
          createdAt: at,
          updatedAt: at,
        });
        if (!row) throw new EsimRowMoved();
        await reserve(tx);
        await insertEsimEvent(tx, {
          orderId: priced.order.id,
          itemId: priced.item.id,
          actorUserId: caller.userId,
          action: 'topup-sent',
          idempotencyKey: input.idempotencyKey,
          requestHash: row.requestHash,
          details: { topUpId: id, packageId: priced.entry.id, amount: priced.product.unitPrice },
          at,
        });
        return row;
      });
    } catch (error) {
      if (error instanceof EsimRowMoved) return undefined;
      throw error;
    }
  }

  async function topUp(caller: BookingCaller, input: EsimTopUpInput, priced: Priced): Promise<200 | 202> {
    const started = await start(caller, input, priced);
    const byKey = () => findEsimTopUpByKey(db, { agencyId: caller.agencyId, idempotencyKey: input.idempotencyKey });
    if (!started) return answerOf((await byKey())!);
    await touchEsimTopUp(db, started.id, clock.now());
    const result = await deps.esim.topUp(
      ESIM_VENDOR,
      {
        account: priced.order.supplierAccount,
        iccid: priced.item.iccid,
        clientRef: started.clientRef,
        packageId: started.packageId,
        expectedNet: started.supplierNet,
      },
      callOptionsOf(deps),
    );
    const outcome = await applyTopUpAnswer(deps, {
      topUp: started,
      result,
      actorUserId: caller.userId,
      source: 'topup',
    });
    if (outcome.kind === 'failed' && outcome.code === 'PRICE_CHANGED') {
      const now = await products(caller, input).catch(() => []);
      const price = now.find((product) => product.id === started.packageId)?.unitPrice ?? input.body.acceptedPrice;
      throw priceChanged(input.body.acceptedPrice, price, null);
    }
    return answerOf((await byKey())!);
  }

  return { products, plan, topUp };
}

export type EsimTopUpService = ReturnType<typeof createEsimTopUpService>;
