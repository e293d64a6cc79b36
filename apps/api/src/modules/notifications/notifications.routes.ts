// HTTP routes of the bell: the caller's notifications, marking them read, and the live stream (one per tab).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZListNotificationsQuery,
  ZListNotificationsResponse,
  ZMarkAllReadResponse,
  ZNotificationIdParams,
  ZUnreadCountResponse,
} from '@portal/contracts';
import { bearerToken, requireAuth, signedIn } from '../../platform/access.js';
import type { NotificationService } from './notifications.service.js';
import type { NotificationStreams } from './notification-stream.js';

export function notificationRoutes(deps: { notifications: NotificationService; streams: NotificationStreams }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['notifications'];
    const config = { access: signedIn };

    api.get(
      '/notifications',
      {
        config,
        schema: {
          tags,
          summary: "The caller's notifications, newest first, with the unread count",
          querystring: ZListNotificationsQuery,
          response: { 200: ZListNotificationsResponse },
        },
      },
      async (request) => deps.notifications.list(requireAuth(request), request.query),
    );

    api.get(
      '/notifications/unread-count',
      { config, schema: { tags, summary: 'How many are unread', response: { 200: ZUnreadCountResponse } } },
      async (request) => deps.notifications.unread(requireAuth(request)),
    );

    api.post(
      '/notifications/read-all',
      { config, schema: { tags, summary: 'Mark every notification read', response: { 200: ZMarkAllReadResponse } } },
      async (request) => deps.notifications.markAllRead(requireAuth(request)),
    );

    api.post(
      '/notifications/:id/read',
      {
        config,
        schema: {
          tags,
          summary: "Mark one of the caller's notifications read (anyone else's id: 404)",
          params: ZNotificationIdParams,
          response: { 200: ZUnreadCountResponse },
        },
      },
      async (request) => deps.notifications.markRead(requireAuth(request), request.params.id),
    );

    api.get(
      '/notifications/stream',
      {
        config,
        schema: {
          tags,
          summary:
            'Server-sent events: `ready` (unread count), then `notification` as each is written; send Last-Event-ID to resume',
        },
      },
      async (request, reply) =>
        deps.streams.open(request, reply, { auth: requireAuth(request), token: bearerToken(request) }),
    );
  };
}
