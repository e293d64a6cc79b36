// After an eSIM order: usage read from the vendor once installed, a top-up paid by the chain (net + each link's
// changeAmount), the refund of an unused eSIM (exactly its unit price back to the buyer, each fee back to its link),
// the refund refused once installed (409 esimInUse, money untouched), and another agency's order → 404 everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TEsimOrder, TEsimProduct, TEsimUsage } from '@portal/contracts';
import { expectLedgerInvariants } from './support/booking-money.js';
import { signInAs } from './support/test-context.js';
import {
  closeEsimApp,
  CUSTOMER,
  errorOf,
  esimChain,
  esimLedgerOf,
  installEsim,
  jsonOf,
  movedSince,
  newKey,
  orderOf,
  productsFor,
  startEsimApp,
  twoPackages,
  type EsimApp,
} from './support/esim.js';

const F1_FEE = 10_000;
const F2_FEE = 20_000;
const F1_TOP_UP = 3_000;
const F2_TOP_UP = 4_000;
let app: EsimApp;
let chain: Awaited<ReturnType<typeof esimChain>>;
let order: TEsimOrder;

beforeAll(async () => {
  app = await startEsimApp();
  chain = await esimChain(app.ctx, { f1Fee: F1_FEE, f2Fee: F2_FEE, f1TopUp: F1_TOP_UP, f2TopUp: F2_TOP_UP });
  const [cheap] = twoPackages(await productsFor(app, chain.agent));
  const body = {
    lines: [{ productId: cheap.id, quantity: 3 }],
    customer: CUSTOMER,
    acceptedTotal: 3 * cheap.unitPrice,
  };
  order = orderOf(await app.api.order(chain.agent, body));
});
afterAll(() => closeEsimApp(app));

const target = (index: number) => ({ orderId: order.id, esimId: order.esims[index]!.id });
const snapshot = async () => ({
  f1: await movedSince(app.ctx, chain, chain.f1),
  f2: await movedSince(app.ctx, chain, chain.f2),
  f3: await movedSince(app.ctx, chain, chain.f3),
});

describe('eSIM usage and top-ups', () => {
  it('reads usage from the vendor once installed and stores the status', async () => {
    await installEsim(app, order.esims[0]!.iccid, 120);
    const usage = jsonOf<TEsimUsage>(await app.api.usage(chain.agent, order.id, order.esims[0]!.id));
    expect(usage).toMatchObject({ esimId: order.esims[0]!.id, installed: true, usedMb: 120 });
    const read = orderOf(await app.api.get(chain.agent, order.id));
    expect(read.esims[0]!.status).toBe(usage.status);
  });

  it('a top-up is priced net + each link changeAmount and paid by the chain; topUpAmount raised', async () => {
    const products = jsonOf<{ products: TEsimProduct[] }>(
      await app.api.topUpProducts(chain.agent, order.id, order.esims[0]!.id),
    ).products;
    const pick = products[0]!;
    expect(pick.chainFee).toBe(F1_TOP_UP + F2_TOP_UP);
    const before = await snapshot();
    errorOf(
      await app.api.topUp(chain.agent, target(0), { productId: pick.id, acceptedPrice: pick.unitPrice - 1 }),
      409,
    );
    const after = orderOf(
      await app.api.topUp(chain.agent, target(0), { productId: pick.id, acceptedPrice: pick.unitPrice }),
    );
    expect(after.topUpAmount).toBe(pick.unitPrice);
    expect(after.esims[0]!.topUps).toMatchObject([
      { productId: pick.id, status: 'COMPLETED', totalAmount: pick.unitPrice },
    ]);
    const now = await snapshot();
    const net = pick.unitPrice - F1_TOP_UP - F2_TOP_UP;
    expect(now.f3.balance - before.f3.balance).toBe(-pick.unitPrice);
    expect(now.f2.balance - before.f2.balance).toBe(-(net + F1_TOP_UP));
    expect(now.f2.commission - before.f2.commission).toBe(F2_TOP_UP);
    expect(now.f1.balance - before.f1.balance).toBe(-net);
    expect(now.f1.commission - before.f1.commission).toBe(F1_TOP_UP);
    await expectLedgerInvariants(app.ctx);
  });
});

describe('eSIM refunds', () => {
  it('refunds an unused eSIM: its unit price back to the buyer, each fee back to its link; the same key answers the same', async () => {
    const before = await snapshot();
    const key = newKey();
    const unit = order.esims[1]!.unitPrice;
    const refunded = orderOf(await app.api.refund(chain.agent, target(1), key));
    expect(refunded.esims[1]).toMatchObject({ status: 'REFUNDED', refundAmount: unit, allowedActions: [] });
    expect(refunded.refundedAmount).toBe(unit);
    expect(refunded.status).toBe('COMPLETED');
    const now = await snapshot();
    const net = unit - F1_FEE - F2_FEE;
    expect(now.f3.balance - before.f3.balance).toBe(unit);
    expect(now.f2.balance - before.f2.balance).toBe(net + F1_FEE);
    expect(now.f2.commission - before.f2.commission).toBe(-F2_FEE);
    expect(now.f1.balance - before.f1.balance).toBe(net);
    expect(now.f1.commission - before.f1.commission).toBe(-F1_FEE);
    const again = orderOf(await app.api.refund(chain.agent, target(1), key));
    expect(again.refundedAmount).toBe(unit);
    expect(await snapshot()).toEqual(now);
    errorOf(await app.api.refund(chain.agent, target(2), key), 422);
    const ledger = await esimLedgerOf(app.ctx, order.id);
    expect(ledger.transactions.filter((row) => row.type === 'V')).toHaveLength(1);
    await expectLedgerInvariants(app.ctx);
  });

  it('refuses the refund of an installed eSIM: 409 esimInUse, money untouched', async () => {
    await installEsim(app, order.esims[2]!.iccid);
    const before = await snapshot();
    const body = errorOf(await app.api.refund(chain.agent, target(2)), 409);
    expect(body.details).toMatchObject({ reason: 'esimInUse' });
    expect(await snapshot()).toEqual(before);
    const read = orderOf(await app.api.get(chain.agent, order.id));
    expect(read.esims[2]).toMatchObject({ status: 'ACTIVE', refundPending: false });
    expect(read.esims[2]!.allowedActions).toEqual(['topUp']);
    // The one already refunded cannot be refunded again.
    errorOf(await app.api.refund(chain.agent, target(1)), 409);
  });
});

describe('eSIM top-ups and refunds together', () => {
  it('books a top-up under its own reference (esim_top_up), then refuses to refund its eSIM (409, no refund action)', async () => {
    const [cheap] = twoPackages(await productsFor(app, chain.agent));
    const body = {
      lines: [{ productId: cheap.id, quantity: 2 }],
      customer: CUSTOMER,
      acceptedTotal: 2 * cheap.unitPrice,
    };
    const bought = orderOf(await app.api.order(chain.agent, body));
    const esim = { orderId: bought.id, esimId: bought.esims[0]!.id };
    const products = jsonOf<{ products: TEsimProduct[] }>(
      await app.api.topUpProducts(chain.agent, bought.id, esim.esimId),
    ).products;
    const topped = orderOf(
      await app.api.topUp(chain.agent, esim, { productId: products[0]!.id, acceptedPrice: products[0]!.unitPrice }),
    );
    const topUp = topped.esims[0]!.topUps[0]!;
    const { ledgerTransactions } = tables;
    const booked = await app.ctx.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.referenceType, 'esim_top_up'), eq(ledgerTransactions.referenceId, topUp.id)));
    expect(booked.map((row) => row.type)).toEqual(['S']);
    expect((await esimLedgerOf(app.ctx, bought.id)).transactions).toHaveLength(1);
    expect(topped.esims[0]).toMatchObject({ status: 'NOT_ACTIVE', allowedActions: ['topUp'] });
    expect(topped.esims[1]!.allowedActions).toEqual(['topUp', 'refund']);
    const before = await snapshot();
    const refused = errorOf(await app.api.refund(chain.agent, esim), 409);
    expect(refused.details).toMatchObject({ hasTopUp: true });
    expect(refused.message).toContain('nạp thêm');
    expect(await snapshot()).toEqual(before);
    const read = orderOf(await app.api.get(chain.agent, bought.id));
    expect(read.esims[0]).toMatchObject({ status: 'NOT_ACTIVE', refundPending: false });
    await expectLedgerInvariants(app.ctx);
  });
});

describe('another agency', () => {
  it('answers 404 on every eSIM id route of an order it does not own', async () => {
    const other = await esimChain(app.ctx);
    const item = order.esims[0]!.id;
    const answers = [
      await app.api.get(other.agent, order.id),
      await app.api.usage(other.agent, order.id, item),
      await app.api.topUpProducts(other.agent, order.id, item),
      await app.api.topUp(other.agent, target(0), { productId: order.lines[0]!.productId, acceptedPrice: 1 }),
      await app.api.refund(other.agent, target(0)),
    ];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(404);
  });

  it('lets an administrator of the F1 above read the order (no actions) but not act on it (403 read-only)', async () => {
    const user = await app.ctx.newUser({ agencyId: chain.f1, role: 'admin_f1' });
    const admin = await signInAs(app.ctx, user.username, user.password);
    const read = orderOf(await app.api.get(admin, order.id));
    expect(read.id).toBe(order.id);
    for (const esim of read.esims) expect(esim.allowedActions).toEqual([]);
    expect((await app.api.refund(admin, target(0))).statusCode).toBe(403);
  });
});
