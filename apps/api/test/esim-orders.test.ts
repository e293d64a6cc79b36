// eSIM orders (issue 17): a cart of two lines paid from the deposits of the whole chain in two phases and answered
// with one eSIM per unit; priceChanged, an unknown product, a deposit that cannot pay, the Idempotency-Key, the PIN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TEsimProduct } from '@portal/contracts';
import { expectLedgerInvariants } from './support/booking-money.js';
import { TEST_PASSWORD } from './support/test-context.js';
import {
  closeEsimApp,
  errorOf,
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

const F1_FEE = 10_000;
const F2_FEE = 25_000;
let app: EsimApp;
let chain: Awaited<ReturnType<typeof esimChain>>;
let first: TEsimProduct;
let second: TEsimProduct;

beforeAll(async () => {
  app = await startEsimApp();
  chain = await esimChain(app.ctx, { f1Fee: F1_FEE, f2Fee: F2_FEE });
  [first, second] = twoPackages(await productsFor(app, chain.agent));
});
afterAll(() => closeEsimApp(app));

const cart = (overrides: Record<string, unknown> = {}) => ({
  lines: [
    { productId: first.id, quantity: 2 },
    { productId: second.id, quantity: 1 },
  ],
  customer: CUSTOMER,
  acceptedTotal: 2 * first.unitPrice + second.unitPrice,
  ...overrides,
});

describe('POST /api/esim/orders', () => {
  it('pays a cart of two lines (2 + 1): COMPLETED with one eSIM per unit, every deposit moved by its share', async () => {
    const before = {
      f1: await movedSince(app.ctx, chain, chain.f1),
      f2: await movedSince(app.ctx, chain, chain.f2),
      f3: await movedSince(app.ctx, chain, chain.f3),
    };
    const order = orderOf(await app.api.order(chain.agent, cart()));
    expect(order.status).toBe('COMPLETED');
    expect(order.orderCode).toBeTruthy();
    expect(order.esims.map((esim) => esim.productId)).toEqual([first.id, first.id, second.id]);
    expect(new Set(order.esims.map((esim) => esim.iccid)).size).toBe(3);
    for (const esim of order.esims) {
      expect(esim.lpa).toBe(`LPA:1$${esim.smdpAddress}$${esim.matchingId}`);
      expect(esim.allowedActions).toEqual(['topUp', 'refund']);
    }
    const net = 2 * (first.unitPrice - F1_FEE - F2_FEE) + (second.unitPrice - F1_FEE - F2_FEE);
    expect(order).toMatchObject({
      supplierNet: net,
      feeTotal: 3 * (F1_FEE + F2_FEE),
      totalAmount: net + 3 * (F1_FEE + F2_FEE),
    });
    expect(order.totalAmount).toBe(cart().acceptedTotal);
    const f3 = await movedSince(app.ctx, chain, chain.f3);
    const f2 = await movedSince(app.ctx, chain, chain.f2);
    const f1 = await movedSince(app.ctx, chain, chain.f1);
    expect(f3.balance - before.f3.balance).toBe(-order.totalAmount);
    expect(f3.reserved - before.f3.reserved).toBe(0);
    expect(f2.balance - before.f2.balance).toBe(-(net + 3 * F1_FEE));
    expect(f2.commission - before.f2.commission).toBe(3 * F2_FEE);
    expect(f1.balance - before.f1.balance).toBe(-net);
    expect(f1.commission - before.f1.commission).toBe(3 * F1_FEE);
    const ledger = await esimLedgerOf(app.ctx, order.id);
    expect(ledger.transactions.map((row) => row.type)).toEqual(['S']);
    await expectLedgerInvariants(app.ctx);
    const read = orderOf(await app.api.get(chain.agent, order.id));
    expect(read.esims).toHaveLength(3);
  });

  it('answers 409 priceChanged when acceptedTotal is not the total, and moves nothing', async () => {
    const before = await movedSince(app.ctx, chain, chain.f3);
    const body = errorOf(await app.api.order(chain.agent, cart({ acceptedTotal: 1_000 })), 409);
    expect(body.details).toMatchObject({ reason: 'priceChanged', oldTotal: 1_000, newTotal: cart().acceptedTotal });
    expect(await movedSince(app.ctx, chain, chain.f3)).toEqual(before);
  });

  it('answers 400 naming lines.N.productId for a product the vendor does not sell', async () => {
    const lines = [
      { productId: first.id, quantity: 1 },
      { productId: 'no-such-package', quantity: 1 },
    ];
    const body = errorOf(await app.api.order(chain.agent, cart({ lines })), 400);
    expect(JSON.stringify(body.details)).toContain('lines.1.productId');
  });

  it('answers 422 when a deposit of the chain cannot pay, with nothing written', async () => {
    const poor = await esimChain(app.ctx, { deposit: 1_000, f1Fee: F1_FEE, f2Fee: F2_FEE });
    const [cheap] = twoPackages(await productsFor(app, poor.agent));
    const body = { lines: [{ productId: cheap.id, quantity: 1 }], customer: CUSTOMER, acceptedTotal: cheap.unitPrice };
    errorOf(await app.api.order(poor.agent, body), 422);
    const rows = await app.ctx.db.select().from(tables.esimOrders).where(eq(tables.esimOrders.agencyId, poor.f3));
    expect(rows).toEqual([]);
    expect(await movedSince(app.ctx, poor, poor.f3)).toEqual({ balance: 0, reserved: 0, commission: 0, funding: 0 });
  });

  it('answers the same order to the same key and body (money once), and 422 to the key with another body', async () => {
    const key = newKey();
    const body = cart({ lines: [{ productId: second.id, quantity: 1 }], acceptedTotal: second.unitPrice });
    const once = orderOf(await app.api.order(chain.agent, body, key));
    const moved = await movedSince(app.ctx, chain, chain.f3);
    const again = orderOf(await app.api.order(chain.agent, body, key));
    expect(again.id).toBe(once.id);
    expect(again.esims.map((esim) => esim.iccid)).toEqual(once.esims.map((esim) => esim.iccid));
    expect(await movedSince(app.ctx, chain, chain.f3)).toEqual(moved);
    const other = { ...body, customer: { ...CUSTOMER, fullName: 'Trần Thị Bình' } };
    errorOf(await app.api.order(chain.agent, other, key), 422);
  });

  it('asks for the PIN when the agent uses one, and pays once it is given', async () => {
    const pinned = await esimChain(app.ctx);
    const [cheap] = twoPackages(await productsFor(app, pinned.agent));
    const on = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code',
      headers: pinned.agent.auth,
      payload: { pin: '493817', password: TEST_PASSWORD },
    });
    expect(on.statusCode, on.body).toBe(200);
    const body = { lines: [{ productId: cheap.id, quantity: 1 }], customer: CUSTOMER, acceptedTotal: cheap.unitPrice };
    const key = newKey();
    const asked = errorOf(await app.api.order(pinned.agent, body, key), 403);
    const salt = (asked.details as { salt: string }).salt;
    const verified = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code/verify',
      headers: pinned.agent.auth,
      payload: { salt, pin: '493817' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.json<{ stepUpToken: string }>().stepUpToken;
    expect(orderOf(await app.api.order(pinned.agent, body, key, token)).status).toBe('COMPLETED');
    // The settled key answers without the PIN.
    expect(orderOf(await app.api.order(pinned.agent, body, key)).status).toBe('COMPLETED');
  });

  it('on PostgreSQL, 10 concurrent identical requests place one order and move the money once', async () => {
    if (app.ctx.databaseKind !== 'postgres') return;
    const key = newKey();
    const body = cart({ lines: [{ productId: first.id, quantity: 1 }], acceptedTotal: first.unitPrice });
    const before = await movedSince(app.ctx, chain, chain.f3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.api.order(chain.agent, body, key)));
    for (const answer of answers) expect([200, 202], answer.body).toContain(answer.statusCode);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    await runEsimJob(app);
    const after = await movedSince(app.ctx, chain, chain.f3);
    expect(after.balance - before.balance).toBe(-first.unitPrice);
    await expectLedgerInvariants(app.ctx);
  });
});
