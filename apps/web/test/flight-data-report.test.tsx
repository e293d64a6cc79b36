// /accounting/flight-data-report and /accounting/vna-summary-report: the question in the address, totals, chart, sortable table, exports.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  TFlightDataResponse,
  TFlightDataRow,
  TStatementAgenciesResponse,
  TVnaSummaryResponse,
} from '@portal/contracts';
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

const figures = {
  segments: 0,
  adults: 0,
  children: 0,
  infants: 0,
  tickets: 0,
  revenue: 0,
  refundedTickets: 0,
  refundedRevenue: 0,
};
const row = (key: string, revenue: number, tickets: number): TFlightDataRow => ({
  ...figures,
  key,
  route: key,
  airline: null,
  bookingClass: null,
  cabinClass: null,
  month: null,
  segments: tickets,
  adults: tickets,
  tickets,
  revenue,
});

function flightData(query: URLSearchParams): TFlightDataResponse {
  const rows = [row('HAN-SGN', 4_500_000, 3), row('HAN-BKK', 7_250_000, 1)].sort((a, b) => b.revenue - a.revenue);
  return {
    from: query.get('from')!,
    to: query.get('to')!,
    mode: (query.get('mode') ?? 'FLIGHT_DATE') as TFlightDataResponse['mode'],
    groupBy: 'ROUTE',
    agency: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
    rows,
    totals: {
      ...figures,
      segments: 4,
      adults: 4,
      tickets: 4,
      revenue: 11_750_000,
      refundedTickets: 1,
      refundedRevenue: 2_000_000,
    },
  };
}

const vnaFigures = {
  tickets: 2,
  segments: 2,
  baseFare: 3_000_000,
  carrierSurcharge: 100_000,
  revenue: 3_100_000,
  voidedTickets: 1,
  refundedTickets: 0,
  refundedRevenue: 0,
  ticketsWithoutSurcharge: 1,
};
const vnaSummary: TVnaSummaryResponse = {
  from: '2026-12-01',
  to: '2026-12-31',
  mode: 'FLIGHT_DATE',
  agency: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
  rows: [{ month: '2026-12', classGroup: 'Y/B/M', isDomestic: true, ...vnaFigures }],
  totals: vnaFigures,
  domestic: vnaFigures,
  international: {
    ...vnaFigures,
    tickets: 0,
    segments: 0,
    baseFare: 0,
    carrierSurcharge: 0,
    revenue: 0,
    voidedTickets: 0,
    ticketsWithoutSurcharge: 0,
  },
};

const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const queryOf = (call: StubCall) => Object.fromEntries(new URL(call.url, 'http://portal.test').searchParams);

function answering(call: StubCall): Response {
  const path = pathOf(call);
  if (path === '/api/deposits/statement/agencies') return jsonResponse(200, agencies);
  if (path === '/api/reports/flight-data-report')
    return jsonResponse(200, flightData(new URL(call.url, 'http://portal.test').searchParams));
  if (path === '/api/reports/vna-summary-report') return jsonResponse(200, vnaSummary);
  return jsonResponse(200, {});
}

describe('the flight data report page', () => {
  it('asks with the address’s question and shows totals in VND, the chart and the rows by revenue', async () => {
    const { calls } = renderApp('/accounting/flight-data-report?from=2026-12-01&to=2026-12-31&mode=ISSUE_DATE', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    const summary = await screen.findByRole('region', { name: 'Tổng cộng' });
    const asked = calls.filter((call) => pathOf(call) === '/api/reports/flight-data-report');
    expect(queryOf(asked[0]!)).toEqual({ from: '2026-12-01', to: '2026-12-31', mode: 'ISSUE_DATE', groupBy: 'ROUTE' });
    expect(within(summary).getByText('Doanh thu vé').nextElementSibling?.textContent).toBe('11.750.000 ₫');
    expect(within(summary).getByText('Giá trị vé hoàn').nextElementSibling?.textContent).toBe('2.000.000 ₫');
    expect(within(summary).getByText(/4 vé, 4 chặng; 4 người lớn, 0 trẻ em, 0 em bé; 1 vé đã hoàn/)).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Doanh thu vé — 10 nhóm cao nhất' })).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Dữ liệu chuyến bay' });
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => tr.firstElementChild?.textContent);
    expect(firstCells()).toEqual(['HAN-BKK', 'HAN-SGN']);
    expect(within(table).getByText('7.250.000 ₫')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Số vé' }));
    await waitFor(() => expect(firstCells()).toEqual(['HAN-BKK', 'HAN-SGN']));
    fireEvent.click(within(table).getByRole('button', { name: 'Số vé' }));
    await waitFor(() => expect(firstCells()).toEqual(['HAN-SGN', 'HAN-BKK']));
  });

  it('writes a new question to the address: sub-agency, grouping and period', async () => {
    const { calls, router } = renderApp('/accounting/flight-data-report?from=2026-12-01&to=2026-12-31', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    await screen.findByRole('region', { name: 'Tổng cộng' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Đại lý' }));
    fireEvent.click(await screen.findByRole('option', { name: 'DN002 — Đại lý Đà Nẵng' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Nhóm theo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hãng bay' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Từ ngày/ }), { target: { value: '01/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?from=2026-11-01&to=2026-12-31&mode=FLIGHT_DATE&groupBy=AIRLINE&subAgencyId=agency-f2',
      ),
    );
    await waitFor(() =>
      expect(queryOf(calls.filter((call) => pathOf(call) === '/api/reports/flight-data-report').at(-1)!)).toMatchObject(
        {
          groupBy: 'AIRLINE',
          subAgencyId: 'agency-f2',
        },
      ),
    );
  });

  it('downloads the server’s CSV with the same question', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderApp('/accounting/flight-data-report?from=2026-12-01&to=2026-12-31', {
      session: loginAs('admin_f1'),
      handler: (call) =>
        pathOf(call) === '/api/reports/flight-data-report/export'
          ? new Response('\uFEFFa,b\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
          : answering(call),
    });
    await screen.findByRole('region', { name: 'Tổng cộng' });
    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const exported = calls.find((call) => pathOf(call) === '/api/reports/flight-data-report/export')!;
    expect(queryOf(exported)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      mode: 'FLIGHT_DATE',
      groupBy: 'ROUTE',
      format: 'csv',
    });
  });
});

describe('the VNA summary page', () => {
  it('shows revenue with YQ/YR, the class-group chart, the rows and the note on older tickets', async () => {
    renderApp('/accounting/vna-summary-report?from=2026-12-01&to=2026-12-31', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    const summary = await screen.findByRole('region', { name: 'Tổng cộng' });
    expect(within(summary).getByText('Doanh thu').nextElementSibling?.textContent).toBe('3.100.000 ₫');
    expect(within(summary).getByText('Phụ thu YQ/YR').nextElementSibling?.textContent).toBe('100.000 ₫');
    expect(within(summary).getByText(/2 vé, 2 chặng; 1 vé hủy \(void\), 0 vé hoàn/)).toBeTruthy();
    expect(within(summary).getByText(/1 vé bán trước khi hệ thống lưu phụ thu YQ\/YR/)).toBeTruthy();
    const chart = screen.getByRole('figure', { name: 'Doanh thu theo nhóm hạng' });
    expect(within(chart).getByRole('table', { hidden: true }).textContent).toContain('Y/B/M');
    const table = screen.getByRole('table', { name: 'Tổng hợp Vietnam Airlines' });
    const cells = within(table).getAllByRole('row')[1]!.textContent;
    expect(cells).toContain('12/2026');
    expect(cells).toContain('Nội địa');
    expect(cells).toContain('3.100.000 ₫');
  });
});
