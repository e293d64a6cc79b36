// /booking/edit/upgrade-luggage/{id} on a ticketed booking (decision 057): the paid flow — the bags chosen from the
// open catalogue are quoted at POST …/paid-changes/upgrade-luggage; with EXPORT_TICKET the quote is paid, without it
// the quote is shown with the message that paying needs "Xuất vé" and no way to pay. On a hold: part 1's page.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAncillariesResponse, TBookingEditMenu } from '@portal/contracts';
import { detail, pathOf } from './booking-list-fixtures';
import { bodyOf, editMenu } from './booking-edit-fixtures';
import {
  changeAnswer,
  HAN_SGN,
  luggageQuote,
  paidChange,
  paidPageOf,
  paidPosts,
  paidServer,
  PAID_MENU_ACTIONS,
  PAID_PATH,
  quoteAnswer,
  type PaidServer,
} from './booking-paid-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const UPGRADE_ENTRY: TBookingEditMenu['actions'][number] = {
  action: 'upgrade-luggage',
  isPaid: false,
  money: 'reprice-on-hold',
  description: { vi: 'Nâng hành lý', en: 'Upgrade baggage' },
};

const CATALOGUE: TAncillariesResponse = {
  currency: 'VND',
  routes: [
    {
      offerId: HAN_SGN,
      system: '1A',
      from: 'HAN',
      to: 'SGN',
      airline: 'VN',
      options: [
        {
          code: 'BAG20',
          category: 'BAGGAGE',
          groupCategory: 'BAGGAGE',
          name: { vi: 'Thêm 20 kg', en: 'Extra 20 kg' },
          value: 20,
          unit: 'kg',
          price: 250_000,
          paxTypes: ['ADT', 'CHD'],
        },
      ],
    },
  ],
};

/** One bag for NGUYEN VAN DUC: 350.000 ₫ after ticketing, the chain's 50.000 ₫ fee. */
const QUOTE = luggageQuote({
  lines: luggageQuote().lines.filter((line) => line.paxId === 'ADT-1'),
  airlineTotal: 350_000,
  total: 400_000,
});
const ITEMS = [{ paxId: 'ADT-1', flightKey: HAN_SGN, optionCode: 'BAG20' }];
const ROW = 'NGUYEN VAN DUC · HAN → SGN 01/12/2030 VN 213';

function server(options: PaidServer) {
  const paid = paidServer({ menu: () => editMenu([...PAID_MENU_ACTIONS, UPGRADE_ENTRY], 5), ...options });
  return (call: StubCall) =>
    call.url.includes('/api/bookings/ancillaries') ? jsonResponse(200, CATALOGUE) : paid(call);
}

async function quoteOneBag() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Nâng hành lý' })).toBeTruthy();
  fireEvent.change(await screen.findByLabelText(ROW), { target: { value: 'BAG20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Báo giá' }));
  return screen.findByRole('region', { name: 'Báo giá thay đổi' });
}

describe('upgrade-luggage on a ticketed booking', () => {
  it('with EXPORT_TICKET: quotes the bag as a paid change and pays the same body with the quote id and total', async () => {
    let answers = 0;
    const { calls } = renderApp(paidPageOf('upgrade-luggage'), {
      session: loginAs('admin_f1'),
      handler: server({
        paid: () => (answers++ === 0 ? quoteAnswer(QUOTE) : changeAnswer(paidChange({ quote: QUOTE }))),
      }),
    });
    const quote = await quoteOneBag();
    expect(within(quote).getByTestId('quote-total').textContent).toBe('400.000 ₫');
    fireEvent.click(within(quote).getByRole('button', { name: 'Chấp nhận và thanh toán 400.000 ₫' }));
    expect(await screen.findByText('Đã thực hiện thay đổi. Tổng phải trả: 400.000 ₫.')).toBeTruthy();
    const [asked, accepted] = paidPosts(calls);
    expect(pathOf(asked!)).toBe(`${PAID_PATH}/upgrade-luggage`);
    expect(bodyOf(asked!)).toEqual({ expectedVersion: 5, items: ITEMS });
    expect(pathOf(accepted!)).toBe(`${PAID_PATH}/upgrade-luggage`);
    expect(bodyOf(accepted!)).toEqual({
      expectedVersion: 5,
      items: ITEMS,
      acceptQuoteId: 'pq-1',
      acceptTotal: 400_000,
    });
    // The choices come from the open catalogue, never from …/paid-offers (EXPORT_TICKET only).
    expect(calls.some((call) => pathOf(call).endsWith('/paid-offers'))).toBe(false);
  });

  it('without EXPORT_TICKET: shows the quote and that paying needs "Xuất vé", with no button to pay', async () => {
    const { calls } = renderApp(paidPageOf('upgrade-luggage'), {
      session: loginAs('agent_f2'),
      handler: server({ paid: () => quoteAnswer(QUOTE) }),
    });
    const quote = await quoteOneBag();
    expect(within(quote).getByTestId('quote-total').textContent).toBe('400.000 ₫');
    expect(within(quote).getByRole('status').textContent).toContain('Xuất vé (EXPORT_TICKET)');
    expect(within(quote).queryByRole('button', { name: /Chấp nhận và thanh toán/ })).toBeNull();
    expect(within(quote).getByRole('button', { name: 'Sửa lựa chọn' })).toBeTruthy();
    expect(screen.queryByText('Thay đổi có phí chỉ làm được', { exact: false })).toBeNull();
    const posts = paidPosts(calls);
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0]!)).toEqual({ expectedVersion: 5, items: ITEMS });
  });

  it("on a held booking keeps part 1's page: the quote asked at …/edits/upgrade-luggage", async () => {
    const { calls } = renderApp(paidPageOf('upgrade-luggage'), {
      session: loginAs('agent_f2'),
      handler: server({
        booking: () => detail({ version: 5 }),
        menu: () => editMenu([UPGRADE_ENTRY], 5),
        paid: () => jsonResponse(500, {}),
      }),
    });
    fireEvent.change(await screen.findByLabelText(ROW), { target: { value: 'BAG20' } });
    expect(screen.queryByText(/giá phải trả là giá trong báo giá/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const posts = calls.filter((call) => call.init.method === 'POST');
    expect(posts.map(pathOf)).toEqual([`/api/bookings/${detail().id}/edits/upgrade-luggage`]);
    expect(bodyOf(posts[0]!)).toMatchObject({ expectedVersion: 5, upgrades: ITEMS });
  });
});
