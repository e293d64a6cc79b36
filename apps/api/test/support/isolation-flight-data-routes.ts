// The flight data and VNA summary report routes of the isolation walk (issue 18): another branch's agency as the
// sub-agency filter is 404, and the plain reports (JSON and files) never show that branch's sales.
import type { Branch } from './isolation-branch.js';
import type { Call } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

const get = (url: string): Call => ({ method: 'GET', url });
const REPORTS = ['flight-data-report', 'vna-summary-report'] as const;
const agenciesOf = (b: Branch) => Object.values(b.agencies);

export const FLIGHT_DATA_ID_WALKS: Partial<Record<RouteKey, (b: Branch) => Call[]>> = Object.fromEntries(
  REPORTS.flatMap((report) => [
    [
      `GET /api/reports/${report}`,
      (b: Branch) => agenciesOf(b).map((id) => get(`/api/reports/${report}?subAgencyId=${id}`)),
    ],
    [
      `GET /api/reports/${report}/export`,
      (b: Branch) =>
        agenciesOf(b).flatMap((id) =>
          ['csv', 'xlsx'].map((format) => get(`/api/reports/${report}/export?subAgencyId=${id}&format=${format}`)),
        ),
    ],
  ]),
);

/** Plain calls, shown to everyone in the walk: the caller's own tree only, whatever the period and grouping. */
export const FLIGHT_DATA_LIST_URLS: string[] = REPORTS.flatMap((report) => [
  `/api/reports/${report}`,
  `/api/reports/${report}?mode=ISSUE_DATE`,
  `/api/reports/${report}/export?format=csv`,
]).concat(['/api/reports/flight-data-report?groupBy=CLASS', '/api/reports/flight-data-report?groupBy=AIRLINE']);
