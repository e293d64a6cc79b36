// The request log writes one line per request (decision 061) with what Fastify's two lines carried: method, URL, host,
// client address, status and time taken; the bearer token never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { buildApp, type BuiltApp } from '../src/app.js';
import { testConfig } from '../src/config.js';

let database: DatabaseHandle;
let app: BuiltApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  app = await buildApp({
    db: database.db,
    databaseKind: 'pglite',
    config: testConfig({ logLevel: 'info' }),
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the request log', () => {
  it('writes one line per request: method, URL, address, status and time, no token', async () => {
    lines.length = 0;
    const answer = await app.inject({
      method: 'GET',
      url: '/api/auth/me?x=1',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(answer.statusCode).toBe(401);
    const requestLines = lines.filter((line) => line.req !== undefined || /request/.test(String(line.msg)));
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines as [Record<string, unknown>];
    expect(line.msg).toBe('request completed');
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/auth/me?x=1', remoteAddress: '127.0.0.1' });
    expect(line.res).toMatchObject({ statusCode: 401 });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('not-a-token');
  });
});
