// The top-up list from scripted API answers: rows in VND and dd/MM/yyyy, who may decide, the dialogs, filters and adjustments.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTopUp } from '@portal/contracts';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const OWN = { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội', level: 'F1' as const };
const SUB = { id: '5a1d8c1e-0f6b-4d57-9a43-3c0e4b1f2a10', code: 'DN002', name: 'Đại lý Đà Nẵng', level: 'F2' as const };

const pending: TTopUp = {
  id: '0b7c2d4e-1111-4a2b-8c3d-000000000001',
  agency: SUB,
  amount: 25_000_000,
  method: 'bank_transfer',
  transferReference: 'FT24123456789',
  transferDate: '2025-03-05',
  note: '',
  status: 'pending',
  evidence: { fileName: 'uy-nhiem-chi.png', contentType: 'image/png', sizeBytes: 2048 },
  requestedBy: { id: 'u-2', fullName: 'Trần Thị Bình' },
  requestedAt: '2025-03-06T02:15:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectReason: null,
  ledgerTransactionId: null,
  canDecide: true,
};
const rejectedOwn: TTopUp = {
  ...pending,
  id: '0b7c2d4e-1111-4a2b-8c3d-000000000002',
  agency: OWN,
  amount: 1_500_000,
  method: 'cash',
  transferReference: '',
  evidence: null,
  status: 'rejected',
  rejectReason: 'Không khớp sao kê',
  requestedAt: '2025-03-04T10:00:00.000Z',
  decidedBy: { id: 'u-0', fullName: 'Quản trị nền tảng' },
  decidedAt: '2025-03-04T11:00:00.000Z',
  canDecide: false,
};

type Script = { items?: TTopUp[]; decide?: (call: StubCall) => Response; adjust?: (call: StubCall) => Response };

function handlerFor(script: Script) {
  return (call: StubCall): Response => {
    const path = new URL(call.url, 'http://portal.test').pathname;
    if (path === '/api/top-ups/agencies')
      return jsonResponse(200, {
        items: [
          { ...OWN, isOwn: true },
          { ...SUB, isOwn: false },
        ],
      });
    if (path === '/api/top-ups') {
      const items = script.items ?? [pending, rejectedOwn];
      return jsonResponse(200, { items, total: items.length, limit: 200, offset: 0 });
    }
    if (path.endsWith('/decision') && script.decide) return script.decide(call);
    if (path === '/api/deposit-adjustments' && script.adjust) return script.adjust(call);
    if (path === '/api/ledger/balance')
      return jsonResponse(200, { agencyId: OWN.id, balance: 1, reserved: 0, available: 1, creditLimit: 0 });
    return jsonResponse(200, {});
  };
}

const listCalls = (calls: StubCall[]) =>
  calls.filter((call) => new URL(call.url, 'http://portal.test').pathname === '/api/top-ups');
const table = () => screen.findByRole('table', { name: 'Yêu cầu nạp tiền' });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('/accounting/deposit-topup', () => {
  it('lists the requests in VND with dd/MM/yyyy dates, status chips, the evidence and decision buttons only where allowed', async () => {
    renderApp('/accounting/deposit-topup', { session: loginAs('admin_f1'), handler: handlerFor({}) });

    await within(await table()).findByText('25.000.000 ₫');
    const subRow = rowOf('25.000.000 ₫');
    expect(within(subRow).getByText('DN002 – Đại lý Đà Nẵng')).toBeTruthy();
    expect(within(subRow).getByText('05/03/2025')).toBeTruthy();
    expect(within(subRow).getByText('06/03/2025 09:15')).toBeTruthy();
    expect(within(subRow).getByText('Chờ duyệt')).toBeTruthy();
    expect(within(subRow).getByText('Chuyển khoản')).toBeTruthy();
    expect(within(subRow).getByRole('button', { name: 'Mở chứng từ uy-nhiem-chi.png' })).toBeTruthy();
    expect(within(subRow).getByRole('button', { name: 'Xác nhận yêu cầu 25.000.000 ₫ của DN002' })).toBeTruthy();
    expect(within(subRow).getByRole('button', { name: 'Từ chối yêu cầu 25.000.000 ₫ của DN002' })).toBeTruthy();

    const ownRow = rowOf('1.500.000 ₫');
    expect(within(ownRow).getByText('Đã từ chối')).toBeTruthy();
    expect(within(ownRow).getByText('Không khớp sao kê')).toBeTruthy();
    expect(within(ownRow).getByText('Quản trị nền tảng, 04/03/2025 18:00')).toBeTruthy();
    expect(within(ownRow).queryByRole('button', { name: /^(Xác nhận|Từ chối)/ })).toBeNull();
    expect(within(ownRow).queryByRole('button', { name: /Mở chứng từ/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tạo yêu cầu nạp tiền' }).getAttribute('href')).toBe(
      '/accounting/deposit-topup/add',
    );
    expect(screen.getByRole('button', { name: 'Điều chỉnh ký quỹ' })).toBeTruthy();
  });

  it('confirms after the dialog, then reloads the list and the header deposit', async () => {
    const { calls } = renderApp('/accounting/deposit-topup', {
      session: loginAs('admin_f1'),
      handler: handlerFor({ decide: () => jsonResponse(200, { ...pending, status: 'confirmed', canDecide: false }) }),
    });
    await within(await table()).findByText('25.000.000 ₫');
    const listsBefore = listCalls(calls).length;
    const balancesBefore = calls.filter((call) => call.url.includes('/api/ledger/balance')).length;

    fireEvent.click(
      within(rowOf('25.000.000 ₫')).getByRole('button', { name: 'Xác nhận yêu cầu 25.000.000 ₫ của DN002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận nạp tiền' });
    expect(
      within(dialog).getByText(
        'Cộng 25.000.000 ₫ vào ký quỹ của DN002 – Đại lý Đà Nẵng? Thao tác này không thể hoàn tác.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));

    expect(await screen.findByText('Đã xác nhận nạp 25.000.000 ₫ cho DN002 – Đại lý Đà Nẵng')).toBeTruthy();
    const decision = calls.find((call) => call.url.endsWith(`/api/top-ups/${pending.id}/decision`))!;
    expect(decision.init.method).toBe('POST');
    expect(JSON.parse(String(decision.init.body))).toEqual({ decision: 'confirm' });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes('/api/ledger/balance')).length).toBeGreaterThan(balancesBefore),
    );
  });

  it("asks for a reason before rejecting, and shows the server's message on a 409", async () => {
    const { calls } = renderApp('/accounting/deposit-topup', {
      session: loginAs('admin_f1'),
      handler: handlerFor({
        decide: () =>
          jsonResponse(409, {
            code: 41,
            message: 'Yêu cầu nạp tiền đã được xác nhận trước đó',
            details: { status: 'confirmed' },
          }),
      }),
    });
    await within(await table()).findByText('25.000.000 ₫');

    fireEvent.click(
      within(rowOf('25.000.000 ₫')).getByRole('button', { name: 'Từ chối yêu cầu 25.000.000 ₫ của DN002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối yêu cầu nạp tiền' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/decision'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Lý do từ chối/), { target: { value: '  Sai số tiền  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));

    expect(await within(dialog).findByText('Yêu cầu nạp tiền đã được xác nhận trước đó')).toBeTruthy();
    const decision = calls.find((call) => call.url.endsWith('/decision'))!;
    expect(JSON.parse(String(decision.init.body))).toEqual({ decision: 'reject', reason: 'Sai số tiền' });
  });

  it('sends the filters: dates as typed, the agency and the status', async () => {
    const { calls } = renderApp('/accounting/deposit-topup', { session: loginAs('admin_f1'), handler: handlerFor({}) });
    await within(await table()).findByText('25.000.000 ₫');
    const filters = screen.getByRole('form', { name: 'Bộ lọc yêu cầu nạp tiền' });

    fireEvent.change(within(filters).getByLabelText('Từ ngày'), { target: { value: '01032025' } });
    fireEvent.change(within(filters).getByLabelText('Đến ngày'), { target: { value: '28022025' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Lọc' }));
    expect(await within(filters).findByText('Đến ngày không được trước từ ngày')).toBeTruthy();

    fireEvent.change(within(filters).getByLabelText('Đến ngày'), { target: { value: '31/03/2025' } });
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Trạng thái' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Chờ duyệt' }));
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Đại lý' }));
    fireEvent.click(await screen.findByRole('option', { name: 'DN002 – Đại lý Đà Nẵng' }));
    fireEvent.click(within(filters).getByRole('button', { name: 'Lọc' }));

    await waitFor(() => {
      const last = new URL(listCalls(calls).at(-1)!.url, 'http://portal.test').searchParams;
      expect(Object.fromEntries(last)).toEqual({
        from: '2025-03-01',
        to: '2025-03-31',
        status: 'pending',
        agencyId: SUB.id,
        limit: '200',
      });
    });
  });

  it('says when only the newest part of a long list is shown', async () => {
    renderApp('/accounting/deposit-topup', {
      session: loginAs('admin_f1'),
      handler: (call) =>
        new URL(call.url, 'http://portal.test').pathname === '/api/top-ups'
          ? jsonResponse(200, { items: [pending], total: 350, limit: 200, offset: 0 })
          : handlerFor({})(call),
    });
    expect(await screen.findByText(/Đang hiển thị 1 yêu cầu mới nhất trên tổng số 350/)).toBeTruthy();
  });

  it("adjusts a sub-agency's deposit with a reason and a key, and refreshes the balance", async () => {
    const { calls } = renderApp('/accounting/deposit-topup', {
      session: loginAs('admin_f1'),
      handler: handlerFor({
        adjust: (call) => {
          const body = JSON.parse(String(call.init.body));
          return jsonResponse(200, {
            adjustmentId: 'a-1',
            transactionId: 't-1',
            agencyId: body.agencyId,
            direction: body.direction,
            amount: body.amount,
            isReplay: false,
            before: { balance: 0, reserved: 0, available: 0, creditLimit: 0 },
            after: { balance: -body.amount, reserved: 0, available: -body.amount, creditLimit: 1_000_000 },
          });
        },
      }),
    });
    await within(await table()).findByText('25.000.000 ₫');

    fireEvent.click(screen.getByRole('button', { name: 'Điều chỉnh ký quỹ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Điều chỉnh ký quỹ đại lý cấp dưới' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Điều chỉnh' }));
    expect(await within(dialog).findByText('Vui lòng nhập số tiền')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập lý do')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Trừ tiền' }));
    fireEvent.change(within(dialog).getByLabelText(/^Số tiền/), { target: { value: '500000' } });
    expect((within(dialog).getByLabelText(/^Số tiền/) as HTMLInputElement).value).toBe('500.000');
    fireEvent.change(within(dialog).getByLabelText(/^Lý do điều chỉnh/), {
      target: { value: 'Thu hồi tiền nạp nhầm' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Điều chỉnh' }));

    expect(await screen.findByText('Đã điều chỉnh ký quỹ. Số dư khả dụng mới: -500.000 ₫')).toBeTruthy();
    const sent = JSON.parse(String(calls.find((call) => call.url.endsWith('/api/deposit-adjustments'))!.init.body));
    expect(sent).toMatchObject({
      agencyId: SUB.id,
      direction: 'debit',
      amount: 500_000,
      reason: 'Thu hồi tiền nạp nhầm',
    });
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
  });

  it('hides the adjustment for an accountant who is not an administrator', async () => {
    const accountant = loginAs('admin_f1', { permissions: ['AGENT_F1', 'DEPOSIT_MANAGER'] });
    renderApp('/accounting/deposit-topup', { session: accountant, handler: handlerFor({}) });
    await within(await table()).findByText('25.000.000 ₫');

    expect(screen.queryByRole('button', { name: 'Điều chỉnh ký quỹ' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tạo yêu cầu nạp tiền' })).toBeTruthy();
  });

  it("downloads the evidence with the session's token and saves it under its name", async () => {
    const fetched: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      fetched.push({ url, headers: init.headers as Record<string, string> });
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        status: 200,
        headers: { 'Content-Type': 'image/png' },
      });
    });
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:evidence';
    };
    URL.revokeObjectURL = () => undefined;
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    renderApp('/accounting/deposit-topup', { session: loginAs('admin_f1'), handler: handlerFor({}) });
    await within(await table()).findByText('25.000.000 ₫');

    fireEvent.click(screen.getByRole('button', { name: 'Tải xuống chứng từ uy-nhiem-chi.png' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:evidence', download: 'uy-nhiem-chi.png' }]));
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.url).toBe(`/api/top-ups/${pending.id}/evidence`);
    expect(fetched[0]!.headers).toMatchObject({ Authorization: 'Bearer admin_f1-token', 'X-Language': 'vi' });
    expect(created[0]!.type).toBe('image/png');
  });

  it('saves a PDF evidence under its name when opened, never showing it in a tab of the portal', async () => {
    const pdfRequest: TTopUp = {
      ...pending,
      evidence: { fileName: 'sao-ke.pdf', contentType: 'application/pdf', sizeBytes: 4096 },
    };
    vi.stubGlobal('fetch', async () => {
      return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      });
    });
    URL.createObjectURL = () => 'blob:evidence';
    URL.revokeObjectURL = () => undefined;
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    renderApp('/accounting/deposit-topup', {
      session: loginAs('admin_f1'),
      handler: handlerFor({ items: [pdfRequest] }),
    });
    await within(await table()).findByText('25.000.000 ₫');

    fireEvent.click(screen.getByRole('button', { name: /^Mở chứng từ sao-ke\.pdf/ }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:evidence', download: 'sao-ke.pdf' }]));
    expect(opened).not.toHaveBeenCalled();
  });

  it('is not open to an F2 agent', async () => {
    const { router } = renderApp('/accounting/deposit-topup', {
      session: loginAs('agent_f2'),
      handler: handlerFor({}),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allow'));
    expect(DEFAULT_ROLE_PERMISSIONS.agent_f2).not.toContain('DEPOSIT_MANAGER');
  });
});
