// Holding from the passenger step: the price re-checked on opening (a change must be accepted), a 409 price change
// (dialog, accept, retry with the new total), a duplicate (link, "Vẫn đặt"), a sold-out flight (back to results), a
// double click (one request), a lost answer (same Idempotency-Key again) and success (the completed page).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TBookingOrder } from '@portal/contracts';
import type { StubCall } from './support/fetch-stub';
import { jsonResponse } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { setUpBookingScreenTests } from './support/screen-hooks';
import {
  DOMESTIC,
  ORDER_ID,
  catalogueOf,
  fillPassenger,
  handOver,
  orderBooking,
  orderOf,
  passengerSection,
  priceCheckOf,
} from './booking-passengers-fixtures';

setUpBookingScreenTests();

const ONE_ADULT = { adt: 1, chd: 0, inf: 0 };
const BASE = DOMESTIC.fares[0]!.prices.ADT.total;
const amount = (value: number) => `${value.toLocaleString('vi-VN')} ₫`;
const HELD = orderOf([
  orderBooking({ status: 'HOLD', pnr: 'ABC123', timeLimit: new Date(Date.now() + 3 * 3600_000).toISOString() }),
]);

type Script = { priceCheck?: () => Response; hold: (call: StubCall, attempt: number) => Response | Promise<Response> };

function renderHold(script: Script) {
  const { path } = handOver([DOMESTIC], ONE_ADULT);
  let attempt = 0;
  const rendered = renderApp(path, {
    session: loginAs('admin_f1'),
    handler: (call) => {
      if (call.url === '/api/bookings/price-check')
        return script.priceCheck?.() ?? jsonResponse(200, priceCheckOf([DOMESTIC], ONE_ADULT));
      if (call.url.startsWith('/api/bookings/ancillaries')) return jsonResponse(200, catalogueOf(DOMESTIC));
      if (call.url === '/api/bookings/hold') return script.hold(call, ++attempt);
      if (call.url === `/api/bookings/orders/${ORDER_ID}`) return jsonResponse(200, HELD);
      return jsonResponse(200, {});
    },
  });
  return { ...rendered, holds: () => rendered.calls.filter((call) => call.url === '/api/bookings/hold') };
}

const holdButton = () => screen.getByRole('button', { name: 'Giữ chỗ' });
const bodyOf = (call: StubCall | undefined) => JSON.parse(String(call?.init.body));
const keyOf = (call: StubCall | undefined) => call?.headers['Idempotency-Key'];

async function fillValidForm() {
  await screen.findByRole('heading', { name: 'Thông tin hành khách' });
  const form = screen.getByRole('form', { name: 'Thông tin hành khách và liên hệ' });
  fillPassenger(passengerSection(form, 'Người lớn 1 (ADT-1)'), {
    title: 'MR',
    lastName: 'Phạm',
    firstName: 'Quốc Huy',
  });
  fireEvent.change(screen.getByLabelText(/^Số điện thoại di động/), { target: { value: '0987654321' } });
}

const conflict = (details: Record<string, unknown>, message = 'xung đột') =>
  jsonResponse(409, { code: 41, message, details });

describe('holding', () => {
  it('shows a changed price on opening and holds only once the new one is accepted', async () => {
    const newTotal = BASE + 60_000;
    const { holds, calls } = renderHold({
      priceCheck: () => jsonResponse(200, priceCheckOf([DOMESTIC], ONE_ADULT, { newTotal })),
      hold: () => jsonResponse(201, HELD),
    });
    await fillValidForm();
    const notice = await screen.findByText(
      `Giá đã thay đổi: ${amount(BASE)} → ${amount(newTotal)}. Vui lòng chấp nhận giá mới để giữ chỗ.`,
    );
    expect(notice).toBeTruthy();
    expect(holdButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Chấp nhận giá mới' }));
    expect(holdButton()).toHaveProperty('disabled', false);
    fireEvent.click(holdButton());
    await screen.findByRole('heading', { name: 'Kết quả đặt chỗ' });
    expect(bodyOf(holds()[0]).acceptedTotal).toBe(newTotal);
    // The supplier was asked once, however often the page rendered.
    expect(calls.filter((call) => call.url === '/api/bookings/price-check')).toHaveLength(1);
  });

  it('meets a new price at hold time: old and new in a dialog, and accepting retries with the new total', async () => {
    const newTotal = BASE + 45_000;
    const { holds, router } = renderHold({
      hold: (_call, attempt) =>
        attempt === 1
          ? conflict(
              {
                reason: 'priceChanged',
                oldTotal: BASE,
                newTotal,
                priceCheck: { ...priceCheckOf([DOMESTIC], ONE_ADULT, { newTotal }), oldTotal: null, ancillaryTotal: 0 },
              },
              'Giá đã thay đổi',
            )
          : jsonResponse(201, HELD),
    });
    await fillValidForm();
    await waitFor(() => expect(holdButton()).toHaveProperty('disabled', false));
    fireEvent.click(holdButton());
    const dialog = await screen.findByRole('dialog', { name: 'Giá vé đã thay đổi' });
    expect(within(dialog).getByRole('row', { name: `Giá cũ ${amount(BASE)}` })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: `Giá mới ${amount(newTotal)}` })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chấp nhận và giữ chỗ' }));

    await screen.findByRole('heading', { name: 'Kết quả đặt chỗ' });
    expect(router.state.location.pathname).toBe(`/booking/completed/${ORDER_ID}`);
    const [first, second] = holds();
    expect(bodyOf(first).acceptedTotal).toBe(BASE);
    expect(bodyOf(second).acceptedTotal).toBe(newTotal);
    // Another body is another attempt: a new key (the server refuses a reused key with a different body).
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('refuses a duplicate with a link to the existing booking until the agent books anyway', async () => {
    const { holds } = renderHold({
      hold: (_call, attempt) =>
        attempt === 1
          ? conflict(
              { reason: 'duplicateBooking', bookingId: 'b-77', pnr: 'XYZ789', path: '/booking/booking-detail/b-77' },
              'Đại lý đã có đặt chỗ XYZ789 cho PHAM/QUOC HUY',
            )
          : jsonResponse(201, HELD),
    });
    await fillValidForm();
    await waitFor(() => expect(holdButton()).toHaveProperty('disabled', false));
    fireEvent.click(holdButton());
    const dialog = await screen.findByRole('dialog', { name: 'Đặt chỗ bị trùng' });
    expect(within(dialog).getByText('Đại lý đã có đặt chỗ XYZ789 cho PHAM/QUOC HUY')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Xem đặt chỗ XYZ789' }).getAttribute('href')).toBe(
      '/booking/booking-detail/b-77',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vẫn đặt' }));

    await screen.findByRole('heading', { name: 'Kết quả đặt chỗ' });
    const [first, second] = holds();
    expect(bodyOf(first).confirmDuplicate).toBeUndefined();
    expect(bodyOf(second).confirmDuplicate).toBe(true);
    // The same order decided by the same body: the key stays.
    expect(keyOf(second)).toBe(keyOf(first));
  });

  it('sends one request for a double click, shows progress, and opens the completed page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { holds, router } = renderHold({ hold: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await fillValidForm();
    await waitFor(() => expect(holdButton()).toHaveProperty('disabled', false));
    const button = holdButton();
    fireEvent.click(button);
    fireEvent.click(button);
    // Enter in a field submits the form again while the first hold runs, past the disabled button.
    fireEvent.submit(screen.getByRole('form', { name: 'Thông tin hành khách và liên hệ' }));
    expect(await screen.findByRole('progressbar', { name: 'Đang giữ chỗ với hãng…' })).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(holds()).toHaveLength(1));
    expect(keyOf(holds()[0])).toMatch(/^[0-9a-f-]{36}$/);
    answer(jsonResponse(201, HELD));

    await screen.findByRole('heading', { name: 'Kết quả đặt chỗ' });
    expect(router.state.location.pathname).toBe(`/booking/completed/${ORDER_ID}`);
    expect(await screen.findByText('ABC123')).toBeTruthy();
    expect(holds()).toHaveLength(1);
  });

  it('retries a hold whose answer was lost with the same Idempotency-Key', async () => {
    const { holds } = renderHold({
      hold: (_call, attempt) => {
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(201, HELD as TBookingOrder);
      },
    });
    await fillValidForm();
    await waitFor(() => expect(holdButton()).toHaveProperty('disabled', false));
    fireEvent.click(holdButton());
    expect(await screen.findByText(/^Chưa nhận được phản hồi giữ chỗ/)).toBeTruthy();
    fireEvent.click(holdButton());
    await screen.findByRole('heading', { name: 'Kết quả đặt chỗ' });
    const [first, second] = holds();
    expect(keyOf(second)).toBe(keyOf(first));
    expect(bodyOf(second)).toEqual(bodyOf(first));
  });

  it('leads back to the results when a flight sold out', async () => {
    const { holds } = renderHold({
      hold: () => conflict({ reason: 'soldOut', flights: [DOMESTIC.id] }, 'Hạng vé đã chọn không còn đủ chỗ'),
    });
    await fillValidForm();
    await waitFor(() => expect(holdButton()).toHaveProperty('disabled', false));
    fireEvent.click(holdButton());
    const dialog = await screen.findByRole('dialog', { name: 'Không đặt được chuyến bay này' });
    expect(within(dialog).getByText('Hạng vé đã chọn không còn đủ chỗ')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Chọn lại chuyến bay' }).getAttribute('href')).toBe(
      '/booking/flights?type=OW',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The notice stays and the hold stays off: only choosing again helps.
    expect(screen.getByText('Hạng vé đã chọn không còn đủ chỗ')).toBeTruthy();
    expect(holdButton()).toHaveProperty('disabled', true);
    expect(holds()).toHaveLength(1);
  });
});
