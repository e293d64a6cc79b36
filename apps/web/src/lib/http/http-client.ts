// The portal's HTTP client (SPEC §7–§8): standard headers, timeout, one shared token refresh, error routing; NDJSON streams share them.
import type { TRefreshTokenResponse } from '@portal/contracts';
import { CLIENT_ERROR_CODES as ErrorCode } from './error-codes';
import { createNdjsonStreamer, type StreamNdjson } from './ndjson-stream';
import { isApiErrorBody, type HttpError, type HttpRequest, type HttpResult } from './types';
import { isSameMajorMinor } from './version';

export const REQUEST_TIMEOUT_MS = 120_000;
export const REFRESH_TOKEN_PATH = '/api/auth/refresh-token';
export const REFRESH_LOCK_NAME = 'portal-token-refresh';

/** What the client needs from the rest of the app; the app wires these to the store and router. */
export type HttpClientHooks = {
  getAccessToken(): string | null;
  getLanguage(): string;
  onTokensRefreshed(tokens: TRefreshTokenResponse): void;
  /** Any 401 that a refresh cannot fix: clear the session and go to /login. */
  onSessionEnded(): void;
  /** A 403 other than step-up or a forced password change: go to /not-allow. */
  onForbidden(): void;
  /** 403 code 15: the account must change its password before anything else. */
  onPasswordChangeRequired(): void;
  /** 403 code 120: a PIN/OTP step-up is needed; `salt` comes from the error details. */
  onStepUpRequired(salt: string | undefined): void;
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
  /** Exchanges the refresh-token cookie for a new access token; concurrent callers share one call. */
  refreshSession(): Promise<boolean>;
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

  async function send(request: HttpRequest, accessToken: string | null): Promise<Outcome> {
    const headers = headersFor(accessToken, 'application/json');
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';

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
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      readStandardHeaders(response);
      text = await response.text();
    } catch (cause) {
      if (hasTimedOut) return { result: { error: { status: 'TIMEOUT_ERROR', error: `Timed out after ${timeoutMs} ms` } } };
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
      const error: HttpError = { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: parseError };
      return { httpStatus: response.status, result: { error } };
    }
    if (response.ok) return { httpStatus: response.status, body, result: { data: body ?? null, meta } };
    const data = isApiErrorBody(body) ? body : undefined;
    return { httpStatus: response.status, body, result: { error: { status: response.status, data } } };
  }

  async function runRefresh(): Promise<boolean> {
    const outcome = await send({ url: REFRESH_TOKEN_PATH, method: 'POST', body: { channel: 'Web' }, isSessionless: true }, null);
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

  function routeFailure(outcome: Outcome, request: HttpRequest): void {
    const code = codeOf(outcome);
    if (code === ErrorCode.CLOCK_SKEW) hooks.onClockSkew();
    if (request.isSessionless) return;
    if (outcome.httpStatus === 401) hooks.onSessionEnded();
    if (outcome.httpStatus === 403) {
      if (code === ErrorCode.STEP_UP_REQUIRED) hooks.onStepUpRequired(saltOf(outcome.body));
      else if (code === ErrorCode.PASSWORD_CHANGE_REQUIRED) hooks.onPasswordChangeRequired();
      else hooks.onForbidden();
    }
  }

  async function request<T>(request: HttpRequest): Promise<HttpResult<T>> {
    const usedToken = hooks.getAccessToken();
    const first = await send(request, usedToken);
    if (first.httpStatus === 401 && !request.isSessionless && codeOf(first) === ErrorCode.ACCESS_TOKEN_EXPIRED) {
      const currentToken = hooks.getAccessToken();
      // Another call may already have refreshed while this one was in flight: then just retry.
      const hasFreshToken = currentToken !== null && currentToken !== usedToken;
      const isRefreshed = hasFreshToken || (await refreshSession());
      if (!isRefreshed) {
        hooks.onSessionEnded();
        return first.result as HttpResult<T>;
      }
      const retry = await send(request, hooks.getAccessToken());
      routeFailure(retry, request);
      return retry.result as HttpResult<T>;
    }
    routeFailure(first, request);
    return first.result as HttpResult<T>;
  }

  const streamNdjson = createNdjsonStreamer({
    fetchImpl,
    timeoutMs,
    urlOf: (request) => buildUrl(baseUrl, request.url, request.params),
    headersFor,
    getAccessToken: () => hooks.getAccessToken(),
    readStandardHeaders,
    refreshSession,
    routeFailure: ({ httpStatus, body }, request) => routeFailure({ httpStatus, body, result: { error: { status: httpStatus } } }, request),
    onSessionEnded: () => hooks.onSessionEnded(),
    onNetworkFailure: () => hooks.onNetworkFailure(),
  });

  return { request, streamNdjson, refreshSession, serverOffsetMs: () => offsetMs };
}
