// The eSIM list, export and activation-mail routes of the isolation walk (issue 17): the mail with another branch's
// eSIM order (404 across agencies, 403 without USE_ESIM), and the lists that must not show another branch's orders.
import type { Branch } from './isolation-branch.js';
import type { Call, Me } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

export const ESIM_DOCUMENT_ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  'POST /api/esim/orders/:id/mail': (b) => [
    {
      method: 'POST',
      url: `/api/esim/orders/${b.esim.orderId}/mail`,
      payload: { to: ['khach.walk@example.vn'], lang: 'vi' },
    },
  ],
};

export const ESIM_DOCUMENT_LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/esim/orders': (b) => [
    '/api/esim/orders?limit=200',
    `/api/esim/orders?q=${b.tag}`,
    `/api/esim/orders?q=${b.esim.orderCode}`,
  ],
  'GET /api/esim/orders/export': (b) => [
    '/api/esim/orders/export?format=csv',
    `/api/esim/orders/export?format=csv&q=${b.tag}`,
  ],
};
