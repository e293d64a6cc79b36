// The isolation walk's list routes (their answers must never show another branch), the id routes whose plain call is a
// list too, and the routes that act only on the caller's own things or carry the railway's ids. The walk is
// isolation-walk.test.ts; the id routes are in isolation-routes.ts.
import { BOOKING_LIST_CALLS, BOOKING_OWN_ONLY } from './isolation-booking-routes.js';
import { TRAIN_LIST_WALKS } from './isolation-train-routes.js';
import { QUEUE_LIST_CALLS } from './isolation-queue-routes.js';
import { SALE_REPORT_LIST_CALLS } from './isolation-sale-report-routes.js';
import { INCOME_REPORT_LIST_CALLS } from './isolation-income-report-routes.js';
import { ESIM_OWN_ONLY, ESIM_VENDOR_ID_ROUTES } from './isolation-esim-routes.js';
import { ESIM_DOCUMENT_LIST_WALKS } from './isolation-esim-document-routes.js';
import { ACTIVITY_REPORT_LIST_CALLS } from './isolation-activity-report-routes.js';
import { FLIGHT_DATA_LIST_URLS } from './isolation-flight-data-routes.js';
import { DEBIT_LIST_CALLS, DEBIT_LIST_WALKS } from './isolation-debit-routes.js';
import { SUPPORT_LIST_WALKS, SUPPORT_OWN_ONLY } from './isolation-support-routes.js';
import { CONTENT_LIST_WALKS, CONTENT_OWN_ONLY } from './isolation-content-routes.js';
import { B2C_LIST_WALKS, B2C_OWN_ONLY } from './isolation-b2c-routes.js';
import { B2C_CONTENT_LIST_WALKS, B2C_CONTENT_OWN_ONLY } from './isolation-b2c-content-routes.js';
import { TOUR_LIST_WALKS, TOUR_OWN_ONLY } from './isolation-tour-routes.js';
import { QR_LIST_WALKS, QR_OWN_ONLY } from './isolation-qr-routes.js';
import type { Branch } from './isolation-branch.js';
import type { RouteKey } from './route-table.js';

/** Routes without ids that answer lists or the caller's own things: their answers must not show the other branch. */
export const LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/sub-agencies': (b) => [
    '/api/sub-agencies',
    `/api/sub-agencies?q=${b.tag}`,
    '/api/sub-agencies?status=locked&pageSize=500',
  ],
  'GET /api/sub-agencies/form-options': () => ['/api/sub-agencies/form-options'],
  'GET /api/child-agencies': (b) => [
    '/api/child-agencies',
    `/api/child-agencies?q=${b.tag}`,
    '/api/child-agencies?status=locked',
  ],
  'GET /api/child-agencies/form-options': () => ['/api/child-agencies/form-options'],
  'GET /api/f1-agencies': (b) => ['/api/f1-agencies', `/api/f1-agencies?q=${b.tag}`, '/api/f1-agencies?status=locked'],
  'GET /api/f1-agencies/form-options': () => ['/api/f1-agencies/form-options'],
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
  'GET /api/demo/outbox': (b) => ['/api/demo/outbox?limit=200', `/api/demo/outbox?q=${b.tag}&limit=200`],
  ...TRAIN_LIST_WALKS,
  ...ESIM_DOCUMENT_LIST_WALKS,
  ...DEBIT_LIST_WALKS,
  ...SUPPORT_LIST_WALKS,
  ...CONTENT_LIST_WALKS,
  ...B2C_LIST_WALKS,
  ...B2C_CONTENT_LIST_WALKS,
  ...TOUR_LIST_WALKS,
  ...QR_LIST_WALKS,
};
/** Id routes whose plain (id-less) call is a list too. */
export const LIST_CALLS_OF_ID_ROUTES = [
  '/api/agency/staff',
  '/api/agency/staff/form-options',
  '/api/permission-groups',
  '/api/permission-groups/form-options',
  '/api/top-ups',
  '/api/top-ups?limit=200',
  '/api/deposits/statement',
  '/api/deposits/statement/export?format=csv',
  '/api/reservation-errors?limit=200',
  '/api/audit-log?limit=200',
  ...BOOKING_LIST_CALLS,
  ...ACTIVITY_REPORT_LIST_CALLS,
  ...FLIGHT_DATA_LIST_URLS,
  ...DEBIT_LIST_CALLS,
  ...QUEUE_LIST_CALLS,
  ...SALE_REPORT_LIST_CALLS,
  ...INCOME_REPORT_LIST_CALLS,
];

/**
 * Routes whose path ids are the railway's, not the portal's: the same run and carriage for every agency (isMine marks
 * only the caller's own locks, trains-seat-locks.test.ts).
 */
export const RAILWAY_ID_ROUTES: Partial<Record<RouteKey, string>> = {
  'GET /api/trains/runs/:runId/carriages/:carriageNo/seats': "the railway's seat map of a run; isMine: the caller's",
  ...ESIM_VENDOR_ID_ROUTES,
};

/** Routes that act only on the caller's own account or agency and carry no id of anyone else's. */
export const OWN_ONLY: Partial<Record<RouteKey, string>> = {
  ...RAILWAY_ID_ROUTES,
  ...ESIM_OWN_ONLY,
  ...SUPPORT_OWN_ONLY,
  ...QR_OWN_ONLY,
  'GET /api/trains/stations': "the railway's stations, the same for everyone",
  'POST /api/trains/search': "the railway's runs with the caller's own agency's fee; no ids",
  'POST /api/trains/seat-locks': "locks a seat for the caller's own agency (runId, seatId: the railway's)",
  'POST /api/trains/seat-locks/auto': "locks seats for the caller's own agency (runId: the railway's)",
  'POST /api/trains/bookings':
    "holds the caller's own seat locks; another agency's ticketId is 400 passengers.N.ticketId (trains-hold.test.ts)",
  'POST /api/sub-agencies': "creates a sub-agency below the caller's own agency; the body has no ids",
  'POST /api/child-agencies': "creates a child agency below the caller's own agency; the body has no ids",
  'POST /api/f1-agencies': "creates an F1 below the operator's own platform; the body has no ids",
  'PUT /api/agency/config': "the caller's own F1 defaults",
  'PUT /api/account/profile': "the caller's own profile",
  'POST /api/pin-code': "the caller's own PIN",
  'PUT /api/pin-code': "the caller's own PIN",
  'POST /api/pin-code/turn-off': "the caller's own PIN",
  'POST /api/pin-code/verify': "the caller's own PIN; the salt is bound to the caller",
  'POST /api/sign-ins': "adds a sign-in to the caller's own agency",
  'POST /api/top-ups': "a top-up request of the caller's own agency",
  ...BOOKING_OWN_ONLY,
  ...CONTENT_OWN_ONLY,
  ...B2C_OWN_ONLY,
  ...B2C_CONTENT_OWN_ONLY,
  ...TOUR_OWN_ONLY,
};
