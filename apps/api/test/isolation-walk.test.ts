// The isolation walk (issue 6): every endpoint of agency administration and every money endpoint that takes an id,
// called as each demo user with the ids of another branch of the tree, answers 403 or 404 (400 only for the body
// fields decision 013 answers so) and never carries anything of that branch; the lists never show it either; the
// walk changes nothing; and a route with an id the table (support/isolation-routes.ts) does not know fails the test.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, inArray, or } from 'drizzle-orm';
import { seedDemo, tables } from '@portal/db';
import type { TStaffMember } from '@portal/contracts';
import { TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createSecretBox } from '../src/platform/secret-box.js';
import { buildBranch, type Branch } from './support/isolation-branch.js';
import {
  branchAgencies,
  get,
  groupBody,
  ID_WALKS,
  isModuleRoute,
  LIST_CALLS_OF_ID_ROUTES,
  LIST_WALKS,
  OWN_ONLY,
  staffCreate,
  staffUpdate,
  type Call,
  type Me,
  type Method,
} from './support/isolation-routes.js';
import { idFieldsByRoute, isIdLikeField, registeredRoutes, type RouteKey } from './support/route-table.js';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';

const DEMO_USERS = ['superadmin', 'f1.admin', 'f1.agent', 'f2.admin', 'f2.agent'] as const;
type DemoUser = (typeof DEMO_USERS)[number];

let ctx: TestContext;
const agencyIds = new Map<string, string>();
const me = new Map<DemoUser, Me>();
/** A second F1 under the platform: another branch for every demo user below the platform. */
let sibling: Branch;
/** A branch under a second root: the only tree outside the platform operator's own. */
let foreign: Branch;
let before: { snapshot: string; audit: number };

/** The branches a demo user must never reach: the platform operator oversees every F1 below it, so only the foreign one. */
const othersOf = (username: DemoUser): Branch[] => (username === 'superadmin' ? [foreign] : [sibling, foreign]);

async function staffBodyOf(who: SignedIn, url: string): Promise<Record<string, unknown>> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  const { fullName, email, phone, accountType, role, groupIds } = response.json<TStaffMember>();
  return { fullName, email, phone, accountType, role, groupIds };
}

async function created<T>(who: SignedIn, url: string, payload: object): Promise<T> {
  const response = await ctx.app.inject({ method: 'POST', url, headers: who.auth, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
  return response.json<T>();
}

/** The caller's own objects the body walks put next to the other branch's ids. */
async function ownThingsOf(username: DemoUser, who: SignedIn): Promise<Me> {
  const fallback = { id: who.userId, body: staffUpdate('agent_f2') };
  const base: Me = {
    username,
    who,
    staffRole: 'agent_f2',
    ownStaff: fallback,
    ownGroupId: randomUUID(),
    managedChildId: who.agencyId,
    childAgencyId: who.agencyId,
    childStaff: fallback,
  };
  if (username === 'superadmin' || username === 'f1.admin') {
    const staffRole = username === 'superadmin' ? 'super_admin' : 'agent_f1';
    const staff =
      username === 'superadmin'
        ? (await created<TStaffMember>(who, '/api/agency/staff', staffCreate(staffRole))).id
        : me.get('f1.agent')!.who.userId;
    const group = await created<{ id: string }>(who, '/api/permission-groups', groupBody());
    const managedChildId = username === 'f1.admin' ? agencyIds.get('HOASEN')! : who.agencyId;
    return {
      ...base,
      staffRole,
      ownStaff: { id: staff, body: await staffBodyOf(who, `/api/agency/staff/${staff}`) },
      ownGroupId: group.id,
      managedChildId,
    };
  }
  if (username === 'f2.admin') {
    const staff = me.get('f2.agent')!.who.userId;
    const childAgencyId = agencyIds.get('BINHMINH')!;
    const child = await created<TStaffMember>(
      who,
      `/api/agency/child-staff/${childAgencyId}/members`,
      staffCreate('agent_f2'),
    );
    return {
      ...base,
      ownStaff: { id: staff, body: await staffBodyOf(who, `/api/agency/staff/${staff}`) },
      managedChildId: childAgencyId,
      childAgencyId,
      childStaff: {
        id: child.id,
        body: await staffBodyOf(who, `/api/agency/child-staff/${childAgencyId}/members/${child.id}`),
      },
    };
  }
  return base;
}

/** Every row that belongs to a branch, as JSON: the walk must leave it exactly as it was. */
async function branchSnapshot(branches: readonly Branch[]): Promise<string> {
  const agencies = branches.flatMap(branchAgencies);
  const {
    agencies: agencyTable,
    users,
    permissionGroups,
    bookingSystemSignIns,
    commissionFees,
    topUpRequests,
    ledgerAccounts,
    reservationErrors,
  } = tables;
  const rows = await Promise.all([
    ctx.db.select().from(agencyTable).where(inArray(agencyTable.id, agencies)).orderBy(agencyTable.id),
    ctx.db.select().from(users).where(inArray(users.agencyId, agencies)).orderBy(users.id),
    ctx.db
      .select()
      .from(permissionGroups)
      .where(inArray(permissionGroups.agencyId, agencies))
      .orderBy(permissionGroups.id),
    ctx.db
      .select()
      .from(tables.permissionGroupCodes)
      .orderBy(tables.permissionGroupCodes.groupId, tables.permissionGroupCodes.code),
    ctx.db
      .select()
      .from(tables.userPermissionGroups)
      .orderBy(tables.userPermissionGroups.userId, tables.userPermissionGroups.groupId),
    ctx.db
      .select()
      .from(bookingSystemSignIns)
      .where(inArray(bookingSystemSignIns.agencyId, agencies))
      .orderBy(bookingSystemSignIns.id),
    ctx.db
      .select()
      .from(commissionFees)
      .where(or(inArray(commissionFees.agencyId, agencies), inArray(commissionFees.subAgencyId, agencies)))
      .orderBy(commissionFees.id),
    ctx.db.select().from(topUpRequests).where(inArray(topUpRequests.agencyId, agencies)).orderBy(topUpRequests.id),
    ctx.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.agencyId, agencies)).orderBy(ledgerAccounts.id),
    ctx.db
      .select()
      .from(reservationErrors)
      .where(inArray(reservationErrors.agencyId, agencies))
      .orderBy(reservationErrors.id),
    ctx.db.select().from(tables.ledgerBalances).orderBy(tables.ledgerBalances.accountId),
    ctx.db.select().from(tables.refreshTokenFamilies).orderBy(tables.refreshTokenFamilies.id),
  ]);
  return JSON.stringify(rows);
}

const auditCount = async () => (await ctx.db.select({ total: count() }).from(tables.auditLog))[0]!.total;

/** The values of the other branches that an answer carries, leaving out what the caller sent itself. */
function leaksIn(
  response: LightMyRequestResponse,
  call: Pick<Call, 'url' | 'payload'>,
  branches: readonly Branch[],
): string[] {
  const sent = `${call.url} ${JSON.stringify(call.payload ?? {})}`;
  const body = response.body;
  const lower = body.toLowerCase();
  return branches
    .flatMap((branch) => branch.identifying)
    .filter((value) => !sent.includes(value) && (body.includes(value) || lower.includes(value.toLowerCase())));
}

const fieldsNamed = (response: LightMyRequestResponse): string[] => {
  try {
    return (response.json<{ details?: { fields?: { field: string }[] } }>().details?.fields ?? []).map(
      (item) => item.field,
    );
  } catch {
    return [];
  }
};

/** What is wrong with one answer of the walk, or nothing. */
function problemOf(response: LightMyRequestResponse, call: Call, branches: readonly Branch[]): string | undefined {
  const leaks = leaksIn(response, call, branches);
  if (leaks.length > 0) return `carries ${leaks.join(', ')}`;
  if (/\n\s+at |"stack"/.test(response.body)) return 'carries a stack trace';
  if (response.statusCode === 403 || response.statusCode === 404) return undefined;
  if (response.statusCode === 400 && call.accept400For) {
    const named = fieldsNamed(response);
    if (
      named.length > 0 &&
      named.every((field) => call.accept400For!.some((allowed) => field === allowed || field.startsWith(`${allowed}.`)))
    )
      return undefined;
  }
  return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
}

const send = (who: SignedIn, call: Call) =>
  ctx.app.inject({
    method: call.method,
    url: call.url,
    headers: who.auth,
    ...(call.payload ? { payload: call.payload } : {}),
  });

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await seedDemo(ctx.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal })).toBe(
    true,
  );
  for (const agency of await ctx.db.select().from(tables.agencies)) agencyIds.set(agency.code, agency.id);
  sibling = await buildBranch(ctx, { rootId: agencyIds.get('PLATFORM')!, letter: 'B' });
  const secondRoot = await ctx.newAgency({ level: 'platform', name: 'Nền tảng thứ hai' });
  foreign = await buildBranch(ctx, { rootId: secondRoot.id, letter: 'C' });
  foreign.identifying.push(secondRoot.id, secondRoot.code);
  // Demo users log in through the API, as the browser does.
  for (const username of DEMO_USERS)
    me.set(username, { username, who: await signInAs(ctx, username, 'Demo@2026') } as Me);
  for (const username of DEMO_USERS) me.set(username, await ownThingsOf(username, me.get(username)!.who));
  before = { snapshot: await branchSnapshot([sibling, foreign]), audit: await auditCount() };
}, 120_000);
afterAll(() => ctx.close());

describe('the walk table', () => {
  it('covers every route the app registers under the modules of issues 4 and 6, and names no route that is gone', async () => {
    const routes = registeredRoutes(ctx.app);
    // The route tree is read right: routes of other modules are there too, and nothing comes out twice.
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'GET /api/health',
        'GET /api/agency/child-staff/:agencyId/members/:id',
      ]),
    );
    const moduleRoutes = routes.filter(isModuleRoute);
    const tabled = new Set<string>([...Object.keys(ID_WALKS), ...Object.keys(LIST_WALKS), ...Object.keys(OWN_ONLY)]);
    expect(
      moduleRoutes.filter((route) => !tabled.has(route)),
      'routes missing from the walk table',
    ).toEqual([]);
    expect(
      [...tabled].filter((route) => !moduleRoutes.includes(route as RouteKey)),
      'table lines naming no registered route',
    ).toEqual([]);
    expect(
      Object.keys(ID_WALKS).filter(
        (route) => Object.keys(LIST_WALKS).includes(route) || Object.keys(OWN_ONLY).includes(route),
      ),
    ).toEqual([]);
  });

  it('walks every route with an id in its path, query or body, and every id field of it', async () => {
    const idFields = await idFieldsByRoute(ctx.app);
    const moduleRoutes = registeredRoutes(ctx.app).filter(isModuleRoute);
    const withIds = moduleRoutes.filter((route) => route.includes('/:') || (idFields.get(route) ?? []).length > 0);
    expect(
      withIds.filter((route) => !(route in ID_WALKS)),
      'routes with ids that the walk does not call',
    ).toEqual([]);
    const sample = me.get('f2.admin')!;
    for (const [route, walk] of Object.entries(ID_WALKS) as [RouteKey, (b: Branch, m: Me) => Call[]][]) {
      const calls = walk(sibling, sample);
      expect(calls.length, route).toBeGreaterThan(0);
      const sentFields = new Set(
        calls.flatMap((call) => [
          ...new URL(call.url, 'http://x').searchParams.keys(),
          ...Object.keys(call.payload ?? {}),
        ]),
      );
      expect(
        (idFields.get(route) ?? []).filter((field) => !sentFields.has(field)),
        `${route}: id fields never sent`,
      ).toEqual([]);
      const [method, pattern] = route.split(' ') as [Method, string];
      const shape = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`);
      for (const call of calls)
        expect(call.method === method && shape.test(call.url), `${route} called as ${call.method} ${call.url}`).toBe(
          true,
        );
      // Each route is called with ids of the other branch (in the path, the query or the body).
      const sentIds = calls.flatMap(
        (call) =>
          `${call.url} ${JSON.stringify(call.payload ?? {})}`.match(
            /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
          ) ?? [],
      );
      expect(
        sentIds.some((id) => sibling.identifying.includes(id)),
        route,
      ).toBe(true);
    }
    expect(
      isIdLikeField('agencyId') &&
        isIdLikeField('groupIds') &&
        isIdLikeField('id') &&
        !isIdLikeField('paid') &&
        !isIdLikeField('accountId'),
    ).toBe(true);
  });
});

describe.each(DEMO_USERS)('as %s', (username) => {
  it('every id of the other branches answers 403 or 404 (400 naming a body id where decision 013 says so), never their data', async () => {
    const mine = me.get(username)!;
    const problems: string[] = [];
    let calls = 0;
    for (const branch of othersOf(username)) {
      for (const [route, walk] of Object.entries(ID_WALKS) as [RouteKey, (b: Branch, m: Me) => Call[]][]) {
        for (const call of walk(branch, mine)) {
          calls += 1;
          const problem = problemOf(await send(mine.who, call), call, othersOf(username));
          if (problem) problems.push(`${route} → ${call.method} ${call.url}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(100);
  });

  it("the lists and the caller's own pages never show the other branches", async () => {
    const mine = me.get(username)!;
    const problems: string[] = [];
    const urls = [
      ...Object.values(LIST_WALKS).flatMap((walk) => walk!(sibling)),
      ...Object.values(LIST_WALKS).flatMap((walk) => walk!(foreign)),
      ...LIST_CALLS_OF_ID_ROUTES,
    ];
    let answered = 0;
    for (const url of new Set(urls)) {
      const response = await send(mine.who, get(url));
      if (![200, 403, 404].includes(response.statusCode))
        problems.push(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      if (response.statusCode === 200) answered += 1;
      const leaks = leaksIn(response, { url }, othersOf(username));
      if (leaks.length > 0) problems.push(`GET ${url} carries ${leaks.join(', ')}`);
    }
    expect(problems).toEqual([]);
    // Everyone reads some of these (their own PIN, balance, reservation errors): the check above looked at real answers.
    expect(answered).toBeGreaterThanOrEqual(username.endsWith('agent') ? 3 : 10);
  });
});

describe('after the walk', () => {
  it('left both other branches exactly as they were and wrote nothing to the audit log', async () => {
    expect(await branchSnapshot([sibling, foreign])).toBe(before.snapshot);
    expect(await auditCount()).toBe(before.audit);
  });

  it('would have seen a leak: the same lists show the branch to its own admin, and the platform oversees the sibling F1', async () => {
    const siblingAdmin = await signInAs(ctx, `${sibling.tag.toLowerCase()}.f1.admin`, 'Test@2026');
    const ownList = await send(siblingAdmin, get('/api/sub-agencies'));
    expect(ownList.statusCode).toBe(200);
    expect(leaksIn(ownList, { url: '' }, [sibling]).length).toBeGreaterThan(0);
    const ownAudit = await send(siblingAdmin, get('/api/audit-log?limit=200'));
    expect(leaksIn(ownAudit, { url: '' }, [sibling]).length).toBeGreaterThan(0);
    const ownOutbox = await send(siblingAdmin, get('/api/demo/outbox?limit=200'));
    expect(leaksIn(ownOutbox, { url: '' }, [sibling]).length).toBeGreaterThan(0);
    const platform = me.get('superadmin')!.who;
    const statement = await send(platform, get(`/api/deposits/statement?agencyId=${sibling.agencies.f2}`));
    expect(statement.statusCode, statement.body).toBe(200);
    expect((await send(platform, get('/api/deposits/sub-agencies'))).body).toContain(sibling.tag);
  });
});
