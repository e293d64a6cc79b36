// The per-request check that a signed-in caller's session still stands (decision 002, issue 6), and its in-process
// cache of live sessions that every session change empties at once, in every process (decision 060).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '@portal/db';
import type { AccessClaims } from './tokens.js';
import type { SessionChangeFeed } from './session-changes.js';

/** `ended`: the token family was revoked (logout, password change, lock) or expired; `locked`: the user or an agency above is locked. */
export type SessionStatus = 'live' | 'ended' | 'locked';
export type SessionCheck = (claims: AccessClaims, now: Date) => Promise<SessionStatus>;
/** The status and, for a live session, when its family expires (what a cached entry must still compare with). */
type SessionLookup = (claims: AccessClaims, now: Date) => Promise<{ status: SessionStatus; expiresAt?: Date }>;

type NamedQueryPool = {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
};
const dialect = new PgDialect();

/**
 * One round trip: the token's family (primary key), its user (primary key) and the user's agency with up to three
 * agencies above it (primary keys; platform → F1 → F2 → F3 is the deepest tree). A deeper chain counts as locked
 * rather than going unchecked. On node-postgres it runs as a named prepared statement, planned once per connection;
 * PGlite, in process, runs it as it is.
 */
function createSessionLookup(db: Database): SessionLookup {
  const client = (db as unknown as { $client?: Partial<NamedQueryPool> }).$client;
  const pool =
    client && typeof client.totalCount === 'number' && typeof client.query === 'function'
      ? (client as NamedQueryPool)
      : undefined;
  return async (claims, now) => {
    const query = sql`
      select (f.revoked_at is null and f.expires_at > ${now.toISOString()}::timestamptz) as is_family_live,
        f.expires_at as expires_at,
        (u.status = 'active' and a0.status = 'active' and coalesce(a1.status, 'active') = 'active'
          and coalesce(a2.status, 'active') = 'active' and coalesce(a3.status, 'active') = 'active'
          and a3.parent_id is null) as is_chain_active
      from refresh_token_families f
      join users u on u.id = f.user_id
      join agencies a0 on a0.id = u.agency_id
      left join agencies a1 on a1.id = a0.parent_id
      left join agencies a2 on a2.id = a1.parent_id
      left join agencies a3 on a3.id = a2.parent_id
      where f.id = ${claims.familyId}::uuid and f.user_id = ${claims.userId}::uuid and u.agency_id = ${claims.agencyId}::uuid`;
    let rows: unknown[];
    if (pool) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      rows = (await pool.query({ name: 'session_status_v2', text, values: params })).rows;
    } else {
      rows = ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    }
    const row = rows[0] as { is_family_live: boolean; is_chain_active: boolean; expires_at: Date | string } | undefined;
    if (!row) return { status: 'ended' };
    if (!row.is_chain_active) return { status: 'locked' };
    return row.is_family_live ? { status: 'live', expiresAt: new Date(row.expires_at) } : { status: 'ended' };
  };
}

/** Live sessions kept at most this long even without a change heard: a bound for writes made outside the app. */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;
const SESSION_CACHE_MAX_ENTRIES = 50_000;

type CachedSession = { userId: string; agencyId: string; expiresAtMs: number; storedAtMs: number };

/**
 * Without a feed, every request asks the database. With one, a live session is remembered (by token family) while the
 * feed listens; every change heard empties the cache, and an answer that was in flight across a change is not kept.
 */
export function createSessionCheck(db: Database, feed?: SessionChangeFeed): SessionCheck {
  const lookup = createSessionLookup(db);
  if (!feed) return async (claims, now) => (await lookup(claims, now)).status;
  const live = new Map<string, CachedSession>();
  let generation = 0;
  feed.onChange(() => {
    generation += 1;
    live.clear();
  });
  return async (claims, now) => {
    const cached = feed.isListening ? live.get(claims.familyId) : undefined;
    if (
      cached &&
      cached.userId === claims.userId &&
      cached.agencyId === claims.agencyId &&
      cached.expiresAtMs > now.getTime() &&
      performance.now() - cached.storedAtMs < SESSION_CACHE_MAX_AGE_MS
    )
      return 'live';
    const asked = generation;
    const { status, expiresAt } = await lookup(claims, now);
    if (status === 'live' && expiresAt && feed.isListening && asked === generation) {
      if (live.size >= SESSION_CACHE_MAX_ENTRIES) live.clear();
      live.set(claims.familyId, {
        userId: claims.userId,
        agencyId: claims.agencyId,
        expiresAtMs: expiresAt.getTime(),
        storedAtMs: performance.now(),
      });
    }
    return status;
  };
}
