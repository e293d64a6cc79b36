// Accepting a paid change where the agency asks for the PIN: the HTTP client's step-up asks for it and sends the
// acceptance again with the token under the same key; a PIN dialog closed leaves the quote to accept again.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { pathOf } from './booking-list-fixtures';
import { bodyOf, keyOf } from './booking-edit-fixtures';
import {
  changeAnswer,
  luggageQuote,
  paidChange,
  paidPageOf,
  paidPosts,
  paidServer,
  quoteAnswer,
} from './booking-paid-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const STEP_UP = {
  code: 120,
  message: 'Vui lòng nhập mã PIN để xác nhận thao tác này',
  details: { salt: 'salt-1', expiresAt: '2030-01-01T00:00:00.000Z', reason: 'missing' },
};

/** A quote without acceptance; an acceptance needs the step-up token, then it is DONE. */
function server() {
  const paid = paidServer({
    paid: (call) => {
      if (!('acceptQuoteId' in bodyOf(call))) return quoteAnswer(luggageQuote());
      return call.headers['X-Step-Up'] === 'token-ok' ? changeAnswer(paidChange()) : jsonResponse(403, STEP_UP);
    },
  });
  return (call: StubCall) =>
    pathOf(call) === '/api/pin-code/verify'
      ? jsonResponse(200, { stepUpToken: 'token-ok', expiresAt: '2030-01-01T00:05:00.000Z' })
      : paid(call);
}

async function acceptQuote() {
  const duc = await screen.findByLabelText('NGUYEN VAN DUC · HAN-SGN VN213');
  fireEvent.change(duc, { target: { value: 'BAG20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Báo giá' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Chấp nhận và thanh toán 880.000 ₫' }));
  return screen.findByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
}

describe('accepting a paid change with the PIN', () => {
  it('asks for the PIN and sends the acceptance again with the token under the same key', async () => {
    const { calls } = renderApp(paidPageOf('buy-luggage'), { session: loginAs('admin_f1'), handler: server() });
    const dialog = await acceptQuote();
    fireEvent.change(within(dialog).getByLabelText(/^Mã PIN/), { target: { value: '493817' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Đã thực hiện thay đổi. Tổng phải trả: 880.000 ₫.')).toBeTruthy();
    const [, refused, retried] = paidPosts(calls);
    expect(refused!.headers['X-Step-Up']).toBeUndefined();
    expect(retried!.headers['X-Step-Up']).toBe('token-ok');
    expect(keyOf(retried!)).toBe(keyOf(refused!));
    expect(bodyOf(retried!)).toMatchObject({ acceptQuoteId: 'pq-1', acceptTotal: 880_000 });
  });

  it('keeps the quote to accept again when the PIN dialog is closed', async () => {
    const { calls } = renderApp(paidPageOf('buy-luggage'), { session: loginAs('admin_f1'), handler: server() });
    const dialog = await acceptQuote();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(await screen.findByText('Bạn đã hủy xác nhận mã PIN nên thao tác chưa được thực hiện.')).toBeTruthy();
    const quote = screen.getByRole('region', { name: 'Báo giá thay đổi' });
    expect(within(quote).getByRole('button', { name: 'Chấp nhận và thanh toán 880.000 ₫' })).toBeTruthy();
    expect(paidPosts(calls)).toHaveLength(2);
  });
});
