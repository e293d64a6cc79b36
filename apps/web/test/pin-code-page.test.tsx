// /system/pin-code against a scripted API: the state, setting a PIN (checked before sending), changing it with the
// server's refusal shown on the field, a locked PIN turned off with the password, and the agency's requirement.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPinState } from '@portal/contracts';
import { DEFAULT_ROLE_PERMISSIONS, formatDateTime } from '@portal/domain';
import { MENU } from '../src/app/menu/menu-items';
import { menuSelectionFor, visibleMenu } from '../src/app/menu/visible-menu';
import { BUILT_PATHS } from '../src/app/pages';
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

const OFF: TPinState = {
  isEnabled: false,
  isRequired: false,
  lockedUntil: null,
  remainingAttempts: 5,
  maxAttempts: 5,
  lockMinutes: 15,
  updatedAt: null,
};
const ON: TPinState = { ...OFF, isEnabled: true, updatedAt: '2030-01-01T02:00:00.000Z' };

const is = (call: StubCall, method: string, path: string) =>
  (call.init.method ?? 'GET') === method && new URL(call.url, 'http://portal.test').pathname === path;
const bodiesOf = (calls: StubCall[], method: string, path: string) =>
  calls.filter((call) => is(call, method, path)).map((call) => JSON.parse(String(call.init.body)));
const type = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

/** The page with a PIN state the handler may change; `answer` scripts the writes. */
function renderPage(
  initial: TPinState,
  answer: (call: StubCall, body: Record<string, string>) => { status: number; body: unknown; next?: TPinState },
) {
  let state = initial;
  return renderApp('/system/pin-code', {
    session: loginAs('agent_f2'),
    handler: (call) => {
      if (is(call, 'GET', '/api/pin-code')) return jsonResponse(200, state);
      if (new URL(call.url, 'http://portal.test').pathname.startsWith('/api/pin-code')) {
        const reply = answer(call, JSON.parse(String(call.init.body)));
        if (reply.next) state = reply.next;
        return jsonResponse(reply.status, reply.body);
      }
      return jsonResponse(200, {});
    },
  });
}

describe('the PIN code page', () => {
  it('is in the system menu of every role', () => {
    for (const [role, permissions] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
      const menu = visibleMenu(MENU, { permissions, builtPaths: BUILT_PATHS });
      expect(menuSelectionFor(menu, '/system/pin-code'), role).toEqual({ menu: 'system', subMenu: 'system-pin-code' });
    }
  });

  it('shows a PIN that is off, checks the new PIN before sending, then turns it on', async () => {
    const { calls } = renderPage(OFF, (_call, body) => ({
      status: 200,
      body: { ...ON, isEnabled: body.pin === '493817' },
      next: ON,
    }));
    const form = await screen.findByRole('form', { name: 'Đặt mã PIN' });
    expect(screen.getByText('Chưa bật')).toBeTruthy();

    type(form, /^Mã PIN mới/, '123456');
    type(form, /^Nhập lại mã PIN mới/, '123457');
    fireEvent.click(within(form).getByRole('button', { name: 'Bật mã PIN' }));
    expect(
      await within(form).findByText('Mã PIN quá dễ đoán (ví dụ 000000, 123456, 121212), hãy chọn mã khác.'),
    ).toBeTruthy();
    expect(within(form).getByText('Hai mã PIN không khớp.')).toBeTruthy();
    expect(within(form).getByText('Nhập mật khẩu tài khoản.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST', '/api/pin-code')).toEqual([]);

    type(form, /^Mã PIN mới/, '49x3817');
    type(form, /^Nhập lại mã PIN mới/, '493817');
    type(form, /^Mật khẩu tài khoản/, 'Demo@2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Bật mã PIN' }));

    expect(await screen.findByRole('form', { name: 'Đổi mã PIN' })).toBeTruthy();
    expect(bodiesOf(calls, 'POST', '/api/pin-code')).toEqual([{ pin: '493817', password: 'Demo@2026' }]);
    expect(screen.getByText('Đang bật')).toBeTruthy();
    expect(screen.getByText('Còn 5/5 lần nhập sai trước khi mã PIN bị khóa 15 phút.')).toBeTruthy();
  });

  it("shows a wrong current PIN on its field with the server's message, and the attempts left after it", async () => {
    const { calls } = renderPage(ON, () => ({
      status: 400,
      body: {
        code: 121,
        message: 'Mã PIN không đúng. Còn 4 lần thử trước khi mã PIN bị khóa',
        details: { remainingAttempts: 4, fields: [{ field: 'currentPin', message: 'wrong' }] },
      },
      next: { ...ON, remainingAttempts: 4 },
    }));
    const form = await screen.findByRole('form', { name: 'Đổi mã PIN' });

    type(form, /^Mã PIN hiện tại/, '111222');
    type(form, /^Mã PIN mới/, '582046');
    type(form, /^Nhập lại mã PIN mới/, '582046');
    fireEvent.click(within(form).getByRole('button', { name: 'Đổi mã PIN' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Mã PIN không đúng. Còn 4 lần thử trước khi mã PIN bị khóa',
    );
    expect(within(form).getAllByText('Mã PIN không đúng. Còn 4 lần thử trước khi mã PIN bị khóa')).toHaveLength(2);
    expect(bodiesOf(calls, 'PUT', '/api/pin-code')).toEqual([{ currentPin: '111222', newPin: '582046' }]);
    expect(await screen.findByText('Còn 4/5 lần nhập sai trước khi mã PIN bị khóa 15 phút.')).toBeTruthy();
  });

  it('shows a locked PIN with its time, keeps the change closed and turns it off with the account password', async () => {
    const lockedUntil = '2030-01-01T03:15:00.000Z';
    const { calls } = renderPage({ ...ON, lockedUntil, remainingAttempts: 0 }, () => ({
      status: 200,
      body: OFF,
      next: OFF,
    }));
    const turnOff = await screen.findByRole('form', { name: 'Tắt mã PIN' });
    expect(
      screen.getByText(new RegExp(`Mã PIN đang bị khóa đến ${formatDateTime(new Date(lockedUntil))}`)),
    ).toBeTruthy();
    const change = screen.getByRole('form', { name: 'Đổi mã PIN' });
    expect(within(change).getByRole('button', { name: 'Đổi mã PIN' })).toHaveProperty('disabled', true);
    expect(within(turnOff).getByRole('radio', { name: 'Dùng mã PIN hiện tại' })).toHaveProperty('disabled', true);

    type(turnOff, /^Mật khẩu tài khoản/, 'Demo@2026');
    fireEvent.click(within(turnOff).getByRole('button', { name: 'Tắt mã PIN' }));

    expect(await screen.findByRole('form', { name: 'Đặt mã PIN' })).toBeTruthy();
    expect(bodiesOf(calls, 'POST', '/api/pin-code/turn-off')).toEqual([{ password: 'Demo@2026' }]);
  });

  it('turns the PIN off with the current PIN', async () => {
    const { calls } = renderPage(ON, () => ({ status: 200, body: OFF, next: OFF }));
    const form = await screen.findByRole('form', { name: 'Tắt mã PIN' });

    type(form, /^Mã PIN hiện tại/, '493817');
    fireEvent.click(within(form).getByRole('button', { name: 'Tắt mã PIN' }));

    await waitFor(() => expect(bodiesOf(calls, 'POST', '/api/pin-code/turn-off')).toEqual([{ pin: '493817' }]));
    expect(await screen.findByText('Chưa bật')).toBeTruthy();
  });

  it('warns when the agency requires a PIN the user has not set', async () => {
    renderPage({ ...OFF, isRequired: true }, () => ({ status: 500, body: {} }));

    expect(
      await screen.findByText(/^Đại lý của bạn yêu cầu mã PIN cho các thao tác liên quan đến tiền\. Hãy đặt mã PIN/),
    ).toBeTruthy();
  });
});
