// A scripted fetch for client tests: each call is answered by a handler that sees the URL and init.
import { vi } from 'vitest';

export type StubCall = { url: string; init: RequestInit; headers: Record<string, string> };
export type StubHandler = (call: StubCall) => Response | Promise<Response>;

export const SERVER_VERSION = '2.88.0';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json',
      Version: SERVER_VERSION,
      Time: new Date().toISOString(),
      ...headers,
    },
  });
}

export function stubFetch(handler: StubHandler) {
  const calls: StubCall[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, headers: { ...(init.headers as Record<string, string>) } };
    calls.push(call);
    return handler(call);
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

/** Resolves after pending promise callbacks and zero-delay timers have run. */
export function flush(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The query parameters of each recorded call whose URL the test picks. */
export const queriesOf = (calls: StubCall[], isPicked: (url: string) => boolean) =>
  calls
    .filter((call) => isPicked(call.url))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));

/** A log screen's server: its scope at `${path}/scope`, its rows at `path` as one page from the offset asked for. */
export function logScreenServer(options: { path: string; scope: unknown; rows: unknown[]; page?: object }) {
  return (call: StubCall) => {
    if (call.url.includes(`${options.path}/scope`)) return jsonResponse(200, options.scope);
    if (call.url.includes(options.path)) {
      const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset') ?? 0);
      const rows = options.rows;
      return jsonResponse(200, { items: rows, total: rows.length, limit: 200, offset, ...options.page });
    }
    return jsonResponse(200, {});
  };
}
