// booking/train/complete?id=: the booking's code, status and countdown; only the actions the API allows; pay and issue
// with the PIN step-up (one key for the request and its retry); a deposit too small explained; the boarding cards
// with their QR codes, in vi or en, as PDF and by email; a refund quoted, then accepted.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTrainBooking } from '@portal/contracts';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { BOOKING_ID, bookingOf, forgetTrainState, ticketOf } from './train-booking-fixtures';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  forgetTrainState();
  vi.restoreAllMocks();
});

const PATH = `/booking/train/complete?id=${BOOKING_ID}`;
const API = `/api/trains/bookings/${BOOKING_ID}`;
const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const bodyOf = (call: StubCall | undefined) => JSON.parse(String(call?.init.body)) as unknown;
const STEP_UP = {
  code: 120,
  message: 'Vui lòng nhập mã PIN để xác nhận thao tác này',
  details: { salt: 'salt-1', expiresAt: '2030-01-01T00:00:00.000Z', reason: 'missing' },
};

const issuedBooking = (overrides: Partial<TTrainBooking> = {}) =>
  bookingOf({
    status: 'ISSUED',
    timeLimit: null,
    issuedAt: new Date().toISOString(),
    allowedActions: ['refund', 'change', 'mail'],
    tickets: [
      ticketOf({
        ticketId: 'T-0001',
        status: 'ISSUED',
        ticketNumber: 'VE0001',
        boardingCode: 'VNR|VNR4K2P9|VE0001|SE1',
        infants: [{ fullName: 'Nguyễn Nhỏ', birthDate: '2023-01-01' }],
      }),
      ticketOf({
        ticketId: 'T-0002',
        fullName: 'Nguyễn Bé',
        seatNumber: '13',
        passengerType: 2,
        discount: 245_000,
        amount: 755_000,
        status: 'ISSUED',
        ticketNumber: 'VE0002',
        boardingCode: 'VNR|VNR4K2P9|VE0002|SE1',
      }),
    ],
    ...overrides,
  });

function renderComplete(answer: (call: StubCall) => Response | undefined) {
  return renderApp(PATH, {
    session: loginAs('admin_f1'),
    handler: (call) => answer(call) ?? jsonResponse(200, {}),
  });
}

describe('the completed train booking', () => {
  it('shows the code, status and countdown of a hold, with only the actions the API allows', async () => {
    // The API writes the tickets' times in UTC: the page shows them on Vietnam's clock.
    const tickets = [
      ticketOf({ ticketId: 'T-0001', departAt: '2026-12-09T23:10:00.000Z', arriveAt: '2026-12-10T15:50:00.000Z' }),
    ];
    renderComplete((call) =>
      pathOf(call) === API ? jsonResponse(200, bookingOf({ tickets, allowedActions: ['cancel'] })) : undefined,
    );
    const summary = await screen.findByRole('region', { name: 'VNR4K2P9' });
    expect(within(summary).getByText('Đang giữ chỗ')).toBeTruthy();
    expect(within(summary).getByRole('timer').textContent).toMatch(/^00:(19:5\d|20:00)$/);
    expect(screen.getByRole('button', { name: 'Hủy giữ chỗ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thanh toán & xuất vé' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Hoàn vé đã chọn/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Thẻ lên tàu' })).toBeNull();
    const departure = screen.getByRole('region', { name: 'Chiều đi: tàu SE1 Hà Nội → Đà Nẵng' });
    expect(within(departure).getByText('Khởi hành 06:10 10/12/2026 · đến 22:50 10/12/2026')).toBeTruthy();
  });

  it('polls while the railway has not answered the hold yet, then shows its code and actions', async () => {
    let reads = 0;
    renderComplete((call) => {
      if (pathOf(call) !== API) return undefined;
      reads += 1;
      return jsonResponse(
        200,
        reads < 2
          ? bookingOf({ bookingCode: null, timeLimit: null, allowedActions: [], lastError: 'Đường sắt chưa trả lời' })
          : bookingOf(),
      );
    });
    expect(await screen.findByText('Đang chờ đường sắt trả lời; trang tự cập nhật.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thanh toán & xuất vé' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'VNR4K2P9' }, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thanh toán & xuất vé' })).toBeTruthy();
    expect(screen.queryByText('Đang chờ đường sắt trả lời; trang tự cập nhật.')).toBeNull();
    expect(reads).toBe(2);
  });

  it('pays and issues with the PIN step-up, the retry keeping its key, then shows the boarding cards with QR codes', async () => {
    let isIssued = false;
    const { calls } = renderComplete((call) => {
      if (pathOf(call) === '/api/pin-code/verify')
        return jsonResponse(200, { stepUpToken: 'token-ok', expiresAt: '2030-01-01T00:05:00.000Z' });
      if (pathOf(call) === `${API}/issue`) {
        if (call.headers['X-Step-Up'] !== 'token-ok') return jsonResponse(403, STEP_UP);
        isIssued = true;
        return jsonResponse(200, issuedBooking());
      }
      if (pathOf(call) === API) return jsonResponse(200, isIssued ? issuedBooking() : bookingOf());
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Thanh toán & xuất vé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanh toán đặt chỗ VNR4K2P9' });
    expect(within(dialog).getByText('1.030.000 ₫ sẽ được trừ từ ký quỹ của đại lý và vé được xuất ngay.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận thanh toán' }));

    const pin = await screen.findByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
    fireEvent.change(within(pin).getByLabelText(/^Mã PIN/), { target: { value: '493817' } });
    fireEvent.click(within(pin).getByRole('button', { name: 'Xác nhận' }));

    const cards = await screen.findByRole('region', { name: 'Thẻ lên tàu' });
    const issues = calls.filter((call) => pathOf(call) === `${API}/issue`);
    expect(issues.map((call) => call.headers['X-Step-Up'])).toEqual([undefined, 'token-ok']);
    expect(issues[0]?.headers['Idempotency-Key']).toMatch(/^train-issue:[0-9a-f-]{36}$/);
    expect(issues[1]?.headers['Idempotency-Key']).toBe(issues[0]?.headers['Idempotency-Key']);
    expect(issues.map(bodyOf)).toEqual([{ acceptedTotal: 1_030_000 }, { acceptedTotal: 1_030_000 }]);

    const first = within(cards).getByRole('article', { name: 'Thẻ lên tàu hỏa · Nguyễn Văn An' });
    expect(first.textContent).toContain('Mã đặt chỗ VNR4K2P9 · vé VE0001');
    expect(first.textContent).toContain('Toa 3 · Giường 12 · Khoang 3 · Tầng 1');
    expect(first.textContent).toContain('Trẻ em đi cùng: Nguyễn Nhỏ (01/01/2023)');
    const qr = (await within(first).findByRole('img', {
      name: 'Mã QR thẻ lên tàu của Nguyễn Văn An',
    })) as HTMLImageElement;
    expect(decodeURIComponent(qr.src)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
    expect(within(cards).getAllByRole('article')).toHaveLength(2);
  });

  it('explains a deposit too small to pay, with a way to top it up', async () => {
    renderComplete((call) => {
      if (pathOf(call) === `${API}/issue`)
        return jsonResponse(422, {
          code: 60,
          message: 'Số dư khả dụng 500.000 ₫ không đủ cho 1.030.000 ₫',
          details: { available: 500_000, creditLimit: 0, spendable: 500_000, requested: 1_030_000 },
        });
      return pathOf(call) === API ? jsonResponse(200, bookingOf()) : undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Thanh toán & xuất vé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanh toán đặt chỗ VNR4K2P9' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận thanh toán' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Số dư khả dụng 500.000 ₫ không đủ cho 1.030.000 ₫ Số dư ký quỹ không đủ để thanh toán đặt chỗ này. Nạp ký quỹ',
    );
    expect(within(alert).getByRole('link', { name: 'Nạp ký quỹ' }).getAttribute('href')).toBe(
      '/accounting/deposit-topup/add',
    );
  });

  it('offers a total changed since the hold, and pays it with a new key', async () => {
    const { calls } = renderComplete((call) => {
      if (pathOf(call) === `${API}/issue`)
        return (bodyOf(call) as { acceptedTotal: number }).acceptedTotal === 1_031_000
          ? jsonResponse(200, issuedBooking())
          : jsonResponse(409, {
              code: 41,
              message: 'Giá đã thay đổi',
              details: { reason: 'priceChanged', oldTotal: 1_030_000, newTotal: 1_031_000 },
            });
      return pathOf(call) === API ? jsonResponse(200, bookingOf()) : undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Thanh toán & xuất vé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanh toán đặt chỗ VNR4K2P9' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận thanh toán' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Tổng tiền đã thay đổi thành 1.031.000 ₫. Xác nhận lại để thanh toán số mới.',
    );
    expect(within(dialog).getByText('1.031.000 ₫ sẽ được trừ từ ký quỹ của đại lý và vé được xuất ngay.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận thanh toán' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thanh toán đặt chỗ VNR4K2P9' })).toBeNull());
    const issues = calls.filter((call) => pathOf(call) === `${API}/issue`);
    expect(issues.map(bodyOf)).toEqual([{ acceptedTotal: 1_030_000 }, { acceptedTotal: 1_031_000 }]);
    expect(issues[1]?.headers['Idempotency-Key']).not.toBe(issues[0]?.headers['Idempotency-Key']);
  });

  it('renders the cards in English, downloads that PDF and mails them', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cards'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderComplete((call) => {
      if (pathOf(call) === `${API}/boarding-cards.pdf`)
        return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="VNR4K2P9.pdf"' },
        });
      if (pathOf(call) === `${API}/boarding-cards/mail`) return jsonResponse(200, { ok: true });
      return pathOf(call) === API ? jsonResponse(200, issuedBooking()) : undefined;
    });
    const cards = await screen.findByRole('region', { name: 'Thẻ lên tàu' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ngôn ngữ thẻ' }), { target: { value: 'en' } });
    const english = await screen.findByRole('region', { name: 'Boarding cards' });
    expect(cards).not.toBe(null);
    const card = within(english).getByRole('article', { name: 'Train boarding card · Nguyễn Bé' });
    expect(card.textContent).toContain('Carriage 3 · Berth 13');
    expect(card.textContent).toContain('Child 6 – under 10 (75 %)');
    expect(card.textContent).toContain('755.000 ₫');

    fireEvent.click(screen.getByRole('button', { name: 'Tải PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const pdf = calls.find((call) => pathOf(call) === `${API}/boarding-cards.pdf`);
    expect(new URL(pdf!.url, 'http://portal.test').searchParams.get('lang')).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'Gửi email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gửi thẻ lên tàu qua email' });
    const to = within(dialog).getByRole('textbox', { name: 'Địa chỉ email' });
    expect((to as HTMLInputElement).value).toBe('an@example.vn');
    fireEvent.change(to, { target: { value: 'an@example.vn, bad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect(within(dialog).getByText('Nhập từ 1 đến 5 email hợp lệ')).toBeTruthy();
    fireEvent.change(to, { target: { value: 'an@example.vn, ke.toan@saomai.vn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gửi thẻ lên tàu qua email' })).toBeNull());
    expect(bodyOf(calls.find((call) => pathOf(call) === `${API}/boarding-cards/mail`))).toEqual({
      to: ['an@example.vn', 'ke.toan@saomai.vn'],
      lang: 'en',
    });
  });

  it('quotes the refund of the chosen ticket, shows the fee lines and accepts the quote with a key', async () => {
    let isRefunded = false;
    const { calls } = renderComplete((call) => {
      if (pathOf(call) === `${API}/refund-quote`)
        return jsonResponse(200, {
          quoteId: 'Q-77',
          rule: 'INDIVIDUAL',
          lines: [{ ticketId: 'T-0002', amount: 755_000, feePercent: 10, fee: 76_000, refund: 679_000 }],
          totalFee: 76_000,
          totalRefund: 679_000,
          issueFeeKept: 30_000,
          expiresAt: '2026-12-01T10:00:00.000Z',
        });
      if (pathOf(call) === `${API}/refund`) {
        isRefunded = true;
        return jsonResponse(200, issuedBooking());
      }
      if (pathOf(call) === API)
        return jsonResponse(200, isRefunded ? issuedBooking({ refundedAmount: 679_000 }) : issuedBooking());
      return undefined;
    });
    const refundButton = await screen.findByRole('button', { name: 'Hoàn vé đã chọn (0)' });
    expect((refundButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn hoàn vé của Nguyễn Bé' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hoàn vé đã chọn (1)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hoàn 1 vé' });
    const lines = await within(dialog).findByRole('table', { name: 'Phí hoàn từng vé' });
    expect(within(lines).getAllByRole('row')[1]!.textContent).toBe('Nguyễn BéSE1 · 13755.000 ₫10 %76.000 ₫679.000 ₫');
    expect(dialog.textContent).toContain('Phí xuất vé không hoàn30.000 ₫');
    expect(dialog.textContent).toContain('Tổng tiền hoàn về ký quỹ679.000 ₫');
    expect(bodyOf(calls.find((call) => pathOf(call) === `${API}/refund-quote`))).toEqual({ ticketIds: ['T-0002'] });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý hoàn vé' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hoàn 1 vé' })).toBeNull());
    const refund = calls.find((call) => pathOf(call) === `${API}/refund`);
    expect(bodyOf(refund)).toEqual({ quoteId: 'Q-77' });
    expect(refund?.headers['Idempotency-Key']).toMatch(/^train-refund:[0-9a-f-]{36}$/);
    expect(await screen.findByText('Đã hoàn vé')).toBeTruthy();
  });
});
