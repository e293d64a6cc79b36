// When the server ends the session (401 code 13: account or agency locked; 14: session ended) the app goes to /login
// and the login page says why — the server's message, or the translated reason — once; other 401s say nothing.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createAppHttpClient, sessionEndNoticeOf } from '../src/app/http-wiring';
import { makeStore } from '../src/app/store';
import { createHttpClient } from '../src/lib/http/http-client';
import { registerNavigator } from '../src/lib/navigation';
import { loggedIn } from '../src/stores/session-slice';
import { loginAs } from './support/fixtures';
import { jsonResponse, stubFetch, type StubCall } from './support/fetch-stub';
import { recordingHooks } from './support/http-hooks';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  registerNavigator((path) => window.location.assign(path));
});

const LOCKED = 'Tài khoản hoặc đại lý đang bị khóa';

/** The staff page of an F1 admin whose every API call answers with this 401. */
function staffPageAnswering(status: number, body: unknown) {
  return renderApp('/agent/ticketing-management', {
    session: loginAs('admin_f1'),
    handler: (call: StubCall) =>
      call.url.startsWith('/api/agency/staff') ? jsonResponse(status, body) : jsonResponse(200, { items: [] }),
  });
}

describe('the login page after the server ended the session', () => {
  it("shows the server's message for a lock (401 code 13), then forgets it", async () => {
    const { router, store } = staffPageAnswering(401, { code: 13, message: LOCKED });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const notice = await screen.findByTestId('session-end-notice');
    expect(notice.textContent).toBe(LOCKED);
    expect(store.getState().session.status).toBe('anonymous');
    await waitFor(() => expect(store.getState().session.endNotice).toBeNull());

    // Coming back to /login later says nothing.
    await act(() => router.navigate('/forgot-password'));
    await screen.findByText('Gửi mã xác nhận');
    await act(() => router.navigate('/login'));
    await screen.findByLabelText('Tên đăng nhập');
    expect(screen.queryByTestId('session-end-notice')).toBeNull();
  });

  it('falls back to the translated reason when the server gave no message (401 code 14)', async () => {
    const { router } = staffPageAnswering(401, { code: 14, message: '' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByTestId('session-end-notice')).textContent).toBe(
      'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại',
    );
  });

  it('says nothing for a 401 that is not a lock or an ended session (code 10)', async () => {
    const { router } = staffPageAnswering(401, { code: 10, message: 'Vui lòng đăng nhập' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByLabelText('Tên đăng nhập');
    expect(screen.queryByTestId('session-end-notice')).toBeNull();
  });
});

describe('the reason reaching the store', () => {
  it("keeps the refresh's refusal when an expired token cannot be refreshed", async () => {
    const store = makeStore();
    store.dispatch(loggedIn(loginAs('admin_f1')));
    const navigate = vi.fn();
    registerNavigator(navigate);
    const { fetchImpl } = stubFetch((call) =>
      call.url === '/api/auth/refresh-token'
        ? jsonResponse(401, { code: 14, message: 'Phiên đăng nhập không còn hiệu lực, vui lòng đăng nhập lại' })
        : jsonResponse(401, { code: 18, message: 'expired' }),
    );
    const client = createAppHttpClient({ store, translate: () => '', getLanguage: () => 'vi', fetchImpl });

    await client.request({ url: '/api/agency/staff' });

    expect(navigate).toHaveBeenCalledWith('/login');
    expect(store.getState().session.endNotice).toEqual({
      code: 14,
      message: 'Phiên đăng nhập không còn hiệu lực, vui lòng đăng nhập lại',
    });
  });

  it("hands onSessionEnded the server's code and message", async () => {
    const onSessionEnded = vi.fn();
    const { fetchImpl } = stubFetch(() => jsonResponse(401, { code: 13, message: LOCKED }));
    const client = createHttpClient({
      appVersion: '2.88.0',
      fetchImpl,
      hooks: recordingHooks({ initialToken: 'token', language: 'vi' }, { onTokensRefreshed: vi.fn(), onSessionEnded }),
    });

    await client.request({ url: '/api/auth/me' });

    expect(onSessionEnded).toHaveBeenCalledWith({ code: 13, message: LOCKED });
  });

  it('tells the login page only about codes 13 and 14, with a blank message left to the translation', () => {
    expect(sessionEndNoticeOf({ code: 13, message: LOCKED })).toEqual({ code: 13, message: LOCKED });
    expect(sessionEndNoticeOf({ code: 14, message: '  ' })).toEqual({ code: 14, message: null });
    expect(sessionEndNoticeOf({ code: 10, message: 'Vui lòng đăng nhập' })).toBeUndefined();
    expect(sessionEndNoticeOf(undefined)).toBeUndefined();
  });
});
