// GET /api/reports/flight-data-report (+ /export) over real sales through the simulator: figures equal the bookings' stored prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ErrorCode, type TFlightDataResponse } from '@portal/contracts';
import { addDays, vietnamToday } from '@portal/domain';
import { expectApiError } from './support/http.js';
import {
  parseCsv,
  sellFlightData,
  storedSales,
  ticketValueOf,
  type FlightDataSales,
  type StoredSale,
} from './support/flight-data-sales.js';
import { signedInFrom, type SignedIn } from './support/test-context.js';

let world: FlightDataSales;
let stored: Map<string, StoredSale>;
let today: string;

beforeAll(async () => {
  world = await sellFlightData();
  stored = await storedSales(world.app.ctx, Object.values(world.sales));
  today = vietnamToday(world.app.ctx.clock.now());
});
afterAll(() => world.app.close());

const ask = (who: SignedIn, query: Record<string, string>, path = '') =>
  world.app.ctx.app.inject({
    method: 'GET',
    url: `/api/reports/flight-data-report${path}`,
    query,
    headers: who.auth,
  });

async function report(who: SignedIn, query: Record<string, string> = {}): Promise<TFlightDataResponse> {
  const response = await ask(who, { from: today, to: addDays(today, 60), ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFlightDataResponse>();
}

const sale = (key: keyof FlightDataSales['sales']) => stored.get(world.sales[key])!;
const sum = (keys: (keyof FlightDataSales['sales'])[]) =>
  keys.reduce((total, key) => total + ticketValueOf(sale(key)), 0);
const tickets = (keys: (keyof FlightDataSales['sales'])[]) => keys.reduce((n, key) => n + sale(key).tickets.length, 0);

describe('flight data report', () => {
  it('counts the F1 tree’s standing tickets by route at their stored ticket value; the void out, the refund apart', async () => {
    const answer = await report(world.f1);
    const standing = ['vnHome', 'vnAbroad', 'vj', 'f2Sale', 'f3Sale'] as const;
    expect(answer.totals).toMatchObject({
      tickets: tickets([...standing]),
      adults: tickets([...standing]),
      children: 0,
      infants: 0,
      segments: tickets([...standing]),
      revenue: sum([...standing]),
      refundedTickets: 1,
      refundedRevenue: sum(['refunded']),
    });
    const abroad = answer.rows.find((row) => row.route === 'HAN-BKK');
    expect(abroad).toMatchObject({ key: 'HAN-BKK', tickets: 1, revenue: sum(['vnAbroad']) });
    const home = answer.rows.find((row) => row.route === 'HAN-SGN');
    expect(home).toMatchObject({ revenue: sum(['vnHome', 'vj', 'f2Sale', 'f3Sale']), refundedTickets: 1 });
    expect(answer.rows).toHaveLength(2);
  });

  it('groups by airline, by class with its cabin and by month, the totals always the same', async () => {
    const byRoute = await report(world.f1);
    const byAirline = await report(world.f1, { groupBy: 'AIRLINE' });
    expect(byAirline.rows.map((row) => row.airline).sort()).toEqual(['VJ', 'VN']);
    expect(byAirline.rows.find((row) => row.airline === 'VJ')).toMatchObject({ tickets: 1, revenue: sum(['vj']) });
    const byClass = await report(world.f1, { groupBy: 'CLASS' });
    const vjClass = sale('vj').flights[0]!.fareClass;
    expect(byClass.rows.some((row) => row.airline === 'VJ' && row.bookingClass === vjClass)).toBe(true);
    for (const row of byClass.rows) expect(row.key).toBe(`${row.airline} ${row.bookingClass} ${row.cabinClass}`);
    const byMonth = await report(world.f1, { groupBy: 'MONTH' });
    expect(byMonth.rows.map((row) => row.month)).toEqual([addDays(today, 30).slice(0, 7)]);
    for (const other of [byAirline, byClass, byMonth]) expect(other.totals).toEqual(byRoute.totals);
  });

  it('by issue date counts the same sales today and none the day before', async () => {
    const issuedToday = await report(world.f1, { mode: 'ISSUE_DATE', from: today, to: today });
    expect(issuedToday.totals).toEqual((await report(world.f1)).totals);
    const before = await report(world.f1, { mode: 'ISSUE_DATE', from: addDays(today, -1), to: addDays(today, -1) });
    expect(before.rows).toEqual([]);
  });

  it('scopes to the caller’s subtree and to a chosen sub-agency; another tree’s agency is 404', async () => {
    const f2View = await report(world.f2);
    expect(f2View.totals).toMatchObject({ tickets: 2, revenue: sum(['f2Sale', 'f3Sale']), refundedTickets: 1 });
    const f3Only = await report(world.f1, { subAgencyId: world.f3.agencyId });
    expect(f3Only.totals).toMatchObject({ tickets: 1, revenue: sum(['f3Sale']), refundedTickets: 0 });
    expect(f3Only.agency.id).toBe(world.f3.agencyId);
    const strangerView = await report(world.stranger);
    expect(strangerView.totals.tickets).toBe(1);
    const foreign = await ask(world.f1, { subAgencyId: world.stranger.agencyId });
    expectApiError(foreign, 404, ErrorCode.NOT_FOUND);
    const upward = await ask(world.f2, { subAgencyId: world.f1.agencyId });
    expectApiError(upward, 404, ErrorCode.NOT_FOUND);
  });

  it('has no report for the platform operator (403): its money is not a tree of sales', async () => {
    const { ctx } = world.app;
    const platform = await ctx.newAgency({ level: 'platform' });
    const user = await ctx.newUser({ agencyId: platform.id, role: 'super_admin' });
    const operator = signedInFrom(await ctx.login(user.username, user.password));
    expectApiError(await ask(operator, {}), 403, ErrorCode.FORBIDDEN);
    const vna = await ctx.app.inject({ method: 'GET', url: '/api/reports/vna-summary-report', headers: operator.auth });
    expectApiError(vna, 403, ErrorCode.FORBIDDEN);
  });

  it('answers bad input with a 400 naming the field', async () => {
    for (const [query, field] of [
      [{ from: '2026-13-01' }, 'from'],
      [{ to: 'x' }, 'to'],
      [{ mode: 'SOMETIME' }, 'mode'],
      [{ groupBy: 'PILOT' }, 'groupBy'],
      [{ subAgencyId: 'abc' }, 'subAgencyId'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'to'],
    ] as const) {
      const response = await ask(world.f1, query);
      const body = expectApiError(response, 400, ErrorCode.VALIDATION);
      expect(JSON.stringify(body.details), JSON.stringify(query)).toContain(field);
    }
  });
});

describe('flight data export', () => {
  const figures = (row: {
    segments: number;
    adults: number;
    children: number;
    infants: number;
    tickets: number;
    revenue: number;
    refundedTickets: number;
    refundedRevenue: number;
  }) => [
    row.segments,
    row.adults,
    row.children,
    row.infants,
    row.tickets,
    row.revenue,
    row.refundedTickets,
    row.refundedRevenue,
  ];

  it('writes the screen’s rows and totals to CSV and xlsx', async () => {
    const screen = await report(world.f1, { groupBy: 'AIRLINE' });
    const query = { from: today, to: addDays(today, 60), groupBy: 'AIRLINE' };
    const csv = await ask(world.f1, { ...query, format: 'csv' }, '/export');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('du-lieu-chuyen-bay-');
    const rows = parseCsv(csv.rawPayload.toString('utf8').slice(1));
    const header = rows.findIndex((row) => row[0] === 'Hãng bay');
    const body = rows.slice(header + 1);
    expect(body.map((row) => [row[0], ...row.slice(1).map(Number)])).toEqual([
      ...screen.rows.map((row) => [row.key, ...figures(row)]),
      ['Tổng cộng', ...figures(screen.totals)],
    ]);

    const xlsx = await ask(world.f1, { ...query, format: 'xlsx' }, '/export');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells: unknown[][] = [];
    sheet.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
    const start = cells.findIndex((row) => row[0] === 'Hãng bay');
    expect(cells.slice(start + 1)).toEqual([
      ...screen.rows.map((row) => [row.key, ...figures(row)]),
      ['Tổng cộng', ...figures(screen.totals)],
    ]);
  });
});
