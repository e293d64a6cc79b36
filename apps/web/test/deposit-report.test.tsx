// /accounting/deposit-report: the agency and period form, the summary, the movements, the server's Excel/CSV files, printing.
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MAX_STATEMENT_DAYS,
  type TDepositStatementResponse,
  type TStatementAgenciesResponse,
  type TStatementMovement,
} from '@portal/contracts';
import { vietnamToday } from '@portal/domain';
import { checkTypedPeriod, defaultReportPeriod } from '../src/components/report/report-period';
import { STATEMENT_MAX_DAYS } from '../src/features/deposit-report/components/StatementFilters';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const agencies: TStatementAgenciesResponse = {
  items: [
    {
      id: 'agency-f1',
      code: 'HN001',
      name: 'Đại lý Hà Nội',
      level: 'F1',
      parentId: null,
      parentCode: null,
      status: 'active',
      depth: 0,
    },
    {
      id: 'agency-f2',
      code: 'DN002',
      name: 'Đại lý Đà Nẵng',
      level: 'F2',
      parentId: 'agency-f1',
      parentCode: 'HN001',
      status: 'active',
      depth: 1,
    },
  ],
};

function movement(index: number, amount: number, balanceAfter: number): TStatementMovement {
  return {
    entryId: index + 1,
    transactionId: `tx-${index}`,
    at: new Date(Date.UTC(2026, 2, 1, 2, index)).toISOString(),
    type: amount > 0 ? 'T' : 'S',
    referenceType: amount > 0 ? 'top_up_request' : 'booking',
    referenceId: `REF-${index}`,
    description: `Giao dịch số ${index}`,
    amount,
    balanceAfter,
    pnr: null,
    subAgency: null,
  };
}

/** A statement of `count` movements alternating +2,000,000 and −500,000 from an opening of 9,000,000. */
function statementOf(query: URLSearchParams, count = 4): TDepositStatementResponse {
  const agency = agencies.items.find((item) => item.id === (query.get('agencyId') ?? 'agency-f1'))!;
  let balance = 9_000_000;
  const movements = Array.from({ length: count }, (_, index) => {
    const amount = index % 2 === 0 ? 2_000_000 : -500_000;
    balance += amount;
    return movement(index, amount, balance);
  });
  const credits = movements.filter((item) => item.amount > 0).reduce((sum, item) => sum + item.amount, 0);
  const debits = -movements.filter((item) => item.amount < 0).reduce((sum, item) => sum + item.amount, 0);
  return {
    agency: { id: agency.id, code: agency.code, name: agency.name, level: agency.level },
    from: query.get('from')!,
    to: query.get('to')!,
    timeZone: 'Asia/Ho_Chi_Minh',
    periodStart: '2026-02-28T17:00:00.000Z',
    periodEnd: '2026-03-31T17:00:00.000Z',
    openingBalance: 9_000_000,
    movements,
    totals: { credits, debits, count },
    closingBalance: balance,
    current: {
      balance: 12_000_000,
      reserved: 300_000,
      available: 11_700_000,
      creditLimit: 2_000_000,
      asOf: '2026-04-02T03:00:00.000Z',
    },
  };
}

const queryOf = (call: StubCall) => new URL(call.url, 'http://portal.test').searchParams;
const statementCalls = (calls: StubCall[]) =>
  calls.filter((call) => new URL(call.url, 'http://portal.test').pathname === '/api/deposits/statement');

function answering(
  overrides: {
    statement?: (call: StubCall) => Response | Promise<Response>;
    exportFile?: (call: StubCall) => Response | Promise<Response>;
    count?: number;
  } = {},
) {
  return (call: StubCall): Response | Promise<Response> => {
    const path = new URL(call.url, 'http://portal.test').pathname;
    if (path === '/api/deposits/statement/agencies') return jsonResponse(200, agencies);
    if (path === '/api/deposits/statement')
      return overrides.statement?.(call) ?? jsonResponse(200, statementOf(queryOf(call), overrides.count));
    if (path === '/api/deposits/statement/export' && overrides.exportFile) return overrides.exportFile(call);
    return jsonResponse(200, {});
  };
}

const today = () => vietnamToday(new Date());
const display = (day: string) => day.split('-').reverse().join('/');

describe('the deposit statement page', () => {
  it('asks for this month up to today of the own agency and shows the figures and movements in VND', async () => {
    const { calls } = renderApp('/accounting/deposit-report', { session: loginAs('admin_f1'), handler: answering() });

    const summary = await screen.findByRole('region', { name: 'Tổng hợp kỳ sao kê' });
    const period = defaultReportPeriod(new Date());
    expect(period.to).toBe(today());
    expect(period.from).toBe(`${today().slice(0, 8)}01`);
    const [first] = statementCalls(calls);
    expect(Object.fromEntries(queryOf(first!))).toEqual({ from: period.from, to: period.to });
    expect(first!.headers.Authorization).toBe('Bearer admin_f1-token');

    expect(within(summary).getByText('Số dư đầu kỳ').nextElementSibling?.textContent).toBe('9.000.000 ₫');
    expect(within(summary).getByText('Tổng phát sinh tăng').nextElementSibling?.textContent).toBe('4.000.000 ₫');
    expect(within(summary).getByText('Tổng phát sinh giảm').nextElementSibling?.textContent).toBe('1.000.000 ₫');
    expect(within(summary).getByText('Số dư cuối kỳ').nextElementSibling?.textContent).toBe('12.000.000 ₫');
    expect(
      within(summary).getByText(/tạm giữ 300\.000 ₫, khả dụng 11\.700\.000 ₫, hạn mức tín dụng 2\.000\.000 ₫/),
    ).toBeTruthy();

    expect((screen.getByRole('textbox', { name: /Từ ngày/ }) as HTMLInputElement).value).toBe(display(period.from));
    expect((screen.getByRole('textbox', { name: /Đến ngày/ }) as HTMLInputElement).value).toBe(display(period.to));

    const table = screen.getByRole('table', { name: 'Giao dịch ký quỹ' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('01/03/2026 09:00')).toBeTruthy();
    expect(within(rows[0]!).getByText('Nạp ký quỹ')).toBeTruthy();
    expect(within(rows[0]!).getByText('Yêu cầu nạp tiền REF-0')).toBeTruthy();
    expect(within(rows[0]!).getByText('11.000.000 ₫')).toBeTruthy();
    expect(within(rows[1]!).getByText('Bán vé/dịch vụ')).toBeTruthy();
    expect(within(rows[1]!).getByText('-500.000 ₫')).toBeTruthy();
  });

  it("names a booking by its PNR and, on a parent's statement, the sub-agency whose sale moved the deposit", async () => {
    const withBookings = (call: StubCall) => {
      const answer = statementOf(queryOf(call));
      answer.movements[1] = {
        ...answer.movements[1]!,
        referenceId: '211a6f57-0000-4000-8000-000000000001',
        pnr: 'ABC123',
        subAgency: { id: 'agency-f2', code: 'DN002', name: 'Đại lý Đà Nẵng' },
      };
      answer.movements[3] = { ...answer.movements[3]!, pnr: 'XYZ789' };
      return jsonResponse(200, answer);
    };
    renderApp('/accounting/deposit-report', {
      session: loginAs('admin_f1'),
      handler: answering({ statement: withBookings }),
    });
    const table = await screen.findByRole('table', { name: 'Giao dịch ký quỹ' });
    expect(within(table).getByRole('columnheader', { name: /Đại lý cấp dưới/ })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);

    expect(within(rows[1]!).getByText('Đặt chỗ ABC123')).toBeTruthy();
    expect(within(rows[1]!).getByText('DN002 — Đại lý Đà Nẵng')).toBeTruthy();
    expect(within(table).queryByText(/211a6f57/)).toBeNull();
    expect(within(rows[3]!).getByText('Đặt chỗ XYZ789')).toBeTruthy();
  });

  it('shows no sub-agency column when no movement came from a sub-agency', async () => {
    renderApp('/accounting/deposit-report', { session: loginAs('admin_f1'), handler: answering() });
    const table = await screen.findByRole('table', { name: 'Giao dịch ký quỹ' });
    expect(within(table).queryByRole('columnheader', { name: /Đại lý cấp dưới/ })).toBeNull();
  });

  it('pages, sorts and filters the movements in the shared table', async () => {
    renderApp('/accounting/deposit-report', { session: loginAs('admin_f1'), handler: answering({ count: 30 }) });
    const table = await screen.findByRole('table', { name: 'Giao dịch ký quỹ' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Lọc dữ liệu' }), { target: { value: 'Giao dịch số 17' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Lọc dữ liệu' }), { target: { value: '' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Số tiền' }));
    await waitFor(() => expect(within(within(table).getAllByRole('row')[1]!).getByText('-500.000 ₫')).toBeTruthy());
  });

  it('refuses a malformed or reversed period before asking the server, then asks for the chosen agency and period', async () => {
    const { calls, router } = renderApp('/accounting/deposit-report', {
      session: loginAs('admin_f1'),
      handler: answering(),
    });
    await screen.findByRole('region', { name: 'Tổng hợp kỳ sao kê' });
    const from = screen.getByRole('textbox', { name: /Từ ngày/ });
    const to = screen.getByRole('textbox', { name: /Đến ngày/ });
    const asked = statementCalls(calls).length;

    fireEvent.change(from, { target: { value: '31/02/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem sao kê' }));
    expect(await screen.findByText('Nhập ngày có thật, dạng dd/MM/yyyy')).toBeTruthy();
    fireEvent.change(from, { target: { value: '15/03/2026' } });
    fireEvent.change(to, { target: { value: '01/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem sao kê' }));
    expect(await screen.findByText('Đến ngày phải từ Từ ngày trở đi')).toBeTruthy();
    fireEvent.change(from, { target: { value: '01/01/2025' } });
    fireEvent.change(to, { target: { value: '02/01/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem sao kê' }));
    expect(await screen.findByText('Tối đa 366 ngày')).toBeTruthy();
    expect(statementCalls(calls)).toHaveLength(asked);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Đại lý' }));
    fireEvent.click(await screen.findByRole('option', { name: 'DN002 — Đại lý Đà Nẵng' }));
    fireEvent.change(from, { target: { value: '01/03/2026' } });
    fireEvent.change(to, { target: { value: '31/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem sao kê' }));

    await waitFor(() => expect(statementCalls(calls)).toHaveLength(asked + 1));
    expect(Object.fromEntries(queryOf(statementCalls(calls).at(-1)!))).toEqual({
      agencyId: 'agency-f2',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(router.state.location.search).toBe('?agencyId=agency-f2&from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('DN002 — Đại lý Đà Nẵng, từ 01/03/2026 đến 31/03/2026 (giờ Việt Nam)')).toBeTruthy();
  });

  it("shows the server's complaint under the field it names, and its message for an agency out of reach", async () => {
    renderApp('/accounting/deposit-report?agencyId=agency-f2&from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering({
        statement: () =>
          jsonResponse(400, {
            code: 1,
            message: 'Dữ liệu không hợp lệ',
            details: { fields: [{ field: 'to', message: 'kỳ này có hơn 20.000 giao dịch' }] },
          }),
      }),
    });
    expect(await screen.findByText('kỳ này có hơn 20.000 giao dịch')).toBeTruthy();
    cleanup();

    renderApp('/accounting/deposit-report?agencyId=agency-x', {
      session: loginAs('admin_f1'),
      handler: answering({ statement: () => jsonResponse(404, { code: 40, message: 'Không tìm thấy dữ liệu' }) }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Không tìm thấy dữ liệu');
    expect(screen.queryByRole('region', { name: 'Tổng hợp kỳ sao kê' })).toBeNull();
  });

  it('shows a progress indicator while the statement loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderApp('/accounting/deposit-report', {
      session: loginAs('admin_f1'),
      handler: answering({ statement: () => new Promise<Response>((resolve) => (answer = resolve)) }),
    });
    expect(await screen.findByRole('progressbar', { name: 'Đang tải sao kê' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toHaveProperty('disabled', true);
    answer(jsonResponse(200, statementOf(new URLSearchParams({ from: '2026-03-01', to: '2026-03-31' }))));
    await screen.findByRole('region', { name: 'Tổng hợp kỳ sao kê' });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Đang tải sao kê' })).toBeNull());
  });

  it('starts a platform operator on the first agency listed, since the platform holds no deposit', async () => {
    const base = loginAs('admin_f1');
    const { calls } = renderApp('/accounting/deposit-report', {
      session: { ...base, agentInfo: { ...base.agentInfo, id: 'platform', level: 'platform' } },
      handler: answering(),
    });
    await screen.findByRole('region', { name: 'Tổng hợp kỳ sao kê' });
    expect(statementCalls(calls).map((call) => queryOf(call).get('agencyId'))).toEqual(['agency-f1']);
  });
});

describe('exports and printing', () => {
  it("downloads the Excel file the server builds, through the HTTP client with the session token, under the server's file name", async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:statement';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    let release: () => void = () => undefined;
    const { calls } = renderApp('/accounting/deposit-report?from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering({
        exportFile: () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(
                new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
                  status: 200,
                  headers: {
                    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                    'Content-Disposition': `attachment; filename="sao-ke-HN001-2026-03-01-2026-03-31.xlsx"; filename*=UTF-8''sao-ke-HN001-2026-03-01-2026-03-31.xlsx`,
                    Version: '2.88.0',
                  },
                }),
              );
          }),
      }),
    });
    await screen.findByRole('region', { name: 'Tổng hợp kỳ sao kê' });

    fireEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByRole('progressbar', { name: 'Đang tải' })).toBeTruthy();
    release();
    await waitFor(() => expect(saved[0]?.name).toBe('sao-ke-HN001-2026-03-01-2026-03-31.xlsx'));
    const exportCall = calls.find((call) => call.url.includes('/api/deposits/statement/export'))!;
    expect(Object.fromEntries(queryOf(exportCall))).toEqual({ from: '2026-03-01', to: '2026-03-31', format: 'xlsx' });
    expect(exportCall.headers.Authorization).toBe('Bearer admin_f1-token');
    expect([...new Uint8Array(await saved[0]!.blob.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('asks for the CSV of the agency and period on screen, and says so when the download fails', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const { calls } = renderApp('/accounting/deposit-report?agencyId=agency-f2&from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering({
        exportFile: () => jsonResponse(500, { code: 500, message: 'Hệ thống đang gặp sự cố, vui lòng thử lại sau' }),
      }),
    });
    await screen.findByRole('region', { name: 'Tổng hợp kỳ sao kê' });
    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Hệ thống đang gặp sự cố, vui lòng thử lại sau');
    const exportCall = calls.find((call) => call.url.includes('/api/deposits/statement/export'))!;
    expect(Object.fromEntries(queryOf(exportCall))).toEqual({
      agencyId: 'agency-f2',
      from: '2026-03-01',
      to: '2026-03-31',
      format: 'csv',
    });
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('prints every movement, not just the page on screen', async () => {
    let printedRows = -1;
    vi.spyOn(window, 'print').mockImplementation(() => {
      const printTable = document.querySelector('table[data-print="only"]');
      printedRows = printTable ? printTable.querySelectorAll('tbody tr').length : 0;
    });
    renderApp('/accounting/deposit-report', { session: loginAs('admin_f1'), handler: answering({ count: 30 }) });
    await screen.findByRole('region', { name: 'Tổng hợp kỳ sao kê' });
    expect(document.querySelector('table[data-print="only"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'In sao kê' }));
    await waitFor(() => expect(printedRows).toBe(30));
    await waitFor(() => expect(document.querySelector('table[data-print="only"]')).toBeNull());
  });
});

describe('the period rules on screen', () => {
  it('keeps the same day limit as the API', () => {
    expect(STATEMENT_MAX_DAYS).toBe(MAX_STATEMENT_DAYS);
    expect(checkTypedPeriod({ from: '01/01/2024', to: '31/12/2024' }, { maxDays: STATEMENT_MAX_DAYS })).toEqual({
      period: { from: '2024-01-01', to: '2024-12-31' },
    });
    expect(checkTypedPeriod({ from: '01/01/2023', to: '01/01/2024' }, { maxDays: STATEMENT_MAX_DAYS })).toEqual({
      period: { from: '2023-01-01', to: '2024-01-01' },
    });
    expect(checkTypedPeriod({ from: '01/01/2023', to: '02/01/2024' }, { maxDays: STATEMENT_MAX_DAYS })).toEqual({
      problems: { to: 'tooLong' },
    });
  });

  it("takes Vietnam's date for the default period: 00:30 on 1 April there is 31 March in UTC", () => {
    expect(defaultReportPeriod(new Date('2026-03-31T17:30:00Z'))).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });
});
