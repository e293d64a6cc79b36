// Every route declares who may call it; one hook enforces it before the handler runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@portal/contracts';
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

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function registerAccessControl(app: FastifyInstance, deps: { signer: TokenSigner; clock: Clock }): void {
  app.decorateRequest('auth', null);
  // The OpenAPI document shows each operation's rule and whether it needs the bearer token.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !route.schema) return;
    const rule = access.kind === 'public' ? 'public' : access.kind === 'signedIn' ? 'any signed-in user' : describeRule(access.rule);
    route.schema = { ...route.schema, description: `Access: ${rule}`, ...(access.kind === 'public' ? {} : { security: [{ bearer: [] }] }) };
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
    const claims = await deps.signer.verifyAccessToken(token, deps.clock.now());
    request.auth = claims;
    const mayPassDuringChange = access.kind === 'signedIn' && access.duringPasswordChange === true;
    if (claims.mustChangePassword && !mayPassDuringChange) {
      throw new AppError(403, ErrorCode.PASSWORD_CHANGE_REQUIRED, 'passwordChangeRequired');
    }
    if (access.kind === 'rule' && !isAllowed(access.rule, claims.permissions)) throw forbidden();
  });
}
