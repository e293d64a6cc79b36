// GET /api/reports/vna-summary-report (+ /export) over real sales: VN stock-738 tickets by month and class group, YQ/YR in revenue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { tables } from '@portal/db';
import { ErrorCode, type TVnaSummaryResponse } from '@portal/contracts';
import { addDays, vietnamToday, vnaClassGroupOf } from '@portal/domain';
import { expectApiError } from './support/http.js';
import {
  parseCsv,
  sellFlightData,
  storedSales,
  type FlightDataSales,
  type StoredSale,
} from './support/flight-data-sales.js';
import type { SignedIn } from './support/test-context.js';

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
  world.app.ctx.app.inject({ method: 'GET', url: `/api/reports/vna-summary-report${path}`, query, headers: who.auth });

async function report(who: SignedIn, query: Record<string, string> = {}): Promise<TVnaSummaryResponse> {
  const response = await ask(who, { from: today, to: addDays(today, 60), ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TVnaSummaryResponse>();
}

type SaleKey = keyof FlightDataSales['sales'];
const sale = (key: SaleKey) => stored.get(world.sales[key])!;
/** Base fare and YQ/YR of a booking's passengers, from its stored flights' supplier prices. */
function vnaFigures(key: SaleKey) {
  const { flights, byPaxType } = sale(key);
  let baseFare = 0;
  let carrierSurcharge = 0;
  for (const flight of flights)
    for (const [type, { count }] of Object.entries(byPaxType)) {
      baseFare += count * flight.netPrices[type]!.baseFare;
      carrierSurcharge += count * (flight.netPrices[type]!.carrierSurcharge ?? 0);
    }
  return { baseFare, carrierSurcharge };
}
const total = (keys: SaleKey[], pick: 'baseFare' | 'carrierSurcharge') =>
  keys.reduce((sum, key) => sum + vnaFigures(key)[pick], 0);

const STANDING: SaleKey[] = ['vnHome', 'vnAbroad', 'f2Sale', 'f3Sale'];

describe('VNA summary', () => {
  it('keeps the simulator’s carrier surcharge in the stored flights (YR at home, YQ abroad, inside the tax)', () => {
    const home = sale('vnHome').flights[0]!.netPrices.ADT!;
    expect(home).toMatchObject({ tax: 120_000, carrierSurcharge: 50_000 });
    const abroad = sale('vnAbroad').flights[0]!.netPrices.ADT!;
    expect(abroad.carrierSurcharge).toBeGreaterThan(0);
    expect(abroad.carrierSurcharge).toBeLessThanOrEqual(abroad.tax);
    expect(sale('vnHome').tickets.every((ticket) => ticket.startsWith('738'))).toBe(true);
  });

  it('counts VN tickets only, revenue = base fare + YQ/YR, voids and refunds apart, domestic and international', async () => {
    const answer = await report(world.f1);
    const tickets = STANDING.reduce((n, key) => n + sale(key).tickets.length, 0);
    expect(answer.totals).toMatchObject({
      tickets,
      segments: tickets,
      baseFare: total(STANDING, 'baseFare'),
      carrierSurcharge: total(STANDING, 'carrierSurcharge'),
      revenue: total(STANDING, 'baseFare') + total(STANDING, 'carrierSurcharge'),
      voidedTickets: 1,
      refundedTickets: 1,
      refundedRevenue: total(['refunded'], 'baseFare') + total(['refunded'], 'carrierSurcharge'),
      ticketsWithoutSurcharge: 0,
    });
    expect(answer.domestic.carrierSurcharge).toBe(4 * 50_000);
    expect(answer.international).toMatchObject({
      tickets: 1,
      baseFare: total(['vnAbroad'], 'baseFare'),
      carrierSurcharge: total(['vnAbroad'], 'carrierSurcharge'),
    });
  });

  it('puts each ticket in the class group of SPEC §9 of its fare class', async () => {
    const answer = await report(world.f1);
    const expected = new Map<string, number>();
    for (const key of STANDING) {
      const { flights, tickets } = sale(key);
      const group = `${vnaClassGroupOf(flights[0]!.fareClass)}|${key === 'vnAbroad' ? 'I' : 'D'}`;
      expected.set(group, (expected.get(group) ?? 0) + tickets.length);
    }
    const got = new Map<string, number>();
    for (const row of answer.rows) {
      if (row.tickets === 0) continue;
      const group = `${row.classGroup}|${row.isDomestic ? 'D' : 'I'}`;
      got.set(group, (got.get(group) ?? 0) + row.tickets);
    }
    expect(got).toEqual(expected);
    for (const row of answer.rows) expect(row.month).toBe(addDays(today, 30).slice(0, 7));
  });

  it('scopes to the subtree and the sub-agency; 404 for another tree’s agency; 400 naming a bad field', async () => {
    expect((await report(world.f2)).totals).toMatchObject({ tickets: 2, refundedTickets: 1, voidedTickets: 0 });
    expect((await report(world.f1, { subAgencyId: world.f3.agencyId })).totals.tickets).toBe(1);
    expectApiError(await ask(world.f1, { subAgencyId: world.stranger.agencyId }), 404, ErrorCode.NOT_FOUND);
    for (const [query, field] of [
      [{ mode: 'X' }, 'mode'],
      [{ from: '01/12/2026' }, 'from'],
      [{ subAgencyId: '1' }, 'subAgencyId'],
    ] as const) {
      const body = expectApiError(await ask(world.f1, query), 400, ErrorCode.VALIDATION);
      expect(JSON.stringify(body.details)).toContain(field);
    }
  });

  it('writes the screen’s rows and totals to CSV and xlsx', async () => {
    const screen = await report(world.f1);
    const money = (row: TVnaSummaryResponse['totals']) => [
      row.tickets,
      row.segments,
      row.baseFare,
      row.carrierSurcharge,
      row.revenue,
      row.voidedTickets,
      row.refundedTickets,
      row.refundedRevenue,
    ];
    const expected = [
      ...screen.rows.map((row) => [
        `${row.month.slice(5, 7)}/${row.month.slice(0, 4)}`,
        row.classGroup,
        row.isDomestic ? 'Nội địa' : 'Quốc tế',
        ...money(row),
      ]),
      ['Tổng cộng', '', '', ...money(screen.totals)],
    ];
    const query = { from: today, to: addDays(today, 60) };
    const csv = await ask(world.f1, { ...query, format: 'csv' }, '/export');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parseCsv(csv.rawPayload.toString('utf8').slice(1));
    const body = rows.slice(rows.findIndex((row) => row[0] === 'Tháng') + 1);
    expect(body.map((row) => [...row.slice(0, 3), ...row.slice(3).map(Number)])).toEqual(expected);

    const xlsx = await ask(world.f1, { ...query, format: 'xlsx' }, '/export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
    const start = cells.findIndex((row) => row[0] === 'Tháng');
    expect(
      cells.slice(start + 1).map((row) => [...Array.from(row.slice(0, 3), (c) => c ?? ''), ...row.slice(3)]),
    ).toEqual(expected);
  });

  it('counts an older booking without the surcharge figure as 0 and says how many there are', async () => {
    const before = await report(world.f1);
    const id = world.sales.vnHome;
    const { db } = world.app.ctx;
    const [row] = await db
      .select({ flights: tables.bookings.flights })
      .from(tables.bookings)
      .where(eq(tables.bookings.id, id));
    const older = (row!.flights as Array<{ netPrices: Record<string, Record<string, number>> }>).map((flight) => ({
      ...flight,
      netPrices: Object.fromEntries(
        Object.entries(flight.netPrices).map(([type, { carrierSurcharge: _dropped, ...price }]) => [type, price]),
      ),
    }));
    await db
      .update(tables.bookings)
      .set({ flights: sql`${JSON.stringify(older)}::jsonb` })
      .where(eq(tables.bookings.id, id));
    try {
      const after = await report(world.f1);
      expect(after.totals.ticketsWithoutSurcharge).toBe(2);
      expect(after.totals.carrierSurcharge).toBe(
        before.totals.carrierSurcharge - total(['vnHome'], 'carrierSurcharge'),
      );
      expect(after.totals.tickets).toBe(before.totals.tickets);
    } finally {
      await db.update(tables.bookings).set({ flights: row!.flights }).where(eq(tables.bookings.id, id));
    }
  });
});
