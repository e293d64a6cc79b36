// /b2c/config (the site saved whole, fees typed with separators, the server's field errors beside their fields, the
// live preview) and /b2c/list-order (status chips, filters in the query, the drawer and confirming a payment).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TB2cOrderDetail, TB2cOrderSummary, TB2cSiteConfig } from '@portal/contracts';
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

const site: TB2cSiteConfig = {
  slug: 'sao-viet',
  hostName: null,
  name: 'Du lịch Sao Việt',
  logoImage: null,
  primaryColor: '#0b5cad',
  secondaryColor: '#f59e0b',
  hotline: '1900 6868',
  zalo: '0912345678',
  email: 'datve@saoviet.vn',
  address: 'Hà Nội',
  taxCode: '0101234567',
  bankAccounts: [{ bankBin: '970436', accountNumber: '0071000888999', holderName: 'CONG TY SAO VIET' }],
  products: ['flights', 'tours'],
  serviceFees: {
    vn: { domestic: 50_000, international: 150_000 },
    lowCost: { domestic: 30_000, international: 100_000 },
    gds: { domestic: 80_000, international: 200_000 },
  },
  pricesIncludeFee: true,
  holdMinutes: 60,
  termsHtml: '<p>Điều khoản</p>',
  privacyHtml: '<p>Bảo mật</p>',
  isPublished: true,
  path: '/s/sao-viet',
  updatedAt: '2026-11-27T03:00:00.000Z',
};

describe('/b2c/config', () => {
  it('shows the saved site, sends the whole site with the fee typed, and shows the server’s field errors', async () => {
    let puts = 0;
    const handler = (call: StubCall) => {
      if (call.url.endsWith('/api/b2c/config') && call.init.method === 'PUT') {
        puts += 1;
        return puts === 1
          ? jsonResponse(409, {
              code: 9,
              message: 'Địa chỉ sao-viet đã được trang khác sử dụng',
              details: { fields: [{ field: 'slug', message: 'đã có trang khác dùng' }] },
            })
          : jsonResponse(200, { site: JSON.parse(String(call.init.body)) as TB2cSiteConfig });
      }
      if (call.url.endsWith('/api/b2c/config')) return jsonResponse(200, { site });
      return jsonResponse(200, {});
    };
    const { calls } = renderApp('/b2c/config', { session: loginAs('admin_f1'), handler });
    const name = await screen.findByRole('textbox', { name: 'Tên website' }, { timeout: 20_000 });
    expect((name as HTMLInputElement).value).toBe('Du lịch Sao Việt');
    expect(screen.getByRole('link', { name: 'Mở website' }).getAttribute('href')).toBe('/s/sao-viet');
    // The preview follows the name as it is typed.
    fireEvent.change(name, { target: { value: 'Sao Việt Travel' } });
    expect(within(screen.getByLabelText('Xem trước website')).getByText('Sao Việt Travel')).toBeTruthy();
    const fee = screen.getByRole('textbox', { name: 'Vietnam Airlines – Nội địa (đ/khách)' });
    expect((fee as HTMLInputElement).value).toBe('50.000');
    fireEvent.change(fee, { target: { value: '65000' } });
    expect((fee as HTMLInputElement).value).toBe('65.000');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cấu hình' }));
    expect(await screen.findByText('đã có trang khác dùng')).toBeTruthy();
    const body = JSON.parse(String(calls.find((call) => call.init.method === 'PUT')!.init.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      name: 'Sao Việt Travel',
      slug: 'sao-viet',
      hostName: null,
      holdMinutes: 60,
      serviceFees: { vn: { domestic: 65_000, international: 150_000 } },
    });
    expect(body).not.toHaveProperty('path');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cấu hình' }));
    expect(await screen.findByText('Đã lưu cấu hình website')).toBeTruthy();
  });

  it('starts empty when no site was saved yet', async () => {
    renderApp('/b2c/config', {
      session: loginAs('admin_f1'),
      handler: (call) => jsonResponse(200, call.url.endsWith('/api/b2c/config') ? { site: null } : {}),
    });
    expect(await screen.findByText('Website chưa được lưu lần nào', {}, { timeout: 20_000 })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Tên website' }) as HTMLInputElement).value).toBe('');
  });
});

const row: TB2cOrderSummary = {
  id: '9c2b1f1e-1111-4222-8333-444455556666',
  orderNumber: 'B2C261127K7M2',
  kind: 'tour',
  status: '02',
  contactName: 'Lê Thị Hoa',
  contactPhone: '0987654321',
  contactEmail: 'hoa@example.vn',
  summary: 'Hạ Long 3N2Đ',
  totalAmount: 7_980_000,
  serviceFee: 0,
  amountDue: 3_990_000,
  paidAmount: 0,
  createdAt: '2026-11-27T03:00:00.000Z',
  updatedAt: '2026-11-27T03:00:00.000Z',
};
const detail: TB2cOrderDetail = {
  ...row,
  currency: 'VND',
  note: '',
  details: {},
  holdExpiresAt: null,
  booking: null,
  actions: ['confirm-payment', 'cancel'],
  history: [{ action: 'create', fromStatus: null, toStatus: '02', actorName: null, details: {}, at: row.createdAt }],
};

describe('/b2c/list-order', () => {
  it('lists orders with their status, filters by status in the query, opens one and confirms its payment', async () => {
    let paid = false;
    const handler = (call: StubCall) => {
      if (call.url.includes('/confirm-payment')) {
        paid = true;
        return jsonResponse(200, {
          ...detail,
          status: '03',
          paidAmount: 3_990_000,
          actions: ['process', 'complete', 'cancel'],
        });
      }
      if (call.url.includes(`/api/b2c/orders/${row.id}`))
        return jsonResponse(200, paid ? { ...detail, status: '03', paidAmount: 3_990_000, actions: [] } : detail);
      if (call.url.includes('/api/b2c/orders'))
        return jsonResponse(200, { items: [paid ? { ...row, status: '03', paidAmount: 3_990_000 } : row], total: 1 });
      return jsonResponse(200, {});
    };
    const { calls } = renderApp('/b2c/list-order?status=02', { session: loginAs('admin_f1'), handler });
    const table = await screen.findByRole('table', { name: 'Danh sách đơn hàng B2C' }, { timeout: 20_000 });
    expect(await within(table).findByText('02 · Chờ thanh toán')).toBeTruthy();
    expect(within(table).getByText('7.980.000 ₫')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/api/b2c/orders?') && call.url.includes('status=02'))).toBe(true);

    fireEvent.click(within(table).getByRole('button', { name: 'B2C261127K7M2' }));
    const amount = await screen.findByRole('textbox', { name: 'Số tiền đã nhận' });
    expect((amount as HTMLInputElement).value).toBe('3.990.000');
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận thanh toán' }));
    await waitFor(() => expect(paid).toBe(true));
    const post = calls.find((call) => call.url.includes('/confirm-payment'))!;
    expect(JSON.parse(String(post.init.body))).toEqual({ amount: 3_990_000 });
    expect(await within(table).findByText('03 · Đã thanh toán')).toBeTruthy();
  });
});
