// The route table of the isolation walk (issue 6): for every /api route that takes an id, how to call it with the ids
// of another branch of the tree (the booking routes' lines are in isolation-booking-routes.ts; the list routes and
// the caller's own in isolation-list-routes.ts), and the few /api routes outside the walk, each with why. The walk
// itself is isolation-walk.test.ts.
import { randomUUID } from 'node:crypto';
import { BOOKING_ID_WALKS } from './isolation-booking-routes.js';
import { TRAIN_ID_WALKS } from './isolation-train-routes.js';
import { QUEUE_ID_WALKS } from './isolation-queue-routes.js';
import { SALE_REPORT_ID_WALKS } from './isolation-sale-report-routes.js';
import { INCOME_REPORT_ID_WALKS } from './isolation-income-report-routes.js';
import { ESIM_ID_WALKS } from './isolation-esim-routes.js';
import { ESIM_DOCUMENT_ID_WALKS } from './isolation-esim-document-routes.js';
import { ACTIVITY_REPORT_ID_WALKS } from './isolation-activity-report-routes.js';
import { FLIGHT_DATA_ID_WALKS } from './isolation-flight-data-routes.js';
import { DEBIT_ID_WALKS } from './isolation-debit-routes.js';
import { SUPPORT_ID_WALKS } from './isolation-support-routes.js';
import { CONTENT_ID_WALKS } from './isolation-content-routes.js';
import { B2C_CONTENT_ID_WALKS } from './isolation-b2c-content-routes.js';
import { TOUR_ID_WALKS } from './isolation-tour-routes.js';
import { QR_ID_WALKS } from './isolation-qr-routes.js';
import { B2C_ID_WALKS } from './isolation-b2c-routes.js';
import type { SignedIn } from './test-context.js';
import type { Branch } from './isolation-branch.js';
import type { RouteKey } from './route-table.js';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = {
  method: Method;
  url: string;
  payload?: object;
  /** Request headers beside the caller's bearer (an Idempotency-Key). */
  headers?: Record<string, string>;
  /** Body fields that may answer 400 naming them (decision 013). */ accept400For?: string[];
};

/** What a demo user owns, so a body can carry another branch's id next to an id of the caller's own. */
export type Me = {
  username: string;
  who: SignedIn;
  staffRole: string;
  ownStaff: { id: string; body: Record<string, unknown> };
  ownGroupId: string;
  /** A direct child agency the caller manages (an F1's F2, an F2's F3), or the caller's own agency when none. */
  managedChildId: string;
  childAgencyId: string;
  childStaff: { id: string; body: Record<string, unknown> };
  /** An issued booking of the caller's own agency, where it has one (the F2 administrator's). */
  ownIssuedBookingId?: string;
};

/**
 * The /api routes outside the walk, by prefix, each with why: none takes an id of the portal. The customer's ticket
 * link carries a signed token instead; a forged or altered one is 404 (the walk's own test and bookings-share-link).
 */
export const OUTSIDE_THE_WALK: Record<string, string> = {
  '/api/bank-hooks/': 'a bank-hook service, without an account: its signed key, not an id, names the receiving agency',
  '/api/auth/': "the caller's own session and password (sign-in, refresh, reset, me): no id of anyone's",
  '/api/docs': 'the OpenAPI document and its viewer',
  '/api/health': 'which database the server uses',
  '/api/public/': "a customer's signed link, without an account: the token, not an id, names the booking",
  '/api/s/':
    "a consumer's storefront, without an account: the published site's slug names its public fields only (storefront.test.ts)",
  '/api/system/': "the operator's check of the whole ledger; no id",
};
/** Every /api route but those outside the walk: a new route with an id fails the walk until it has a line here. */
export const isModuleRoute = (route: string) => {
  const path = route.split(' ')[1]!;
  return path.startsWith('/api/') && !Object.keys(OUTSIDE_THE_WALK).some((prefix) => path.startsWith(prefix));
};

export const get = (url: string): Call => ({ method: 'GET', url });
const lockReason = { reason: 'Kiểm tra cô lập nhánh' };
const subAgencyBody = () => ({
  code: `ZW${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
  name: 'Đại lý thử cô lập',
  taxCode: '0312345670',
  address: '',
  phone: '0912345678',
  email: '',
  contactName: '',
  creditLimit: 1,
  bookingSystems: ['VN'],
  products: ['flights'],
  defaultIssueFee: null,
});
export const staffUpdate = (role: string, groupIds: string[] = []) => ({
  fullName: 'Nguyễn Văn Thử',
  email: `walk.${randomUUID().slice(0, 8)}@example.vn`,
  phone: '0912345678',
  accountType: 'AGT',
  role,
  groupIds,
});
export const staffCreate = (role: string, groupIds: string[] = []) => ({
  ...staffUpdate(role, groupIds),
  username: `walk.${randomUUID().slice(0, 8)}`,
});
export const groupBody = (memberIds: string[] = []) => ({
  name: `Nhóm thử ${randomUUID().slice(0, 6)}`,
  description: '',
  codes: ['BOOKING_TICKET'],
  memberIds,
});
const feeBody = (subAgencyId: string) => ({
  subAgencyId,
  airline: null,
  routeScope: 'domestic',
  paxType: 'ADT',
  chargeBasis: 'segment',
  amount: 1,
});
export const branchAgencies = (b: Branch) => Object.values(b.agencies);
/** A POST to one of the branch's train booking's actions, with its own Idempotency-Key. */
export const branchUsers = (b: Branch) => Object.values(b.users);

/**
 * Every route of the modules that takes an id (in its path, query or body), and how to call it with the other
 * branch's ids. Adding such a route without a line here fails "covers every route".
 */
export const ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  ...TRAIN_ID_WALKS,
  ...QUEUE_ID_WALKS,
  ...ESIM_ID_WALKS,
  ...ESIM_DOCUMENT_ID_WALKS,
  ...FLIGHT_DATA_ID_WALKS,
  ...DEBIT_ID_WALKS,
  ...SUPPORT_ID_WALKS,
  ...CONTENT_ID_WALKS,
  ...B2C_CONTENT_ID_WALKS,
  ...TOUR_ID_WALKS,
  ...QR_ID_WALKS,
  ...B2C_ID_WALKS,
  'GET /api/sub-agencies/:id': (b) => branchAgencies(b).map((id) => get(`/api/sub-agencies/${id}`)),
  'PUT /api/sub-agencies/:id': (b) =>
    [b.agencies.f2, b.agencies.f3, b.agencies.f1].map((id) => ({
      method: 'PUT',
      url: `/api/sub-agencies/${id}`,
      payload: subAgencyBody(),
    })),
  'POST /api/sub-agencies/:id/lock': (b) =>
    [b.agencies.f2, b.agencies.f3].map((id) => ({
      method: 'POST',
      url: `/api/sub-agencies/${id}/lock`,
      payload: lockReason,
    })),
  'POST /api/sub-agencies/:id/unlock': (b) =>
    [b.agencies.f2Locked, b.agencies.f3Locked].map((id) => ({
      method: 'POST',
      url: `/api/sub-agencies/${id}/unlock`,
      payload: lockReason,
    })),
  'GET /api/child-agencies/:id': (b) => branchAgencies(b).map((id) => get(`/api/child-agencies/${id}`)),
  'PUT /api/child-agencies/:id': (b) =>
    [b.agencies.f3, b.agencies.f2].map((id) => ({
      method: 'PUT',
      url: `/api/child-agencies/${id}`,
      payload: subAgencyBody(),
    })),
  'POST /api/child-agencies/:id/lock': (b) =>
    [b.agencies.f3, b.agencies.f2].map((id) => ({
      method: 'POST',
      url: `/api/child-agencies/${id}/lock`,
      payload: lockReason,
    })),
  'POST /api/child-agencies/:id/unlock': (b) =>
    [b.agencies.f3Locked, b.agencies.f2Locked].map((id) => ({
      method: 'POST',
      url: `/api/child-agencies/${id}/unlock`,
      payload: lockReason,
    })),
  'GET /api/f1-agencies/:id': (b) => branchAgencies(b).map((id) => get(`/api/f1-agencies/${id}`)),
  'PUT /api/f1-agencies/:id': (b) =>
    [b.agencies.f1, b.agencies.f2].map((id) => ({
      method: 'PUT',
      url: `/api/f1-agencies/${id}`,
      payload: subAgencyBody(),
    })),
  'POST /api/f1-agencies/:id/lock': (b) =>
    [b.agencies.f1, b.agencies.f2].map((id) => ({
      method: 'POST',
      url: `/api/f1-agencies/${id}/lock`,
      payload: lockReason,
    })),
  'POST /api/f1-agencies/:id/unlock': (b) =>
    [b.agencies.f1, b.agencies.f2Locked].map((id) => ({
      method: 'POST',
      url: `/api/f1-agencies/${id}/unlock`,
      payload: lockReason,
    })),

  'GET /api/agency/staff': (b) => branchAgencies(b).map((id) => get(`/api/agency/staff?agencyId=${id}`)),
  'GET /api/agency/staff/form-options': (b) =>
    branchAgencies(b).map((id) => get(`/api/agency/staff/form-options?agencyId=${id}`)),
  'GET /api/agency/staff/:id': (b, me) => [
    ...branchUsers(b).map((id) => get(`/api/agency/staff/${id}`)),
    get(`/api/agency/staff/${b.users.f2Agent}?agencyId=${b.agencies.f2}`),
    get(`/api/agency/staff/${b.users.f3Staff}?agencyId=${b.agencies.f3}`),
    get(`/api/agency/staff/${b.users.f2Agent}?agencyId=${me.managedChildId}`),
  ],
  'PUT /api/agency/staff/:id': (b, me) => [
    ...[b.users.f1Agent, b.users.f2Agent, b.users.f1Admin].map((id): Call => ({
      method: 'PUT',
      url: `/api/agency/staff/${id}`,
      payload: staffUpdate(me.staffRole),
    })),
    {
      method: 'PUT',
      url: `/api/agency/staff/${b.users.f2Agent}?agencyId=${b.agencies.f2}`,
      payload: staffUpdate('agent_f2'),
    },
    {
      method: 'PUT',
      url: `/api/agency/staff/${b.users.f2Agent}?agencyId=${me.managedChildId}`,
      payload: staffUpdate('agent_f2'),
    },
    // The caller's own staff member given the other branch's group: 400 naming groupIds.
    {
      method: 'PUT',
      url: `/api/agency/staff/${me.ownStaff.id}`,
      payload: { ...me.ownStaff.body, groupIds: [b.groups.f1, b.groups.f2] },
      accept400For: ['groupIds'],
    },
  ],
  'POST /api/agency/staff/:id/actions': (b, me) => [
    { method: 'POST', url: `/api/agency/staff/${b.users.f1Agent}/actions`, payload: { action: 'lock' } },
    { method: 'POST', url: `/api/agency/staff/${b.users.f1Locked}/actions`, payload: { action: 'unlock' } },
    { method: 'POST', url: `/api/agency/staff/${b.users.f2Agent}/actions`, payload: { action: 'resetPassword' } },
    {
      method: 'POST',
      url: `/api/agency/staff/${b.users.f2Agent}/actions?agencyId=${b.agencies.f2}`,
      payload: { action: 'lock' },
    },
    {
      method: 'POST',
      url: `/api/agency/staff/${b.users.f2Agent}/actions?agencyId=${me.managedChildId}`,
      payload: { action: 'resetPassword' },
    },
  ],
  'POST /api/agency/staff': (b, me) => [
    {
      method: 'POST',
      url: '/api/agency/staff',
      payload: staffCreate(me.staffRole, [b.groups.f1]),
      accept400For: ['groupIds'],
    },
    ...[b.agencies.f2, b.agencies.f3].map((id): Call => ({
      method: 'POST',
      url: `/api/agency/staff?agencyId=${id}`,
      payload: staffCreate('agent_f2'),
    })),
    {
      method: 'POST',
      url: `/api/agency/staff?agencyId=${me.managedChildId}`,
      payload: staffCreate('agent_f2', [b.groups.f2]),
      accept400For: ['groupIds'],
    },
  ],
  'GET /api/agency/child-staff/:agencyId/members': (b) =>
    branchAgencies(b).map((id) => get(`/api/agency/child-staff/${id}/members`)),
  'POST /api/agency/child-staff/:agencyId/members': (b, me) => [
    ...[b.agencies.f3, b.agencies.f2].map((id): Call => ({
      method: 'POST',
      url: `/api/agency/child-staff/${id}/members`,
      payload: staffCreate('agent_f2'),
    })),
    {
      method: 'POST',
      url: `/api/agency/child-staff/${me.childAgencyId}/members`,
      payload: staffCreate('agent_f2', [b.groups.f2]),
      accept400For: ['groupIds'],
    },
  ],
  'GET /api/agency/child-staff/:agencyId/form-options': (b) =>
    branchAgencies(b).map((id) => get(`/api/agency/child-staff/${id}/form-options`)),
  'GET /api/agency/child-staff/:agencyId/members/:id': (b, me) => [
    get(`/api/agency/child-staff/${b.agencies.f3}/members/${b.users.f3Staff}`),
    get(`/api/agency/child-staff/${b.agencies.f2}/members/${b.users.f2Agent}`),
    get(`/api/agency/child-staff/${me.childAgencyId}/members/${b.users.f3Staff}`),
    get(`/api/agency/child-staff/${b.agencies.f3}/members/${me.childStaff.id}`),
  ],
  'PUT /api/agency/child-staff/:agencyId/members/:id': (b, me) => [
    {
      method: 'PUT',
      url: `/api/agency/child-staff/${b.agencies.f3}/members/${b.users.f3Staff}`,
      payload: staffUpdate('agent_f2'),
    },
    {
      method: 'PUT',
      url: `/api/agency/child-staff/${me.childAgencyId}/members/${b.users.f3Staff}`,
      payload: staffUpdate('agent_f2'),
    },
    {
      method: 'PUT',
      url: `/api/agency/child-staff/${me.childAgencyId}/members/${me.childStaff.id}`,
      payload: { ...me.childStaff.body, groupIds: [b.groups.f2] },
      accept400For: ['groupIds'],
    },
  ],
  'POST /api/agency/child-staff/:agencyId/members/:id/actions': (b, me) => [
    {
      method: 'POST',
      url: `/api/agency/child-staff/${b.agencies.f3}/members/${b.users.f3Staff}/actions`,
      payload: { action: 'lock' },
    },
    {
      method: 'POST',
      url: `/api/agency/child-staff/${me.childAgencyId}/members/${b.users.f3Staff}/actions`,
      payload: { action: 'resetPassword' },
    },
  ],

  'GET /api/permission-groups': (b) => branchAgencies(b).map((id) => get(`/api/permission-groups?agencyId=${id}`)),
  'GET /api/permission-groups/form-options': (b) =>
    branchAgencies(b).map((id) => get(`/api/permission-groups/form-options?agencyId=${id}`)),
  'GET /api/permission-groups/:id': (b, me) => [
    ...Object.values(b.groups).map((id) => get(`/api/permission-groups/${id}`)),
    get(`/api/permission-groups/${b.groups.f2}?agencyId=${b.agencies.f2}`),
    get(`/api/permission-groups/${b.groups.f2}?agencyId=${me.managedChildId}`),
  ],
  'PUT /api/permission-groups/:id': (b, me) => [
    ...Object.values(b.groups).map((id): Call => ({
      method: 'PUT',
      url: `/api/permission-groups/${id}`,
      payload: groupBody(),
    })),
    { method: 'PUT', url: `/api/permission-groups/${b.groups.f2}?agencyId=${b.agencies.f2}`, payload: groupBody() },
    { method: 'PUT', url: `/api/permission-groups/${b.groups.f2}?agencyId=${me.managedChildId}`, payload: groupBody() },
    {
      method: 'PUT',
      url: `/api/permission-groups/${me.ownGroupId}`,
      payload: groupBody([b.users.f1Agent]),
      accept400For: ['memberIds'],
    },
  ],
  'DELETE /api/permission-groups/:id': (b, me) => [
    ...Object.values(b.groups).map((id): Call => ({ method: 'DELETE', url: `/api/permission-groups/${id}` })),
    { method: 'DELETE', url: `/api/permission-groups/${b.groups.f2}?agencyId=${b.agencies.f2}` },
    { method: 'DELETE', url: `/api/permission-groups/${b.groups.f2}?agencyId=${me.managedChildId}` },
  ],
  'POST /api/permission-groups': (b, me) => [
    {
      method: 'POST',
      url: '/api/permission-groups',
      payload: groupBody([b.users.f1Agent, b.users.f1Admin]),
      accept400For: ['memberIds'],
    },
    ...[b.agencies.f2, b.agencies.f3].map((id): Call => ({
      method: 'POST',
      url: `/api/permission-groups?agencyId=${id}`,
      payload: groupBody(),
    })),
    {
      method: 'POST',
      url: `/api/permission-groups?agencyId=${me.managedChildId}`,
      payload: groupBody([b.users.f2Agent]),
      accept400For: ['memberIds'],
    },
  ],

  'GET /api/sign-ins/:id': (b) => [get(`/api/sign-ins/${b.signIn}`)],
  'PUT /api/sign-ins/:id': (b) => [
    {
      method: 'PUT',
      url: `/api/sign-ins/${b.signIn}`,
      payload: { system: '1A', accountId: 'WALKOFFICE', isEnabled: false, credentials: { apiKey: 'walk-key-123456' } },
    },
  ],
  'DELETE /api/sign-ins/:id': (b) => [{ method: 'DELETE', url: `/api/sign-ins/${b.signIn}` }],

  'GET /api/commission-fees/:id': (b) => Object.values(b.rules).map((id) => get(`/api/commission-fees/${id}`)),
  'DELETE /api/commission-fees/:id': (b) =>
    Object.values(b.rules).map((id): Call => ({ method: 'DELETE', url: `/api/commission-fees/${id}` })),
  'PUT /api/commission-fees': (b) =>
    [b.agencies.f2, b.agencies.f3, b.agencies.f1].map((id): Call => ({
      method: 'PUT',
      url: '/api/commission-fees',
      payload: feeBody(id),
    })),
  'GET /api/commission-fees/preview': (b) =>
    [b.agencies.f2, b.agencies.f3].map((id) =>
      get(`/api/commission-fees/preview?subAgencyId=${id}&routeScope=domestic&segments=1`),
    ),

  'GET /api/top-ups': (b) => branchAgencies(b).map((id) => get(`/api/top-ups?agencyId=${id}`)),
  'GET /api/top-ups/:id': (b) => Object.values(b.topUps).map((id) => get(`/api/top-ups/${id}`)),
  'GET /api/top-ups/:id/evidence': (b) =>
    Object.values(b.topUps).map((id) => get(`/api/top-ups/${id}/evidence?download=1`)),
  'POST /api/top-ups/:id/decision': (b) => [
    { method: 'POST', url: `/api/top-ups/${b.topUps.f2Pending}/decision`, payload: { decision: 'confirm' } },
    {
      method: 'POST',
      url: `/api/top-ups/${b.topUps.f1Pending}/decision`,
      payload: { decision: 'reject', reason: 'Kiểm tra cô lập' },
    },
    {
      method: 'POST',
      url: `/api/top-ups/${b.topUps.f2Confirmed}/decision`,
      payload: { decision: 'reject', reason: 'Kiểm tra cô lập' },
    },
  ],
  'POST /api/deposit-adjustments': (b) =>
    branchAgencies(b).map((id): Call => ({
      method: 'POST',
      url: '/api/deposit-adjustments',
      payload: {
        agencyId: id,
        direction: 'credit',
        amount: 1000,
        reason: 'Kiểm tra cô lập',
        idempotencyKey: randomUUID(),
      },
    })),
  'GET /api/deposits/statement': (b) => branchAgencies(b).map((id) => get(`/api/deposits/statement?agencyId=${id}`)),
  'GET /api/deposits/statement/export': (b) =>
    branchAgencies(b).flatMap((id) =>
      ['csv', 'xlsx'].map((format) => get(`/api/deposits/statement/export?agencyId=${id}&format=${format}`)),
    ),

  'GET /api/reservation-errors': (b) => [
    ...branchAgencies(b).map((id) => get(`/api/reservation-errors?agencyId=${id}`)),
    ...branchUsers(b).map((id) => get(`/api/reservation-errors?userId=${id}`)),
  ],
  'GET /api/audit-log': (b) => branchUsers(b).map((id) => get(`/api/audit-log?actorId=${id}`)),
  ...BOOKING_ID_WALKS,
  ...ACTIVITY_REPORT_ID_WALKS,
  ...SALE_REPORT_ID_WALKS,
  ...INCOME_REPORT_ID_WALKS,
};
