// The debit reports' files (xlsx and CSV) hold the JSON answer row for row; bad query strings are 400 naming the field;
// another branch's agency is 404; the sub-agency chooser lists the caller's tree only.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type TDebitReportAgenciesResponse,
  type TDebitReportResponse,
  type TDebitTotalReportResponse,
} from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { buildDebitWorld, type DebitWorld } from './support/debit-world.js';
import { expectApiError } from './support/http.js';
import type { SignedIn } from './support/test-context.js';

let world: DebitWorld;
let stranger: SignedIn;

beforeAll(async () => {
  world = await buildDebitWorld();
  stranger = await world.ctx.newSignedInUser({ role: 'admin_f1' });
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

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, CRLF rows; numbers as they are written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1];
    if (isQuoted && char === '"' && next === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      isQuoted = !isQuoted;
    } else if (!isQuoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!isQuoted && char === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** Every row of the file's first sheet, cells as exceljs reads them (numbers stay numbers). */
async function workbookRows(raw: Buffer, width: number): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) =>
    rows.push(Array.from({ length: width }, (_, index) => row.getCell(index + 1).value ?? '')),
  );
  return rows;
}

/** The rows under the column header whose first cell is `header`, `count` of them. */
const bodyRows = <T>(rows: T[][], header: string, count: number) => {
  const at = rows.findIndex((row) => row[0] === header);
  expect(at).toBeGreaterThan(0);
  return rows.slice(at + 1, at + 1 + count);
};

describe('debit report files', () => {
  it('xlsx and CSV: one line per movement with code, PNR, amount and balance equal to the JSON, opening and closing', async () => {
    const query = { agencyId: world.f3.agencyId, from: world.yesterday, to: world.today };
    const screen = await jsonOf<TDebitReportResponse>(world.f1, '/api/reports/debit-report', query);
    const expected = screen.movements.map((movement) => [
      formatDateTime(new Date(movement.at)),
      movement.type,
      movement.pnr ?? movement.referenceId,
      movement.amount,
      movement.balanceAfter,
    ]);
    const pick = (row: unknown[]) => [row[0], row[1], row[4], row[7], row[8]];
    const xlsx = await get(world.f1, '/api/reports/debit-report/export', { ...query, format: 'xlsx' });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`cong-no-`);
    const sheet = await workbookRows(xlsx.rawPayload, 9);
    expect(sheet[0]![0]).toBe('BÁO CÁO CÔNG NỢ');
    expect(bodyRows(sheet, 'Thời gian', expected.length).map(pick)).toEqual(expected);
    expect(sheet.find((row) => row[0] === 'Số dư đầu kỳ')?.[8]).toBe(screen.figures.openingBalance);
    expect(sheet.find((row) => row[0] === 'Số dư cuối kỳ')?.[8]).toBe(screen.figures.closingBalance);
    expect(sheet.find((row) => row[0] === 'Hủy / hoàn')?.[7]).toBe(screen.figures.voidsRefunds);

    const csv = await get(world.f1, '/api/reports/debit-report/export', { ...query, format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const csvExpected = expected.map((cells) => cells.map(String));
    expect(bodyRows(lines, 'Thời gian', expected.length).map(pick)).toEqual(csvExpected);
    expect(lines.find((row) => row[0] === 'Số dư cuối kỳ')?.[8]).toBe(String(screen.figures.closingBalance));
  });
});

describe('debit total report files', () => {
  it('xlsx and CSV: one line per agency and the totals line, every figure equal to the JSON (English headers too)', async () => {
    const query = { from: world.yesterday, to: world.today, levels: 'all' };
    const screen = await jsonOf<TDebitTotalReportResponse>(world.f1, '/api/reports/debit-total-report', query);
    const figures = [
      'openingBalance',
      'topUps',
      'sales',
      'voidsRefunds',
      'adjustments',
      'closingBalance',
      'commission',
      'creditLimit',
      'reserved',
      'available',
    ] as const;
    const expected = [
      ...screen.rows.map((row) => [row.agency.code, ...figures.map((key) => row[key])]),
      ['Tổng cộng', ...figures.map((key) => screen.totals[key])],
    ];
    const pick = (row: unknown[]) => [row[0], ...row.slice(3, 13)];
    const xlsx = await get(world.f1, '/api/reports/debit-total-report/export', { ...query, format: 'xlsx' });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(bodyRows(await workbookRows(xlsx.rawPayload, 13), 'Mã đại lý', expected.length).map(pick)).toEqual(expected);
    const csv = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/reports/debit-total-report/export',
      query: { ...query, format: 'csv' },
      headers: { ...world.f1.auth, 'x-language': 'en' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const english = expected.map((cells, index) =>
      (index === expected.length - 1 ? ['Total', ...cells.slice(1)] : cells).map(String),
    );
    expect(bodyRows(parseCsv(csv.body.replace(/^\uFEFF/, '')), 'Agency code', expected.length).map(pick)).toEqual(
      english,
    );
  });
});

describe('scope and bad input', () => {
  it('another branch (and a parent seen from below) is 404; the chooser lists only the tree', async () => {
    expectApiError(
      await get(stranger, '/api/reports/debit-report', { agencyId: world.f2a.agencyId }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectApiError(
      await get(world.f2b, '/api/reports/debit-report', { agencyId: world.f3.agencyId }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectApiError(
      await get(world.f3, '/api/reports/debit-report', { agencyId: world.f1.agencyId }),
      404,
      ErrorCode.NOT_FOUND,
    );
    const chooser = await jsonOf<TDebitReportAgenciesResponse>(world.f2a, '/api/reports/debit-report/agencies', {});
    expect(chooser.items.map((item) => item.id)).toEqual([world.f2a.agencyId, world.f3.agencyId]);
    const strangerTotals = await jsonOf<TDebitTotalReportResponse>(stranger, '/api/reports/debit-total-report', {
      levels: 'all',
    });
    expect(strangerTotals.rows.map((row) => row.agency.id)).toEqual([stranger.agencyId]);
  });

  it("lists the platform operator's F1s (it holds no deposit of its own)", async () => {
    const platform = await world.ctx.newAgency({ level: 'platform' });
    const f1 = await world.ctx.newAgency({ level: 'F1', parentId: platform.id });
    const operator = await world.ctx.newSignedInUser({ role: 'super_admin', agencyId: platform.id });
    const report = await jsonOf<TDebitTotalReportResponse>(operator, '/api/reports/debit-total-report', {});
    expect(report.rows.map((row) => [row.agency.id, row.depth])).toEqual([[f1.id, 1]]);
    expectApiError(await get(operator, '/api/reports/debit-report', {}), 404, ErrorCode.NOT_FOUND);
    expect((await get(operator, '/api/reports/debit-report', { agencyId: f1.id })).statusCode).toBe(200);
  });

  it.each([
    ['/api/reports/debit-report', { from: '2026-02-30' }, 'from'],
    ['/api/reports/debit-report', { from: '2026-03-02', to: '2026-03-01' }, 'to'],
    ['/api/reports/debit-report', { agencyId: 'not-an-id' }, 'agencyId'],
    ['/api/reports/debit-report/export', { format: 'pdf' }, 'format'],
    ['/api/reports/debit-total-report', { levels: 'everyone' }, 'levels'],
    ['/api/reports/debit-total-report', { to: '01/03/2026' }, 'to'],
    ['/api/reports/debit-total-report', { from: '2025-01-01', to: '2026-03-01' }, 'to'],
    ['/api/reports/debit-total-report/export', { format: 'xls' }, 'format'],
    ['/api/reports/debit-total-report', { surprise: '1' }, 'surprise'],
  ])('%s with %o is 400 naming %s', async (url, query, field) => {
    const body = expectApiError(await get(world.f1, url, query as Record<string, string>), 400, ErrorCode.VALIDATION);
    expect(JSON.stringify(body.details)).toContain(`"${field}"`);
  });
});
