// The plain sign-in pages (decision 152): no MUI element on them, a field in error named and marked invalid, the busy
// submit button, the verification dialog's cancel, and a toast over a sign-in page rendered inside the MUI theme.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { openResetDialog, typeInto } from './support/auth-flows';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const muiElements = () => document.body.querySelectorAll('[class*="Mui"]');

describe('the sign-in pages without MUI', () => {
  it.each([
    ['/login', undefined, 'Tên đăng nhập'],
    ['/forgot-password', undefined, 'Tên đăng nhập'],
    ['/change-password', loginAs('agent_f2', { mustChangePassword: true }), 'Mật khẩu hiện tại'],
  ])('%s renders no MUI component', async (path, session, label) => {
    renderApp(path, { session, handler: () => jsonResponse(200, { ok: true }) });
    await screen.findByLabelText(label);
    expect(muiElements()).toHaveLength(0);
  });

  it("is the same plain form on the shell's change-password page", async () => {
    renderApp('/system/change-password', { session: loginAs('agent_f2'), handler: () => jsonResponse(200, {}) });
    const form = await screen.findByRole('form', { name: 'Đổi mật khẩu' });
    expect(within(form).getByLabelText('Mật khẩu hiện tại')).toBeTruthy();
    expect(form.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });

  it('marks a missing field invalid and names its error', async () => {
    renderApp('/login', { handler: () => jsonResponse(200, {}) });
    const username = await screen.findByLabelText('Tên đăng nhập');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(username.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Vui lòng nhập tên đăng nhập');
    expect(screen.getByLabelText('Mật khẩu').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the submit button busy and disabled while signing in', async () => {
    renderApp('/login', { handler: () => new Promise<Response>(() => undefined) });
    await screen.findByLabelText('Tên đăng nhập');
    typeInto('Tên đăng nhập', 'admin.f1');
    typeInto('Mật khẩu', 'Admin@123');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const button = screen.getByRole('button', { name: 'Đăng nhập' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('closes the verification dialog on cancel', async () => {
    const dialog = await openResetDialog('Mã xác nhận không đúng');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the reset's toast on the login page, inside the MUI theme", async () => {
    const dialog = await openResetDialog();
    fireEvent.change(within(dialog).getByLabelText('Mã xác nhận'), { target: { value: '123456' } });
    fireEvent.change(within(dialog).getByLabelText('Mật khẩu mới'), { target: { value: 'Moi@12345' } });
    fireEvent.change(within(dialog).getByLabelText('Xác nhận mật khẩu'), { target: { value: 'Moi@12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đặt lại mật khẩu' }));
    const toast = await screen.findByText('Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.');
    await screen.findByRole('button', { name: 'Đăng nhập' });
    // The app theme's radius (8px; MUI's default is 4px) on the toast's Alert.
    const alert = toast.closest('.MuiAlert-root') as HTMLElement;
    expect(getComputedStyle(alert).borderRadius).toBe('8px');
  });
});
