// The sign-in pages' steps that several tests walk: typing into a labelled field, and asking for a reset code on the
// forgotten-password page until its verification dialog opens (the API scripted to send the code and refuse it), and
// sending the forced password change.
import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse } from './fetch-stub';
import { loginAs } from './fixtures';
import { renderApp } from './render-app';

export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/**
 * Opens /forgot-password, asks for f2.agent's code (sent, valid 10 minutes) and answers the dialog; a code is refused
 * with `refusal`, or accepted without one.
 */
export async function openResetDialog(refusal?: string): Promise<HTMLElement> {
  renderApp('/forgot-password', {
    handler: (call) =>
      call.url === '/api/auth/forgot-password'
        ? jsonResponse(200, { sent: true, expiresInMinutes: 10 })
        : refusal === undefined
          ? jsonResponse(200, { ok: true })
          : jsonResponse(400, { code: 19, message: refusal }),
  });
  await screen.findByLabelText('Tên đăng nhập');
  typeInto('Tên đăng nhập', 'f2.agent');
  fireEvent.click(screen.getByRole('button', { name: 'Gửi mã xác nhận' }));
  return screen.findByRole('dialog', { name: 'Xác nhận đặt lại mật khẩu' });
}

/** Opens the forced password change of an F2 agent, fills it (current Temp@123) and sends it; the API accepts it. */
export async function sendForcedChange(next: string, confirmation: string) {
  const rendered = renderApp('/change-password', {
    session: loginAs('agent_f2', { mustChangePassword: true }),
    handler: () => jsonResponse(200, { ok: true }),
  });
  await screen.findByLabelText('Mật khẩu hiện tại');
  typeInto('Mật khẩu hiện tại', 'Temp@123');
  typeInto('Mật khẩu mới', next);
  typeInto('Xác nhận mật khẩu', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
  return rendered;
}
