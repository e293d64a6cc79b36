// The per-process cache of live sessions (decision 060) with two API instances on one database, each with its own
// connection pool and listener on PostgreSQL: a session warm in B's cache ends at once in B when A logs it out, changes
// the password, locks the user or locks an agency above; and the cache really answers (a write that bypasses the app
// and announces nothing is not seen until a change is heard).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase, tables, type DatabaseHandle } from '@portal/db';
import type { TLoginResponse } from '@portal/contracts';
import { buildApp, type BuiltApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { announceSessionChange } from '../src/platform/session-changes.js';
import { createTestContext, refreshCookieOf, type SignedIn, type TestContext } from './support/test-context.js';
import { bearer, expectApiError, refreshWithCookie } from './support/http.js';
import { subAgencyCalls } from './support/sub-agency-fixtures.js';

let ctx: TestContext;
let f1: SignedIn;
let other: BuiltApp;
let otherDatabase: DatabaseHandle | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
  let db = ctx.db;
  if (ctx.databaseKind === 'postgres') {
    const url = (ctx.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    otherDatabase = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
    db = otherDatabase.db;
  }
  other = await buildApp({ db, databaseKind: ctx.databaseKind, config: testConfig(), clock: ctx.clock });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await otherDatabase?.close();
  await ctx?.close();
});

type Session = { accessToken: string; refreshToken: string; userId: string; username: string; password: string };

async function signIn(agencyId: string, role: 'admin_f2' | 'agent_f1' = 'agent_f1'): Promise<Session> {
  const user = await ctx.newUser({ agencyId, role });
  const response = await ctx.login(user.username, user.password);
  expect(response.statusCode, response.body).toBe(200);
  const { accessToken } = response.json<TLoginResponse>();
  return { accessToken, refreshToken: refreshCookieOf(response), userId: user.id, ...user };
}

const meOn = (app: FastifyInstance, session: Pick<Session, 'accessToken'>) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.accessToken) });

/** B has answered the session live twice: from then on it answers it from its cache. */
async function warmOnOther(session: Session) {
  for (let i = 0; i < 2; i += 1) expect((await meOn(other, session)).statusCode).toBe(200);
}

describe('a session cached live in another instance', () => {
  it('is served from the cache: a revocation written behind the app, announcing nothing, is not seen until a change is heard', async () => {
    const session = await signIn(f1.agencyId);
    await warmOnOther(session);
    await ctx.db
      .update(tables.refreshTokenFamilies)
      .set({ revokedAt: ctx.clock.now(), revokedReason: 'test' })
      .where(eq(tables.refreshTokenFamilies.userId, session.userId));
    // B never asked the database again: its cache still says live. A, which never cached it, asks and refuses.
    expect((await meOn(other, session)).statusCode).toBe(200);
    expectApiError(await meOn(ctx.app, session), 401, 14);

    await announceSessionChange(ctx.db);
    // The notification reaches B's listener in its own time when not awaited by a writer of the app.
    await expect.poll(async () => (await meOn(other, session)).statusCode).toBe(401);
  });

  it('ends at once there when this instance logs it out (401 code 14), other sessions stay', async () => {
    const session = await signIn(f1.agencyId);
    const bystander = await signIn(f1.agencyId);
    await warmOnOther(session);
    await warmOnOther(bystander);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `portal_refresh=${session.refreshToken}` },
      payload: {},
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expectApiError(await meOn(other, session), 401, 14);
    expect((await meOn(other, bystander)).statusCode).toBe(200);
  });

  it("ends at once there when the user changes the password in this instance (the user's other sessions)", async () => {
    const session = await signIn(f1.agencyId);
    const second = (await ctx.login(session.username, session.password)).json<TLoginResponse>();
    await warmOnOther({ ...session, accessToken: second.accessToken });
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(session.accessToken),
      payload: { currentPassword: session.password, newPassword: 'Moi@2026x' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expectApiError(await meOn(other, second), 401, 14);
  });

  it('ends at once there when an administrator locks the user in this instance (401 code 13)', async () => {
    const session = await signIn(f1.agencyId);
    await warmOnOther(session);
    const lock = await ctx.app.inject({
      method: 'POST',
      url: `/api/agency/staff/${session.userId}/actions`,
      headers: f1.auth,
      payload: { action: 'lock' },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    expectApiError(await meOn(other, session), 401, 13);
  });

  it('ends at once there when an agency above is locked in this instance, and stays ended after the unlock', async () => {
    const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.agencyId });
    const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.id });
    const f3User = await signIn(f3.id, 'admin_f2');
    await warmOnOther(f3User);
    const lock = await subAgencyCalls(ctx, f1.auth).lock(f2.id, 'Vi phạm hợp đồng');
    expect(lock.statusCode, lock.body).toBe(200);
    expectApiError(await meOn(other, f3User), 401, 13);
    expect((await subAgencyCalls(ctx, f1.auth).unlock(f2.id, 'Đã kiểm tra')).statusCode).toBe(200);
    expectApiError(await meOn(other, f3User), 401, 14);
  });

  it('ends at once there when this instance sees a refresh token used twice (reuse ends the family)', async () => {
    const session = await signIn(f1.agencyId);
    const rotated = await refreshWithCookie(ctx.app, session.refreshToken);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const renewed = { accessToken: rotated.json<{ accessToken: string }>().accessToken };
    expect((await meOn(other, renewed)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    try {
      // Past the grace period the old token again is reuse: the whole family ends.
      expect((await refreshWithCookie(ctx.app, session.refreshToken)).statusCode).toBe(401);
      expectApiError(await meOn(other, renewed), 401, 14);
    } finally {
      ctx.clock.advance(-60_000);
    }
  });
});
