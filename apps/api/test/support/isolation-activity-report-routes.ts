// The booking activity reports of the isolation walk (issue 18): another branch's agency as the sub-agency filter is 404,
// and the plain reports (JSON and files) never show that branch's staff, customers or agencies.
import type { Branch } from './isolation-branch.js';
import type { Call } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

const get = (url: string): Call => ({ method: 'GET', url });
const agenciesOf = (b: Branch) => Object.values(b.agencies);

export const ACTIVITY_REPORT_ID_WALKS: Partial<Record<RouteKey, (b: Branch) => Call[]>> = {
  'GET /api/reports/customer-services': (b) =>
    agenciesOf(b).map((id) => get(`/api/reports/customer-services?subAgencyId=${id}`)),
  'GET /api/reports/customer-services/export': (b) =>
    agenciesOf(b).map((id) => get(`/api/reports/customer-services/export?format=csv&subAgencyId=${id}`)),
  'GET /api/reports/analyze-sales': (b) =>
    agenciesOf(b).map((id) => get(`/api/reports/analyze-sales?subAgencyId=${id}`)),
  'GET /api/reports/analyze-sales/export': (b) =>
    agenciesOf(b).map((id) => get(`/api/reports/analyze-sales/export?format=csv&subAgencyId=${id}`)),
};

export const ACTIVITY_REPORT_LIST_CALLS = [
  '/api/reports/customer-services',
  '/api/reports/customer-services?groupBy=customer',
  '/api/reports/customer-services/export?format=csv',
  '/api/reports/customer-services/export?format=csv&groupBy=customer',
  '/api/reports/analyze-sales',
  '/api/reports/analyze-sales/export?format=csv',
];
