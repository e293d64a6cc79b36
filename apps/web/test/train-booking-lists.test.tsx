// /train/issue and /train/status: the held bookings newest first with pay and open; every booking filtered (the days
// typed dd/MM/yyyy sent as yyyy-MM-dd), sorted and paged by the server, and exported with the same filters.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTrainBookingSummary } from '@portal/contracts';
import { jsonResponse, queriesOf, type StubCall } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { BOOKING_ID, DEPART_AT, forgetTrainState } from './train-booking-fixtures';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  forgetTrainState();
  vi.restoreAllMocks();
});

const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;

function summaryOf(index: number, overrides: Partial<TTrainBookingSummary> = {}): TTrainBookingSummary {
  return {
    id: index === 0 ? BOOKING_ID : `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    bookingCode: `VNR${String(index).padStart(5, '0')}`,
    status: 'HOLD',
    agencyCode: 'HN001',
    createdByName: 'Nguyễn Văn An',
    route: 'HNO-DNA',
    trainNumbers: ['SE1'],
    departAt: DEPART_AT,
    timeLimit: new Date(Date.now() + 15 * 60_000).toISOString(),
    buyerName: `Khách ${index}`,
    ticketCount: 2,
    totalAmount: 1_815_000,
    createdAt: new Date(Date.now() - index * 60_000).toISOString(),
    ...overrides,
  };
}

function listServer(rows: TTrainBookingSummary[], total = rows.length) {
  return (call: StubCall) => {
    if (pathOf(call) === '/api/trains/bookings') return jsonResponse(200, { items: rows, total });
    if (pathOf(call).endsWith('/issue')) return jsonResponse(200, { ...rows[0], status: 'ISSUED' });
    return jsonResponse(200, {});
  };
}

const listQueries = (calls: StubCall[]) => queriesOf(calls, (url) => url.startsWith('/api/trains/bookings?'));

describe('the held train bookings', () => {
  it('lists status HOLD newest first with the countdown, pays one from the list and opens another', async () => {
    const { calls } = renderApp('/train/issue', {
      session: loginAs('admin_f1'),
      handler: listServer([
        summaryOf(0, { departAt: '2026-12-19T23:10:00.000Z' }),
        summaryOf(1, { timeLimit: new Date(Date.now() - 60_000).toISOString() }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Vé tàu chờ xuất' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(listQueries(calls)[0]).toEqual({
      status: 'HOLD',
      sort: 'createdAt',
      order: 'desc',
      limit: '25',
      offset: '0',
    });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('timer').textContent).toMatch(/^00:1[45]:\d{2}$/);
    expect(first!.textContent).toContain('Khách 0');
    // Departures on Vietnam's clock, whichever offset the API writes.
    expect(first!.textContent).toContain('20/12/2026 06:10');
    expect(second!.textContent).toContain('20/12/2026 06:10');
    expect(first!.textContent).toContain('1.815.000 ₫');
    // An expired hold cannot be paid any more; it can still be opened.
    expect(within(second!).queryByRole('button', { name: 'Thanh toán' })).toBeNull();
    expect(within(second!).getByRole('link', { name: 'Mở' }).getAttribute('href')).toBe(
      '/booking/train/complete?id=00000000-0000-4000-8000-000000000001',
    );

    fireEvent.click(within(first!).getByRole('button', { name: 'Thanh toán' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanh toán đặt chỗ VNR00000' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận thanh toán' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thanh toán đặt chỗ VNR00000' })).toBeNull());
    const issue = calls.find((call) => pathOf(call) === `/api/trains/bookings/${BOOKING_ID}/issue`);
    expect(JSON.parse(String(issue?.init.body))).toEqual({ acceptedTotal: 1_815_000 });
    expect(issue?.headers['Idempotency-Key']).toMatch(/^train-issue:/);
  });
});

describe('the train booking status list', () => {
  it('sends the filters with the days as yyyy-MM-dd, refuses a backwards range, pages on the server and exports', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:list'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const rows = Array.from({ length: 25 }, (_, index) => summaryOf(index, { status: 'ISSUED', timeLimit: null }));
    const { calls, router } = renderApp('/train/status', {
      session: loginAs('admin_f1'),
      handler: (call) =>
        pathOf(call) === '/api/trains/bookings/export'
          ? new Response('a;b', {
              status: 200,
              headers: { 'Content-Disposition': 'attachment; filename="ve-tau.csv"' },
            })
          : listServer(rows, 60)(call),
    });
    await screen.findByText('60 đặt chỗ');
    expect(listQueries(calls)[0]).toEqual({ sort: 'createdAt', order: 'desc', limit: '25', offset: '0' });

    const filters = screen.getByRole('form', { name: 'Lọc vé tàu' });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Trạng thái' }), { target: { value: 'ISSUED' } });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Mã đặt chỗ' }), { target: { value: 'VNR4' } });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Tên hành khách / người mua' }), {
      target: { value: 'nguyen' },
    });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Số hiệu tàu' }), { target: { value: 'se1' } });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Đặt từ ngày' }), { target: { value: '01112026' } });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Đặt đến ngày' }), { target: { value: '30102026' } });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Đi từ ngày' }), { target: { value: '20122026' } });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'departAt:asc' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Tìm kiếm' }));
    expect(within(filters).getByText('Ngày kết thúc trước ngày bắt đầu')).toBeTruthy();
    const before = listQueries(calls).length;

    fireEvent.change(within(filters).getByRole('textbox', { name: 'Đặt đến ngày' }), { target: { value: '30112026' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Tìm kiếm' }));
    const filtered = {
      status: 'ISSUED',
      code: 'VNR4',
      name: 'nguyen',
      trainNumber: 'SE1',
      bookedFrom: '2026-11-01',
      bookedTo: '2026-11-30',
      departFrom: '2026-12-20',
      sort: 'departAt',
      order: 'asc',
    };
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ ...filtered, limit: '25', offset: '0' }));
    expect(listQueries(calls).slice(before, -1)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ ...filtered, limit: '25', offset: '25' }));

    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/api/trains/bookings/export')).toBe(true));
    const exported = queriesOf(calls, (url) => url.startsWith('/api/trains/bookings/export'));
    expect(exported).toEqual([{ ...filtered, format: 'csv' }]);

    const table = screen.getByRole('table', { name: 'Trạng thái vé tàu' });
    expect(within(table).getByRole('link', { name: 'VNR00000' }).getAttribute('href')).toBe(
      `/booking/train/complete?id=${BOOKING_ID}`,
    );
    // The view is in the address: going back from a booking finds the same filters and page.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ ...filtered, page: '2' });
  });

  it('opens the view an address asks for, the days shown as typed', async () => {
    const { calls } = renderApp(
      '/train/status?status=HOLD&departFrom=2026-12-20&sort=totalAmount&order=asc&page=3&size=50',
      {
        session: loginAs('admin_f1'),
        handler: listServer([summaryOf(0)], 101),
      },
    );
    await screen.findByText('101 đặt chỗ');
    expect(listQueries(calls)[0]).toEqual({
      status: 'HOLD',
      departFrom: '2026-12-20',
      sort: 'totalAmount',
      order: 'asc',
      limit: '50',
      offset: '100',
    });
    const filters = screen.getByRole('form', { name: 'Lọc vé tàu' });
    expect((within(filters).getByRole('textbox', { name: 'Đi từ ngày' }) as HTMLInputElement).value).toBe('20/12/2026');
    expect((within(filters).getByRole('combobox', { name: 'Trạng thái' }) as HTMLSelectElement).value).toBe('HOLD');
  });
});
