// The sale report against real sales (flights issued, voided, refunded and changed through the API, a train ticket at
// the railway, an eSIM order): for the F1, the F2 and the F3 as viewers, the net and profit columns equal the viewer's
// ledger entries to the đồng, tickets sum to their transaction, the modes and the sub-agency filter, another branch
// never seen, the files equal the JSON row for row, and bad input is a 400 naming the field.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSaleLine, TSaleReportResponse } from '@portal/contracts';
import { ErrorCode } from '@portal/contracts';
import { addDays } from '@portal/domain';
import { parseCsv } from './support/csv.js';
import { expectApiError } from './support/http.js';
import {
  ledgerFiguresOf,
  reportOf,
  reportUrl,
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

const day = () => ({ from: world.today, to: world.today });
/** Today and the next 60 days: every flight and train of the world departs in them. */
const ahead = () => ({
  from: world.today,
  to: new Date(new Date(`${world.today}T00:00:00Z`).getTime() + 60 * 86_400_000).toISOString().slice(0, 10),
});
const sum = (lines: readonly TSaleLine[], key: 'net' | 'sell' | 'profit' | 'issueFee') =>
  lines.reduce((total, line) => total + line[key], 0);

describe.each(['f1', 'f2', 'f3'] as const)('viewed by the %s', (level) => {
  let report: TSaleReportResponse;
  beforeAll(async () => {
    report = await reportOf(world.ctx, world[level], day());
  });

  it("has net = −Σ the viewer's deposit entries and profit = Σ its commission entries, per transaction and in total", async () => {
    const ledger = await ledgerFiguresOf(world.ctx, world[level].agencyId, world.today);
    const byTransaction = new Map<string, TSaleLine[]>();
    for (const line of report.items)
      byTransaction.set(line.transactionId, [...(byTransaction.get(line.transactionId) ?? []), line]);
    expect([...byTransaction.keys()].sort()).toEqual([...ledger.keys()].sort());
    for (const [id, lines] of byTransaction) {
      expect(sum(lines, 'net'), id).toBe(0 - ledger.get(id)!.deposit);
      expect(sum(lines, 'profit'), id).toBe(ledger.get(id)!.commission);
    }
    const deposits = [...ledger.values()].reduce((total, row) => total + row.deposit, 0);
    const commissions = [...ledger.values()].reduce((total, row) => total + row.commission, 0);
    expect(report.totals.net).toBe(0 - deposits);
    expect(report.totals.profit).toBe(commissions);
    expect(report.totals.sell).toBe(report.totals.net + report.totals.profit);
    expect(report.total).toBe(report.items.length);
    expect(report.byProduct.reduce((total, row) => total + row.net, 0)).toBe(report.totals.net);
  });

  it('splits a two-passenger issue into two tickets, each with its own ticket number and price parts', () => {
    const tickets = report.items.filter((line) => line.code === world.issuedTwo.pnr && line.kind === 'SALE');
    expect(tickets).toHaveLength(2);
    expect(new Set(tickets.map((line) => line.ticketNumber)).size).toBe(2);
    for (const ticket of tickets) {
      expect(ticket.baseFare).toBeGreaterThan(0);
      expect(ticket.passengerType).toBe('ADT');
      expect(ticket.sell - ticket.net).toBe(ticket.profit);
    }
  });
});

describe('each link sees its own figures', () => {
  it('shows the F3 sale with profit 0 to the F3, the F2 fee to the F2 and the F1 fee to the F1', async () => {
    const profitOf = async (who: SignedIn) =>
      (await reportOf(world.ctx, who, day())).items
        .filter((line) => line.code === world.changed.pnr && line.kind === 'SALE')
        .map((line) => line.profit);
    expect(await profitOf(world.f3)).toEqual([0]);
    expect(await profitOf(world.f2)).toEqual([30_000]);
    expect(await profitOf(world.f1)).toEqual([50_000]);
  });

  it('lists the void, the refund and the paid change as lines of their own, with negative figures for money back', async () => {
    const { items } = await reportOf(world.ctx, world.f1, day());
    const kinds = (pnr: string | null) => items.filter((line) => line.code === pnr).map((line) => line.kind);
    expect(kinds(world.voided.pnr)).toEqual(['SALE', 'VOID']);
    expect(kinds(world.refunded.pnr)).toEqual(['SALE', 'REFUND']);
    expect(kinds(world.changed.pnr)).toEqual(['SALE', 'CHANGE']);
    const voided = items.filter((line) => line.code === world.voided.pnr);
    expect(voided[1]!.net).toBe(-voided[0]!.net);
    expect(voided[1]!.profit).toBe(-voided[0]!.profit);
    expect(items.filter((line) => line.kind === 'REFUND').every((line) => line.net < 0)).toBe(true);
    expect(new Set(items.map((line) => line.product))).toEqual(new Set(['FLIGHT', 'TRAIN', 'ESIM']));
  });
});

describe('modes and filters', () => {
  it('by flight date keeps the lines of flights and trains departing in the period (eSIM on its sale day)', async () => {
    const today = await reportOf(world.ctx, world.f1, { ...day(), mode: 'FLIGHT_DATE' });
    expect(today.items.map((line) => line.product)).toEqual(['ESIM']);
    const later = await reportOf(world.ctx, world.f1, { ...ahead(), mode: 'FLIGHT_DATE' });
    expect(later.total).toBe((await reportOf(world.ctx, world.f1, day())).total);
  }, 60_000);

  it.each(['BOOKING_DATE_3PNR', 'FLIGHT_DATE_3PNR'])('%s keeps only the traveller of three PNRs', async (mode) => {
    const period = mode === 'FLIGHT_DATE_3PNR' ? ahead() : day();
    const { items } = await reportOf(world.ctx, world.f2, { ...period, mode });
    expect(items).toHaveLength(3);
    expect(items.every((line) => line.passenger === world.frequent && line.pnrCount === 3)).toBe(true);
    expect(new Set(items.map((line) => line.code)).size).toBe(3);
  });

  it('narrows to a sub-agency and its children, and filters by product, status and text', async () => {
    const f2Tree = await reportOf(world.ctx, world.f1, { ...day(), subAgencyId: world.f2.agencyId });
    expect(f2Tree.items.some((line) => line.agency.id === world.f1.agencyId)).toBe(false);
    expect(f2Tree.items.some((line) => line.agency.id === world.f3.agencyId)).toBe(true);
    const voids = await reportOf(world.ctx, world.f1, { ...day(), status: 'VOID' });
    expect(voids.items.map((line) => line.code)).toEqual([world.voided.pnr]);
    const trains = await reportOf(world.ctx, world.f1, { ...day(), product: 'TRAIN' });
    expect(trains.items).toHaveLength(2);
    const found = await reportOf(world.ctx, world.f1, { ...day(), q: world.refunded.pnr!.toLowerCase() });
    expect(found.items.every((line) => line.code === world.refunded.pnr)).toBe(true);
    const paged = await reportOf(world.ctx, world.f1, { ...day(), pageSize: 2, page: 2, sort: 'net', order: 'desc' });
    const all = await reportOf(world.ctx, world.f1, { ...day(), sort: 'net', order: 'desc' });
    expect(paged.items).toEqual(all.items.slice(2, 4));
    expect(paged.totals).toEqual(all.totals);
  });

  it('never shows another branch: its id is 404, its own report holds none of these sales', async () => {
    const outside = await world.ctx.app.inject({
      method: 'GET',
      url: reportUrl({ ...day(), subAgencyId: world.stranger.agencyId }),
      headers: world.f1.auth,
    });
    expectApiError(outside, 404, ErrorCode.NOT_FOUND);
    const above = await world.ctx.app.inject({
      method: 'GET',
      url: reportUrl({ ...day(), subAgencyId: world.f2.agencyId }),
      headers: world.f3.auth,
    });
    expectApiError(above, 404, ErrorCode.NOT_FOUND);
    expect((await reportOf(world.ctx, world.stranger, day())).total).toBe(0);
  });

  it('answers the platform operator 403: its figures are no link of a chain (decision 093)', async () => {
    const operator = await world.ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });
    const response = await world.ctx.app.inject({ method: 'GET', url: reportUrl(day()), headers: operator.auth });
    expectApiError(response, 403, ErrorCode.FORBIDDEN);
  });
});

describe('files', () => {
  const download = (format: string) =>
    world.ctx.app.inject({
      method: 'GET',
      url: `${reportUrl({ ...day(), format }).replace('sale-report?', 'sale-report/export?')}`,
      headers: { ...world.f2.auth, 'x-language': 'en' },
    });

  it('writes the same rows as the JSON in the workbook and in the CSV, with the totals', async () => {
    const { items, totals } = await reportOf(world.ctx, world.f2, day());
    const xlsx = await download('xlsx');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheetRows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1)));
    const header = sheetRows.findIndex((row) => row[0] === 'Issue date');
    const column = (name: string) => (sheetRows[header] as string[]).indexOf(name);
    const body = sheetRows.slice(header + 1, header + 1 + items.length);
    expect(body.map((row) => [row[column('PNR/Code')] ?? null, row[column('Net')], row[column('Profit')]])).toEqual(
      items.map((line) => [line.code, line.net, line.profit]),
    );
    expect(sheetRows[header + 1 + items.length]![column('Sell')]).toBe(totals.sell);

    const csv = await download('csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const csvHeader = lines.findIndex((line) => line.startsWith('Issue date,'));
    const names = lines[csvHeader]!.split(',');
    const csvBody = lines.slice(csvHeader + 1, csvHeader + 1 + items.length).map((line) => line.split(','));
    expect(csvBody.map((cells) => Number(cells[names.indexOf('Net')]))).toEqual(items.map((line) => line.net));
    expect(lines.at(-1)!.split(',')[names.indexOf('Profit')]).toBe(String(totals.profit));
  });

  it('writes a period of several weeks a few days at a time, in the screen’s order either way, and the same totals', async () => {
    const weeks = { from: addDays(world.today, -20), to: world.today };
    for (const order of ['asc', 'desc'] as const) {
      const { items, totals } = await reportOf(world.ctx, world.f1, { ...weeks, order });
      const csv = await world.ctx.app.inject({
        method: 'GET',
        url: reportUrl({ ...weeks, order, format: 'csv' }).replace('sale-report?', 'sale-report/export?'),
        headers: { ...world.f1.auth, 'x-language': 'en' },
      });
      const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
      const header = rows.findIndex((row) => row[0] === 'Issue date');
      const id = rows[header]!.indexOf('PNR/Code');
      const net = rows[header]!.indexOf('Net');
      expect(
        rows.slice(header + 1, -1).map((row) => [row[id] || null, Number(row[net])]),
        order,
      ).toEqual(items.map((line) => [line.code, line.net]));
      expect(Number(rows.at(-1)![net])).toBe(totals.net);
    }
  });

  it('keeps a file of another mode or order to a quarter, naming the period’s end', async () => {
    const response = await world.ctx.app.inject({
      method: 'GET',
      url: reportUrl({ from: addDays(world.today, -120), to: world.today, mode: 'FLIGHT_DATE', format: 'csv' }).replace(
        'sale-report?',
        'sale-report/export?',
      ),
      headers: world.f1.auth,
    });
    const body = expectApiError(response, 400, ErrorCode.VALIDATION);
    expect((body.details?.fields as { field: string }[]).map((issue) => issue.field)).toEqual(['to']);
  });
});

describe('bad input', () => {
  it.each([
    ['a mode', { mode: 'WEEKLY' }, 'mode'],
    ['a day', { from: '2026-02-30' }, 'from'],
    ['a period backwards', { from: '2026-03-02', to: '2026-03-01' }, 'to'],
    ['a period over a year', { from: '2025-01-01', to: '2026-03-01' }, 'to'],
    ['an agency id', { subAgencyId: 'abc' }, 'subAgencyId'],
    ['a page', { page: 0 }, 'page'],
    ['a page size', { pageSize: 'ten' }, 'pageSize'],
    ['a sort', { sort: 'price; drop table' }, 'sort'],
    ['an airline', { airline: 'VIETJET' }, 'airline'],
  ])('answers 400 naming the field for %s', async (_case, query, field) => {
    const response = await world.ctx.app.inject({
      method: 'GET',
      url: reportUrl(query as Record<string, string | number>),
      headers: world.f1.auth,
    });
    const body = expectApiError(response, 400, ErrorCode.VALIDATION);
    expect((body.details?.fields as { field: string }[]).map((issue) => issue.field)).toContain(field);
  });
});
