// The caller's notifications: a page (newest first) with the unread count, marking one or all read.
import type { Database } from '@portal/db';
import type { TListNotificationsResponse } from '@portal/contracts';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { markAllRead, markRead, pageOf, toNotification, unreadCount } from './notifications.repository.js';

export function createNotificationService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(
      auth: AccessClaims,
      options: { before?: number; unreadOnly?: boolean; limit: number },
    ): Promise<TListNotificationsResponse> {
      const [rows, unread] = await Promise.all([pageOf(db, auth.userId, options), unreadCount(db, auth.userId)]);
      const last = rows.at(-1);
      return {
        items: rows.map(toNotification),
        unread,
        nextBefore: rows.length === options.limit && last ? Number(last.seq) : null,
      };
    },
    unread: async (auth: AccessClaims) => ({ unread: await unreadCount(db, auth.userId) }),
    /** Another user's notification id answers 404, like an unknown one. */
    async markRead(auth: AccessClaims, id: string) {
      if (!(await markRead(db, { userId: auth.userId, id, at: clock.now() }))) throw notFound();
      return { unread: await unreadCount(db, auth.userId) };
    },
    async markAllRead(auth: AccessClaims) {
      const marked = await markAllRead(db, auth.userId, clock.now());
      return { marked, unread: 0 };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
