// Start-up: clock check against /api/health, then the session restored from the refresh cookie (or not).
import { describe, expect, it, vi } from 'vitest';
import { bootSession } from '../src/app/boot/boot-session';
import { createAppHttpClient } from '../src/app/http-wiring';
import { makeStore } from '../src/app/store';
import { jsonResponse, stubFetch, type StubHandler } from './support/fetch-stub';

const SESSION = {
  mustChangePassword: true,
  permissions: ['AGENT_F2'],
  memberInfo: {
    id: 'm',
    username: 'f2.agent',
    fullName: 'Trần Thị Bình',
    email: 'b@x.vn',
    phone: '09',
    accountType: 'SUB',
    role: 'agent_f2',
  },
  agentInfo: {
    id: 'a',
    code: 'F2-01',
    name: 'Đại lý Đà Nẵng',
    level: 'F2',
    parentId: 'p',
    address: '',
    phone: '',
    email: '',
  },
};

function setup(handler: StubHandler) {
  const store = makeStore();
  const { fetchImpl, calls } = stubFetch(handler);
  const client = createAppHttpClient({ store, translate: () => '', getLanguage: () => 'vi', fetchImpl });
  const navigate = vi.fn();
  return { store, client, navigate, calls };
}

describe('bootSession', () => {
  it('restores the session with the refreshed token and GET /me', async () => {
    const { store, client, navigate, calls } = setup((call) => {
      if (call.url === '/api/health')
        return jsonResponse(200, {
          status: 'ok',
          version: '2.88.0',
          database: 'pglite',
          time: new Date().toISOString(),
        });
      if (call.url === '/api/auth/refresh-token') {
        return jsonResponse(200, {
          accessToken: 't',
          refreshToken: 'r',
          accessTokenExpiresAt: 'x',
          permissions: ['AGENT_F2'],
        });
      }
      return jsonResponse(200, SESSION);
    });
    await bootSession({ client, dispatch: store.dispatch, navigate });
    expect(calls.map((call) => call.url)).toEqual(['/api/health', '/api/auth/refresh-token', '/api/auth/me']);
    expect(calls[2]?.headers.Authorization).toBe('Bearer t');
    const session = store.getState().session;
    expect(session.status).toBe('authenticated');
    expect(session.mustChangePassword).toBe(true);
    expect(session.memberInfo?.fullName).toBe('Trần Thị Bình');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends logged out when there is no refresh cookie', async () => {
    const { store, client, navigate } = setup((call) =>
      call.url === '/api/health'
        ? jsonResponse(200, { status: 'ok', version: '2.88.0', database: 'pglite', time: new Date().toISOString() })
        : jsonResponse(401, { code: 14, message: 'no session' }),
    );
    await bootSession({ client, dispatch: store.dispatch, navigate });
    expect(store.getState().session.status).toBe('anonymous');
    expect(store.getState().session.endNotice).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the reason when the refresh is refused because the account or agency is locked', async () => {
    const { store, client } = setup((call) =>
      call.url === '/api/health'
        ? jsonResponse(200, { status: 'ok', version: '2.88.0', database: 'pglite', time: new Date().toISOString() })
        : jsonResponse(401, { code: 13, message: 'Tài khoản hoặc đại lý đang bị khóa' }),
    );
    await bootSession({ client, dispatch: store.dispatch, navigate: vi.fn() });
    expect(store.getState().session.status).toBe('anonymous');
    expect(store.getState().session.endNotice).toEqual({ code: 13, message: 'Tài khoản hoặc đại lý đang bị khóa' });
  });

  it('sends the user to the clock instructions when the clocks differ by more than 5 minutes', async () => {
    const serverTime = new Date(Date.now() + 6 * 60 * 1000).toISOString();
    const { store, client, navigate } = setup((call) =>
      call.url === '/api/health'
        ? jsonResponse(
            200,
            { status: 'ok', version: '2.88.0', database: 'pglite', time: serverTime },
            { Time: serverTime },
          )
        : jsonResponse(401, { code: 14, message: 'no session' }, { Time: serverTime }),
    );
    await bootSession({ client, dispatch: store.dispatch, navigate });
    expect(navigate).toHaveBeenCalledWith('/time-setup-instruction');
    expect(store.getState().system.serverOffsetMs).toBeGreaterThan(5 * 60 * 1000);
  });

  it('stays put when the clocks differ by less than 5 minutes', async () => {
    const serverTime = new Date(Date.now() + 4 * 60 * 1000).toISOString();
    const { store, client, navigate } = setup((call) =>
      call.url === '/api/health'
        ? jsonResponse(200, { status: 'ok', version: '2.88.0', database: 'pglite', time: serverTime })
        : jsonResponse(401, { code: 14, message: 'no session' }),
    );
    await bootSession({ client, dispatch: store.dispatch, navigate });
    expect(navigate).not.toHaveBeenCalled();
  });
});
