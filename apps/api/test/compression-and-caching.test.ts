// Compressed answers (br, gzip) and cache rules: hashed assets cached for a year, pages revalidated, the search stream
// compressed yet flushed event by event, tiny bodies and zip-based files left alone (decision 062).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType } from '../src/platform/compression.js';
import { IMMUTABLE_ASSET, REVALIDATE } from '../src/platform/web-app.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { daysFromNow, startTestSuppliers, type TestSuppliers } from './support/search-stream.js';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ASSET = '/assets/index-Ab12Cd34.js';
/** A built web app in miniature: a page, a hashed script, a translation file, compressed by the build's own script. */
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
const page = `<!doctype html><html lang="vi"><head><script type="module" src="${ASSET}"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
const script = `export const offers = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, fare: ${index * 1000} }`).join(',')}];`;

let suppliers: TestSuppliers;
let releaseSlowSystem: () => void = () => undefined;
let ctx: TestContext;
let caller: SignedIn;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'locales/vi'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), page);
  writeFileSync(join(webDist, ASSET), script);
  writeFileSync(join(webDist, 'locales/vi/translation.json'), JSON.stringify({ tiny: 'nhỏ' }));
  await promisify(execFile)('node', ['scripts/precompress.mjs', webDist], { cwd: REPO_ROOT });
  suppliers = await startTestSuppliers();
  const slowSystemHeld = new Promise<void>((resolve) => (releaseSlowSystem = resolve));
  // One booking system (1G) answers only when the test lets it: the stream cannot end before that.
  const gateway = suppliers.gateway;
  const search: typeof gateway.search = async (system, request, options) => {
    if (system === '1G') await slowSystemHeld;
    return gateway.search(system, request, options);
  };
  ctx = await createTestContext({
    signInsForF1s: true,
    suppliers: Object.assign(Object.create(gateway) as typeof gateway, { search }),
    config: { webDistDir: webDist, supplierDeadlineMs: 60_000 },
  });
  caller = await ctx.newSignedInUser({ role: 'agent_f1' });
});
afterAll(async () => {
  releaseSlowSystem();
  await ctx?.close();
  await suppliers?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends a hashed asset cached for a year, as br or gzip when accepted, and varies on Accept-Encoding', async () => {
    for (const [accepted, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get(ASSET, accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_ASSET);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(script.length / 3);
      expect(decode(response.rawPayload).toString()).toBe(script);
    }
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_ASSET);
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html and the client-routed pages that answer it (no-cache), compressed too', async () => {
    for (const url of ['/', '/index.html', '/booking/list']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });

  it('sends a file below the threshold as it is', async () => {
    const response = await get('/locales/vi/translation.json', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ tiny: 'nhỏ' });
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer and keeps its no-store rule; leaves a small one alone', async () => {
    const large = await get('/api/docs/json', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...caller.auth, 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('no-store');
  });

  it('compresses text and JSON types, never PDF, Excel (a zip), images or opaque bytes', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/x-ndjson; charset=utf-8',
      'text/html',
      'text/css',
    ])
      expect(isCompressibleType(type), type).toBe(true);
    for (const type of [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/octet-stream',
      'image/png',
      'text/event-stream',
    ])
      expect(isCompressibleType(type), type).toBe(false);
  });
});

describe('the flight search stream under compression', () => {
  it('arrives compressed, event by event: the first offers are read while one system has not answered', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/api/flights/search`, {
      method: 'POST',
      headers: { ...caller.auth, 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({
        journeyType: 'OW',
        legs: [{ from: 'HAN', to: 'SGN', departDate: daysFromNow(10) }],
        adt: 1,
        chd: 0,
        inf: 0,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // fetch inflates the body; each line is one event. 1G is held, so only flushed bytes can reach us before `done`.
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    // Only whole lines: a read may end inside an event.
    const events = () =>
      text
        .split('\n')
        .slice(0, -1)
        .map((line) => JSON.parse(line) as { type: string; system?: string });
    while (!events().some((event) => event.type === 'offers')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before any offers: ${text}`);
      text += value;
    }
    expect(events()[0]).toMatchObject({ type: 'started' });
    expect(events().some((event) => event.type === 'done')).toBe(false);
    releaseSlowSystem();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(events().at(-1)).toMatchObject({ type: 'done', completed: 7 });
    expect(
      events()
        .filter((event) => event.type === 'offers')
        .map((event) => event.system),
    ).toContain('1G');
  });
});
