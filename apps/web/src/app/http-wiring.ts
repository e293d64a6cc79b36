// Connects the HTTP client's events to the store, the router and the toasts.
import { APP_VERSION } from '../lib/app-version';
import { createHttpClient, type HttpClient } from '../lib/http/http-client';
import { api } from '../lib/http/api';
import { navigateTo } from '../lib/navigation';
import { passwordChangeRequired, sessionEnded, tokensRefreshed } from '../stores/session-slice';
import { showToast, TOAST_DEFAULT_TIMEOUT_MS } from '../stores/toast-slice';
import {
  serverOffsetMeasured,
  stepUpRequested,
  updateDetected,
} from '../stores/system-slice';
import type { AppStore } from './store';

/** SPEC §8 gives this text verbatim; it is the fallback while translations are still loading. */
export const NETWORK_FAILURE_MESSAGE_VI = 'Kết nối tới server không ổn định. Vui lòng thử lại sau !!!';

export type AppHttpClientOptions = {
  store: AppStore;
  translate: (key: string) => string;
  getLanguage: () => string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  appVersion?: string;
};

export function createAppHttpClient(options: AppHttpClientOptions): HttpClient {
  const { store, translate } = options;
  return createHttpClient({
    appVersion: options.appVersion ?? APP_VERSION,
    fetchImpl: options.fetchImpl,
    timeoutMs: options.timeoutMs,
    hooks: {
      getAccessToken: () => store.getState().session.accessToken,
      getLanguage: options.getLanguage,
      onTokensRefreshed: (tokens) => store.dispatch(tokensRefreshed(tokens)),
      onSessionEnded: () => {
        store.dispatch(sessionEnded());
        navigateTo('/login');
        // After the shell has unmounted, so its queries do not refetch without a session.
        setTimeout(() => store.dispatch(api.util.resetApiState()), 0);
      },
      onForbidden: () => navigateTo('/not-allow'),
      onPasswordChangeRequired: () => {
        store.dispatch(passwordChangeRequired());
        navigateTo('/change-password');
      },
      onStepUpRequired: (salt) => store.dispatch(stepUpRequested(salt ?? null)),
      onNetworkFailure: () =>
        store.dispatch(
          showToast({
            type: 'error',
            description: translate('errors.network') || NETWORK_FAILURE_MESSAGE_VI,
            timeout: TOAST_DEFAULT_TIMEOUT_MS,
          }),
        ),
      onVersionMismatch: (version) => store.dispatch(updateDetected(version)),
      onServerOffset: (offsetMs) => store.dispatch(serverOffsetMeasured(offsetMs)),
      onClockSkew: () => navigateTo('/time-setup-instruction'),
    },
  });
}
