// The sign-in pages' steps that several tests walk: typing into a labelled field, and asking for a reset code on the
// forgotten-password page until its verification dialog opens (the API scripted to send the code and refuse it).
import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse } from './fetch-stub';
import { renderApp } from './render-app';

export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Opens /forgot-password, asks for f2.agent's code (sent, valid 10 minutes) and answers the dialog; a code is refused. */
export async function openResetDialog(refusal: string): Promise<HTMLElement> {
  renderApp('/forgot-password', {
    handler: (call) =>
      call.url === '/api/auth/forgot-password'
        ? jsonResponse(200, { sent: true, expiresInMinutes: 10 })
        : jsonResponse(400, { code: 19, message: refusal }),
  });
  await screen.findByLabelText('Tên đăng nhập');
  typeInto('Tên đăng nhập', 'f2.agent');
  fireEvent.click(screen.getByRole('button', { name: 'Gửi mã xác nhận' }));
  return screen.findByRole('dialog', { name: 'Xác nhận đặt lại mật khẩu' });
}
