// The real route tree behind the guard: where each kind of user lands.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { APP_ROUTES } from '../src/app/router';
import { makeStore } from '../src/app/store';
import { loggedIn, sessionEnded } from '../src/stores/session-slice';
import { installHttpClient } from '../src/lib/http/client-holder';
import { createHttpClient } from '../src/lib/http/http-client';
import { loginAs } from './support/fixtures';
import { flush, jsonResponse, stubFetch } from './support/fetch-stub';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
  // The agency's anniversary is today (the overlay's answer); every other read is an empty list.
  const { fetchImpl } = stubFetch(({ url }) =>
    url.includes('/api/agency-anniversary')
      ? jsonResponse(200, {
          foundedOn: '2016-01-01',
          isToday: true,
          years: 10,
          agencyName: 'Đại lý Hà Nội',
          today: '2026-01-01',
        })
      : jsonResponse(200, { items: [] }),
  );
  installHttpClient(
    createHttpClient({
      appVersion: '2.88.0',
      fetchImpl,
      hooks: {
        getAccessToken: () => 'token',
        getLanguage: () => 'vi',
        onTokensRefreshed: () => undefined,
        onSessionEnded: () => undefined,
        onForbidden: () => undefined,
        onPasswordChangeRequired: () => undefined,
        onStepUpRequired: () => undefined,
        onNetworkFailure: () => undefined,
        onVersionMismatch: () => undefined,
        onServerOffset: () => undefined,
        onClockSkew: () => undefined,
      },
    }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderAt(path: string, session?: ReturnType<typeof loginAs>) {
  const store = makeStore();
  store.dispatch(session ? loggedIn(session) : sessionEnded());
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('routing behind the guard', () => {
  it('shows the login form to a visitor without a session', async () => {
    const router = renderAt('/agent/ticketing-management');
    expect(await screen.findByLabelText('Tên đăng nhập')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ngôn ngữ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lands an f2 agent who opens /agent/config-f2 on /not-allow', async () => {
    const router = renderAt('/agent/config-f2', loginAs('agent_f2'));
    expect(await screen.findByRole('heading', { name: 'Không có quyền truy cập' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/not-allow');
  });

  it('lists on the home page only sections with built screens, counts only those, and links each card', async () => {
    renderAt('/', loginAs('admin_f1'));
    await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn An' }, { timeout: 20_000 });
    const functions = screen.getByRole('region', { name: 'Chức năng được mở theo quyền của bạn' });
    for (const missing of ['Sửa đặt chỗ', 'Mã QR']) {
      expect(within(functions).queryByRole('heading', { name: missing })).toBeNull();
    }
    // eSIM has its five screens now: the card links to the catalogue.
    const esim = within(functions).getByRole('link', { name: /eSIM/ });
    expect(esim.getAttribute('href')).toBe('/esim/products');
    expect(esim.textContent).toContain('5/5 màn hình được phép');
    // Trains have screens now: the card links to the first built one.
    expect(
      within(functions)
        .getByRole('link', { name: /Vé tàu/ })
        .getAttribute('href'),
    ).toMatch(/^\/train/);
    const booking = within(functions).getByRole('link', { name: /Vé máy bay/ });
    expect(booking.getAttribute('href')).toBe('/booking/search');
    expect(booking.textContent).toContain('18/18 màn hình được phép');
    expect(
      within(functions)
        .getByRole('link', { name: /Vé tàu/ })
        .getAttribute('href'),
    ).toBe('/train');
    const agent = within(functions).getByRole('link', { name: /Đại lý/ });
    expect(agent.getAttribute('href')).toBe('/agent/ticketing-management');
    cleanup();

    renderAt('/', loginAs('agent_f2'));
    await screen.findByRole('heading', { name: 'Xin chào, Trần Thị Bình' });
    const classic = screen.getByRole('region', { name: 'Chức năng được mở theo quyền của bạn' });
    expect(
      within(classic)
        .getByRole('link', { name: /Vé máy bay/ })
        .getAttribute('href'),
    ).toBe('/booking/search');
    expect(within(classic).queryByText(/Vé tàu/)).toBeNull();
  });

  it('keeps a user who must change the password on the forced change page', async () => {
    const router = renderAt('/system/group-permissions', loginAs('admin_f1', { mustChangePassword: true }));
    expect(await screen.findByLabelText('Mật khẩu hiện tại')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('shows the new home with the anniversary overlay (once a day) for an admin_f1, the classic one for an f2 agent', async () => {
    localStorage.clear();
    renderAt('/', loginAs('admin_f1'));
    await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn An' });
    expect(document.querySelector('[data-home-variant="new"]')).not.toBeNull();
    expect(await screen.findByRole('dialog', { name: /Chúc mừng kỷ niệm ngày thành lập!/ })).toBeTruthy();
    cleanup();
    // Seen today: not again on the next visit the same day.
    renderAt('/', loginAs('admin_f1'));
    await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn An' });
    await flush(50);
    expect(screen.queryByRole('dialog', { name: /Chúc mừng kỷ niệm ngày thành lập!/ })).toBeNull();
    cleanup();

    renderAt('/', loginAs('agent_f2'));
    await screen.findByRole('heading', { name: 'Xin chào, Trần Thị Bình' });
    expect(document.querySelector('[data-home-variant="classic"]')).not.toBeNull();
    await flush(50);
    expect(screen.queryByRole('dialog', { name: /Chúc mừng kỷ niệm ngày thành lập!/ })).toBeNull();
  });

  it('lists only the pages the user may open in the side menu, with collapsible groups', async () => {
    const original = window.matchMedia;
    // A desktop-width window: the permanent drawer is rendered.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      renderAt('/', loginAs('agent_f2'));
      const nav = await screen.findByRole('navigation', { name: 'Menu chính' });
      expect(within(nav).getByRole('link', { name: 'Trang chủ' }).getAttribute('aria-current')).toBe('page');
      const agentGroup = within(nav).getByRole('button', { name: 'Đại lý' });
      expect(agentGroup.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(agentGroup);
      expect(agentGroup.getAttribute('aria-expanded')).toBe('true');
      expect(within(nav).getByRole('link', { name: 'Thông tin tài khoản' })).toBeTruthy();
      expect(within(nav).queryByRole('link', { name: 'Tài khoản nhân viên' })).toBeNull();
      fireEvent.click(within(nav).getByRole('button', { name: 'Hệ thống' }));
      expect(within(nav).getByRole('link', { name: 'Đổi mật khẩu' })).toBeTruthy();
      expect(within(nav).queryByRole('link', { name: 'Nhóm quyền' })).toBeNull();
      cleanup();
      localStorage.clear();

      renderAt('/system/change-password', loginAs('admin_f1'));
      const adminNav = await screen.findByRole('navigation', { name: 'Menu chính' });
      // The group of the current page opens by itself and its link is marked as the current page.
      expect(within(adminNav).getByRole('link', { name: 'Đổi mật khẩu' }).getAttribute('aria-current')).toBe('page');
      expect(within(adminNav).getByRole('link', { name: 'Nhóm quyền' })).toBeTruthy();
      const adminAgentGroup = within(adminNav).getByRole('button', { name: 'Đại lý' });
      expect(adminAgentGroup.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(adminAgentGroup);
      expect(within(adminNav).getByRole('link', { name: 'Tài khoản nhân viên' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
