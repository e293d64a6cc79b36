// The editable profile against a scripted API: name and phone alone; a new email asks for the current password; errors on fields.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TSession } from '@portal/contracts';
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

const login = loginAs('agent_f2');
const session: TSession = {
  memberInfo: login.memberInfo,
  agentInfo: login.agentInfo,
  permissions: login.permissions,
  mustChangePassword: false,
};
const is = (call: StubCall, method: string, path: string) =>
  (call.init.method ?? 'GET') === method && new URL(call.url, 'http://portal.test').pathname === path;
const profileBodies = (calls: StubCall[]) =>
  calls.filter((call) => is(call, 'PUT', '/api/account/profile')).map((call) => JSON.parse(String(call.init.body)));
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderProfile(answer: (body: Record<string, string>) => Response) {
  return renderApp('/agent/change-account-info', {
    session: login,
    handler: (call) => {
      if (is(call, 'GET', '/api/auth/me')) return jsonResponse(200, session);
      if (is(call, 'PUT', '/api/account/profile')) return answer(JSON.parse(String(call.init.body)));
      return jsonResponse(200, {});
    },
  });
}

describe('the account information form', () => {
  it('saves a new name and phone without asking for the password and updates the session', async () => {
    const { calls, store } = renderProfile((body) =>
      jsonResponse(200, { memberInfo: { ...session.memberInfo, fullName: body.fullName!, phone: body.phone! } }),
    );
    await screen.findByRole('form', { name: 'Thông tin cá nhân' });
    expect(screen.queryByLabelText(/^Mật khẩu hiện tại/)).toBeNull();

    type(/^Họ và tên/, 'Trần Thị Bình An');
    type(/^Số điện thoại/, '84 912 345 678');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thông tin' }));

    await waitFor(() => expect(store.getState().session.memberInfo?.fullName).toBe('Trần Thị Bình An'));
    expect(profileBodies(calls)).toEqual([
      { fullName: 'Trần Thị Bình An', email: 'user@example.vn', phone: '84912345678' },
    ]);
  });

  it('checks the fields with the contract before sending', async () => {
    const { calls } = renderProfile(() => jsonResponse(200, { memberInfo: session.memberInfo }));
    await screen.findByRole('form', { name: 'Thông tin cá nhân' });

    type(/^Họ và tên/, 'Binh 2');
    type(/^Số điện thoại/, '0212345678');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thông tin' }));

    expect(await screen.findByText('Họ và tên chỉ gồm chữ cái và khoảng trắng.')).toBeTruthy();
    expect(screen.getByText(/^Số di động Việt Nam/)).toBeTruthy();
    expect(profileBodies(calls)).toEqual([]);
  });

  it('asks for the current password when the email changes and shows a wrong one on that field', async () => {
    const { calls } = renderProfile(() =>
      jsonResponse(400, {
        code: 16,
        message: 'Mật khẩu hiện tại không đúng',
        details: { fields: [{ field: 'currentPassword', message: 'wrong' }] },
      }),
    );
    await screen.findByRole('form', { name: 'Thông tin cá nhân' });

    type(/^Email\s*\*?$/, 'binh.moi@example.vn');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thông tin' }));
    expect(await screen.findByText('Nhập mật khẩu hiện tại để đổi email.')).toBeTruthy();
    expect(profileBodies(calls)).toEqual([]);

    type(/^Mật khẩu hiện tại/, 'Sai@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thông tin' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Mật khẩu hiện tại không đúng');
    expect(screen.getAllByText('Mật khẩu hiện tại không đúng')).toHaveLength(2);
    expect(profileBodies(calls)).toEqual([
      { fullName: 'Trần Thị Bình', email: 'binh.moi@example.vn', phone: '0901234567', currentPassword: 'Sai@2026' },
    ]);
  });
});
