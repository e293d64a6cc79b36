// The debit reports' world: F1 → two F2s, one with an F3, whose deposits moved through the API — top-ups confirmed by
// the parent, flight sales issued, voided and refunded along the chain, an eSIM order, the parent's adjustments — on
// a day after a day of plain top-ups (so each report has an opening balance); and the ledger read directly.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TBookingDetail, TRefundQuote } from '@portal/contracts';
import { createEsimGateway } from '../../src/modules/suppliers/suppliers.module.js';
import { startBookingSuppliers, type BookingSuppliers } from './bookings.js';
import { addSegmentFee, CALM, holdFor, issuedFor, moneyApi, topUp, vietnamTodayAt } from './booking-money.js';
import { esimApi, orderOf, productsFor } from './esim.js';
import { createTopUp, decide } from './top-ups.js';
import { createTestContext, type SignedIn, type TestContext } from './test-context.js';

export type DebitWorld = {
  ctx: TestContext;
  suppliers: BookingSuppliers;
  f1: SignedIn;
  f2a: SignedIn;
  f2b: SignedIn;
  f3: SignedIn;
  /** The day of the API's movements, and the day before it (plain top-ups only), as yyyy-MM-dd in Vietnam. */
  today: string;
  yesterday: string;
  /** PNRs and order code of what was sold today. */
  codes: string[];
};

const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(date);

export async function buildDebitWorld(): Promise<DebitWorld> {
  const suppliers = await startBookingSuppliers();
  const ctx = await createTestContext({
    signInsForF1s: true,
    suppliers: suppliers.gateway,
    esim: createEsimGateway({ suppliersUrl: suppliers.simulator.url }),
    config: { suppliersUrl: suppliers.simulator.url, accessTokenTtlSeconds: 3 * 86_400 },
  });
  suppliers.useClock(ctx.clock);
  suppliers.simulator.setFaults(CALM);
  const todayNine = vietnamTodayAt(9);
  ctx.clock.set(new Date(todayNine.getTime() - 86_400_000));
  const f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
  const f2a = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
  const f2b = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
  const f3 = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F3', parentId: f2a.agencyId });
  await addSegmentFee(ctx, f1.agencyId, 50_000);
  await addSegmentFee(ctx, f2a.agencyId, 20_000);
  for (const who of [f1, f2a, f2b, f3]) await topUp(ctx, who.agencyId, 80_000_000);

  ctx.clock.set(todayNine);
  const money = moneyApi(ctx);
  const codes: string[] = [];
  // F2b asks for a top-up; its F1 confirms it.
  const request = await createTopUp(ctx, f2b, { amount: '12500000' });
  expect((await decide(ctx, f1, request.id, { decision: 'confirm' })).statusCode).toBe(200);
  // F2a's sale (S on F2a and F1, fee to F1); F3's sale voided (V); F2a's sale refunded (R).
  const sold = await issuedFor(ctx, f2a, 1);
  const voided = await issuedFor(ctx, f3, 2);
  expect((await money.void(f3, voided.id)).statusCode).toBe(200);
  const refunded: TBookingDetail = await issuedFor(ctx, f2a, 1);
  const quote = (await money.refundQuote(f2a, refunded.id)).json<TRefundQuote>();
  expect((await money.refund(f2a, refunded.id, quote.quoteId)).statusCode).toBe(200);
  codes.push(sold.pnr!, voided.pnr!, refunded.pnr!);
  // An F3 hold still open: its reservation, if any, shows as reserved, never as a movement.
  await holdFor(ctx, f3);
  // An eSIM order of F3, paid along the chain.
  const esim = { simulator: suppliers.simulator, ctx, api: esimApi(ctx) };
  const [product] = await productsFor(esim, f3);
  const order = orderOf(
    await esim.api.order(f3, {
      lines: [{ productId: product!.id, quantity: 1 }],
      customer: { fullName: 'Nguyễn Văn An', email: 'an@example.vn', mobile: '0901234567' },
      acceptedTotal: product!.unitPrice,
    }),
  );
  codes.push(order.orderCode!);
  // The F1 credits F2b, then debits it.
  for (const [direction, amount] of [
    ['credit', 1_000_000],
    ['debit', 300_000],
  ] as const) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/deposit-adjustments',
      headers: f1.auth,
      payload: { agencyId: f2b.agencyId, direction, amount, reason: 'Đối soát', idempotencyKey: `adj-${direction}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return {
    ctx,
    suppliers,
    f1,
    f2a,
    f2b,
    f3,
    today: dayOf(todayNine),
    yesterday: dayOf(new Date(todayNine.getTime() - 86_400_000)),
    codes,
  };
}

/** What the ledger holds for one agency's account of a kind, read directly: Σ before `before`, Σ by type in [start, before). */
export async function ledgerOf(
  ctx: TestContext,
  options: { agencyId: string; kind: 'agency_deposit' | 'agency_commission'; start: string; before: string },
) {
  const result = await ctx.db.execute(sql`
    select t.type, (t.reference_type = 'adjustment') as is_adjustment, e.amount::text as amount,
      (e.created_at < ${options.start}::timestamptz) as is_before, (e.created_at < ${options.before}::timestamptz) as is_until
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where a.agency_id = ${options.agencyId}::uuid and a.kind = ${options.kind}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const sum = (keep: (row: Record<string, unknown>) => boolean) =>
    Number(rows.filter(keep).reduce((total, row) => total + BigInt(String(row.amount)), 0n));
  const truthy = (value: unknown) => value === true || value === 't' || value === 'true';
  const inPeriod = (row: Record<string, unknown>) => !truthy(row.is_before) && truthy(row.is_until);
  return {
    opening: sum((row) => truthy(row.is_before)),
    closing: sum((row) => truthy(row.is_until)),
    ofType: (type: string, isAdjustment?: boolean) =>
      sum(
        (row) =>
          inPeriod(row) &&
          row.type === type &&
          (isAdjustment === undefined || truthy(row.is_adjustment) === isAdjustment),
      ),
    inPeriod: sum(inPeriod),
  };
}
