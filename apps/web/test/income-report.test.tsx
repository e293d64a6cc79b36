// /accounting/income-report: the question in the address, the grouped rows and totals, the chart (bars by group, lines
// by period), sorting, the server's files, the printed table with its totals, and the server's complaints under a field.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TIncomeReportResponse, TIncomeRow, TStatementAgenciesResponse } from '@portal/contracts';
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

const EMPTY = { product: null, carrier: null, agency: null, period: null, commission: null };
const figures = (revenue: number, profit: number) => ({
  lines: 2,
  revenue,
  cost: revenue - profit,
  profit,
  margin: Math.round((profit * 1000) / revenue),
});

function rowsOf(groupBy: string): TIncomeRow[] {
  if (groupBy === 'SUB_AGENCY')
    return [
      {
        ...EMPTY,
        key: 'agency-f1',
        agency: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội', isOwn: true },
        ...figures(1_000_000, 0),
        commission: 0,
      },
      {
        ...EMPTY,
        key: 'agency-f2',
        agency: { id: 'agency-f2', code: 'DN002', name: 'Đại lý Đà Nẵng', isOwn: false },
        ...figures(3_000_000, 150_000),
        commission: 150_000,
      },
    ];
  if (groupBy === 'PERIOD')
    return [
      { ...EMPTY, key: '2026-02-23', period: { from: '2026-03-01', to: '2026-03-01' }, ...figures(1_000_000, 50_000) },
      { ...EMPTY, key: '2026-03-02', period: { from: '2026-03-02', to: '2026-03-08' }, ...figures(2_000_000, 100_000) },
    ];
  return [
    { ...EMPTY, key: 'FLIGHT', product: 'FLIGHT', ...figures(3_000_000, 120_000) },
    { ...EMPTY, key: 'TRAIN', product: 'TRAIN', ...figures(500_000, 40_000) },
    { ...EMPTY, key: 'ESIM', product: 'ESIM', ...figures(500_000, 10_000) },
  ];
}

function reportOf(query: Record<string, string>): TIncomeReportResponse {
  const rows = rowsOf(query.groupBy ?? 'PRODUCT');
  const sum = (key: 'lines' | 'revenue' | 'cost' | 'profit') => rows.reduce((total, row) => total + row[key], 0);
  return {
    viewer: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
    from: query.from ?? '2026-03-01',
    to: query.to ?? '2026-03-31',
    mode: query.mode === 'FLIGHT_DATE' ? 'FLIGHT_DATE' : 'BOOKING_DATE',
    groupBy: (query.groupBy ?? 'PRODUCT') as TIncomeReportResponse['groupBy'],
    interval: (query.interval ?? 'month') as TIncomeReportResponse['interval'],
    rows,
    totals: {
      lines: sum('lines'),
      revenue: sum('revenue'),
      cost: sum('cost'),
      profit: sum('profit'),
      margin: Math.round((sum('profit') * 1000) / sum('revenue')),
      commission: sum('profit'),
    },
  };
}

const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const queryOf = (call: StubCall) => Object.fromEntries(new URL(call.url, 'http://portal.test').searchParams);
const answering = (call: StubCall): Response => {
  if (pathOf(call) === '/api/deposits/statement/agencies') return jsonResponse(200, agencies);
  if (pathOf(call) === '/api/reports/income-report') return jsonResponse(200, reportOf(queryOf(call)));
  return new Response('\uFEFFa\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
};
const reportCalls = (calls: StubCall[]) => calls.filter((call) => pathOf(call) === '/api/reports/income-report');
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);

describe('the income report page', () => {
  it('asks for the address question; shows the totals, one row per product and revenue and profit as bars', async () => {
    const { calls } = renderApp('/accounting/income-report?from=2026-03-01&to=2026-03-31&product=FLIGHT', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    const summary = await screen.findByRole('region', { name: 'Tổng hợp' });
    expect(queryOf(reportCalls(calls)[0]!)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      mode: 'BOOKING_DATE',
      groupBy: 'PRODUCT',
      product: 'FLIGHT',
    });
    expect(within(summary).getByText('Doanh thu').nextElementSibling?.textContent).toBe('4.000.000 ₫');
    expect(within(summary).getByText('Lợi nhuận').nextElementSibling?.textContent).toBe('170.000 ₫');
    const table = screen.getByRole('table', { name: 'Doanh thu theo nhóm' });
    expect(firstCells(table)).toEqual(['Vé máy bay', 'Vé tàu', 'eSIM']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('4,0 %');
    const chart = screen.getByRole('figure', { name: 'Doanh thu và lợi nhuận theo nhóm' });
    expect(within(chart).getAllByRole('row')[1]!.textContent).toBe('Vé máy bay3.000.000 ₫120.000 ₫');
  });

  it('sorts the rows by profit', async () => {
    renderApp('/accounting/income-report?from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    const table = await screen.findByRole('table', { name: 'Doanh thu theo nhóm' });
    fireEvent.click(within(table).getByRole('button', { name: 'Lợi nhuận' }));
    await waitFor(() => expect(firstCells(table)).toEqual(['eSIM', 'Vé tàu', 'Vé máy bay']));
  });

  it('puts a grouping by week in the address and draws the periods as lines', async () => {
    const { router, calls } = renderApp('/accounting/income-report?from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    await screen.findByRole('region', { name: 'Tổng hợp' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Nhóm theo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kỳ' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kỳ' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tuần' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31&groupBy=PERIOD&interval=week'),
    );
    const chart = await screen.findByRole('figure', { name: 'Doanh thu và lợi nhuận theo kỳ' });
    expect(within(chart).getAllByRole('row')[2]!.textContent).toBe('02/03/2026 – 08/03/2026' + '2.000.000 ₫100.000 ₫');
    expect(queryOf(reportCalls(calls).at(-1)!).interval).toBe('week');
  });

  it('shows the commission per sub-agency, downloads the Excel file and prints every row with the totals', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let printed: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      const rows = document.querySelectorAll('table[data-print="only"] tbody tr, table[data-print="only"] tfoot tr');
      printed = [...rows].map((row) => `${row.firstElementChild?.textContent}|${row.lastElementChild?.textContent}`);
    });
    const { calls } = renderApp('/accounting/income-report?from=2026-03-01&to=2026-03-31&groupBy=SUB_AGENCY', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    const table = await screen.findByRole('table', { name: 'Doanh thu theo nhóm' });
    expect(within(table).getByRole('button', { name: 'Hoa hồng' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(queryOf(calls.find((call) => pathOf(call) === '/api/reports/income-report/export')!)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      mode: 'BOOKING_DATE',
      groupBy: 'SUB_AGENCY',
      format: 'xlsx',
    });
    fireEvent.click(screen.getByRole('button', { name: 'In báo cáo' }));
    await waitFor(() =>
      expect(printed).toEqual([
        'HN001 — Đại lý Hà Nội (bán trực tiếp)|0 ₫',
        'DN002 — Đại lý Đà Nẵng|150.000 ₫',
        'Tổng cộng|150.000 ₫',
      ]),
    );
  });

  it("shows the server's complaint under its field", async () => {
    renderApp('/accounting/income-report?from=2026-03-01&to=2026-03-31&subAgencyId=agency-f2', {
      session: loginAs('admin_f1'),
      handler: (call) =>
        pathOf(call) === '/api/reports/income-report'
          ? jsonResponse(400, {
              code: 1,
              message: 'Dữ liệu không hợp lệ',
              details: { fields: [{ field: 'subAgencyId', message: 'đại lý không hợp lệ' }] },
            })
          : answering(call),
    });
    expect(await screen.findByText('đại lý không hợp lệ')).toBeTruthy();
  });
});
