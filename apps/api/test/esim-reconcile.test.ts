// eSIM orders whose vendor answer is lost: 202 ORDERING with the money reserved, then the reconciliation looks the
// order up by its clientRef — found → COMPLETED once (the sale posted once); never received → sent again with the
// same clientRef and settled on that answer (refused → released, FAILED). Calls still in flight are never released.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEsimProduct } from '@portal/contracts';
import type { EsimRefusal } from '../src/modules/suppliers/esim/esim-gateway.js';
import type { SupplierUnknownOutcome } from '../src/modules/suppliers/supplier-gateway.js';
import { expectLedgerInvariants } from './support/booking-money.js';
import {
  closeEsimApp,
  errorOf,
  jsonOf,
  CUSTOMER,
  esimChain,
  esimLedgerOf,
  movedSince,
  newKey,
  orderOf,
  productsFor,
  runEsimJob,
  startEsimApp,
  twoPackages,
  type EsimApp,
} from './support/esim.js';

const lost: SupplierUnknownOutcome = { ok: false, kind: 'unknown', reason: 'timeout', message: 'no answer (test)' };
const refused: EsimRefusal = { ok: false, kind: 'refused', code: 'PACKAGE_NOT_FOUND', httpStatus: 404, message: 'no' };
type Mode = 'pass' | 'lose-answer' | 'never-sent' | 'refuse' | 'job-first' | 'swap' | 'bogus' | 'price-changed';
/** What the wrapped gateway does with the next orders, one mode per call (then 'pass'): job-first runs the job (5 s on)
 * while the order is on its way, before the vendor has it. */
const modes: Mode[] = [];
const mode = {
  set next(value: Mode) {
    modes.push(value);
  },
};
/** The same for the next refund and top-up: lose the vendor's answer once (or never send it). */
const loseNext = { refund: false, topUp: false, neverSendRefund: false, neverSendTopUp: false };
/** Run (once) while the next refund is on its way, before the vendor has it. */
const duringRefund: { run?: () => Promise<void> } = {};
/** Run (once) while the next top-up's packages are read (after the top-up's first checks, before its phase one). */
const duringTopUpPackages: { run?: () => Promise<void> } = {};

let app: EsimApp;
let chain: Awaited<ReturnType<typeof esimChain>>;

beforeAll(async () => {
  app = await startEsimApp({
    config: { supplierDeadlineMs: 1_000 },
    wrapEsim: (real) => ({
      ...real,
      order: async (system, request, options) => {
        const now = modes.shift() ?? 'pass';
        if (now === 'never-sent') return lost;
        if (now === 'refuse') return refused;
        if (now === 'price-changed') return { ...refused, code: 'PRICE_CHANGED', httpStatus: 409 };
        if (now === 'job-first') {
          app.ctx.clock.advance(5_000);
          await runEsimJob(app);
        }
        const answer = await real.order(system, request, options);
        if (!answer.ok || (now !== 'swap' && now !== 'bogus')) return now === 'lose-answer' ? lost : answer;
        // The vendor's eSIMs in another order than the lines (swap), or one of a package not ordered (bogus).
        const esims = now === 'swap' ? [...answer.value.esims].reverse() : answer.value.esims;
        if (now === 'bogus') esims[0] = { ...esims[0]!, packageId: 'not-ordered' };
        return { ok: true, value: { ...answer.value, esims } };
      },
      topUpPackages: async (system, target, options) => {
        const run = duringTopUpPackages.run;
        duringTopUpPackages.run = undefined;
        await run?.();
        return real.topUpPackages(system, target, options);
      },
      refund: async (system, request, options) => {
        const run = duringRefund.run;
        duringRefund.run = undefined;
        await run?.();
        if (loseNext.neverSendRefund) {
          loseNext.neverSendRefund = false;
          return lost;
        }
        const answer = await real.refund(system, request, options);
        if (!loseNext.refund) return answer;
        loseNext.refund = false;
        return lost;
      },
      topUp: async (system, request, options) => {
        if (loseNext.neverSendTopUp) {
          loseNext.neverSendTopUp = false;
          return lost;
        }
        const answer = await real.topUp(system, request, options);
        if (!loseNext.topUp) return answer;
        loseNext.topUp = false;
        return lost;
      },
    }),
  });
  chain = await esimChain(app.ctx, { f1Fee: 5_000, f2Fee: 7_000 });
});
afterAll(() => closeEsimApp(app));

async function orderOne() {
  const [cheap] = twoPackages(await productsFor(app, chain.agent));
  const body = {
    lines: [{ productId: cheap.id, quantity: 2 }],
    customer: CUSTOMER,
    acceptedTotal: 2 * cheap.unitPrice,
  };
  return orderOf(await app.api.order(chain.agent, body), 202);
}

describe('eSIM reconciliation', () => {
  it('a lost answer is 202 ORDERING with the money reserved; the job completes it once', async () => {
    const before = await movedSince(app.ctx, chain, chain.f3);
    mode.next = 'lose-answer';
    const pending = await orderOne();
    expect(pending).toMatchObject({ status: 'ORDERING', esims: [] });
    const reserved = await movedSince(app.ctx, chain, chain.f3);
    expect(reserved.reserved - before.reserved).toBe(pending.totalAmount);
    // Inside the lease nothing is claimed.
    await runEsimJob(app);
    expect(orderOf(await app.api.get(chain.agent, pending.id)).status).toBe('ORDERING');
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    const done = orderOf(await app.api.get(chain.agent, pending.id));
    expect(done.status).toBe('COMPLETED');
    expect(done.esims).toHaveLength(2);
    const after = await movedSince(app.ctx, chain, chain.f3);
    expect(after.balance - before.balance).toBe(-pending.totalAmount);
    expect(after.reserved - before.reserved).toBe(0);
    expect((await esimLedgerOf(app.ctx, pending.id)).transactions).toHaveLength(1);
    await expectLedgerInvariants(app.ctx);
  });

  it('an order the vendor never received is sent again by the job (same clientRef) and completed once', async () => {
    const before = await movedSince(app.ctx, chain, chain.f3);
    mode.next = 'never-sent';
    const pending = await orderOne();
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    await runEsimJob(app);
    const done = orderOf(await app.api.get(chain.agent, pending.id));
    expect(done).toMatchObject({ status: 'COMPLETED' });
    expect(done.esims).toHaveLength(2);
    const after = await movedSince(app.ctx, chain, chain.f3);
    expect(after.balance - before.balance).toBe(-pending.totalAmount);
    expect(after.reserved - before.reserved).toBe(0);
    expect((await esimLedgerOf(app.ctx, pending.id)).transactions).toHaveLength(1);
    await expectLedgerInvariants(app.ctx);
  });

  it('an order never received and refused when sent again is released: FAILED, the deposits as before', async () => {
    const before = await movedSince(app.ctx, chain, chain.f3);
    mode.next = 'never-sent';
    mode.next = 'refuse';
    const pending = await orderOne();
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    const failed = orderOf(await app.api.get(chain.agent, pending.id));
    expect(failed.status).toBe('FAILED');
    expect(failed.lastError).toContain('PACKAGE_NOT_FOUND');
    expect(await movedSince(app.ctx, chain, chain.f3)).toEqual(before);
    expect((await esimLedgerOf(app.ctx, pending.id)).transactions).toEqual([]);
    await expectLedgerInvariants(app.ctx);
  });

  it('a refund whose answer is lost is 502 with the refund pending; the job refunds it once', async () => {
    const [cheap] = twoPackages(await productsFor(app, chain.agent));
    const body = { lines: [{ productId: cheap.id, quantity: 1 }], customer: CUSTOMER, acceptedTotal: cheap.unitPrice };
    const order = orderOf(await app.api.order(chain.agent, body));
    const before = await movedSince(app.ctx, chain, chain.f3);
    loseNext.refund = true;
    const target = { orderId: order.id, esimId: order.esims[0]!.id };
    errorOf(await app.api.refund(chain.agent, target), 502);
    const pending = orderOf(await app.api.get(chain.agent, order.id));
    expect(pending.esims[0]).toMatchObject({ refundPending: true, status: 'NOT_ACTIVE', allowedActions: [] });
    expect(await movedSince(app.ctx, chain, chain.f3)).toEqual(before);
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    await runEsimJob(app);
    const done = orderOf(await app.api.get(chain.agent, order.id));
    expect(done).toMatchObject({ status: 'REFUNDED', refundedAmount: order.totalAmount });
    expect(done.esims[0]).toMatchObject({ status: 'REFUNDED', refundPending: false, refundAmount: order.totalAmount });
    const after = await movedSince(app.ctx, chain, chain.f3);
    expect(after.balance - before.balance).toBe(order.totalAmount);
    await expectLedgerInvariants(app.ctx);
  });

  it('a top-up whose answer is lost is 202; the job completes it and raises topUpAmount once', async () => {
    const [cheap] = twoPackages(await productsFor(app, chain.agent));
    const body = { lines: [{ productId: cheap.id, quantity: 1 }], customer: CUSTOMER, acceptedTotal: cheap.unitPrice };
    const order = orderOf(await app.api.order(chain.agent, body));
    const target = { orderId: order.id, esimId: order.esims[0]!.id };
    const products = jsonOf<{ products: TEsimProduct[] }>(
      await app.api.topUpProducts(chain.agent, order.id, target.esimId),
    ).products;
    const before = await movedSince(app.ctx, chain, chain.f3);
    loseNext.topUp = true;
    const sent = orderOf(
      await app.api.topUp(chain.agent, target, { productId: products[0]!.id, acceptedPrice: products[0]!.unitPrice }),
      202,
    );
    expect(sent.esims[0]!.topUps).toMatchObject([{ status: 'ORDERING' }]);
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    await runEsimJob(app);
    const done = orderOf(await app.api.get(chain.agent, order.id));
    expect(done.topUpAmount).toBe(products[0]!.unitPrice);
    expect(done.esims[0]!.topUps).toMatchObject([{ status: 'COMPLETED' }]);
    const after = await movedSince(app.ctx, chain, chain.f3);
    expect(after.balance - before.balance).toBe(-products[0]!.unitPrice);
    expect(after.reserved - before.reserved).toBe(0);
    await expectLedgerInvariants(app.ctx);
  });
});

describe('eSIM reconciliation while the call is on its way', () => {
  it('an order the job finds missing while it is on its way is completed once, never released', async () => {
    const before = await movedSince(app.ctx, chain, chain.f3);
    mode.next = 'job-first';
    const [cheap] = twoPackages(await productsFor(app, chain.agent));
    const body = { lines: [{ productId: cheap.id, quantity: 1 }], customer: CUSTOMER, acceptedTotal: cheap.unitPrice };
    const order = orderOf(await app.api.order(chain.agent, body));
    expect(order).toMatchObject({ status: 'COMPLETED', totalAmount: cheap.unitPrice });
    const after = await movedSince(app.ctx, chain, chain.f3);
    expect(after.balance - before.balance).toBe(-cheap.unitPrice);
    expect(after.reserved - before.reserved).toBe(0);
    expect((await esimLedgerOf(app.ctx, order.id)).transactions).toHaveLength(1);
    await expectLedgerInvariants(app.ctx);
  });

  async function orderCheap() {
    const [cheap] = twoPackages(await productsFor(app, chain.agent));
    const body = { lines: [{ productId: cheap.id, quantity: 1 }], customer: CUSTOMER, acceptedTotal: cheap.unitPrice };
    const order = orderOf(await app.api.order(chain.agent, body));
    return { order, target: { orderId: order.id, esimId: order.esims[0]!.id } };
  }

  it('a refund on its way is not claimed by the job (its own lease): the buyer is credited once', async () => {
    const { order, target } = await orderCheap();
    app.ctx.clock.advance(5_000);
    const before = await movedSince(app.ctx, chain, chain.f3);
    duringRefund.run = async () => void (await runEsimJob(app));
    const done = orderOf(await app.api.refund(chain.agent, target));
    expect(done.esims[0]).toMatchObject({ status: 'REFUNDED', refundPending: false });
    const after = await movedSince(app.ctx, chain, chain.f3);
    expect(after.balance - before.balance).toBe(order.totalAmount);
    await expectLedgerInvariants(app.ctx);
  });

  it('a refund the vendor never received is sent again by the job (same clientRef) and credited once', async () => {
    const { order, target } = await orderCheap();
    const before = await movedSince(app.ctx, chain, chain.f3);
    loseNext.neverSendRefund = true;
    errorOf(await app.api.refund(chain.agent, target), 502);
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    await runEsimJob(app);
    const done = orderOf(await app.api.get(chain.agent, order.id));
    expect(done.esims[0]).toMatchObject({ status: 'REFUNDED', refundPending: false });
    expect((await movedSince(app.ctx, chain, chain.f3)).balance - before.balance).toBe(order.totalAmount);
    await expectLedgerInvariants(app.ctx);
  });

  it('a usage read while the refund is unsettled stores nothing over it (no 500); the job then refunds it', async () => {
    const { order, target } = await orderCheap();
    loseNext.refund = true;
    errorOf(await app.api.refund(chain.agent, target), 502);
    const usage = await app.api.usage(chain.agent, order.id, target.esimId);
    expect(usage.statusCode, usage.body).toBe(200);
    expect(jsonOf<{ status: string }>(usage).status).toBe('NOT_ACTIVE');
    const pending = orderOf(await app.api.get(chain.agent, order.id));
    expect(pending.esims[0]).toMatchObject({ status: 'NOT_ACTIVE', refundPending: true });
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    const done = orderOf(await app.api.get(chain.agent, order.id));
    expect(done.esims[0]).toMatchObject({ status: 'REFUNDED', refundPending: false });
    await expectLedgerInvariants(app.ctx);
  });

  it('a top-up the vendor never received is sent again by the job and completed once', async () => {
    const { order, target } = await orderCheap();
    const products = jsonOf<{ products: TEsimProduct[] }>(
      await app.api.topUpProducts(chain.agent, order.id, target.esimId),
    ).products;
    const before = await movedSince(app.ctx, chain, chain.f3);
    loseNext.neverSendTopUp = true;
    const body = { productId: products[0]!.id, acceptedPrice: products[0]!.unitPrice };
    orderOf(await app.api.topUp(chain.agent, target, body), 202);
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    const done = orderOf(await app.api.get(chain.agent, order.id));
    expect(done.esims[0]!.topUps).toMatchObject([{ status: 'COMPLETED' }]);
    expect((await movedSince(app.ctx, chain, chain.f3)).balance - before.balance).toBe(-products[0]!.unitPrice);
    await expectLedgerInvariants(app.ctx);
  });
});

describe('eSIMs matched to their sale lines by package', () => {
  async function orderTwo() {
    const [cheap, dear] = twoPackages(await productsFor(app, chain.agent));
    const lines = [
      { productId: cheap.id, quantity: 1 },
      { productId: dear.id, quantity: 1 },
    ];
    const body = { lines, customer: CUSTOMER, acceptedTotal: cheap.unitPrice + dear.unitPrice };
    return { cheap, dear, response: await app.api.order(chain.agent, body) };
  }

  it('eSIMs answered in another order than the lines each get the sale line of their own package', async () => {
    mode.next = 'swap';
    const { cheap, dear, response } = await orderTwo();
    const order = orderOf(response);
    expect(order.status).toBe('COMPLETED');
    const priceOf = new Map([
      [cheap.id, cheap.unitPrice],
      [dear.id, dear.unitPrice],
    ]);
    expect(order.esims.map((esim) => esim.productId)).toEqual([dear.id, cheap.id]);
    for (const esim of order.esims) expect(esim.unitPrice).toBe(priceOf.get(esim.productId));
    await expectLedgerInvariants(app.ctx);
  });

  it('an eSIM of a package not ordered leaves the order pending with the reason, nothing posted', async () => {
    const before = await movedSince(app.ctx, chain, chain.f3);
    mode.next = 'bogus';
    const { cheap, dear, response } = await orderTwo();
    const pending = orderOf(response, 202);
    expect(pending).toMatchObject({ status: 'ORDERING', esims: [] });
    expect(pending.lastError).toContain('not-ordered');
    const now = await movedSince(app.ctx, chain, chain.f3);
    expect(now.balance).toBe(before.balance);
    expect(now.reserved - before.reserved).toBe(cheap.unitPrice + dear.unitPrice);
    expect((await esimLedgerOf(app.ctx, pending.id)).transactions).toEqual([]);
  });
});

describe('a key whose order the vendor refused for its price', () => {
  it('answers 409 priceChanged again when repeated (not supplierRefused), nothing moved', async () => {
    const before = await movedSince(app.ctx, chain, chain.f3);
    const [cheap] = twoPackages(await productsFor(app, chain.agent));
    const body = { lines: [{ productId: cheap.id, quantity: 1 }], customer: CUSTOMER, acceptedTotal: cheap.unitPrice };
    const key = newKey();
    mode.next = 'price-changed';
    expect(errorOf(await app.api.order(chain.agent, body, key), 409).details).toMatchObject({ reason: 'priceChanged' });
    expect(errorOf(await app.api.order(chain.agent, body, key), 409).details).toMatchObject({ reason: 'priceChanged' });
    expect(await movedSince(app.ctx, chain, chain.f3)).toEqual(before);
  });
});

describe('a top-up and a refund of the same eSIM at once', () => {
  it('the refund that wins is not followed by the top-up: 409, the top-up never paid', async () => {
    const [cheap] = twoPackages(await productsFor(app, chain.agent));
    const body = { lines: [{ productId: cheap.id, quantity: 1 }], customer: CUSTOMER, acceptedTotal: cheap.unitPrice };
    const order = orderOf(await app.api.order(chain.agent, body));
    const target = { orderId: order.id, esimId: order.esims[0]!.id };
    const products = jsonOf<{ products: TEsimProduct[] }>(
      await app.api.topUpProducts(chain.agent, order.id, target.esimId),
    ).products;
    duringTopUpPackages.run = async () => void orderOf(await app.api.refund(chain.agent, target));
    const before = await movedSince(app.ctx, chain, chain.f3);
    const pick = { productId: products[0]!.id, acceptedPrice: products[0]!.unitPrice };
    errorOf(await app.api.topUp(chain.agent, target, pick), 409);
    const read = orderOf(await app.api.get(chain.agent, order.id));
    expect(read.esims[0]).toMatchObject({ status: 'REFUNDED', topUps: [] });
    const after = await movedSince(app.ctx, chain, chain.f3);
    expect(after.balance - before.balance).toBe(order.totalAmount);
    expect(after.reserved).toBe(before.reserved);
    await expectLedgerInvariants(app.ctx);
  });
});
