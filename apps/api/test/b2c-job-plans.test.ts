// The B2C job's two claims on PostgreSQL (decision 144): unpaid flight orders past their pay-before time and eSIM
// orders being processed are read through their partial indexes, not by scanning every order of every site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SQLWrapper } from 'drizzle-orm';
import { ordersWithCompletedEsims } from '../src/modules/b2c/orders/esim-link.js';
import { dueUnpaidFlightOrders } from '../src/modules/b2c/orders/hold-lapse.js';
import { planOf as planIn } from './support/query-plans.js';
import { createTestContext, type TestContext } from './support/test-context.js';

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('the B2C job reads through its partial indexes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const planOf = async (query: SQLWrapper) => JSON.stringify(await planIn(ctx.db, query));

  it('finds unpaid flight orders past their pay-before time through b2c_orders_unpaid_flights_due_idx', async () => {
    const plan = await planOf(dueUnpaidFlightOrders(ctx.db, ctx.clock.now()));
    expect(plan).toContain('b2c_orders_unpaid_flights_due_idx');
    // Already in pay-before order: no sort over the claimed rows.
    expect(plan).not.toMatch(/"Node Type":"(Incremental )?Sort"/);
  });

  it('finds consumer eSIM orders being processed through b2c_orders_esims_processing_idx', async () => {
    expect(await planOf(ordersWithCompletedEsims(ctx.db, 20))).toContain('b2c_orders_esims_processing_idx');
  });
});
