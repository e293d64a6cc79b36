// booking/customer-services-report and booking/analyze-sales-report: the question in the address, totals, charts and
// tables; an agent without the accounting rule never asks for the agency list (it would send them to /not-allow).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TActivityFigures, TAnalyzeSalesResponse, TCustomerServicesResponse } from '@portal/contracts';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const none: TActivityFigures = {
  bookings: 0,
  failed: 0,
  issued: 0,
  tickets: 0,
  voided: 0,
  refunded: 0,
  cancelled: 0,
  conversionPerMille: 0,
  sold: 0,
};
const agency = { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' };

function customerServices(query: URLSearchParams): TCustomerServicesResponse {
  return {
    from: query.get('from')!,
    to: query.get('to')!,
    timeZone: 'Asia/Ho_Chi_Minh',
    groupBy: (query.get('groupBy') ?? 'staff') as 'staff',
    totals: { ...none, bookings: 5, issued: 3, tickets: 6, voided: 1, conversionPerMille: 600, sold: 9_150_000 },
    rows: [
      {
        ...none,
        key: 'u1',
        name: 'Nguyễn Thị Hồng',
        detail: 'hong',
        agency,
        bookings: 3,
        issued: 2,
        tickets: 3,
        sold: 6_600_000,
        conversionPerMille: 667,
      },
      {
        ...none,
        key: 'u2',
        name: 'Lê Văn Đức',
        detail: 'duc',
        agency,
        bookings: 2,
        issued: 1,
        tickets: 3,
        sold: 2_550_000,
        conversionPerMille: 500,
      },
    ],
  };
}

const analyzeSales: TAnalyzeSalesResponse = {
  from: '2026-11-01',
  to: '2026-11-03',
  timeZone: 'Asia/Ho_Chi_Minh',
  interval: 'day',
  totals: { ...none, bookings: 4, issued: 2, tickets: 2, conversionPerMille: 500, sold: 3_000_000 },
  buckets: [
    { ...none, start: '2026-11-01' },
    { ...none, start: '2026-11-02', bookings: 4, issued: 2, tickets: 2, conversionPerMille: 500, sold: 3_000_000 },
    { ...none, start: '2026-11-03' },
  ],
  topRoutes: [{ key: 'HAN-SGN', issued: 2, tickets: 2, sold: 3_000_000 }],
  topAirlines: [{ key: 'VN', issued: 2, tickets: 2, sold: 3_000_000 }],
};

const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const queryOf = (call: StubCall) => Object.fromEntries(new URL(call.url, 'http://portal.test').searchParams);

function answering(call: StubCall): Response {
  const path = pathOf(call);
  if (path === '/api/deposits/statement/agencies') return jsonResponse(200, { items: [] });
  if (path === '/api/reports/customer-services')
    return jsonResponse(200, customerServices(new URL(call.url, 'http://portal.test').searchParams));
  if (path === '/api/reports/analyze-sales') return jsonResponse(200, analyzeSales);
  return jsonResponse(200, {});
}

describe('the customer services report page', () => {
  it('asks by staff for the address’s period, shows the totals, the chart and the rows, and groups by customer', async () => {
    const { calls, router } = renderApp('/booking/customer-services-report?from=2026-11-01&to=2026-11-27', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    const summary = await screen.findByRole('region', { name: 'Tổng cộng' });
    const asked = calls.filter((call) => pathOf(call) === '/api/reports/customer-services');
    expect(queryOf(asked[0]!)).toEqual({ from: '2026-11-01', to: '2026-11-27', groupBy: 'staff' });
    expect(within(summary).getByText('Doanh số').nextElementSibling?.textContent).toBe('9.150.000 ₫');
    expect(
      within(summary).getByText(/5 đặt chỗ, 3 đã xuất \(6 vé\), 1 hủy void, 0 hoàn vé — tỉ lệ xuất vé 60 %/),
    ).toBeTruthy();
    expect(screen.getByRole('figure', { name: '10 nhân viên có doanh số cao nhất' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Bảng theo nhân viên hoặc khách hàng' });
    expect(within(table).getByText('66,7 %')).toBeTruthy();
    expect(within(table).getByText('6.600.000 ₫')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Xem theo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Khách hàng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-27&groupBy=customer'));
    await waitFor(() =>
      expect(queryOf(calls.filter((call) => pathOf(call) === '/api/reports/customer-services').at(-1)!)).toMatchObject({
        groupBy: 'customer',
      }),
    );
  });

  it('never asks an agent without the accounting rule for the agency list', async () => {
    const { calls } = renderApp('/booking/customer-services-report?from=2026-11-01&to=2026-11-27', {
      session: loginAs('agent_f2'),
      handler: answering,
    });
    await screen.findByRole('region', { name: 'Tổng cộng' });
    expect(calls.some((call) => pathOf(call) === '/api/deposits/statement/agencies')).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Đại lý' })).toBeNull();
  });
});

describe('the sales analysis report page', () => {
  it('shows every day of the period in the table, the trend and the top routes and airlines', async () => {
    renderApp('/booking/analyze-sales-report?from=2026-11-01&to=2026-11-03&interval=day', {
      session: loginAs('admin_f1'),
      handler: answering,
    });
    const table = await screen.findByRole('table', { name: 'Bảng theo chu kỳ' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('02/11/2026')).toBeTruthy();
    const trend = screen.getByRole('figure', { name: 'Đặt chỗ và xuất vé theo thời gian' });
    expect(trend.querySelector('tbody')?.textContent).toBe('01/1100' + '02/1142' + '03/1100');
    expect(screen.getByRole('figure', { name: '10 chặng bay nhiều vé nhất' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Hãng nhiều vé nhất' })).getByText('VN')).toBeTruthy();
  });
});
