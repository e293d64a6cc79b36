// The booking activity reports (booking/customer-services-report, booking/analyze-sales-report) over real holds, issues,
// voids and cancels: the figures by staff member, customer and day, the scope of each caller, the files, bad input.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyzeSalesResponse, TBookingDetail, TCustomerServicesResponse } from '@portal/contracts';
import { vietnamToday } from '@portal/domain';
import { addSegmentFee, holdFor, issuedFor, moneyApi, startCalmBookingApp, topUp } from './support/booking-money.js';
import { bookingApi, type BookingApp } from './support/bookings.js';
import { parseCsv } from './support/csv.js';
import type { SignedIn, TestContext } from './support/test-context.js';

let booking: BookingApp;
let ctx: TestContext;
let f1: SignedIn;
let f1Agent: SignedIn;
let f2: SignedIn;
let other: SignedIn;
let today: string;
const made: TBookingDetail[] = [];

beforeAll(async () => {
  booking = await startCalmBookingApp();
  ctx = booking.ctx;
  today = vietnamToday(ctx.clock.now());
  f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
  f1Agent = await ctx.newSignedInUser({ role: 'agent_f1', agencyId: f1.agencyId });
  f2 = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
  other = await ctx.newSignedInUser({ role: 'admin_f1' });
  await addSegmentFee(ctx, f1.agencyId, 50_000);
  for (const who of [f1, f2, other]) await topUp(ctx, who.agencyId, 200_000_000);
  // The F1 administrator: two issued (one voided later), one held then cancelled. The F1 agent: one held.
  made.push(await issuedFor(ctx, f1, 2), await issuedFor(ctx, f1, 1));
  expect((await moneyApi(ctx).void(f1, made[1]!.id)).statusCode).toBe(200);
  const cancelled = await holdFor(ctx, f1);
  expect((await bookingApi(ctx).cancel(f1, cancelled.id)).statusCode).toBe(200);
  await holdFor(ctx, f1Agent);
  // The F2: one issued of three adults. Another F1: one issued (never in the first F1's reports).
  made.push(await issuedFor(ctx, f2, 3), await issuedFor(ctx, other, 1));
}, 180_000);

afterAll(async () => {
  await booking?.close();
});

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });

describe('customer services report', () => {
  it('counts each staff member’s bookings, issues, voids and cancels, and the F2’s under its own agency', async () => {
    const response = await get(f1, `/api/reports/customer-services?from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<TCustomerServicesResponse>();
    const byUser = new Map(report.rows.map((row) => [row.key, row]));
    expect(report.rows).toHaveLength(3);
    expect(byUser.get(f1.userId)).toMatchObject({
      agency: { id: f1.agencyId },
      bookings: 3,
      issued: 2,
      tickets: 3,
      voided: 1,
      cancelled: 1,
      conversionPerMille: 667,
      sold: made[0]!.fareData.totalAmount + made[1]!.fareData.totalAmount,
    });
    expect(byUser.get(f1Agent.userId)).toMatchObject({ bookings: 1, issued: 0, conversionPerMille: 0, sold: 0 });
    expect(byUser.get(f2.userId)).toMatchObject({ agency: { id: f2.agencyId }, issued: 1, tickets: 3 });
    expect(report.totals).toMatchObject({
      bookings: 5,
      issued: 3,
      tickets: 6,
      sold: made[0]!.fareData.totalAmount + made[1]!.fareData.totalAmount + made[2]!.fareData.totalAmount,
    });
    // Another F1's sale never appears, in any row or total.
    expect(byUser.has(other.userId)).toBe(false);
  });

  it('groups by customer phone, and narrows to a sub-agency the caller sees (another agency is 404)', async () => {
    const byCustomer = await get(f1, `/api/reports/customer-services?from=${today}&to=${today}&groupBy=customer`);
    const report = byCustomer.json<TCustomerServicesResponse>();
    expect(report.rows.every((row) => row.key !== '')).toBe(true);
    expect(report.totals.bookings).toBe(5);
    const narrowed = await get(
      f1,
      `/api/reports/customer-services?from=${today}&to=${today}&subAgencyId=${f2.agencyId}`,
    );
    expect(narrowed.json<TCustomerServicesResponse>().rows.map((row) => row.key)).toEqual([f2.userId]);
    const foreign = await get(f1, `/api/reports/customer-services?subAgencyId=${other.agencyId}`);
    expect(foreign.statusCode).toBe(404);
    // The F2 sees only its own agency; its parent is no sub-agency of it.
    const f2View = await get(f2, `/api/reports/customer-services?from=${today}&to=${today}`);
    expect(f2View.json<TCustomerServicesResponse>().rows.map((row) => row.key)).toEqual([f2.userId]);
    expect((await get(f2, `/api/reports/customer-services?subAgencyId=${f1.agencyId}`)).statusCode).toBe(404);
  });

  it('writes the same rows to xlsx and CSV', async () => {
    const json = (
      await get(f1, `/api/reports/customer-services?from=${today}&to=${today}`)
    ).json<TCustomerServicesResponse>();
    const csv = await get(f1, `/api/reports/customer-services/export?from=${today}&to=${today}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`cham-soc-khach-hang_${today}_${today}.csv`);
    const cells = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const header = cells.findIndex((row) => row[0] === 'Nhân viên');
    const rows = cells.slice(header + 1, header + 1 + json.rows.length);
    expect(rows.map((row) => [row[0], row[1], Number(row[6]), Number(row[11])])).toEqual(
      json.rows.map((row) => [row.name, row.detail, row.tickets, row.sold]),
    );
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/customer-services/export?from=${today}&to=${today}&format=xlsx`,
      headers: f1.auth,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const sold: number[] = [];
    sheet.eachRow((row, index) => {
      if (index > header + 1 && index <= header + 1 + json.rows.length) sold.push(Number(row.getCell(12).value));
    });
    expect(sold).toEqual(json.rows.map((row) => row.sold));
  });
});

describe('sales analysis report', () => {
  it('fills every day of the period, and the day of the sales carries them with the top routes and airlines', async () => {
    const from = `${today.slice(0, 8)}01`;
    const response = await get(f1, `/api/reports/analyze-sales?from=${from}&to=${today}&interval=day`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<TAnalyzeSalesResponse>();
    expect(report.buckets).toHaveLength(Number(today.slice(8)));
    expect(report.buckets.at(-1)).toMatchObject({ start: today, bookings: 5, issued: 3, tickets: 6 });
    expect(report.buckets.slice(0, -1).every((bucket) => bucket.bookings === 0)).toBe(true);
    expect(report.topAirlines).toEqual([expect.objectContaining({ key: 'VN', issued: 3, tickets: 6 })]);
    expect(report.topRoutes.reduce((sum, top) => sum + top.tickets, 0)).toBe(6);
    const month = (
      await get(f1, `/api/reports/analyze-sales?from=${from}&to=${today}&interval=month`)
    ).json<TAnalyzeSalesResponse>();
    expect(month.buckets).toEqual([expect.objectContaining({ start: from, bookings: 5 })]);
  });

  it('refuses bad input naming the field, never a 500', async () => {
    for (const [query, field] of [
      ['interval=year', 'interval'],
      ['from=2026-02-30', 'from'],
      ['from=2026-11-10&to=2026-11-01', 'to'],
      ['from=2024-01-01&to=2026-01-01', 'to'],
      ['subAgencyId=nope', 'subAgencyId'],
      ['extra=1', 'extra'],
    ] as const) {
      const response = await get(f1, `/api/reports/analyze-sales?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(field);
    }
  });
});
