// /esim/list-order and /esim/list-order/:id: the orders filtered (the days typed dd/MM/yyyy sent as yyyy-MM-dd), sorted,
// paged by the server and exported with the same filters; an order's eSIM card with the QR code drawn from its LPA,
// the manual codes, usage, and refund only when allowed (the exact amount stated), top-up with its price, and the mail.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { jsonResponse, queriesOf, type StubCall } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { CATALOGUE, ESIM_ID, LPA, ORDER_ID, esimItem, order, summary } from './esim-fixtures';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const bodyOf = (call: StubCall | undefined) => JSON.parse(String(call?.init.body)) as unknown;
const listQueries = (calls: StubCall[]) => queriesOf(calls, (url) => url.startsWith('/api/esim/orders?'));
const ITEM = `/api/esim/orders/${ORDER_ID}/esims/${ESIM_ID}`;

function listServer(call: StubCall) {
  if (pathOf(call) === '/api/esim/orders') {
    const rows = Array.from({ length: 25 }, (_, index) => summary(index));
    return jsonResponse(200, { items: rows, total: 60 });
  }
  if (pathOf(call) === '/api/esim/orders/export')
    return new Response('a,b', { status: 200, headers: { 'Content-Type': 'text/csv' } });
  return jsonResponse(200, {});
}

describe('the eSIM order list', () => {
  it('sends the filters with the days as yyyy-MM-dd, refuses a backwards range, and keeps them in the address', async () => {
    const { calls, router } = renderApp('/esim/list-order', { session: loginAs('admin_f1'), handler: listServer });
    await screen.findByText('60 đơn hàng', undefined, { timeout: 15_000 });
    expect(listQueries(calls)[0]).toEqual({ sort: 'createdAt', order: 'desc', limit: '25', offset: '0' });
    const table = screen.getByRole('table', { name: 'Danh sách đơn hàng eSIM' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toBe('ESH-00000020/11/2026 10:15Khách 0Nhật Bản 5 GB 7 ngày ×11250.000 ₫—Hoàn tất');
    expect(within(first).getByRole('link').getAttribute('href')).toBe(
      '/esim/list-order/00000000-0000-4000-8000-000000000000',
    );

    const filters = screen.getByRole('form', { name: 'Lọc đơn hàng eSIM' });
    const typeIn = (name: string, value: string) =>
      fireEvent.change(within(filters).getByRole('textbox', { name }), { target: { value } });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Trạng thái' }), { target: { value: 'REFUNDED' } });
    typeIn('Mã đơn, ICCID, tên, email, điện thoại', 'hoa');
    typeIn('Tạo từ ngày', '01112026');
    typeIn('Tạo đến ngày', '30102026');
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Sắp xếp' }), {
      target: { value: 'totalAmount:asc' },
    });
    fireEvent.click(within(filters).getByRole('button', { name: 'Tìm kiếm' }));
    expect(within(filters).getByText('Ngày kết thúc trước ngày bắt đầu')).toBeTruthy();
    const before = listQueries(calls).length;

    typeIn('Tạo đến ngày', '30112026');
    fireEvent.click(within(filters).getByRole('button', { name: 'Tìm kiếm' }));
    const FILTERED = {
      status: 'REFUNDED',
      q: 'hoa',
      createdFrom: '2026-11-01',
      createdTo: '2026-11-30',
      sort: 'totalAmount',
      order: 'asc',
    };
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ ...FILTERED, limit: '25', offset: '0' }));
    expect(listQueries(calls).slice(before, -1)).toEqual([]);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(FILTERED);

    fireEvent.click(screen.getByRole('button', { name: /trang sau|next page/i }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ ...FILTERED, limit: '25', offset: '25' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(queriesOf(calls, (url) => url.startsWith('/api/esim/orders/export'))).toHaveLength(1));
    expect(queriesOf(calls, (url) => url.startsWith('/api/esim/orders/export'))[0]).toEqual({
      ...FILTERED,
      format: 'csv',
    });
  });
});

function detailServer(overrides: Parameters<typeof order>[0] = {}) {
  return (call: StubCall) => {
    const path = pathOf(call);
    if (path === `/api/esim/orders/${ORDER_ID}`) return jsonResponse(200, order(overrides));
    if (path === `${ITEM}/usage`)
      return jsonResponse(200, {
        esimId: ESIM_ID,
        iccid: '8984012345678901234',
        status: 'ACTIVE',
        installed: true,
        totalMb: 5120,
        usedMb: 1536,
        activatedAt: '2026-11-21T01:00:00.000Z',
        expiresAt: '2026-11-28T01:00:00.000Z',
        readAt: new Date().toISOString(),
      });
    if (path === `${ITEM}/topup-products`)
      return jsonResponse(200, {
        products: [{ ...CATALOGUE[0]!, id: 'jp-topup-3gb', dataMb: 3072, validityDays: 7, unitPrice: 150_000 }],
      });
    if (path === `${ITEM}/topups`) return jsonResponse(200, { status: 'COMPLETED' });
    if (path === `${ITEM}/refund`) return jsonResponse(200, {});
    if (path === `/api/esim/orders/${ORDER_ID}/mail`) return jsonResponse(202, {});
    return jsonResponse(200, {});
  };
}

describe('the eSIM order detail', () => {
  it('draws the QR code from the LPA, shows the codes, usage and install steps, and refunds the exact amount', async () => {
    const { calls } = renderApp(`/esim/list-order/${ORDER_ID}`, {
      session: loginAs('admin_f1'),
      handler: detailServer(),
    });
    await screen.findByRole('heading', { name: 'Mã đơn ESH-000123' }, { timeout: 15_000 });
    const card = screen.getByRole('article', { name: 'eSIM 1 · Nhật Bản · 5 GB · 7 ngày' });
    const qr = (await within(card).findByRole('img', {
      name: 'Mã QR kích hoạt eSIM 8984012345678901234',
    })) as HTMLImageElement;
    const expected = await QRCode.toString(LPA, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    expect(decodeURIComponent(qr.src)).toBe(`data:image/svg+xml;charset=utf-8,${expected}`);
    expect(card.textContent).toContain('smdp.esim-hub.test');
    expect(card.textContent).toContain('K2-ABCDE-12345');
    expect(within(card).getByRole('button', { name: 'Sao chép Mã kích hoạt' })).toBeTruthy();
    expect(await within(card).findByText('Đã dùng 1,5 GB / 5 GB')).toBeTruthy();
    expect(within(card).getByText('Hết hạn 28/11/2026 08:00')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Làm mới dung lượng' }));
    await waitFor(() => expect(calls.filter((call) => pathOf(call) === `${ITEM}/usage`)).toHaveLength(2));
    fireEvent.click(within(card).getByRole('tab', { name: 'Android' }));
    expect(within(card).getByText(/Trình quản lý SIM/)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Hoàn tiền' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hoàn tiền eSIM 8984012345678901234' });
    expect(dialog.textContent).toContain('eSIM chưa sử dụng sẽ bị hủy và 250.000 ₫ được trả lại tiền ký quỹ.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận hoàn tiền' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const refund = calls.find((call) => pathOf(call) === `${ITEM}/refund`);
    expect(bodyOf(refund)).toEqual({});
    expect(refund?.headers['Idempotency-Key']).toMatch(/^esim-refund:/);
  });

  it('offers no refund nor top-up when the eSIM does not allow them', async () => {
    renderApp(`/esim/list-order/${ORDER_ID}`, {
      session: loginAs('admin_f1'),
      handler: detailServer({
        esims: [
          esimItem({
            status: 'REFUNDED',
            allowedActions: [],
            refundAmount: 250_000,
            topUps: [
              {
                id: 'topup-1',
                productId: 'jp-topup-3gb',
                name: 'Japan 3GB Top-up',
                dataMb: 3072,
                validityDays: 7,
                status: 'COMPLETED',
                totalAmount: 150_000,
                createdAt: '2026-11-21T02:00:00.000Z',
              },
            ],
          }),
        ],
        status: 'REFUNDED',
        allowedActions: [],
      }),
    });
    const card = await screen.findByRole('article', { name: 'eSIM 1 · Nhật Bản · 5 GB · 7 ngày' }, { timeout: 15_000 });
    expect(within(card).queryByRole('button', { name: 'Hoàn tiền' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Nạp thêm' })).toBeNull();
    expect(card.textContent).toContain('Đã hoàn 250.000 ₫');
    expect(card.textContent).toContain('Nạp thêm Japan 3GB Top-up lúc 21/11/2026 09:00: 150.000 ₫ (Hoàn tất)');
    expect(screen.queryByRole('button', { name: 'Gửi cho khách' })).toBeNull();
  });

  it('tops up with the chosen package and its price, and mails the codes to the customer', async () => {
    const { calls } = renderApp(`/esim/list-order/${ORDER_ID}`, {
      session: loginAs('admin_f1'),
      handler: detailServer(),
    });
    const card = await screen.findByRole('article', { name: 'eSIM 1 · Nhật Bản · 5 GB · 7 ngày' }, { timeout: 15_000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Nạp thêm' }));
    const topUp = await screen.findByRole('dialog', { name: 'Nạp thêm cho eSIM 8984012345678901234' });
    fireEvent.click(await within(topUp).findByRole('radio', { name: '3 GB · 7 ngày — 150.000 ₫' }));
    fireEvent.click(within(topUp).getByRole('button', { name: 'Tiếp tục' }));
    expect(topUp.textContent).toContain('Nạp thêm 3 GB · 7 ngày với giá 150.000 ₫ từ tiền ký quỹ?');
    fireEvent.click(within(topUp).getByRole('button', { name: 'Xác nhận nạp' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => pathOf(call) === `${ITEM}/topups`);
    expect(bodyOf(post)).toEqual({ productId: 'jp-topup-3gb', acceptedPrice: 150_000 });
    expect(post?.headers['Idempotency-Key']).toMatch(/^esim-topup:/);

    fireEvent.click(screen.getByRole('button', { name: 'Gửi cho khách' }));
    const mail = await screen.findByRole('dialog', { name: 'Gửi mã QR cho khách' });
    expect((within(mail).getByRole('textbox', { name: 'Email nhận' }) as HTMLInputElement).value).toBe(
      'hoa@example.vn',
    );
    fireEvent.change(within(mail).getByRole('combobox', { name: 'Ngôn ngữ' }), { target: { value: 'en' } });
    fireEvent.click(within(mail).getByRole('button', { name: 'Gửi' }));
    await screen.findByText('Đã gửi mã QR đến hoa@example.vn.');
    const sent = calls.find((call) => pathOf(call) === `/api/esim/orders/${ORDER_ID}/mail`);
    expect(bodyOf(sent)).toEqual({ to: ['hoa@example.vn'], lang: 'en' });
  });
});
