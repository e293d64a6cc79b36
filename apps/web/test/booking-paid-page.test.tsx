// /booking/edit/{paid action}/{id}: the form's body is quoted (lines and totals with VND separators, money back said
// as such, how a refund returns), accepting sends the same body with acceptQuoteId and acceptTotal under a new key,
// a 409 with a new quote shows it and accepts that one, a 202 is polled until DONE, and the refusals are explained.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOOKING_ID, pathOf } from './booking-list-fixtures';
import { bodyOf, keyOf } from './booking-edit-fixtures';
import {
  changeAnswer,
  HAN_SGN,
  luggageQuote,
  paidChange,
  paidPageOf,
  paidPosts,
  paidServer,
  PAID_PATH,
  quoteAnswer,
  refundQuote,
} from './booking-paid-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

/** Answers each paid POST in turn with the next answer; the last one repeats. */
function inTurn(...answers: (() => Response)[]) {
  let index = 0;
  return (_call: StubCall) => answers[Math.min(index++, answers.length - 1)]!();
}

const BALANCE_PATH = '/api/ledger/balance';
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function quoteTwoBags() {
  await screen.findByLabelText('NGUYEN VAN DUC · HAN-SGN VN213');
  choose('NGUYEN VAN DUC · HAN-SGN VN213', 'BAG20');
  choose('TRAN THI HOA · HAN-SGN VN213', 'BAG30');
  fireEvent.click(screen.getByRole('button', { name: 'Báo giá' }));
  return screen.findByRole('region', { name: 'Báo giá thay đổi' });
}

const ITEMS = [
  { paxId: 'ADT-1', flightKey: HAN_SGN, optionCode: 'BAG20' },
  { paxId: 'ADT-2', flightKey: HAN_SGN, optionCode: 'BAG30' },
];

describe('a paid change page', () => {
  it('quotes the bags chosen, shows lines and totals, and pays the same body with the quote id and total', async () => {
    const { calls } = renderApp(paidPageOf('buy-luggage'), {
      session: loginAs('admin_f1'),
      handler: paidServer({
        paid: inTurn(
          () => quoteAnswer(luggageQuote()),
          () => changeAnswer(paidChange()),
        ),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mua thêm hành lý' })).toBeTruthy();
    const quote = await quoteTwoBags();
    const lines = within(quote).getAllByTestId('quote-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      'NGUYEN VAN DUCHAN-SGN VN213Hành lýHành lý 20 kg350.000 ₫',
      'TRAN THI HOAHAN-SGN VN213Hành lýHành lý 30 kg480.000 ₫',
      'NGUYEN VAN DUC—Phí dịch vụPhí dịch vụ50.000 ₫',
    ]);
    expect(within(quote).getByTestId('quote-airline-total').textContent).toBe('830.000 ₫');
    expect(within(quote).getByTestId('quote-service-fee').textContent).toBe('50.000 ₫');
    expect(within(quote).getByText('Tổng phải trả')).toBeTruthy();
    expect(within(quote).getByTestId('quote-total').textContent).toBe('880.000 ₫');
    expect(within(quote).getByRole('timer')).toBeTruthy();
    const balanceReads = () => calls.filter((call) => pathOf(call) === BALANCE_PATH).length;
    const beforeAccept = balanceReads();
    fireEvent.click(within(quote).getByRole('button', { name: 'Chấp nhận và thanh toán 880.000 ₫' }));
    expect(await screen.findByText('Đã thực hiện thay đổi. Tổng phải trả: 880.000 ₫.')).toBeTruthy();
    // The header's deposit balance is read again once the deposit has paid.
    await waitFor(() => expect(balanceReads()).toBeGreaterThan(beforeAccept));
    expect(screen.getByText(/EMD 7382400000011 · NGUYEN VAN DUC · 350.000 ₫/)).toBeTruthy();
    expect(screen.getByText(/EMD 7382400000012 · TRAN THI HOA · 480.000 ₫/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Xem chi tiết đặt chỗ' });
    expect(links.map((link) => link.getAttribute('href'))).toContain(`/booking/booking-detail/${BOOKING_ID}`);
    const [asked, accepted] = paidPosts(calls);
    expect(pathOf(asked!)).toBe(`${PAID_PATH}/buy-luggage`);
    expect(bodyOf(asked!)).toEqual({ expectedVersion: 5, items: ITEMS });
    expect(bodyOf(accepted!)).toEqual({
      expectedVersion: 5,
      items: ITEMS,
      acceptQuoteId: 'pq-1',
      acceptTotal: 880_000,
    });
    expect(keyOf(asked!)).toMatch(/^paid:[0-9a-f-]{36}$/);
    expect(keyOf(accepted!)).toMatch(/^paid:[0-9a-f-]{36}$/);
    expect(keyOf(accepted!)).not.toBe(keyOf(asked!));
  });

  it('shows the new quote a 409 quoteExpired carries, and accepts that one', async () => {
    const newQuote = luggageQuote({ quoteId: 'pq-2', airlineTotal: 870_000, total: 920_000 });
    const { calls } = renderApp(paidPageOf('buy-luggage'), {
      session: loginAs('admin_f1'),
      handler: paidServer({
        paid: inTurn(
          () => quoteAnswer(luggageQuote()),
          () =>
            jsonResponse(409, {
              code: 41,
              message: 'Báo giá đã hết hạn',
              details: { reason: 'quoteExpired', quote: newQuote },
            }),
          () => changeAnswer(paidChange({ quote: newQuote })),
        ),
      }),
    });
    const quote = await quoteTwoBags();
    fireEvent.click(within(quote).getByRole('button', { name: 'Chấp nhận và thanh toán 880.000 ₫' }));
    expect(await screen.findByText(/Đây là báo giá mới/)).toBeTruthy();
    const renewed = screen.getByRole('region', { name: 'Báo giá thay đổi' });
    expect(within(renewed).getByTestId('quote-total').textContent).toBe('920.000 ₫');
    fireEvent.click(within(renewed).getByRole('button', { name: 'Chấp nhận và thanh toán 920.000 ₫' }));
    expect(await screen.findByText('Đã thực hiện thay đổi. Tổng phải trả: 920.000 ₫.')).toBeTruthy();
    const posts = paidPosts(calls);
    expect(posts).toHaveLength(3);
    expect(bodyOf(posts[2]!)).toEqual({
      expectedVersion: 5,
      items: ITEMS,
      acceptQuoteId: 'pq-2',
      acceptTotal: 920_000,
    });
  });

  it('waits for a 202 SENT change, polling the paid changes until it is DONE', async () => {
    let reads = 0;
    const sent = paidChange({ status: 'SENT', documents: [] });
    const { calls } = renderApp(paidPageOf('buy-luggage'), {
      session: loginAs('admin_f1'),
      handler: paidServer({
        paid: inTurn(
          () => quoteAnswer(luggageQuote()),
          () => changeAnswer(sent, 202),
        ),
        list: () => ({ changes: [++reads >= 2 ? paidChange() : sent], credits: [] }),
      }),
    });
    const quote = await quoteTwoBags();
    fireEvent.click(within(quote).getByRole('button', { name: 'Chấp nhận và thanh toán 880.000 ₫' }));
    expect(await screen.findByText(/Đã giữ 880.000 ₫ từ ký quỹ và gửi yêu cầu/)).toBeTruthy();
    const readsWhileSent = calls.filter((call) => pathOf(call) === BALANCE_PATH).length;
    expect(screen.getByRole('progressbar', { name: 'Đang chờ hãng trả lời' })).toBeTruthy();
    expect(
      await screen.findByText('Đã thực hiện thay đổi. Tổng phải trả: 880.000 ₫.', {}, { timeout: 6000 }),
    ).toBeTruthy();
    expect(screen.getByText(/EMD 7382400000011/)).toBeTruthy();
    expect(calls.filter((call) => pathOf(call) === PAID_PATH).length).toBeGreaterThanOrEqual(2);
    await waitFor(() =>
      expect(calls.filter((call) => pathOf(call) === BALANCE_PATH).length).toBeGreaterThan(readsWhileSent),
    );
    expect(paidPosts(calls)).toHaveLength(2);
  }, 10_000);

  it('says so when the deposit cannot pay (422 code 60), and when the airline refuses (its words)', async () => {
    renderApp(paidPageOf('buy-luggage'), {
      session: loginAs('admin_f1'),
      handler: paidServer({
        paid: inTurn(
          () => quoteAnswer(luggageQuote()),
          () =>
            jsonResponse(422, { code: 60, message: 'Số dư khả dụng 500.000 ₫ không đủ cho 880.000 ₫', details: {} }),
          () =>
            jsonResponse(409, {
              code: 41,
              message: 'Hãng từ chối',
              details: { reason: 'supplierRefused', supplierCode: 'FLIGHT_CLOSED', supplierMessage: 'FLIGHT CLOSED' },
            }),
        ),
      }),
    });
    const quote = await quoteTwoBags();
    fireEvent.click(within(quote).getByRole('button', { name: 'Chấp nhận và thanh toán 880.000 ₫' }));
    expect(await screen.findByText('Số dư khả dụng 500.000 ₫ không đủ cho 880.000 ₫')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Báo giá' }));
    await waitFor(() => expect(screen.getByText('Hãng từ chối thay đổi: FLIGHT CLOSED. Không trừ tiền.')).toBeTruthy());
  });

  it('shows a refund quote as money back, with the penalty line and the credit shell note', async () => {
    const { calls } = renderApp(paidPageOf('refund-ticket'), {
      session: loginAs('admin_f1'),
      handler: paidServer({ paid: () => quoteAnswer(refundQuote()) }),
    });
    fireEvent.click((await screen.findAllByRole('checkbox', { name: /NGUYEN VAN DUC/ }))[0]!);
    fireEvent.click(screen.getByRole('checkbox', { name: /HAN → SGN/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Báo giá' }));
    const quote = await screen.findByRole('region', { name: 'Báo giá thay đổi' });
    const lines = within(quote).getAllByTestId('quote-line');
    expect(lines[0]!.textContent).toContain('Hoàn 2.600.000 ₫');
    expect(lines[1]!.textContent).toContain('Phí phạt hoàn');
    expect(lines[1]!.textContent).toContain('300.000 ₫');
    expect(within(quote).getByText('Tổng được nhận lại')).toBeTruthy();
    expect(within(quote).getByTestId('quote-total').textContent).toBe('2.300.000 ₫');
    expect(within(quote).getByTestId('quote-refund-form').textContent).toMatch(
      /^Hoàn bằng bảo lưu định danh \(credit shell\) — không cộng vào ký quỹ/,
    );
    expect(within(quote).getByRole('button', { name: 'Chấp nhận và thanh toán 2.300.000 ₫' })).toBeTruthy();
    // The infant on the adult's lap is refunded with the adult.
    expect(bodyOf(paidPosts(calls)[0]!)).toEqual({
      expectedVersion: 5,
      paxIds: ['ADT-1', 'INF-1'],
      flightKeys: [HAN_SGN],
    });
  });

  it('offers to quote again once the quote has expired, with the same body under a new key', async () => {
    const { calls } = renderApp(paidPageOf('buy-luggage'), {
      session: loginAs('admin_f1'),
      handler: paidServer({
        paid: inTurn(
          () => quoteAnswer(luggageQuote({ expiresAt: new Date(Date.now() - 1000).toISOString() })),
          () => quoteAnswer(luggageQuote({ quoteId: 'pq-3' })),
        ),
      }),
    });
    const quote = await quoteTwoBags();
    expect(within(quote).getByText('Báo giá đã hết hạn. Vui lòng báo giá lại.')).toBeTruthy();
    expect(within(quote).queryByRole('button', { name: /Chấp nhận và thanh toán/ })).toBeNull();
    fireEvent.click(within(quote).getByRole('button', { name: 'Báo giá lại' }));
    expect(await screen.findByRole('button', { name: 'Chấp nhận và thanh toán 880.000 ₫' })).toBeTruthy();
    const [first, again] = paidPosts(calls);
    expect(bodyOf(again!)).toEqual(bodyOf(first!));
    expect(keyOf(again!)).not.toBe(keyOf(first!));
  });

  it('retries after no answer with the very same request and key', async () => {
    const { calls } = renderApp(paidPageOf('buy-luggage'), {
      session: loginAs('admin_f1'),
      handler: paidServer({
        paid: inTurn(
          () => quoteAnswer(luggageQuote()),
          () => jsonResponse(502, { code: 70, message: 'Hãng không trả lời', details: {} }),
          () => changeAnswer(paidChange()),
        ),
      }),
    });
    const quote = await quoteTwoBags();
    fireEvent.click(within(quote).getByRole('button', { name: 'Chấp nhận và thanh toán 880.000 ₫' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Đã thực hiện thay đổi. Tổng phải trả: 880.000 ₫.')).toBeTruthy();
    const [, accepted, retried] = paidPosts(calls);
    expect(keyOf(retried!)).toBe(keyOf(accepted!));
    expect(bodyOf(retried!)).toEqual(bodyOf(accepted!));
  });
});
