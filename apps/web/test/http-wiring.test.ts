// The client wired to the store: the toast text, the step-up slice, the update flag and the redirects.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppHttpClient } from '../src/app/http-wiring';
import { makeStore } from '../src/app/store';
import { loggedIn } from '../src/stores/session-slice';
import { registerNavigator } from '../src/lib/navigation';
import { createStepUpBroker, type StepUpBroker } from '../src/lib/http/step-up';
import { flush, jsonResponse, stubFetch, type StubHandler } from './support/fetch-stub';
import { translations } from './support/test-i18n';

const vi_t = (key: string): string =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translations.vi) as string;

function setup(handler: StubHandler, stepUp: StepUpBroker = createStepUpBroker()) {
  const store = makeStore();
  const navigate = vi.fn();
  registerNavigator(navigate);
  const { fetchImpl } = stubFetch(handler);
  const client = createAppHttpClient({ store, translate: vi_t, getLanguage: () => 'vi', fetchImpl, stepUp });
  return { store, client, navigate };
}

const LOGIN = {
  accessToken: 'token-1',
  refreshToken: 'r',
  accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
  mustChangePassword: false,
  permissions: ['ADMIN_F1'],
  memberInfo: {
    id: 'm1',
    username: 'admin.f1',
    fullName: 'Nguyễn Văn An',
    email: 'a@example.vn',
    phone: '0900000000',
    accountType: 'AGT' as const,
    role: 'admin_f1' as const,
  },
  agentInfo: {
    id: 'a1',
    code: 'F1-001',
    name: 'Đại lý Hà Nội',
    level: 'F1' as const,
    parentId: null,
    address: 'Hà Nội',
    phone: '024',
    email: 'hn@example.vn',
  },
};

afterEach(() => registerNavigator((path) => window.location.assign(path)));

describe('http client wired to the app', () => {
  it('shows the Vietnamese network-failure toast as an error for 5 seconds', async () => {
    const { store, client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await client.request({ url: '/api/agency/staff' });
    expect(store.getState().toast).toMatchObject({
      open: true,
      type: 'error',
      description: 'Kết nối tới server không ổn định. Vui lòng thử lại sau !!!',
      timeout: 5000,
      redirectPath: null,
    });
  });

  it('stores the salt and raises both step-up flags on 403 code 120, and the request waits for the PIN dialog', async () => {
    const stepUp = createStepUpBroker();
    const { store, client, navigate } = setup(
      () => jsonResponse(403, { code: 120, message: 'Cần mã PIN', details: { salt: 's-42' } }),
      stepUp,
    );
    let settled: unknown;
    const pending = client
      .request({ url: '/api/deposit/topup', method: 'POST', body: {} })
      .then((result) => (settled = result));
    await vi.waitFor(() => expect(store.getState().system.isPinDialogOpen).toBe(true));
    const system = store.getState().system;
    expect(system.stepUpSalt).toBe('s-42');
    expect(system.isStepUpPending).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    await flush();
    expect(settled).toBeUndefined();

    stepUp.answer({ cancelled: 'Đã hủy xác nhận' });

    expect(await pending).toEqual({
      error: { status: 403, data: { code: 120, message: 'Đã hủy xác nhận', details: { isCancelled: true } } },
    });
  });

  it("shows the server's message and goes to /system/pin-code on 403 code 123 (the agency requires a PIN)", async () => {
    const { store, client, navigate } = setup(() =>
      jsonResponse(403, { code: 123, message: 'Đại lý yêu cầu mã PIN', details: { setupPath: '/system/pin-code' } }),
    );
    await client.request({ url: '/api/deposit-adjustments', method: 'POST', body: {} });
    expect(navigate).toHaveBeenCalledWith('/system/pin-code');
    expect(navigate).not.toHaveBeenCalledWith('/not-allow');
    expect(store.getState().toast).toMatchObject({ open: true, type: 'warning', description: 'Đại lý yêu cầu mã PIN' });
  });

  it('goes to /not-allow on another 403', async () => {
    const { client, navigate } = setup(() => jsonResponse(403, { code: 30, message: 'Không có quyền' }));
    await client.request({ url: '/api/permission-groups' });
    expect(navigate).toHaveBeenCalledWith('/not-allow');
  });

  it('clears the session and goes to /login on a 401 that is not code 18', async () => {
    const { store, client, navigate } = setup(() => jsonResponse(401, { code: 10, message: 'Chưa đăng nhập' }));
    store.dispatch(loggedIn(LOGIN));
    await client.request({ url: '/api/auth/me' });
    expect(store.getState().session.status).toBe('anonymous');
    expect(store.getState().session.accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    await flush();
  });

  it('stores the refreshed access token and permissions after a 401 code 18', async () => {
    const { store, client } = setup((call) => {
      if (call.url === '/api/auth/refresh-token') {
        return jsonResponse(200, { ...LOGIN, accessToken: 'token-2', permissions: ['ADMIN_F1', 'USE_B2C'] });
      }
      return call.headers.Authorization === 'Bearer token-2'
        ? jsonResponse(200, { items: [] })
        : jsonResponse(401, { code: 18, message: 'x' });
    });
    store.dispatch(loggedIn(LOGIN));
    const result = await client.request({ url: '/api/agency/staff' });
    expect(result).toMatchObject({ data: { items: [] } });
    expect(store.getState().session.accessToken).toBe('token-2');
    expect(store.getState().session.permissions).toEqual(['ADMIN_F1', 'USE_B2C']);
  });

  it('sets the update flag and opens the notice when the server runs another release', async () => {
    const { store, client } = setup(() => jsonResponse(200, {}, { Version: '2.90.1' }));
    await client.request({ url: '/api/health' });
    expect(store.getState().system.isUpdateAvailable).toBe(true);
    expect(store.getState().system.isUpdateNoticeOpen).toBe(true);
    expect(store.getState().system.serverVersion).toBe('2.90.1');
  });

  it('leaves the update flag down for the expected 2.88 release', async () => {
    const { store, client } = setup(() => jsonResponse(200, {}, { Version: '2.88.3' }));
    await client.request({ url: '/api/health' });
    expect(store.getState().system.isUpdateAvailable).toBe(false);
  });
});
