// The PIN step-up in the browser: a 403 code 120 waits for a PIN, the request is retried with the X-Step-Up token and its
// caller gets the retry's answer; cancel fails it with a clear message; the global dialog shows wrong-PIN and lock errors.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@portal/domain';
import { createHttpClient, type HttpClientHooks } from '../src/lib/http/http-client';
import { getHttpClient } from '../src/lib/http/client-holder';
import type { StepUpAnswer } from '../src/lib/http/step-up';
import { loginAs } from './support/fixtures';
import { flush, jsonResponse, stubFetch, type StubCall, type StubHandler } from './support/fetch-stub';
import { recordingHooks } from './support/http-hooks';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

const STEP_UP = {
  code: 120,
  message: 'Vui lòng nhập mã PIN để xác nhận thao tác này',
  details: { salt: 'salt-1', expiresAt: '2030-01-01T00:00:00.000Z', reason: 'missing' },
};
const ADJUST = {
  url: '/api/deposit-adjustments',
  method: 'POST' as const,
  body: { agencyId: 'a2', direction: 'credit', amount: 1_000_000, reason: 'Bù', idempotencyKey: 'k-00000001' },
};
const isPath = (call: StubCall, path: string) => new URL(call.url, 'http://portal.test').pathname === path;

function clientWith(
  handler: StubHandler,
  onStepUpRequired: HttpClientHooks['onStepUpRequired'],
  extra: Partial<HttpClientHooks> = {},
) {
  const hooks = recordingHooks({ initialToken: 'access-1', language: 'vi' }, { onStepUpRequired, ...extra });
  const stub = stubFetch(handler);
  return {
    client: createHttpClient({ hooks, appVersion: '2.88.0', fetchImpl: stub.fetchImpl }),
    hooks,
    calls: stub.calls,
  };
}

describe('the http client on 403 code 120', () => {
  it("asks for a PIN with the salt, retries the same request with the X-Step-Up header and answers the retry's result", async () => {
    const ask = vi.fn(async (): Promise<StepUpAnswer> => ({ token: 'step-up-token' }));
    const { client, calls, hooks } = clientWith(
      (call) =>
        call.headers['X-Step-Up'] === 'step-up-token'
          ? jsonResponse(200, { isReplay: false })
          : jsonResponse(403, STEP_UP),
      ask,
    );

    const result = await client.request(ADJUST);

    expect(result).toMatchObject({ data: { isReplay: false } });
    expect(ask).toHaveBeenCalledWith('salt-1');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toBe('/api/deposit-adjustments');
    expect(calls[1]?.init.method).toBe('POST');
    expect(calls[1]?.init.body).toBe(calls[0]?.init.body);
    expect(calls[1]?.headers.Authorization).toBe('Bearer access-1');
    expect(calls[0]?.headers['X-Step-Up']).toBeUndefined();
    expect(hooks.onForbidden).not.toHaveBeenCalled();
  });

  it('answers a cancel as a 403 error carrying the cancel message, without sending again', async () => {
    const { client, calls } = clientWith(
      () => jsonResponse(403, STEP_UP),
      async () => ({ cancelled: 'Bạn đã hủy xác nhận mã PIN' }),
    );

    const result = await client.request(ADJUST);

    expect(result).toEqual({
      error: {
        status: 403,
        data: { code: 120, message: 'Bạn đã hủy xác nhận mã PIN', details: { isCancelled: true } },
      },
    });
    expect(calls).toHaveLength(1);
  });

  it("asks once more when the retry meets another 120 (an expired token), then gives up with the server's answer", async () => {
    const answers = ['first-token', 'second-token'];
    const ask = vi.fn(async (): Promise<StepUpAnswer> => ({ token: answers.shift() ?? 'none' }));
    const { client, calls } = clientWith(
      () => jsonResponse(403, { ...STEP_UP, details: { ...STEP_UP.details, reason: 'expired' } }),
      ask,
    );

    const result = await client.request(ADJUST);

    expect(ask).toHaveBeenCalledTimes(2);
    expect(calls.map((call) => call.headers['X-Step-Up'])).toEqual([undefined, 'first-token', 'second-token']);
    expect(result).toMatchObject({ error: { status: 403, data: { code: 120 } } });
  });

  it('refreshes an expired access token first, then asks for the PIN, and retries with both', async () => {
    const ask = vi.fn(async (): Promise<StepUpAnswer> => ({ token: 'step-up-token' }));
    const { client, calls } = clientWith((call) => {
      if (isPath(call, '/api/auth/refresh-token'))
        return jsonResponse(200, {
          accessToken: 'access-2',
          accessTokenExpiresAt: '2030-01-01T00:00:00Z',
          permissions: [],
        });
      if (call.headers.Authorization !== 'Bearer access-2') return jsonResponse(401, { code: 18, message: 'expired' });
      return call.headers['X-Step-Up'] ? jsonResponse(200, { ok: true }) : jsonResponse(403, STEP_UP);
    }, ask);

    expect(await client.request(ADJUST)).toMatchObject({ data: { ok: true } });
    expect(
      calls.map((call) => `${new URL(call.url, 'http://portal.test').pathname} ${call.headers['X-Step-Up'] ?? '-'}`),
    ).toEqual([
      '/api/deposit-adjustments -',
      '/api/auth/refresh-token -',
      '/api/deposit-adjustments -',
      '/api/deposit-adjustments step-up-token',
    ]);
  });

  it('keeps the other 403s as they were, and sends a 403 code 123 to the PIN set-up when the app handles it', async () => {
    const plain = clientWith(() => jsonResponse(403, { code: 123, message: 'Đại lý yêu cầu mã PIN' }), vi.fn());
    await plain.client.request(ADJUST);
    expect(plain.hooks.onForbidden).toHaveBeenCalledTimes(1);

    const onPinSetupRequired = vi.fn();
    const wired = clientWith(() => jsonResponse(403, { code: 123, message: 'Đại lý yêu cầu mã PIN' }), vi.fn(), {
      onPinSetupRequired,
    });
    const result = await wired.client.request(ADJUST);
    expect(onPinSetupRequired).toHaveBeenCalledWith('Đại lý yêu cầu mã PIN');
    expect(wired.hooks.onForbidden).not.toHaveBeenCalled();
    expect(wired.hooks.onStepUpRequired).not.toHaveBeenCalled();
    expect(result).toMatchObject({ error: { status: 403, data: { code: 123 } } });
  });
});

describe('the PIN dialog', () => {
  beforeAll(async () => {
    await createTestI18n('vi');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  /** The app on the PIN page, with a deposit adjustment that needs a step-up and a scripted verify endpoint. */
  function renderWithStepUp(verify: (body: { salt: string; pin: string }) => Response) {
    return renderApp('/system/pin-code', {
      session: loginAs('admin_f1'),
      handler: (call) => {
        if (isPath(call, '/api/pin-code/verify')) return verify(JSON.parse(String(call.init.body)));
        if (isPath(call, '/api/pin-code'))
          return jsonResponse(200, {
            isEnabled: true,
            isRequired: false,
            lockedUntil: null,
            remainingAttempts: 5,
            maxAttempts: 5,
            lockMinutes: 15,
            updatedAt: null,
          });
        if (isPath(call, '/api/deposit-adjustments')) {
          return call.headers['X-Step-Up'] === 'token-ok'
            ? jsonResponse(200, { adjustmentId: 'adj-1' })
            : jsonResponse(403, STEP_UP);
        }
        return jsonResponse(200, {});
      },
    });
  }

  const typePin = (dialog: HTMLElement, pin: string) =>
    fireEvent.change(within(dialog).getByLabelText(/^Mã PIN/), { target: { value: pin } });

  it('opens on a 403 code 120, shows a wrong PIN with the attempts left, then retries the request with the token', async () => {
    const { calls, store } = renderWithStepUp((body) =>
      body.pin === '493817'
        ? jsonResponse(200, { stepUpToken: 'token-ok', expiresAt: '2030-01-01T00:05:00.000Z' })
        : jsonResponse(400, {
            code: 121,
            message: 'Mã PIN không đúng',
            details: { remainingAttempts: 4, fields: [{ field: 'pin', message: 'wrong' }] },
          }),
    );
    await screen.findByRole('heading', { name: 'Mã PIN', level: 1 });

    const pending = getHttpClient().request(ADJUST);
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
    typePin(dialog, '111222');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Mã PIN không đúng. Còn 4 lần thử trước khi mã PIN bị khóa.',
    );
    typePin(dialog, '493817');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));

    expect(await pending).toMatchObject({ data: { adjustmentId: 'adj-1' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Xác nhận bằng mã PIN' })).toBeNull());
    const verifyBodies = calls
      .filter((call) => isPath(call, '/api/pin-code/verify'))
      .map((call) => JSON.parse(String(call.init.body)));
    expect(verifyBodies).toEqual([
      { salt: 'salt-1', pin: '111222' },
      { salt: 'salt-1', pin: '493817' },
    ]);
    expect(
      calls.filter((call) => isPath(call, '/api/deposit-adjustments')).map((call) => call.headers['X-Step-Up']),
    ).toEqual([undefined, 'token-ok']);
    expect(store.getState().system).toMatchObject({ stepUpSalt: null, isPinDialogOpen: false, isStepUpPending: false });
  });

  it('checks the six digits before sending, shows the lock with its time, and cancel fails the request with a clear message', async () => {
    const lockedUntil = '2030-01-01T03:15:00.000Z';
    const { calls } = renderWithStepUp(() =>
      jsonResponse(423, {
        code: 122,
        message: 'Mã PIN đã bị khóa',
        details: { lockedUntil, fields: [{ field: 'pin', message: 'locked' }] },
      }),
    );
    await screen.findByRole('heading', { name: 'Mã PIN', level: 1 });

    const pending = getHttpClient().request(ADJUST);
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
    typePin(dialog, '12a4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Mã PIN gồm đúng 6 chữ số.');
    expect(calls.some((call) => isPath(call, '/api/pin-code/verify'))).toBe(false);

    typePin(dialog, '493817');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        `khóa đến ${formatDateTime(new Date(lockedUntil))}`,
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Xác nhận' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));

    expect(await pending).toEqual({
      error: {
        status: 403,
        data: {
          code: 120,
          message: 'Bạn đã hủy xác nhận mã PIN nên thao tác chưa được thực hiện.',
          details: { isCancelled: true },
        },
      },
    });
    await flush();
    expect(calls.filter((call) => isPath(call, '/api/deposit-adjustments'))).toHaveLength(1);
  });
});
