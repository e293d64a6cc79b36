// The sub-agency screens: the list with status, deposit and lock/unlock; the create and edit form checked with the
// API's own schema and mapping server errors to fields; the same screens for an F2's child agencies; /agent/config.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAgencyConfig, TSubAgency, TSubAgencyFormOptions } from '@portal/contracts';
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
  localStorage.clear();
});

const agency = (overrides: Partial<TSubAgency>): TSubAgency => ({
  id: '6a1f0c4e-0d5b-4a8e-9d3c-2b1a0f9e8d7c',
  parentId: 'agency-f1',
  level: 'F2',
  code: 'HOASEN',
  name: 'Đại lý vé máy bay Hoa Sen',
  taxCode: '0401234567',
  address: '156 Nguyễn Văn Linh, Đà Nẵng',
  phone: '0935123456',
  email: 'hoasen@example.vn',
  contactName: 'Lê Văn Đức',
  status: 'active',
  creditLimit: 50_000_000,
  bookingSystems: ['VN', 'VJ'],
  products: ['flights', 'train'],
  defaultIssueFee: 45_000,
  deposit: { balance: 12_000_000, reserved: 2_000_000, available: 10_000_000 },
  lock: null,
  childCount: 1,
  createdAt: '2026-02-10T03:00:00.000Z',
  updatedAt: '2026-02-10T03:00:00.000Z',
  ...overrides,
});

const HOASEN = agency({});
const BINHAN = agency({
  id: '0b6f7e1d-3c2a-4f5e-8d9c-7b6a5f4e3d2c',
  code: 'BINHAN',
  name: 'Phòng vé Bình An',
  status: 'locked',
  lock: { reason: 'Công nợ quá hạn', lockedAt: '2026-03-01T03:00:00.000Z' },
  deposit: { balance: 0, reserved: 0, available: 0 },
  defaultIssueFee: null,
});

const OPTIONS: TSubAgencyFormOptions = {
  parent: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
  level: 'F2',
  bookingSystems: ['VN', 'VJ', 'QH', '1A'],
  products: ['flights', 'train', 'esim'],
  defaults: { creditLimit: 20_000_000, bookingSystems: ['VN', 'VJ'], products: ['flights'], defaultIssueFee: 30_000 },
};

const method = (call: StubCall) => call.init.method ?? 'GET';
const bodyOf = (call: StubCall) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

/** Answers the sub-agency endpoints of one scope; `write` answers the POST/PUT calls. */
function agencyServer(options: { scope?: string; write?: (call: StubCall) => Response; items?: TSubAgency[] } = {}) {
  const scope = options.scope ?? 'sub-agencies';
  return (call: StubCall) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === `/api/${scope}/form-options`)
      return jsonResponse(200, { ...OPTIONS, level: scope === 'sub-agencies' ? 'F2' : 'F3' });
    if (path === `/api/${scope}` && method(call) === 'GET') {
      const status = new URL(call.url, 'http://localhost').searchParams.get('status');
      const items = (options.items ?? [HOASEN, BINHAN]).filter((item) => !status || item.status === status);
      return jsonResponse(200, { items, total: items.length, page: 1, pageSize: 500 });
    }
    if (path === `/api/${scope}/${HOASEN.id}` && method(call) === 'GET') return jsonResponse(200, { agency: HOASEN });
    if (path.startsWith(`/api/${scope}`)) return (options.write ?? (() => jsonResponse(200, { agency: HOASEN })))(call);
    return jsonResponse(200, {});
  };
}

const writes = (calls: StubCall[], scope = 'sub-agencies') =>
  calls.filter((call) => call.url.includes(`/api/${scope}`) && method(call) !== 'GET');

describe('/agent/config-f2', () => {
  it('lists the sub-agencies with status chips, deposit figures and the fee, and filters by status on the server', async () => {
    const { calls } = renderApp('/agent/config-f2', { session: loginAs('admin_f1'), handler: agencyServer() });

    const table = await screen.findByRole('table', { name: 'Đại lý cấp 2' });
    await within(table).findByText('HOASEN');
    const rowOf = (code: string) => within(table).getByText(code).closest('tr')!;
    expect(within(rowOf('HOASEN')).getByText('Đang hoạt động')).toBeTruthy();
    expect(within(rowOf('HOASEN')).getByText('12.000.000 ₫')).toBeTruthy();
    expect(within(rowOf('HOASEN')).getByText('10.000.000 ₫')).toBeTruthy();
    expect(within(rowOf('HOASEN')).getByText('45.000 ₫')).toBeTruthy();
    expect(within(rowOf('BINHAN')).getByText('Đã khóa')).toBeTruthy();
    expect(within(rowOf('BINHAN')).getByText('Theo phí chung')).toBeTruthy();
    expect(within(rowOf('HOASEN')).getByRole('link', { name: 'Sửa: HOASEN' }).getAttribute('href')).toBe(
      `/agent/change-subAgent?id=${HOASEN.id}`,
    );
    expect(screen.getByRole('link', { name: 'Thêm đại lý cấp 2' }).getAttribute('href')).toBe('/agent/change-subAgent');
    expect(calls.some((call) => call.url.includes('/api/sub-agencies?pageSize=500'))).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Trạng thái' }), { target: { value: 'locked' } });
    await waitFor(() => expect(calls.some((call) => call.url.includes('status=locked'))).toBe(true));
    await waitFor(() => expect(within(table).queryByText('HOASEN')).toBeNull());
    expect(within(table).getByText('BINHAN')).toBeTruthy();
  });

  it('locks a sub-agency only with a reason, then reloads the list', async () => {
    const { calls } = renderApp('/agent/config-f2', {
      session: loginAs('admin_f1'),
      handler: agencyServer({ write: () => jsonResponse(200, { agency: { ...HOASEN, status: 'locked' } }) }),
    });

    const table = await screen.findByRole('table', { name: 'Đại lý cấp 2' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Khóa: HOASEN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Khóa đại lý HOASEN – Đại lý vé máy bay Hoa Sen' });
    expect(within(dialog).getByText(/bị đăng xuất ngay/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Khóa đại lý' }));
    const reason = within(dialog).getByRole('textbox', { name: /Lý do/ });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Công nợ quá hạn 30 ngày' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Khóa đại lý' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.url).toMatch(new RegExp(`/api/sub-agencies/${HOASEN.id}/lock$`));
    expect(bodyOf(writes(calls)[0]!)).toEqual({ reason: 'Công nợ quá hạn 30 ngày' });
    expect(await screen.findByText('Đã khóa đại lý HOASEN.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes('/api/sub-agencies?')).length).toBeGreaterThanOrEqual(2),
    );
  });

  it('offers unlock for a locked sub-agency', async () => {
    const { calls } = renderApp('/agent/config-f2', { session: loginAs('admin_f1'), handler: agencyServer() });
    const table = await screen.findByRole('table', { name: 'Đại lý cấp 2' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Mở khóa: BINHAN' }));
    const dialog = await screen.findByRole('dialog', { name: /^Mở khóa đại lý BINHAN/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Lý do/ }), { target: { value: 'Đã thanh toán' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mở khóa' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.url).toMatch(/\/unlock$/);
  });

  it('sends an agent to /not-allow', async () => {
    const { router } = renderApp('/agent/config-f2', { session: loginAs('agent_f2'), handler: agencyServer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allow'));
  });
});

describe('/agent/change-subAgent', () => {
  const form = () => screen.findByRole('form', { name: 'Thêm đại lý cấp 2' });
  const fill = (view: ReturnType<typeof within>, label: RegExp | string, value: string) =>
    fireEvent.change(view.getByRole('textbox', { name: label }), { target: { value } });

  it('starts from the defaults, names every bad field on the client and sends nothing', async () => {
    const { calls } = renderApp('/agent/change-subAgent', { session: loginAs('admin_f1'), handler: agencyServer() });
    const view = within(await form());

    expect((view.getByRole('textbox', { name: 'Hạn mức tín dụng' }) as HTMLInputElement).value).toBe('20.000.000');
    expect((view.getByRole('checkbox', { name: 'VN' }) as HTMLInputElement).checked).toBe(true);
    expect((view.getByRole('checkbox', { name: 'QH' }) as HTMLInputElement).checked).toBe(false);
    expect(view.queryByRole('checkbox', { name: '1G' })).toBeNull();
    expect((view.getByRole('checkbox', { name: 'Vé máy bay' }) as HTMLInputElement).disabled).toBe(true);
    expect(view.queryByRole('checkbox', { name: 'Trang B2C' })).toBeNull();

    fill(view, /^Mã đại lý/, 'H!');
    fill(view, /^Số điện thoại[\s*]*$/, '0123');
    fill(view, /^Email nhận mật khẩu/, 'nope');
    fireEvent.click(view.getByRole('checkbox', { name: 'VN' }));
    fireEvent.click(view.getByRole('checkbox', { name: 'VJ' }));
    fireEvent.click(view.getByRole('button', { name: 'Tạo đại lý' }));

    expect(await view.findByText('Mã đại lý gồm 2–20 chữ cái hoặc chữ số')).toBeTruthy();
    expect(view.getByText('Chọn ít nhất một hệ thống đặt chỗ mà đại lý của bạn có')).toBeTruthy();
    expect(view.getByText('Email không hợp lệ')).toBeTruthy();
    expect(view.getByText('Nhập tên đại lý (tối đa 200 ký tự)')).toBeTruthy();
    expect(view.getByText('Tên đăng nhập gồm 3–30 chữ cái, chữ số, dấu chấm, gạch dưới hoặc gạch ngang')).toBeTruthy();
    expect(view.getAllByText(/^Số di động Việt Nam: 0 rồi/).length).toBe(2);
    expect(writes(calls)).toHaveLength(0);
  });

  it('sends the body the API expects, maps a taken code to its field and shows the server message', async () => {
    const taken = () =>
      jsonResponse(409, {
        code: 41,
        message: 'Mã đại lý HOASEN2 đã được sử dụng',
        details: { fields: [{ field: 'code', message: 'taken' }] },
      });
    const { calls } = renderApp('/agent/change-subAgent', {
      session: loginAs('admin_f1'),
      handler: agencyServer({ write: taken }),
    });
    const view = within(await form());

    fill(view, /^Mã đại lý/, 'hoasen2');
    fill(view, /^Tên đại lý/, 'Hoa Sen 2');
    fill(view, /^Số điện thoại[\s*]*$/, '0935123456');
    fill(view, /^Phí xuất vé mặc định/, '');
    fireEvent.click(view.getByRole('checkbox', { name: 'Vé tàu' }));
    fill(view, /^Tên đăng nhập/, 'hoasen2.admin');
    fill(view, /^Họ và tên/, 'Lê Văn Đức');
    fill(view, /^Email nhận mật khẩu/, 'duc@example.vn');
    fill(view, /^Số điện thoại người quản trị/, '0912345678');
    fireEvent.click(view.getByRole('button', { name: 'Tạo đại lý' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(bodyOf(writes(calls)[0]!)).toEqual({
      code: 'HOASEN2',
      name: 'Hoa Sen 2',
      taxCode: '',
      phone: '0935123456',
      email: '',
      contactName: '',
      address: '',
      creditLimit: 20_000_000,
      defaultIssueFee: null,
      bookingSystems: ['VN', 'VJ'],
      products: ['flights', 'train'],
      admin: { username: 'hoasen2.admin', fullName: 'Lê Văn Đức', email: 'duc@example.vn', phone: '0912345678' },
    });
    expect(await view.findAllByText('Mã đại lý HOASEN2 đã được sử dụng')).toHaveLength(2);
    expect(view.getByRole('textbox', { name: /^Mã đại lý/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it("edits with ?id=: the agency's values, no admin block, a PUT without the admin", async () => {
    const { calls, router } = renderApp(`/agent/change-subAgent?id=${HOASEN.id}`, {
      session: loginAs('admin_f1'),
      handler: agencyServer(),
    });
    const view = within(await screen.findByRole('form', { name: 'Sửa đại lý cấp 2' }));

    expect((view.getByRole('textbox', { name: /^Mã đại lý/ }) as HTMLInputElement).value).toBe('HOASEN');
    expect((view.getByRole('textbox', { name: /^Phí xuất vé mặc định/ }) as HTMLInputElement).value).toBe('45.000');
    expect(view.queryByRole('textbox', { name: /^Tên đăng nhập/ })).toBeNull();
    fill(view, /^Hạn mức tín dụng/, '80000000');
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const sent = writes(calls)[0]!;
    expect(sent.init.method).toBe('PUT');
    expect(sent.url).toMatch(new RegExp(`/api/sub-agencies/${HOASEN.id}$`));
    expect(bodyOf(sent)).toMatchObject({
      code: 'HOASEN',
      creditLimit: 80_000_000,
      defaultIssueFee: 45_000,
      bookingSystems: ['VN', 'VJ'],
      products: ['flights', 'train'],
    });
    expect(bodyOf(sent)).not.toHaveProperty('admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/config-f2'));
  });

  it("says so when the id is not one of the caller's sub-agencies", async () => {
    const handler = (call: StubCall) =>
      call.url.includes('/api/sub-agencies/00000000')
        ? jsonResponse(404, { code: 40, message: 'Không tìm thấy dữ liệu' })
        : agencyServer()(call);
    renderApp('/agent/change-subAgent?id=00000000-0000-4000-8000-000000000000', {
      session: loginAs('admin_f1'),
      handler,
    });
    expect(await screen.findByText('Không tìm thấy đại lý này trong các đại lý trực thuộc bạn.')).toBeTruthy();
  });
});

describe('child agencies of an F2', () => {
  const f2Admin = () => loginAs('agent_f2', { permissions: [...DEFAULT_ROLE_PERMISSIONS.admin_f2] });

  it('uses /api/child-agencies and the child-agency words for /agent/config-child and /agent/change-child', async () => {
    const { calls } = renderApp('/agent/config-child', {
      session: f2Admin(),
      handler: agencyServer({ scope: 'child-agencies', items: [agency({ level: 'F3', code: 'BINHMINH' })] }),
    });
    const table = await screen.findByRole('table', { name: 'Đại lý con' });
    expect(await within(table).findByText('BINHMINH')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/api/child-agencies?'))).toBe(true);
    expect(calls.some((call) => call.url.includes('/api/sub-agencies'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Thêm đại lý con' }).getAttribute('href')).toBe('/agent/change-child');
  });

  it('sends an F2 admin without CHILD_AGENT_MANAGER to /not-allow', async () => {
    const session = loginAs('agent_f2', {
      permissions: DEFAULT_ROLE_PERMISSIONS.admin_f2.filter((code) => code !== 'CHILD_AGENT_MANAGER'),
    });
    const { router } = renderApp('/agent/config-child', {
      session,
      handler: agencyServer({ scope: 'child-agencies' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allow'));
  });
});

describe('/agent/config', () => {
  const CONFIG: TAgencyConfig = {
    agency: {
      id: 'agency-f1',
      code: 'SAOVIET',
      name: 'Công ty Du lịch Sao Việt',
      level: 'F1',
      taxCode: '0108765432',
      address: '88 Láng Hạ',
      phone: '0912345678',
      email: 'f1@example.vn',
      contactName: 'Nguyễn Thị Nhung',
      status: 'active',
      creditLimit: 200_000_000,
      bookingSystems: ['VN', 'VJ', '1A'],
      products: ['flights', 'train'],
      deposit: { balance: 90_000_000, reserved: 0, available: 90_000_000 },
      subAgencyCount: 3,
      lockedSubAgencyCount: 1,
    },
    subAgencyDefaults: {
      creditLimit: 0,
      bookingSystems: ['VN', 'VJ', '1A'],
      products: ['flights'],
      defaultIssueFee: null,
    },
  };

  it("shows the F1's own profile and saves the defaults for new sub-agencies", async () => {
    const handler = (call: StubCall) =>
      call.url.includes('/api/agency/config')
        ? jsonResponse(
            200,
            method(call) === 'GET' ? CONFIG : { ...CONFIG, subAgencyDefaults: bodyOf(call).subAgencyDefaults },
          )
        : jsonResponse(200, {});
    const { calls } = renderApp('/agent/config', { session: loginAs('admin_f1'), handler });

    expect(await screen.findByRole('heading', { name: 'Công ty Du lịch Sao Việt' })).toBeTruthy();
    expect(screen.getByText('200.000.000 ₫')).toBeTruthy();
    expect(screen.getByText('3 đại lý, 1 đang khóa')).toBeTruthy();
    const view = within(screen.getByRole('form', { name: 'Mặc định cho đại lý cấp 2 mới' }));
    fireEvent.change(view.getByRole('textbox', { name: /^Hạn mức tín dụng/ }), { target: { value: '15000000' } });
    fireEvent.change(view.getByRole('textbox', { name: /^Phí xuất vé mặc định/ }), { target: { value: '25000' } });
    fireEvent.click(view.getByRole('checkbox', { name: '1A' }));
    fireEvent.click(view.getByRole('button', { name: 'Lưu mặc định' }));

    await waitFor(() => expect(calls.filter((call) => method(call) === 'PUT')).toHaveLength(1));
    expect(bodyOf(calls.find((call) => method(call) === 'PUT')!)).toEqual({
      subAgencyDefaults: {
        creditLimit: 15_000_000,
        defaultIssueFee: 25_000,
        bookingSystems: ['VN', 'VJ'],
        products: ['flights'],
      },
    });
    expect(await screen.findByText('Đã lưu thiết lập mặc định.')).toBeTruthy();
  });
});
