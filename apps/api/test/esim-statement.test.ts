// eSIM money in the deposit statement: an order's sale and an eSIM's refund (reference esim_order) and a top-up's sale
// (reference esim_top_up), posted through the ledger service, appear named — the order code and what was sold — on the
// screen (the agency's own and its F1's view of it) and in the CSV export.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDepositStatementResponse, TStatementMovement } from '@portal/contracts';
import { tables } from '@portal/db';
import type { BuiltApp } from '../src/app.js';
import { esimWorld, insertEsimOrder, type EsimFixtureOrder } from './support/esim-orders-fixture.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

const NOW = new Date('2026-11-22T03:00:00Z');
const DAY = '2026-11-22';
let ctx: TestContext;
let world: Awaited<ReturnType<typeof esimWorld>>;
let order: EsimFixtureOrder;
let f2Admin: SignedIn;
let topUpId: string;

/** A COMPLETED top-up of 1 GB for 7 days on the order's first eSIM, paid by its own sale (reference esim_top_up). */
async function insertTopUp(forOrder: EsimFixtureOrder) {
  const ledger = (ctx.app as BuiltApp).ledger;
  const id = randomUUID();
  const key = `esim-topup:${id}`;
  const { reservationId } = await ledger.reserve({
    idempotencyKey: key,
    agencyId: world.f2.id,
    amount: 120_000,
    reference: { type: 'esim_top_up', id },
    description: 'Giữ tiền nạp thêm eSIM',
  });
  const sale = await ledger.post({ idempotencyKey: `${key}:post`, reservationId, type: 'S', description: 'Nạp eSIM' });
  const [item] = await ctx.db.select().from(tables.esimItems).where(eqIccid(forOrder.iccids[0]!));
  await ctx.db.insert(tables.esimTopUps).values({
    id,
    orderId: forOrder.id,
    itemId: item!.id,
    agencyId: world.f2.id,
    createdBy: world.f2Agent.userId,
    clientRef: `topup-${id}`,
    idempotencyKey: `topup-key-${id}`,
    requestHash: 'hash',
    packageId: 'jp-topup-1gb-7d',
    product: { name: 'Japan Top-up 1GB 7 Days', destinationVi: 'Nhật Bản', dataMb: 1024, validityDays: 7 },
    pricing: {},
    supplierNet: 120_000,
    totalAmount: 120_000,
    status: 'COMPLETED',
    topUpCode: 'TOP-1',
    ledgerKey: key,
    saleTransactionId: sale.transactionId,
  });
  return id;
}
const eqIccid = (iccid: string) => eq(tables.esimItems.iccid, iccid);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  world = await esimWorld(ctx);
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', agencyId: world.f2.id });
  order = await insertEsimOrder(ctx, {
    agencyId: world.f2.id,
    createdBy: world.f2Agent.userId,
    status: 'COMPLETED',
    refunded: [1],
  });
  topUpId = await insertTopUp(order);
});
afterAll(() => ctx?.close());

async function statementOf(who: SignedIn, agencyId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/deposits/statement',
    query: { agencyId, from: DAY, to: DAY },
    headers: who.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDepositStatementResponse>();
}

const esimMovements = (statement: TDepositStatementResponse) =>
  statement.movements.filter((movement) => movement.referenceType.startsWith('esim_'));

describe('eSIM movements in the deposit statement', () => {
  it('names the sale, the refund and the top-up by the order code and what was sold', async () => {
    const movements = esimMovements(await statementOf(f2Admin, world.f2.id));
    const pick = (type: string, referenceType: string) =>
      movements.find((movement) => movement.type === type && movement.referenceType === referenceType);
    const code = order.orderCode!;
    expect(pick('S', 'esim_order')).toMatchObject<Partial<TStatementMovement>>({
      referenceId: order.id,
      amount: -600_000,
      pnr: code,
      description: `eSIM Nhật Bản 5 GB 7 ngày ×2 — ${code}`,
      subAgency: null,
    });
    expect(pick('R', 'esim_order')).toMatchObject({
      amount: 300_000,
      pnr: code,
      description: `Hoàn eSIM Nhật Bản 5 GB 7 ngày ×2 — ${code}`,
    });
    expect(pick('S', 'esim_top_up')).toMatchObject({
      referenceId: topUpId,
      amount: -120_000,
      pnr: code,
      description: `Nạp thêm eSIM Nhật Bản 1 GB 7 ngày (ICCID ${order.iccids[0]}) — ${code}`,
    });
    expect(movements).toHaveLength(3);
  });

  it("names them the same on the F2's statement read by its F1's administrator", async () => {
    const movements = esimMovements(await statementOf(world.f1Admin, world.f2.id));
    expect(movements.map((movement) => [movement.pnr, movement.description])).toEqual(
      esimMovements(await statementOf(f2Admin, world.f2.id)).map((movement) => [movement.pnr, movement.description]),
    );
    expect(movements).toHaveLength(3);
  });

  it('writes the same names and the reference labels in the CSV export', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/deposits/statement/export',
      query: { agencyId: world.f2.id, from: DAY, to: DAY, format: 'csv' },
      headers: f2Admin.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(`Đơn eSIM,${order.orderCode},eSIM Nhật Bản 5 GB 7 ngày ×2 — ${order.orderCode}`);
    expect(response.body).toContain(`Nạp thêm eSIM,${order.orderCode},Nạp thêm eSIM Nhật Bản 1 GB 7 ngày`);
  });
});
