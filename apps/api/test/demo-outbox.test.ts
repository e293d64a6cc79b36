// GET /api/demo/outbox: registered in demo mode only. Account mail belongs to its recipient, itinerary mail to the user
// who sent it: the operator reads its tree's mail and mail nobody owns, an admin the mail of users at or below their
// agency (the new sub-agency admin it created included), anyone else only their own; newest first, filtered, paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import {
  ErrorCode,
  type TBookingMailResponse,
  type TCreateSubAgencyResponse,
  type TDemoOutboxResponse,
} from '@portal/contracts';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { subAgencyCalls, subAgencyForm } from './support/sub-agency-fixtures.js';
import { startBookingSuppliers, type BookingSuppliers } from './support/bookings.js';
import { CALM, holdFor } from './support/booking-money.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let f1Admin: SignedIn;
let f2Admin: SignedIn;
let f1Agent: Awaited<ReturnType<TestContext['newUser']>>;
let f1AgentAuth: { authorization: string };
let operator: SignedIn;
let f1AdminEmail: string;

type Caller = Pick<SignedIn, 'auth'>;
const outbox = (who: Caller, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/demo/outbox${query}`, headers: who.auth });
const recipients = async (who: Caller, query = '') => {
  const response = await outbox(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDemoOutboxResponse>().items.map((item) => item.to);
};
const queue = (to: string, subject: string, at: Date) =>
  ctx.db.insert(tables.outboxEmails).values({ toAddress: to, subject, body: `${subject} body`, createdAt: at });

/** A user of an existing agency, signed in through the API. */
async function signedInAt(agencyId: string, role: 'agent_f1' | 'agent_f2'): Promise<SignedIn> {
  const user = await ctx.newUser({ agencyId, role });
  return signInAs(ctx, user.username, user.password);
}

beforeAll(async () => {
  suppliers = await startBookingSuppliers();
  suppliers.simulator.setFaults(CALM);
  ctx = await createTestContext({ signInsForF1s: true, suppliers: suppliers.gateway });
  // The operator's platform is the root of the F1s, as in the demo data.
  operator = await ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1', parentId: operator.agencyId });
  const [adminRow] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, f1Admin.userId));
  f1AdminEmail = adminRow!.email;
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Admin.agencyId });
  f1Agent = await ctx.newUser({ agencyId: f1Admin.agencyId, role: 'agent_f1' });
  const agentLogin = await ctx.login(f1Agent.username, f1Agent.password);
  f1AgentAuth = { authorization: `Bearer ${agentLogin.json<{ accessToken: string }>().accessToken}` };
  await queue(f1AdminEmail, 'Gửi quản trị F1', new Date(Date.now() - 60_000));
  await queue(f1Agent.email, 'Gửi nhân viên F1', new Date(Date.now() - 50_000));
  await queue('nobody.known@example.vn', 'Gửi người lạ', new Date(Date.now() - 40_000));
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});

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

    expect(await recipients(f1Admin, `?to=${encodeURIComponent(form.admin.email.toUpperCase())}`)).toEqual([
      form.admin.email,
    ]);
  });

  it("does not show an F2 admin the mail of its parent F1's users", async () => {
    const seen = await recipients(f2Admin);
    expect(seen).not.toContain(f1AdminEmail);
    expect(seen).not.toContain(f1Agent.email);
  });

  it('shows an agent only the mail to their own address', async () => {
    expect(await recipients({ auth: f1AgentAuth })).toEqual([f1Agent.email]);
  });

  it("shows the platform operator the mail of its tree and mail nobody owns, not another root's", async () => {
    expect(await recipients(operator)).toEqual(
      expect.arrayContaining([f1AdminEmail, f1Agent.email, 'nobody.known@example.vn']),
    );
    const otherRoot = await ctx.newSignedInUser({ role: 'admin_f1' });
    const [otherRootAdmin] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, otherRoot.userId));
    await queue(otherRootAdmin!.email, 'Gửi cây khác', new Date());
    expect(await recipients(operator)).not.toContain(otherRootAdmin!.email);
    expect(await recipients(otherRoot)).toContain(otherRootAdmin!.email);
  });

  it('needs a session and refuses a bad limit naming it', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/demo/outbox' }), 401, ErrorCode.UNAUTHENTICATED);
    const body = expectApiError(await outbox(f1Admin, '?limit=0'), 400, ErrorCode.VALIDATION);
    expect(JSON.stringify(body.details)).toContain('limit');
  });
});

describe('itinerary mail sent for a booking', () => {
  const customer = 'khach.hang.outbox@example.vn';
  let sender: SignedIn;
  let colleague: SignedIn;
  let foreignAdmin: SignedIn;
  let foreignAgent: SignedIn;
  let bookingId: string;
  let pnr: string | null;
  let sent: TBookingMailResponse;
  const idsSeenBy = async (who: Caller, query = '?limit=200') => {
    const response = await outbox(who, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TDemoOutboxResponse>().items.map((item) => item.id);
  };

  beforeAll(async () => {
    // The sender is an agent of the F2 below f1Admin; the foreign users belong to another F1.
    sender = await signedInAt(f2Admin.agencyId, 'agent_f2');
    colleague = await signedInAt(f2Admin.agencyId, 'agent_f2');
    foreignAdmin = await ctx.newSignedInUser({ role: 'admin_f1', parentId: operator.agencyId });
    foreignAgent = await signedInAt(foreignAdmin.agencyId, 'agent_f1');
    const held = await holdFor(ctx, sender);
    bookingId = held.id;
    pnr = held.pnr;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/mail`,
      headers: sender.auth,
      payload: { to: customer, language: 'vi', includeFee: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    sent = response.json<TBookingMailResponse>();
  });

  it('is shown to its sender as an itinerary of the booking, newest first', async () => {
    const response = await outbox(sender);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<TDemoOutboxResponse>();
    expect(page.items[0]).toMatchObject({
      id: sent.outboxId,
      to: customer,
      subject: sent.subject,
      kind: 'itinerary',
      booking: { id: bookingId, pnr },
    });
    expect(page.items[0]!.body).toContain(pnr!);
    expect(page.total).toBe(page.items.length);
  });

  it("is shown to the admins of the sender's agency and of the agencies above it, and to the operator", async () => {
    for (const who of [f2Admin, f1Admin, operator]) expect(await idsSeenBy(who)).toContain(sent.outboxId);
  });

  it("is not shown to a colleague who did not send it, nor to another F1's admin or agent", async () => {
    for (const who of [colleague, foreignAdmin, foreignAgent])
      expect(await idsSeenBy(who)).not.toContain(sent.outboxId);
  });

  it('belongs to its sender even when addressed to a user of another agency', async () => {
    // The foreign agent "sends" this booking's itinerary to f1Agent: an outbox row with its 'mail' event, as the service writes them.
    const [row] = await ctx.db
      .insert(tables.outboxEmails)
      .values({ toAddress: f1Agent.email, subject: 'Hành trình gửi nhầm', body: 'Hành trình' })
      .returning({ id: tables.outboxEmails.id });
    await ctx.db.insert(tables.bookingEvents).values({
      bookingId,
      actorUserId: foreignAgent.userId,
      action: 'mail',
      details: { to: f1Agent.email, outboxEmailId: row!.id },
    });
    expect(await idsSeenBy(foreignAgent)).toContain(row!.id);
    expect(await idsSeenBy(foreignAdmin)).toContain(row!.id);
    for (const who of [{ auth: f1AgentAuth }, f1Admin, sender]) expect(await idsSeenBy(who)).not.toContain(row!.id);
  });

  it('filters by address or subject, case-insensitively, and pages with the total', async () => {
    const byAddress = (
      await outbox(sender, `?q=${encodeURIComponent('KHACH.HANG.OUTBOX')}`)
    ).json<TDemoOutboxResponse>();
    expect(byAddress.items.map((item) => item.id)).toEqual([sent.outboxId]);
    const bySubject = (
      await outbox(f1Admin, `?q=${encodeURIComponent(pnr!.toLowerCase())}`)
    ).json<TDemoOutboxResponse>();
    expect(bySubject.items.map((item) => item.id)).toContain(sent.outboxId);
    expect((await outbox(f1Admin, '?q=100%25')).json<TDemoOutboxResponse>().items).toEqual([]);

    const all = (await outbox(f1Admin, '?limit=200')).json<TDemoOutboxResponse>();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.map((item) => item.kind)).toEqual(expect.arrayContaining(['account', 'itinerary']));
    const second = (await outbox(f1Admin, '?limit=1&offset=1')).json<TDemoOutboxResponse>();
    expect(second).toMatchObject({ total: all.total, limit: 1, offset: 1 });
    expect(second.items.map((item) => item.id)).toEqual([all.items[1]!.id]);
  });
});

describe('outside demo mode', () => {
  it('has no /api/demo/outbox route at all, and /api/health says so', async () => {
    const production = await createTestContext({ config: { isDemo: false } });
    try {
      const admin = await production.newSignedInUser({ role: 'admin_f1' });
      const response = await production.app.inject({ method: 'GET', url: '/api/demo/outbox', headers: admin.auth });
      expectApiError(response, 404, ErrorCode.NOT_FOUND);
      expect(production.app.printRoutes({ commonPrefix: false })).not.toContain('outbox');
      // The web shows the outbox page in its menu only when /api/health says demo mode.
      expect((await production.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
        isDemo: false,
      });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ isDemo: true });
    } finally {
      await production.close();
    }
  });
});
