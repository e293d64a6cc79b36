// The debit reports' routes of the isolation walk (issue 18): the debit report with each agency of another branch
// (404), and the chooser and debit total report, whose answers must not show that branch.
import type { Branch } from './isolation-branch.js';
import type { Call, Me } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

const get = (url: string): Call => ({ method: 'GET', url });
const branchAgencies = (b: Branch) => Object.values(b.agencies);

export const DEBIT_ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  'GET /api/reports/debit-report': (b) =>
    branchAgencies(b).map((id) => get(`/api/reports/debit-report?agencyId=${id}&from=2026-01-01&to=2026-12-31`)),
  'GET /api/reports/debit-report/export': (b) =>
    branchAgencies(b).flatMap((id) =>
      ['csv', 'xlsx'].map((format) => get(`/api/reports/debit-report/export?agencyId=${id}&format=${format}`)),
    ),
};

export const DEBIT_LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/reports/debit-report/agencies': () => ['/api/reports/debit-report/agencies'],
  'GET /api/reports/debit-total-report': () => [
    '/api/reports/debit-total-report',
    '/api/reports/debit-total-report?levels=all&from=2026-01-01&to=2026-12-31',
  ],
  'GET /api/reports/debit-total-report/export': () => ['/api/reports/debit-total-report/export?format=csv&levels=all'],
};

/** The debit report without an agencyId: the caller's own. */
export const DEBIT_LIST_CALLS = ['/api/reports/debit-report', '/api/reports/debit-report/export?format=csv'];
