// GET /api/deposits/statement/export: the xlsx and csv files hold exactly the figures the screen's JSON answer shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ErrorCode, type TDepositStatementResponse } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import {
  buildStatementHistory,
  MARCH,
  TRICKY_DESCRIPTION,
  type StatementTree,
} from './support/deposit-statement-history.js';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { bearer, expectApiError } from './support/http.js';
import { insertBookingWithPnr, payForBooking } from './support/statement-bookings.js';
import { createTestContext, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let tree: StatementTree;
let f1Admin: Record<string, string>;
let screen: TDepositStatementResponse;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ tree } = await buildStatementHistory(ctx));
  const user = await ctx.newUser({ agencyId: tree.f1.id, role: 'admin_f1' });
  f1Admin = bearer((await ctx.login(user.username, user.password)).json<{ accessToken: string }>().accessToken);
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/deposits/statement',
    query: { agencyId: tree.f2.id, from: MARCH.from, to: MARCH.to },
    headers: f1Admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  screen = response.json<TDepositStatementResponse>();
});
afterAll(() => ctx.close());

const exportFile = (format: string, headers: Record<string, string> = f1Admin, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/deposits/statement/export',
    query: { agencyId: tree.f2.id, from: MARCH.from, to: MARCH.to, format, ...extra },
    headers,
  });

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, commas and line breaks inside quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const next = text[index + 1];
    index += 1;
    if (isQuoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
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
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** The rows between the column header and the totals: the movements as a spreadsheet shows them. */
function movementRows<T>(rows: T[][], isHeader: (row: T[]) => boolean): T[][] {
  const header = rows.findIndex(isHeader);
  expect(header).toBeGreaterThan(0);
  return rows.slice(header + 1, header + 1 + screen.movements.length);
}

const expectedMovementCells = () =>
  screen.movements.map((movement) => [
    formatDateTime(new Date(movement.at)),
    { T: 'Nạp ký quỹ', S: 'Bán vé/dịch vụ', V: 'Hủy (void)' }[movement.type],
    { top_up_request: 'Yêu cầu nạp tiền', booking: 'Đặt chỗ' }[movement.referenceType],
    movement.referenceId,
    movement.description,
    movement.amount,
    movement.balanceAfter,
  ]);

describe('the Excel export', () => {
  it('downloads sao-ke-<CODE>-<from>-<to>.xlsx whose figures are numbers equal to the JSON answer', async () => {
    const response = await exportFile('xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(
      `filename="sao-ke-${tree.f2.code}-2026-03-01-2026-03-31.xlsx"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) =>
      rows.push(Array.from({ length: 7 }, (_, index) => row.getCell(index + 1).value ?? '')),
    );

    expect(rows[0]![0]).toBe('SAO KÊ KÝ QUỸ');
    expect(rows.some((row) => row[0] === 'Đại lý' && row[1] === `${tree.f2.code} — Đại lý Hoa Sen`)).toBe(true);
    expect(rows.some((row) => row[1] === '01/03/2026 – 31/03/2026')).toBe(true);
    const figure = (label: string) => rows.find((row) => row[0] === label)?.[6];
    expect(figure('Số dư đầu kỳ')).toBe(screen.openingBalance);
    expect(figure('Tổng phát sinh tăng')).toBe(screen.totals.credits);
    expect(figure('Tổng phát sinh giảm')).toBe(screen.totals.debits);
    expect(figure('Số dư cuối kỳ')).toBe(screen.closingBalance);

    const movements = movementRows(rows, (row) => row[0] === 'Thời gian');
    expect(movements).toEqual(expectedMovementCells());
    expect(movements[0]![0]).toBe('01/03/2026 00:10');
    expect(movements[0]![4]).toBe(TRICKY_DESCRIPTION);

    let formattedCells = 0;
    sheet.eachRow((row) => {
      for (const column of [6, 7]) {
        const cell = row.getCell(column);
        if (typeof cell.value === 'number') {
          expect(cell.numFmt).toBe('#,##0');
          formattedCells++;
        }
      }
    });
    expect(formattedCells).toBe(screen.movements.length * 2 + 4);
    // A description starting with '=' stays text: no cell of the file is a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });
});

describe('the CSV export', () => {
  it('downloads UTF-8 with a byte-order mark, comma separated and quoted, holding the same rows and figures', async () => {
    const response = await exportFile('csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      `filename="sao-ke-${tree.f2.code}-2026-03-01-2026-03-31.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]![0]).toBe('SAO KÊ KÝ QUỸ');
    const figure = (label: string) => rows.find((row) => row[0] === label)?.[6];
    expect(Number(figure('Số dư đầu kỳ'))).toBe(screen.openingBalance);
    expect(Number(figure('Tổng phát sinh tăng'))).toBe(screen.totals.credits);
    expect(Number(figure('Tổng phát sinh giảm'))).toBe(screen.totals.debits);
    expect(Number(figure('Số dư cuối kỳ'))).toBe(screen.closingBalance);

    const movements = movementRows(rows, (row) => row[0] === 'Thời gian').map((row) => [
      ...row.slice(0, 5),
      Number(row[5]),
      Number(row[6]),
    ]);
    const expected = expectedMovementCells();
    // The formula guard: a text cell starting with '=' is written with a leading apostrophe.
    expected[0]![4] = `'${TRICKY_DESCRIPTION}`;
    expect(movements).toEqual(expected);
    expect(text).toContain(`"'=1+1, ""đợt 2""; nạp bổ sung"`);
    // The sale's row ends with the balance and an empty sub-agency cell (the F2's own booking).
    expect(text).toContain(',-2000000,12000000,\r\n');
  });

  it('writes the labels in English when the caller reads English', async () => {
    const response = await exportFile('csv', { ...f1Admin, 'x-language': 'en' });
    const rows = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(rows[0]![0]).toBe('DEPOSIT STATEMENT');
    expect(rows.find((row) => row[0] === 'Closing balance')?.[6]).toBe(String(screen.closingBalance));
    expect(rows.some((row) => row[1] === 'Top-up')).toBe(true);
  });
});

describe("a parent's export", () => {
  it('names a booking by its PNR and, in the last column, the sub-agency whose sale moved the deposit', async () => {
    const ledger = createLedgerService({ db: ctx.db, clock: ctx.clock });
    const booking = await insertBookingWithPnr(ctx, { agencyId: tree.f2.id, pnr: 'PNR777' });
    await payForBooking(ledger, { agencyId: tree.f1.id, bookingId: booking.id, amount: 1_000_000 });
    const response = await exportFile('csv', f1Admin, { agencyId: tree.f1.id, from: '2026-04-02', to: '2026-04-02' });
    expect(response.statusCode, response.body).toBe(200);
    const rows = parseCsv(response.rawPayload.toString('utf8').slice(1));
    const header = rows.find((row) => row[0] === 'Thời gian')!;
    expect(header.slice(3)).toEqual(['Mã tham chiếu', 'Diễn giải', 'Số tiền (VND)', 'Số dư (VND)', 'Đại lý cấp dưới']);
    const sale = rows.find((row) => row[2] === 'Đặt chỗ')!;
    expect(sale[3]).toBe('PNR777');
    expect(sale[7]).toBe(`${tree.f2.code} — Đại lý Hoa Sen`);
    const topUp = rows.find((row) => row[2] === 'Yêu cầu nạp tiền')!;
    expect(topUp[3]).toBe(`TOP-${booking.id}`);
    expect(topUp[7]).toBe('');
  });
});

describe('refusals', () => {
  it("answers 400 naming format for an unknown format, and the statement's own answers for scope and range", async () => {
    expect(
      (expectApiError(await exportFile('pdf'), 400, ErrorCode.VALIDATION).details?.fields as { field: string }[])[0]!
        .field,
    ).toBe('format');
    expect(
      (
        expectApiError(await exportFile('xlsx', f1Admin, { from: '2026-04-01' }), 400, ErrorCode.VALIDATION).details
          ?.fields as { field: string }[]
      )[0]!.field,
    ).toBe('to');
    expectApiError(await exportFile('xlsx', f1Admin, { agencyId: tree.otherF1.id }), 404, ErrorCode.NOT_FOUND);
    expectApiError(await exportFile('csv', {}), 401, ErrorCode.UNAUTHENTICATED);
  });
});
