// The debit and debit total reports reconcile with ledger_entries to the đồng: each row's opening + movements = closing,
// closing = the ledger's balance at the period end, Σ of a column = the ledger's entries of that type; both reports of
// one agency agree. Real movements (top-ups, flight sales, a void, a refund, an eSIM order, adjustments) on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDebitReportResponse, TDebitTotalReportResponse, TDebitTotalRow } from '@portal/contracts';
import { expectLedgerInvariants } from './support/booking-money.js';
import { buildDebitWorld, ledgerOf, type DebitWorld } from './support/debit-world.js';
import type { SignedIn } from './support/test-context.js';

let world: DebitWorld;

beforeAll(async () => {
  world = await buildDebitWorld();
}, 120_000);
afterAll(async () => {
  await world?.ctx.close();
  await world?.suppliers.close();
});

async function getJson<T>(who: SignedIn, url: string, query: Record<string, string>): Promise<T> {
  const response = await world.ctx.app.inject({ method: 'GET', url, query, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const totalsOf = (who: SignedIn, query: Record<string, string>) =>
  getJson<TDebitTotalReportResponse>(who, '/api/reports/debit-total-report', query);
const debitOf = (who: SignedIn, query: Record<string, string>) =>
  getJson<TDebitReportResponse>(who, '/api/reports/debit-report', query);

/** The row's figures as the ledger has them, read without the report's SQL. */
async function expectRowEqualsLedger(row: TDebitTotalRow, period: { periodStart: string; periodEnd: string }) {
  const range = { agencyId: row.agency.id, start: period.periodStart, before: period.periodEnd };
  const deposit = await ledgerOf(world.ctx, { ...range, kind: 'agency_deposit' });
  const commission = await ledgerOf(world.ctx, { ...range, kind: 'agency_commission' });
  expect(row).toMatchObject({
    openingBalance: deposit.opening,
    topUps: deposit.ofType('T'),
    sales: deposit.ofType('S') + deposit.ofType('C', false),
    voidsRefunds: deposit.ofType('V') + deposit.ofType('R'),
    adjustments: deposit.ofType('C', true),
    closingBalance: deposit.closing,
    commission: commission.inPeriod,
  });
  expect(row.openingBalance + row.topUps + row.sales + row.voidsRefunds + row.adjustments).toBe(row.closingBalance);
}

describe('debit total report', () => {
  it("F1, every level: each agency's row equals the ledger, and every column's sum equals the ledger's entries", async () => {
    for (const from of [world.today, world.yesterday]) {
      const report = await totalsOf(world.f1, { from, to: world.today, levels: 'all' });
      expect(report.rows.map((row) => [row.agency.id, row.depth])).toEqual(
        expect.arrayContaining([
          [world.f1.agencyId, 0],
          [world.f2a.agencyId, 1],
          [world.f2b.agencyId, 1],
          [world.f3.agencyId, 2],
        ]),
      );
      expect(report.rows).toHaveLength(4);
      for (const row of report.rows) await expectRowEqualsLedger(row, report);
      for (const key of ['openingBalance', 'topUps', 'sales', 'voidsRefunds', 'adjustments', 'closingBalance'] as const)
        expect(report.totals[key]).toBe(report.rows.reduce((sum, row) => sum + row[key], 0));
    }
  });

  it('shows every kind of movement of the day where it belongs', async () => {
    const report = await totalsOf(world.f1, { from: world.today, to: world.today, levels: 'all' });
    const rowOf = (who: SignedIn) => report.rows.find((row) => row.agency.id === who.agencyId)!;
    expect(rowOf(world.f2b)).toMatchObject({ topUps: 12_500_000 + 1_000_000, adjustments: -300_000, sales: 0 });
    expect(rowOf(world.f2a).sales).toBeLessThan(0);
    expect(rowOf(world.f2a).voidsRefunds).toBeGreaterThan(0);
    expect(rowOf(world.f3).voidsRefunds).toBeGreaterThan(0);
    // The F1 keeps the fees of F2a's sale and refund; F2a's fee on F3's sale went back with the void.
    expect(rowOf(world.f1).commission).toBeGreaterThan(0);
    expect(rowOf(world.f2a).commission).toBe(0);
    expect(rowOf(world.f1).openingBalance).toBe(80_000_000);
    const yesterdayOnly = await totalsOf(world.f1, { from: world.yesterday, to: world.yesterday, levels: 'all' });
    for (const row of yesterdayOnly.rows) expect(row).toMatchObject({ openingBalance: 0, closingBalance: 80_000_000 });
  });

  it("direct children by default; an F2 sees itself and its F3; available is closing minus today's reserved", async () => {
    const children = await totalsOf(world.f1, { from: world.today, to: world.today });
    expect(children.rows.map((row) => row.agency.id).sort()).toEqual(
      [world.f1.agencyId, world.f2a.agencyId, world.f2b.agencyId].sort(),
    );
    const f2 = await totalsOf(world.f2a, { from: world.today, to: world.today, levels: 'all' });
    expect(f2.rows.map((row) => row.agency.id)).toEqual([world.f2a.agencyId, world.f3.agencyId]);
    for (const row of f2.rows) expect(row.available).toBe(row.closingBalance - row.reserved);
  });
});

describe('debit report', () => {
  it('of each agency equals its debit total row, and its movements run from the opening to the closing', async () => {
    const totals = await totalsOf(world.f1, { from: world.yesterday, to: world.today, levels: 'all' });
    for (const row of totals.rows) {
      const report = await debitOf(world.f1, { agencyId: row.agency.id, from: world.yesterday, to: world.today });
      const { agency, parentCode, depth, commission, creditLimit, reserved, available, ...figures } = row;
      void [agency, parentCode, depth, commission, reserved, available];
      expect(report.figures).toEqual(figures);
      expect(report.creditLimit).toBe(creditLimit);
      const moved = report.movements.reduce((sum, movement) => sum + movement.amount, 0);
      expect(report.figures.openingBalance + moved).toBe(report.figures.closingBalance);
      expect(report.movements.at(-1)?.balanceAfter).toBe(report.figures.closingBalance);
      for (const { type, amount, count } of report.byType) {
        const ofType = report.movements.filter((movement) => movement.type === type);
        expect([ofType.length, ofType.reduce((sum, movement) => sum + movement.amount, 0)]).toEqual([count, amount]);
      }
    }
  });

  it('names each sale by its PNR or order code and puts it in its bucket', async () => {
    const report = await debitOf(world.f1, { agencyId: world.f3.agencyId, from: world.today, to: world.today });
    expect(report.movements.map((movement) => [movement.type, movement.bucket])).toEqual(
      expect.arrayContaining([
        ['S', 'sales'],
        ['V', 'voidsRefunds'],
      ]),
    );
    const named = report.movements.map((movement) => movement.pnr);
    for (const code of [world.codes[1], world.codes[3]]) expect(named).toContain(code);
    const f2b = await debitOf(world.f1, { agencyId: world.f2b.agencyId, from: world.today, to: world.today });
    expect(f2b.movements.map((movement) => [movement.type, movement.bucket, movement.isAdjustment])).toEqual([
      ['T', 'topUps', false],
      ['T', 'topUps', true],
      ['C', 'adjustments', true],
    ]);
    await expectLedgerInvariants(world.ctx);
  });
});
