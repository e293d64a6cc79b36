// The debit report a page at a time (decision 103): pages joined — forwards, backwards, from the last, oldest or newest
// first, one type — equal the whole period of the deposit statement, every running balance equals ledger_entries
// summed directly to the đồng, the file's chunks equal the screen's pages, and a cursor not of this report is 400.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type TDebitMovement,
  type TDebitReportResponse,
  type TDepositStatementResponse,
} from '@portal/contracts';
import { createStatementPagesService } from '../src/modules/deposits/statement-pages.service.js';
import { createDepositStatementService } from '../src/modules/deposits/statements.service.js';
import { createDebitReportService } from '../src/modules/reports/debit/debit-report.service.js';
import { topUp } from './support/booking-money.js';
import { buildDebitWorld, type DebitWorld } from './support/debit-world.js';
import { expectApiError } from './support/http.js';
import type { SignedIn } from './support/test-context.js';

let world: DebitWorld;

beforeAll(async () => {
  world = await buildDebitWorld();
}, 120_000);
afterAll(async () => {
  await world?.ctx.close();
  await world?.suppliers.close();
});

const get = (who: SignedIn, url: string, query: Record<string, string>) =>
  world.ctx.app.inject({ method: 'GET', url, query, headers: who.auth });
async function jsonOf<T>(who: SignedIn, url: string, query: Record<string, string>): Promise<T> {
  const response = await get(who, url, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const debitPage = (query: Record<string, string>) =>
  jsonOf<TDebitReportResponse>(world.f1, '/api/reports/debit-report', query);

type Walk = 'next' | 'previous';
/** Every page from the first (next) or from the last (previous), joined in display order. */
async function walk(query: Record<string, string>, direction: Walk) {
  const pages: TDebitReportResponse[] = [];
  let page = await debitPage(query);
  // Backwards: from the last page, through the first page's lastCursor.
  if (direction === 'previous' && page.page.lastCursor)
    page = await debitPage({ ...query, cursor: page.page.lastCursor });
  pages.push(page);
  for (;;) {
    const cursor = direction === 'next' ? page.page.nextCursor : page.page.prevCursor;
    if (!cursor) break;
    page = await debitPage({ ...query, cursor });
    pages.push(page);
    expect(pages.length).toBeLessThan(200);
  }
  const ordered = direction === 'next' ? pages : [...pages].reverse();
  return { pages, movements: ordered.flatMap((each) => each.movements) };
}

/** The deposit's balance after each of its entries in the period, summed from ledger_entries in (time, id) order. */
async function ledgerBalances(agencyId: string, start: string, end: string) {
  const result = await world.ctx.db.execute(sql`
    select e.id::text as id, e.amount::text as amount, (e.created_at < ${start}::timestamptz) as is_before,
      (e.created_at < ${end}::timestamptz) as is_until
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.agency_id = ${agencyId}::uuid and a.kind = 'agency_deposit'
    order by e.created_at, e.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const truthy = (value: unknown) => value === true || value === 't' || value === 'true';
  let running = 0n;
  const after = new Map<number, number>();
  for (const row of rows) {
    running += BigInt(String(row.amount));
    if (!truthy(row.is_before) && truthy(row.is_until)) after.set(Number(row.id), Number(running));
  }
  return after;
}

const brief = (movement: TDebitMovement) => [movement.entryId, movement.amount, movement.balanceAfter];

describe('debit report pages', () => {
  it('joined in every order and page size equal the deposit statement, and each balance equals the ledger', async () => {
    for (const who of [world.f1, world.f2a, world.f2b, world.f3]) {
      const period = { agencyId: who.agencyId, from: world.yesterday, to: world.today };
      const statement = await jsonOf<TDepositStatementResponse>(world.f1, '/api/deposits/statement', period);
      const whole = statement.movements.map((m) => [m.entryId, m.amount, m.balanceAfter]);
      expect(whole.length).toBeGreaterThan(0);
      const ledger = await ledgerBalances(who.agencyId, statement.periodStart, statement.periodEnd);
      expect(whole.map(([id]) => [id, ledger.get(id!)])).toEqual(whole.map(([id, , balance]) => [id, balance]));
      for (const limit of ['1', '2', '3', '50'])
        for (const order of ['asc', 'desc'] as const)
          for (const direction of ['next', 'previous'] as const) {
            const { pages, movements } = await walk({ ...period, limit, order }, direction);
            const expected = order === 'asc' ? whole : [...whole].reverse();
            expect(movements.map(brief), `${who.agencyId} ${limit} ${order} ${direction}`).toEqual(expected);
            for (const page of pages) {
              expect(page.page.total).toBe(whole.length);
              expect(page.figures.openingBalance).toBe(statement.openingBalance);
              expect(page.figures.closingBalance).toBe(statement.closingBalance);
            }
          }
    }
  });

  it('narrowed to one type: the pages hold exactly its movements, each with the balance over every type', async () => {
    const period = { agencyId: world.f2b.agencyId, from: world.yesterday, to: world.today };
    const all = await walk(period, 'next');
    for (const type of ['T', 'C', 'S']) {
      const { pages, movements } = await walk({ ...period, type, limit: '1' }, 'next');
      const expected = all.movements.filter((movement) => movement.type === type);
      expect(movements.map(brief)).toEqual(expected.map(brief));
      expect(pages[0]!.page.total).toBe(expected.length);
      // The figures stay the whole period's.
      expect(pages[0]!.figures).toEqual(all.pages[0]!.figures);
      expect(pages[0]!.byType).toEqual(all.pages[0]!.byType);
    }
  });

  it("the daily balances end at the closing and the type totals add up to the period's movements", async () => {
    const report = await debitPage({ agencyId: world.f3.agencyId, from: world.yesterday, to: world.today });
    expect(report.dailyBalances.map((day) => day.day)).toEqual([world.yesterday, world.today]);
    expect(report.dailyBalances.at(-1)!.balance).toBe(report.figures.closingBalance);
    const moved = report.byType.reduce((sum, type) => sum + type.amount, 0);
    expect(report.figures.openingBalance + moved).toBe(report.figures.closingBalance);
    expect(report.totals.credits - report.totals.debits).toBe(moved);
    expect(report.totals.count).toBe(report.page.total);
  });

  it("the file's chunks, crossing chunk boundaries, equal the screen's pages joined (each order, one type)", async () => {
    const statements = createDepositStatementService({ db: world.ctx.db, clock: world.ctx.clock });
    const pages = createStatementPagesService({
      db: world.ctx.db,
      clock: world.ctx.clock,
      statements,
      exportChunkSize: 2,
    });
    const debit = createDebitReportService({ statements, pages });
    for (const filters of [
      { order: 'asc' as const },
      { order: 'desc' as const },
      { order: 'asc' as const, type: 'S' as const },
    ]) {
      const query = { agencyId: world.f1.agencyId, from: world.yesterday, to: world.today, ...filters };
      const { head, chunks } = await debit.debitExportOf({ agencyId: world.f1.agencyId }, query, 'vi');
      const rows: TDebitMovement[] = [];
      for await (const chunk of chunks) {
        expect(chunk.length).toBeLessThanOrEqual(2);
        rows.push(...chunk);
      }
      const { type, ...rest } = query as typeof query & { type?: string };
      const screen = await walk({ ...rest, ...(type ? { type } : {}), limit: '3' }, 'next');
      expect(rows).toEqual(screen.movements);
      expect(head.figures).toEqual(screen.pages[0]!.figures);
    }
  });

  it('a cursor of another order or type, or forged, is 400 naming cursor; another branch is 404', async () => {
    const period = { agencyId: world.f1.agencyId, from: world.yesterday, to: world.today, limit: '1' };
    const first = await debitPage(period);
    expect(first.page.nextCursor).not.toBeNull();
    for (const query of [
      { ...period, order: 'desc', cursor: first.page.nextCursor! },
      { ...period, type: 'S', cursor: first.page.nextCursor! },
      { ...period, cursor: Buffer.from('{"kind":"after","at":"x","id":"1"}').toString('base64url') },
      { ...period, cursor: 'bm90LWpzb24' },
      // Shaped right, but no real moment: PostgreSQL would refuse the timestamp (a 500 before).
      ...['2024-02-30T00:00:00.000000Z', '2024-01-01T25:00:00.000000Z', '0000-01-01T00:00:00.000000Z'].map((at) => ({
        ...period,
        cursor: Buffer.from(JSON.stringify({ kind: 'after', at, id: '1', order: 'asc', type: '' })).toString(
          'base64url',
        ),
      })),
    ]) {
      const body = expectApiError(await get(world.f1, '/api/reports/debit-report', query), 400, ErrorCode.VALIDATION);
      expect(JSON.stringify(body.details)).toContain('"cursor"');
    }
    const stranger = await world.ctx.newSignedInUser({ role: 'admin_f1' });
    expectApiError(
      await get(stranger, '/api/reports/debit-report', { ...period, cursor: first.page.nextCursor! }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectApiError(
      await get(world.f2b, '/api/reports/debit-report', { agencyId: world.f2a.agencyId }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it('a movement after a read changes the next page: the figures kept between pages are of one balance version', async () => {
    const period = { agencyId: world.f2b.agencyId, from: world.yesterday, to: world.today, limit: '1' };
    const before = await debitPage(period);
    expect((await debitPage({ ...period, order: 'desc' })).figures).toEqual(before.figures);
    await topUp(world.ctx, world.f2b.agencyId, 123_456);
    const after = await debitPage({ ...period, order: 'desc' });
    expect(after.figures.closingBalance).toBe(before.figures.closingBalance + 123_456);
    expect(after.figures.topUps).toBe(before.figures.topUps + 123_456);
    expect(after.page.total).toBe(before.page.total + 1);
    expect(after.movements[0]).toMatchObject({ amount: 123_456, balanceAfter: after.figures.closingBalance });
  });
});
