// The HTTP client of SPEC §7–§8: headers, one shared refresh, error routing, timeout, parsing, version and clock.
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../src/lib/http/http-client';
import { flush, jsonResponse, stubFetch, type StubHandler } from './support/fetch-stub';
import { recordingHooks } from './support/http-hooks';

const makeHooks = (initialToken: string | null = 'old-token') => recordingHooks({ initialToken, language: 'vi' });

function setup(handler: StubHandler, options: { token?: string | null; timeoutMs?: number; now?: () => number } = {}) {
  const hooks = makeHooks(options.token === undefined ? 'old-token' : options.token);
  const stub = stubFetch(handler);
  const client = createHttpClient({
    hooks,
    appVersion: '2.88.0',
    fetchImpl: stub.fetchImpl,
    timeoutMs: options.timeoutMs,
    now: options.now,
  });
  return { client, hooks, ...stub };
}

const REFRESHED = {
  accessToken: 'new-token',
  refreshToken: 'rotated',
  accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
  permissions: ['ADMIN_F1'],
};

describe('http client', () => {
  it('sends the standard headers, the bearer token and the cookie credentials', async () => {
    const { client, calls } = setup(() => jsonResponse(200, { ok: true }));
    const result = await client.request({ url: '/api/agency/staff', params: { page: 2 } });
    expect(result).toMatchObject({ data: { ok: true } });
    const [call] = calls;
    expect(call?.url).toBe('/api/agency/staff?page=2');
    expect(call?.headers.Authorization).toBe('Bearer old-token');
    expect(call?.headers['X-Language']).toBe('vi');
    expect(call?.headers['Client-Type']).toBe('Web');
    expect(Number(call?.headers.tsp)).toBeGreaterThan(0);
    expect(call?.init.credentials).toBe('same-origin');
  });

  it('shares one refresh between two concurrent calls that get 401 code 18, then retries each once', async () => {
    const { client, calls, hooks } = setup(async (call) => {
      if (call.url === '/api/auth/refresh-token') {
        await flush(5);
        return jsonResponse(200, REFRESHED);
      }
      return call.headers.Authorization === 'Bearer new-token'
        ? jsonResponse(200, { url: call.url })
        : jsonResponse(401, { code: 18, message: 'Phiên đăng nhập đã hết hạn' });
    });

    const [first, second] = await Promise.all([
      client.request({ url: '/api/agency/staff' }),
      client.request({ url: '/api/permission-groups' }),
    ]);

    expect(first).toMatchObject({ data: { url: '/api/agency/staff' } });
    expect(second).toMatchObject({ data: { url: '/api/permission-groups' } });
    const refreshCalls = calls.filter((call) => call.url === '/api/auth/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls[0]?.init.body))).toEqual({ channel: 'Web' });
    expect(calls.filter((call) => call.url === '/api/agency/staff')).toHaveLength(2);
    expect(calls.filter((call) => call.url === '/api/permission-groups')).toHaveLength(2);
    expect(hooks.onTokensRefreshed).toHaveBeenCalledTimes(1);
    expect(hooks.onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails after a 401 code 18', async () => {
    const { client, hooks, calls } = setup((call) =>
      call.url === '/api/auth/refresh-token'
        ? jsonResponse(401, { code: 14, message: 'invalid' })
        : jsonResponse(401, { code: 18, message: 'expired' }),
    );
    const result = await client.request({ url: '/api/auth/me' });
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(hooks.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.url === '/api/auth/me')).toHaveLength(1);
  });

  it('retries only once: a second 401 after the refresh ends the session', async () => {
    const { client, hooks, calls } = setup((call) =>
      call.url === '/api/auth/refresh-token'
        ? jsonResponse(200, REFRESHED)
        : jsonResponse(401, { code: 18, message: 'expired' }),
    );
    await client.request({ url: '/api/auth/me' });
    expect(calls.filter((call) => call.url === '/api/auth/me')).toHaveLength(2);
    expect(hooks.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('ends the session on any other 401 without trying to refresh', async () => {
    const { client, hooks, calls } = setup(() => jsonResponse(401, { code: 10, message: 'Chưa đăng nhập' }));
    await client.request({ url: '/api/auth/me' });
    expect(hooks.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.url === '/api/auth/refresh-token')).toBe(false);
  });

  it('treats a 401 on the login call as an answer, not an ended session', async () => {
    const { client, hooks } = setup(() => jsonResponse(401, { code: 11, message: 'Sai tên đăng nhập hoặc mật khẩu' }), {
      token: null,
    });
    const result = await client.request({ url: '/api/auth/login', method: 'POST', body: {}, isSessionless: true });
    expect(result).toMatchObject({
      error: { status: 401, data: { code: 11, message: 'Sai tên đăng nhập hoặc mật khẩu' } },
    });
    expect(hooks.onSessionEnded).not.toHaveBeenCalled();
  });

  it('sends a plain 403 to the not-allowed page', async () => {
    const { client, hooks } = setup(() => jsonResponse(403, { code: 30, message: 'forbidden' }));
    await client.request({ url: '/api/permission-groups' });
    expect(hooks.onForbidden).toHaveBeenCalledTimes(1);
    expect(hooks.onStepUpRequired).not.toHaveBeenCalled();
  });

  it('sends a 403 with an empty body to the not-allowed page too', async () => {
    const { client, hooks } = setup(() => jsonResponse(403, undefined));
    const result = await client.request({ url: '/api/permission-groups' });
    expect(result).toMatchObject({ error: { status: 403 } });
    expect(hooks.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('hands the salt of a 403 code 120 to the step-up handler instead of redirecting', async () => {
    const { client, hooks } = setup(() =>
      jsonResponse(403, { code: 120, message: 'PIN', details: { salt: 'abc123' } }),
    );
    await client.request({ url: '/api/deposit/topup', method: 'POST', body: {} });
    expect(hooks.onStepUpRequired).toHaveBeenCalledWith('abc123');
    expect(hooks.onForbidden).not.toHaveBeenCalled();
  });

  it('sends a 403 code 15 to the forced password change instead of the not-allowed page', async () => {
    const { client, hooks } = setup(() =>
      jsonResponse(403, { code: 15, message: 'Bạn cần đổi mật khẩu trước khi tiếp tục' }),
    );
    await client.request({ url: '/api/agency/staff' });
    expect(hooks.onPasswordChangeRequired).toHaveBeenCalledTimes(1);
    expect(hooks.onForbidden).not.toHaveBeenCalled();
  });

  it('serialises refreshes across tabs through the Web Locks API when the browser has it', async () => {
    const request = vi.fn((_name: string, callback: () => Promise<boolean>) => callback());
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks: { request } });
    try {
      const { client } = setup((call) =>
        call.url.endsWith('/api/auth/refresh-token')
          ? jsonResponse(200, {
              accessToken: 'new-token',
              refreshToken: 'r',
              accessTokenExpiresAt: '2030-01-01T00:00:00Z',
              permissions: [],
            })
          : jsonResponse(200, {}),
      );
      expect(await client.refreshSession()).toBe(true);
      expect(request).toHaveBeenCalledWith('portal-token-refresh', expect.any(Function));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports a network failure and answers FETCH_ERROR', async () => {
    const { client, hooks } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await client.request({ url: '/api/auth/me' });
    expect(result).toMatchObject({ error: { status: 'FETCH_ERROR' } });
    expect(hooks.onNetworkFailure).toHaveBeenCalledTimes(1);
  });

  it('answers TIMEOUT_ERROR when the server does not answer in time', async () => {
    const { client, hooks } = setup(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
      { timeoutMs: 20 },
    );
    const result = await client.request({ url: '/api/agency/staff' });
    expect(result).toMatchObject({ error: { status: 'TIMEOUT_ERROR' } });
    expect(hooks.onNetworkFailure).not.toHaveBeenCalled();
  });

  it('uses a 120 s timeout by default', async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup(
        (call) =>
          new Promise<Response>((_resolve, reject) => {
            call.init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      );
      let settled: unknown;
      void client.request({ url: '/api/agency/staff' }).then((result) => (settled = result));
      await vi.advanceTimersByTimeAsync(119_999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ error: { status: 'TIMEOUT_ERROR' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers PARSING_ERROR when a success body is not JSON', async () => {
    const { client } = setup(() => new Response('<html>oops</html>', { status: 200 }));
    const result = await client.request({ url: '/api/agency/staff' });
    expect(result).toMatchObject({ error: { status: 'PARSING_ERROR', originalStatus: 200 } });
  });

  it('reports a release with another major.minor once, and ignores a patch difference', async () => {
    const patch = setup(() => jsonResponse(200, {}, { Version: '2.88.7' }));
    await patch.client.request({ url: '/api/health' });
    expect(patch.hooks.onVersionMismatch).not.toHaveBeenCalled();

    const minor = setup(() => jsonResponse(200, {}, { Version: '2.89.0' }));
    await minor.client.request({ url: '/api/health' });
    await minor.client.request({ url: '/api/health' });
    expect(minor.hooks.onVersionMismatch).toHaveBeenCalledTimes(1);
    expect(minor.hooks.onVersionMismatch).toHaveBeenCalledWith('2.89.0');
  });

  it('keeps the server offset from the Time header and stamps tsp with it', async () => {
    const clientNow = Date.parse('2030-01-01T00:00:00.000Z');
    const serverTime = '2030-01-01T00:10:00.000Z';
    const { client, calls, hooks } = setup(() => jsonResponse(200, {}, { Time: serverTime }), { now: () => clientNow });
    await client.request({ url: '/api/health' });
    expect(client.serverOffsetMs()).toBe(600_000);
    expect(hooks.onServerOffset).toHaveBeenCalledWith(600_000);
    await client.request({ url: '/api/health' });
    expect(calls[1]?.headers.tsp).toBe(String(clientNow + 600_000));
  });

  it('reports a clock-skew refusal (code 20)', async () => {
    const { client, hooks } = setup(() => jsonResponse(400, { code: 20, message: 'skew' }));
    await client.request({ url: '/api/auth/me' });
    expect(hooks.onClockSkew).toHaveBeenCalledTimes(1);
  });
});
