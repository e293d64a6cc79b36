// The sale report's routes in the isolation walk (issue 18): another branch's agencies as subAgencyId (404), and the
// plain report and files, whose lines must never show that branch.
import type { Branch } from './isolation-branch.js';
import type { Call, Me } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

const get = (url: string): Call => ({ method: 'GET', url });
const agenciesOf = (b: Branch) => Object.values(b.agencies);

export const SALE_REPORT_ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  'GET /api/reports/sale-report': (b) => agenciesOf(b).map((id) => get(`/api/reports/sale-report?subAgencyId=${id}`)),
  'GET /api/reports/sale-report/export': (b) =>
    agenciesOf(b).flatMap((id) =>
      ['csv', 'xlsx'].map((format) => get(`/api/reports/sale-report/export?subAgencyId=${id}&format=${format}`)),
    ),
};

/** The report over the caller's whole tree in every mode, and its CSV: none of the other branch's sales. */
export const SALE_REPORT_LIST_CALLS = [
  '/api/reports/sale-report?pageSize=200',
  '/api/reports/sale-report?mode=FLIGHT_DATE&pageSize=200',
  '/api/reports/sale-report?mode=BOOKING_DATE_3PNR&pageSize=200',
  '/api/reports/sale-report/export?format=csv',
];
