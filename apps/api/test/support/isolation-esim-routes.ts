// The eSIM routes of the isolation walk (issue 17): how to call each with another branch's eSIM order and eSIM (404
// across agencies, 403 without USE_ESIM), and the eSIM routes that carry only the vendor's ids or the caller's own.
import { randomUUID } from 'node:crypto';
import type { Branch } from './isolation-branch.js';
import type { Call, Me } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

const esimUrl = (b: Branch, action: string) => `/api/esim/orders/${b.esim.orderId}/esims/${b.esim.esimId}/${action}`;
const money = (url: string, payload: object): Call => ({
  method: 'POST',
  url,
  payload,
  headers: { 'idempotency-key': randomUUID() },
});

export const ESIM_ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  'GET /api/esim/orders/:id': (b) => [{ method: 'GET', url: `/api/esim/orders/${b.esim.orderId}` }],
  'GET /api/esim/orders/:id/esims/:esimId/usage': (b) => [{ method: 'GET', url: esimUrl(b, 'usage') }],
  'GET /api/esim/orders/:id/esims/:esimId/topup-products': (b) => [
    { method: 'GET', url: esimUrl(b, 'topup-products') },
  ],
  'POST /api/esim/orders/:id/esims/:esimId/topups': (b) => [
    money(esimUrl(b, 'topups'), { productId: 'jp-topup-1gb', acceptedPrice: 100_000 }),
  ],
  'POST /api/esim/orders/:id/esims/:esimId/refund': (b) => [money(esimUrl(b, 'refund'), {})],
};

/** Routes whose path id is the vendor's package id: the same catalogue for every agency, priced for the caller's. */
export const ESIM_VENDOR_ID_ROUTES: Partial<Record<RouteKey, string>> = {
  'GET /api/esim/products/:id': "the vendor's package priced for the caller's own agency",
};

export const ESIM_OWN_ONLY: Partial<Record<RouteKey, string>> = {
  'GET /api/esim/products': "the vendor's catalogue priced for the caller's own agency; no ids",
  'POST /api/esim/orders': "pays the caller's own agency's cart (productId: the vendor's); no portal ids",
};
