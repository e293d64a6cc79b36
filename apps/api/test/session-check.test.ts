// The session check's statements per authenticated read (decision 060): one while the change listener is down, none
// for a live session once cached; a change heard, a change during the lookup, or the family's expiry sends the next
// request to the database again. Counted on the database handle the check uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@portal/db';
import { createSessionCheck } from '../src/platform/session-check.js';
import type { SessionChangeFeed } from '../src/platform/session-changes.js';
import type { AccessClaims } from '../src/platform/tokens.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { decodeJwtPayload } from './support/http.js';

let ctx: TestContext;
let claims: AccessClaims;

beforeAll(async () => {
  ctx = await createTestContext();
  const signedIn = await ctx.newSignedInUser({ role: 'agent_f1' });
  const payload = decodeJwtPayload(signedIn.session.accessToken);
  claims = {
    userId: String(payload.sub),
    agencyId: String(payload.agy),
    familyId: String(payload.fam),
    permissions: [],
    mustChangePassword: false,
  };
});
afterAll(() => ctx.close());

/** A feed the test drives, and a database whose statements (and a gate before each) the test controls. */
function harness(isListening: boolean) {
  const listeners: (() => void)[] = [];
  const feed: SessionChangeFeed = {
    isListening,
    onChange: (listener) => listeners.push(listener),
    heardEverywhere: () => () => Promise.resolve(),
    close: async () => {},
  };
  let statements = 0;
  let gate: Promise<void> = Promise.resolve();
  const client = (ctx.db as unknown as { $client: object }).$client;
  const counting = new Proxy(client, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if ((key !== 'query' && key !== 'execute') || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        statements += 1;
        await gate;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const db = Object.assign(Object.create(ctx.db) as Database, {
    execute: async (...args: Parameters<Database['execute']>) => {
      statements += 1;
      await gate;
      return ctx.db.execute(...args);
    },
    $client: counting,
  });
  return {
    check: createSessionCheck(db, feed),
    statements: () => statements,
    change: () => listeners.forEach((listener) => listener()),
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = Promise.resolve();
        release();
      };
    },
  };
}

describe('the session check', () => {
  it('asks the database on every request while the change listener is not connected', async () => {
    const { check, statements } = harness(false);
    for (let i = 0; i < 3; i += 1) expect(await check(claims, ctx.clock.now())).toBe('live');
    expect(statements()).toBe(3);
  });

  it('answers a cached live session without a statement until a change is heard', async () => {
    const { check, statements, change } = harness(true);
    for (let i = 0; i < 3; i += 1) expect(await check(claims, ctx.clock.now())).toBe('live');
    expect(statements()).toBe(1);
    change();
    expect(await check(claims, ctx.clock.now())).toBe('live');
    expect(statements()).toBe(2);
  });

  it('does not keep an answer that was in flight while a change was heard', async () => {
    const { check, statements, change, hold } = harness(true);
    const release = hold();
    const inFlight = check(claims, ctx.clock.now());
    change();
    release();
    expect(await inFlight).toBe('live');
    expect(await check(claims, ctx.clock.now())).toBe('live');
    expect(statements()).toBe(2);
  });

  it('asks again once the family has expired by the clock, and for other claims of the same family', async () => {
    const { check, statements } = harness(true);
    expect(await check(claims, ctx.clock.now())).toBe('live');
    expect(await check({ ...claims, agencyId: claims.userId }, ctx.clock.now())).toBe('ended');
    expect(statements()).toBe(2);
    const later = new Date(ctx.clock.now().getTime() + 31 * 86_400_000);
    expect(await check(claims, later)).toBe('ended');
    expect(statements()).toBe(3);
  });
});
