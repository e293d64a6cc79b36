// The search and the calendar ask exactly the systems with an enabled sign-in (an F1's own, a sub-agency's F1's); the demo signs in to all seven.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_SIGN_INS, seedDemo, tables } from '@portal/db';
import {
  BOOKING_SYSTEMS,
  ErrorCode,
  type TBookingSystem,
  type TFlightCalendarResponse,
  type TLoginResponse,
  type TSearchEvent,
  type TSignIn,
} from '@portal/contracts';
import { TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createSecretBox } from '../src/platform/secret-box.js';
import { expectApiError } from './support/http.js';
import { INSTANT, daysFromNow, searchEvents, startTestSuppliers, type TestSuppliers } from './support/search-stream.js';
import { signInBody, signInRequests } from './support/sign-ins.js';
import { createTestContext, signedInFrom, type SignedIn, type TestContext } from './support/test-context.js';

let suppliers: TestSuppliers;
let ctx: TestContext;
let requests: ReturnType<typeof signInRequests>;
const box = createSecretBox(TEST_SIGN_IN_SECRET_KEY);

beforeAll(async () => {
  suppliers = await startTestSuppliers();
  ctx = await createTestContext({ suppliers: suppliers.gateway, config: { supplierDeadlineMs: 2000 } });
  requests = signInRequests(ctx);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.setFaults(INSTANT));

const oneWay = (systems?: TBookingSystem[]) => ({
  journeyType: 'OW',
  legs: [{ from: 'HAN', to: 'SGN', departDate: daysFromNow(10) }],
  adt: 1,
  chd: 0,
  inf: 0,
  ...(systems ? { systems } : {}),
});

const search = (who: SignedIn, payload: object = oneWay()) =>
  ctx.app.inject({ method: 'POST', url: '/api/flights/search', headers: who.auth, payload });

async function searched(who: SignedIn, payload?: object) {
  const response = await search(who, payload);
  expect(response.statusCode, response.body).toBe(200);
  const events = searchEvents(response);
  const started = events[0] as Extract<TSearchEvent, { type: 'started' }>;
  const progress = events.filter(
    (event): event is Extract<TSearchEvent, { type: 'progress' }> => event.type === 'progress',
  );
  const answered = new Set(
    events.flatMap((event) => (event.type === 'offers' || event.type === 'system-error' ? [event.system] : [])),
  );
  const offerSystems = new Set(
    events.flatMap((event) => (event.type === 'offers' ? event.offers.map((offer) => offer.system) : [])),
  );
  return { started, progress, done: events.at(-1) as Extract<TSearchEvent, { type: 'done' }>, answered, offerSystems };
}

/** An F1 admin and an agent of the same F1, with no sign-in yet. */
async function f1WithAdmin() {
  const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  const agentUser = await ctx.newUser({ agencyId: admin.agencyId, role: 'agent_f1' });
  const agent = signedInFrom(await ctx.login(agentUser.username, agentUser.password));
  return { admin, agent };
}

describe('the systems a search asks', () => {
  it('are those with an enabled sign-in: disabling one drops the progress denominator by one and its offers', async () => {
    const { admin, agent } = await f1WithAdmin();
    const created: Record<string, TSignIn> = {};
    for (const system of BOOKING_SYSTEMS) {
      const response = await requests.create(admin, signInBody({ system, accountId: `SAOVIET-${system}` }));
      expect(response.statusCode, response.body).toBe(201);
      created[system] = response.json<TSignIn>();
    }
    const all = await searched(agent);
    expect(all.started).toMatchObject({ total: 7, systems: [...BOOKING_SYSTEMS] });
    expect(all.done).toMatchObject({ completed: 7, total: 7 });
    expect(all.offerSystems.has('VJ')).toBe(true);

    const disabled = await requests.update(admin, created.VJ!.id, {
      system: 'VJ',
      accountId: 'SAOVIET-VJ',
      isEnabled: false,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const without = await searched(agent);
    expect(without.started).toMatchObject({ total: 6, systems: ['VN', 'QH', 'VU', '1A', '1B', '1G'] });
    expect(without.progress.map((event) => [event.completed, event.total])).toEqual(
      [1, 2, 3, 4, 5, 6].map((completed) => [completed, 6]),
    );
    expect(without.done).toMatchObject({ completed: 6, total: 6 });
    expect(without.answered.has('VJ')).toBe(false);
    expect(without.offerSystems.has('VJ')).toBe(false);

    // Deleting another sign-in drops it too; enabling VJ again brings it back.
    expect((await requests.remove(admin, created['1G']!.id)).statusCode).toBe(200);
    await requests.update(admin, created.VJ!.id, { system: 'VJ', accountId: 'SAOVIET-VJ', isEnabled: true });
    expect((await searched(agent)).started).toMatchObject({ total: 6, systems: ['VN', 'VJ', 'QH', 'VU', '1A', '1B'] });
  });

  it('asks a system once whatever the number of its enabled sign-ins, and not for a disabled second one', async () => {
    const { admin, agent } = await f1WithAdmin();
    await requests.create(admin, signInBody({ system: 'VN', accountId: 'VN-ONE' }));
    await requests.create(admin, signInBody({ system: 'VN', accountId: 'VN-TWO' }));
    await requests.create(admin, signInBody({ system: 'QH', accountId: 'QH-OFF', isEnabled: false }));
    expect((await searched(agent)).started).toMatchObject({ total: 1, systems: ['VN'] });
  });

  it('answers 400 naming systems when no sign-in is enabled, or none of the asked systems has one', async () => {
    const { admin, agent } = await f1WithAdmin();
    const none = await search(agent);
    expectApiError(none, 400, ErrorCode.VALIDATION);
    expect(none.json().details.fields).toEqual([{ field: 'systems', message: expect.any(String) }]);
    await requests.create(admin, signInBody({ system: 'VN', accountId: 'ONLY-VN' }));
    expect((await search(agent, oneWay(['VJ', '1A']))).statusCode).toBe(400);
    expect((await searched(agent, oneWay(['VJ', 'VN']))).started).toMatchObject({ total: 1, systems: ['VN'] });
  });

  it("gives a sub-agency its F1's enabled sign-ins, narrowed by the settings down the tree; its own sign-ins are ignored", async () => {
    const f1 = await ctx.newAgency({ level: 'F1' });
    await ctx.enableAllSignIns(f1.id, ['VN', 'VJ', 'QH', '1A']);
    const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
    await ctx.enableAllSignIns(f2.id, ['VU', '1B', '1G']);
    await ctx.db
      .update(tables.agencies)
      .set({ settings: { bookingSystems: ['VN', 'QH', '1A', '1B'] } })
      .where(eq(tables.agencies.id, f2.id));
    const f2Agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F3', parentId: f2.id });
    const f3 = await searched(f2Agent);
    expect(f3.started).toMatchObject({ total: 3, systems: ['VN', 'QH', '1A'] });
    const f2Direct = await ctx.newUser({ agencyId: f2.id, role: 'agent_f2' });
    const login = (await ctx.login(f2Direct.username, f2Direct.password)).json<TLoginResponse>();
    const f2Search = await searched({ auth: { authorization: `Bearer ${login.accessToken}` } } as SignedIn);
    expect(f2Search.started).toMatchObject({ total: 3, systems: ['VN', 'QH', '1A'] });
  });

  it('lets the calendar ask only the enabled systems, and answers 404 for fare rules of a system without one', async () => {
    const { admin, agent } = await f1WithAdmin();
    await requests.create(admin, signInBody({ system: 'VJ', accountId: 'CAL-VJ' }));
    await requests.create(admin, signInBody({ system: '1A', accountId: 'CAL-1A' }));
    const month = daysFromNow(20).slice(0, 7);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/flights/calendar?from=HAN&to=SGN&month=${month}`,
      headers: agent.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const calendar = response.json<TFlightCalendarResponse>();
    expect(calendar.systems).toEqual(['VJ', '1A']);
    expect(calendar.days.every((day) => day.system === null || ['VJ', '1A'].includes(day.system))).toBe(true);
    const rules = (system: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/flights/fare-rules?system=${system}&airline=VN&fareClass=Y`,
        headers: agent.auth,
      });
    expectApiError(await rules('VN'), 404, ErrorCode.NOT_FOUND);
    const allowed = await rules('1A');
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

describe('the demo sign-ins', () => {
  let saoviet: string;
  beforeAll(async () => {
    expect(await seedDemo(ctx.db, { hashPassword, sealCredentials: box.seal })).toBe(true);
    saoviet = (await ctx.db.select().from(tables.agencies).where(eq(tables.agencies.code, 'SAOVIET')))[0]!.id;
  });

  it('give SAOVIET an enabled sign-in to each of the seven systems, credentials sealed with the key', async () => {
    const rows = await ctx.db
      .select()
      .from(tables.bookingSystemSignIns)
      .where(eq(tables.bookingSystemSignIns.agencyId, saoviet));
    expect(rows.map((row) => row.system).sort()).toEqual([...BOOKING_SYSTEMS].sort());
    expect(rows.every((row) => row.isEnabled)).toBe(true);
    expect(rows.find((row) => row.system === '1A')?.accountId).toBe('SGNVN28AA');
    for (const row of rows) {
      const demo = DEMO_SIGN_INS.find((signIn) => signIn.system === row.system)!;
      expect(JSON.parse(box.open(row.credentialsCiphertext))).toEqual(demo.credentials);
    }
  });

  it('make the demo searches of f1.agent and f2.agent ask all seven systems', async () => {
    for (const username of ['f1.agent', 'f2.agent']) {
      const session = (await ctx.login(username, 'Demo@2026')).json<TLoginResponse>();
      const result = await searched({ auth: { authorization: `Bearer ${session.accessToken}` } } as SignedIn);
      expect(result.started, username).toMatchObject({ total: 7 });
    }
  });

  it('are not seeded twice', async () => {
    expect(await seedDemo(ctx.db, { hashPassword, sealCredentials: box.seal })).toBe(false);
    expect(
      await ctx.db.select().from(tables.bookingSystemSignIns).where(eq(tables.bookingSystemSignIns.agencyId, saoviet)),
    ).toHaveLength(7);
  });
});
