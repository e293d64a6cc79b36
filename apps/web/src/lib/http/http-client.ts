// The portal's HTTP client (SPEC §7–§8): standard headers, timeout, one shared token refresh, the PIN step-up and its
// retry, error routing; NDJSON and server-sent-event streams share them.
import type { TRefreshTokenResponse } from '@portal/contracts';
import { CLIENT_ERROR_CODES as ErrorCode } from './error-codes';
import type { StreamDeps, StreamNdjson } from './ndjson-stream';
import type { StreamServerEvents } from './event-stream';
import { STEP_UP_HEADER, type StepUpAnswer } from './step-up';
import { isApiErrorBody, type HttpError, type HttpRequest, type HttpResult } from './types';
import { isSameMajorMinor } from './version';

export const REQUEST_TIMEOUT_MS = 120_000;
export const REFRESH_TOKEN_PATH = '/api/auth/refresh-token';
export const REFRESH_LOCK_NAME = 'portal-token-refresh';
/** A retry with a fresh token can meet another 120 (the token expired, or a parallel request used it): ask once more. */
export const MAX_STEP_UP_ROUNDS = 2;

/** Why the server ended the session (401 code 13 locked, 14 ended…): its code and localised message, when it said. */
export type SessionEndReason = { code: number; message: string };

/** What the client needs from the rest of the app; the app wires these to the store and router. */
export type HttpClientHooks = {
  getAccessToken(): string | null;
  getLanguage(): string;
  onTokensRefreshed(tokens: TRefreshTokenResponse): void;
  /** Any 401 that a refresh cannot fix: clear the session and go to /login; `reason` is the server's answer, if any. */
  onSessionEnded(reason?: SessionEndReason): void;
  /** A 403 other than step-up or a forced password change: go to /not-allow. */
  onForbidden(): void;
  /** 403 code 15: the account must change its password before anything else. */
  onPasswordChangeRequired(): void;
  /**
   * 403 code 120: a PIN step-up is needed; `salt` comes from the error details. The answer's token retries the request
   * with the X-Step-Up header; a cancel message becomes the caller's error. No answer: the 403 is the caller's result.
   */
  onStepUpRequired(salt: string | undefined): Promise<StepUpAnswer> | void;
  /** 403 code 123: the agency requires a PIN the user has not set (the server's message says where). Absent: /not-allow. */
  onPinSetupRequired?(message: string): void;
  onNetworkFailure(): void;
  onVersionMismatch(serverVersion: string): void;
  onServerOffset(offsetMs: number): void;
  /** 400 code 20: the server refused our timestamp. */
  onClockSkew(): void;
};

export type HttpClientOptions = {
  hooks: HttpClientHooks;
  /** The version this build expects from the server; a different major.minor means a new release. */
  appVersion: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
};

export type HttpClient = {
  request<T>(request: HttpRequest): Promise<HttpResult<T>>;
  /** A streamed NDJSON answer, one parsed event per line; aborting `signal` stops it. */
  streamNdjson: StreamNdjson;
  /** A server-sent-events stream (GET), resumed after `lastEventId`; ends when the server or `signal` ends it. */
  streamServerEvents: StreamServerEvents;
  /** Exchanges the refresh-token cookie for a new access token; concurrent callers share one call. */
  refreshSession(): Promise<boolean>;
  /** Why the last refresh was refused (code and message), or undefined when it succeeded or never ran. */
  lastRefreshRefusal(): SessionEndReason | undefined;
  serverOffsetMs(): number;
};

type Outcome = { httpStatus?: number; body?: unknown; result: HttpResult<unknown> };

function buildUrl(baseUrl: string, url: string, params: HttpRequest['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${baseUrl}${url}${search ? (url.includes('?') ? '&' : '?') + search : ''}`;
}

function codeOf(outcome: Outcome): number | undefined {
  return isApiErrorBody(outcome.body) ? outcome.body.code : undefined;
}

function reasonOf(body: unknown): SessionEndReason | undefined {
  return isApiErrorBody(body) ? { code: body.code, message: body.message } : undefined;
}

function saltOf(body: unknown): string | undefined {
  if (!isApiErrorBody(body) || typeof body.details !== 'object' || body.details === null) return undefined;
  const salt = (body.details as { salt?: unknown }).salt;
  return typeof salt === 'string' ? salt : undefined;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { hooks, appVersion } = options;
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;

  let offsetMs = 0;
  let reportedOffsetMs: number | undefined;
  let hasReportedVersion = false;
  let refreshing: Promise<boolean> | null = null;
  /** Why the last refresh was refused, for the session-ended notice. */
  let refreshRefusal: SessionEndReason | undefined;

  function readStandardHeaders(response: Response): void {
    const time = response.headers.get('Time');
    const serverTime = time ? Date.parse(time) : Number.NaN;
    if (Number.isFinite(serverTime)) {
      offsetMs = Math.round(serverTime - now());
      // Report only real changes so the store is not updated on every response.
      if (reportedOffsetMs === undefined || Math.abs(offsetMs - reportedOffsetMs) > 1000) {
        reportedOffsetMs = offsetMs;
        hooks.onServerOffset(offsetMs);
      }
    }
    const version = response.headers.get('Version');
    if (version && !hasReportedVersion && !isSameMajorMinor(version, appVersion)) {
      hasReportedVersion = true;
      hooks.onVersionMismatch(version);
    }
  }

  function headersFor(accessToken: string | null, accept: string): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: accept,
      'Client-Type': 'Web',
      'X-Language': hooks.getLanguage() || 'vi',
      tsp: String(now() + offsetMs),
    };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    return headers;
  }

  async function send(request: HttpRequest, accessToken: string | null, stepUpToken?: string): Promise<Outcome> {
    const headers = { ...request.headers, ...headersFor(accessToken, 'application/json') };
    // A FormData body goes as multipart (the browser writes its boundary); any other body as JSON.
    const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
    if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (stepUpToken) headers[STEP_UP_HEADER] = stepUpToken;

    const controller = new AbortController();
    let hasTimedOut = false;
    const timer = setTimeout(() => {
      hasTimedOut = true;
      controller.abort();
    }, timeoutMs);
    const outerSignal = request.signal;
    const forwardAbort = () => controller.abort();
    if (outerSignal?.aborted) controller.abort();
    outerSignal?.addEventListener('abort', forwardAbort);

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(buildUrl(baseUrl, request.url, request.params), {
        method: request.method ?? 'GET',
        headers,
        body:
          request.body === undefined ? undefined : isForm ? (request.body as FormData) : JSON.stringify(request.body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      readStandardHeaders(response);
      if (request.responseType === 'blob' && response.ok) {
        const file = await response.blob();
        return { httpStatus: response.status, body: file, result: { data: file, meta: { response } } };
      }
      text = await response.text();
    } catch (cause) {
      if (hasTimedOut)
        return { result: { error: { status: 'TIMEOUT_ERROR', error: `Timed out after ${timeoutMs} ms` } } };
      if (outerSignal?.aborted) return { result: { error: { status: 'FETCH_ERROR', error: 'Aborted' } } };
      hooks.onNetworkFailure();
      return { result: { error: { status: 'FETCH_ERROR', error: String(cause) } } };
    } finally {
      clearTimeout(timer);
      outerSignal?.removeEventListener('abort', forwardAbort);
    }

    let body: unknown;
    let parseError: string | undefined;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch (cause) {
        parseError = String(cause);
      }
    }
    const meta = { response };
    if (parseError !== undefined) {
      const error: HttpError = {
        status: 'PARSING_ERROR',
        originalStatus: response.status,
        data: text,
        error: parseError,
      };
      return { httpStatus: response.status, result: { error } };
    }
    if (response.ok) return { httpStatus: response.status, body, result: { data: body ?? null, meta } };
    const data = isApiErrorBody(body) ? body : undefined;
    return { httpStatus: response.status, body, result: { error: { status: response.status, data } } };
  }

  async function runRefresh(): Promise<boolean> {
    const outcome = await send(
      { url: REFRESH_TOKEN_PATH, method: 'POST', body: { channel: 'Web' }, isSessionless: true },
      null,
    );
    refreshRefusal = 'data' in outcome.result ? undefined : reasonOf(outcome.body);
    if (!('data' in outcome.result)) return false;
    const tokens = outcome.result.data as TRefreshTokenResponse | null;
    if (!tokens || typeof tokens.accessToken !== 'string') return false;
    hooks.onTokensRefreshed(tokens);
    return true;
  }

  /**
   * Tabs share the refresh cookie, and a rotated token presented twice ends the session (reuse detection).
   * The Web Locks API makes the tabs of one browser refresh one after another, each with the newest cookie.
   */
  function refreshAcrossTabs(): Promise<boolean> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request(REFRESH_LOCK_NAME, runRefresh).then((isRefreshed) => isRefreshed) : runRefresh();
  }

  function refreshSession(): Promise<boolean> {
    refreshing ??= refreshAcrossTabs().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** `isStepUpHandled`: the caller retries a 403 code 120 itself (plain requests); streams only report it. */
  function routeFailure(outcome: Outcome, request: HttpRequest, isStepUpHandled = false): void {
    const code = codeOf(outcome);
    if (code === ErrorCode.CLOCK_SKEW) hooks.onClockSkew();
    if (request.isSessionless) return;
    if (outcome.httpStatus === 401) hooks.onSessionEnded(reasonOf(outcome.body));
    if (outcome.httpStatus === 403) {
      if (code === ErrorCode.STEP_UP_REQUIRED) {
        if (!isStepUpHandled) void hooks.onStepUpRequired(saltOf(outcome.body));
      } else if (code === ErrorCode.PASSWORD_CHANGE_REQUIRED) hooks.onPasswordChangeRequired();
      else if (code === ErrorCode.PIN_SETUP_REQUIRED && hooks.onPinSetupRequired) {
        hooks.onPinSetupRequired(isApiErrorBody(outcome.body) ? outcome.body.message : '');
      } else hooks.onForbidden();
    }
  }

  /** One try: after a 401 code 18, one shared refresh and one resend. Every failure is routed except a 403 code 120. */
  async function attempt(request: HttpRequest, stepUpToken?: string): Promise<Outcome> {
    const usedToken = hooks.getAccessToken();
    const first = await send(request, usedToken, stepUpToken);
    if (first.httpStatus === 401 && !request.isSessionless && codeOf(first) === ErrorCode.ACCESS_TOKEN_EXPIRED) {
      const currentToken = hooks.getAccessToken();
      // Another call may already have refreshed while this one was in flight: then just retry.
      const hasFreshToken = currentToken !== null && currentToken !== usedToken;
      const isRefreshed = hasFreshToken || (await refreshSession());
      if (!isRefreshed) {
        hooks.onSessionEnded(refreshRefusal);
        return first;
      }
      const retry = await send(request, hooks.getAccessToken(), stepUpToken);
      routeFailure(retry, request, true);
      return retry;
    }
    routeFailure(first, request, true);
    return first;
  }

  const isStepUpAsked = (outcome: Outcome, request: HttpRequest) =>
    !request.isSessionless && outcome.httpStatus === 403 && codeOf(outcome) === ErrorCode.STEP_UP_REQUIRED;

  /** A 403 code 120 asks the app for a PIN; the request is retried with the step-up token and the caller gets the retry's result. */
  async function request<T>(request: HttpRequest): Promise<HttpResult<T>> {
    let outcome = await attempt(request);
    for (let round = 0; round < MAX_STEP_UP_ROUNDS && isStepUpAsked(outcome, request); round++) {
      const answer = await hooks.onStepUpRequired(saltOf(outcome.body));
      if (!answer) break;
      if ('cancelled' in answer) {
        const data = { code: ErrorCode.STEP_UP_REQUIRED, message: answer.cancelled, details: { isCancelled: true } };
        return { error: { status: 403, data } };
      }
      outcome = await attempt(request, answer.token);
    }
    return outcome.result as HttpResult<T>;
  }

  const streamDeps: Omit<StreamDeps, 'timeoutMs'> = {
    fetchImpl,
    urlOf: (request) => buildUrl(baseUrl, request.url, request.params),
    headersFor,
    getAccessToken: () => hooks.getAccessToken(),
    readStandardHeaders,
    refreshSession,
    routeFailure: ({ httpStatus, body }, request) =>
      routeFailure({ httpStatus, body, result: { error: { status: httpStatus } } }, request),
    onSessionEnded: () => hooks.onSessionEnded(refreshRefusal),
    onNetworkFailure: () => hooks.onNetworkFailure(),
  };
  // The stream readers load with the first stream (flight search, notifications), not with /login (decision 151); a
  // reader that cannot be downloaded is a network failure, as the stream's own request failing would be.
  const unreadable = (cause: unknown) => {
    hooks.onNetworkFailure();
    return { error: { status: 'FETCH_ERROR', error: String(cause) } as const };
  };
  const streamNdjson: StreamNdjson = (request, onEvent, options) =>
    import('./ndjson-stream').then(
      ({ createNdjsonStreamer }) => createNdjsonStreamer({ ...streamDeps, timeoutMs })(request, onEvent, options),
      unreadable,
    );
  const streamServerEvents: StreamServerEvents = (url, onEvent, options) =>
    import('./event-stream').then(
      ({ createEventStreamer }) => createEventStreamer(streamDeps)(url, onEvent, options),
      unreadable,
    );

  return {
    request,
    streamNdjson,
    streamServerEvents,
    refreshSession,
    lastRefreshRefusal: () => refreshRefusal,
    serverOffsetMs: () => offsetMs,
  };
}
