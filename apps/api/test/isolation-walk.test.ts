// The isolation walk (issue 6): every endpoint of agency administration and every money endpoint that takes an id,
// called as each demo user with the ids of another branch of the tree, answers 403 or 404 (400 only for the body
// fields decision 013 answers so) and never carries anything of that branch; the lists never show it either; the
// walk changes nothing; and a route with an id the table below does not know fails the test.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, inArray, or } from 'drizzle-orm';
import { seedDemo, tables } from '@portal/db';
import type { TStaffMember } from '@portal/contracts';
import { TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createSecretBox } from '../src/platform/secret-box.js';
import { buildBranch, signInAs, type Branch } from './support/isolation-branch.js';
import { idFieldsByRoute, isIdLikeField, registeredRoutes, type RouteKey } from './support/route-table.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = { method: Method; url: string; payload?: object; /** Body fields that may answer 400 naming them (decision 013). */ accept400For?: string[] };

/** What a demo user owns, so a body can carry another branch's id next to an id of the caller's own. */
type Me = {
  username: string;
  who: SignedIn;
  staffRole: string;
  ownStaff: { id: string; body: Record<string, unknown> };
  ownGroupId: string;
  /** A direct child agency the caller manages (an F1's F2, an F2's F3), or the caller's own agency when none. */
  managedChildId: string;
  childAgencyId: string;
  childStaff: { id: string; body: Record<string, unknown> };
};

/** The route prefixes of the agency administration (#6) and money (#4) modules, and the audit log viewer. */
const MODULE_PREFIXES = [
  '/api/sub-agencies', '/api/child-agencies', '/api/agency/', '/api/account/', '/api/permission-groups', '/api/permissions/',
  '/api/sign-ins', '/api/reservation-errors', '/api/pin-code', '/api/commission-fees', '/api/top-ups', '/api/deposit-adjustments',
  '/api/deposits/', '/api/ledger/', '/api/audit-log',
];
const isModuleRoute = (route: string) => MODULE_PREFIXES.some((prefix) => route.split(' ')[1]!.startsWith(prefix));

const get = (url: string): Call => ({ method: 'GET', url });
const lockReason = { reason: 'Kiểm tra cô lập nhánh' };
const subAgencyBody = () => ({
  code: `ZW${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`, name: 'Đại lý thử cô lập', taxCode: '0312345670', address: '', phone: '0912345678', email: '',
  contactName: '', creditLimit: 1, bookingSystems: ['VN'], products: ['flights'], defaultIssueFee: null,
});
const staffUpdate = (role: string, groupIds: string[] = []) => ({ fullName: 'Nguyễn Văn Thử', email: `walk.${randomUUID().slice(0, 8)}@example.vn`, phone: '0912345678', accountType: 'AGT', role, groupIds });
const staffCreate = (role: string, groupIds: string[] = []) => ({ ...staffUpdate(role, groupIds), username: `walk.${randomUUID().slice(0, 8)}` });
const groupBody = (memberIds: string[] = []) => ({ name: `Nhóm thử ${randomUUID().slice(0, 6)}`, description: '', codes: ['BOOKING_TICKET'], memberIds });
const feeBody = (subAgencyId: string) => ({ subAgencyId, airline: null, routeScope: 'domestic', paxType: 'ADT', chargeBasis: 'segment', amount: 1 });
const branchAgencies = (b: Branch) => Object.values(b.agencies);
const branchUsers = (b: Branch) => Object.values(b.users);

/**
 * Every route of the modules that takes an id (in its path, query or body), and how to call it with the other
 * branch's ids. Adding such a route without a line here fails "covers every route".
 */
const ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  'GET /api/sub-agencies/:id': (b) => branchAgencies(b).map((id) => get(`/api/sub-agencies/${id}`)),
  'PUT /api/sub-agencies/:id': (b) => [b.agencies.f2, b.agencies.f3, b.agencies.f1].map((id) => ({ method: 'PUT', url: `/api/sub-agencies/${id}`, payload: subAgencyBody() })),
  'POST /api/sub-agencies/:id/lock': (b) => [b.agencies.f2, b.agencies.f3].map((id) => ({ method: 'POST', url: `/api/sub-agencies/${id}/lock`, payload: lockReason })),
  'POST /api/sub-agencies/:id/unlock': (b) => [b.agencies.f2Locked, b.agencies.f3Locked].map((id) => ({ method: 'POST', url: `/api/sub-agencies/${id}/unlock`, payload: lockReason })),
  'GET /api/child-agencies/:id': (b) => branchAgencies(b).map((id) => get(`/api/child-agencies/${id}`)),
  'PUT /api/child-agencies/:id': (b) => [b.agencies.f3, b.agencies.f2].map((id) => ({ method: 'PUT', url: `/api/child-agencies/${id}`, payload: subAgencyBody() })),
  'POST /api/child-agencies/:id/lock': (b) => [b.agencies.f3, b.agencies.f2].map((id) => ({ method: 'POST', url: `/api/child-agencies/${id}/lock`, payload: lockReason })),
  'POST /api/child-agencies/:id/unlock': (b) => [b.agencies.f3Locked, b.agencies.f2Locked].map((id) => ({ method: 'POST', url: `/api/child-agencies/${id}/unlock`, payload: lockReason })),

  'GET /api/agency/staff': (b) => branchAgencies(b).map((id) => get(`/api/agency/staff?agencyId=${id}`)),
  'GET /api/agency/staff/form-options': (b) => branchAgencies(b).map((id) => get(`/api/agency/staff/form-options?agencyId=${id}`)),
  'GET /api/agency/staff/:id': (b, me) => [
    ...branchUsers(b).map((id) => get(`/api/agency/staff/${id}`)),
    get(`/api/agency/staff/${b.users.f2Agent}?agencyId=${b.agencies.f2}`),
    get(`/api/agency/staff/${b.users.f3Staff}?agencyId=${b.agencies.f3}`),
    get(`/api/agency/staff/${b.users.f2Agent}?agencyId=${me.managedChildId}`),
  ],
  'PUT /api/agency/staff/:id': (b, me) => [
    ...[b.users.f1Agent, b.users.f2Agent, b.users.f1Admin].map((id): Call => ({ method: 'PUT', url: `/api/agency/staff/${id}`, payload: staffUpdate(me.staffRole) })),
    { method: 'PUT', url: `/api/agency/staff/${b.users.f2Agent}?agencyId=${b.agencies.f2}`, payload: staffUpdate('agent_f2') },
    { method: 'PUT', url: `/api/agency/staff/${b.users.f2Agent}?agencyId=${me.managedChildId}`, payload: staffUpdate('agent_f2') },
    // The caller's own staff member given the other branch's group: 400 naming groupIds.
    { method: 'PUT', url: `/api/agency/staff/${me.ownStaff.id}`, payload: { ...me.ownStaff.body, groupIds: [b.groups.f1, b.groups.f2] }, accept400For: ['groupIds'] },
  ],
  'POST /api/agency/staff/:id/actions': (b, me) => [
    { method: 'POST', url: `/api/agency/staff/${b.users.f1Agent}/actions`, payload: { action: 'lock' } },
    { method: 'POST', url: `/api/agency/staff/${b.users.f1Locked}/actions`, payload: { action: 'unlock' } },
    { method: 'POST', url: `/api/agency/staff/${b.users.f2Agent}/actions`, payload: { action: 'resetPassword' } },
    { method: 'POST', url: `/api/agency/staff/${b.users.f2Agent}/actions?agencyId=${b.agencies.f2}`, payload: { action: 'lock' } },
    { method: 'POST', url: `/api/agency/staff/${b.users.f2Agent}/actions?agencyId=${me.managedChildId}`, payload: { action: 'resetPassword' } },
  ],
  'POST /api/agency/staff': (b, me) => [
    { method: 'POST', url: '/api/agency/staff', payload: staffCreate(me.staffRole, [b.groups.f1]), accept400For: ['groupIds'] },
    ...[b.agencies.f2, b.agencies.f3].map((id): Call => ({ method: 'POST', url: `/api/agency/staff?agencyId=${id}`, payload: staffCreate('agent_f2') })),
    { method: 'POST', url: `/api/agency/staff?agencyId=${me.managedChildId}`, payload: staffCreate('agent_f2', [b.groups.f2]), accept400For: ['groupIds'] },
  ],
  'GET /api/agency/child-staff/:agencyId/members': (b) => branchAgencies(b).map((id) => get(`/api/agency/child-staff/${id}/members`)),
  'POST /api/agency/child-staff/:agencyId/members': (b, me) => [
    ...[b.agencies.f3, b.agencies.f2].map((id): Call => ({ method: 'POST', url: `/api/agency/child-staff/${id}/members`, payload: staffCreate('agent_f2') })),
    { method: 'POST', url: `/api/agency/child-staff/${me.childAgencyId}/members`, payload: staffCreate('agent_f2', [b.groups.f2]), accept400For: ['groupIds'] },
  ],
  'GET /api/agency/child-staff/:agencyId/form-options': (b) => branchAgencies(b).map((id) => get(`/api/agency/child-staff/${id}/form-options`)),
  'GET /api/agency/child-staff/:agencyId/members/:id': (b, me) => [
    get(`/api/agency/child-staff/${b.agencies.f3}/members/${b.users.f3Staff}`),
    get(`/api/agency/child-staff/${b.agencies.f2}/members/${b.users.f2Agent}`),
    get(`/api/agency/child-staff/${me.childAgencyId}/members/${b.users.f3Staff}`),
    get(`/api/agency/child-staff/${b.agencies.f3}/members/${me.childStaff.id}`),
  ],
  'PUT /api/agency/child-staff/:agencyId/members/:id': (b, me) => [
    { method: 'PUT', url: `/api/agency/child-staff/${b.agencies.f3}/members/${b.users.f3Staff}`, payload: staffUpdate('agent_f2') },
    { method: 'PUT', url: `/api/agency/child-staff/${me.childAgencyId}/members/${b.users.f3Staff}`, payload: staffUpdate('agent_f2') },
    { method: 'PUT', url: `/api/agency/child-staff/${me.childAgencyId}/members/${me.childStaff.id}`, payload: { ...me.childStaff.body, groupIds: [b.groups.f2] }, accept400For: ['groupIds'] },
  ],
  'POST /api/agency/child-staff/:agencyId/members/:id/actions': (b, me) => [
    { method: 'POST', url: `/api/agency/child-staff/${b.agencies.f3}/members/${b.users.f3Staff}/actions`, payload: { action: 'lock' } },
    { method: 'POST', url: `/api/agency/child-staff/${me.childAgencyId}/members/${b.users.f3Staff}/actions`, payload: { action: 'resetPassword' } },
  ],

  'GET /api/permission-groups': (b) => branchAgencies(b).map((id) => get(`/api/permission-groups?agencyId=${id}`)),
  'GET /api/permission-groups/form-options': (b) => branchAgencies(b).map((id) => get(`/api/permission-groups/form-options?agencyId=${id}`)),
  'GET /api/permission-groups/:id': (b, me) => [
    ...Object.values(b.groups).map((id) => get(`/api/permission-groups/${id}`)),
    get(`/api/permission-groups/${b.groups.f2}?agencyId=${b.agencies.f2}`),
    get(`/api/permission-groups/${b.groups.f2}?agencyId=${me.managedChildId}`),
  ],
  'PUT /api/permission-groups/:id': (b, me) => [
    ...Object.values(b.groups).map((id): Call => ({ method: 'PUT', url: `/api/permission-groups/${id}`, payload: groupBody() })),
    { method: 'PUT', url: `/api/permission-groups/${b.groups.f2}?agencyId=${b.agencies.f2}`, payload: groupBody() },
    { method: 'PUT', url: `/api/permission-groups/${b.groups.f2}?agencyId=${me.managedChildId}`, payload: groupBody() },
    { method: 'PUT', url: `/api/permission-groups/${me.ownGroupId}`, payload: groupBody([b.users.f1Agent]), accept400For: ['memberIds'] },
  ],
  'DELETE /api/permission-groups/:id': (b, me) => [
    ...Object.values(b.groups).map((id): Call => ({ method: 'DELETE', url: `/api/permission-groups/${id}` })),
    { method: 'DELETE', url: `/api/permission-groups/${b.groups.f2}?agencyId=${b.agencies.f2}` },
    { method: 'DELETE', url: `/api/permission-groups/${b.groups.f2}?agencyId=${me.managedChildId}` },
  ],
  'POST /api/permission-groups': (b, me) => [
    { method: 'POST', url: '/api/permission-groups', payload: groupBody([b.users.f1Agent, b.users.f1Admin]), accept400For: ['memberIds'] },
    ...[b.agencies.f2, b.agencies.f3].map((id): Call => ({ method: 'POST', url: `/api/permission-groups?agencyId=${id}`, payload: groupBody() })),
    { method: 'POST', url: `/api/permission-groups?agencyId=${me.managedChildId}`, payload: groupBody([b.users.f2Agent]), accept400For: ['memberIds'] },
  ],

  'GET /api/sign-ins/:id': (b) => [get(`/api/sign-ins/${b.signIn}`)],
  'PUT /api/sign-ins/:id': (b) => [{ method: 'PUT', url: `/api/sign-ins/${b.signIn}`, payload: { system: '1A', accountId: 'WALKOFFICE', isEnabled: false, credentials: { apiKey: 'walk-key-123456' } } }],
  'DELETE /api/sign-ins/:id': (b) => [{ method: 'DELETE', url: `/api/sign-ins/${b.signIn}` }],

  'GET /api/commission-fees/:id': (b) => Object.values(b.rules).map((id) => get(`/api/commission-fees/${id}`)),
  'DELETE /api/commission-fees/:id': (b) => Object.values(b.rules).map((id): Call => ({ method: 'DELETE', url: `/api/commission-fees/${id}` })),
  'PUT /api/commission-fees': (b) => [b.agencies.f2, b.agencies.f3, b.agencies.f1].map((id): Call => ({ method: 'PUT', url: '/api/commission-fees', payload: feeBody(id) })),
  'GET /api/commission-fees/preview': (b) => [b.agencies.f2, b.agencies.f3].map((id) => get(`/api/commission-fees/preview?subAgencyId=${id}&routeScope=domestic&segments=1`)),

  'GET /api/top-ups': (b) => branchAgencies(b).map((id) => get(`/api/top-ups?agencyId=${id}`)),
  'GET /api/top-ups/:id': (b) => Object.values(b.topUps).map((id) => get(`/api/top-ups/${id}`)),
  'GET /api/top-ups/:id/evidence': (b) => Object.values(b.topUps).map((id) => get(`/api/top-ups/${id}/evidence?download=1`)),
  'POST /api/top-ups/:id/decision': (b) => [
    { method: 'POST', url: `/api/top-ups/${b.topUps.f2Pending}/decision`, payload: { decision: 'confirm' } },
    { method: 'POST', url: `/api/top-ups/${b.topUps.f1Pending}/decision`, payload: { decision: 'reject', reason: 'Kiểm tra cô lập' } },
    { method: 'POST', url: `/api/top-ups/${b.topUps.f2Confirmed}/decision`, payload: { decision: 'reject', reason: 'Kiểm tra cô lập' } },
  ],
  'POST /api/deposit-adjustments': (b) => branchAgencies(b).map((id): Call => ({
    method: 'POST', url: '/api/deposit-adjustments', payload: { agencyId: id, direction: 'credit', amount: 1000, reason: 'Kiểm tra cô lập', idempotencyKey: randomUUID() },
  })),
  'GET /api/deposits/statement': (b) => branchAgencies(b).map((id) => get(`/api/deposits/statement?agencyId=${id}`)),
  'GET /api/deposits/statement/export': (b) => branchAgencies(b).flatMap((id) => ['csv', 'xlsx'].map((format) => get(`/api/deposits/statement/export?agencyId=${id}&format=${format}`))),

  'GET /api/reservation-errors': (b) => [
    ...branchAgencies(b).map((id) => get(`/api/reservation-errors?agencyId=${id}`)),
    ...branchUsers(b).map((id) => get(`/api/reservation-errors?userId=${id}`)),
  ],
  'GET /api/audit-log': (b) => branchUsers(b).map((id) => get(`/api/audit-log?actorId=${id}`)),
};

/** Routes without ids that answer lists or the caller's own things: their answers must not show the other branch. */
const LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/sub-agencies': (b) => ['/api/sub-agencies', `/api/sub-agencies?q=${b.tag}`, '/api/sub-agencies?status=locked&pageSize=500'],
  'GET /api/sub-agencies/form-options': () => ['/api/sub-agencies/form-options'],
  'GET /api/child-agencies': (b) => ['/api/child-agencies', `/api/child-agencies?q=${b.tag}`, '/api/child-agencies?status=locked'],
  'GET /api/child-agencies/form-options': () => ['/api/child-agencies/form-options'],
  'GET /api/agency/config': () => ['/api/agency/config'],
  'GET /api/agency/child-staff/agencies': () => ['/api/agency/child-staff/agencies'],
  'GET /api/permission-groups/agencies': () => ['/api/permission-groups/agencies'],
  'GET /api/permissions/catalog': () => ['/api/permissions/catalog'],
  'GET /api/sign-ins': () => ['/api/sign-ins'],
  'GET /api/commission-fees': () => ['/api/commission-fees'],
  'GET /api/top-ups/agencies': () => ['/api/top-ups/agencies'],
  'GET /api/deposits/statement/agencies': () => ['/api/deposits/statement/agencies'],
  'GET /api/deposits/sub-agencies': () => ['/api/deposits/sub-agencies'],
  'GET /api/ledger/balance': () => ['/api/ledger/balance'],
  'GET /api/reservation-errors/scope': () => ['/api/reservation-errors/scope'],
  'GET /api/pin-code': () => ['/api/pin-code'],
  'GET /api/audit-log/scope': () => ['/api/audit-log/scope'],
};
/** Id routes whose plain (id-less) call is a list too. */
const LIST_CALLS_OF_ID_ROUTES = [
  '/api/agency/staff', '/api/agency/staff/form-options', '/api/permission-groups', '/api/permission-groups/form-options',
  '/api/top-ups', '/api/top-ups?limit=200', '/api/deposits/statement', '/api/deposits/statement/export?format=csv', '/api/reservation-errors?limit=200', '/api/audit-log?limit=200'];

/** Routes that act only on the caller's own account or agency and carry no id of anyone else's. */
const OWN_ONLY: Partial<Record<RouteKey, string>> = {
  'POST /api/sub-agencies': 'creates a sub-agency below the caller\'s own agency; the body has no ids',
  'POST /api/child-agencies': 'creates a child agency below the caller\'s own agency; the body has no ids',
  'PUT /api/agency/config': 'the caller\'s own F1 defaults',
  'PUT /api/account/profile': 'the caller\'s own profile',
  'POST /api/pin-code': 'the caller\'s own PIN',
  'PUT /api/pin-code': 'the caller\'s own PIN',
  'POST /api/pin-code/turn-off': 'the caller\'s own PIN',
  'POST /api/pin-code/verify': 'the caller\'s own PIN; the salt is bound to the caller',
  'POST /api/sign-ins': 'adds a sign-in to the caller\'s own agency',
  'POST /api/top-ups': 'a top-up request of the caller\'s own agency',
};

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
  const base: Me = { username, who, staffRole: 'agent_f2', ownStaff: fallback, ownGroupId: randomUUID(), managedChildId: who.agencyId, childAgencyId: who.agencyId, childStaff: fallback };
  if (username === 'superadmin' || username === 'f1.admin') {
    const staffRole = username === 'superadmin' ? 'super_admin' : 'agent_f1';
    const staff = username === 'superadmin' ? (await created<TStaffMember>(who, '/api/agency/staff', staffCreate(staffRole))).id : me.get('f1.agent')!.who.userId;
    const group = await created<{ id: string }>(who, '/api/permission-groups', groupBody());
    const managedChildId = username === 'f1.admin' ? agencyIds.get('HOASEN')! : who.agencyId;
    return { ...base, staffRole, ownStaff: { id: staff, body: await staffBodyOf(who, `/api/agency/staff/${staff}`) }, ownGroupId: group.id, managedChildId };
  }
  if (username === 'f2.admin') {
    const staff = me.get('f2.agent')!.who.userId;
    const childAgencyId = agencyIds.get('BINHMINH')!;
    const child = await created<TStaffMember>(who, `/api/agency/child-staff/${childAgencyId}/members`, staffCreate('agent_f2'));
    return {
      ...base,
      ownStaff: { id: staff, body: await staffBodyOf(who, `/api/agency/staff/${staff}`) },
      managedChildId: childAgencyId,
      childAgencyId,
      childStaff: { id: child.id, body: await staffBodyOf(who, `/api/agency/child-staff/${childAgencyId}/members/${child.id}`) },
    };
  }
  return base;
}

/** Every row that belongs to a branch, as JSON: the walk must leave it exactly as it was. */
async function branchSnapshot(branches: readonly Branch[]): Promise<string> {
  const agencies = branches.flatMap(branchAgencies);
  const { agencies: agencyTable, users, permissionGroups, bookingSystemSignIns, commissionFees, topUpRequests, ledgerAccounts, reservationErrors } = tables;
  const rows = await Promise.all([
    ctx.db.select().from(agencyTable).where(inArray(agencyTable.id, agencies)).orderBy(agencyTable.id),
    ctx.db.select().from(users).where(inArray(users.agencyId, agencies)).orderBy(users.id),
    ctx.db.select().from(permissionGroups).where(inArray(permissionGroups.agencyId, agencies)).orderBy(permissionGroups.id),
    ctx.db.select().from(tables.permissionGroupCodes).orderBy(tables.permissionGroupCodes.groupId, tables.permissionGroupCodes.code),
    ctx.db.select().from(tables.userPermissionGroups).orderBy(tables.userPermissionGroups.userId, tables.userPermissionGroups.groupId),
    ctx.db.select().from(bookingSystemSignIns).where(inArray(bookingSystemSignIns.agencyId, agencies)).orderBy(bookingSystemSignIns.id),
    ctx.db.select().from(commissionFees).where(or(inArray(commissionFees.agencyId, agencies), inArray(commissionFees.subAgencyId, agencies))).orderBy(commissionFees.id),
    ctx.db.select().from(topUpRequests).where(inArray(topUpRequests.agencyId, agencies)).orderBy(topUpRequests.id),
    ctx.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.agencyId, agencies)).orderBy(ledgerAccounts.id),
    ctx.db.select().from(reservationErrors).where(inArray(reservationErrors.agencyId, agencies)).orderBy(reservationErrors.id),
    ctx.db.select().from(tables.ledgerBalances).orderBy(tables.ledgerBalances.accountId),
    ctx.db.select().from(tables.refreshTokenFamilies).orderBy(tables.refreshTokenFamilies.id),
  ]);
  return JSON.stringify(rows);
}

const auditCount = async () => (await ctx.db.select({ total: count() }).from(tables.auditLog))[0]!.total;

/** The values of the other branches that an answer carries, leaving out what the caller sent itself. */
function leaksIn(response: LightMyRequestResponse, call: Pick<Call, 'url' | 'payload'>, branches: readonly Branch[]): string[] {
  const sent = `${call.url} ${JSON.stringify(call.payload ?? {})}`;
  const body = response.body;
  const lower = body.toLowerCase();
  return branches.flatMap((branch) => branch.identifying).filter((value) => !sent.includes(value) && (body.includes(value) || lower.includes(value.toLowerCase())));
}

const fieldsNamed = (response: LightMyRequestResponse): string[] => {
  try {
    return (response.json<{ details?: { fields?: { field: string }[] } }>().details?.fields ?? []).map((item) => item.field);
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
    if (named.length > 0 && named.every((field) => call.accept400For!.some((allowed) => field === allowed || field.startsWith(`${allowed}.`)))) return undefined;
  }
  return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
}

const send = (who: SignedIn, call: Call) => ctx.app.inject({ method: call.method, url: call.url, headers: who.auth, ...(call.payload ? { payload: call.payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await seedDemo(ctx.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal })).toBe(true);
  for (const agency of await ctx.db.select().from(tables.agencies)) agencyIds.set(agency.code, agency.id);
  sibling = await buildBranch(ctx, { rootId: agencyIds.get('PLATFORM')!, letter: 'B' });
  const secondRoot = await ctx.newAgency({ level: 'platform', name: 'Nền tảng thứ hai' });
  foreign = await buildBranch(ctx, { rootId: secondRoot.id, letter: 'C' });
  foreign.identifying.push(secondRoot.id, secondRoot.code);
  // Demo users log in through the API, as the browser does.
  for (const username of DEMO_USERS) me.set(username, { username, who: await signInAs(ctx, username, 'Demo@2026') } as Me);
  for (const username of DEMO_USERS) me.set(username, await ownThingsOf(username, me.get(username)!.who));
  before = { snapshot: await branchSnapshot([sibling, foreign]), audit: await auditCount() };
}, 120_000);
afterAll(() => ctx.close());

describe('the walk table', () => {
  it('covers every route the app registers under the modules of issues 4 and 6, and names no route that is gone', async () => {
    const routes = registeredRoutes(ctx.app);
    // The route tree is read right: routes of other modules are there too, and nothing comes out twice.
    expect(routes).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/health', 'GET /api/agency/child-staff/:agencyId/members/:id']));
    const moduleRoutes = routes.filter(isModuleRoute);
    const tabled = new Set<string>([...Object.keys(ID_WALKS), ...Object.keys(LIST_WALKS), ...Object.keys(OWN_ONLY)]);
    expect(moduleRoutes.filter((route) => !tabled.has(route)), 'routes missing from the walk table').toEqual([]);
    expect([...tabled].filter((route) => !moduleRoutes.includes(route as RouteKey)), 'table lines naming no registered route').toEqual([]);
    expect(Object.keys(ID_WALKS).filter((route) => Object.keys(LIST_WALKS).includes(route) || Object.keys(OWN_ONLY).includes(route))).toEqual([]);
  });

  it('walks every route with an id in its path, query or body, and every id field of it', async () => {
    const idFields = await idFieldsByRoute(ctx.app);
    const moduleRoutes = registeredRoutes(ctx.app).filter(isModuleRoute);
    const withIds = moduleRoutes.filter((route) => route.includes('/:') || (idFields.get(route) ?? []).length > 0);
    expect(withIds.filter((route) => !(route in ID_WALKS)), 'routes with ids that the walk does not call').toEqual([]);
    const sample = me.get('f2.admin')!;
    for (const [route, walk] of Object.entries(ID_WALKS) as [RouteKey, (b: Branch, m: Me) => Call[]][]) {
      const calls = walk(sibling, sample);
      expect(calls.length, route).toBeGreaterThan(0);
      const sentFields = new Set(calls.flatMap((call) => [...new URL(call.url, 'http://x').searchParams.keys(), ...Object.keys(call.payload ?? {})]));
      expect((idFields.get(route) ?? []).filter((field) => !sentFields.has(field)), `${route}: id fields never sent`).toEqual([]);
      const [method, pattern] = route.split(' ') as [Method, string];
      const shape = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`);
      for (const call of calls) expect(call.method === method && shape.test(call.url), `${route} called as ${call.method} ${call.url}`).toBe(true);
      // Each route is called with ids of the other branch (in the path, the query or the body).
      const sentIds = calls.flatMap((call) => `${call.url} ${JSON.stringify(call.payload ?? {})}`.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []);
      expect(sentIds.some((id) => sibling.identifying.includes(id)), route).toBe(true);
    }
    expect(isIdLikeField('agencyId') && isIdLikeField('groupIds') && isIdLikeField('id') && !isIdLikeField('paid') && !isIdLikeField('accountId')).toBe(true);
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

  it('the lists and the caller\'s own pages never show the other branches', async () => {
    const mine = me.get(username)!;
    const problems: string[] = [];
    const urls = [...Object.values(LIST_WALKS).flatMap((walk) => walk!(sibling)), ...Object.values(LIST_WALKS).flatMap((walk) => walk!(foreign)), ...LIST_CALLS_OF_ID_ROUTES];
    let answered = 0;
    for (const url of new Set(urls)) {
      const response = await send(mine.who, get(url));
      if (![200, 403, 404].includes(response.statusCode)) problems.push(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
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
    const platform = me.get('superadmin')!.who;
    const statement = await send(platform, get(`/api/deposits/statement?agencyId=${sibling.agencies.f2}`));
    expect(statement.statusCode, statement.body).toBe(200);
    expect((await send(platform, get('/api/deposits/sub-agencies'))).body).toContain(sibling.tag);
  });
});
