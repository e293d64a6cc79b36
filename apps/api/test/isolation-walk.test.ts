// The isolation walk (issues 6 and 11): every /api endpoint that takes an id (agency administration, money, bookings),
// called as each demo user with the ids of another branch of the tree, answers 403 or 404 (400 only for the body
// fields decision 013 answers so) and never carries anything of that branch; the lists never show it either; the agency
// above a booking reads it but may not act on it; the walk changes nothing; and a route with an id the table
// (support/isolation-routes.ts, isolation-booking-routes.ts) does not know fails the test.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, tables } from '@portal/db';
import type { TStaffMember } from '@portal/contracts';
import { TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createSecretBox } from '../src/platform/secret-box.js';
import { createShareTokenCodec } from '../src/modules/bookings/sharing/share-token.js';
import { holdFor, moneyApi, startCalmBookingApp, topUp } from './support/booking-money.js';
import type { BookingSuppliers } from './support/bookings.js';
import { BOOKING_FROM_ABOVE, BOOKING_ID_WALKS, bookingSearchesOf } from './support/isolation-booking-routes.js';
import { buildBranch, type Branch } from './support/isolation-branch.js';
import { branchSnapshot, tableCounts } from './support/isolation-snapshots.js';
import {
  get,
  groupBody,
  ID_WALKS,
  isModuleRoute,
  OUTSIDE_THE_WALK,
  staffCreate,
  staffUpdate,
  type Call,
  type Me,
  type Method,
} from './support/isolation-routes.js';
import { LIST_CALLS_OF_ID_ROUTES, LIST_WALKS, OWN_ONLY, RAILWAY_ID_ROUTES } from './support/isolation-list-routes.js';
import { idFieldsByRoute, isIdLikeField, registeredRoutes, type RouteKey } from './support/route-table.js';
import { signInAs, type SignedIn, type TestContext } from './support/test-context.js';

const DEMO_USERS = ['superadmin', 'f1.admin', 'f1.agent', 'f2.admin', 'f2.agent'] as const;
type DemoUser = (typeof DEMO_USERS)[number];

let ctx: TestContext;
let suppliers: BookingSuppliers;
const agencyIds = new Map<string, string>();
const me = new Map<DemoUser, Me>();
/** A second F1 under the platform: another branch for every demo user below the platform. */
let sibling: Branch;
/** A branch under a second root: the only tree outside the platform operator's own. */
let foreign: Branch;
/** The sibling branch's F1 administrator, above the F2 that owns the branch's bookings (signed in before the snapshot). */
let siblingF1Admin: SignedIn;
let before: { snapshot: string; counts: string };

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

/** A ticketed booking of the caller's own agency (its parent F1 funds its share too), with its deposits topped up. */
async function ownIssuedBooking(who: SignedIn): Promise<string> {
  for (const agencyId of [who.agencyId, agencyIds.get('SAOVIET')!]) await topUp(ctx, agencyId, 20_000_000);
  const held = await holdFor(ctx, who);
  const issued = await moneyApi(ctx).issue(who, held.id);
  expect(issued.statusCode, issued.body).toBe(200);
  return held.id;
}

/** An answer as text: a workbook's cells, or the body as it is. */
async function textOf(response: LightMyRequestResponse): Promise<string> {
  if (!String(response.headers['content-type'] ?? '').includes('spreadsheetml')) return response.body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(cell.text))));
  return cells.join('\n');
}

/** The values of the other branches that an answer carries, leaving out what the caller sent itself. */
function leaksIn(
  response: LightMyRequestResponse | { body: string },
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
    headers: { ...who.auth, ...call.headers },
    ...(call.payload ? { payload: call.payload } : {}),
  });

beforeAll(async () => {
  // One simulator for both branches' bookings; the F1s add their own sign-ins, as an administrator would.
  ({ ctx, suppliers } = await startCalmBookingApp({}, { signInsForF1s: false }));
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
  me.get('f2.admin')!.ownIssuedBookingId = await ownIssuedBooking(me.get('f2.admin')!.who);
  siblingF1Admin = await signInAs(ctx, `${sibling.tag.toLowerCase()}.f1.admin`, 'Test@2026');
  before = { snapshot: await branchSnapshot(ctx, [sibling, foreign]), counts: await tableCounts(ctx, suppliers) };
}, 180_000);
afterAll(async () => {
  await ctx?.close();
  await suppliers?.close();
});

/** The public storefront: its pages under /s/ and its API under /api/s/, both without an account. */
const isStorefrontRoute = (route: string) => / \/(api\/)?s\/:slug/.test(route);

describe('the walk table', () => {
  it('covers every /api route the app registers but the few outside the walk, and names no route that is gone', async () => {
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
    // Outside the walk: only routes without an id, the customer's token routes (tested below) and the public
    // storefront's pages and API, named by a published site's slug (storefront.test.ts).
    expect(
      routes.filter((route) => !isModuleRoute(route) && route.includes('/:') && !isStorefrontRoute(route)),
      'routes with ids outside the walk',
    ).toEqual(['GET /api/public/ticket-face/:token', 'GET /api/public/ticket-face/:token/pdf']);
    expect(routes.filter(isStorefrontRoute)).toEqual(
      expect.arrayContaining(['GET /s/:slug', 'GET /api/s/:slug/form-token', 'POST /api/s/:slug/flights/checkout']),
    );
    expect(
      routes
        .filter((route) => !isModuleRoute(route))
        .every(
          (route) => route.startsWith('GET /api/') || route.startsWith('POST /api/') || route.startsWith('GET /s/'),
        ),
    ).toBe(true);
    expect(Object.keys(OUTSIDE_THE_WALK).every((prefix) => routes.some((route) => route.includes(` ${prefix}`)))).toBe(
      true,
    );
    expect(moduleRoutes).toEqual(expect.arrayContaining(['GET /api/bookings/:id', 'POST /api/bookings/:id/refund']));
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
      withIds.filter((route) => !(route in ID_WALKS) && !(route in RAILWAY_ID_ROUTES)),
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
      // Each route is called with ids of the other branch (in the path, the query or the body), or its PNRs.
      const sentIds = calls.flatMap(
        (call) =>
          `${call.url} ${JSON.stringify(call.payload ?? {})}`.match(
            /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|"pnr":"[A-Z0-9]{6}"/g,
          ) ?? [],
      );
      const pnrs = [sibling.bookings.held.pnr, sibling.bookings.issued.pnr].map((pnr) => `"pnr":"${pnr}"`);
      expect(
        sentIds.some((id) => sibling.identifying.includes(id) || pnrs.includes(id)),
        route,
      ).toBe(true);
    }
    expect(
      isIdLikeField('agencyId') &&
        isIdLikeField('groupIds') &&
        isIdLikeField('id') &&
        !isIdLikeField('paid') &&
        !isIdLikeField('accountId') &&
        isIdLikeField('quoteId') &&
        !isIdLikeField('offerIds'),
    ).toBe(true);
  });

  it("names the other branch's refund quote on the caller's own ticketed booking: 400 quoteId, as the walk accepts", async () => {
    const mine = me.get('f2.admin')!;
    const response = await send(mine.who, {
      method: 'POST',
      url: `/api/bookings/${mine.ownIssuedBookingId}/refund`,
      payload: { quoteId: sibling.bookings.issued.quoteId },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsNamed(response)).toEqual(['quoteId']);
  });

  it('says for every booking id route how the agency above meets it', () => {
    expect(Object.keys(BOOKING_FROM_ABOVE).sort()).toEqual(Object.keys(BOOKING_ID_WALKS).sort());
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
    // Hundreds of requests one after another (more with every product line): a loaded machine needs more than 30 s.
  }, 120_000);

  it("the lists and the caller's own pages never show the other branches", async () => {
    const mine = me.get(username)!;
    const problems: string[] = [];
    const urls = [
      ...Object.values(LIST_WALKS).flatMap((walk) => walk!(sibling)),
      ...Object.values(LIST_WALKS).flatMap((walk) => walk!(foreign)),
      ...LIST_CALLS_OF_ID_ROUTES,
      ...othersOf(username).flatMap(bookingSearchesOf),
    ];
    let answered = 0;
    for (const url of new Set(urls)) {
      const response = await send(mine.who, get(url));
      if (![200, 403, 404].includes(response.statusCode))
        problems.push(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      if (response.statusCode === 200) answered += 1;
      const leaks = leaksIn({ body: await textOf(response) }, { url }, othersOf(username));
      if (leaks.length > 0) problems.push(`GET ${url} carries ${leaks.join(', ')}`);
    }
    expect(problems).toEqual([]);
    // Everyone reads some of these (their own PIN, balance, reservation errors): the check above looked at real answers.
    expect(answered).toBeGreaterThanOrEqual(username.endsWith('agent') ? 3 : 10);
  }, 120_000);
});

describe.each(['the F1 administrator', 'the platform operator'])('from above the F2, as %s', (caller) => {
  it('every booking route reads the booking or answers 403 read-only, as booking-scope.ts says', async () => {
    const who = caller === 'the platform operator' ? me.get('superadmin')!.who : siblingF1Admin;
    const problems: string[] = [];
    for (const [route, walk] of Object.entries(BOOKING_ID_WALKS) as [RouteKey, (b: Branch) => Call[]][]) {
      const expected = BOOKING_FROM_ABOVE[route] === 'reads' ? 200 : 403;
      // One call of each route says how the agency above meets it (the walk above tried every id).
      for (const call of walk(sibling).slice(0, 1)) {
        const response = await send(who, call);
        // The operator's own agency books on no system: bringing in a PNR is 400 naming the system, as in the walk.
        const allowed400 = response.statusCode === 400 && problemOf(response, call, []) === undefined;
        if (response.statusCode !== expected && !allowed400)
          problems.push(`${route} → ${call.method} ${call.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (expected === 403 && response.json<{ message: string }>().message === '')
          problems.push(`${route}: a 403 without a message`);
      }
    }
    expect(problems).toEqual([]);
    // The reads were real: the detail is the F2's booking, and the F2's own list filter answers it.
    const detail = await send(who, get(`/api/bookings/${sibling.bookings.issued.id}`));
    expect(detail.json<{ id: string; pnr: string }>()).toMatchObject({
      id: sibling.bookings.issued.id,
      pnr: sibling.bookings.issued.pnr,
    });
  });
});

describe("the customer's ticket link, outside the walk", () => {
  it("opens with a token this server signed, and is 404 for a forged or altered one naming another branch's booking", async () => {
    // As a customer opens it: no bearer, no cookie.
    const open = (token: string, suffix: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/public/ticket-face/${token}${suffix}` });
    const minted = await send(siblingF1Admin, {
      method: 'POST',
      url: `/api/bookings/${sibling.bookings.issued.id}/share-link`,
      payload: {},
    });
    expect(minted.statusCode, minted.body).toBe(200);
    const { token } = minted.json<{ token: string }>();
    expect((await open(token, '')).statusCode).toBe(200);
    const forged = createShareTokenCodec('another-secret-of-some-other-server').sign({
      bookingId: foreign.bookings.issued.id,
      withFee: true,
      expiresAt: new Date(ctx.clock.now().getTime() + 86_400_000),
    });
    const [payload, signature] = token.split('.') as [string, string];
    const altered = `${payload}.${(signature.startsWith('A') ? 'B' : 'A') + signature.slice(1)}`;
    for (const bad of [forged, altered])
      for (const suffix of ['', '/pdf']) {
        const response = await open(bad, suffix);
        expect(response.statusCode, `${suffix} ${response.body}`).toBe(404);
        expect(leaksIn(response, { url: '' }, [sibling, foreign])).toEqual([]);
      }
  });
});

describe('after the walk', () => {
  it('left both other branches exactly as they were and wrote nothing: no audit line, booking, event, ledger entry or mail', async () => {
    expect(await branchSnapshot(ctx, [sibling, foreign])).toBe(before.snapshot);
    expect(await tableCounts(ctx, suppliers)).toBe(before.counts);
  });

  it('would have seen a leak: the same lists show the branch to its own admin, and the platform oversees the sibling F1', async () => {
    const siblingAdmin = siblingF1Admin;
    const ownList = await send(siblingAdmin, get('/api/sub-agencies'));
    expect(ownList.statusCode).toBe(200);
    expect(leaksIn(ownList, { url: '' }, [sibling]).length).toBeGreaterThan(0);
    const ownAudit = await send(siblingAdmin, get('/api/audit-log?limit=200'));
    expect(leaksIn(ownAudit, { url: '' }, [sibling]).length).toBeGreaterThan(0);
    const ownOutbox = await send(siblingAdmin, get('/api/demo/outbox?limit=200'));
    expect(leaksIn(ownOutbox, { url: '' }, [sibling]).length).toBeGreaterThan(0);
    const { held, issued } = sibling.bookings;
    const ownBookings = await send(siblingAdmin, get('/api/bookings?limit=200'));
    expect(ownBookings.statusCode, ownBookings.body).toBe(200);
    expect(leaksIn(ownBookings, { url: '' }, [sibling])).toEqual(expect.arrayContaining([held.id, issued.id]));
    const workbook = await send(siblingAdmin, get('/api/bookings/export?format=xlsx'));
    expect(leaksIn({ body: await textOf(workbook) }, { url: '' }, [sibling]).length).toBeGreaterThan(0);
    const platform = me.get('superadmin')!.who;
    const statement = await send(platform, get(`/api/deposits/statement?agencyId=${sibling.agencies.f2}`));
    expect(statement.statusCode, statement.body).toBe(200);
    expect((await send(platform, get('/api/deposits/sub-agencies'))).body).toContain(sibling.tag);
  });
});
