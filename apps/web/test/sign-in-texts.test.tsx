// The sign-in pages render from the sign-in part of the catalogue alone (decision 151): through their flows in both
// languages, no key they ask for is missing from it.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_SHARED_OPTIONS } from '../src/lib/i18n/i18n';
import { signInTexts } from '../src/lib/i18n/sign-in-texts';
import { jsonResponse } from './support/fetch-stub';
import { openResetDialog, sendForcedChange, typeInto } from './support/auth-flows';
import { renderApp } from './support/render-app';
import { createTestI18n, translations } from './support/test-i18n';

const missing: string[] = [];

beforeEach(async () => {
  missing.length = 0;
  await i18next
    .createInstance()
    .use(initReactI18next)
    .init({
      ...I18N_SHARED_OPTIONS,
      lng: 'vi',
      resources: {
        vi: { translation: signInTexts(translations.vi) },
        en: { translation: signInTexts(translations.en) },
      },
      react: { useSuspense: false },
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});
// The next files get the whole catalogue again.
afterAll(() => createTestI18n('vi'));

describe('the sign-in texts', () => {
  it('hold the login page, its refusal and its English', async () => {
    renderApp('/login', { handler: () => jsonResponse(401, { code: 11, message: 'Sai mật khẩu' }) });
    await screen.findByLabelText('Tên đăng nhập');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    typeInto('Tên đăng nhập', 'admin.f1');
    typeInto('Mật khẩu', 'sai');
    fireEvent.click(screen.getByRole('button', { name: 'Hiện ký tự đã nhập' }));
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByRole('alert');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), { target: { value: 'en' } });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(missing).toEqual([]);
  });

  it('hold the forced password change', async () => {
    await sendForcedChange('abcdefgh', 'abcdefgi');
    await screen.findByText(/Mật khẩu mới chưa đạt yêu cầu/);
    expect(missing).toEqual([]);
  });

  it('hold the forgotten password and its verification dialog', async () => {
    const dialog = await openResetDialog('Mã xác nhận không đúng');
    fireEvent.change(within(dialog).getByLabelText('Mã xác nhận'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await within(dialog).findByRole('alert');
    expect(missing).toEqual([]);
  });
});
