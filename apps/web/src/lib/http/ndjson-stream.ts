// Streamed NDJSON answers (flight search): the client's headers, refresh and error routing, then one event per line.
import { CLIENT_ERROR_CODES as ErrorCode } from './error-codes';
import { createLineSplitter } from './ndjson-lines';
import { isApiErrorBody, type HttpError, type HttpRequest } from './types';

/** How a stream ended: every line read (with how many events), or the error that stopped it. */
export type StreamResult = { data: { eventCount: number } } | { error: HttpError };

/**
 * Reads a stream's body into batches of parsed events off the caller's thread (a worker); undefined when it cannot, so
 * the lines are parsed here. A line that is not JSON rejects with a LineParseError.
 */
export type EventsReader = (
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
) => AsyncIterable<readonly unknown[]> | undefined;

/** The stream's abort signal, and how its body is read when not line by line here. */
export type StreamOptions = { signal?: AbortSignal; readEventsOf?: EventsReader };

export type StreamNdjson = <E>(
  request: HttpRequest,
  onEvent: (event: E) => void,
  options?: AbortSignal | StreamOptions,
) => Promise<StreamResult>;

/** The pieces of the HTTP client a stream shares, so both behave the same. */
export type StreamDeps = {
  fetchImpl: typeof fetch;
  timeoutMs: number;
  urlOf(request: HttpRequest): string;
  headersFor(accessToken: string | null, accept: string): Record<string, string>;
  getAccessToken(): string | null;
  readStandardHeaders(response: Response): void;
  refreshSession(): Promise<boolean>;
  routeFailure(failure: { httpStatus: number; body: unknown }, request: HttpRequest): void;
  onSessionEnded(): void;
  onNetworkFailure(): void;
};

export class LineParseError extends Error {}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createNdjsonStreamer(deps: StreamDeps): StreamNdjson {
  function open(request: HttpRequest, accessToken: string | null, signal: AbortSignal): Promise<Response> {
    const headers = deps.headersFor(accessToken, 'application/x-ndjson');
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    return deps.fetchImpl(deps.urlOf(request), {
      method: request.method ?? 'POST',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal,
    });
  }

  /** A 401 code 18 is answered before any event: refresh once (or use a token another call just got), retry once. */
  async function openWithRefresh(request: HttpRequest, signal: AbortSignal): Promise<Response | HttpError> {
    const usedToken = deps.getAccessToken();
    const first = await open(request, usedToken, signal);
    deps.readStandardHeaders(first);
    if (first.status !== 401 || request.isSessionless) return first;
    const body = await readJson(first);
    if (!isApiErrorBody(body) || body.code !== ErrorCode.ACCESS_TOKEN_EXPIRED) {
      deps.routeFailure({ httpStatus: 401, body }, request);
      return { status: 401, data: isApiErrorBody(body) ? body : undefined };
    }
    const currentToken = deps.getAccessToken();
    const isRefreshed = (currentToken !== null && currentToken !== usedToken) || (await deps.refreshSession());
    if (!isRefreshed) {
      deps.onSessionEnded();
      return { status: 401, data: body };
    }
    const retry = await open(request, deps.getAccessToken(), signal);
    deps.readStandardHeaders(retry);
    return retry;
  }

  async function readEvents<E>(
    response: Response,
    onEvent: (event: E) => void,
    { signal, readEventsOf }: { signal: AbortSignal; readEventsOf?: EventsReader },
  ): Promise<number> {
    const batches = response.body ? readEventsOf?.(response.body, signal) : undefined;
    if (batches) {
      let eventCount = 0;
      for await (const batch of batches) {
        for (const event of batch) {
          if (signal.aborted) return eventCount;
          eventCount += 1;
          onEvent(event as E);
        }
      }
      return eventCount;
    }
    const reader = response.body?.getReader();
    if (!reader) return 0;
    // A stubbed or already-buffered body does not notice the fetch being aborted: cancel the reader ourselves.
    const cancel = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel);
    const decoder = new TextDecoder();
    const lines = createLineSplitter();
    let eventCount = 0;
    const emit = (batch: string[]) => {
      for (const line of batch) {
        if (signal.aborted) return;
        let event: E;
        try {
          event = JSON.parse(line) as E;
        } catch {
          throw new LineParseError(line);
        }
        eventCount += 1;
        onEvent(event);
      }
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) break;
        emit(lines.push(decoder.decode(value, { stream: true })));
      }
      if (!signal.aborted) emit([...lines.push(decoder.decode()), ...lines.end()]);
    } catch (error) {
      cancel();
      throw error;
    } finally {
      signal.removeEventListener('abort', cancel);
    }
    return eventCount;
  }

  return async function streamNdjson<E>(
    request: HttpRequest,
    onEvent: (event: E) => void,
    options?: AbortSignal | StreamOptions,
  ): Promise<StreamResult> {
    const { signal, readEventsOf } = options && 'aborted' in options ? { signal: options } : (options ?? {});
    const outerSignal = signal ?? request.signal;
    const controller = new AbortController();
    let hasTimedOut = false;
    const timer = setTimeout(() => {
      hasTimedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    const forwardAbort = () => controller.abort();
    if (outerSignal?.aborted) controller.abort();
    outerSignal?.addEventListener('abort', forwardAbort);
    let status = 0;
    try {
      const opened = await openWithRefresh(request, controller.signal);
      if (!(opened instanceof Response)) return { error: opened };
      status = opened.status;
      if (!opened.ok) {
        const body = await readJson(opened);
        deps.routeFailure({ httpStatus: opened.status, body }, request);
        return { error: { status: opened.status, data: isApiErrorBody(body) ? body : undefined } };
      }
      const eventCount = await readEvents(opened, onEvent, { signal: controller.signal, readEventsOf });
      if (hasTimedOut) return { error: { status: 'TIMEOUT_ERROR', error: `Timed out after ${deps.timeoutMs} ms` } };
      if (controller.signal.aborted) return { error: { status: 'FETCH_ERROR', error: 'Aborted' } };
      return { data: { eventCount } };
    } catch (cause) {
      if (cause instanceof LineParseError)
        return {
          error: { status: 'PARSING_ERROR', originalStatus: status, data: cause.message, error: 'Not a JSON line' },
        };
      if (hasTimedOut) return { error: { status: 'TIMEOUT_ERROR', error: `Timed out after ${deps.timeoutMs} ms` } };
      if (controller.signal.aborted) return { error: { status: 'FETCH_ERROR', error: 'Aborted' } };
      deps.onNetworkFailure();
      return { error: { status: 'FETCH_ERROR', error: String(cause) } };
    } finally {
      clearTimeout(timer);
      outerSignal?.removeEventListener('abort', forwardAbort);
    }
  };
}
