// GET /api/demo/outbox: registered in demo mode only; the operator reads every mail, an admin the mail of users at or
// below their agency (the new sub-agency admin it created included), anyone else only their own; newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode, type TCreateSubAgencyResponse, type TDemoOutboxResponse } from '@portal/contracts';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { subAgencyCalls, subAgencyForm } from './support/sub-agency-fixtures.js';

let ctx: TestContext;
let f1Admin: SignedIn;
let f2Admin: SignedIn;
let f1Agent: Awaited<ReturnType<TestContext['newUser']>>;
let f1AgentAuth: { authorization: string };
let operator: SignedIn;
let f1AdminEmail: string;

type Caller = Pick<SignedIn, 'auth'>;
const outbox = (who: Caller, query = '') => ctx.app.inject({ method: 'GET', url: `/api/demo/outbox${query}`, headers: who.auth });
const recipients = async (who: Caller, query = '') => {
  const response = await outbox(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDemoOutboxResponse>().items.map((item) => item.to);
};
const queue = (to: string, subject: string, at: Date) => ctx.db.insert(tables.outboxEmails).values({ toAddress: to, subject, body: `${subject} body`, createdAt: at });

beforeAll(async () => {
  ctx = await createTestContext();
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  const [adminRow] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, f1Admin.userId));
  f1AdminEmail = adminRow!.email;
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Admin.agencyId });
  f1Agent = await ctx.newUser({ agencyId: f1Admin.agencyId, role: 'agent_f1' });
  const agentLogin = await ctx.login(f1Agent.username, f1Agent.password);
  f1AgentAuth = { authorization: `Bearer ${agentLogin.json<{ accessToken: string }>().accessToken}` };
  operator = await ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });
  await queue(f1AdminEmail, 'Gửi quản trị F1', new Date(Date.now() - 60_000));
  await queue(f1Agent.email, 'Gửi nhân viên F1', new Date(Date.now() - 50_000));
  await queue('nobody.known@example.vn', 'Gửi người lạ', new Date(Date.now() - 40_000));
});
afterAll(() => ctx.close());

describe('GET /api/demo/outbox in demo mode', () => {
  it('shows an F1 admin the mail of the new sub-agency admin it created, with the temporary password, newest first', async () => {
    const form = subAgencyForm();
    const created = await subAgencyCalls(ctx, f1Admin.auth).create(form);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<TCreateSubAgencyResponse>().admin.email).toBe(form.admin.email);

    const response = await outbox(f1Admin);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<TDemoOutboxResponse>().items;
    expect(items[0]).toMatchObject({ to: form.admin.email, subject: expect.stringContaining(form.code) });
    expect(items[0]!.body).toMatch(/Mật khẩu tạm thời: \S+/);
    expect(items.map((item) => item.to)).toEqual(expect.arrayContaining([f1AdminEmail, f1Agent.email]));
    expect(items.map((item) => item.to)).not.toContain('nobody.known@example.vn');
    const times = items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(await recipients(f1Admin, `?to=${encodeURIComponent(form.admin.email.toUpperCase())}`)).toEqual([form.admin.email]);
  });

  it('does not show an F2 admin the mail of its parent F1\'s users', async () => {
    const seen = await recipients(f2Admin);
    expect(seen).not.toContain(f1AdminEmail);
    expect(seen).not.toContain(f1Agent.email);
  });

  it('shows an agent only the mail to their own address', async () => {
    expect(await recipients({ auth: f1AgentAuth })).toEqual([f1Agent.email]);
  });

  it('shows the platform operator every mail', async () => {
    expect(await recipients(operator)).toEqual(expect.arrayContaining([f1AdminEmail, f1Agent.email, 'nobody.known@example.vn']));
  });

  it('needs a session and refuses a bad limit naming it', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/demo/outbox' }), 401, ErrorCode.UNAUTHENTICATED);
    const body = expectApiError(await outbox(f1Admin, '?limit=0'), 400, ErrorCode.VALIDATION);
    expect(JSON.stringify(body.details)).toContain('limit');
  });
});

describe('outside demo mode', () => {
  it('has no /api/demo/outbox route at all', async () => {
    const production = await createTestContext({ config: { isDemo: false } });
    try {
      const admin = await production.newSignedInUser({ role: 'admin_f1' });
      const response = await production.app.inject({ method: 'GET', url: '/api/demo/outbox', headers: admin.auth });
      expectApiError(response, 404, ErrorCode.NOT_FOUND);
      expect(production.app.printRoutes({ commonPrefix: false })).not.toContain('outbox');
    } finally {
      await production.close();
    }
  });
});
