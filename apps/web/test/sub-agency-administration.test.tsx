// An F1 runs its sub-agency network from its own screens: the permission groups of a sub-agency (agency selector,
// ?agencyId= carried to the form and back), links from the sub-agency list, the first account's permission codes on
// the create form, and the sub-agency's staff through ?agencyId= on the staff screens.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  TPermissionGroupAgencies,
  TPermissionGroupDetail,
  TPermissionGroupFormOptions,
  TStaffFormOptions,
  TSubAgency,
  TSubAgencyFormOptions,
} from '@portal/contracts';
import { firstAdminPermissions } from '@portal/domain';
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

const F2_ID = '6a1f0c4e-0d5b-4a8e-9d3c-2b1a0f9e8d7c';
const GROUP_ID = '55555555-5555-4555-8555-555555555555';
const F2_USER_ID = '66666666-6666-4666-8666-666666666666';

const AGENCIES: TPermissionGroupAgencies = {
  items: [
    { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội', level: 'F1', status: 'active', isOwn: true },
    { id: F2_ID, code: 'HOASEN', name: 'Đại lý Hoa Sen', level: 'F2', status: 'active', isOwn: false },
  ],
};
const OWN_GROUP = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Quản trị F1',
  description: '',
  codes: ['ADMIN_F1'],
  memberCount: 1,
};
const F2_GROUP: TPermissionGroupDetail = {
  id: GROUP_ID,
  name: 'Nhân viên Hoa Sen',
  description: 'Chưa xuất vé',
  codes: ['AGENT_F2', 'BOOKING_TICKET'],
  memberCount: 1,
  memberIds: [F2_USER_ID],
};
const F2_OPTIONS: TPermissionGroupFormOptions = {
  heldCodes: [
    { code: 'AGENT_F2', vi: 'Nhân viên đại lý cấp 2', en: 'Sub-agency agent' },
    { code: 'BOOKING_TICKET', vi: 'Đặt chỗ', en: 'Make bookings' },
    { code: 'EXPORT_TICKET', vi: 'Xuất vé', en: 'Issue tickets' },
  ],
  users: [{ id: F2_USER_ID, username: 'hs.nhanvien', fullName: 'Trần Thị Mai', status: 'active' }],
};

const method = (call: StubCall) => call.init.method ?? 'GET';
const urlOf = (call: StubCall) => new URL(call.url, 'http://portal.test');
const is = (call: StubCall, verb: string, path: string) => method(call) === verb && urlOf(call).pathname === path;
const agencyIdOf = (call: StubCall) => urlOf(call).searchParams.get('agencyId');
const bodyOf = (call: StubCall) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

/** The permission group endpoints: the F1's own groups, or HOASEN's with ?agencyId=. */
function groupServer(call: StubCall): Response {
  if (is(call, 'GET', '/api/permission-groups/agencies')) return jsonResponse(200, AGENCIES);
  if (is(call, 'GET', '/api/permission-groups'))
    return jsonResponse(200, { items: agencyIdOf(call) === F2_ID ? [F2_GROUP] : [OWN_GROUP] });
  if (is(call, 'GET', '/api/permission-groups/form-options')) return jsonResponse(200, F2_OPTIONS);
  if (is(call, 'GET', `/api/permission-groups/${GROUP_ID}`)) return jsonResponse(200, F2_GROUP);
  if (is(call, 'PUT', `/api/permission-groups/${GROUP_ID}`))
    return jsonResponse(200, { ...F2_GROUP, codes: ['AGENT_F2', 'BOOKING_TICKET', 'EXPORT_TICKET'] });
  if (is(call, 'GET', '/api/permissions/catalog')) return jsonResponse(200, { items: F2_OPTIONS.heldCodes });
  return jsonResponse(200, {});
}

describe('the permission groups of a sub-agency', () => {
  it('switches the list to a sub-agency with the agency selector, and its links keep the agency', async () => {
    const { calls, router } = renderApp('/system/group-permissions', {
      session: loginAs('admin_f1'),
      handler: groupServer,
    });

    const selector = await screen.findByRole('combobox', { name: 'Đại lý' });
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['HN001 – Đại lý Hà Nội (đại lý của bạn)', 'HOASEN – Đại lý Hoa Sen']);
    await screen.findByText('Quản trị F1');

    fireEvent.change(selector, { target: { value: F2_ID } });

    await screen.findByText('Nhân viên Hoa Sen');
    expect(router.state.location.search).toBe(`?agencyId=${F2_ID}`);
    expect(calls.some((call) => is(call, 'GET', '/api/permission-groups') && agencyIdOf(call) === F2_ID)).toBe(true);
    expect(
      screen.getByText('Nhóm quyền của đại lý HOASEN – Đại lý Hoa Sen; chỉ gồm các quyền mà đại lý này có.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thêm nhóm quyền' }).getAttribute('href')).toBe(
      `/system/change-group-permissions?agencyId=${F2_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Sửa: Nhân viên Hoa Sen' }).getAttribute('href')).toBe(
      `/system/change-group-permissions?id=${GROUP_ID}&agencyId=${F2_ID}`,
    );
  });

  it("edits a sub-agency's group with ?agencyId= on every call and goes back to that agency's list", async () => {
    const { calls, router } = renderApp(`/system/change-group-permissions?id=${GROUP_ID}&agencyId=${F2_ID}`, {
      session: loginAs('admin_f1'),
      handler: groupServer,
    });

    await screen.findByRole('form', { name: 'Sửa nhóm quyền' });
    expect(
      calls
        .filter((call) => urlOf(call).pathname.startsWith('/api/permission-groups'))
        .every((call) => agencyIdOf(call) === F2_ID),
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: /hs\.nhanvien/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /EXPORT_TICKET/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu nhóm quyền' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/system/group-permissions'));
    expect(router.state.location.search).toBe(`?agencyId=${F2_ID}`);
    const put = calls.find((call) => is(call, 'PUT', `/api/permission-groups/${GROUP_ID}`))!;
    expect(agencyIdOf(put)).toBe(F2_ID);
    expect(bodyOf(put)).toEqual({
      name: F2_GROUP.name,
      description: F2_GROUP.description,
      codes: ['AGENT_F2', 'BOOKING_TICKET', 'EXPORT_TICKET'],
      memberIds: [F2_USER_ID],
    });
  });
});

const HOASEN: TSubAgency = {
  id: F2_ID,
  parentId: 'agency-f1',
  level: 'F2',
  code: 'HOASEN',
  name: 'Đại lý Hoa Sen',
  taxCode: '',
  address: '',
  phone: '0935123456',
  email: '',
  contactName: '',
  status: 'active',
  creditLimit: 0,
  bookingSystems: ['VN'],
  products: ['flights'],
  defaultIssueFee: null,
  deposit: { balance: 0, reserved: 0, available: 0 },
  lock: null,
  childCount: 0,
  createdAt: '2026-02-10T03:00:00.000Z',
  updatedAt: '2026-02-10T03:00:00.000Z',
};
const SUB_OPTIONS: TSubAgencyFormOptions = {
  parent: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
  level: 'F2',
  bookingSystems: ['VN', 'VJ'],
  products: ['flights', 'train', 'esim'],
  defaults: { creditLimit: 0, bookingSystems: ['VN'], products: ['flights'], defaultIssueFee: null },
};

function subAgencyServer(
  write: (call: StubCall) => Response = () =>
    jsonResponse(201, { agency: HOASEN, admin: { id: 'u', username: 'x', email: 'x@example.vn' } }),
) {
  return (call: StubCall) => {
    const path = urlOf(call).pathname;
    if (path === '/api/sub-agencies/form-options') return jsonResponse(200, SUB_OPTIONS);
    if (path === '/api/sub-agencies' && method(call) === 'GET')
      return jsonResponse(200, { items: [HOASEN], total: 1, page: 1, pageSize: 500 });
    if (path === `/api/sub-agencies/${F2_ID}`) return jsonResponse(200, { agency: HOASEN });
    if (path === '/api/sub-agencies') return write(call);
    return jsonResponse(200, {});
  };
}

describe("the sub-agency screens link to the sub-agency's groups and staff", () => {
  it('offers both links on each row of the list and on the edit page', async () => {
    renderApp('/agent/config-f2', { session: loginAs('admin_f1'), handler: subAgencyServer() });
    const table = await screen.findByRole('table', { name: 'Đại lý cấp 2' });
    await within(table).findByText('HOASEN');

    expect(within(table).getByRole('link', { name: 'Nhóm quyền: HOASEN' }).getAttribute('href')).toBe(
      `/system/group-permissions?agencyId=${F2_ID}`,
    );
    expect(within(table).getByRole('link', { name: 'Nhân viên: HOASEN' }).getAttribute('href')).toBe(
      `/agent/ticketing-management?agencyId=${F2_ID}`,
    );
    cleanup();

    renderApp(`/agent/change-subAgent?id=${F2_ID}`, { session: loginAs('admin_f1'), handler: subAgencyServer() });
    await screen.findByRole('form', { name: 'Sửa đại lý cấp 2' });
    expect(screen.getByRole('link', { name: 'Nhóm quyền' }).getAttribute('href')).toBe(
      `/system/group-permissions?agencyId=${F2_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Nhân viên' }).getAttribute('href')).toBe(
      `/agent/ticketing-management?agencyId=${F2_ID}`,
    );
  });
});

describe("the first account's permission codes on the create form", () => {
  const fill = (view: ReturnType<typeof within>, label: RegExp, value: string) =>
    fireEvent.change(view.getByRole('textbox', { name: label }), { target: { value } });
  const fillRequired = (view: ReturnType<typeof within>) => {
    fill(view, /^Mã đại lý/, 'HOASEN3');
    fill(view, /^Tên đại lý/, 'Hoa Sen 3');
    fill(view, /^Số điện thoại[\s*]*$/, '0935123456');
    fill(view, /^Tên đăng nhập/, 'hoasen3.admin');
    fill(view, /^Họ và tên/, 'Lê Văn Đức');
    fill(view, /^Email nhận mật khẩu/, 'duc3@example.vn');
    fill(view, /^Số điện thoại người quản trị/, '0912345678');
  };
  const codesBox = () => screen.getByRole('group', { name: /Quyền của tài khoản đầu tiên/ });
  const ticked = () =>
    within(codesBox())
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')!.textContent!.split(' — ')[0]);

  it('offers the codes the new agency will hold, ticks the admin template, and follows the products', async () => {
    renderApp('/agent/change-subAgent', { session: loginAs('admin_f1'), handler: subAgencyServer() });
    const view = within(await screen.findByRole('form', { name: 'Thêm đại lý cấp 2' }));

    expect(ticked()).toEqual(expect.arrayContaining(firstAdminPermissions('F2', ['flights'])));
    expect(ticked()).toHaveLength(firstAdminPermissions('F2', ['flights']).length);
    expect(within(codesBox()).queryByRole('checkbox', { name: /ADMIN_F1/ })).toBeNull();
    expect(within(codesBox()).queryByRole('checkbox', { name: /USE_ESIM/ })).toBeNull();

    fireEvent.click(view.getByRole('checkbox', { name: 'eSIM' }));
    expect(within(codesBox()).getByRole('checkbox', { name: /USE_ESIM/ })).toBeTruthy();
  });

  it('sends exactly the chosen codes (EXPORT_TICKET taken out) as admin.permissionCodes', async () => {
    const { calls } = renderApp('/agent/change-subAgent', { session: loginAs('admin_f1'), handler: subAgencyServer() });
    const view = within(await screen.findByRole('form', { name: 'Thêm đại lý cấp 2' }));
    fillRequired(view);

    fireEvent.click(within(codesBox()).getByRole('checkbox', { name: /EXPORT_TICKET/ }));
    fireEvent.click(view.getByRole('button', { name: 'Tạo đại lý' }));

    await waitFor(() => expect(calls.filter((call) => is(call, 'POST', '/api/sub-agencies'))).toHaveLength(1));
    const admin = bodyOf(calls.find((call) => is(call, 'POST', '/api/sub-agencies'))!).admin as {
      permissionCodes: string[];
    };
    expect(admin.permissionCodes).toEqual(
      firstAdminPermissions('F2', ['flights']).filter((code) => code !== 'EXPORT_TICKET'),
    );
  });

  it("refuses an empty choice on the client and shows the server's refusal on the checklist", async () => {
    const refusal = 'Đại lý không có các quyền sau nên không thể cấp: USE_TRAIN';
    const { calls } = renderApp('/agent/change-subAgent', {
      session: loginAs('admin_f1'),
      handler: subAgencyServer(() =>
        jsonResponse(400, {
          code: 1,
          message: refusal,
          details: { fields: [{ field: 'admin.permissionCodes', message: 'USE_TRAIN' }], codes: ['USE_TRAIN'] },
        }),
      ),
    });
    const view = within(await screen.findByRole('form', { name: 'Thêm đại lý cấp 2' }));
    fillRequired(view);
    for (const box of within(codesBox()).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) fireEvent.click(box);

    fireEvent.click(view.getByRole('button', { name: 'Tạo đại lý' }));
    expect(await within(codesBox()).findByText('Chọn ít nhất một quyền mà đại lý mới có.')).toBeTruthy();
    expect(calls.some((call) => is(call, 'POST', '/api/sub-agencies'))).toBe(false);

    fireEvent.click(within(codesBox()).getByRole('button', { name: 'Về mặc định' }));
    fireEvent.click(view.getByRole('button', { name: 'Tạo đại lý' }));
    expect(await within(codesBox()).findByText(refusal)).toBeTruthy();
  });
});

describe('the staff of a sub-agency (?agencyId= on the staff screens)', () => {
  const STAFF_OPTIONS: TStaffFormOptions = {
    agency: { id: F2_ID, code: 'HOASEN', name: 'Đại lý Hoa Sen', level: 'F2', status: 'active' },
    roles: ['admin_f2', 'agent_f2'],
    accountTypes: ['AGT', 'SUB', 'MB'],
    groups: [{ id: GROUP_ID, name: 'Nhân viên Hoa Sen', description: '', codes: ['AGENT_F2'] }],
  };
  const member = {
    id: F2_USER_ID,
    username: 'hs.nhanvien',
    fullName: 'Trần Thị Mai',
    email: 'mai@example.vn',
    phone: '0912345678',
    accountType: 'SUB',
    role: 'agent_f2',
    status: 'active',
    groups: ['Nhân viên Hoa Sen'],
    groupIds: [GROUP_ID],
    mustChangePassword: true,
    lastLoginAt: null,
    createdAt: '2026-02-10T03:00:00.000Z',
  };
  const staffServer = (call: StubCall) => {
    if (is(call, 'GET', '/api/agency/staff/form-options')) return jsonResponse(200, STAFF_OPTIONS);
    if (is(call, 'GET', '/api/agency/staff')) return jsonResponse(200, { items: [member] });
    return jsonResponse(200, {});
  };

  it("lists the sub-agency's staff with ?agencyId= on the calls and in the links", async () => {
    const { calls } = renderApp(`/agent/ticketing-management?agencyId=${F2_ID}`, {
      session: loginAs('admin_f1'),
      handler: staffServer,
    });

    expect(
      await screen.findByRole('heading', { name: 'Tài khoản nhân viên của HOASEN – Đại lý Hoa Sen' }),
    ).toBeTruthy();
    await screen.findByText('hs.nhanvien');
    expect(
      calls.filter((call) => is(call, 'GET', '/api/agency/staff')).every((call) => agencyIdOf(call) === F2_ID),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Danh sách đại lý cấp 2' }).getAttribute('href')).toBe('/agent/config-f2');
    expect(screen.getByRole('link', { name: /Thêm/ }).getAttribute('href')).toBe(
      `/agent/change-ticketing?agencyId=${F2_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Sửa: hs.nhanvien' }).getAttribute('href')).toBe(
      `/agent/change-ticketing?agencyId=${F2_ID}&id=${F2_USER_ID}`,
    );
  });
});
