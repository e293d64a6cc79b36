// POST /api/esim/orders: paying a cart of eSIMs from the deposit in two phases (as trains' issue): the ORDERING row and
// every deposit of the chain reserved in one transaction, the vendor's order outside any transaction (clientRef from
// the order id), then the sale posted with the eSIMs (COMPLETED), the money released (FAILED), or left for the
// reconciliation (202 ORDERING). The Idempotency-Key is the agency's: same key and body answer the same order.
import { randomUUID } from 'node:crypto';
import type { TEsimOrderRequest } from '@portal/contracts';
import { toAirlineName } from '@portal/domain';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import { priceChanged, supplierRefused } from '../../bookings/booking-errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { esimAgencyContext } from '../esim-agency.js';
import { callOptionsOf, ESIM_VENDOR, type EsimDeps } from '../esim-deps.js';
import type { EsimCatalogue } from '../products/esim-catalogue.js';
import { findEsimOrderByKey } from '../repository/esim-reads.js';
import type { EsimOrderRow } from '../repository/esim-rows.js';
import { insertEsimEvent, insertEsimOrder, touchEsimOrder } from '../repository/esim-writes.js';
import {
  describeEsimOrder,
  esimOrderClientRefOf,
  esimOrderKeyOf,
  esimReference,
  esimSaleSplitOf,
  EsimRowMoved,
} from './esim-ledger.js';
import { applyOrderAnswer } from './esim-order-outcomes.js';
import { priceCart, type PricedCart } from './esim-order-pricing.js';

export type EsimOrderInput = { idempotencyKey: string; body: TEsimOrderRequest & { acceptedTotal: number } };
/** 200 once COMPLETED; 202 while the vendor's answer is not known (ORDERING: poll the order). */
export type EsimOrderAnswer = { statusCode: 200 | 202; orderId: string };
export type EsimOrderPlan = { kind: 'settled'; answer: EsimOrderAnswer } | { kind: 'priced'; cart: PricedCart };

const fingerprintOf = (input: EsimOrderInput) => requestFingerprint(input.body);

/** What an order already made answers: 202 ORDERING, 200 COMPLETED or REFUNDED, the vendor's refusal for FAILED. */
export function answerOfOrder(order: EsimOrderRow): EsimOrderAnswer {
  if (order.status === 'ORDERING') return { statusCode: 202, orderId: order.id };
  if (order.status === 'FAILED') {
    const [code, ...rest] = (order.lastError ?? 'UNRECOGNISED').split(': ');
    throw supplierRefused(code ?? 'UNRECOGNISED', rest.join(': '));
  }
  return { statusCode: 200, orderId: order.id };
}

export function createEsimOrderService(deps: EsimDeps & { catalogue: EsimCatalogue }) {
  const { db, clock } = deps;

  async function existingAnswer(caller: BookingCaller, input: EsimOrderInput): Promise<EsimOrderAnswer | undefined> {
    const existing = await findEsimOrderByKey(db, { agencyId: caller.agencyId, idempotencyKey: input.idempotencyKey });
    if (!existing) return undefined;
    refuseReusedKey({ key: input.idempotencyKey, stored: existing.requestHash, fingerprint: fingerprintOf(input) });
    if (existing.status === 'FAILED' && existing.lastError?.startsWith('PRICE_CHANGED'))
      throw priceChanged(input.body.acceptedTotal, await currentTotal(caller, input), null);
    return answerOfOrder(existing);
  }

  /** Before the PIN: a key already used answers as it is; otherwise the cart priced (400 / 409 priceChanged). */
  async function plan(caller: BookingCaller, input: EsimOrderInput): Promise<EsimOrderPlan> {
    const answer = await existingAnswer(caller, input);
    if (answer) return { kind: 'settled', answer };
    const context = await esimAgencyContext(db, caller.agencyId);
    const { byId } = await deps.catalogue.packagesOf(context.account);
    const cart = priceCart(input.body, { context, byId });
    if (cart.totalAmount !== input.body.acceptedTotal)
      throw priceChanged(input.body.acceptedTotal, cart.totalAmount, null);
    return { kind: 'priced', cart };
  }

  /** Phase one: the ORDERING row and the chain's reservations at once (422 when a deposit cannot pay: nothing written). */
  async function start(
    caller: BookingCaller,
    input: EsimOrderInput,
    cart: PricedCart,
  ): Promise<EsimOrderRow | undefined> {
    const orderId = randomUUID();
    const orderKey = esimOrderKeyOf(orderId);
    const { body } = input;
    const described = describeEsimOrder({ lines: cart.lines, customer: body.customer });
    const split = esimSaleSplitOf(cart.pricing, cart.totalAmount);
    const reserve = await deps.ledger.prepareReserveSale({
      idempotencyKey: orderKey,
      reference: esimReference(orderId),
      description: `Giữ tiền mua ${described}`,
      createdBy: caller.userId,
      payments: split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays })),
    });
    const at = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const row = await insertEsimOrder(tx, {
          id: orderId,
          agencyId: caller.agencyId,
          agencyPath: [...cart.context.chainAgencyIds].reverse(),
          createdBy: caller.userId,
          system: ESIM_VENDOR,
          supplierAccount: cart.context.account,
          clientRef: esimOrderClientRefOf(orderId),
          idempotencyKey: input.idempotencyKey,
          requestHash: fingerprintOf(input),
          customer: body.customer,
          searchText: toAirlineName([body.customer.fullName, body.customer.email, body.customer.mobile].join(' ')),
          lines: cart.lines,
          pricing: cart.pricing,
          supplierNet: cart.supplierNet,
          feeTotal: cart.feeTotal,
          totalAmount: cart.totalAmount,
          orderKey,
          createdAt: at,
          updatedAt: at,
        });
        if (!row) throw new EsimRowMoved();
        const reserved = await reserve(tx);
        await insertEsimEvent(tx, {
          orderId,
          actorUserId: caller.userId,
          action: 'order-sent',
          toStatus: 'ORDERING',
          idempotencyKey: input.idempotencyKey,
          requestHash: row.requestHash,
          details: { orderKey, amount: cart.totalAmount, reservations: reserved.reservations },
          at,
        });
        return row;
      });
    } catch (error) {
      if (error instanceof EsimRowMoved) return undefined;
      throw error;
    }
  }

  /** Places the order; a racing request with the same key answers the order the other placed. */
  async function order(caller: BookingCaller, input: EsimOrderInput, cart: PricedCart): Promise<EsimOrderAnswer> {
    const started = await start(caller, input, cart);
    if (!started) return (await existingAnswer(caller, input))!;
    await touchEsimOrder(db, started.id, clock.now());
    const result = await deps.esim.order(
      ESIM_VENDOR,
      {
        account: started.supplierAccount,
        clientRef: started.clientRef,
        lines: input.body.lines.map((line) => ({ packageId: line.productId, quantity: line.quantity })),
        expectedNet: started.supplierNet,
      },
      callOptionsOf(deps),
    );
    const outcome = await applyOrderAnswer(deps, {
      order: started,
      result,
      source: 'order',
      actorUserId: caller.userId,
    });
    if (outcome.kind === 'failed' && outcome.code === 'PRICE_CHANGED') {
      deps.catalogue.forget(started.supplierAccount);
      throw priceChanged(input.body.acceptedTotal, await currentTotal(caller, input), null);
    }
    if (outcome.kind === 'moved' && !outcome.order) return { statusCode: 202, orderId: started.id };
    return answerOfOrder(outcome.order!);
  }

  /** The cart's total at the vendor's new prices (the accepted one when it cannot be priced now). */
  async function currentTotal(caller: BookingCaller, input: EsimOrderInput): Promise<number> {
    try {
      const context = await esimAgencyContext(db, caller.agencyId);
      const { byId } = await deps.catalogue.packagesOf(context.account);
      return priceCart(input.body, { context, byId }).totalAmount;
    } catch {
      return input.body.acceptedTotal;
    }
  }

  return { plan, order };
}

export type EsimOrderService = ReturnType<typeof createEsimOrderService>;
