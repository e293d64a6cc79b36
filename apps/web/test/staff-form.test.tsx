// The staff screens against a scripted API: the form checks with the contract, maps server refusals onto fields, edits and acts.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TStaffFormOptions, TStaffMember } from '@portal/contracts';
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

const GROUP_ID = '11111111-1111-4111-8111-111111111111';
const MEMBER_ID = '22222222-2222-4222-8222-222222222222';

const options: TStaffFormOptions = {
  agency: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội', level: 'F1', status: 'active' },
  roles: ['admin_f1', 'agent_f1'],
  accountTypes: ['AGT', 'SUB', 'MB'],
  groups: [
    { id: GROUP_ID, name: 'Đặt chỗ', description: '', codes: ['BOOKING_TICKET'] },
    { id: '33333333-3333-4333-8333-333333333333', name: 'Kế toán', description: '', codes: ['DEPOSIT_MANAGER'] },
  ],
};

const member: TStaffMember = {
  id: MEMBER_ID,
  username: 'thu.ha',
  fullName: 'Phạm Thị Thu Hà',
  email: 'thu.ha@daily.vn',
  phone: '0912345678',
  accountType: 'AGT',
  role: 'agent_f1',
  status: 'active',
  groups: ['Đặt chỗ'],
  groupIds: [GROUP_ID],
  mustChangePassword: false,
  lastLoginAt: null,
  createdAt: '2026-03-01T02:00:00.000Z',
};

type Route = (call: StubCall, body: unknown) => Response | undefined;

/** Answers by method and path; anything else (the shell's own calls) gets an empty 200. */
function api(route: Route) {
  return (call: StubCall) => {
    const body = typeof call.init.body === 'string' ? JSON.parse(call.init.body) : undefined;
    return route(call, body) ?? jsonResponse(200, {});
  };
}
const is = (call: StubCall, method: string, path: string) =>
  (call.init.method ?? 'GET') === method && new URL(call.url, 'http://portal.test').pathname === path;
const bodiesOf = (calls: StubCall[], method: string, path: string) =>
  calls.filter((call) => is(call, method, path)).map((call) => JSON.parse(String(call.init.body)));

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function openCreateForm(route: Route = () => undefined) {
  const rendered = renderApp('/agent/change-ticketing', {
    session: loginAs('admin_f1'),
    handler: api((call, body) =>
      is(call, 'GET', '/api/agency/staff/form-options') ? jsonResponse(200, options) : route(call, body),
    ),
  });
  await screen.findByRole('form', { name: 'Thêm tài khoản nhân viên' });
  return rendered;
}

function fillValid() {
  type(/^Tên đăng nhập/, 'thu.ha');
  type(/^Họ và tên/, 'Phạm Thị Thu Hà');
  type(/^Email/, 'thu.ha@daily.vn');
  type(/^Số điện thoại/, '0912 345 678');
  fireEvent.change(field(/^Loại tài khoản/), { target: { value: 'SUB' } });
  fireEvent.change(field(/^Vai trò/), { target: { value: 'agent_f1' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Đặt chỗ/ }));
}

describe('the staff form', () => {
  it("names every field that breaks the contract's rules and sends nothing", async () => {
    const { calls } = await openCreateForm();
    type(/^Tên đăng nhập/, 'ab');
    type(/^Họ và tên/, 'Nguyen 2');
    type(/^Email/, 'khong-phai-email');
    type(/^Số điện thoại/, '0123456789');

    fireEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));

    expect(await screen.findByText(/Tên đăng nhập gồm 3–30 ký tự/)).toBeTruthy();
    expect(screen.getByText('Họ và tên chỉ gồm chữ cái và khoảng trắng.')).toBeTruthy();
    expect(screen.getByText('Email không hợp lệ.')).toBeTruthy();
    expect(screen.getByText(/Số di động Việt Nam/)).toBeTruthy();
    expect(field(/^Số điện thoại/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('offers only the roles and groups the server gives, and sends the checked values', async () => {
    const { calls, router } = await openCreateForm((call) =>
      is(call, 'POST', '/api/agency/staff') ? jsonResponse(201, member) : undefined,
    );
    expect(
      within(field(/^Vai trò/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Quản trị đại lý cấp 1', 'Nhân viên đại lý cấp 1']);
    fillValid();

    fireEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/ticketing-management'));
    expect(bodiesOf(calls, 'POST', '/api/agency/staff')).toEqual([
      {
        username: 'thu.ha',
        fullName: 'Phạm Thị Thu Hà',
        email: 'thu.ha@daily.vn',
        phone: '0912345678',
        accountType: 'SUB',
        role: 'agent_f1',
        groupIds: [GROUP_ID],
      },
    ]);
  });

  it('shows a duplicate the server refuses on the field it names', async () => {
    await openCreateForm((call) =>
      is(call, 'POST', '/api/agency/staff')
        ? jsonResponse(409, {
            code: 41,
            message: 'Email thu.ha@daily.vn đã được dùng cho tài khoản khác',
            details: { fields: [{ field: 'email', message: 'taken' }] },
          })
        : undefined,
    );
    fillValid();

    fireEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Email thu.ha@daily.vn đã được dùng cho tài khoản khác',
    );
    await waitFor(() => expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Email thu.ha@daily.vn đã được dùng cho tài khoản khác')).toHaveLength(2);
    expect(field(/^Tên đăng nhập/).getAttribute('aria-invalid')).toBe('false');
  });

  it('edits with the username fixed and sends the changes with PUT', async () => {
    const { calls, router } = renderApp(`/agent/change-ticketing?id=${MEMBER_ID}`, {
      session: loginAs('admin_f1'),
      handler: api((call) => {
        if (is(call, 'GET', '/api/agency/staff/form-options')) return jsonResponse(200, options);
        if (is(call, 'GET', `/api/agency/staff/${MEMBER_ID}`)) return jsonResponse(200, member);
        if (is(call, 'PUT', `/api/agency/staff/${MEMBER_ID}`))
          return jsonResponse(200, { ...member, role: 'admin_f1' });
        return undefined;
      }),
    });
    await screen.findByRole('form', { name: 'Sửa tài khoản nhân viên' });
    expect((field(/^Tên đăng nhập/) as HTMLInputElement).value).toBe('thu.ha');
    expect((field(/^Tên đăng nhập/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Đặt chỗ/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(field(/^Vai trò/), { target: { value: 'admin_f1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Kế toán/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/ticketing-management'));
    expect(bodiesOf(calls, 'PUT', `/api/agency/staff/${MEMBER_ID}`)).toEqual([
      {
        fullName: member.fullName,
        email: member.email,
        phone: member.phone,
        accountType: 'AGT',
        role: 'admin_f1',
        groupIds: [GROUP_ID, '33333333-3333-4333-8333-333333333333'],
      },
    ]);
  });
});

describe('the staff list actions', () => {
  it('locks an account only after the confirmation and resets a password the same way', async () => {
    const { calls } = renderApp('/agent/ticketing-management', {
      session: loginAs('admin_f1'),
      handler: api((call, body) => {
        if (is(call, 'GET', '/api/agency/staff')) return jsonResponse(200, { items: [member] });
        if (is(call, 'POST', `/api/agency/staff/${MEMBER_ID}/actions`))
          return jsonResponse(200, {
            ...member,
            status: (body as { action: string }).action === 'lock' ? 'locked' : 'active',
          });
        return undefined;
      }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Khóa: thu.ha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Khóa tài khoản thu.ha?' });
    expect(bodiesOf(calls, 'POST', `/api/agency/staff/${MEMBER_ID}/actions`)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Khóa' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST', `/api/agency/staff/${MEMBER_ID}/actions`)).toEqual([{ action: 'lock' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Đặt lại mật khẩu: thu.ha' }));
    const resetDialog = await screen.findByRole('dialog', { name: 'Đặt lại mật khẩu của thu.ha?' });
    expect(within(resetDialog).getByText(/thu\.ha@daily\.vn/)).toBeTruthy();
    fireEvent.click(within(resetDialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(calls, 'POST', `/api/agency/staff/${MEMBER_ID}/actions`)).toEqual([{ action: 'lock' }]);
  });

  it('lets an F2 admin with CHILD_AGENT_MANAGER pick a child agency and lists its staff', async () => {
    const child = {
      id: '44444444-4444-4444-8444-444444444444',
      code: 'BM003',
      name: 'Phòng vé Bình Minh',
      level: 'F3',
      status: 'active',
    };
    const base = loginAs('admin_f1');
    const session = {
      ...base,
      permissions: ['ADMIN_F2', 'CHILD_AGENT_MANAGER'],
      agentInfo: { ...base.agentInfo, level: 'F2' as const },
    };
    const { calls } = renderApp('/agent/child-ticketing-management', {
      session,
      handler: api((call) => {
        if (is(call, 'GET', '/api/agency/child-staff/agencies')) return jsonResponse(200, { items: [child] });
        if (is(call, 'GET', `/api/agency/child-staff/${child.id}/members`))
          return jsonResponse(200, { items: [member] });
        return undefined;
      }),
    });

    expect((await screen.findByRole('link', { name: 'Sửa: thu.ha' })).getAttribute('href')).toBe(
      `/agent/change-child-ticketing?agencyId=${child.id}&id=${MEMBER_ID}`,
    );
    expect((screen.getByRole('link', { name: 'Thêm nhân viên' }) as HTMLAnchorElement).getAttribute('href')).toBe(
      `/agent/change-child-ticketing?agencyId=${child.id}`,
    );
    expect(calls.some((call) => is(call, 'GET', `/api/agency/child-staff/${child.id}/members`))).toBe(true);
  });
});
