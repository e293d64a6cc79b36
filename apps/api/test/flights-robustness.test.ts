// The search under misbehaving callers and suppliers: a caller who leaves, a connector that ignores its deadline,
// and the agency tree narrowing which systems a sub-agency may ask.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TBookingSystem, TSupplierSearchResponse } from '@portal/contracts';
import { loadConfig } from '../src/config.js';
import type { SupplierGateway } from '../src/modules/suppliers/supplier-gateway.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { daysFromNow, searchEvents } from './support/search-stream.js';

/** A gateway whose systems answer only when told, and which records every abort it sees. */
function controllableGateway(options: { ignoresAbort?: boolean } = {}) {
  const aborted = new Set<TBookingSystem>();
  const calls = new Set<TBookingSystem>();
  const gateway: SupplierGateway = {
    search: (system, _request, { signal }) =>
      new Promise<TSupplierSearchResponse>((_resolve, reject) => {
        calls.add(system);
        if (options.ignoresAbort) return;
        signal.addEventListener('abort', () => {
          aborted.add(system);
          reject(new Error('aborted'));
        });
      }),
    fareRules: async () => null,
    calendar: async () => {
      throw new Error('not used');
    },
  } as Partial<SupplierGateway> as SupplierGateway;
  return { gateway, aborted, calls };
}

const oneWay = {
  journeyType: 'OW',
  legs: [{ from: 'HAN', to: 'SGN', departDate: daysFromNow(9) }],
  adt: 1,
  chd: 0,
  inf: 0,
};

describe('a caller who leaves mid-search', () => {
  let ctx: TestContext;
  let caller: SignedIn;
  const suppliers = controllableGateway();
  beforeAll(async () => {
    ctx = await createTestContext({
      signInsForF1s: true,
      suppliers: suppliers.gateway,
      config: { supplierDeadlineMs: 30_000 },
    });
    caller = await ctx.newSignedInUser({ role: 'agent_f1' });
  });
  afterAll(() => ctx.close());

  it('aborts every supplier call still running when the connection closes', async () => {
    const base = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
    const body = JSON.stringify(oneWay);
    const request = http.request({
      host: base.hostname,
      port: base.port,
      path: '/api/flights/search',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...caller.auth },
    });
    const status = new Promise<number>((resolve) =>
      request.on('response', (response) => resolve(response.statusCode ?? 0)),
    );
    request.on('error', () => undefined);
    request.end(body);
    expect(await status).toBe(200);
    await expect.poll(() => suppliers.calls.size).toBe(7);
    request.destroy();
    await expect.poll(() => suppliers.aborted.size, { timeout: 3000 }).toBe(7);
    // The server holds no socket for a caller who left.
    await expect
      .poll(() => new Promise<number>((resolve) => ctx.app.server.getConnections((_error, count) => resolve(count))))
      .toBe(0);
  });
});

describe('a connector that ignores its abort signal', () => {
  let ctx: TestContext;
  let caller: SignedIn;
  beforeAll(async () => {
    ctx = await createTestContext({
      signInsForF1s: true,
      suppliers: controllableGateway({ ignoresAbort: true }).gateway,
      config: { supplierDeadlineMs: 300 },
    });
    caller = await ctx.newSignedInUser({ role: 'agent_f1' });
  });
  afterAll(() => ctx.close());

  it('still ends the search at the deadline, every system timed out', async () => {
    const started = performance.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      headers: caller.auth,
      payload: oneWay,
    });
    const events = searchEvents(response);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(
      events
        .filter((event) => event.type === 'system-error')
        .every((event) => 'reason' in event && event.reason === 'timeout'),
    ).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'done', completed: 7 });
  });
});

describe('booking systems down the agency tree', () => {
  let ctx: TestContext;
  const suppliers = controllableGateway();
  beforeAll(async () => {
    ctx = await createTestContext({
      signInsForF1s: true,
      suppliers: suppliers.gateway,
      config: { supplierDeadlineMs: 200 },
    });
  });
  afterAll(() => ctx.close());

  it('never lets a sub-agency use a system its parent may not', async () => {
    const parent = await ctx.newAgency({ level: 'F1' });
    await ctx.db
      .update(tables.agencies)
      .set({ settings: { bookingSystems: ['VN', 'VJ'] } })
      .where(eq(tables.agencies.id, parent.id));
    const child = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: parent.id });
    const events = searchEvents(
      await ctx.app.inject({ method: 'POST', url: '/api/flights/search', headers: child.auth, payload: oneWay }),
    );
    expect(events[0]).toMatchObject({ type: 'started', systems: ['VN', 'VJ'] });
  });

  it('answers 404 for the fare rules of a system the agency may not use', async () => {
    const limited = await ctx.newSignedInUser({ role: 'agent_f1' });
    await ctx.db
      .update(tables.agencies)
      .set({ settings: { bookingSystems: ['VN'] } })
      .where(eq(tables.agencies.id, limited.agencyId));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/flights/fare-rules?system=VJ&airline=VJ&fareClass=Eco',
      headers: limited.auth,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('configuration', () => {
  const TEST_KEY = 'ab'.repeat(32);
  it('refuses a supplier deadline that is not a whole number of milliseconds', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x', SIGN_IN_SECRET_KEY: TEST_KEY, SUPPLIER_DEADLINE_MS: 'abc' })).toThrow(
      /SUPPLIER_DEADLINE_MS/,
    );
    expect(
      loadConfig({ JWT_SECRET: 'x', SIGN_IN_SECRET_KEY: TEST_KEY, SUPPLIER_DEADLINE_MS: '2500' }).supplierDeadlineMs,
    ).toBe(2500);
  });
});
