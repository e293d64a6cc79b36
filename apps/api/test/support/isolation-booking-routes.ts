// The booking routes of the isolation walk: how to call each with another branch's bookings, orders, PNRs and refund
// quote; which of them the agency above may read and which answer it 403 (booking-scope.ts: requireVisibleBooking
// versus requireActionableBooking); and the booking and flight routes that take no id of the portal.
import { randomUUID } from 'node:crypto';
import type { Branch } from './isolation-branch.js';
import type { Call, Me } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';
import { EDIT_SAMPLE_BODIES } from './booking-edits.js';

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, payload: object = {}, headers?: Record<string, string>): Call => ({
  method: 'POST',
  url,
  payload,
  ...(headers ? { headers } : {}),
});
const bookingIds = (b: Branch) => [b.bookings.held.id, b.bookings.issued.id];
const orderIds = (b: Branch) => [b.bookings.held.orderId, b.bookings.issued.orderId];
const agenciesOf = (b: Branch) => Object.values(b.agencies);
/** POST /api/bookings/:id/edits/{action} of every edit served (decision 042), with a body of the right shape. */
const editWalks = Object.fromEntries(
  Object.entries(EDIT_SAMPLE_BODIES).map(([action, body]) => [
    `POST /api/bookings/:id/edits/${action}` as RouteKey,
    (b: Branch) =>
      bookingIds(b).map((id) =>
        post(
          `/api/bookings/${id}/edits/${action}`,
          { expectedVersion: 1, ...body },
          { 'idempotency-key': randomUUID() },
        ),
      ),
  ]),
);
/** A body of the right shape for each paid change (a quote: no acceptQuoteId, so no PIN is asked). */
const FLIGHT = 'VN:walk-flight';
const PAID_SAMPLE_BODIES: Record<string, object> = {
  'buy-luggage': { items: [{ paxId: 'ADT-1', flightKey: FLIGHT, optionCode: 'BAG20' }] },
  'upgrade-luggage': { items: [{ paxId: 'ADT-1', flightKey: FLIGHT, optionCode: 'BAG20' }] },
  'buy-seat': { seats: [{ paxId: 'ADT-1', flightKey: FLIGHT, seat: '12A' }] },
  'buy-ancillary': { items: [{ paxId: 'ADT-1', flightKey: FLIGHT, optionCode: 'MEAL_CHICKEN' }] },
  'add-infant-vj': { adultId: 'ADT-1', title: 'MSTR', lastName: 'Phạm', firstName: 'Bé', birthDate: '01/01/2026' },
  'exchange-route': {
    flights: [
      {
        flightKey: FLIGHT,
        to: { offerId: 'VN:walk-other', fareClass: 'Y', leg: { from: 'HAN', to: 'SGN', departDate: '2027-01-15' } },
      },
    ],
  },
  'refund-ticket': { paxIds: ['ADT-1'] },
  'quote-best-price': {},
  'process-price': {},
};
/** POST /api/bookings/:id/paid-changes/{action} of every paid change (issue 15). */
const paidWalks = Object.fromEntries(
  Object.entries(PAID_SAMPLE_BODIES).map(([action, body]) => [
    `POST /api/bookings/:id/paid-changes/${action}` as RouteKey,
    (b: Branch) =>
      bookingIds(b).flatMap((id) => [
        post(
          `/api/bookings/${id}/paid-changes/${action}`,
          { expectedVersion: 1, ...body },
          { 'idempotency-key': randomUUID() },
        ),
        // Accepting a quote of this walk (the booking is another branch's: 404 before the quote is looked at).
        post(
          `/api/bookings/${id}/paid-changes/${action}`,
          { expectedVersion: 1, ...body, acceptQuoteId: randomUUID(), acceptTotal: 0 },
          { 'idempotency-key': randomUUID() },
        ),
      ]),
  ]),
);
const mailBody = { to: 'khach.walk@example.vn', language: 'vi', includeFee: true };

/** Every booking route with an id of the portal (path, query or body), called with the other branch's. */
export const BOOKING_ID_WALKS: Partial<Record<RouteKey, (b: Branch, me?: Pick<Me, 'ownIssuedBookingId'>) => Call[]>> = {
  // Every agency of the branch; the agent who booked and two who did not (a filter is one query, whoever it names).
  'GET /api/bookings': (b) => [
    ...agenciesOf(b).map((id) => get(`/api/bookings?agencyId=${id}`)),
    ...[b.users.f2Admin, b.users.f1Agent, b.users.f3Staff].map((id) => get(`/api/bookings?agentId=${id}`)),
  ],
  'GET /api/bookings/export': (b) => [
    get(`/api/bookings/export?format=xlsx&agencyId=${b.agencies.f2}`),
    get(`/api/bookings/export?format=xlsx&agencyId=${b.agencies.f1}`),
    get(`/api/bookings/export?format=xlsx&agentId=${b.users.f2Admin}`),
  ],
  'GET /api/bookings/:id': (b) => bookingIds(b).map((id) => get(`/api/bookings/${id}`)),
  'GET /api/bookings/orders/:id': (b) => orderIds(b).map((id) => get(`/api/bookings/orders/${id}`)),
  'GET /api/bookings/:id/ticket-face': (b) => bookingIds(b).map((id) => get(`/api/bookings/${id}/ticket-face`)),
  'GET /api/bookings/:id/ticket-face.pdf': (b) => [
    get(`/api/bookings/${b.bookings.issued.id}/ticket-face.pdf`),
    get(`/api/bookings/${b.bookings.held.id}/ticket-face.pdf?withFee=false`),
  ],
  'POST /api/bookings/:id/share-link': (b) => [
    post(`/api/bookings/${b.bookings.issued.id}/share-link`),
    post(`/api/bookings/${b.bookings.held.id}/share-link`, { withFee: true, days: 30 }),
  ],
  'POST /api/bookings/:id/mail': (b) => bookingIds(b).map((id) => post(`/api/bookings/${id}/mail`, mailBody)),
  'GET /api/bookings/:id/edits': (b) => bookingIds(b).map((id) => get(`/api/bookings/${id}/edits`)),
  'GET /api/bookings/:id/pnr': (b) => bookingIds(b).map((id) => get(`/api/bookings/${id}/pnr`)),
  ...editWalks,
  ...paidWalks,
  'GET /api/bookings/:id/paid-changes': (b) => bookingIds(b).map((id) => get(`/api/bookings/${id}/paid-changes`)),
  'GET /api/bookings/:id/seat-maps': (b) => bookingIds(b).map((id) => get(`/api/bookings/${id}/seat-maps`)),
  'GET /api/bookings/:id/paid-offers': (b) => bookingIds(b).map((id) => get(`/api/bookings/${id}/paid-offers`)),
  'GET /api/bookings/:id/usable-credits': (b) => bookingIds(b).map((id) => get(`/api/bookings/${id}/usable-credits`)),
  'POST /api/bookings/:id/cancel': (b) => [
    post(`/api/bookings/${b.bookings.held.id}/cancel`),
    post(`/api/bookings/${b.bookings.issued.id}/cancel`, { reason: 'Kiểm tra cô lập' }),
  ],
  'POST /api/bookings/:id/issue': (b) =>
    bookingIds(b).map((id) => post(`/api/bookings/${id}/issue`, {}, { 'idempotency-key': randomUUID() })),
  'POST /api/bookings/:id/void': (b) => [
    post(`/api/bookings/${b.bookings.issued.id}/void`, { reason: 'Kiểm tra cô lập' }),
    post(`/api/bookings/${b.bookings.held.id}/void`),
  ],
  'POST /api/bookings/:id/refund-quote': (b) =>
    bookingIds(b).map((id) => post(`/api/bookings/${id}/refund-quote`, { reason: 'Kiểm tra cô lập' })),
  'POST /api/bookings/:id/refund': (b, me) => [
    post(`/api/bookings/${b.bookings.issued.id}/refund`, { quoteId: b.bookings.issued.quoteId }),
    post(`/api/bookings/${b.bookings.held.id}/refund`, { quoteId: b.bookings.issued.quoteId }),
    // The caller's own ticketed booking with the other branch's quote: 400 naming quoteId, nothing refunded.
    ...(me?.ownIssuedBookingId
      ? [
          {
            ...post(`/api/bookings/${me.ownIssuedBookingId}/refund`, { quoteId: b.bookings.issued.quoteId }),
            accept400For: ['quoteId'],
          },
        ]
      : []),
  ],
  // A PNR of the other branch is 404 like an unknown one; an agency that may not book on VN (the operator's) is 400.
  'POST /api/bookings/retrieve': (b) =>
    [b.bookings.held.pnr, b.bookings.issued.pnr].map((pnr): Call => ({
      ...post('/api/bookings/retrieve', { system: 'VN', pnr, lastName: 'Phạm' }),
      accept400For: ['system'],
    })),
};

/**
 * How the agency above a booking's agency (and the platform operator) meets each booking id route: it reads the
 * booking (200: requireVisibleBooking, the list filtered to its sub-agencies) or may not act on it (403 bookingReadOnly:
 * requireActionableBooking), and either way changes nothing.
 */
export const BOOKING_FROM_ABOVE: Partial<Record<RouteKey, 'reads' | 'read-only'>> = {
  'GET /api/bookings': 'reads',
  'GET /api/bookings/export': 'reads',
  'GET /api/bookings/:id': 'reads',
  'GET /api/bookings/orders/:id': 'reads',
  'GET /api/bookings/:id/ticket-face': 'reads',
  'GET /api/bookings/:id/ticket-face.pdf': 'reads',
  'POST /api/bookings/:id/share-link': 'reads',
  'POST /api/bookings/retrieve': 'reads',
  'POST /api/bookings/:id/mail': 'read-only',
  'GET /api/bookings/:id/edits': 'reads',
  'GET /api/bookings/:id/pnr': 'reads',
  ...Object.fromEntries(
    Object.keys(EDIT_SAMPLE_BODIES).map((action) => [`POST /api/bookings/:id/edits/${action}`, 'read-only' as const]),
  ),
  ...Object.fromEntries(
    Object.keys(PAID_SAMPLE_BODIES).map((action) => [
      `POST /api/bookings/:id/paid-changes/${action}`,
      'read-only' as const,
    ]),
  ),
  'GET /api/bookings/:id/paid-changes': 'reads',
  'GET /api/bookings/:id/seat-maps': 'read-only',
  'GET /api/bookings/:id/paid-offers': 'read-only',
  'GET /api/bookings/:id/usable-credits': 'read-only',
  'POST /api/bookings/:id/cancel': 'read-only',
  'POST /api/bookings/:id/issue': 'read-only',
  'POST /api/bookings/:id/void': 'read-only',
  'POST /api/bookings/:id/refund-quote': 'read-only',
  'POST /api/bookings/:id/refund': 'read-only',
};

/** Lists of bookings (and the workbook) a caller reads without naming another branch's ids. */
export const BOOKING_LIST_CALLS = ['/api/bookings', '/api/bookings?limit=200', '/api/bookings/export?format=xlsx'];
/** The same lists searched for the other branch's PNRs and passenger names (what was sent does not count as a leak). */
export const bookingSearchesOf = (b: Branch) => [
  `/api/bookings?pnr=${b.bookings.held.pnr}`,
  `/api/bookings?passenger=${b.tag}`,
];

/** Booking and flight routes that take no id of the portal: an offer id is the supplier's, the same for everyone. */
export const BOOKING_OWN_ONLY: Partial<Record<RouteKey, string>> = {
  'POST /api/flights/search': "asks the suppliers with the caller's agency's sign-ins; the body has no ids",
  'GET /api/flights/calendar': "the cheapest fares by day, with the caller's agency's sign-ins; no ids",
  'GET /api/flights/fare-rules': "an airline's fare rules by system, airline and fare class; no ids",
  'POST /api/bookings/price-check': "prices the suppliers' offers with the caller's own agency's fees",
  'GET /api/bookings/ancillaries': "the suppliers' add-ons of their offers (offerIds are the supplier's)",
  'POST /api/bookings/hold': "holds the suppliers' offers for the caller's own agency",
};
