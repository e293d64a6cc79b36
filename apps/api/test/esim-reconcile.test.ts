// eSIM orders whose vendor answer is lost: 202 ORDERING with the money reserved, then the reconciliation looks the
// order up by its clientRef — found → COMPLETED once (the sale posted once); never received → released, FAILED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEsimProduct } from '@portal/contracts';
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
  orderOf,
  productsFor,
  runEsimJob,
  startEsimApp,
  twoPackages,
  type EsimApp,
} from './support/esim.js';

const lost: SupplierUnknownOutcome = { ok: false, kind: 'unknown', reason: 'timeout', message: 'no answer (test)' };
/** What the wrapped gateway does with the next order: pass it, send it and lose the answer, or never send it. */
const mode: { next: 'pass' | 'lose-answer' | 'never-sent' } = { next: 'pass' };
/** The same for the next refund and top-up: lose the vendor's answer once. */
const loseNext = { refund: false, topUp: false };

let app: EsimApp;
let chain: Awaited<ReturnType<typeof esimChain>>;

beforeAll(async () => {
  app = await startEsimApp({
    config: { supplierDeadlineMs: 1_000 },
    wrapEsim: (real) => ({
      ...real,
      order: async (system, request, options) => {
        const now = mode.next;
        mode.next = 'pass';
        if (now === 'never-sent') return lost;
        const answer = await real.order(system, request, options);
        return now === 'lose-answer' ? lost : answer;
      },
      refund: async (system, request, options) => {
        const answer = await real.refund(system, request, options);
        if (!loseNext.refund) return answer;
        loseNext.refund = false;
        return lost;
      },
      topUp: async (system, request, options) => {
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

  it('an order the vendor never received is released by the job: FAILED, the deposits as before', async () => {
    const before = await movedSince(app.ctx, chain, chain.f3);
    mode.next = 'never-sent';
    const pending = await orderOne();
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    const failed = orderOf(await app.api.get(chain.agent, pending.id));
    expect(failed.status).toBe('FAILED');
    expect(failed.lastError).toContain('ORDER_NOT_FOUND');
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
