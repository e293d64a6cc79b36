// The buy-seat page end to end in the app: the seat map's body is quoted and paid as one paid change, and a 409
// seatTaken at acceptance reads the map again and drops the seat sold meanwhile (decision 055).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPaidChangeQuote } from '@portal/contracts';
import { BOOKING_ID, pathOf } from './booking-list-fixtures';
import { bodyOf, editMenu } from './booking-edit-fixtures';
import { HAN_SGN, paidPageOf, paidPosts, paidServer, quoteAnswer } from './booking-paid-fixtures';
import { seatMaps } from './booking-paid-seat-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const seatQuote = (): TPaidChangeQuote => ({
  quoteId: 'pq-seat',
  action: 'buy-seat',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  lines: [
    {
      kind: 'SEAT',
      paxId: 'ADT-1',
      passengerName: 'NGUYEN VAN DUC',
      flightKey: HAN_SGN,
      flightLabel: 'HAN-SGN VN213',
      code: '2A',
      description: { vi: 'Ghế 2A', en: 'Seat 2A' },
      amount: 150_000,
    },
  ],
  airlineTotal: 150_000,
  serviceFee: 0,
  total: 150_000,
});

const BUY_SEAT_ENTRY = {
  action: 'buy-seat' as const,
  isPaid: true,
  money: 'paid-change' as const,
  description: { vi: 'Mua chỗ ngồi', en: 'Buy a seat' },
};

const SEAT_TAKEN = {
  code: 41,
  message: 'Ghế đã có người đặt: SEAT 2A TAKEN',
  details: { reason: 'seatTaken', supplierCode: 'SEAT_TAKEN', supplierMessage: 'SEAT 2A TAKEN' },
};

describe('the buy-seat page', () => {
  it('quotes the seats chosen on the map, and on a 409 seatTaken reloads the map and clears that seat', async () => {
    let isSold = false;
    const paid = paidServer({
      menu: () => editMenu([BUY_SEAT_ENTRY], 5),
      paid: () => (isSold ? jsonResponse(409, SEAT_TAKEN) : quoteAnswer(seatQuote())),
    });
    const { calls } = renderApp(paidPageOf('buy-seat'), {
      session: loginAs('admin_f1'),
      handler: (call) =>
        pathOf(call) === `/api/bookings/${BOOKING_ID}/seat-maps`
          ? jsonResponse(200, seatMaps(isSold ? { '2A': { status: 'TAKEN' } } : {}))
          : paid(call),
    });
    const grid = await screen.findByRole('grid', { name: /^Sơ đồ ghế chuyến HAN → SGN/ }, { timeout: 5000 });
    fireEvent.keyDown(grid.querySelector('[data-seat="2A"]')!, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Báo giá' }));
    const quote = await screen.findByRole('region', { name: 'Báo giá thay đổi' });
    expect(bodyOf(paidPosts(calls)[0]!)).toEqual({
      expectedVersion: 5,
      seats: [{ paxId: 'ADT-1', flightKey: HAN_SGN, seat: '2A' }],
    });
    isSold = true;
    fireEvent.click(within(quote).getByRole('button', { name: 'Chấp nhận và thanh toán 150.000 ₫' }));
    expect(await screen.findByText('Hãng từ chối thay đổi: SEAT 2A TAKEN. Không trừ tiền.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Ghế 2A vừa có khách khác đặt. Sơ đồ ghế đã được tải lại và lựa chọn đó đã bỏ; vui lòng chọn ghế khác.',
      ),
    );
    const seat = screen.getByRole('grid').querySelector('[data-seat="2A"]')!;
    expect(seat.getAttribute('aria-disabled')).toBe('true');
    expect(seat.getAttribute('aria-label')).toBe('Ghế 2A, đã có người, Hàng đầu');
    expect(screen.getByText('Chưa chọn ghế nào.')).toBeTruthy();
    expect(calls.filter((call) => pathOf(call).endsWith('/seat-maps'))).toHaveLength(2);
  });
});
