// The isolation walk's lines for the QR routes (issue 21): another branch's QR top-ups, sub-agencies, bank accounts
// and received transfers are 404; the lists show only the caller's own.
import type { Branch } from './isolation-branch.js';
import type { Call, Me } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

export const QR_ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  'GET /api/qr/top-ups/:id': (b) => [{ method: 'GET', url: `/api/qr/top-ups/${b.qr.topUpId}` }],
  'GET /api/qr/agencies/:id': (b) =>
    Object.values(b.agencies).map((id) => ({ method: 'GET' as const, url: `/api/qr/agencies/${id}` })),
  'POST /api/qr/agencies/:id/top-ups': (b) =>
    [b.agencies.f2, b.agencies.f3].map((id) => ({
      method: 'POST' as const,
      url: `/api/qr/agencies/${id}/top-ups`,
      payload: { amount: 100_000 },
    })),
  'POST /api/bank-accounts/:id/default': (b) => [
    { method: 'POST', url: `/api/bank-accounts/${b.qr.bankAccountId}/default` },
  ],
  'DELETE /api/bank-accounts/:id': (b) => [{ method: 'DELETE', url: `/api/bank-accounts/${b.qr.bankAccountId}` }],
  'POST /api/bank-notifications/:id/decision': (b, me) => [
    {
      method: 'POST',
      url: `/api/bank-notifications/${b.qr.notificationId}/decision`,
      payload: { decision: 'reject', reason: 'Kiểm tra cô lập' },
    },
    // The caller's own-looking body naming the other branch's sub-agency: 404 before any money moves.
    {
      method: 'POST',
      url: `/api/bank-notifications/${b.qr.notificationId}/decision`,
      payload: { decision: 'credit', parts: [{ agencyId: me.managedChildId, amount: 1 }] },
    },
  ],
};

export const QR_LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/qr': () => ['/api/qr'],
  'GET /api/bank-accounts': () => ['/api/bank-accounts'],
  'GET /api/bank-hook-key': () => ['/api/bank-hook-key'],
  'GET /api/bank-notifications': () => ['/api/bank-notifications', '/api/bank-notifications?status=review&limit=200'],
};

export const QR_OWN_ONLY: Partial<Record<RouteKey, string>> = {
  'POST /api/qr/top-ups': "a QR top-up for the caller's own agency; the body is an amount",
  'POST /api/bank-accounts': "a receiving account of the caller's own agency; the body has no ids",
  'POST /api/bank-hook-key': "a new hook key of the caller's own agency; no body",
};
