// Every route declares who may call it; one hook enforces it before the handler runs, including a per-request
// check that the session still stands (decision 002 left that to issue 6: locking an agency ends sessions at once).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@portal/contracts';
import type { Database } from '@portal/db';
import { describeRule, isAllowed, type AllowRule } from '@portal/domain';
import { AppError, forbidden, unauthenticated } from './errors.js';
import type { AccessClaims, TokenSigner } from './tokens.js';
import type { Clock } from './clock.js';

export type RouteAccess =
  | { kind: 'public' }
  /** Any signed-in user; `duringPasswordChange` also lets a user who must change their password through. */
  | { kind: 'signedIn'; duringPasswordChange?: boolean }
  | { kind: 'rule'; rule: AllowRule };

export const publicAccess: RouteAccess = { kind: 'public' };
export const signedIn: RouteAccess = { kind: 'signedIn' };
export const signedInEvenBeforePasswordChange: RouteAccess = { kind: 'signedIn', duringPasswordChange: true };
export const allowedBy = (rule: AllowRule): RouteAccess => ({ kind: 'rule', rule });

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/** The signed-in caller; only call from routes whose access is not public. */
export function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** `ended`: the token family was revoked (logout, password change, lock) or expired; `locked`: the user or an agency above is locked. */
export type SessionStatus = 'live' | 'ended' | 'locked';
export type SessionCheck = (claims: AccessClaims, now: Date) => Promise<SessionStatus>;

type NamedQueryPool = {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
};
const dialect = new PgDialect();

/**
 * One round trip per request: the token's family (primary key), its user (primary key) and the user's agency with
 * up to three agencies above it (primary keys; platform → F1 → F2 → F3 is the deepest tree). A deeper chain counts
 * as locked rather than going unchecked. On node-postgres it runs as a named prepared statement, planned once per
 * connection; PGlite, in process, runs it as it is.
 */
export function createSessionCheck(db: Database): SessionCheck {
  const client = (db as unknown as { $client?: Partial<NamedQueryPool> }).$client;
  const pool =
    client && typeof client.totalCount === 'number' && typeof client.query === 'function'
      ? (client as NamedQueryPool)
      : undefined;
  return async (claims, now) => {
    const query = sql`
      select (f.revoked_at is null and f.expires_at > ${now.toISOString()}::timestamptz) as is_family_live,
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
      rows = (await pool.query({ name: 'session_status_v1', text, values: params })).rows;
    } else {
      rows = ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    }
    const row = rows[0] as { is_family_live: boolean; is_chain_active: boolean } | undefined;
    if (!row) return 'ended';
    if (!row.is_chain_active) return 'locked';
    return row.is_family_live ? 'live' : 'ended';
  };
}

/** 401 with a code other than 18, so the web app goes to /login instead of refreshing (SPEC §8). */
function sessionRefused(status: Exclude<SessionStatus, 'live'>): AppError {
  return status === 'locked'
    ? new AppError({ status: 401, code: ErrorCode.ACCOUNT_LOCKED, messageKey: 'accountLocked' })
    : new AppError({ status: 401, code: ErrorCode.REFRESH_TOKEN_INVALID, messageKey: 'refreshTokenInvalid' });
}

export function registerAccessControl(
  app: FastifyInstance,
  deps: { signer: TokenSigner; clock: Clock; checkSession: SessionCheck },
): void {
  app.decorateRequest('auth', null);
  // The OpenAPI document shows each operation's rule and whether it needs the bearer token.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !route.schema) return;
    const rule =
      access.kind === 'public'
        ? 'public'
        : access.kind === 'signedIn'
          ? 'any signed-in user'
          : describeRule(access.rule);
    route.schema = {
      ...route.schema,
      description: `Access: ${rule}`,
      ...(access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
    };
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // A route without a declared rule is a programming error; refuse rather than expose it.
    if (!access) {
      // Static files of the web app and the OpenAPI pages are public; any other route must declare its rule.
      const url = request.routeOptions.url;
      if (url === undefined || request.is404 || !url.startsWith('/api') || url.startsWith('/api/docs')) return;
      throw forbidden();
    }
    if (access.kind === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const now = deps.clock.now();
    const claims = await deps.signer.verifyAccessToken(token, now);
    const status = await deps.checkSession(claims, now);
    if (status !== 'live') throw sessionRefused(status);
    request.auth = claims;
    const mayPassDuringChange = access.kind === 'signedIn' && access.duringPasswordChange === true;
    if (claims.mustChangePassword && !mayPassDuringChange) {
      throw new AppError({
        status: 403,
        code: ErrorCode.PASSWORD_CHANGE_REQUIRED,
        messageKey: 'passwordChangeRequired',
      });
    }
    if (access.kind === 'rule' && !isAllowed(access.rule, claims.permissions)) throw forbidden();
  });
}
