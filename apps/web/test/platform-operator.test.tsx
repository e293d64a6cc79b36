// The platform operator's screens (issue 12 item 14): its side menu shows the F1 agencies and none of an F1's own
// screens, /platform/agencies lists the F1s and /platform/change-agency creates one (no issue fee: the platform
// charges F1s nothing); an F1 admin opening them, and the operator opening an F1's screens, land on /not-allow.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TLoginResponse, TSubAgency, TSubAgencyFormOptions } from '@portal/contracts';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

/** Lazy pages load slowly on a busy machine. */
const SLOW = { timeout: 20_000 };
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A desktop-width window, so the permanent side menu is rendered. */
function desktopWidth() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

function operatorSession(): TLoginResponse {
  const base = loginAs('admin_f1');
  return {
    ...base,
    permissions: [...DEFAULT_ROLE_PERMISSIONS.super_admin],
    memberInfo: { ...base.memberInfo, username: 'superadmin', role: 'super_admin' },
    agentInfo: { ...base.agentInfo, id: 'platform', code: 'PLATFORM', name: 'Nền tảng', level: 'platform' },
  };
}

const SAOMAI: TSubAgency = {
  id: '7c2e4a10-5b3d-4e8f-9a1b-2c3d4e5f6a7b',
  parentId: 'platform',
  level: 'F1',
  code: 'SAOMAI',
  name: 'Công ty du lịch Sao Mai',
  taxCode: '0301234567',
  address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  phone: '0908123456',
  email: 'saomai@example.vn',
  contactName: 'Phạm Thu Hà',
  status: 'active',
  creditLimit: 100_000_000,
  bookingSystems: ['VN', 'VJ'],
  products: ['flights'],
  defaultIssueFee: null,
  deposit: { balance: 30_000_000, reserved: 0, available: 30_000_000 },
  lock: null,
  childCount: 2,
  createdAt: '2026-02-10T03:00:00.000Z',
  updatedAt: '2026-02-10T03:00:00.000Z',
};

const OPTIONS: TSubAgencyFormOptions = {
  parent: { id: 'platform', code: 'PLATFORM', name: 'Nền tảng' },
  level: 'F1',
  bookingSystems: ['VN', 'VJ', 'QH', '1A'],
  products: ['flights', 'train', 'esim', 'b2c'],
  defaults: { creditLimit: 0, bookingSystems: ['VN', 'VJ', 'QH', '1A'], products: ['flights'], defaultIssueFee: null },
};

const method = (call: StubCall) => call.init.method ?? 'GET';
const writes = (calls: StubCall[]) =>
  calls.filter((call) => call.url.includes('/api/f1-agencies') && method(call) !== 'GET');

function operatorServer(call: StubCall) {
  const path = new URL(call.url, 'http://localhost').pathname;
  if (path === '/api/f1-agencies/form-options') return jsonResponse(200, OPTIONS);
  if (path === '/api/f1-agencies' && method(call) === 'GET')
    return jsonResponse(200, { items: [SAOMAI], total: 1, page: 1, pageSize: 500 });
  if (path === '/api/f1-agencies' && method(call) === 'POST')
    return jsonResponse(201, { agency: SAOMAI, admin: { id: 'u1', username: 'saomai.admin', email: 'ha@example.vn' } });
  return jsonResponse(200, {});
}

describe("the platform operator's menu", () => {
  it('offers the F1 agencies and hides the sub-agency, agency config, commission and top-up request screens', async () => {
    const restore = desktopWidth();
    try {
      renderApp('/', { session: operatorSession(), handler: operatorServer });
      const menu = await screen.findByRole('navigation', { name: 'Menu chính' }, SLOW);
      for (const group of ['Đại lý', 'Kế toán', 'Hệ thống'])
        fireEvent.click(within(menu).getByRole('button', { name: group }));
      const names = within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '');
      expect(names).toContain('Đại lý cấp 1');
      expect(names).toContain('Ký quỹ đại lý cấp dưới');
      for (const hidden of ['Đại lý cấp 2', 'Cấu hình đại lý', 'Tạo yêu cầu nạp tiền', 'Phí xuất vé đại lý'])
        expect(names).not.toContain(hidden);
    } finally {
      restore();
    }
  });

  it('sends the operator who opens an F1 screen to /not-allow, and an F1 admin who opens the operator screen too', async () => {
    const operator = renderApp('/agent/config-f2', { session: operatorSession(), handler: operatorServer });
    await waitFor(() => expect(operator.router.state.location.pathname).toBe('/not-allow'), SLOW);
    cleanup();
    const f1Admin = renderApp('/platform/agencies', { session: loginAs('admin_f1'), handler: operatorServer });
    await waitFor(() => expect(f1Admin.router.state.location.pathname).toBe('/not-allow'), SLOW);
  });
});

describe('/platform/agencies and /platform/change-agency', () => {
  it('lists the F1s with their deposit and no issue-fee column', async () => {
    renderApp('/platform/agencies', { session: operatorSession(), handler: operatorServer });
    expect(await screen.findByRole('cell', { name: 'SAOMAI' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Đại lý cấp 1' })).toBeTruthy();
    expect(screen.getAllByText(/30\.000\.000/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('columnheader', { name: /Phí xuất vé/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Thêm đại lý cấp 1' }).getAttribute('href')).toBe(
      '/platform/change-agency',
    );
  });

  it('creates an F1 with its first admin through /api/f1-agencies, without an issue fee field', async () => {
    const { calls, router } = renderApp('/platform/change-agency', {
      session: operatorSession(),
      handler: operatorServer,
    });
    const view = within(await screen.findByRole('form', { name: 'Thêm đại lý cấp 1' }, SLOW));
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(view.getByRole('textbox', { name: label }), { target: { value } });
    expect(view.queryByRole('textbox', { name: /^Phí xuất vé mặc định/ })).toBeNull();

    fill(/^Mã đại lý/, 'saomai');
    fill(/^Tên đại lý/, 'Công ty du lịch Sao Mai');
    fill(/^Số điện thoại[\s*]*$/, '0908123456');
    fill(/^Hạn mức tín dụng/, '100000000');
    fill(/^Tên đăng nhập/, 'saomai.admin');
    fill(/^Họ và tên/, 'Phạm Thu Hà');
    fill(/^Email nhận mật khẩu/, 'ha@example.vn');
    fill(/^Số điện thoại người quản trị/, '0912345678');
    fireEvent.click(view.getByRole('button', { name: 'Tạo đại lý' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1), SLOW);
    expect(JSON.parse(String(writes(calls)[0]!.init.body))).toMatchObject({
      code: 'SAOMAI',
      creditLimit: 100_000_000,
      defaultIssueFee: null,
      admin: { username: 'saomai.admin', email: 'ha@example.vn' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/agencies'), SLOW);
  });
});
