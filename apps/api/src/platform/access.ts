// Every route declares who may call it; one hook enforces it before the handler runs, including a per-request
// check that the session still stands (decision 002 left that to issue 6: locking an agency ends sessions at once).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@portal/contracts';
import { describeRule, isAllowed, type AllowRule } from '@portal/domain';
import { AppError, forbidden, unauthenticated } from './errors.js';
import type { AccessClaims, TokenSigner } from './tokens.js';
import type { Clock } from './clock.js';
import type { SessionCheck, SessionStatus } from './session-check.js';

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
