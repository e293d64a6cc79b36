// Session changes announced to every API process (decision 060): a write that ends sessions (logout, password change,
// a locked user or agency) notifies `portal_session_change` in its transaction; each process listens and drops its
// cache of live sessions, and the writing process answers only once its own listener has heard the change.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';

export const SESSION_CHANGE_CHANNEL = 'portal_session_change';
/** How long a writer waits for its own notification to come back before answering anyway. */
const ECHO_WAIT_MS = 2_000;
const RECONNECT_MS = 1_000;

/** Tokens announced by each open transaction of `announcingAfterCommit`, awaited once it commits. */
const announcedBy = new WeakMap<object, string[]>();

/**
 * Notifies every process that sessions changed. Inside a transaction the notification goes out when it commits (and
 * never if it rolls back), so call it beside the write that ends sessions.
 */
export async function announceSessionChange(tx: Database): Promise<void> {
  const token = randomUUID();
  await tx.execute(sql`select pg_notify(${SESSION_CHANGE_CHANNEL}, ${token})`);
  announcedBy.get(tx)?.push(token);
}

/** What the session cache needs to know: whether every change reaches it now, and each change as it comes. */
export type SessionChangeFeed = {
  /** True while the listener is connected: only then may live sessions be cached. */
  readonly isListening: boolean;
  /** Called on every change, and whenever the listener connects or drops (anything may have changed meanwhile). */
  onChange(listener: () => void): void;
  /** Resolves once this process has heard the notification `token` (or soon anyway, if it is not listening). */
  heard(token: string): Promise<void>;
  close(): Promise<void>;
};

type PgliteClient = {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};
type PgPool = { options: pg.ClientConfig; totalCount: number };

function feedState() {
  const listeners: (() => void)[] = [];
  const waiting = new Map<string, () => void>();
  return {
    listeners,
    waiting,
    changed(token?: string) {
      for (const listener of listeners) listener();
      if (token === undefined) return;
      waiting.get(token)?.();
      waiting.delete(token);
    },
    heard(token: string, isListening: boolean): Promise<void> {
      if (!isListening) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(token);
          resolve();
        }, ECHO_WAIT_MS);
        waiting.set(token, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

/** PostgreSQL: one dedicated connection LISTENs (reconnecting after a second when it drops). */
function listenOnPostgres(pool: PgPool): SessionChangeFeed {
  const state = feedState();
  let client: pg.Client | undefined;
  let isListening = false;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;
  const drop = () => {
    if (isListening) state.changed();
    isListening = false;
    client = undefined;
    if (!isClosed) retry = setTimeout(connect, RECONNECT_MS);
  };
  function connect() {
    const next = new pg.Client(pool.options);
    client = next;
    next.on('notification', (message) => state.changed(message.payload));
    next.on('error', () => next.end().catch(() => undefined));
    next.on('end', () => client === next && drop());
    next
      .connect()
      .then(() => next.query(`listen ${SESSION_CHANGE_CHANNEL}`))
      .then(() => {
        if (isClosed) return next.end();
        isListening = true;
        state.changed();
      })
      .catch(() => next.end().catch(() => undefined));
  }
  connect();
  return {
    get isListening() {
      return isListening;
    },
    onChange: (listener) => state.listeners.push(listener),
    heard: (token) => state.heard(token, isListening),
    async close() {
      isClosed = true;
      clearTimeout(retry);
      isListening = false;
      await client?.end().catch(() => undefined);
    },
  };
}

/** PGlite runs in this process: its notifications arrive before the committing statement returns. */
function listenOnPglite(client: PgliteClient): SessionChangeFeed {
  const state = feedState();
  let isListening = false;
  const unlisten = client
    .listen(SESSION_CHANGE_CHANNEL, (payload) => state.changed(payload))
    .then((stop) => {
      isListening = true;
      state.changed();
      return stop;
    });
  return {
    get isListening() {
      return isListening;
    },
    onChange: (listener) => state.listeners.push(listener),
    heard: (token) => state.heard(token, isListening),
    async close() {
      isListening = false;
      await (await unlisten)().catch(() => undefined);
    },
  };
}

/** Listens to session changes on the database the app runs on (node-postgres pool or in-process PGlite). */
export function createSessionChangeFeed(db: Database): SessionChangeFeed {
  const client = (db as unknown as { $client?: Partial<PgPool & PgliteClient> }).$client;
  if (client && typeof client.totalCount === 'number' && client.options) return listenOnPostgres(client as PgPool);
  if (client && typeof client.listen === 'function') return listenOnPglite(client as PgliteClient);
  throw new Error('session changes: unknown database client');
}

/**
 * The database as the modules get it: once a transaction that announced a session change commits, the caller waits
 * until this process has heard it, so the very next request here (and, as the same notification reaches them at the
 * same moment, in the other processes) finds the session ended.
 */
export function announcingAfterCommit(db: Database, feed: SessionChangeFeed): Database {
  const transaction: Database['transaction'] = async (run, config) => {
    let echoes: Promise<void>[] = [];
    const result = await db.transaction(async (tx) => {
      announcedBy.set(tx, []);
      const answer = await run(tx);
      // Waiting starts before the commit: the notification may arrive before the commit's own answer does.
      echoes = (announcedBy.get(tx) ?? []).map((token) => feed.heard(token));
      return answer;
    }, config);
    await Promise.all(echoes);
    return result;
  };
  return Object.assign(Object.create(db) as Database, { transaction });
}
