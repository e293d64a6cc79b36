// /esim/cart: the saved cart priced again from the catalogue (a changed price shown and used), quantities changed, the
// customer checked field by field, then the confirm step and payment: the PIN step-up retried under the same key, 200
// opening the order with the cart emptied, 202 opening it "đang xử lý" and polling, 409 priceChanged showing the new
// total and paying it under a new key, and a deposit too small explained.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { cartStorageKey } from '../src/lib/esim/cart-slice';
import { CATALOGUE, ORDER_ID, order } from './esim-fixtures';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const KEY = cartStorageKey('admin_f1-id');
const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const bodyOf = (call: StubCall | undefined) => JSON.parse(String(call?.init.body)) as Record<string, unknown>;
const orderPosts = (calls: StubCall[]) =>
  calls.filter((call) => pathOf(call) === '/api/esim/orders' && call.init.method === 'POST');
const STEP_UP = {
  code: 120,
  message: 'Vui lòng nhập mã PIN để xác nhận thao tác này',
  details: { salt: 'salt-1', expiresAt: '2030-01-01T00:00:00.000Z', reason: 'missing' },
};

/** Japan ×2 saved at 240.000 ₫ (the catalogue now says 250.000 ₫). */
function seedCart() {
  localStorage.setItem(
    KEY,
    JSON.stringify([{ id: 'jp-5gb-7d', price: 240_000, quantityCart: 2, totalPrice: 480_000 }]),
  );
}

function server(pay: (call: StubCall) => Response | undefined, jpPrice = () => 250_000) {
  return (call: StubCall) => {
    const path = pathOf(call);
    if (path === '/api/esim/products')
      return jsonResponse(200, {
        products: CATALOGUE.map((item) => (item.id === 'jp-5gb-7d' ? { ...item, unitPrice: jpPrice() } : item)),
        readAt: new Date().toISOString(),
      });
    if (path === '/api/esim/orders' && call.init.method === 'POST') return pay(call) ?? jsonResponse(500, {});
    if (path === `/api/esim/orders/${ORDER_ID}`) return jsonResponse(200, order());
    return jsonResponse(200, {});
  };
}

async function fillCustomer() {
  const customer = within(screen.getByRole('region', { name: 'Thông tin khách hàng' }));
  const type = (name: RegExp, value: string) =>
    fireEvent.change(customer.getByRole('textbox', { name }), { target: { value } });
  type(/^Họ và tên/, '  Lê Thị   Hoa ');
  type(/^Email/, 'hoa@example.vn');
  type(/^Số di động/, '0912 345 678');
}

async function openConfirm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Tiếp tục' }));
  return screen.findByRole('dialog', { name: 'Xác nhận thanh toán' });
}

describe('the eSIM cart', () => {
  it('uses the catalogue price, changes quantities, and names each customer field that is wrong', async () => {
    seedCart();
    renderApp('/esim/cart', { session: loginAs('admin_f1'), handler: server(() => undefined) });
    const lines = await screen.findByRole('table', { name: 'Các gói trong giỏ' }, { timeout: 15_000 });
    await within(lines).findByText('Giá đã đổi từ 240.000 ₫');
    expect(screen.getByTestId('esim-cart-total').textContent).toBe('500.000 ₫');
    fireEvent.click(within(lines).getByRole('button', { name: 'Tăng số lượng Nhật Bản · 5 GB · 7 ngày' }));
    expect(screen.getByTestId('esim-cart-total').textContent).toBe('750.000 ₫');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')[0].quantityCart).toBe(3));

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Tiếp tục' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(screen.getByText('Vui lòng nhập họ và tên')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập email')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập số di động')).toBeTruthy();
    const customer = within(screen.getByRole('region', { name: 'Thông tin khách hàng' }));
    fireEvent.change(customer.getByRole('textbox', { name: /^Email/ }), { target: { value: 'hoa@' } });
    fireEvent.change(customer.getByRole('textbox', { name: /^Số di động/ }), { target: { value: '12345' } });
    expect(screen.getByText('Email không hợp lệ')).toBeTruthy();
    expect(screen.getByText('Số di động bắt đầu bằng 0 hoặc +84, 10–11 số')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(lines).getByRole('button', { name: 'Giảm số lượng Nhật Bản · 5 GB · 7 ngày' }));
    fireEvent.click(within(lines).getByRole('button', { name: 'Xóa Nhật Bản · 5 GB · 7 ngày' }));
    expect(await screen.findByText('Giỏ hàng trống.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([]);
  });

  it('pays with the PIN step-up under one key, then opens the order with the cart emptied', async () => {
    seedCart();
    const { calls, router } = renderApp('/esim/cart', {
      session: loginAs('admin_f1'),
      handler: (call) => {
        if (pathOf(call) === '/api/pin-code/verify')
          return jsonResponse(200, { stepUpToken: 'token-ok', expiresAt: '2030-01-01T00:05:00.000Z' });
        return server((post) =>
          post.headers['X-Step-Up'] === 'token-ok' ? jsonResponse(200, order()) : jsonResponse(403, STEP_UP),
        )(call);
      },
    });
    await screen.findByText('Giá đã đổi từ 240.000 ₫', undefined, { timeout: 15_000 });
    await fillCustomer();
    const dialog = await openConfirm();
    expect(dialog.textContent).toContain('Nhật Bản · 5 GB · 7 ngày × 2');
    expect(dialog.textContent).toContain('Thanh toán 500.000 ₫ từ tiền ký quỹ cho 2 eSIM của khách Lê Thị Hoa?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));

    const pin = await screen.findByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
    fireEvent.change(within(pin).getByLabelText(/^Mã PIN/), { target: { value: '493817' } });
    fireEvent.click(within(pin).getByRole('button', { name: 'Xác nhận' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/esim/list-order/${ORDER_ID}`));
    const posts = orderPosts(calls);
    expect(posts.map((call) => call.headers['X-Step-Up'])).toEqual([undefined, 'token-ok']);
    expect(posts[0]?.headers['Idempotency-Key']).toMatch(/^esim-order:[0-9a-f-]{36}$/);
    expect(posts[1]?.headers['Idempotency-Key']).toBe(posts[0]?.headers['Idempotency-Key']);
    expect(bodyOf(posts[0])).toEqual({
      lines: [{ productId: 'jp-5gb-7d', quantity: 2 }],
      customer: { fullName: 'Lê Thị Hoa', email: 'hoa@example.vn', mobile: '0912345678' },
      acceptedTotal: 500_000,
    });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([]);
    await screen.findByRole('heading', { name: 'Mã đơn ESH-000123' });
  });

  it('opens an order still with the vendor (202) as processing and polls it until it is done', async () => {
    seedCart();
    let reads = 0;
    const { router } = renderApp('/esim/cart', {
      session: loginAs('admin_f1'),
      handler: (call) => {
        if (pathOf(call) === `/api/esim/orders/${ORDER_ID}`) {
          reads += 1;
          return jsonResponse(200, reads === 1 ? order({ status: 'ORDERING', orderCode: null, esims: [] }) : order());
        }
        return server(() => jsonResponse(202, order({ status: 'ORDERING', orderCode: null, esims: [] })))(call);
      },
    });
    await screen.findByText('Giá đã đổi từ 240.000 ₫', undefined, { timeout: 15_000 });
    await fillCustomer();
    fireEvent.click(within(await openConfirm()).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/esim/list-order/${ORDER_ID}`));
    expect(await screen.findByText('Đơn đang được xử lý với nhà cung cấp; trang tự cập nhật.')).toBeTruthy();
    expect(screen.getAllByText('Đang xử lý').length).toBeGreaterThan(0);
    await screen.findByRole('heading', { name: 'Mã đơn ESH-000123' }, { timeout: 6000 });
    expect(screen.queryByText('Đơn đang được xử lý với nhà cung cấp; trang tự cập nhật.')).toBeNull();
    expect(reads).toBe(2);
  });

  it('shows a changed total (409 priceChanged) with the prices read again, and pays it under a new key', async () => {
    seedCart();
    let jpPrice = 250_000;
    const { calls, router } = renderApp('/esim/cart', {
      session: loginAs('admin_f1'),
      handler: server(
        (post) => {
          if (bodyOf(post).acceptedTotal === 520_000) return jsonResponse(200, order());
          jpPrice = 260_000;
          return jsonResponse(409, {
            code: 41,
            message: 'Giá đã thay đổi',
            details: { reason: 'priceChanged', oldTotal: 500_000, newTotal: 520_000 },
          });
        },
        () => jpPrice,
      ),
    });
    await screen.findByText('Giá đã đổi từ 240.000 ₫', undefined, { timeout: 15_000 });
    await fillCustomer();
    const dialog = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Giá một số gói đã thay đổi; tổng mới là 520.000 ₫.',
    );
    await waitFor(() => expect(dialog.textContent).toContain('Thanh toán 520.000 ₫ từ tiền ký quỹ'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/esim/list-order/${ORDER_ID}`));
    const posts = orderPosts(calls);
    expect(posts.map((call) => bodyOf(call).acceptedTotal)).toEqual([500_000, 520_000]);
    expect(posts[1]?.headers['Idempotency-Key']).not.toBe(posts[0]?.headers['Idempotency-Key']);
  });

  it('explains a deposit too small, with a way to top it up, and keeps the cart', async () => {
    seedCart();
    renderApp('/esim/cart', {
      session: loginAs('admin_f1'),
      handler: server(() =>
        jsonResponse(422, { code: 60, message: 'Số dư khả dụng 100.000 ₫ không đủ cho 500.000 ₫', details: {} }),
      ),
    });
    await screen.findByText('Giá đã đổi từ 240.000 ₫', undefined, { timeout: 15_000 });
    await fillCustomer();
    const dialog = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Số dư khả dụng 100.000 ₫ không đủ cho 500.000 ₫ Số dư ký quỹ không đủ để thanh toán đơn này. Nạp ký quỹ',
    );
    expect(within(alert).getByRole('link', { name: 'Nạp ký quỹ' }).getAttribute('href')).toBe(
      '/accounting/deposit-topup/add',
    );
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toHaveLength(1);
  });
});
