// /qr: an F2 asks for an amount, sees the dynamic VietQR with the transfer details to copy, and the status turns to
// "Đã nhận" with the header's deposit balance refreshed, without a reload; /accounting/bank-accounts for an F1.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TQrTopUp, TQrView } from '@portal/contracts';
import { buildVietQr } from '@portal/domain';
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

const account = { bankBin: '970436', accountNumber: '0071000123456', holderName: 'CONG TY DU LICH MAU' };
const view: TQrView = {
  agency: { id: 'agency-f2', code: 'DN002', name: 'Đại lý Đà Nẵng' },
  account,
  staticPayload: buildVietQr({ bin: account.bankBin, accountNumber: account.accountNumber }),
  topUps: [],
};
const pending: TQrTopUp = {
  id: '5b0c7a2e-1111-4222-8333-444455556666',
  code: 'NAP7K2M9QXA',
  amount: 5_000_000,
  status: 'pending',
  requestedAt: '2026-11-27T03:00:00.000Z',
  decidedAt: null,
  ledgerTransactionId: null,
  payload: buildVietQr({
    bin: account.bankBin,
    accountNumber: account.accountNumber,
    amount: 5_000_000,
    content: 'NAP7K2M9QXA',
  }),
  matches: [],
};
const balance = (available: number) => ({
  agencyId: 'agency-f2',
  balance: available,
  reserved: 0,
  available,
  creditLimit: 0,
});

describe('/qr', () => {
  it('makes a QR for the amount typed, then shows "Đã nhận" and the new balance once the bank reports it', async () => {
    let isMatched = false;
    const handler = (call: StubCall) => {
      if (call.url.includes('/api/ledger/balance')) return jsonResponse(200, balance(isMatched ? 5_000_000 : 0));
      if (call.url.endsWith('/api/qr/top-ups') && call.init.method === 'POST') return jsonResponse(201, pending);
      if (call.url.includes(`/api/qr/top-ups/${pending.id}`)) {
        // The second poll finds the transfer matched.
        const answer = isMatched
          ? { ...pending, status: 'confirmed', decidedAt: '2026-11-27T03:01:00.000Z', ledgerTransactionId: 'tx-1' }
          : pending;
        isMatched = true;
        return jsonResponse(200, answer);
      }
      if (call.url.includes('/api/qr')) return jsonResponse(200, view);
      return jsonResponse(200, {});
    };
    const { calls } = renderApp('/qr', { session: loginAs('agent_f2'), handler });

    const amount = await screen.findByRole('textbox', { name: 'Số tiền' });
    fireEvent.change(amount, { target: { value: '5000000' } });
    expect((amount as HTMLInputElement).value).toBe('5.000.000');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã QR' }));

    const card = await screen.findByTestId('qr-top-up');
    expect(within(card).getByText('NAP7K2M9QXA')).toBeTruthy();
    expect(within(card).getByText('0071000123456')).toBeTruthy();
    expect(within(card).getByText('CONG TY DU LICH MAU')).toBeTruthy();
    expect(within(card).getByText('5.000.000 ₫')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' })).toBeTruthy();
    expect(within(card).getByTestId('qr-status').textContent).toBe('Đang chờ chuyển khoản');
    const post = calls.find((call) => call.url.endsWith('/api/qr/top-ups'));
    expect(JSON.parse(String(post!.init.body))).toEqual({ amount: 5_000_000 });

    await waitFor(() => expect(within(card).getByTestId('qr-status').textContent).toBe('Đã nhận'), { timeout: 9000 });
    const status = await screen.findByRole('status', { name: 'Số dư khả dụng' });
    await waitFor(() => expect(within(status).getByText('5.000.000 ₫')).toBeTruthy(), { timeout: 5000 });
  }, 20_000);

  it('says so when the agency above has no receiving account yet', async () => {
    renderApp('/qr', {
      session: loginAs('agent_f2'),
      handler: (call) =>
        call.url.includes('/api/qr')
          ? jsonResponse(200, { ...view, account: null, staticPayload: null })
          : jsonResponse(200, {}),
    });
    expect(await screen.findByText(/chưa khai báo tài khoản nhận tiền/)).toBeTruthy();
  });

  it('refuses an amount under 10.000 ₫ with a field error, sending nothing', async () => {
    const { calls } = renderApp('/qr', {
      session: loginAs('agent_f2'),
      handler: (call) => (call.url.includes('/api/qr') ? jsonResponse(200, view) : jsonResponse(200, {})),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Số tiền' }), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã QR' }));
    expect(await screen.findByText(/Số tiền từ 10.000 ₫/)).toBeTruthy();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });
});

describe('/qr/{id}', () => {
  it("shows an F1 its sub-agency's QR and top-ups, and makes a request for that sub-agency", async () => {
    const subAgencyId = '5a1d8c1e-0f6b-4d57-9a43-3c0e4b1f2a10';
    const matched: TQrTopUp = {
      ...pending,
      id: '5b0c7a2e-1111-4222-8333-444455550000',
      code: 'NAPQQQQ2222',
      status: 'confirmed',
      decidedAt: '2026-11-27T02:00:00.000Z',
      matches: [
        {
          id: 'n1',
          bankTransactionId: 'FT999',
          amount: 5_000_000,
          occurredAt: '2026-11-27T02:00:00.000Z',
          status: 'matched',
        },
      ],
    };
    const handler = (call: StubCall) => {
      if (call.url.endsWith(`/api/qr/agencies/${subAgencyId}/top-ups`)) return jsonResponse(201, pending);
      if (call.url.includes(`/api/qr/agencies/${subAgencyId}`))
        return jsonResponse(200, { ...view, topUps: [matched] });
      if (call.url.includes(`/api/qr/top-ups/`)) return jsonResponse(200, pending);
      return jsonResponse(200, {});
    };
    const { calls } = renderApp(`/qr/${subAgencyId}`, { session: loginAs('admin_f1'), handler });
    expect(await screen.findByText('NAPQQQQ2222')).toBeTruthy();
    expect(screen.getByText('Giao dịch FT999: 5.000.000 ₫')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Số tiền' }), { target: { value: '5000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã QR' }));
    expect(await screen.findByTestId('qr-top-up')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith(`/api/qr/agencies/${subAgencyId}/top-ups`))).toBe(true);
  });
});

describe('/accounting/bank-accounts', () => {
  it("lists the F1's accounts with the default marked, and shows a new hook key's secret once", async () => {
    const handler = (call: StubCall) => {
      if (call.url.includes('/api/bank-accounts'))
        return jsonResponse(200, {
          items: [{ id: 'a1', ...account, isDefault: true, createdAt: '2026-11-01T00:00:00.000Z' }],
        });
      if (call.url.includes('/api/bank-hook-key') && call.init.method === 'POST')
        return jsonResponse(201, {
          keyId: 'k1',
          secret: 'whsec_abc',
          hookPath: '/api/bank-hooks/notifications',
          createdAt: '2026-11-27T00:00:00.000Z',
        });
      if (call.url.includes('/api/bank-hook-key')) return jsonResponse(200, { keyId: null, createdAt: null });
      if (call.url.includes('/api/top-ups/agencies')) return jsonResponse(200, { items: [] });
      return jsonResponse(200, {});
    };
    renderApp('/accounting/bank-accounts', { session: loginAs('admin_f1'), handler });
    expect(await screen.findByText('0071000123456')).toBeTruthy();
    expect(screen.getAllByText('Mặc định').length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Tạo khóa' }));
    expect(await screen.findByText('whsec_abc')).toBeTruthy();
  });
});
