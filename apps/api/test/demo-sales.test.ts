// The demo's first-start sales (decision 114): the demo agents' flights issued (one voided) and eSIMs bought through the
// API and the simulator, each a real ledger sale, so a newcomer's reports and statements are not empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDemo, tables } from '@portal/db';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import type { BuiltApp } from '../src/app.js';
import { TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { seedDemoSales } from '../src/modules/demo/demo-sales.js';
import { seedDemoDeposits } from '../src/modules/ledger/demo-deposits.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createSecretBox } from '../src/platform/secret-box.js';
import { expectLedgerInvariants } from './support/booking-money.js';
import { INSTANT } from './support/search-stream.js';
import { createTestContext, type TestContext } from './support/test-context.js';

let simulator: TRunningSimulator;
let ctx: TestContext;
let made: number;
const warnings: string[] = [];

beforeAll(async () => {
  simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    faults: { ...INSTANT, ESH: { latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 } },
  });
  ctx = await createTestContext({ config: { suppliersUrl: simulator.url } });
  await seedDemo(ctx.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal });
  await seedDemoDeposits(ctx.db, (ctx.app as BuiltApp).ledger);
  made = await seedDemoSales(ctx.app, {
    info: () => undefined,
    warn: (details) => warnings.push(JSON.stringify(details)),
  });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await simulator.close();
});

describe('the demo sales', () => {
  it('makes every sale: six flights issued, one of them voided, and two eSIMs', async () => {
    expect(warnings).toEqual([]);
    expect(made).toBe(8);
    const bookings = await ctx.db.select({ status: tables.bookings.status }).from(tables.bookings);
    expect(bookings.map((booking) => booking.status).sort()).toEqual([
      'EXPORT',
      'EXPORT',
      'EXPORT',
      'EXPORT',
      'EXPORT',
      'VOID',
    ]);
    const orders = await ctx.db.select({ status: tables.esimOrders.status }).from(tables.esimOrders);
    expect(orders.map((order) => order.status)).toEqual(['COMPLETED', 'COMPLETED']);
  });

  it('posts each as a ledger sale, and the void as its reversal, with every invariant holding', async () => {
    const sales = await ctx.db
      .select({ referenceType: tables.ledgerTransactions.referenceType })
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.type, 'S'));
    expect(sales.filter((sale) => sale.referenceType === 'booking')).toHaveLength(6);
    expect(sales.filter((sale) => sale.referenceType === 'esim_order')).toHaveLength(2);
    const voids = await ctx.db
      .select({ id: tables.ledgerTransactions.id })
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.type, 'V'));
    expect(voids).toHaveLength(1);
    await expectLedgerInvariants(ctx);
  });
});
