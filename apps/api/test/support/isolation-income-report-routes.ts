// The income report's routes in the isolation walk (issue 18): another branch's agencies as subAgencyId (404), and the
// plain report in every grouping and its files, whose rows must never show that branch.
import type { Branch } from './isolation-branch.js';
import type { Call, Me } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

const get = (url: string): Call => ({ method: 'GET', url });
const agenciesOf = (b: Branch) => Object.values(b.agencies);

export const INCOME_REPORT_ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  'GET /api/reports/income-report': (b) =>
    agenciesOf(b).map((id) => get(`/api/reports/income-report?groupBy=SUB_AGENCY&subAgencyId=${id}`)),
  'GET /api/reports/income-report/export': (b) =>
    agenciesOf(b).flatMap((id) =>
      ['csv', 'xlsx'].map((format) => get(`/api/reports/income-report/export?subAgencyId=${id}&format=${format}`)),
    ),
};

/** The report over the caller's whole tree in each grouping, and its CSV: none of the other branch's agencies. */
export const INCOME_REPORT_LIST_CALLS = [
  '/api/reports/income-report?groupBy=SUB_AGENCY',
  '/api/reports/income-report?groupBy=AIRLINE&mode=FLIGHT_DATE',
  '/api/reports/income-report?groupBy=PERIOD&interval=day',
  '/api/reports/income-report/export?groupBy=SUB_AGENCY&format=csv',
];
