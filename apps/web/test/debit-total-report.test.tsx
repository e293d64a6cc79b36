// /accounting/debit-total-report: period and levels from the address, one row per agency linking to its debit report,
// sorting by any figure, the totals, closing balances as bars, the server's file and the printed table with totals.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TDebitTotalReportResponse, TDebitTotalRow } from '@portal/contracts';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

function row(code: string, depth: number, closing: number): TDebitTotalRow {
  return {
    agency: { id: `id-${code}`, code, name: `Đại lý ${code}`, level: depth === 0 ? 'F1' : 'F2' },
    parentCode: depth === 0 ? null : 'HN001',
    depth,
    openingBalance: 1_000_000,
    topUps: 2_000_000,
    sales: closing - 3_000_000,
    voidsRefunds: 0,
    adjustments: 0,
    closingBalance: closing,
    commission: depth === 0 ? 150_000 : 0,
    creditLimit: 500_000,
    reserved: 0,
    available: closing,
  };
}

function reportOf(query: URLSearchParams): TDebitTotalReportResponse {
  const rows = [row('HN001', 0, 9_000_000), row('DN002', 1, 1_500_000), row('SG003', 1, 4_000_000)];
  const sum = (key: keyof TDebitTotalReportResponse['totals']) => rows.reduce((total, item) => total + item[key], 0);
  return {
    from: query.get('from')!,
    to: query.get('to')!,
    periodStart: '2026-02-28T17:00:00.000Z',
    periodEnd: '2026-03-31T17:00:00.000Z',
    levels: query.get('levels') === 'all' ? 'all' : 'children',
    rows,
    totals: {
      openingBalance: sum('openingBalance'),
      topUps: sum('topUps'),
      sales: sum('sales'),
      voidsRefunds: sum('voidsRefunds'),
      adjustments: sum('adjustments'),
      closingBalance: sum('closingBalance'),
      commission: sum('commission'),
      creditLimit: sum('creditLimit'),
      reserved: sum('reserved'),
      available: sum('available'),
    },
    asOf: '2026-04-02T03:00:00.000Z',
  };
}

const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const queryOf = (call: StubCall) => Object.fromEntries(new URL(call.url, 'http://portal.test').searchParams);
const answering = (call: StubCall): Response =>
  pathOf(call) === '/api/reports/debit-total-report'
    ? jsonResponse(200, reportOf(new URL(call.url, 'http://portal.test').searchParams))
    : new Response('\uFEFFa\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });

describe('the debit total report page', () => {
  it('asks for the address period and levels; shows the totals, one row per agency linked to its debit report', async () => {
    const { calls } = renderApp('/accounting/debit-total-report?from=2026-03-01&to=2026-03-31&levels=all', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    const summary = await screen.findByRole('region', { name: 'Tổng hợp' });
    expect(queryOf(calls.find((call) => pathOf(call) === '/api/reports/debit-total-report')!)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      levels: 'all',
    });
    expect(within(summary).getByText('Số dư cuối kỳ').nextElementSibling?.textContent).toBe('14.500.000 ₫');
    expect(within(summary).getByText('Hoa hồng').nextElementSibling?.textContent).toBe('150.000 ₫');
    const table = screen.getByRole('table', { name: 'Công nợ theo đại lý' });
    const link = within(table).getByRole('link', { name: 'DN002 — Đại lý DN002' });
    expect(link.getAttribute('href')).toBe('/accounting/debit-report?agencyId=id-DN002&from=2026-03-01&to=2026-03-31');
    const chart = screen.getByRole('figure', { name: 'Số dư cuối kỳ theo đại lý' });
    expect(
      within(chart)
        .getAllByRole('row')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual(['HN0019.000.000 ₫', 'DN0021.500.000 ₫', 'SG0034.000.000 ₫']);
  });

  it('sorts by the closing balance', async () => {
    renderApp('/accounting/debit-total-report?from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    const table = await screen.findByRole('table', { name: 'Công nợ theo đại lý' });
    fireEvent.click(within(table).getByRole('button', { name: 'Số dư cuối kỳ' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((item) => item.textContent),
      ).toEqual(['DN002 — Đại lý DN002', 'SG003 — Đại lý SG003', 'HN001 — Đại lý HN001']),
    );
  });

  it('puts the chosen levels and period in the address', async () => {
    const { router } = renderApp('/accounting/debit-total-report?from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    await screen.findByRole('region', { name: 'Tổng hợp' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Đại lý cấp dưới' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mọi cấp bên dưới' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Từ ngày/ }), { target: { value: '02/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-02&to=2026-03-31&levels=all'));
  });

  it('downloads the Excel file of the period on screen and prints every row with the totals line', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let printed: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      const rows = document.querySelectorAll('table[data-print="only"] tbody tr, table[data-print="only"] tfoot tr');
      printed = [...rows].map((item) => item.firstElementChild?.textContent ?? '');
    });
    const { calls } = renderApp('/accounting/debit-total-report?from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    await screen.findByRole('region', { name: 'Tổng hợp' });
    fireEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(queryOf(calls.find((call) => pathOf(call) === '/api/reports/debit-total-report/export')!)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      levels: 'children',
      format: 'xlsx',
    });
    fireEvent.click(screen.getByRole('button', { name: 'In báo cáo' }));
    await waitFor(() =>
      expect(printed).toEqual(['HN001 — Đại lý HN001', 'DN002 — Đại lý DN002', 'SG003 — Đại lý SG003', 'Tổng cộng']),
    );
  });
});
