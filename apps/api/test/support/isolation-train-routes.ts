// The train routes of the isolation walk (issue 16): how to call each with another branch's train booking and seat
// lock (404 across agencies, 403 without USE_TRAIN), and the train lists that must not show another branch's rows.
import { randomUUID } from 'node:crypto';
import type { Branch } from './isolation-branch.js';
import type { Call, Me } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

const get = (url: string): Call => ({ method: 'GET', url });
const trainPost = (b: Branch, action: string, payload: object): Call => ({
  method: 'POST',
  url: `/api/trains/bookings/${b.trains.bookingId}/${action}`,
  payload,
  headers: { 'idempotency-key': randomUUID() },
});

export const TRAIN_ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  'GET /api/trains/bookings/:id': (b) => [get(`/api/trains/bookings/${b.trains.bookingId}`)],
  'POST /api/trains/bookings/:id/cancel': (b) => [
    { method: 'POST', url: `/api/trains/bookings/${b.trains.bookingId}/cancel`, payload: {} },
  ],
  'POST /api/trains/bookings/:id/issue': (b) => [trainPost(b, 'issue', { acceptedTotal: 900_000 })],
  'POST /api/trains/bookings/:id/refund-quote': (b) => [
    trainPost(b, 'refund-quote', { ticketIds: [b.trains.ticketId] }),
  ],
  'POST /api/trains/bookings/:id/refund': (b) => [trainPost(b, 'refund', { quoteId: b.trains.bookingId })],
  'POST /api/trains/bookings/:id/change-quote': (b) => [
    trainPost(b, 'change-quote', { ticketId: b.trains.ticketId, newTicketId: b.trains.lockTicketId }),
  ],
  'POST /api/trains/bookings/:id/change': (b) => [trainPost(b, 'change', { quoteId: b.trains.bookingId })],
  'GET /api/trains/bookings/:id/boarding-cards.pdf': (b) => [
    get(`/api/trains/bookings/${b.trains.bookingId}/boarding-cards.pdf?lang=vi`),
  ],
  'POST /api/trains/bookings/:id/boarding-cards/mail': (b) => [
    trainPost(b, 'boarding-cards/mail', { to: ['khach.walk@example.vn'], lang: 'vi' }),
  ],
  'DELETE /api/trains/seat-locks/:ticketId': (b) => [
    { method: 'DELETE', url: `/api/trains/seat-locks/${b.trains.lockTicketId}` },
  ],
};

export const TRAIN_LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/trains/bookings': (b) => [
    '/api/trains/bookings?limit=200',
    `/api/trains/bookings?name=${b.tag}`,
    `/api/trains/bookings?code=${b.trains.bookingCode}`,
  ],
  'GET /api/trains/bookings/export': (b) => [
    '/api/trains/bookings/export?format=csv',
    `/api/trains/bookings/export?format=csv&name=${b.tag}`,
  ],
};
