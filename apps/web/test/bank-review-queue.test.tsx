// The review queue on the top-ups screen: a transfer that matched no QR top-up is credited (split in two) or rejected.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TBankNotification } from '@portal/contracts';
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

const OWN = { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội', level: 'F1' as const, isOwn: true };
const SUB_A = {
  id: '5a1d8c1e-0f6b-4d57-9a43-3c0e4b1f2a10',
  code: 'DN002',
  name: 'Đại lý Đà Nẵng',
  level: 'F2' as const,
  isOwn: false,
};
const SUB_B = {
  id: '5a1d8c1e-0f6b-4d57-9a43-3c0e4b1f2a11',
  code: 'HUE03',
  name: 'Đại lý Huế',
  level: 'F2' as const,
  isOwn: false,
};
const queued: TBankNotification = {
  id: '7e0c1d2e-2222-4a2b-8c3d-000000000009',
  bankTransactionId: 'FT2611270001',
  occurredAt: '2026-11-27T03:00:00.000Z',
  receivedAt: '2026-11-27T03:00:01.000Z',
  accountNumber: '0071000888999',
  amount: 4_000_000,
  content: 'chuyen tien quy thang 12',
  status: 'review',
  reviewReason: 'no_code',
  matchedCode: null,
  topUpRequestId: null,
  decision: null,
  decidedBy: null,
  decidedAt: null,
};

function handler(calls: { decision?: unknown }) {
  return (call: StubCall) => {
    const path = new URL(call.url, 'http://portal.test').pathname;
    if (path === '/api/top-ups/agencies') return jsonResponse(200, { items: [OWN, SUB_A, SUB_B] });
    if (path === '/api/top-ups') return jsonResponse(200, { items: [], total: 0, limit: 200, offset: 0 });
    if (path === '/api/bank-notifications') return jsonResponse(200, { items: calls.decision ? [] : [queued] });
    if (path === `/api/bank-notifications/${queued.id}/decision`) {
      calls.decision = JSON.parse(String(call.init.body));
      return jsonResponse(200, { ...queued, status: 'credited' });
    }
    return jsonResponse(200, {});
  };
}

describe('the bank review queue', () => {
  it('lists a transfer without a code and credits it split between two sub-agencies', async () => {
    const calls: { decision?: unknown } = {};
    renderApp('/accounting/deposit-topup', { session: loginAs('admin_f1'), handler: handler(calls) });
    const table = await screen.findByRole('table', { name: 'Giao dịch ngân hàng cần đối soát' });
    expect(within(table).getByText('FT2611270001')).toBeTruthy();
    expect(within(table).getByText('4.000.000 ₫')).toBeTruthy();
    expect(within(table).getByText('Không có mã nạp tiền')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Cộng ký quỹ' }));
    const dialog = await screen.findByRole('dialog');
    const amounts = within(dialog).getAllByRole('textbox', { name: 'Số tiền' });
    fireEvent.change(amounts[0]!, { target: { value: '2500000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chia thêm' }));
    const second = within(dialog).getAllByRole('combobox', { name: 'Đại lý' })[1]!;
    fireEvent.mouseDown(second);
    fireEvent.click(await screen.findByRole('option', { name: 'HUE03 – Đại lý Huế' }));
    fireEvent.change(within(dialog).getAllByRole('textbox', { name: 'Số tiền' })[1]!, { target: { value: '1500000' } });
    expect(within(dialog).getByText('Tổng chia: 4.000.000 ₫ / 4.000.000 ₫')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cộng ký quỹ' }));

    await waitFor(() =>
      expect(calls.decision).toEqual({
        decision: 'credit',
        parts: [
          { agencyId: SUB_A.id, amount: 2_500_000 },
          { agencyId: SUB_B.id, amount: 1_500_000 },
        ],
      }),
    );
  });
});
