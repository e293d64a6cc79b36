// HTTP routes of sign-in and sessions: validate, authorise, call the service, map the answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZLogoutResponse,
  ZRefreshTokenRequest,
  ZRefreshTokenResponse,
  ZSession,
  ZVerifyForgotPasswordRequest,
  ZVerifyForgotPasswordResponse,
} from '@portal/contracts';
import { bearerToken, publicAccess, requireAuth, signedInEvenBeforePasswordChange } from '../../platform/access.js';
import { clientContext, requestLanguage } from '../../platform/request-context.js';
import type { AuthService } from './auth.service.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './known-device.js';
import { RESET_CODE_MINUTES, type PasswordService } from './password.service.js';

export const REFRESH_COOKIE = 'portal_refresh';

export type AuthRoutesDeps = {
  auth: AuthService;
  passwords: PasswordService;
  refreshTokenTtlDays: number;
  isCookieSecure: boolean;
};

/** The browser keeps the refresh token in an httpOnly cookie; putting it in the body too would hand it to scripts. */
function isWebClient(request: FastifyRequest): boolean {
  return String(request.headers['client-type'] ?? '').toLowerCase() === 'web';
}

function withoutRefreshTokenForWeb<T extends { refreshToken?: string }>(request: FastifyRequest, answer: T): T {
  return isWebClient(request) ? { ...answer, refreshToken: undefined } : answer;
}

export function authRoutes(deps: AuthRoutesDeps) {
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.isCookieSecure,
      maxAge: deps.refreshTokenTtlDays * 86_400,
    });
  const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });

  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];

    api.post(
      '/login',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: 'Sign in with username and password',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse },
        },
      },
      async (request, reply) => {
        const { session, deviceCookie } = await deps.auth.login(request.body, clientContext(request), {
          deviceCookie: request.cookies[DEVICE_COOKIE],
        });
        setRefreshCookie(reply, session.refreshToken!);
        reply.setCookie(DEVICE_COOKIE, deviceCookie, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'strict',
          secure: deps.isCookieSecure,
          maxAge: DEVICE_COOKIE_DAYS * 86_400,
        });
        return withoutRefreshTokenForWeb(request, session);
      },
    );

    api.post(
      '/refresh-token',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: 'Rotate the refresh token (cookie or body) and get a new access token',
          body: ZRefreshTokenRequest,
          response: { 200: ZRefreshTokenResponse },
        },
      },
      async (request, reply) => {
        const token = request.body.refreshToken ?? request.cookies[REFRESH_COOKIE];
        try {
          const tokens = await deps.auth.refresh(token, clientContext(request));
          setRefreshCookie(reply, tokens.refreshToken!);
          return withoutRefreshTokenForWeb(request, tokens);
        } catch (error) {
          clearRefreshCookie(reply);
          throw error;
        }
      },
    );

    api.post(
      '/logout',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: 'End this session (revokes the refresh-token family of the refresh token and/or the bearer token)',
          body: ZLogoutRequest.nullish(),
          response: { 200: ZLogoutResponse },
        },
      },
      async (request, reply) => {
        const refreshToken = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
        await deps.auth.logout({ refreshToken, accessToken: bearerToken(request), ipAddress: request.ip });
        clearRefreshCookie(reply);
        return { ok: true as const };
      },
    );

    api.get(
      '/me',
      {
        config: { access: signedInEvenBeforePasswordChange },
        schema: { tags, summary: 'The signed-in user, agency and permissions', response: { 200: ZSession } },
      },
      async (request) => deps.auth.currentSession(requireAuth(request).userId),
    );

    api.post(
      '/change-password',
      {
        config: { access: signedInEvenBeforePasswordChange },
        schema: {
          tags,
          summary: "Change the signed-in user's password; other sessions end",
          body: ZChangePasswordRequest,
          response: { 200: ZChangePasswordResponse },
        },
      },
      async (request) => deps.passwords.changePassword(requireAuth(request), request.body, request.ip),
    );

    api.post(
      '/forgot-password',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: 'Email a one-time code to reset a forgotten password',
          body: ZForgotPasswordRequest,
          response: { 200: ZForgotPasswordResponse },
        },
      },
      async (request) => {
        await deps.passwords.requestReset(request.body.username, requestLanguage(request), request.ip);
        return { sent: true as const, expiresInMinutes: RESET_CODE_MINUTES };
      },
    );

    api.post(
      '/forgot-password/verify',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: 'Set a new password with the emailed code',
          body: ZVerifyForgotPasswordRequest,
          response: { 200: ZVerifyForgotPasswordResponse },
        },
      },
      async (request) => {
        await deps.passwords.verifyReset(request.body, request.ip);
        return { ok: true as const };
      },
    );
  };
}
