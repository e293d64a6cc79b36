// GET /api/health and the headers every response carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/test-context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('reports ok, the version and the database the server runs on', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', version: '2.88.0', database: process.env.TEST_DB_KIND });
  });

  it('carries Version and Time headers, Time being the server clock', async () => {
    ctx.clock.set(new Date('2026-11-21T08:00:00.000Z'));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers.version).toBe('2.88.0');
    expect(response.headers.time).toBe('2026-11-21T08:00:00.000Z');
  });
});
