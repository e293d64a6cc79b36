// The notifications module put together: the per-process hub and streams, the bell's routes (notify() is in notify.ts).
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { SessionCheck } from '../../platform/session-check.js';
import { createNotificationHub } from './notification-hub.js';
import { createNotificationStreams } from './notification-stream.js';
import { notificationRoutes } from './notifications.routes.js';
import { createNotificationService } from './notifications.service.js';

export const DEFAULT_HEARTBEAT_MS = 25_000;

export function createNotificationModule(deps: {
  db: Database;
  clock: Clock;
  checkSession: SessionCheck;
  heartbeatMs?: number;
  onError: (error: unknown) => void;
}) {
  const hub = createNotificationHub(deps.db, deps.onError);
  const streams = createNotificationStreams({
    db: deps.db,
    hub,
    clock: deps.clock,
    checkSession: deps.checkSession,
    heartbeatMs: deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
  });
  return {
    routes: notificationRoutes({ notifications: createNotificationService(deps), streams }),
    hub,
    streams,
    /** Ends the streams (before the server closes) and the listener. */
    async close() {
      streams.closeAll();
      await hub.close();
    },
  };
}
