// One server-sent-events stream per tab (decision 111): `ready` with the unread count, what was missed after
// Last-Event-ID, then each notification as its transaction commits; a heartbeat that also re-checks the session, and
// an end when the access token expires (the web client reconnects with a fresh one).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { SessionCheck } from '../../platform/session-check.js';
import type { AccessClaims } from '../../platform/tokens.js';
import type { NotificationHub } from './notification-hub.js';
import { latestSeq, rowsAfter, toNotification, unreadCount, type NotificationRow } from './notifications.repository.js';

/** At most this many missed notifications are replayed on resume (the panel's list has the rest). */
const RESUME_MAX = 100;
/** Seqs remembered per stream so a row heard twice (resume and live) is written once. */
const SENT_MEMORY = 500;
const MAX_TIMER_MS = 2_147_483_647;

export type NotificationStreams = {
  open(request: FastifyRequest, reply: FastifyReply, caller: { auth: AccessClaims; token?: string }): Promise<void>;
  /** Ends every open stream (the server is closing). */
  closeAll(): void;
  readonly openCount: number;
};

function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function expiryOf(token: string | undefined): number | undefined {
  try {
    const exp = token ? decodeJwt(token).exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function createNotificationStreams(deps: {
  db: Database;
  hub: NotificationHub;
  clock: Clock;
  checkSession: SessionCheck;
  heartbeatMs: number;
}): NotificationStreams {
  const open = new Set<() => void>();

  async function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    { auth, token }: { auth: AccessClaims; token?: string },
  ) {
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    const sent = new Set<number>();
    let lastSeq = lastEventIdOf(request) ?? 0;
    let isReady = false;
    let isEnded = false;
    const waiting: NotificationRow[] = [];
    const write = (rows: readonly NotificationRow[]) => {
      for (const row of rows) {
        const seq = Number(row.seq);
        if (sent.has(seq)) continue;
        sent.add(seq);
        if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value as number);
        lastSeq = Math.max(lastSeq, seq);
        raw.write(`event: notification\nid: ${seq}\ndata: ${JSON.stringify(toNotification(row))}\n\n`);
      }
    };
    const readMissed = async () =>
      write(await rowsAfter(deps.db, auth.userId, { afterSeq: lastSeq, limit: RESUME_MAX }));
    const unsubscribe = deps.hub.subscribe(auth.userId, {
      send: (rows) => (isReady ? write(rows) : waiting.push(...rows)),
      resync: () => void readMissed().catch(() => undefined),
    });
    const heartbeat = setInterval(() => {
      if (raw.destroyed) return end();
      raw.write(': ping\n\n');
      deps
        .checkSession(auth, deps.clock.now())
        .then((status) => status !== 'live' && end())
        .catch(() => undefined);
    }, deps.heartbeatMs);
    const expiresAt = expiryOf(token);
    const expiry =
      expiresAt === undefined
        ? undefined
        : setTimeout(() => end(), Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - deps.clock.now().getTime())));
    function end() {
      if (isEnded) return;
      isEnded = true;
      open.delete(end);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
      raw.end();
    }
    open.add(end);
    // Either side's close ends it: the browser went away (the request or its socket closed) or the response did.
    request.raw.on('close', end);
    raw.on('close', end);
    raw.on('error', end);
    // A browser gone before the stream opened fired its close already: nothing would end this stream.
    if (request.raw.destroyed || raw.destroyed || raw.writableEnded) return end();
    try {
      const hasResume = lastSeq > 0;
      const unread = await unreadCount(deps.db, auth.userId);
      // The browser retries after 3 s on its own; our client uses its own backoff and sends Last-Event-ID.
      raw.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ unread })}\n\n`);
      if (hasResume) await readMissed();
      // A fresh stream starts after the newest row: what came before is in the panel's list.
      else lastSeq = await latestSeq(deps.db, auth.userId);
      isReady = true;
      write(waiting.splice(0));
    } catch (error) {
      request.log.warn({ err: error }, 'notification stream could not start');
      end();
    }
  }

  return {
    open: openStream,
    closeAll() {
      for (const end of [...open]) end();
    },
    get openCount() {
      return open.size;
    },
  };
}
