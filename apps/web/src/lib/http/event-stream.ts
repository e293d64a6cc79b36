// Server-sent events through the shared client (the notification stream): its headers and Last-Event-ID, one shared
// refresh on a 401 code 18 before the stream starts, the same failure routing; no timeout, the server ends it.
import { CLIENT_ERROR_CODES as ErrorCode } from './error-codes';
import type { StreamDeps } from './ndjson-stream';
import { isApiErrorBody, type HttpError } from './types';

export type ServerEvent = { event: string; id?: string; data: string };
export type EventStreamResult = { data: { eventCount: number } } | { error: HttpError };
export type StreamServerEvents = (
  url: string,
  onEvent: (event: ServerEvent) => void,
  options: { signal: AbortSignal; lastEventId?: string },
) => Promise<EventStreamResult>;

/** Splits text as it arrives into events (fields event, id, data; comment lines skipped), per the SSE format. */
export function createEventParser(onEvent: (event: ServerEvent) => void) {
  let buffer = '';
  let event = '';
  let id: string | undefined;
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', id, data: data.join('\n') });
    event = '';
    data = [];
  };
  return (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer[end] === '\r' ? 2 : 1));
      if (line === '') dispatch();
      else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
    }
  };
}

export function createEventStreamer(deps: Omit<StreamDeps, 'timeoutMs'>): StreamServerEvents {
  const open = (url: string, token: string | null, options: { signal: AbortSignal; lastEventId?: string }) => {
    const headers = deps.headersFor(token, 'text/event-stream');
    if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;
    return deps.fetchImpl(deps.urlOf({ url }), { headers, credentials: 'same-origin', signal: options.signal });
  };

  return async function streamServerEvents(url, onEvent, options) {
    try {
      const usedToken = deps.getAccessToken();
      let response = await open(url, usedToken, options);
      deps.readStandardHeaders(response);
      if (response.status === 401) {
        const body: unknown = await response.json().catch(() => undefined);
        if (!isApiErrorBody(body) || body.code !== ErrorCode.ACCESS_TOKEN_EXPIRED) {
          deps.routeFailure({ httpStatus: 401, body }, { url });
          return { error: { status: 401 } };
        }
        const current = deps.getAccessToken();
        const isRefreshed = (current !== null && current !== usedToken) || (await deps.refreshSession());
        if (!isRefreshed) {
          deps.onSessionEnded();
          return { error: { status: 401 } };
        }
        response = await open(url, deps.getAccessToken(), options);
      }
      if (!response.ok || !response.body) {
        const body: unknown = await response.json().catch(() => undefined);
        deps.routeFailure({ httpStatus: response.status, body }, { url });
        return { error: { status: response.status, data: isApiErrorBody(body) ? body : undefined } };
      }
      let eventCount = 0;
      const parse = createEventParser((event) => {
        eventCount += 1;
        onEvent(event);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || options.signal.aborted) break;
        parse(value);
      }
      return { data: { eventCount } };
    } catch (cause) {
      // A dropped connection is the caller's to retry; no network toast for a background stream.
      return { error: { status: 'FETCH_ERROR', error: options.signal.aborted ? 'Aborted' : String(cause) } };
    }
  };
}
