// booking/search: filters (PNR, passenger without accents, airline, system, status, booking and flight days, agent,
// agency), server-side sorting and paging, who sees which agency's bookings, and the Excel export of the same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { vietnamToday } from '@portal/domain';
import type { TBookingOrder, TBookingSystem, TListBookingsResponse } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import {
  bookingApi,
  holdBody,
  orderOf,
  pricedOneWay,
  startBookingApp,
  type BookingSuppliers,
} from './support/bookings.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let f1Admin: SignedIn;
let f1Agent: SignedIn;
let f2Agent: SignedIn;
let stranger: SignedIn;
let api: ReturnType<typeof bookingApi>;
const held: Record<string, TBookingOrder['bookings'][number]> = {};

async function hold(
  name: string,
  who: SignedIn,
  system: TBookingSystem,
  from: string,
  to: string,
  days: number,
  lastName: string,
  firstName: string,
) {
  const { flights, total } = await pricedOneWay(ctx, who, { from, to, days, system });
  const response = await api.hold(
    who,
    holdBody({ flights, passengers: [{ paxId: 'ADT-1', lastName, firstName }], acceptedTotal: total }),
  );
  expect(response.statusCode, response.body).toBe(201);
  held[name] = orderOf(response).bookings[0]!;
  ctx.clock.advance(60_000);
}

beforeAll(async () => {
  ({ suppliers, ctx, api } = await startBookingApp());
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  f1Agent = await ctx.newSignedInUser({ agencyId: f1Admin.agencyId, role: 'agent_f1' });
  f2Agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1Admin.agencyId });
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  await hold('duc', f1Agent, 'VN', 'HAN', 'SGN', 20, 'Nguyễn', 'Văn Đức');
  await hold('lan', f1Agent, 'VJ', 'SGN', 'HAN', 22, 'Trần', 'Thị Lan');
  await hold('hung', f1Admin, 'VN', 'HAN', 'DAD', 24, 'Ngô', 'Quốc Hùng');
  await hold('mai', f2Agent, 'VJ', 'HAN', 'SGN', 20, 'Đặng', 'Thu Mai');
  await hold('other', stranger, 'VN', 'HAN', 'SGN', 20, 'Nguyễn', 'Văn Đức');
  expect((await api.cancel(f1Agent, held.lan!.id)).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});

async function listed(who: SignedIn, query = '') {
  const response = await api.list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListBookingsResponse>();
}
const ids = (page: TListBookingsResponse) => page.items.map((item) => item.id);
const named = (...names: string[]) => names.map((name) => held[name]!.id);

describe('the booking list', () => {
  it("shows the agency's bookings, newest first; administrators also their sub-agencies'", async () => {
    const agentPage = await listed(f1Agent);
    expect(ids(agentPage)).toEqual(named('hung', 'lan', 'duc'));
    expect(agentPage).toMatchObject({ total: 3, isTotalCapped: false, limit: 50, nextCursor: null, prevCursor: null });
    expect(agentPage.items[2]).toMatchObject({
      pnr: held.duc!.pnr,
      system: 'VN',
      airline: 'VN',
      status: 'HOLD',
      route: 'HAN-SGN',
      passengerNames: ['NGUYEN VAN DUC'],
      createdBy: { id: f1Agent.userId },
    });
    expect(ids(await listed(f1Admin))).toEqual(named('mai', 'hung', 'lan', 'duc'));
    expect(ids(await listed(f2Agent))).toEqual(named('mai'));
    expect(ids(await listed(stranger))).toEqual(named('other'));
    expect(ids(await listed(f1Admin, `agencyId=${f2Agent.agencyId}`))).toEqual(named('mai'));
    expectApiError(await api.list(f1Admin, `agencyId=${stranger.agencyId}`), 404, 40);
    expectApiError(await api.list(f1Agent, `agencyId=${f2Agent.agencyId}`), 404, 40);
  });

  it('filters by PNR, passenger name without accents, airline, system, status and agent', async () => {
    expect(ids(await listed(f1Admin, `pnr=${held.duc!.pnr!.slice(0, 4).toLowerCase()}`))).toEqual(named('duc'));
    expect(ids(await listed(f1Admin, `passenger=${encodeURIComponent('nguyễn văn đ')}`))).toEqual(named('duc'));
    expect(ids(await listed(f1Admin, 'passenger=THU%20MAI'))).toEqual(named('mai'));
    expect(ids(await listed(f1Admin, 'airline=vj'))).toEqual(named('mai', 'lan'));
    expect(ids(await listed(f1Admin, 'system=VN'))).toEqual(named('hung', 'duc'));
    expect(ids(await listed(f1Admin, 'status=CANCEL'))).toEqual(named('lan'));
    expect(ids(await listed(f1Admin, `agentId=${f1Admin.userId}`))).toEqual(named('hung'));
    expectApiError(await api.list(f1Admin, `agentId=${stranger.userId}`), 404, 40);
    expectApiError(await api.list(f1Admin, 'status=HOLDING'), 400, 1);
  });

  it('filters by booking day and flight day in Vietnam (yyyy-MM-dd, both included)', async () => {
    const today = vietnamToday(ctx.clock.now());
    expect((await listed(f1Admin, `bookedFrom=${today}&bookedTo=${today}`)).total).toBe(4);
    const flightDay = vietnamToday(new Date(held.duc!.departAt));
    expect(ids(await listed(f1Admin, `flightFrom=${flightDay}&flightTo=${flightDay}`))).toEqual(named('mai', 'duc'));
    const laterDay = vietnamToday(new Date(held.hung!.departAt));
    expect(ids(await listed(f1Admin, `flightFrom=${encodeURIComponent(laterDay)}`))).toEqual(named('hung'));
    const refused = expectApiError(await api.list(f1Admin, `flightFrom=${laterDay}&flightTo=${flightDay}`), 400, 1);
    expect(refused.details).toMatchObject({ fields: [{ field: 'flightTo' }] });
    expectApiError(await api.list(f1Admin, 'bookedFrom=2026-02-31'), 400, 1);
  });

  it('sorts and pages on the server', async () => {
    const byTotal = await listed(f1Admin, 'sort=totalAmount&order=asc');
    const totals = byTotal.items.map((item) => item.totalAmount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const all = await listed(f1Admin, 'sort=departAt&order=desc');
    const first = await listed(f1Admin, 'sort=departAt&order=desc&limit=3');
    expect(first).toMatchObject({ total: 4, limit: 3, prevCursor: null });
    expect(ids(first)).toEqual(ids(all).slice(0, 3));
    const second = await listed(f1Admin, `sort=departAt&order=desc&limit=3&cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual(ids(all).slice(3));
    expect(second).toMatchObject({ total: 4, nextCursor: null });
    const back = await listed(f1Admin, `sort=departAt&order=desc&limit=3&cursor=${second.prevCursor}`);
    expect(ids(back)).toEqual(ids(first));
    expect(back.prevCursor).toBeNull();
    expectApiError(await api.list(f1Admin, 'limit=500'), 400, 1);
    // A cursor of another sort, or a made-up one, is refused naming the field.
    const refused = expectApiError(await api.list(f1Admin, `sort=pnr&order=desc&cursor=${first.nextCursor}`), 400, 1);
    expect(refused.details).toMatchObject({ fields: [{ field: 'cursor' }] });
    expectApiError(await api.list(f1Admin, 'cursor=bm90LWEtY3Vyc29y'), 400, 1);
  });
});

describe('the Excel export', () => {
  async function rowsOf(buffer: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('has a ticket-number column: the numbers issued, in passenger order, empty before issue', async () => {
    const [passenger] = await ctx.db
      .select()
      .from(tables.bookingPassengers)
      .where(eq(tables.bookingPassengers.bookingId, held.mai!.id));
    await ctx.db
      .update(tables.bookingPassengers)
      .set({ ticketNumber: '7382100000042' })
      .where(eq(tables.bookingPassengers.id, passenger!.id));
    try {
      const response = await api.exportXlsx(f1Admin, 'sort=createdAt&order=asc');
      expect(response.statusCode, response.body).toBe(200);
      const rows = await rowsOf(response.rawPayload);
      const ticketColumn = rows[0]!.indexOf('Số vé');
      expect(ticketColumn).toBe(rows[0]!.indexOf('Hành khách') + 1);
      const byPnr = new Map(rows.slice(1).map((row) => [row[1], row[ticketColumn] ?? '']));
      expect(byPnr.get(held.mai!.pnr)).toBe('7382100000042');
      expect(byPnr.get(held.duc!.pnr)).toBe('');
    } finally {
      await ctx.db
        .update(tables.bookingPassengers)
        .set({ ticketNumber: null })
        .where(eq(tables.bookingPassengers.id, passenger!.id));
    }
  });

  it("has the filtered rows with the status labels of SPEC §4, in the caller's language", async () => {
    const response = await api.exportXlsx(f1Admin, 'sort=createdAt&order=asc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="dat-cho-\d{8}-\d{4}\.xlsx"/);
    const rows = await rowsOf(response.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['Mã đặt chỗ', 'Trạng thái', 'Tổng tiền (VND)']));
    expect(rows.slice(1).map((row) => row[1])).toEqual([held.duc!.pnr, held.lan!.pnr, held.hung!.pnr, held.mai!.pnr]);
    expect(rows.slice(1).map((row) => row[8] ?? '')).toEqual(['Đang giữ chỗ', '', 'Đang giữ chỗ', 'Đang giữ chỗ']);
    expect(rows[1]![6]).toBe('NGUYEN VAN DUC');
    expect(rows[0]![7]).toBe('Số vé');
    expect(rows[1]![12]).toBe(held.duc!.totalAmount);

    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/export?format=xlsx&status=HOLD&system=VN',
      headers: { ...f1Admin.auth, 'x-language': 'en' },
    });
    const englishRows = await rowsOf(english.rawPayload);
    expect(englishRows[0]![1]).toBe('PNR');
    expect(englishRows.slice(1).map((row) => [row[1], row[8]])).toEqual([
      [held.hung!.pnr, 'holding'],
      [held.duc!.pnr, 'holding'],
    ]);
    expectApiError(await api.exportXlsx(stranger, `agencyId=${f1Admin.agencyId}`), 404, 40);
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: '/api/bookings/export?format=pdf', headers: f1Admin.auth }),
      400,
      1,
    );
  });

  it('is refused to nobody signed in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings/export?format=xlsx' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
  });
});
