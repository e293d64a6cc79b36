// The permission group screens against a scripted API: only held codes offered, grouped with vi/en meanings; errors on fields.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPermissionGroupDetail, TPermissionGroupFormOptions } from '@portal/contracts';
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

const GROUP_ID = '55555555-5555-4555-8555-555555555555';
const AGENT_ID = '66666666-6666-4666-8666-666666666666';

const options: TPermissionGroupFormOptions = {
  heldCodes: [
    { code: 'ADMIN_F2', vi: 'Quản trị đại lý cấp 2', en: 'Sub-agency administrator' },
    { code: 'BOOKING_TICKET', vi: 'Đặt chỗ', en: 'Make bookings' },
    { code: 'EXPORT_TICKET', vi: 'Xuất vé', en: 'Issue tickets' },
    { code: 'USE_TRAIN', vi: 'Đặt vé tàu', en: 'Book train tickets' },
  ],
  users: [
    { id: AGENT_ID, username: 'nv.nam', fullName: 'Đỗ Hoàng Nam', status: 'active' },
    { id: '77777777-7777-4777-8777-777777777777', username: 'nv.cu', fullName: 'Lê Văn Cũ', status: 'locked' },
  ],
};

const group: TPermissionGroupDetail = {
  id: GROUP_ID,
  name: 'Nhân viên xuất vé',
  description: 'Đặt và xuất vé',
  codes: ['BOOKING_TICKET', 'USE_ESIM'],
  memberCount: 1,
  memberIds: [AGENT_ID],
};

type Route = (call: StubCall) => Response | undefined;
const is = (call: StubCall, method: string, path: string) =>
  (call.init.method ?? 'GET') === method && new URL(call.url, 'http://portal.test').pathname === path;
const bodiesOf = (calls: StubCall[], method: string, path: string) =>
  calls.filter((call) => is(call, method, path)).map((call) => JSON.parse(String(call.init.body)));

function renderGroupForm(path: string, route: Route = () => undefined) {
  return renderApp(path, {
    session: loginAs('admin_f1'),
    handler: (call) => {
      if (is(call, 'GET', '/api/permission-groups/form-options')) return jsonResponse(200, options);
      if (is(call, 'GET', `/api/permission-groups/${GROUP_ID}`)) return jsonResponse(200, group);
      return route(call) ?? jsonResponse(200, {});
    },
  });
}

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the permission group form', () => {
  it('offers only the codes the agency holds, grouped, each with its Vietnamese and English meaning', async () => {
    renderGroupForm('/system/change-group-permissions');
    await screen.findByRole('form', { name: 'Thêm nhóm quyền' });

    const tickets = screen.getByRole('region', { name: 'Đặt chỗ và vé' });
    expect(
      within(tickets)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['BOOKING_TICKET — Đặt chỗ (Make bookings)', 'EXPORT_TICKET — Xuất vé (Issue tickets)']);
    expect(screen.getByRole('region', { name: 'Quản trị và cấp đại lý' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sản phẩm' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /ADMIN_F1/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /USE_ESIM/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ký quỹ' })).toBeNull();
  });

  it('asks for a name and at least one code before sending anything', async () => {
    const { calls } = renderGroupForm('/system/change-group-permissions');
    await screen.findByRole('form', { name: 'Thêm nhóm quyền' });

    fireEvent.click(screen.getByRole('button', { name: 'Lưu nhóm quyền' }));

    expect(await screen.findByText('Chọn ít nhất một quyền.')).toBeTruthy();
    expect(screen.getByText('Nhập tên nhóm (tối đa 100 ký tự).')).toBeTruthy();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('creates a group with the ticked codes and members and goes back to the list', async () => {
    const { calls, router } = renderGroupForm('/system/change-group-permissions', (call) =>
      is(call, 'POST', '/api/permission-groups') ? jsonResponse(201, { ...group, id: 'new' }) : undefined,
    );
    await screen.findByRole('form', { name: 'Thêm nhóm quyền' });
    fireEvent.change(screen.getByLabelText(/^Tên nhóm/), { target: { value: 'Nhân viên xuất vé' } });
    fireEvent.click(checkbox(/EXPORT_TICKET/));
    fireEvent.click(checkbox(/BOOKING_TICKET/));
    fireEvent.click(checkbox(/nv\.nam/));
    expect(checkbox(/nv\.cu/).closest('label')?.textContent).toBe('nv.cu — Lê Văn Cũ (Đã khóa)');

    fireEvent.click(screen.getByRole('button', { name: 'Lưu nhóm quyền' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/system/group-permissions'));
    expect(bodiesOf(calls, 'POST', '/api/permission-groups')).toEqual([
      { name: 'Nhân viên xuất vé', description: '', codes: ['EXPORT_TICKET', 'BOOKING_TICKET'], memberIds: [AGENT_ID] },
    ]);
  });

  it("shows the server's refusal of codes on the codes field", async () => {
    renderGroupForm('/system/change-group-permissions', (call) =>
      is(call, 'POST', '/api/permission-groups')
        ? jsonResponse(400, {
            code: 1,
            message: 'Đại lý không có các quyền sau nên không thể cấp: USE_TRAIN',
            details: { fields: [{ field: 'codes', message: 'USE_TRAIN' }], codes: ['USE_TRAIN'] },
          })
        : undefined,
    );
    await screen.findByRole('form', { name: 'Thêm nhóm quyền' });
    fireEvent.change(screen.getByLabelText(/^Tên nhóm/), { target: { value: 'Tàu' } });
    fireEvent.click(checkbox(/USE_TRAIN/));

    fireEvent.click(screen.getByRole('button', { name: 'Lưu nhóm quyền' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Đại lý không có các quyền sau nên không thể cấp: USE_TRAIN',
    );
    // Under the error alert, the codes field says it again next to the list.
    expect(screen.getAllByText('Đại lý không có các quyền sau nên không thể cấp: USE_TRAIN')).toHaveLength(2);
  });

  it('edits a group, showing a code the agency no longer holds so it can be taken out, and sends PUT', async () => {
    const { calls, router } = renderGroupForm(`/system/change-group-permissions?id=${GROUP_ID}`, (call) =>
      is(call, 'PUT', `/api/permission-groups/${GROUP_ID}`) ? jsonResponse(200, group) : undefined,
    );
    await screen.findByRole('form', { name: 'Sửa nhóm quyền' });
    expect((screen.getByLabelText(/^Tên nhóm/) as HTMLInputElement).value).toBe('Nhân viên xuất vé');
    expect(checkbox(/BOOKING_TICKET/).checked).toBe(true);
    expect(checkbox(/USE_ESIM/).checked).toBe(true);
    expect(checkbox(/USE_ESIM/).closest('label')?.textContent).toContain('đại lý không còn quyền này');
    expect(checkbox(/nv\.nam/).checked).toBe(true);

    fireEvent.click(checkbox(/USE_ESIM/));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu nhóm quyền' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/system/group-permissions'));
    expect(bodiesOf(calls, 'PUT', `/api/permission-groups/${GROUP_ID}`)).toEqual([
      { name: group.name, description: group.description, codes: ['BOOKING_TICKET'], memberIds: [AGENT_ID] },
    ]);
  });
});

describe('the permission group list', () => {
  it('deletes an unused group after the confirmation and keeps a used one undeletable', async () => {
    const unused = {
      id: '88888888-8888-4888-8888-888888888888',
      name: 'Nhóm cũ',
      description: '',
      codes: ['BOOKING_TICKET'],
      memberCount: 0,
    };
    const { calls } = renderApp('/system/group-permissions', {
      session: loginAs('admin_f1'),
      handler: (call) => {
        if (is(call, 'GET', '/api/permission-groups')) return jsonResponse(200, { items: [group, unused] });
        if (is(call, 'GET', '/api/permissions/catalog')) return jsonResponse(200, { items: options.heldCodes });
        if (is(call, 'DELETE', `/api/permission-groups/${unused.id}`)) return jsonResponse(200, { ok: true });
        return jsonResponse(200, {});
      },
    });

    expect(((await screen.findByRole('button', { name: `Xóa: ${group.name}` })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Xóa: Nhóm cũ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa nhóm quyền?' });
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    await waitFor(() =>
      expect(calls.filter((call) => is(call, 'DELETE', `/api/permission-groups/${unused.id}`))).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      ((await screen.findByRole('link', { name: `Sửa: ${group.name}` })) as HTMLAnchorElement).getAttribute('href'),
    ).toBe(`/system/change-group-permissions?id=${GROUP_ID}`);
  });
});
