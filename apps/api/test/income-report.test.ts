// The income report against the sale report and the ledger, on the sale report's world of real sales (flights issued,
// voided, refunded and changed through the API, a train ticket, an eSIM order): for the F1, the F2 and the F3 every
// grouping's rows sum to totals equal to the sale report's and to the viewer's commission entries; the sub-agency rows
// carry the commission; files equal the JSON; bad input is a 400 naming the field; another branch is 404.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIncomeReportResponse, TIncomeRow } from '@portal/contracts';
import { ErrorCode } from '@portal/contracts';
import { expectApiError } from './support/http.js';
import {
  ledgerFiguresOf,
  reportOf as saleReportOf,
  startSaleWorld,
  stopSaleWorld,
  type SaleWorld,
} from './support/sale-report-world.js';
import type { SignedIn } from './support/test-context.js';

let world: SaleWorld;

beforeAll(async () => {
  world = await startSaleWorld();
}, 240_000);
afterAll(async () => stopSaleWorld(world ?? {}));

const incomeUrl = (query: Record<string, string | number>, path = 'income-report') =>
  `/api/reports/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

async function incomeOf(who: SignedIn, query: Record<string, string | number>) {
  const response = await world.ctx.app.inject({ method: 'GET', url: incomeUrl(query), headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TIncomeReportResponse>();
}

const day = () => ({ from: world.today, to: world.today });
const ahead = () => ({
  from: world.today,
  to: new Date(new Date(`${world.today}T00:00:00Z`).getTime() + 60 * 86_400_000).toISOString().slice(0, 10),
});
const sumOf = (rows: readonly TIncomeRow[], key: 'lines' | 'revenue' | 'cost' | 'profit') =>
  rows.reduce((total, row) => total + row[key], 0);
const GROUPS = ['PRODUCT', 'AIRLINE', 'SUB_AGENCY', 'PERIOD'] as const;

describe.each(['f1', 'f2', 'f3'] as const)('viewed by the %s', (level) => {
  it("has the sale report's totals in every grouping, its rows sum to them, and profit = Σ its commission entries", async () => {
    const sales = await saleReportOf(world.ctx, world[level], day());
    const ledger = await ledgerFiguresOf(world.ctx, world[level].agencyId, world.today);
    const commissions = [...ledger.values()].reduce((total, row) => total + row.commission, 0);
    const deposits = [...ledger.values()].reduce((total, row) => total + row.deposit, 0);
    for (const groupBy of GROUPS) {
      const income = await incomeOf(world[level], { ...day(), groupBy, interval: 'day' });
      expect(income.totals, groupBy).toMatchObject({
        lines: sales.total,
        revenue: sales.totals.sell,
        cost: sales.totals.net,
        profit: sales.totals.profit,
        commission: sales.totals.profit,
      });
      expect(income.totals.profit, groupBy).toBe(commissions);
      expect(income.totals.cost, groupBy).toBe(0 - deposits);
      for (const key of ['lines', 'revenue', 'cost', 'profit'] as const)
        expect(sumOf(income.rows, key), `${groupBy} ${key}`).toBe(income.totals[key]);
      for (const row of income.rows) {
        expect(row.profit).toBe(row.revenue - row.cost);
        expect(row.margin).toBe(row.revenue === 0 ? null : Math.round((row.profit * 1000) / row.revenue));
      }
    }
  });
});

describe('groupings', () => {
  it('groups by product and by carrier: the flights by airline, the railway, the eSIM vendor', async () => {
    const products = await incomeOf(world.f1, { ...day(), groupBy: 'PRODUCT' });
    expect(products.rows.map((row) => row.key)).toEqual(['FLIGHT', 'TRAIN', 'ESIM']);
    const sales = await saleReportOf(world.ctx, world.f1, day());
    const carriers = await incomeOf(world.f1, { ...day(), groupBy: 'AIRLINE' });
    const flightCarriers = new Set(sales.items.filter((l) => l.product === 'FLIGHT').map((l) => l.airline ?? l.system));
    expect(carriers.rows.filter((row) => row.product === 'FLIGHT').map((row) => row.carrier)).toEqual(
      [...flightCarriers].sort(),
    );
    expect(carriers.rows.filter((row) => row.product !== 'FLIGHT').map((row) => row.product)).toEqual([
      'TRAIN',
      'ESIM',
    ]);
    for (const row of carriers.rows) {
      const lines = sales.items.filter(
        (line) =>
          line.product === row.product &&
          (line.product === 'FLIGHT' ? (line.airline ?? line.system) : line.system) === row.carrier,
      );
      expect(row.revenue, row.key).toBe(lines.reduce((total, line) => total + line.sell, 0));
    }
  });

  it("puts each line under the viewer's child it came through, with the commission earned from that child", async () => {
    const f1 = await incomeOf(world.f1, { ...day(), groupBy: 'SUB_AGENCY' });
    expect(f1.rows.map((row) => [row.agency!.id, row.agency!.isOwn])).toEqual([
      [world.f1.agencyId, true],
      [world.f2.agencyId, false],
    ]);
    expect(f1.rows[0]!.commission).toBe(0);
    expect(f1.rows[1]!.commission).toBe(f1.totals.profit);
    expect(f1.rows[1]!.commission).toBeGreaterThan(0);
    const f2Tree = await incomeOf(world.f1, { ...day(), groupBy: 'SUB_AGENCY', subAgencyId: world.f2.agencyId });
    expect(f2Tree.rows.map((row) => row.agency!.id)).toEqual([world.f2.agencyId, world.f3.agencyId]);
    const f2Sales = await saleReportOf(world.ctx, world.f1, { ...day(), subAgencyId: world.f2.agencyId });
    expect(f2Tree.totals.profit).toBe(f2Sales.totals.profit);
    const f3 = await incomeOf(world.f3, { ...day(), groupBy: 'SUB_AGENCY' });
    expect(f3.rows.map((row) => [row.agency!.id, row.commission])).toEqual([[world.f3.agencyId, 0]]);
  });

  it('groups by day, week and month over the period, empty intervals as zero rows, by flight date on departures', async () => {
    const period = ahead();
    const sales = await saleReportOf(world.ctx, world.f1, { ...period, mode: 'FLIGHT_DATE' });
    for (const interval of ['day', 'week', 'month'] as const) {
      const income = await incomeOf(world.f1, { ...period, mode: 'FLIGHT_DATE', groupBy: 'PERIOD', interval });
      expect(income.totals.revenue, interval).toBe(sales.totals.sell);
      expect(sumOf(income.rows, 'revenue'), interval).toBe(sales.totals.sell);
      expect(income.rows[0]!.period!.from).toBe(period.from);
      expect(income.rows.at(-1)!.period!.to).toBe(period.to);
      if (interval === 'day') expect(income.rows).toHaveLength(61);
      if (interval === 'week')
        expect(income.rows.every((row) => new Date(`${row.key}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    }
    const days = await incomeOf(world.f1, { ...period, mode: 'FLIGHT_DATE', groupBy: 'PERIOD', interval: 'day' });
    expect(days.rows.filter((row) => row.lines > 0).length).toBeGreaterThan(1);
  }, 60_000);

  it('sorts the rows by a figure in either direction', async () => {
    const asc = await incomeOf(world.f1, { ...day(), groupBy: 'AIRLINE', sort: 'revenue' });
    const desc = await incomeOf(world.f1, { ...day(), groupBy: 'AIRLINE', sort: 'revenue', order: 'desc' });
    const revenues = asc.rows.map((row) => row.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => a - b));
    expect(desc.rows.map((row) => row.revenue)).toEqual([...revenues].reverse());
  });
});

describe('scope', () => {
  it('answers another branch 404 and the platform operator 403', async () => {
    const outside = await world.ctx.app.inject({
      method: 'GET',
      url: incomeUrl({ ...day(), subAgencyId: world.stranger.agencyId }),
      headers: world.f1.auth,
    });
    expectApiError(outside, 404, ErrorCode.NOT_FOUND);
    const above = await world.ctx.app.inject({
      method: 'GET',
      url: incomeUrl({ ...day(), subAgencyId: world.f2.agencyId }),
      headers: world.f3.auth,
    });
    expectApiError(above, 404, ErrorCode.NOT_FOUND);
    expect((await incomeOf(world.stranger, day())).totals.lines).toBe(0);
    const operator = await world.ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });
    expectApiError(
      await world.ctx.app.inject({ method: 'GET', url: incomeUrl(day()), headers: operator.auth }),
      403,
      ErrorCode.FORBIDDEN,
    );
  });
});

describe('files', () => {
  const download = (format: string) =>
    world.ctx.app.inject({
      method: 'GET',
      url: incomeUrl({ ...day(), groupBy: 'SUB_AGENCY', format }, 'income-report/export'),
      headers: { ...world.f1.auth, 'x-language': 'en' },
    });

  it('writes the rows of the JSON then the totals, in the workbook and in the CSV', async () => {
    const { rows, totals } = await incomeOf(world.f1, { ...day(), groupBy: 'SUB_AGENCY' });
    const expected = [
      ...rows.map((row) => [row.lines, row.revenue, row.cost, row.profit, row.commission]),
      [totals.lines, totals.revenue, totals.cost, totals.profit, totals.commission],
    ];
    const xlsx = await download('xlsx');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => sheet.push((row.values as unknown[]).slice(1)));
    const header = sheet.findIndex((row) => row[0] === 'Agency' && row[1] === 'Lines (tickets)');
    const names = sheet[header] as string[];
    const pick = (row: unknown[]) =>
      ['Lines (tickets)', 'Revenue', 'Cost', 'Profit', 'Commission'].map((name) => row[names.indexOf(name)]);
    expect(sheet.slice(header + 1).map(pick)).toEqual(expected);
    expect(sheet.at(-1)![0]).toBe('Total');

    const csv = await download('csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const csvHeader = lines.findIndex((line) => line.startsWith('Agency,Lines'));
    const csvNames = lines[csvHeader]!.split(',');
    const cells = lines.slice(csvHeader + 1).map((line) => line.split(','));
    expect(
      cells.map((row) =>
        ['Lines (tickets)', 'Revenue', 'Cost', 'Profit', 'Commission'].map((name) =>
          Number(row[csvNames.indexOf(name)]),
        ),
      ),
    ).toEqual(expected);
  });
});

describe('bad input', () => {
  it.each([
    ['a 3+ PNR mode', { mode: 'BOOKING_DATE_3PNR' }, 'mode'],
    ['a grouping', { groupBy: 'CITY' }, 'groupBy'],
    ['an interval', { interval: 'year' }, 'interval'],
    ['a day', { from: '2026-02-30' }, 'from'],
    ['a period backwards', { from: '2026-03-02', to: '2026-03-01' }, 'to'],
    ['a period over a year', { from: '2025-01-01', to: '2026-03-01' }, 'to'],
    ['an agency id', { subAgencyId: 'abc' }, 'subAgencyId'],
    ['a product', { product: 'HOTEL' }, 'product'],
    ['a sort', { sort: 'price; drop table' }, 'sort'],
    ['an unknown field', { page: 2 }, 'page'],
  ])('answers 400 naming the field for %s', async (_case, query, field) => {
    const response = await world.ctx.app.inject({
      method: 'GET',
      url: incomeUrl(query as Record<string, string | number>),
      headers: world.f1.auth,
    });
    const body = expectApiError(response, 400, ErrorCode.VALIDATION);
    expect((body.details?.fields as { field: string }[]).map((issue) => issue.field)).toContain(field);
  });
});
