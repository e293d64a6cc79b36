// Start-up: measure the clock against the server, then restore the session from the refresh-token cookie.
import type { TSession, THealthResponse } from '@portal/contracts';
import { CLIENT_ERROR_CODES as ErrorCode } from '../../lib/http/error-codes';
import type { HttpClient } from '../../lib/http/http-client';
import { sessionEnded, sessionRestored } from '../../stores/session-slice';
import { demoModeReported, serverOffsetMeasured } from '../../stores/system-slice';
import { isClockSkewed } from '../../features/system-status/clock-difference';
import type { AppDispatch } from '../store';

export const TIME_SETUP_PATH = '/time-setup-instruction';

export type BootOptions = {
  client: HttpClient;
  dispatch: AppDispatch;
  navigate: (path: string) => void;
  now?: () => number;
};

export async function bootSession({ client, dispatch, navigate, now = Date.now }: BootOptions): Promise<void> {
  // Health first: it sets the server offset that the `tsp` header of the next calls relies on.
  const health = await client.request<THealthResponse>({ url: '/api/health', isSessionless: true });
  let hasSkew = false;
  if ('data' in health && health.data) dispatch(demoModeReported(health.data.isDemo === true));
  if ('data' in health && health.data && typeof health.data.time === 'string') {
    const offsetMs = Date.parse(health.data.time) - now();
    if (Number.isFinite(offsetMs)) {
      dispatch(serverOffsetMeasured(offsetMs));
      hasSkew = isClockSkewed(offsetMs);
    }
  }

  const isRefreshed = await client.refreshSession();
  if (isRefreshed) {
    const me = await client.request<TSession>({ url: '/api/auth/me', isSessionless: true });
    if ('data' in me && me.data) dispatch(sessionRestored(me.data));
    else dispatch(sessionEnded());
  } else {
    // A locked account or agency says so on the login page; a visit without a session (code 14) is not news.
    const refusal = client.lastRefreshRefusal();
    dispatch(
      sessionEnded(
        refusal?.code === ErrorCode.ACCOUNT_LOCKED
          ? { code: refusal.code, message: refusal.message.trim() || null }
          : undefined,
      ),
    );
  }

  if (hasSkew) navigate(TIME_SETUP_PATH);
}
