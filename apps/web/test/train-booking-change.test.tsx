// Changing an issued train ticket from the complete page: the day's one-way search of the ticket's route, a run, a
// carriage and a seat held (the previous one let go), the quote asked for that seat and shown, then the change with
// its Idempotency-Key through the PIN step-up (the retry keeping the key), the booking reloaded with the old ticket
// CHANGED and the new one ISSUED; the seat let go when the dialog closes; the railway's and API's refusals shown.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTrainBooking } from '@portal/contracts';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { BOOKING_ID, bookingOf, forgetTrainState, ticketOf } from './train-booking-fixtures';
import { run, seatMap, trainServer } from './train-search-fixtures';

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
const SE1_20 = run({
  trainNumber: 'SE1',
  runId: 'SE1-2026-12-20',
  departAt: '2026-12-20T06:10:00+07:00',
  arriveAt: '2026-12-20T22:40:00+07:00',
});
const SEARCH = { departure: [SE1_20], return: null, issueFeePerTicket: 30_000 };
const QUOTE = {
  quoteId: 'CQ-1',
  ticketId: 'T-0001',
  newTicketId: 'T-1-6',
  oldAmount: 1_000_000,
  newAmount: 1_100_000,
  changeFee: 20_000,
  fareDifference: 100_000,
  total: 120_000,
  expiresAt: '2026-12-01T10:00:00.000Z',
  chainFee: 10_000,
  depositTotal: 130_000,
};

const issued = (overrides: Partial<TTrainBooking> = {}) =>
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
      }),
    ],
    ...overrides,
  });

const changed = () =>
  issued({
    changeAmount: 130_000,
    tickets: [
      ticketOf({ ticketId: 'T-0001', status: 'CHANGED', ticketNumber: 'VE0001', replacedBy: 'T-1-6' }),
      ticketOf({
        ticketId: 'T-1-6',
        status: 'ISSUED',
        carriageNo: '1',
        carriageName: 'Ngồi mềm điều hòa',
        seatNumber: '6',
        seatType: 'NGM',
        compartment: null,
        tier: null,
        amount: 1_100_000,
        ticketNumber: 'VE0009',
        boardingCode: 'VNR|VNR4K2P9|VE0009|SE1',
        replaces: 'T-0001',
      }),
    ],
  });

type Answer = (call: StubCall) => Response | undefined;

function renderChange(answer: Answer, booking: () => TTrainBooking = () => issued()) {
  const server = trainServer({ '1': seatMap('1') }, SEARCH);
  const rendered = renderApp(PATH, {
    session: loginAs('admin_f1'),
    handler: (call) => {
      const own = answer(call);
      if (own) return own;
      if (pathOf(call) === API) return jsonResponse(200, booking());
      return server.handler(call);
    },
  });
  return { ...rendered, server };
}

/** Opens "Đổi vé", chooses SE1, carriage 1, and holds seat `number`. */
async function holdSeat(number: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Đổi vé của Nguyễn Văn An' }));
  const dialog = await screen.findByRole('dialog', { name: 'Đổi vé của Nguyễn Văn An' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'SE1 06:10 → 22:40 · còn 100 chỗ' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Toa 1, Ngồi mềm điều hòa, còn 60 chỗ' }));
  fireEvent.click(await within(dialog).findByRole('button', { name: new RegExp(`^Toa 1, ghế ${number},.*Còn trống`) }));
  await within(dialog).findByRole('button', { name: new RegExp(`^Toa 1, ghế ${number},.*Chỗ tôi đang giữ`) });
  return dialog;
}

describe('changing an issued train ticket', () => {
  it('holds a new seat, quotes it, and changes the ticket through the PIN step-up with one key', async () => {
    let isChanged = false;
    const { calls, server } = renderChange(
      (call) => {
        if (pathOf(call) === '/api/pin-code/verify')
          return jsonResponse(200, { stepUpToken: 'token-ok', expiresAt: '2030-01-01T00:05:00.000Z' });
        if (pathOf(call) === `${API}/change-quote`) return jsonResponse(200, QUOTE);
        if (pathOf(call) === `${API}/change`) {
          if (call.headers['X-Step-Up'] !== 'token-ok') return jsonResponse(403, STEP_UP);
          isChanged = true;
          return jsonResponse(200, changed());
        }
        return undefined;
      },
      () => (isChanged ? changed() : issued()),
    );
    const dialog = await holdSeat('5');
    expect(within(dialog).getByRole('region', { name: 'Vé đang đổi' }).textContent).toBe(
      'Tàu SE1 Hà Nội → Đà Nẵng, 06:10 20/12/2026, Toa 3 · Giường 12 · Khoang 3 · Tầng 1, 1.000.000 ₫',
    );
    expect((within(dialog).getByLabelText('Ngày đi (dd/MM/yyyy)') as HTMLInputElement).value).toBe('20/12/2026');
    expect(bodyOf(calls.find((call) => pathOf(call) === '/api/trains/search'))).toEqual({
      from: 'HNO',
      to: 'DNA',
      departDate: '2026-12-20',
    });
    // Another seat: the first is let go before the second is held.
    fireEvent.click(within(dialog).getByRole('button', { name: /^Toa 1, ghế 6,.*Còn trống/ }));
    await within(dialog).findByRole('button', { name: /^Toa 1, ghế 6,.*Chỗ tôi đang giữ/ });
    expect(server.released).toEqual(['T-1-5']);
    const locks = calls.filter((call) => pathOf(call) === '/api/trains/seat-locks');
    expect(locks.map(bodyOf)).toEqual([
      { runId: 'SE1-2026-12-20', from: 'HNO', to: 'DNA', seatId: '1-5', direction: 'departure' },
      { runId: 'SE1-2026-12-20', from: 'HNO', to: 'DNA', seatId: '1-6', direction: 'departure' },
    ]);
    expect(within(dialog).getByRole('timer', { name: 'Thời gian giữ chỗ còn lại' }).textContent).toMatch(
      /^(10:00|09:5\d)$/,
    );

    const accept = within(dialog).getByRole('button', { name: 'Xác nhận đổi vé' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Báo giá' }));
    const quote = await within(dialog).findByRole('region', { name: 'Báo giá đổi vé' });
    expect(bodyOf(calls.find((call) => pathOf(call) === `${API}/change-quote`))).toEqual({
      ticketId: 'T-0001',
      newTicketId: 'T-1-6',
    });
    for (const line of [
      'Tiền vé cũ1.000.000 ₫',
      'Tiền vé mới1.100.000 ₫',
      'Phí đổi vé của đường sắt20.000 ₫',
      'Chênh lệch giá vé100.000 ₫',
      'Phí đổi vé của đại lý cấp trên10.000 ₫',
      'Tổng trừ ký quỹ130.000 ₫',
    ])
      expect(quote.textContent).toContain(line);
    expect(quote.textContent).toContain('Báo giá có hiệu lực đến');

    fireEvent.click(accept);
    const pin = await screen.findByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
    fireEvent.change(within(pin).getByLabelText(/^Mã PIN/), { target: { value: '493817' } });
    fireEvent.click(within(pin).getByRole('button', { name: 'Xác nhận' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đổi vé của Nguyễn Văn An' })).toBeNull());
    const changes = calls.filter((call) => pathOf(call) === `${API}/change`);
    expect(changes.map(bodyOf)).toEqual([{ quoteId: 'CQ-1' }, { quoteId: 'CQ-1' }]);
    expect(changes.map((call) => call.headers['X-Step-Up'])).toEqual([undefined, 'token-ok']);
    expect(changes[0]?.headers['Idempotency-Key']).toMatch(/^train-change:[0-9a-f-]{36}$/);
    expect(changes[1]?.headers['Idempotency-Key']).toBe(changes[0]?.headers['Idempotency-Key']);
    expect(await screen.findByText('Đã đổi vé')).toBeTruthy();
    // The booking read again: the old ticket CHANGED, the new one ISSUED with its boarding card; the seat not let go.
    expect(await screen.findByText('Đã đổi')).toBeTruthy();
    const cards = await screen.findByRole('region', { name: 'Thẻ lên tàu' });
    expect(cards.textContent).toContain('VE0009');
    expect(cards.textContent).not.toContain('VE0001');
    expect(server.released).toEqual(['T-1-5']);
  }, 40_000);

  it('lets the held seat go when the dialog is closed without a change', async () => {
    const { server } = renderChange(() => undefined);
    const dialog = await holdSeat('7');
    expect(server.locked).toEqual(['T-1-7']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(server.released).toEqual(['T-1-7']));
    expect(screen.queryByRole('dialog', { name: 'Đổi vé của Nguyễn Văn An' })).toBeNull();
  });

  it('shows the railway refusing a change under 24 h, then a deposit too small with the way to top it up', async () => {
    let quoteAnswer = jsonResponse(409, {
      code: 409,
      message: 'Nhà cung cấp từ chối: Chỉ được đổi vé trước giờ tàu chạy 24 giờ',
      details: { reason: 'supplierRefused', supplierCode: 'CHANGE_NOT_ALLOWED', supplierMessage: 'too late' },
    });
    const { calls } = renderChange((call) => {
      if (pathOf(call) === `${API}/change-quote`) return quoteAnswer.clone();
      if (pathOf(call) === `${API}/change`)
        return jsonResponse(422, {
          code: 60,
          message: 'Số dư ký quỹ không đủ: có thể dùng 50.000 ₫, cần 130.000 ₫',
          details: { available: 50_000, creditLimit: 0, spendable: 50_000, requested: 130_000 },
        });
      return undefined;
    });
    const dialog = await holdSeat('5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Báo giá' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Đường sắt không cho đổi vé này: chỉ đổi được từ 24 giờ trước giờ tàu chạy.',
    );
    expect((within(dialog).getByRole('button', { name: 'Xác nhận đổi vé' }) as HTMLButtonElement).disabled).toBe(true);

    quoteAnswer = jsonResponse(200, { ...QUOTE, newTicketId: 'T-1-5' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Báo giá' }));
    await within(dialog).findByRole('region', { name: 'Báo giá đổi vé' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi vé' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Số dư ký quỹ không đủ: có thể dùng 50.000 ₫, cần 130.000 ₫');
    expect(within(alert).getByRole('link', { name: 'Nạp ký quỹ' })).toBeTruthy();
    expect(calls.filter((call) => pathOf(call) === `${API}/change`)).toHaveLength(1);
  }, 40_000);
});

describe('an expired change quote', () => {
  it('is explained, the confirmation waits for a new quote, and the new quote is accepted with a new key', async () => {
    let quotes = 0;
    const { calls } = renderChange((call) => {
      if (pathOf(call) === `${API}/change-quote`) {
        quotes += 1;
        return jsonResponse(200, { ...QUOTE, quoteId: `CQ-${quotes}`, newTicketId: 'T-1-5' });
      }
      if (pathOf(call) === `${API}/change` && (bodyOf(call) as { quoteId: string }).quoteId === 'CQ-1')
        return jsonResponse(409, {
          code: 409,
          message: 'Báo giá đã hết hạn',
          details: { reason: 'quoteExpired', quoteId: 'CQ-1' },
        });
      if (pathOf(call) === `${API}/change`) return jsonResponse(200, changed());
      return undefined;
    });
    const dialog = await holdSeat('5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Báo giá' }));
    await within(dialog).findByRole('region', { name: 'Báo giá đổi vé' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi vé' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Báo giá đã hết hiệu lực. Bấm "Báo giá" để lấy báo giá mới.',
    );
    expect(within(dialog).queryByRole('region', { name: 'Báo giá đổi vé' })).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Xác nhận đổi vé' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Báo giá' }));
    await within(dialog).findByRole('region', { name: 'Báo giá đổi vé' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi vé' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đổi vé của Nguyễn Văn An' })).toBeNull());
    const changes = calls.filter((call) => pathOf(call) === `${API}/change`);
    expect(changes.map(bodyOf)).toEqual([{ quoteId: 'CQ-1' }, { quoteId: 'CQ-2' }]);
    expect(changes[1]?.headers['Idempotency-Key']).not.toBe(changes[0]?.headers['Idempotency-Key']);
  }, 40_000);
});
