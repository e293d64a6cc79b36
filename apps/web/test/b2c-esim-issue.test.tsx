// /b2c/list-order, an eSIM order paid by the customer (03): the drawer shows what the deposit pays now and where the QR
// codes go, "Xuất eSIM" sends that total and shows the eSIM order once issued; a new price is shown, read again and
// confirmed by pressing again; the generic "Hoàn tất" is not offered for an eSIM order.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TB2cEsimQuote, TB2cOrderDetail } from '@portal/contracts';
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

const ID = '7d1c2b3a-1111-4222-8333-444455556666';
const ESIM_ORDER_ID = '5e4d3c2b-1111-4222-8333-444455556666';
const paid: TB2cOrderDetail = {
  id: ID,
  orderNumber: 'B2C261127ESM2',
  kind: 'esim',
  status: '03',
  contactName: 'Trần Thị Mai',
  contactPhone: '0912345678',
  contactEmail: 'mai.tran@example.vn',
  summary: 'eSIM Nhật Bản 5 GB 7 ngày × 2',
  totalAmount: 500_000,
  serviceFee: 90_000,
  amountDue: 500_000,
  paidAmount: 500_000,
  createdAt: '2026-11-27T03:00:00.000Z',
  updatedAt: '2026-11-27T04:00:00.000Z',
  currency: 'VND',
  note: '',
  details: { lines: [{ productId: 'jp-5gb-7d', name: 'Nhật Bản 5 GB 7 ngày', quantity: 2, unitPrice: 250_000 }] },
  holdExpiresAt: null,
  booking: null,
  esimOrder: null,
  actions: ['process', 'issue-esim', 'cancel'],
  history: [
    {
      action: 'create',
      fromStatus: null,
      toStatus: '02',
      actorName: null,
      details: {},
      at: '2026-11-27T03:00:00.000Z',
    },
  ],
};
const issued: TB2cOrderDetail = {
  ...paid,
  status: '05',
  esimOrder: { id: ESIM_ORDER_ID, orderCode: 'ESH-9A8B7C', status: 'COMPLETED', totalAmount: 410_000 },
  actions: [],
};
const quote = (total: number): TB2cEsimQuote => ({
  lines: [{ productId: 'jp-5gb-7d', name: 'Japan 5GB 7 Days', quantity: 2, unitPrice: total / 2 }],
  total,
  consumerTotal: 500_000,
  customer: { fullName: 'Trần Thị Mai', email: 'mai.tran@example.vn', mobile: '0912345678' },
});

describe('/b2c/list-order: issuing a consumer eSIM order', () => {
  it('shows the deposit cost, issues with it after a price change, and links the eSIM order', async () => {
    let total = 410_000;
    let state: 'paid' | 'issued' = 'paid';
    let quoteReads = 0;
    const handler = (call: StubCall) => {
      if (call.url.includes('/esim-quote')) {
        quoteReads += 1;
        return jsonResponse(200, quote(total));
      }
      if (call.url.includes('/issue-esim')) {
        const sent = JSON.parse(String(call.init.body)) as { acceptedTotal: number };
        if (sent.acceptedTotal !== 420_000) {
          total = 420_000;
          return jsonResponse(409, {
            code: 41,
            message: 'Giá đã thay đổi',
            details: { reason: 'priceChanged', oldTotal: sent.acceptedTotal, newTotal: 420_000 },
          });
        }
        state = 'issued';
        return jsonResponse(200, issued);
      }
      if (call.url.includes(`/api/b2c/orders/${ID}`)) return jsonResponse(200, state === 'paid' ? paid : issued);
      if (call.url.includes('/api/b2c/orders'))
        return jsonResponse(200, { items: [state === 'paid' ? paid : issued], total: 1 });
      return jsonResponse(200, {});
    };
    const { calls } = renderApp(`/b2c/list-order?order-id=${ID}`, { session: loginAs('admin_f1'), handler });

    expect(await screen.findByText('410.000 ₫', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/mai\.tran@example\.vn/, { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hoàn tất' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Xuất eSIM' }));
    expect(await screen.findByText(/Giá eSIM vừa thay đổi: quỹ trả 420\.000 ₫/)).toBeTruthy();
    await waitFor(() => expect(quoteReads).toBe(2));
    expect(await screen.findByText('420.000 ₫')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Xuất eSIM' }));
    const link = await screen.findByRole('link', { name: 'ESH-9A8B7C (COMPLETED)' });
    expect(link.getAttribute('href')).toBe(`/esim/list-order/${ESIM_ORDER_ID}`);
    const posts = calls.filter((call) => call.url.includes('/issue-esim'));
    expect(posts.map((call) => JSON.parse(String(call.init.body)))).toEqual([
      { acceptedTotal: 410_000 },
      { acceptedTotal: 420_000 },
    ]);
    expect(screen.queryByRole('button', { name: 'Xuất eSIM' })).toBeNull();
  });
});
