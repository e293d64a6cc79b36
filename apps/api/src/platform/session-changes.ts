// Session changes announced to every API process (decision 060): a write that ends sessions (logout, password change,
// a locked user or agency) notifies `portal_session_change` in its transaction; each process listens, empties its
// cache of live sessions and acknowledges, and the writing process answers only once every listener has acknowledged.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';

export const SESSION_CHANGE_CHANNEL = 'portal_session_change';
/** Each listening process answers every change here once its cache is empty. */
const SESSION_ACK_CHANNEL = 'portal_session_change_ack';
/** The application_name of the listening connections (counted by a writer in pg_stat_activity). */
const LISTENER_NAME = 'portal-session-listener';
/** How long a writer waits for every process to apply its change before answering anyway. */
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
  /**
   * Starts waiting for the notification `token` (call before the commit that sends it); the promise it answers resolves
   * once every listening process has emptied its cache for it, or after ECHO_WAIT_MS anyway.
   */
  heardEverywhere(token: string): () => Promise<void>;
  close(): Promise<void>;
};

type PgliteClient = {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};
type PgPool = { options: pg.ClientConfig; totalCount: number };

function feedState() {
  const listeners: (() => void)[] = [];
  return {
    listeners,
    changed() {
      for (const listener of listeners) listener();
    },
  };
}

/** Acknowledgements per token: each listening process answers every change it has applied (PostgreSQL). */
function ackCounter() {
  const waiting = new Map<string, { acks: number; expected: number; done: () => void }>();
  const settle = (token: string) => {
    const entry = waiting.get(token);
    if (entry && entry.acks >= entry.expected) entry.done();
  };
  return {
    acked(token: string) {
      const entry = waiting.get(token);
      if (!entry) return;
      entry.acks += 1;
      settle(token);
    },
    wait(token: string): { expect(listeners: number): Promise<void> } {
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const timer = setTimeout(() => finish(), ECHO_WAIT_MS);
      waiting.set(token, {
        acks: 0,
        expected: Number.POSITIVE_INFINITY,
        done: () => {
          clearTimeout(timer);
          waiting.delete(token);
          finish();
        },
      });
      return {
        expect(listeners) {
          const entry = waiting.get(token);
          if (entry) entry.expected = listeners;
          settle(token);
          return finished;
        },
      };
    },
  };
}

/**
 * PostgreSQL: one dedicated connection per process LISTENs (reconnecting after a second when it drops), named by its
 * application_name so a writer can count the listening processes; each answers every change on the ack channel once
 * its cache is empty, and the writer waits for as many answers as there are listeners.
 */
function listenOnPostgres(pool: PgPool): SessionChangeFeed {
  const state = feedState();
  const acks = ackCounter();
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
  /** The listener's queries one after another (node-postgres deprecates a query sent while another runs). */
  let inOrder: Promise<unknown> = Promise.resolve();
  const queryInOrder = <T>(run: () => Promise<T>): Promise<T> => {
    const next = inOrder.then(run, run);
    inOrder = next.catch(() => undefined);
    return next;
  };
  function connect() {
    const next = new pg.Client({ ...pool.options, application_name: LISTENER_NAME });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === SESSION_ACK_CHANNEL) return acks.acked(message.payload ?? '');
      state.changed();
      const token = message.payload;
      if (token)
        queryInOrder(() => next.query('select pg_notify($1, $2)', [SESSION_ACK_CHANNEL, token])).catch(() => undefined);
    });
    next.on('error', () => next.end().catch(() => undefined));
    next.on('end', () => client === next && drop());
    next
      .connect()
      .then(() => next.query(`listen ${SESSION_CHANGE_CHANNEL}; listen ${SESSION_ACK_CHANNEL}`))
      .then(() => {
        if (isClosed) return next.end();
        isListening = true;
        state.changed();
      })
      .catch(() => {
        next.end().catch(() => undefined);
        // A connection that never opened may not emit 'end': try again all the same.
        if (client === next) drop();
      });
  }
  connect();
  const countListeners = async (): Promise<number> => {
    const listener = client;
    if (!listener) return 0;
    const result = await queryInOrder(() =>
      listener.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_NAME],
      ),
    );
    return result.rows[0]?.count ?? 0;
  };
  return {
    get isListening() {
      return isListening;
    },
    onChange: (listener) => state.listeners.push(listener),
    heardEverywhere(token) {
      if (!isListening) return () => Promise.resolve();
      const waiting = acks.wait(token);
      return async () => waiting.expect(await countListeners().catch(() => 0));
    },
    async close() {
      isClosed = true;
      clearTimeout(retry);
      isListening = false;
      await client?.end().catch(() => undefined);
    },
  };
}

/** PGlite runs in this process, alone: its notifications arrive before the committing statement returns. */
function listenOnPglite(client: PgliteClient): SessionChangeFeed {
  const state = feedState();
  let isListening = false;
  const unlisten = client
    .listen(SESSION_CHANGE_CHANNEL, () => state.changed())
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
    heardEverywhere: () => () => Promise.resolve(),
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
 * until every listening process has emptied its cache for it, so the very next request anywhere finds the session
 * ended.
 */
export function announcingAfterCommit(db: Database, feed: SessionChangeFeed): Database {
  const transaction: Database['transaction'] = async (run, config) => {
    let everywhere: (() => Promise<void>)[] = [];
    const result = await db.transaction(async (tx) => {
      announcedBy.set(tx, []);
      const answer = await run(tx);
      // Waiting starts before the commit: the answers may arrive before the commit's own answer does.
      everywhere = (announcedBy.get(tx) ?? []).map((token) => feed.heardEverywhere(token));
      return answer;
    }, config);
    await Promise.all(everywhere.map((wait) => wait()));
    return result;
  };
  return Object.assign(Object.create(db) as Database, { transaction });
}
