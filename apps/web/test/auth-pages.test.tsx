// Login, forgot password and forced change against a scripted API: messages, dialog state and navigation.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { openResetDialog, sendForcedChange, typeInto } from './support/auth-flows';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('login page', () => {
  it('shows the server message when the password is wrong', async () => {
    const { store, calls } = renderApp('/login', {
      handler: () => jsonResponse(401, { code: 11, message: 'Tên đăng nhập hoặc mật khẩu không đúng' }),
    });
    await screen.findByLabelText('Tên đăng nhập');
    typeInto('Tên đăng nhập', 'admin.f1');
    typeInto('Mật khẩu', 'sai-mat-khau');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ username: 'admin.f1', password: 'sai-mat-khau' });
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('toggles the password between hidden and shown', async () => {
    renderApp('/login', { handler: () => jsonResponse(200, {}) });
    const input = (await screen.findByLabelText('Mật khẩu')) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Hiện ký tự đã nhập' }));
    expect(input.type).toBe('text');
  });

  it('signs in, keeps the token in memory only and opens the home page', async () => {
    const { store, router } = renderApp('/login', { handler: () => jsonResponse(200, loginAs('admin_f1')) });
    await screen.findByLabelText('Tên đăng nhập');
    typeInto('Tên đăng nhập', 'admin.f1');
    typeInto('Mật khẩu', 'Admin@123');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn An' });
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.accessToken).toBe('admin_f1-token');
    expect(JSON.stringify({ ...localStorage })).not.toContain('token');
  });

  it('sends a user who must change the password to /change-password', async () => {
    const { router } = renderApp('/login', {
      handler: () => jsonResponse(200, loginAs('agent_f2', { mustChangePassword: true })),
    });
    await screen.findByLabelText('Tên đăng nhập');
    typeInto('Tên đăng nhập', 'f2.agent');
    typeInto('Mật khẩu', 'Temp@123');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByLabelText('Mật khẩu hiện tại');
    expect(router.state.location.pathname).toBe('/change-password');
  });
});

describe('forced password change', () => {
  it('names what the new password is missing before calling the server', async () => {
    const { calls } = await sendForcedChange('abcdefgh', 'abcdefgh');
    const message = await screen.findByText(/Mật khẩu mới chưa đạt yêu cầu/);
    expect(message.textContent).toContain('thiếu chữ in hoa');
    expect(message.textContent).toContain('thiếu chữ số');
    expect(message.textContent).toContain('thiếu ký tự đặc biệt');
    expect(message.textContent).not.toContain('8 ký tự');
    expect(calls).toHaveLength(0);
  });

  it('changes the password, takes the fresh access token, reloads the session and goes home', async () => {
    const session = loginAs('agent_f2', { mustChangePassword: true });
    const { router, store } = renderApp('/change-password', {
      session,
      handler: (call) =>
        call.url === '/api/auth/change-password'
          ? jsonResponse(200, {
              ok: true,
              accessToken: 'fresh-token',
              accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
            })
          : jsonResponse(200, { ...session, mustChangePassword: false }),
    });
    await screen.findByLabelText('Mật khẩu hiện tại');
    typeInto('Mật khẩu hiện tại', 'Temp@123');
    typeInto('Mật khẩu mới', 'Moi@12345');
    typeInto('Xác nhận mật khẩu', 'Moi@12345');
    fireEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await screen.findByRole('heading', { name: 'Xin chào, Trần Thị Bình' });
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.mustChangePassword).toBe(false);
    expect(store.getState().session.accessToken).toBe('fresh-token');
  });
});

describe('change password opened without being forced', () => {
  it('says the change is required only when it is', async () => {
    renderApp('/change-password', {
      session: loginAs('agent_f2', { mustChangePassword: true }),
      handler: () => jsonResponse(200, { ok: true }),
    });
    await screen.findByText('Bạn cần đổi mật khẩu trước khi tiếp tục sử dụng hệ thống.');
  });

  it('shows the ordinary wording to a user who is not forced', async () => {
    renderApp('/change-password', { session: loginAs('agent_f2'), handler: () => jsonResponse(200, { ok: true }) });
    await screen.findByLabelText('Mật khẩu hiện tại');
    expect(screen.queryByText(/Bạn cần đổi mật khẩu trước khi tiếp tục/)).toBeNull();
    expect(
      screen.getByText('Sau khi đổi mật khẩu, các phiên đăng nhập trên thiết bị khác sẽ bị đăng xuất.'),
    ).toBeTruthy();
  });
});

describe('forgot password', () => {
  it('opens the verification dialog and shows a wrong code as an error', async () => {
    const dialog = await openResetDialog('Mã xác nhận không đúng hoặc đã hết hạn');
    expect(within(dialog).getByRole('status').textContent).toContain('10 phút');

    fireEvent.change(within(dialog).getByLabelText('Mã xác nhận'), { target: { value: '123456' } });
    fireEvent.change(within(dialog).getByLabelText('Mật khẩu mới'), { target: { value: 'Moi@12345' } });
    fireEvent.change(within(dialog).getByLabelText('Xác nhận mật khẩu'), { target: { value: 'Moi@12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Mã xác nhận không đúng hoặc đã hết hạn'),
    );
  });
});
