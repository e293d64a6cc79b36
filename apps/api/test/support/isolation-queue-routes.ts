// The work queues' routes in the isolation walk (issue 18): each queue and the waitlist file asked for another branch's
// agencies (404) and searched for its PNRs (nothing of it shown), and the batch issue naming its holds (404).
import { randomUUID } from 'node:crypto';
import type { Branch } from './isolation-branch.js';
import type { Call } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

const QUEUES = ['issue', 'void', 'cancel', 'mail', 'remind'] as const;
const get = (url: string): Call => ({ method: 'GET', url });
const agenciesOf = (b: Branch) => [b.agencies.f1, b.agencies.f2, b.agencies.f3];

export const QUEUE_ID_WALKS: Partial<Record<RouteKey, (b: Branch) => Call[]>> = {
  ...Object.fromEntries(
    QUEUES.map((queue) => [
      `GET /api/bookings/queues/${queue}`,
      (b: Branch) => agenciesOf(b).map((id) => get(`/api/bookings/queues/${queue}?subAgencyId=${id}`)),
    ]),
  ),
  'GET /api/bookings/queues/remind/export': (b) =>
    agenciesOf(b).map((id) => get(`/api/bookings/queues/remind/export?format=csv&subAgencyId=${id}`)),
  'POST /api/bookings/queues/issue': (b) =>
    [b.bookings.held.id, b.bookings.issued.id].map((bookingId) => ({
      method: 'POST',
      url: '/api/bookings/queues/issue',
      payload: { items: [{ bookingId, idempotencyKey: `walk-${randomUUID()}` }] },
    })),
};

/** The queues' plain calls (lists): what they answer must not show another branch. */
export const QUEUE_LIST_CALLS = [
  ...QUEUES.map((queue) => `/api/bookings/queues/${queue}?limit=100`),
  '/api/bookings/queues/remind/export?format=csv',
];
