// The reservation error log: written when a system fails or passes its deadline (search, calendar, fare rules, booking calls), listed per agency.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode, type TListReservationErrorsResponse, type TReservationErrorScopeResponse } from '@portal/contracts';
import {
  cleanSupplierMessage,
  createReservationErrorLog,
  writeReservationErrors,
} from '../src/modules/reservation-errors/reservation-error-log.js';
import { expectApiError } from './support/http.js';
import { INSTANT, daysFromNow, searchEvents, startTestSuppliers, type TestSuppliers } from './support/search-stream.js';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';
import type { Role } from '@portal/domain';

const DEADLINE_MS = 600;
let suppliers: TestSuppliers;
let ctx: TestContext;

beforeAll(async () => {
  suppliers = await startTestSuppliers();
  ctx = await createTestContext({
    signInsForF1s: true,
    suppliers: suppliers.gateway,
    config: { supplierDeadlineMs: DEADLINE_MS },
  });
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.setFaults(INSTANT));

async function userOf(agencyId: string, role: Role): Promise<SignedIn> {
  const user = await ctx.newUser({ agencyId, role });
  return signInAs(ctx, user.username, user.password);
}

const list = (who: SignedIn, query: Record<string, string | number> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/reservation-errors?${new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]))}`,
    headers: who.auth,
  });

async function listed(
  who: SignedIn,
  query: Record<string, string | number> = {},
): Promise<TListReservationErrorsResponse> {
  const response = await list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListReservationErrorsResponse>();
}

const failing = { latencyMs: [0, 0] as [number, number], errorRate: 1, timeoutRate: 0 };
const late = { latencyMs: [0, 0] as [number, number], errorRate: 0, timeoutRate: 1 };
const oneWay = {
  journeyType: 'OW',
  legs: [{ from: 'HAN', to: 'SGN', departDate: daysFromNow(10) }],
  adt: 1,
  chd: 0,
  inf: 0,
};

describe('what is written', () => {
  let f1Agent: SignedIn;
  let f2Agent: SignedIn;
  beforeAll(async () => {
    const f1 = await ctx.newAgency({ level: 'F1' });
    const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
    f1Agent = await userOf(f1.id, 'agent_f1');
    f2Agent = await userOf(f2.id, 'agent_f2');
  });

  it("a row per system that fails or passes its deadline in a search, with the user, the action and the supplier's message", async () => {
    suppliers.setFaults({ ...INSTANT, VN: failing, '1G': late });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      headers: f1Agent.auth,
      payload: oneWay,
    });
    expect(searchEvents(response).at(-1)).toMatchObject({ type: 'done', completed: 7 });
    await expect.poll(async () => (await listed(f1Agent)).total).toBe(2);
    const { items } = await listed(f1Agent);
    expect(
      items
        .map(({ system, action, pnr, message, user, agency }) => ({
          system,
          action,
          pnr,
          message,
          user: user?.id,
          agency: agency.id,
        }))
        .sort((a, b) => a.system.localeCompare(b.system)),
    ).toEqual([
      {
        system: '1G',
        action: 'search',
        pnr: null,
        message: `no answer within ${DEADLINE_MS} ms`,
        user: f1Agent.userId,
        agency: f1Agent.agencyId,
      },
      {
        system: 'VN',
        action: 'search',
        pnr: null,
        message: 'HTTP 502: VN answered with an internal error (simulated)',
        user: f1Agent.userId,
        agency: f1Agent.agencyId,
      },
    ]);
    expect(items.every((item) => item.occurredAt === ctx.clock.now().toISOString())).toBe(true);
  });

  it('writes nothing for a search where every system answers', async () => {
    const before = (await listed(f1Agent)).total;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      headers: f1Agent.auth,
      payload: oneWay,
    });
    expect(searchEvents(response).at(-1)).toMatchObject({ type: 'done', completed: 7 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await listed(f1Agent)).total).toBe(before);
  });

  it("writes a sub-agency's failures for the sub-agency, though it searched with its F1's sign-ins", async () => {
    suppliers.setFaults({ ...INSTANT, QH: failing });
    await ctx.app.inject({ method: 'POST', url: '/api/flights/search', headers: f2Agent.auth, payload: oneWay });
    await expect
      .poll(async () => (await listed(f2Agent)).items.map((item) => [item.system, item.agency.id, item.user?.id]))
      .toEqual([['QH', f2Agent.agencyId, f2Agent.userId]]);
  });

  it('writes calendar failures as action calendar', async () => {
    suppliers.setFaults({ ...INSTANT, VJ: failing, VU: late });
    const month = daysFromNow(20).slice(0, 7);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/flights/calendar?from=HAN&to=SGN&month=${month}`,
      headers: f1Agent.auth,
    });
    expect(response.json().unavailableSystems).toEqual(['VJ', 'VU']);
    await expect
      .poll(async () => (await listed(f1Agent, { action: 'calendar' })).items.map((item) => item.system).sort())
      .toEqual(['VJ', 'VU']);
  });

  it('writes a failed fare-rules call as action fare-rules and answers 502', async () => {
    suppliers.setFaults({ ...INSTANT, VN: failing });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/flights/fare-rules?system=VN&airline=VN&fareClass=Y',
      headers: f1Agent.auth,
    });
    expectApiError(response, 502, ErrorCode.SUPPLIER_UNAVAILABLE);
    await expect
      .poll(async () =>
        (await listed(f1Agent, { action: 'fare-rules' })).items.map((item) => [item.system, item.message]),
      )
      .toEqual([['VN', 'HTTP 502: VN answered with an internal error (simulated)']]);
  });

  it('records a booking call through the reservation error log: PNR kept, message trimmed to 500 characters, secrets masked', async () => {
    const failures: unknown[] = [];
    const long = `  Ticketing refused:\n password=Hunter2! for https://agent:s3cret@gds.example/api  ${'x'.repeat(800)}`;
    await createReservationErrorLog(ctx.db, (error) => failures.push(error)).record([
      {
        agencyId: f1Agent.agencyId,
        userId: f1Agent.userId,
        system: '1A',
        action: 'issue',
        pnr: ' ABC123 ',
        message: long,
      },
    ]);
    expect(failures).toEqual([]);
    const [row] = (await listed(f1Agent, { action: 'issue' })).items;
    expect(row).toMatchObject({ system: '1A', action: 'issue', pnr: 'ABC123', user: { id: f1Agent.userId } });
    expect(Array.from(row!.message)).toHaveLength(500);
    expect(
      row!.message.startsWith('Ticketing refused: password=[redacted] for https://[redacted]@gds.example/api xxx'),
    ).toBe(true);
    expect(row!.message).not.toMatch(/Hunter2|s3cret/);
  });

  it('never rejects when the log cannot be written: the failure goes to the handler', async () => {
    const failures: unknown[] = [];
    const brokenDb = {
      insert: () => ({ values: () => Promise.reject(new Error('database gone')) }),
    } as unknown as typeof ctx.db;
    await expect(
      createReservationErrorLog(brokenDb, (error) => failures.push(error)).record([
        { agencyId: f1Agent.agencyId, system: 'VN', action: 'void', message: 'y' },
      ]),
    ).resolves.toBeUndefined();
    expect(failures.map((error) => (error as Error).message)).toEqual(['database gone']);
  });
});

describe('cleaning a supplier message', () => {
  it.each([
    ['whitespace folded to one line', '  spaced\n\tout  ', 'spaced out'],
    ['an empty text', '', 'unknown error'],
    [
      'secret-looking values',
      'apiKey: abc123 token=xyz Authorization: Bearer eyJabc',
      'apiKey: [redacted] token=[redacted] Authorization: [redacted] [redacted]',
    ],
    [
      '500 characters, never half an emoji',
      'ok 🚀'.repeat(200),
      Array.from('ok 🚀'.repeat(200)).slice(0, 500).join(''),
    ],
  ])('handles %s', (_label, text, expected) => {
    expect(cleanSupplierMessage(text)).toBe(expected);
  });
});

describe('listing', () => {
  const rows: Record<string, number> = {};
  let l1Admin: SignedIn;
  let l1Agent: SignedIn;
  let l2Admin: SignedIn;
  let l2Agent: SignedIn;
  let xAdmin: SignedIn;
  let ids: { l1: string; l2: string; l3: string; x: string };

  beforeAll(async () => {
    const l1 = await ctx.newAgency({ level: 'F1' });
    const l2 = await ctx.newAgency({ level: 'F2', parentId: l1.id });
    const l3 = await ctx.newAgency({ level: 'F3', parentId: l2.id });
    const x = await ctx.newAgency({ level: 'F1' });
    ids = { l1: l1.id, l2: l2.id, l3: l3.id, x: x.id };
    [l1Admin, l1Agent, l2Admin, l2Agent, xAdmin] = await Promise.all([
      userOf(l1.id, 'admin_f1'),
      userOf(l1.id, 'agent_f1'),
      userOf(l2.id, 'admin_f2'),
      userOf(l2.id, 'agent_f2'),
      userOf(x.id, 'admin_f1'),
    ]);
    const entries = {
      r1: {
        agencyId: l1.id,
        userId: l1Agent.userId,
        system: '1A',
        action: 'search',
        message: 'r1',
        occurredAt: new Date('2026-03-01T02:00:00Z'),
      },
      // 00:30 on 2 March in Vietnam.
      r2: {
        agencyId: l1.id,
        userId: l1Admin.userId,
        system: 'VN',
        action: 'hold',
        pnr: 'ABC123',
        message: 'r2',
        occurredAt: new Date('2026-03-01T17:30:00Z'),
      },
      r3: {
        agencyId: l1.id,
        userId: l1Agent.userId,
        system: 'VJ',
        action: 'fare-rules',
        message: 'r3',
        occurredAt: new Date('2026-03-05T03:00:00Z'),
      },
      r4: {
        agencyId: l2.id,
        userId: l2Agent.userId,
        system: '1G',
        action: 'search',
        message: 'r4',
        occurredAt: new Date('2026-03-03T03:00:00Z'),
      },
      r5: {
        agencyId: l3.id,
        userId: null,
        system: 'QH',
        action: 'issue',
        message: 'r5',
        occurredAt: new Date('2026-03-04T03:00:00Z'),
      },
      r6: {
        agencyId: x.id,
        userId: xAdmin.userId,
        system: '1A',
        action: 'search',
        message: 'r6',
        occurredAt: new Date('2026-03-02T03:00:00Z'),
      },
    } as const;
    await writeReservationErrors(ctx.db, Object.values(entries));
    const stored = await ctx.db
      .select({ id: tables.reservationErrors.id, message: tables.reservationErrors.message })
      .from(tables.reservationErrors);
    for (const row of stored) rows[row.message] = row.id;
  });

  const messages = (page: TListReservationErrorsResponse) => page.items.map((item) => item.message);

  it("shows an agent their own agency's rows only, newest first, with the user and the agency", async () => {
    const page = await listed(l1Agent);
    expect(messages(page)).toEqual(['r3', 'r2', 'r1']);
    expect(page).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(page.items[1]).toEqual({
      id: rows.r2,
      occurredAt: '2026-03-01T17:30:00.000Z',
      agency: { id: ids.l1, code: expect.any(String), name: expect.any(String) },
      user: { id: l1Admin.userId, username: expect.any(String), fullName: expect.any(String) },
      system: 'VN',
      action: 'hold',
      pnr: 'ABC123',
      message: 'r2',
    });
  });

  it("shows an F1 admin its sub-agencies' rows too, an F2 admin its own and below, never another branch", async () => {
    expect(messages(await listed(l1Admin))).toEqual(['r3', 'r5', 'r4', 'r2', 'r1']);
    expect(messages(await listed(l2Admin))).toEqual(['r5', 'r4']);
    expect(messages(await listed(l2Agent))).toEqual(['r4']);
    expect(messages(await listed(xAdmin))).toEqual(['r6']);
    expect((await listed(l1Admin)).items.find((item) => item.message === 'r5')!.user).toBeNull();
  });

  it("filters by system, action, user and agency; an agency or user outside the caller's scope is not found", async () => {
    expect(messages(await listed(l1Admin, { system: '1A' }))).toEqual(['r1']);
    expect(messages(await listed(l1Admin, { action: 'hold' }))).toEqual(['r2']);
    expect(messages(await listed(l1Admin, { userId: l1Agent.userId }))).toEqual(['r3', 'r1']);
    expect(messages(await listed(l1Admin, { agencyId: ids.l2 }))).toEqual(['r4']);
    expectApiError(await list(l1Admin, { agencyId: ids.x }), 404, ErrorCode.NOT_FOUND);
    expectApiError(await list(l1Agent, { agencyId: ids.l2 }), 404, ErrorCode.NOT_FOUND);
    expectApiError(await list(xAdmin, { userId: l1Agent.userId }), 404, ErrorCode.NOT_FOUND);
    expectApiError(await list(l2Admin, { userId: l1Agent.userId }), 404, ErrorCode.NOT_FOUND);
    expect(messages(await listed(l2Admin, { userId: l2Agent.userId }))).toEqual(['r4']);
  });

  it('filters by Vietnam days (yyyy-MM-dd, both included)', async () => {
    expect(messages(await listed(l1Admin, { from: '2026-03-02' }))).toEqual(['r3', 'r5', 'r4', 'r2']);
    expect(messages(await listed(l1Admin, { to: '2026-03-01' }))).toEqual(['r1']);
    expect(messages(await listed(l1Admin, { from: '2026-03-02', to: '2026-03-03' }))).toEqual(['r4', 'r2']);
    expect(messages(await listed(l1Admin, { from: '2026-03-05', to: '2026-03-05' }))).toEqual(['r3']);
  });

  it('pages with limit and offset, the total counting every page', async () => {
    expect(await listed(l1Admin, { limit: 2 })).toMatchObject({
      total: 5,
      limit: 2,
      offset: 0,
      items: [{ message: 'r3' }, { message: 'r5' }],
    });
    expect(messages(await listed(l1Admin, { limit: 2, offset: 2 }))).toEqual(['r4', 'r2']);
    expect(messages(await listed(l1Admin, { limit: 2, offset: 4 }))).toEqual(['r1']);
  });

  it.each([
    [{ from: '2026-03-05', to: '2026-03-04' }, 'to'],
    [{ from: '01/03/2026' }, 'from'],
    [{ to: '2026-02-31' }, 'to'],
    [{ system: 'ZZ' }, 'system'],
    [{ action: 'fly' }, 'action'],
    [{ userId: 'x' }, 'userId'],
    [{ limit: 201 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ pnr: 'ABC' }, 'pnr'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const response = await list(l1Admin, query);
    expectApiError(response, 400, ErrorCode.VALIDATION);
    expect(response.json().details.fields.map((issue: { field: string }) => issue.field)).toEqual([field]);
  });

  it('tells the filters which agencies and users are in scope', async () => {
    const scopeOf = async (who: SignedIn) =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/reservation-errors/scope', headers: who.auth })
      ).json<TReservationErrorScopeResponse>();
    const admin = await scopeOf(l1Admin);
    expect(admin.agencies.map((agency) => [agency.id, agency.isOwn])).toEqual(
      [[ids.l1, true], ...[ids.l2, ids.l3].map((id) => [id, false])].sort((a, b) =>
        a[1] === b[1] ? 0 : a[1] ? -1 : 1,
      ),
    );
    expect(new Set(admin.agencies.map((agency) => agency.id))).toEqual(new Set([ids.l1, ids.l2, ids.l3]));
    expect(admin.users.map((user) => user.id)).toEqual(
      expect.arrayContaining([l1Admin.userId, l1Agent.userId, l2Admin.userId, l2Agent.userId]),
    );
    expect(admin.users.map((user) => user.id)).not.toContain(xAdmin.userId);
    const agent = await scopeOf(l1Agent);
    expect(agent.agencies.map((agency) => agency.id)).toEqual([ids.l1]);
    expect(new Set(agent.users.map((user) => user.agencyId))).toEqual(new Set([ids.l1]));
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reservation-errors' })).statusCode).toBe(401);
  });
});

describe('a log that cannot be written', () => {
  it('never fails nor holds up the search', async () => {
    const caller = await ctx.newSignedInUser({ role: 'agent_f1' });
    suppliers.setFaults({ ...INSTANT, VN: failing });
    await ctx.db.execute(sql`alter table reservation_errors rename to reservation_errors_away`);
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/flights/search',
        headers: caller.auth,
        payload: oneWay,
      });
      expect(response.statusCode).toBe(200);
      const events = searchEvents(response);
      expect(
        events.filter((event) => event.type === 'system-error').map((event) => ('system' in event ? event.system : '')),
      ).toEqual(['VN']);
      expect(events.at(-1)).toMatchObject({ type: 'done', completed: 7 });
      // Let the failed write finish before the table comes back.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await ctx.db.execute(sql`alter table reservation_errors_away rename to reservation_errors`);
    }
  });
});
