// Connects the HTTP client's events to the store, the router, the toasts and the PIN dialog.
import { APP_VERSION } from '../lib/app-version';
import { createHttpClient, type HttpClient, type SessionEndReason } from '../lib/http/http-client';
import { apiStateReset } from '../lib/http/api-attachment';
import { CLIENT_ERROR_CODES } from '../lib/http/error-codes';
import { stepUpBroker, type StepUpBroker } from '../lib/http/step-up';
import { PIN_SETUP_PATH } from '@portal/contracts/pin/pin-rules';
import { navigateTo } from '../lib/navigation';
import { passwordChangeRequired, sessionEnded, tokensRefreshed, type SessionEndNotice } from '../stores/session-slice';
import { showToast, TOAST_DEFAULT_TIMEOUT_MS } from '../stores/toast-slice';
import { serverOffsetMeasured, stepUpRequested, updateDetected } from '../stores/system-slice';
import type { AppStore } from './store';

/** SPEC §8 gives this text verbatim; it is the fallback while translations are still loading. */
export const NETWORK_FAILURE_MESSAGE_VI = 'Kết nối tới server không ổn định. Vui lòng thử lại sau !!!';

/** The 401 codes the login page explains: 13 (the account or an agency above it is locked), 14 (the session was ended). */
export const SESSION_END_NOTICE_CODES: readonly number[] = [
  CLIENT_ERROR_CODES.ACCOUNT_LOCKED,
  CLIENT_ERROR_CODES.REFRESH_TOKEN_INVALID,
];

/** What the login page is told about an ended session: only a lock or an ended session, with the server's words. */
export function sessionEndNoticeOf(reason: SessionEndReason | undefined): SessionEndNotice | undefined {
  if (!reason || !SESSION_END_NOTICE_CODES.includes(reason.code)) return undefined;
  return { code: reason.code, message: reason.message.trim() || null };
}

export type AppHttpClientOptions = {
  store: AppStore;
  translate: (key: string) => string;
  getLanguage: () => string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  appVersion?: string;
  /** Where a 403 code 120 waits for the PIN dialog's answer; the app's shared broker by default. */
  stepUp?: StepUpBroker;
};

export function createAppHttpClient(options: AppHttpClientOptions): HttpClient {
  const { store, translate } = options;
  const stepUp = options.stepUp ?? stepUpBroker;
  return createHttpClient({
    appVersion: options.appVersion ?? APP_VERSION,
    fetchImpl: options.fetchImpl,
    timeoutMs: options.timeoutMs,
    hooks: {
      getAccessToken: () => store.getState().session.accessToken,
      getLanguage: options.getLanguage,
      onTokensRefreshed: (tokens) => store.dispatch(tokensRefreshed(tokens)),
      onSessionEnded: (reason) => {
        store.dispatch(sessionEnded(sessionEndNoticeOf(reason)));
        navigateTo('/login');
        // After the shell has unmounted, so its queries do not refetch without a session.
        setTimeout(() => store.dispatch(apiStateReset()), 0);
      },
      onForbidden: () => navigateTo('/not-allow'),
      onPasswordChangeRequired: () => {
        store.dispatch(passwordChangeRequired());
        navigateTo('/change-password');
      },
      // The dialog (features/pin) shows the salt, verifies the PIN and answers the broker; then the flags go down.
      onStepUpRequired: (salt) => stepUp.ask(salt, (shown) => store.dispatch(stepUpRequested(shown ?? null))),
      onPinSetupRequired: (message) => {
        store.dispatch(
          showToast({
            type: 'warning',
            description: message || translate('pin.setupRequired'),
            timeout: TOAST_DEFAULT_TIMEOUT_MS,
          }),
        );
        navigateTo(PIN_SETUP_PATH);
      },
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
