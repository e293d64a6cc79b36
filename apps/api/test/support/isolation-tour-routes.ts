// The B2C tour routes of the isolation walk (issue 20): another branch's tour or departure answers 404 (403 without
// USE_B2C); the list never shows it.
import type { Branch } from './isolation-branch.js';
import type { Call } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';
import { tourBodyOf } from './isolation-tours.js';

const tour = (b: Branch) => `/api/b2c/tours/${b.tours.tourId}`;

export const TOUR_ID_WALKS: Partial<Record<RouteKey, (b: Branch) => Call[]>> = {
  'GET /api/b2c/tours/:id': (b) => [{ method: 'GET', url: tour(b) }],
  'PUT /api/b2c/tours/:id': (b) => [{ method: 'PUT', url: tour(b), payload: tourBodyOf('KHAC') }],
  'DELETE /api/b2c/tours/:id': (b) => [{ method: 'DELETE', url: tour(b) }],
  'POST /api/b2c/tours/:id/duplicate': (b) => [{ method: 'POST', url: `${tour(b)}/duplicate` }],
  'POST /api/b2c/tours/:id/publish': (b) => [{ method: 'POST', url: `${tour(b)}/publish` }],
  'POST /api/b2c/tours/:id/unpublish': (b) => [{ method: 'POST', url: `${tour(b)}/unpublish` }],
  'GET /api/b2c/tours/:id/departures': (b) => [{ method: 'GET', url: `${tour(b)}/departures` }],
  'POST /api/b2c/tours/:id/departures': (b) => [
    {
      method: 'POST',
      url: `${tour(b)}/departures`,
      payload: { pattern: { kind: 'fixed', dates: ['2030-01-02'] }, seats: 5 },
    },
  ],
  'PUT /api/b2c/tours/:id/departures/:departureId': (b) => [
    { method: 'PUT', url: `${tour(b)}/departures/${b.tours.departureId}`, payload: { seats: 1 } },
    { method: 'PUT', url: `${tour(b)}/departures/${b.tours.otherDepartureId}`, payload: { seats: 1 } },
  ],
  'DELETE /api/b2c/tours/:id/departures/:departureId': (b) => [
    { method: 'DELETE', url: `${tour(b)}/departures/${b.tours.otherDepartureId}` },
  ],
};

export const TOUR_LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/b2c/tours': (b) => ['/api/b2c/tours?limit=100', `/api/b2c/tours?q=${b.tag}`],
};

export const TOUR_OWN_ONLY: Partial<Record<RouteKey, string>> = {
  'POST /api/b2c/tours':
    "creates a tour of the caller's own agency; another agency's cover is 400 coverImage (b2c-tours.test.ts)",
};
