// Live delivery in one process (decision 111): one listener on the notification channel per process (a dedicated
// PostgreSQL connection, or PGlite's in-process listen), and the open streams of this process by user. Each
// announcement is read with one query for the users connected here, then written to their streams.
import pg from 'pg';
import type { Database } from '@portal/db';
import { NOTIFICATION_CHANNEL } from './notify.js';
import { rowsBySeqs, type NotificationRow } from './notifications.repository.js';

const LISTENER_NAME = 'portal-notification-listener';
const RECONNECT_MS = 1_000;

export type StreamSink = {
  /** Writes the rows (oldest first) to the stream. */
  send(rows: readonly NotificationRow[]): void;
  /** Called when the listener reconnected: rows announced meanwhile were not heard and are read again by seq. */
  resync(): void;
};

export type NotificationHub = {
  subscribe(userId: string, sink: StreamSink): () => void;
  readonly streamCount: number;
  /** True while announcements reach this process. */
  readonly isListening: boolean;
  close(): Promise<void>;
};

type PgliteClient = { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> };
type PgPool = { options: pg.ClientConfig; totalCount: number };
type Listener = { isListening: boolean; close(): Promise<void> };

/** PostgreSQL: one dedicated LISTEN connection, reconnecting a second after it drops. */
function listenOnPostgres(pool: PgPool, onPayload: (payload: string) => void, onReconnect: () => void): Listener {
  let client: pg.Client | undefined;
  let isClosed = false;
  let hasListened = false;
  let retry: NodeJS.Timeout | undefined;
  const state: Listener = {
    isListening: false,
    async close() {
      isClosed = true;
      clearTimeout(retry);
      state.isListening = false;
      await client?.end().catch(() => undefined);
    },
  };
  const drop = () => {
    state.isListening = false;
    client = undefined;
    if (!isClosed) retry = setTimeout(connect, RECONNECT_MS);
  };
  function connect() {
    const next = new pg.Client({ ...pool.options, application_name: LISTENER_NAME });
    client = next;
    next.on('notification', (message) => onPayload(message.payload ?? ''));
    next.on('error', () => next.end().catch(() => undefined));
    next.on('end', () => client === next && drop());
    next
      .connect()
      .then(() => next.query(`listen ${NOTIFICATION_CHANNEL}`))
      .then(() => {
        if (isClosed) return next.end();
        state.isListening = true;
        if (hasListened) onReconnect();
        hasListened = true;
      })
      .catch(() => {
        next.end().catch(() => undefined);
        if (client === next) drop();
      });
  }
  connect();
  return state;
}

/** PGlite runs in this process: its notifications arrive here after each commit, nothing to set up. */
function listenOnPglite(client: PgliteClient, onPayload: (payload: string) => void): Listener {
  const state: Listener = {
    isListening: false,
    async close() {
      state.isListening = false;
      await (await stop)().catch(() => undefined);
    },
  };
  const stop = client.listen(NOTIFICATION_CHANNEL, onPayload).then((unlisten) => {
    state.isListening = true;
    return unlisten;
  });
  return state;
}

export function createNotificationHub(db: Database, onError: (error: unknown) => void): NotificationHub {
  const streams = new Map<string, Set<StreamSink>>();
  let streamCount = 0;
  let pending: number[] = [];
  let isFlushQueued = false;

  /** Announcements heard in the same tick are read together: one query for all of them. */
  async function flush() {
    isFlushQueued = false;
    const seqs = pending;
    pending = [];
    if (streams.size === 0) return;
    const byUser = new Map<string, NotificationRow[]>();
    for (const row of await rowsBySeqs(db, seqs)) {
      if (!streams.has(row.userId)) continue;
      const userRows = byUser.get(row.userId);
      if (userRows) userRows.push(row);
      else byUser.set(row.userId, [row]);
    }
    for (const [userId, userRows] of byUser) for (const sink of streams.get(userId) ?? []) sink.send(userRows);
  }
  const onPayload = (payload: string) => {
    for (const part of payload.split(',')) {
      const seq = Number(part);
      if (Number.isSafeInteger(seq) && seq > 0) pending.push(seq);
    }
    if (isFlushQueued || pending.length === 0) return;
    isFlushQueued = true;
    setImmediate(() => flush().catch(onError));
  };
  const onReconnect = () => {
    for (const sinks of streams.values()) for (const sink of sinks) sink.resync();
  };

  const client = (db as unknown as { $client?: Partial<PgPool & PgliteClient> }).$client;
  let listener: Listener;
  if (client && typeof client.totalCount === 'number' && client.options)
    listener = listenOnPostgres(client as PgPool, onPayload, onReconnect);
  else if (client && typeof client.listen === 'function') listener = listenOnPglite(client as PgliteClient, onPayload);
  else throw new Error('notifications: unknown database client');

  return {
    subscribe(userId, sink) {
      const sinks = streams.get(userId) ?? new Set<StreamSink>();
      streams.set(userId, sinks);
      sinks.add(sink);
      streamCount += 1;
      let isSubscribed = true;
      return () => {
        if (!isSubscribed) return;
        isSubscribed = false;
        streamCount -= 1;
        sinks.delete(sink);
        if (sinks.size === 0) streams.delete(userId);
      };
    },
    get streamCount() {
      return streamCount;
    },
    get isListening() {
      return listener.isListening;
    },
    close: () => listener.close(),
  };
}
