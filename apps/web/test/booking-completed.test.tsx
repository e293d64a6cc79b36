// The completed page: each PNR with its status (a spinner while LOADING), polled every 2 s until none is LOADING, what
// failed, links to each booking's detail, and a countdown to the time limit on the server's clock.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TBookingOrder, TOrderBooking } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { flush, jsonResponse, type StubCall } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { ORDER_ID, orderBooking, orderOf } from './booking-passengers-fixtures';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const PATH = `/booking/completed/${ORDER_ID}`;
const VN_ID = '33333333-3333-4333-8333-333333333333';
const VJ_ID = '44444444-4444-4444-8444-444444444444';

function renderCompleted(answers: TBookingOrder[], headers: () => Record<string, string> = () => ({})) {
  let index = 0;
  const rendered = renderApp(PATH, {
    session: loginAs('admin_f1'),
    handler: (call) => {
      if (call.url === `/api/bookings/orders/${ORDER_ID}`) {
        const answer = answers[Math.min(index, answers.length - 1)]!;
        index += 1;
        return jsonResponse(200, answer, headers());
      }
      return jsonResponse(200, {}, headers());
    },
  });
  return {
    ...rendered,
    orderCalls: () => rendered.calls.filter((call) => call.url === `/api/bookings/orders/${ORDER_ID}`).length,
  };
}

const card = (name: RegExp) => screen.getByRole('article', { name });

describe('the completed page', () => {
  it('polls every 2 s while a PNR is LOADING and stops once none is', async () => {
    const loading = orderOf([
      orderBooking({ id: VN_ID, route: 'HAN-SGN' }),
      orderBooking({
        id: VJ_ID,
        system: 'VJ',
        airline: 'VJ',
        route: 'SGN-HAN',
        supplierNet: 900_000,
        feeTotal: 30_000,
        totalAmount: 930_000,
      }),
    ]);
    const timeLimit = new Date(Date.now() + 2 * 3600_000).toISOString();
    const answered = orderOf([
      orderBooking({ id: VN_ID, route: 'HAN-SGN', status: 'HOLD', pnr: 'VNA123', timeLimit }),
      orderBooking({
        id: VJ_ID,
        system: 'VJ',
        airline: 'VJ',
        route: 'SGN-HAN',
        status: 'FAILED',
        lastError: 'NO_SEATS: hết chỗ',
        supplierNet: 900_000,
        feeTotal: 30_000,
        totalAmount: 930_000,
      }),
    ]);
    const { orderCalls } = renderCompleted([loading, loading, answered]);

    await screen.findByRole('heading', { name: 'Kết quả đặt chỗ' });
    const vn = await screen.findByRole('article', { name: 'VN · HAN-SGN' });
    expect(within(vn).getByRole('status').textContent).toBe('Đang xử lý');
    expect(screen.getByText('Đang chờ hãng xác nhận giữ chỗ; trang tự cập nhật.')).toBeTruthy();
    expect(orderCalls()).toBe(1);

    // Two polls later the suppliers have answered.
    await waitFor(() => expect(within(card(/^VN · HAN-SGN/)).getByText('VNA123')).toBeTruthy(), { timeout: 8_000 });
    expect(orderCalls()).toBe(3);
    const vnCard = card(/^VN · HAN-SGN/);
    expect(within(vnCard).queryByRole('status')).toBeNull();
    expect(within(vnCard).getByText('Đang giữ chỗ')).toBeTruthy();
    expect(within(vnCard).getByText(formatDateTime(new Date(timeLimit)))).toBeTruthy();
    expect(within(vnCard).getByText('1.140.000 ₫')).toBeTruthy();
    expect(within(vnCard).getByRole('link', { name: 'Xem chi tiết đặt chỗ VNA123' }).getAttribute('href')).toBe(
      `/booking/booking-detail/${VN_ID}`,
    );
    const vjCard = card(/^VJ · SGN-HAN/);
    expect(within(vjCard).getByText('Giữ chỗ thất bại')).toBeTruthy();
    expect(within(vjCard).getByText('Lỗi từ hãng: NO_SEATS: hết chỗ')).toBeTruthy();
    expect(within(vjCard).getByRole('link', { name: 'Xem chi tiết đặt chỗ VJ' }).getAttribute('href')).toBe(
      `/booking/booking-detail/${VJ_ID}`,
    );
    // The failed PNR is not owed: the order total is the held one only.
    expect(screen.getByText('Tổng đơn').parentElement?.textContent).toBe('Tổng đơn1.140.000 ₫');
    expect(screen.queryByText('Đang chờ hãng xác nhận giữ chỗ; trang tự cập nhật.')).toBeNull();

    // Nothing is LOADING any more: no further request.
    await flush(2_600);
    expect(orderCalls()).toBe(3);
  });

  it("counts down to the time limit on the server's clock, live", async () => {
    // The server's clock is two hours behind this machine's: judged by the local clock the hold would look expired.
    const skewMs = -2 * 3600_000;
    const serverNow = () => new Date(Date.now() + skewMs);
    const timeLimit = new Date(serverNow().getTime() + 30 * 60_000).toISOString();
    renderCompleted([orderOf([orderBooking({ id: VN_ID, status: 'HOLD', pnr: 'VNA123', timeLimit })])], () => ({
      Time: serverNow().toISOString(),
    }));

    const vn = await screen.findByRole('article', { name: /^VN · HAN-SGN/ });
    const countdown = await within(vn).findByText(/^còn 0:(29:5\d|30:00)$/);
    const first = countdown.textContent;
    expect(within(vn).queryByText('đã hết hạn')).toBeNull();
    await waitFor(() => expect(within(vn).getByText(/^còn 0:\d{2}:\d{2}$/).textContent).not.toBe(first), {
      timeout: 3_000,
    });
  });

  it("strikes out a voided PNR's amount as not in the order total, so the card and the total agree", async () => {
    renderCompleted([
      orderOf([
        orderBooking({ id: VN_ID, status: 'VOID', pnr: 'VNA123' }),
        orderBooking({
          id: VJ_ID,
          system: 'VJ',
          airline: 'VJ',
          route: 'SGN-HAN',
          status: 'HOLD',
          pnr: 'VJB456',
          timeLimit: new Date(Date.now() + 3600_000).toISOString(),
          supplierNet: 900_000,
          feeTotal: 30_000,
          totalAmount: 930_000,
        }),
      ]),
    ]);
    const voided = await screen.findByRole('article', { name: /^VN · HAN-SGN/ });
    const amount = within(voided).getByText('1.140.000 ₫', { selector: 's' });
    expect(amount.parentElement?.textContent).toBe('1.140.000 ₫ không tính vào tổng đơn');
    expect(within(card(/^VJ · SGN-HAN/)).getByText('930.000 ₫', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('Tổng đơn').parentElement?.textContent).toBe('Tổng đơn930.000 ₫');
  });

  it('says when the order does not exist', async () => {
    renderApp(PATH, {
      session: loginAs('admin_f1'),
      handler: (call) =>
        call.url.startsWith('/api/bookings/orders/')
          ? jsonResponse(404, { code: 40, message: 'Không tìm thấy' })
          : jsonResponse(200, {}),
    });
    expect(await screen.findByText('Không tìm thấy đơn đặt chỗ này.')).toBeTruthy();
  });
});

describe('issuing from the completed page', () => {
  const timeLimit = () => new Date(Date.now() + 2 * 3600_000).toISOString();
  const roundTrip = (overrides: { vj?: Partial<TOrderBooking> } = {}) =>
    orderOf([
      orderBooking({
        id: VN_ID,
        status: 'HOLD',
        pnr: 'VNA123',
        timeLimit: timeLimit(),
        allowedActions: ['issue', 'cancel'],
      }),
      orderBooking({
        id: VJ_ID,
        system: 'VJ',
        airline: 'VJ',
        route: 'SGN-HAN',
        status: 'HOLD',
        pnr: 'VJB456',
        timeLimit: timeLimit(),
        supplierNet: 900_000,
        feeTotal: 30_000,
        totalAmount: 930_000,
        allowedActions: ['issue', 'cancel'],
        ...overrides.vj,
      }),
    ]);
  const issuePath = (id: string) => `/api/bookings/${id}/issue`;
  const issueCalls = (calls: StubCall[]) => calls.filter((call) => call.url.endsWith('/issue'));

  it('issues both PNRs of a round trip after one confirmation of the combined amount, each with its own key; a failure is shown per PNR and retried alone', async () => {
    let vjAnswers = 0;
    const { calls } = renderApp(PATH, {
      session: loginAs('admin_f1'),
      handler: (call) => {
        if (call.url === `/api/bookings/orders/${ORDER_ID}`) return jsonResponse(200, roundTrip());
        if (call.url === issuePath(VN_ID)) return jsonResponse(200, { status: 'EXPORT' });
        if (call.url === issuePath(VJ_ID)) {
          vjAnswers += 1;
          return vjAnswers === 1
            ? jsonResponse(409, { code: 41, message: 'Ký quỹ không đủ để xuất vé' })
            : jsonResponse(200, { status: 'EXPORT' });
        }
        return jsonResponse(200, {});
      },
    });

    // Each held PNR has its own issue, and the order offers them all for the combined amount.
    const vn = await screen.findByRole('article', { name: /^VN · HAN-SGN/ });
    expect(within(vn).getByRole('button', { name: 'Xuất vé VNA123' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xuất tất cả (2.070.000 ₫)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất tất cả 2 mã đặt chỗ' });
    expect(
      within(dialog).getByText(
        'Xuất vé 2 mã đặt chỗ cho 1 hành khách: tổng 2.070.000 ₫ sẽ được trừ từ ký quỹ của đại lý. Mỗi mã được xuất và thanh toán riêng.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận xuất vé' }));

    // One PNR issued, the other refused: both outcomes shown, nothing closed.
    expect(await within(dialog).findByText('Ký quỹ không đủ để xuất vé')).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Các mã đặt chỗ sẽ xuất' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Đã xuất vé');
    expect(rows[1]!.textContent).toContain('Ký quỹ không đủ để xuất vé');
    expect(within(dialog).getByRole('alert').textContent).toContain('Có mã chưa xuất được');
    const first = issueCalls(calls);
    expect(first.map((call) => call.url)).toEqual([issuePath(VN_ID), issuePath(VJ_ID)]);
    expect(first.map((call) => JSON.parse(String(call.init.body)) as unknown)).toEqual([
      { acceptedTotal: 1_140_000 },
      { acceptedTotal: 930_000 },
    ]);
    const [vnKey, vjKey] = first.map((call) => call.headers['Idempotency-Key']);
    expect(vnKey).toMatch(/^issue:[0-9a-f-]{36}$/);
    expect(vjKey).toMatch(/^issue:[0-9a-f-]{36}$/);
    expect(vjKey).not.toBe(vnKey);

    // The retry sends only the refused PNR, with its same key; all issued, the dialog closes with one message.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thử lại các mã chưa xuất' }));
    expect(await screen.findByText('Đã xuất vé VNA123, VJB456')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const retried = issueCalls(calls).slice(2);
    expect(retried.map((call) => [call.url, call.headers['Idempotency-Key']])).toEqual([[issuePath(VJ_ID), vjKey]]);
  });

  it('offers no issue where this user may not issue, and no "all" for a single issuable PNR', async () => {
    renderCompleted([roundTrip({ vj: { allowedActions: ['cancel'] } })]);
    const vn = await screen.findByRole('article', { name: /^VN · HAN-SGN/ });
    expect(within(vn).getByRole('button', { name: 'Xuất vé VNA123' })).toBeTruthy();
    expect(within(card(/^VJ · SGN-HAN/)).queryByRole('button', { name: /^Xuất vé/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Xuất tất cả/ })).toBeNull();

    fireEvent.click(within(vn).getByRole('button', { name: 'Xuất vé VNA123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất vé VNA123' });
    expect(
      within(dialog).getByText('Xuất vé cho 1 hành khách của VNA123: 1.140.000 ₫ sẽ được trừ từ ký quỹ của đại lý.'),
    ).toBeTruthy();
  });
});
