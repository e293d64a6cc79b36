// The texts' backend (decision 151): the sign-in part of a language's catalogue until the whole is asked for, then the
// whole catalogue of every language read so far and of each read after.
import i18next from 'i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { I18N_SHARED_OPTIONS } from '../src/lib/i18n/i18n';

const SIGN_IN = { login: { title: 'Đăng nhập' } };
const WHOLE = { ...SIGN_IN, home: { title: 'Trang chủ' } };

afterEach(() => vi.unstubAllGlobals());

it('reads the sign-in texts first, and every language whole once the whole catalogue is asked for', async () => {
  // A fresh module: the backend's state is the app's, once per page.
  vi.resetModules();
  const { loadWholeCatalogue, localeBackend, readFor } = await import('../src/lib/i18n/locale-backend');
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(Response.json(url.endsWith('/sign-in.json') ? SIGN_IN : WHOLE));
  });
  const instance = i18next.createInstance();
  readFor(instance);
  await instance.use(localeBackend).init({ ...I18N_SHARED_OPTIONS, lng: 'vi' });
  expect([instance.t('login.title'), instance.t('home.title')]).toEqual(['Đăng nhập', '']);

  await loadWholeCatalogue();
  expect([instance.t('login.title'), instance.t('home.title')]).toEqual(['Đăng nhập', 'Trang chủ']);
  await instance.changeLanguage('en');
  expect(urls).toEqual(['/locales/vi/sign-in.json', '/locales/vi/translation.json', '/locales/en/translation.json']);
});
