// The support requests' and notifications' routes of the isolation walk (issue 19): another branch's request, message
// and notification ids answer 404, its booking is 400 bookingId, and the lists never show that branch.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { tables } from '@portal/db';
import type { TSupportRequestDetail } from '@portal/contracts';
import type { Branch } from './isolation-branch.js';
import type { Call, Me } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';
import type { SignedIn, TestContext } from './test-context.js';

export type BranchSupport = { requestId: string; messageId: string; notificationId: string };

/** The F2 opens a request on its issued booking (the F1 hears of it: a notification of the branch). */
export async function buildBranchSupport(
  ctx: TestContext,
  options: { f2Admin: SignedIn; bookingId: string; tag: string; note: (...values: string[]) => void },
): Promise<BranchSupport> {
  const subject = `${options.tag} cần đổi tên`;
  const body = `${options.tag} nội dung hỗ trợ`;
  options.note(subject, body);
  const opened = await ctx.app.inject({
    method: 'POST',
    url: '/api/support-requests',
    headers: options.f2Admin.auth,
    payload: { bookingId: options.bookingId, category: 'change', subject, body },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const request = opened.json<TSupportRequestDetail>();
  const [row] = await ctx.db
    .select({ id: tables.notifications.id })
    .from(tables.notifications)
    .where(sql`${tables.notifications.params}->>'subject' = ${subject}`)
    .limit(1);
  expect(row, 'the F1 was notified of the request').toBeDefined();
  options.note(request.id, request.messages[0]!.id, row!.id);
  return { requestId: request.id, messageId: request.messages[0]!.id, notificationId: row!.id };
}

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, payload?: object): Call => ({ method: 'POST', url, ...(payload ? { payload } : {}) });

export const SUPPORT_ID_WALKS: Partial<Record<RouteKey, (b: Branch, me: Me) => Call[]>> = {
  'GET /api/support-requests/:id': (b) => [get(`/api/support-requests/${b.support.requestId}`)],
  'POST /api/support-requests/:id/messages': (b) => [
    post(`/api/support-requests/${b.support.requestId}/messages`, { body: 'chen ngang' }),
  ],
  'POST /api/support-requests/:id/close': (b) => [post(`/api/support-requests/${b.support.requestId}/close`)],
  'GET /api/support-requests/:id/messages/:messageId/attachment': (b) => [
    get(`/api/support-requests/${b.support.requestId}/messages/${b.support.messageId}/attachment`),
    get(`/api/support-requests/${randomUUID()}/messages/${b.support.messageId}/attachment`),
  ],
  'POST /api/support-requests': (b) => [
    {
      ...post('/api/support-requests', {
        bookingId: b.bookings.issued.id,
        category: 'other',
        subject: 'chen ngang',
        body: 'chen ngang',
      }),
      accept400For: ['bookingId'],
    },
  ],
  'POST /api/notifications/:id/read': (b) => [post(`/api/notifications/${b.support.notificationId}/read`)],
};

export const SUPPORT_LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/support-requests': (b) => ['/api/support-requests', `/api/support-requests?pnr=${b.bookings.issued.pnr}`],
  'GET /api/support-requests/bookings': (b) => [
    '/api/support-requests/bookings',
    `/api/support-requests/bookings?pnr=${b.bookings.issued.pnr}`,
  ],
  'GET /api/notifications': () => ['/api/notifications', '/api/notifications?unreadOnly=true'],
  'GET /api/notifications/unread-count': () => ['/api/notifications/unread-count'],
};

export const SUPPORT_OWN_ONLY: Partial<Record<RouteKey, string>> = {
  'POST /api/notifications/read-all': "marks the caller's own notifications read",
  'GET /api/notifications/stream':
    "the caller's own live notifications (a stream that does not end: notifications-live.test.ts checks who gets what)",
};
