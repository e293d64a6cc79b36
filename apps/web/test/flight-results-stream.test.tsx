// The NDJSON stream of the HTTP client: lines split across chunks, abort, 401 code 18 refresh before reading, errors.
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../src/lib/http/http-client';
import { createLineSplitter } from '../src/lib/http/ndjson-lines';
import { flush, jsonResponse, SERVER_VERSION, stubFetch, type StubHandler } from './support/fetch-stub';
import { recordingHooks } from './support/http-hooks';

const hooks = (initialToken = 'old-token') => recordingHooks({ initialToken, language: 'en' });

function setup(handler: StubHandler) {
  const clientHooks = hooks();
  const stub = stubFetch(handler);
  const client = createHttpClient({ hooks: clientHooks, appVersion: '2.88.0', fetchImpl: stub.fetchImpl });
  return { client, hooks: clientHooks, ...stub };
}

/** A streamed 200 whose body arrives in the given chunks, each after a short pause; `hold` keeps it open at the end. */
function ndjsonResponse(chunks: string[], options: { hold?: boolean } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        await flush(1);
        controller.enqueue(encoder.encode(chunk));
      }
      if (!options.hold) controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/x-ndjson', Version: SERVER_VERSION },
  });
}

const request = { url: '/api/flights/search', method: 'POST' as const, body: { journeyType: 'OW' } };

describe('line splitter', () => {
  it('keeps the unfinished remainder until the chunk that completes it', () => {
    const lines = createLineSplitter();
    expect(lines.push('{"a":1}\n{"b"')).toEqual(['{"a":1}']);
    expect(lines.push(':2}\r\n\n{"c":')).toEqual(['{"b":2}']);
    expect(lines.push('3}')).toEqual([]);
    expect(lines.end()).toEqual(['{"c":3}']);
    expect(lines.end()).toEqual([]);
  });
});

describe('streamNdjson', () => {
  it('parses events whose lines and even characters are split across chunks, in order', async () => {
    const { client, calls } = setup(() =>
      ndjsonResponse([
        '{"type":"started","total":2}\n{"type":"off',
        'ers","system":"VN","name":"Hà ',
        'Nội"}\n',
        '{"type":"done"}',
      ]),
    );
    const events: unknown[] = [];
    const result = await client.streamNdjson(request, (event) => events.push(event));
    expect(result).toEqual({ data: { eventCount: 3 } });
    expect(events).toEqual([
      { type: 'started', total: 2 },
      { type: 'offers', system: 'VN', name: 'Hà Nội' },
      { type: 'done' },
    ]);
    const [call] = calls;
    expect(call?.init.method).toBe('POST');
    expect(JSON.parse(String(call?.init.body))).toEqual({ journeyType: 'OW' });
    expect(call?.headers).toMatchObject({
      Authorization: 'Bearer old-token',
      'X-Language': 'en',
      'Client-Type': 'Web',
      Accept: 'application/x-ndjson',
      'Content-Type': 'application/json',
    });
    expect(Number(call?.headers.tsp)).toBeGreaterThan(0);
  });

  it('keeps multi-byte characters split between two chunks intact', async () => {
    const bytes = new TextEncoder().encode('{"city":"Đà Nẵng"}\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 11));
        controller.enqueue(bytes.slice(11));
        controller.close();
      },
    });
    const { client } = setup(() => new Response(body, { status: 200 }));
    const events: unknown[] = [];
    await client.streamNdjson(request, (event) => events.push(event));
    expect(events).toEqual([{ city: 'Đà Nẵng' }]);
  });

  it('stops reading and delivers nothing more once aborted', async () => {
    const { client } = setup(() => ndjsonResponse(['{"n":1}\n', '{"n":2}\n', '{"n":3}\n'], { hold: true }));
    const controller = new AbortController();
    const events: { n: number }[] = [];
    const result = await client.streamNdjson<{ n: number }>(
      request,
      (event) => {
        events.push(event);
        if (event.n === 2) controller.abort();
      },
      controller.signal,
    );
    expect(events.map((event) => event.n)).toEqual([1, 2]);
    expect(result).toEqual({ error: { status: 'FETCH_ERROR', error: 'Aborted' } });
  });

  it('refreshes once on a 401 code 18 before reading, then streams the retry', async () => {
    const {
      client,
      calls,
      hooks: clientHooks,
    } = setup((call) => {
      if (call.url === '/api/auth/refresh-token') {
        return jsonResponse(200, {
          accessToken: 'new-token',
          refreshToken: 'r',
          accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
          permissions: [],
        });
      }
      return call.headers.Authorization === 'Bearer new-token'
        ? ndjsonResponse(['{"type":"done"}\n'])
        : jsonResponse(401, { code: 18, message: 'expired' });
    });
    const events: unknown[] = [];
    const result = await client.streamNdjson(request, (event) => events.push(event));
    expect(result).toEqual({ data: { eventCount: 1 } });
    expect(events).toEqual([{ type: 'done' }]);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/flights/search',
      '/api/auth/refresh-token',
      '/api/flights/search',
    ]);
    expect(clientHooks.onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails', async () => {
    const { client, hooks: clientHooks } = setup((call) =>
      call.url === '/api/auth/refresh-token'
        ? jsonResponse(401, { code: 19, message: 'no' })
        : jsonResponse(401, { code: 18, message: 'expired' }),
    );
    const result = await client.streamNdjson(request, () => undefined);
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(clientHooks.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('answers a 400 with its validation details and routes a 403 like every other call', async () => {
    const invalid = {
      code: 1,
      message: 'Yêu cầu không hợp lệ',
      details: { fields: [{ field: 'legs.0.to', message: 'same as from' }] },
    };
    const { client, hooks: clientHooks } = setup((call) =>
      JSON.parse(String(call.init.body)).journeyType === 'OW'
        ? jsonResponse(400, invalid)
        : jsonResponse(403, { code: 3, message: 'forbidden' }),
    );
    expect(await client.streamNdjson(request, () => undefined)).toEqual({ error: { status: 400, data: invalid } });
    await client.streamNdjson({ ...request, body: { journeyType: 'RT' } }, () => undefined);
    expect(clientHooks.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure and answers PARSING_ERROR for a line that is not JSON', async () => {
    const failing = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failing.client.streamNdjson(request, () => undefined)).toMatchObject({
      error: { status: 'FETCH_ERROR' },
    });
    expect(failing.hooks.onNetworkFailure).toHaveBeenCalledTimes(1);

    const garbled = setup(() => ndjsonResponse(['{"n":1}\n', 'not json\n', '{"n":3}\n']));
    const events: unknown[] = [];
    expect(await garbled.client.streamNdjson(request, (event) => events.push(event))).toMatchObject({
      error: { status: 'PARSING_ERROR', data: 'not json' },
    });
    expect(events).toEqual([{ n: 1 }]);
  });
});
