// /accounting/sale-report: the question in the address, the server's page, sort and paging, the totals and the chart,
// the filters sent as the API reads them, the server's files, and the server's complaints under their fields.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSaleLine, TSaleReportResponse, TStatementAgenciesResponse } from '@portal/contracts';
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

function line(index: number, overrides: Partial<TSaleLine> = {}): TSaleLine {
  return {
    id: `tx-${index}:ADT-1`,
    transactionId: `tx-${index}`,
    kind: 'SALE',
    product: 'FLIGHT',
    at: new Date(Date.UTC(2026, 2, 1 + index, 2)).toISOString(),
    bookingDate: new Date(Date.UTC(2026, 2, 1, 1)).toISOString(),
    travelDate: new Date(Date.UTC(2026, 3, 1, 1)).toISOString(),
    code: `PNR${index}`,
    system: 'VJ',
    airline: 'VJ',
    ticketNumber: `97812345678${index}`,
    route: 'HAN-SGN',
    bookingClass: 'E',
    passenger: `NGUYEN VAN ${index}`,
    passengerType: 'ADT',
    baseFare: 1_000_000,
    taxes: 300_000,
    vat: 100_000,
    issueFee: 80_000,
    net: 1_450_000,
    sell: 1_480_000,
    profit: 30_000,
    user: 'dn.agent',
    agency: { id: 'agency-f2', code: 'DN002', isOwn: false },
    pnrCount: null,
    ...overrides,
  };
}

function reportOf(query: URLSearchParams): TSaleReportResponse {
  const items = [
    line(0),
    line(1),
    line(2, {
      kind: 'VOID',
      net: -1_450_000,
      sell: -1_480_000,
      profit: -30_000,
      issueFee: -80_000,
      baseFare: null,
      taxes: null,
      vat: null,
    }),
  ];
  return {
    viewer: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
    from: query.get('from')!,
    to: query.get('to')!,
    mode: (query.get('mode') as TSaleReportResponse['mode']) ?? 'BOOKING_DATE',
    items,
    total: 120,
    page: Number(query.get('page')),
    pageSize: Number(query.get('pageSize')),
    totals: {
      count: 120,
      baseFare: 90_000_000,
      taxes: 27_000_000,
      vat: 9_000_000,
      issueFee: 7_200_000,
      net: 130_500_000,
      sell: 133_200_000,
      profit: 2_700_000,
    },
    byProduct: [
      { product: 'FLIGHT', count: 120, baseFare: 0, taxes: 0, vat: 0, issueFee: 0, net: 0, sell: 0, profit: 0 },
    ],
    byDay: [
      { day: '2026-03-01', sell: 1_480_000, profit: 30_000, net: 1_450_000 },
      { day: '2026-03-02', sell: 2_960_000, profit: 60_000, net: 2_900_000 },
    ],
  };
}

const queryOf = (call: StubCall) => new URL(call.url, 'http://portal.test').searchParams;
const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const reportCalls = (calls: StubCall[]) => calls.filter((call) => pathOf(call) === '/api/reports/sale-report');

function answering(
  overrides: { report?: (call: StubCall) => Response; exportFile?: (call: StubCall) => Response } = {},
) {
  return (call: StubCall): Response => {
    const path = pathOf(call);
    if (path === '/api/deposits/statement/agencies') return jsonResponse(200, agencies);
    if (path === '/api/reports/sale-report')
      return overrides.report?.(call) ?? jsonResponse(200, reportOf(queryOf(call)));
    if (path === '/api/reports/sale-report/export' && overrides.exportFile) return overrides.exportFile(call);
    return jsonResponse(200, {});
  };
}

const MARCH = '/accounting/sale-report?from=2026-03-01&to=2026-03-31';

describe('the sale report page', () => {
  it("shows the server's page with the whole report's totals, the chart's figures", async () => {
    const { calls } = renderApp(MARCH, { session: loginAs('admin_f1'), handler: answering() });
    const summary = await screen.findByRole('region', { name: 'Tổng cộng báo cáo' });
    expect(within(summary).getByText('Giá bán').nextElementSibling?.textContent).toBe('133.200.000 ₫');
    expect(within(summary).getByText('Lợi nhuận').nextElementSibling?.textContent).toBe('2.700.000 ₫');
    expect(within(summary).getByText(/120 dòng trên toàn bộ báo cáo/)).toBeTruthy();
    expect(Object.fromEntries(queryOf(reportCalls(calls)[0]!))).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      mode: 'BOOKING_DATE',
      sort: 'at',
      order: 'asc',
      page: '1',
      pageSize: '50',
    });
    const table = screen.getByRole('table', { name: 'Các dòng bán hàng' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('PNR0')).toBeTruthy();
    expect(within(rows[0]!).getByText('1.480.000 ₫')).toBeTruthy();
    expect(within(rows[0]!).getByText('DN002')).toBeTruthy();
    expect(within(rows[2]!).getByText('Hủy (void)')).toBeTruthy();
    expect(within(rows[2]!).getByText('-1.480.000 ₫')).toBeTruthy();
    expect(screen.getByText('Giá bán và lợi nhuận theo ngày')).toBeTruthy();
    expect(screen.getAllByText('2.960.000 ₫').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Báo cáo bán hàng' })).toBeTruthy();
  });

  it('sorts and pages on the server, keeping both in the address', async () => {
    const { calls, router } = renderApp(MARCH, { session: loginAs('admin_f1'), handler: answering() });
    const table = await screen.findByRole('table', { name: 'Các dòng bán hàng' });
    fireEvent.click(within(table).getByRole('button', { name: 'Lợi nhuận' }));
    await waitFor(() => expect(queryOf(reportCalls(calls).at(-1)!).get('sort')).toBe('profit'));
    expect(router.state.location.search).toContain('sort=profit&order=asc');
    fireEvent.click(screen.getByRole('button', { name: /trang sau|next page/i }));
    await waitFor(() => expect(queryOf(reportCalls(calls).at(-1)!).get('page')).toBe('2'));
    expect(router.state.location.search).toContain('page=2');
  });

  it('sends the filters as the API reads them and puts them in the address', async () => {
    const { calls, router } = renderApp(MARCH, { session: loginAs('admin_f1'), handler: answering() });
    await screen.findByRole('region', { name: 'Tổng cộng báo cáo' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Chế độ' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Từ 3 PNR trở lên theo ngày bay' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Đại lý cấp dưới' }));
    fireEvent.click(await screen.findByRole('option', { name: 'DN002 — Đại lý Đà Nẵng' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Hãng' }), { target: { value: 'vj' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'PNR, số vé, tên khách' }), { target: { value: ' nguyen ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() => expect(queryOf(reportCalls(calls).at(-1)!).get('mode')).toBe('FLIGHT_DATE_3PNR'));
    expect(Object.fromEntries(queryOf(reportCalls(calls).at(-1)!))).toMatchObject({
      subAgencyId: 'agency-f2',
      airline: 'VJ',
      q: 'nguyen',
    });
    expect(router.state.location.search).toContain('mode=FLIGHT_DATE_3PNR');
  });

  it("refuses a reversed period before asking, and shows the server's complaint under its field", async () => {
    const { calls } = renderApp(MARCH, {
      session: loginAs('admin_f1'),
      handler: answering({
        report: (call) =>
          queryOf(call).get('airline') === 'XX'
            ? jsonResponse(400, {
                code: 1,
                message: 'Dữ liệu không hợp lệ',
                details: { fields: [{ field: 'airline', message: 'hãng không hợp lệ' }] },
              })
            : jsonResponse(200, reportOf(queryOf(call))),
      }),
    });
    await screen.findByRole('region', { name: 'Tổng cộng báo cáo' });
    const asked = reportCalls(calls).length;
    fireEvent.change(screen.getByRole('textbox', { name: /Từ ngày/ }), { target: { value: '15/03/2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Đến ngày/ }), { target: { value: '01/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    expect(await screen.findByText('Đến ngày phải từ ngày bắt đầu trở đi')).toBeTruthy();
    expect(reportCalls(calls)).toHaveLength(asked);
    fireEvent.change(screen.getByRole('textbox', { name: /Đến ngày/ }), { target: { value: '31/03/2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Hãng' }), { target: { value: 'XX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    expect(await screen.findByText('hãng không hợp lệ')).toBeTruthy();
  });

  it('downloads the whole filtered report as CSV, without the page', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderApp(`${MARCH}&product=FLIGHT&page=2`, {
      session: loginAs('admin_f1'),
      handler: answering({
        exportFile: () =>
          new Response('\uFEFFa,b\r\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="bao-cao-ban.csv"',
              Version: '2.88.0',
            },
          }),
      }),
    });
    await screen.findByRole('region', { name: 'Tổng cộng báo cáo' });
    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const exportCall = calls.find((call) => pathOf(call) === '/api/reports/sale-report/export')!;
    expect(Object.fromEntries(queryOf(exportCall))).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      mode: 'BOOKING_DATE',
      product: 'FLIGHT',
      sort: 'at',
      order: 'asc',
      format: 'csv',
    });
  });
});
