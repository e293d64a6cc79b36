// The work queues' screens: the issue queue's rows and time left, one batch (one PIN) for the chosen holds with keys kept
// for a retry, each PNR's outcome; the server's sort and pages (chosen rows kept across pages); the mail queue's status
// and resend; a clear empty state; the time-left words.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TQueueIssueRequest, TQueueItem, TQueueListResponse } from '@portal/contracts';
import { timeLeft, timeLeftMessage } from '../src/features/work-queues/time-left';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const HOUR = 3_600_000;

function item(overrides: Partial<TQueueItem>): TQueueItem {
  return {
    id: 'b-1',
    pnr: 'ABC123',
    system: 'VN',
    airline: 'VN',
    status: 'HOLD',
    route: 'HAN-SGN',
    departAt: new Date(Date.now() + 20 * 24 * HOUR).toISOString(),
    createdAt: new Date(Date.now() - HOUR).toISOString(),
    timeLimit: new Date(Date.now() + 2 * HOUR + 15 * 60_000 + 30_000).toISOString(),
    voidUntil: null,
    totalAmount: 1_500_000,
    passengerNames: ['NGUYEN VAN AN'],
    agency: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
    createdBy: { id: 'u-1', username: 'admin.f1', fullName: 'Nguyễn Văn An' },
    contactEmail: 'khach@example.vn',
    ...overrides,
  };
}

const pageOf = (items: TQueueItem[]): TQueueListResponse => ({
  items,
  total: items.length,
  limit: 100,
  offset: 0,
  now: new Date().toISOString(),
});
const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const holds = [
  item({}),
  item({
    id: 'b-2',
    pnr: 'XYZ789',
    totalAmount: 2_250_000,
    timeLimit: new Date(Date.now() + 40 * 60_000).toISOString(),
  }),
];

describe('the issue queue', () => {
  it('lists holds with the time left and issues the chosen ones in one batch, each with a key kept for a retry', async () => {
    const batches: TQueueIssueRequest[] = [];
    const { calls } = renderApp('/booking/issue?pnr=ABC', {
      session: loginAs('admin_f1'),
      handler: (call) => {
        const path = pathOf(call);
        if (path === '/api/bookings/queues/issue' && call.init.method === 'POST') {
          const body = JSON.parse(String(call.init.body)) as TQueueIssueRequest;
          batches.push(body);
          if (batches.length === 1) return jsonResponse(502, { code: 50, message: 'Mất kết nối' });
          return jsonResponse(200, {
            outcomes: [
              { bookingId: 'b-1', pnr: 'ABC123', outcome: 'ISSUED', status: 'EXPORT', code: null, message: null },
              { bookingId: 'b-2', pnr: 'XYZ789', outcome: 'REFUSED', status: null, code: 'X1', message: 'Hết chỗ' },
            ],
          });
        }
        // The server sorts: nearest time limit first (the queue's default).
        if (path === '/api/bookings/queues/issue')
          return jsonResponse(200, pageOf([...holds].sort((a, b) => a.timeLimit!.localeCompare(b.timeLimit!))));
        if (path === '/api/reservation-errors/scope') return jsonResponse(200, { agencies: [], users: [] });
        return jsonResponse(200, {});
      },
    });

    const table = await screen.findByRole('table', { name: 'Hàng đợi xuất vé' });
    const listCall = calls.find((call) => pathOf(call) === '/api/bookings/queues/issue')!;
    expect(Object.fromEntries(new URL(listCall.url, 'http://portal.test').searchParams)).toEqual({
      pnr: 'ABC',
      sort: 'deadline',
      order: 'asc',
      limit: '25',
      offset: '0',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('XYZ789')).toBeTruthy();
    expect(within(rows[0]!).getByRole('timer').textContent).toMatch(/^còn (39|40) phút$/);
    expect(within(rows[1]!).getByRole('timer').textContent).toBe('còn 2 giờ 15 phút');
    expect(within(rows[1]!).getByText('1.500.000 ₫')).toBeTruthy();

    const issueButton = screen.getByRole('button', { name: 'Xuất vé đã chọn (0)' });
    expect((issueButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn ABC123' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn XYZ789' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xuất vé đã chọn (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất vé 2 đặt chỗ' });
    expect(within(dialog).getByText(/3\.750\.000 ₫/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận xuất vé' }));
    await within(dialog).findByText('Mất kết nối');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thử lại' }));
    await within(dialog).findByText('Đã xuất vé');
    expect(within(dialog).getByText(/Không xuất được — Hết chỗ/)).toBeTruthy();

    // One request per try, both holds in it, each with its own key, the same keys on the retry.
    expect(batches).toHaveLength(2);
    const keys = batches[0]!.items.map((entry) => entry.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(batches[1]!.items.map((entry) => entry.idempotencyKey)).toEqual(keys);
    expect(batches[0]!.items.map((entry) => [entry.bookingId, entry.acceptedTotal])).toEqual([
      ['b-1', 1_500_000],
      ['b-2', 2_250_000],
    ]);
  });

  it('sorts and pages on the server, and keeps the chosen holds while the pages turn', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      item({ id: `b-${index}`, pnr: `P${String(index).padStart(5, '0')}`, totalAmount: 1_000_000 + index }),
    );
    const { calls, router } = renderApp('/booking/issue', {
      session: loginAs('admin_f1'),
      handler: (call) => {
        const url = new URL(call.url, 'http://portal.test');
        if (url.pathname !== '/api/bookings/queues/issue') return jsonResponse(200, { agencies: [], users: [] });
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        const ordered = url.searchParams.get('order') === 'desc' ? [...many].reverse() : many;
        return jsonResponse(200, {
          ...pageOf(ordered.slice(offset, offset + limit)),
          total: many.length,
          offset,
          limit,
        });
      },
    });
    const lastAsked = () =>
      Object.fromEntries(
        new URL(calls.filter((call) => pathOf(call) === '/api/bookings/queues/issue').at(-1)!.url, 'http://portal.test')
          .searchParams,
      );
    await screen.findByText('1–25 trên 30');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn P00000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await screen.findByText('26–30 trên 30');
    expect(lastAsked()).toMatchObject({ offset: '25', limit: '25' });
    expect(router.state.location.search).toBe('?page=1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn P00029' }));
    expect(screen.getByRole('button', { name: 'Xuất vé đã chọn (2)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tổng tiền' }));
    await waitFor(() => expect(lastAsked()).toMatchObject({ sort: 'totalAmount', order: 'asc', offset: '0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tổng tiền' }));
    await waitFor(() => expect(lastAsked()).toMatchObject({ sort: 'totalAmount', order: 'desc', offset: '0' }));
    expect(router.state.location.search).toBe('?sort=totalAmount&order=desc');
    const table = screen.getByRole('table', { name: 'Hàng đợi xuất vé' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('P00029'));
    expect(screen.getByRole('button', { name: 'Xuất vé đã chọn (2)' })).toBeTruthy();
  });

  it('says so when no hold is waiting', async () => {
    renderApp('/booking/void', {
      session: loginAs('admin_f1'),
      handler: (call) =>
        pathOf(call).startsWith('/api/bookings/queues/')
          ? jsonResponse(200, pageOf([]))
          : jsonResponse(200, { agencies: [], users: [] }),
    });
    expect(await screen.findByText('Không có vé nào còn trong hạn void.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the mail queue', () => {
  it("shows each booking's mail status and sends the itinerary to the contact from the row", async () => {
    const mailed: unknown[] = [];
    renderApp('/booking/mail', {
      session: loginAs('admin_f1'),
      handler: (call) => {
        const path = pathOf(call);
        if (path === '/api/bookings/b-1/mail') {
          mailed.push(JSON.parse(String(call.init.body)));
          return jsonResponse(201, {
            outboxId: 1,
            to: 'khach@example.vn',
            subject: 'x',
            delivery: 'queued',
            sentAt: null,
          });
        }
        if (path === '/api/bookings/queues/mail')
          return jsonResponse(
            200,
            pageOf([
              item({
                status: 'EXPORT',
                mail: { status: 'FAILED', to: 'cu@example.vn', queuedAt: null, sentAt: null, lastError: 'smtp' },
              }),
            ]),
          );
        return jsonResponse(200, { agencies: [], users: [] });
      },
    });
    const table = await screen.findByRole('table', { name: 'Hàng đợi gửi mail' });
    expect(within(table).getByText('Gửi lỗi')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Gửi lại' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gửi hành trình ABC123' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(mailed).toEqual([{ to: 'khach@example.vn', language: 'vi', includeFee: false }]));
  });
});

describe('the time left', () => {
  it('reads in days, hours or minutes, and passed once the deadline is reached', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(timeLeftMessage(timeLeft(at(2 * HOUR + 15 * 60_000), now))).toEqual({
      key: 'workQueues.left.hours',
      values: { hours: 2, minutes: 15 },
    });
    expect(timeLeftMessage(timeLeft(at(26 * HOUR), now))).toEqual({
      key: 'workQueues.left.days',
      values: { days: 1, hours: 2 },
    });
    expect(timeLeftMessage(timeLeft(at(59_000), now))).toEqual({
      key: 'workQueues.left.minutes',
      values: { minutes: 0 },
    });
    expect(timeLeft(at(0), now)).toEqual({ isPast: true });
    expect(timeLeft('not a day', now)).toEqual({ isPast: true });
  });
});
