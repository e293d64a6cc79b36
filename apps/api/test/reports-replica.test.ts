// Reports may read from a replica (DATABASE_REPLICA_URL): the setting needs DATABASE_URL, and every report route — and
// nothing else — reads through the database the reports module was given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@portal/db';
import { loadConfig } from '../src/config.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

const HEX_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

describe('DATABASE_REPLICA_URL', () => {
  it('is refused on the embedded database, and read beside DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/portal', JWT_SECRET: 'x' })).toThrow(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
    const config = loadConfig({
      DATABASE_URL: 'postgres://primary/portal',
      DATABASE_REPLICA_URL: 'postgres://replica/portal',
      JWT_SECRET: 'x',
      SIGN_IN_SECRET_KEY: HEX_KEY,
    });
    expect(config.databaseReplicaUrl).toBe('postgres://replica/portal');
  });
});

describe('the reports on their own database', () => {
  let ctx: TestContext;
  let admin: SignedIn;
  let reads = 0;

  /** The test database, counting every query started through it (execute, select, transaction…). */
  const counting = (db: Database): Database =>
    new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          reads += 1;
          return (value as (...inner: unknown[]) => unknown).apply(target, args);
        };
      },
    });

  beforeAll(async () => {
    ctx = await createTestContext({ reportsDb: counting });
    admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin.auth });

  it('reads every report through it', async () => {
    for (const url of [
      '/api/reports/sale-report',
      '/api/reports/debit-report',
      '/api/reports/debit-total-report',
      '/api/reports/flight-data-report',
      '/api/reports/vna-summary-report',
      '/api/reports/customer-services',
      '/api/reports/analyze-sales',
    ]) {
      const before = reads;
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(reads, url).toBeGreaterThan(before);
    }
  });

  it('reads nothing else through it', async () => {
    const before = reads;
    for (const url of ['/api/bookings', '/api/deposits/statement', '/api/ledger/balance', '/api/auth/me'])
      expect((await get(url)).statusCode, url).toBe(200);
    expect(reads).toBe(before);
  });
});
