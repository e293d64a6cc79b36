// Sign-in, token rotation, logout and the session: the rules of SPEC.md §4 Session and the Foundation issue.
import { ErrorCode, type TLoginResponse, type TRefreshTokenResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import { AppError } from '../../platform/errors.js';
import type { Clock } from '../../platform/clock.js';
import { writeAudit } from '../../platform/audit.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import { hashToken, newRefreshToken, type TokenSigner } from '../../platform/tokens.js';
import type { ClientContext } from '../../platform/request-context.js';
import { findUserWithAgency, toMemberInfo } from '../../platform/accounts.js';
import * as repo from './auth.repository.js';
import { KNOWN_ADDRESS_DAYS, LOGIN_WINDOW_MINUTES, throttleVerdict } from './login-throttle.js';
import type { DeviceCodec } from './known-device.js';
import { createSessionView } from './session-view.js';

export type AuthServiceDeps = {
  db: Database;
  signer: TokenSigner;
  clock: Clock;
  refreshTokenTtlDays: number;
  /** How long a rotated refresh token still answers the same successor instead of counting as reuse. */
  refreshReuseGraceSeconds: number;
  /** Signs and reads the known-device cookie (decision 032). */
  devices: DeviceCodec;
};
export type IssuedTokens = { accessToken: string; accessTokenExpiresAt: string; refreshToken: string };

const invalidRefresh = () =>
  new AppError({ status: 401, code: ErrorCode.REFRESH_TOKEN_INVALID, messageKey: 'refreshTokenInvalid' });

export function createAuthService(deps: AuthServiceDeps) {
  const { db, signer, clock } = deps;

  async function signAccess(options: { user: repo.UserRow; familyId: string; permissions: string[]; now: Date }) {
    const access = await signer.signAccessToken(
      {
        userId: options.user.id,
        agencyId: options.user.agencyId,
        familyId: options.familyId,
        permissions: options.permissions,
        mustChangePassword: options.user.mustChangePassword,
      },
      options.now,
    );
    return { accessToken: access.token, accessTokenExpiresAt: access.expiresAt.toISOString() };
  }

  /** Stores the refresh token's hash in the family and signs an access token beside it. */
  async function issueTokens(
    tx: Database,
    options: { user: repo.UserRow; familyId: string; permissions: string[]; now: Date; refreshToken: string },
  ): Promise<IssuedTokens> {
    await repo.insertRefreshToken(tx, {
      tokenHash: hashToken(options.refreshToken),
      familyId: options.familyId,
      now: options.now,
    });
    return { ...(await signAccess(options)), refreshToken: options.refreshToken };
  }

  async function throttled(client: ClientContext, username: string): Promise<never> {
    await writeAudit(db, { event: 'login.throttled', ipAddress: client.clientAddress, details: { username } });
    throw new AppError({
      status: 429,
      code: ErrorCode.TOO_MANY_ATTEMPTS,
      messageKey: 'tooManyAttempts',
      params: { minutes: LOGIN_WINDOW_MINUTES },
    });
  }

  /**
   * Signs in. `deviceCookie` is the known-device cookie the browser sent (decision 032); the answer carries the
   * cookie to set, naming this browser a known device of the account.
   */
  async function login(
    input: { username: string; password: string },
    client: ClientContext,
    options: { deviceCookie?: string } = {},
  ): Promise<{ session: TLoginResponse; deviceCookie: string }> {
    const now = clock.now();
    const device = deps.devices.read(options.deviceCookie);
    const counts = await repo.countRecentFailures(db, {
      username: input.username,
      ipAddress: client.clientAddress,
      deviceId: device?.deviceId,
      since: new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000),
      knownSince: new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000),
    });
    const found = await findUserWithAgency(db, { username: input.username });
    const verdict = throttleVerdict(counts, { isKnownDevice: !!found && device?.userId === found.user.id });
    if (verdict === 'closed') return throttled(client, input.username);
    const isPasswordRight = found
      ? await verifyPassword(found.user.passwordHash, input.password)
      : (await verifyAgainstDummy(input.password), false);
    if (!found || !isPasswordRight) {
      await repo.recordLoginAttempt(db, {
        username: input.username,
        ipAddress: client.clientAddress,
        isSuccess: false,
        at: now,
        deviceId: device?.deviceId,
      });
      await writeAudit(db, {
        event: 'login.failure',
        actorUserId: found?.user.id ?? null,
        agencyId: found?.agency.id ?? null,
        ipAddress: client.clientAddress,
        details: { username: input.username, reason: found ? 'wrong_password' : 'unknown_user' },
      });
      if (verdict === 'openIfPasswordRight') return throttled(client, input.username);
      throw new AppError({ status: 401, code: ErrorCode.INVALID_CREDENTIALS, messageKey: 'invalidCredentials' });
    }
    const { user, agency } = found;
    if (user.status !== 'active' || agency.status !== 'active') {
      await writeAudit(db, {
        event: 'login.failure',
        actorUserId: user.id,
        agencyId: agency.id,
        ipAddress: client.clientAddress,
        details: { reason: 'locked' },
      });
      throw new AppError({ status: 403, code: ErrorCode.ACCOUNT_LOCKED, messageKey: 'accountLocked' });
    }
    if (await repo.isAgencyAboveLocked(db, agency.id)) {
      await writeAudit(db, {
        event: 'login.failure',
        actorUserId: user.id,
        agencyId: agency.id,
        ipAddress: client.clientAddress,
        details: { reason: 'parent_agency_locked' },
      });
      throw new AppError({ status: 403, code: ErrorCode.ACCOUNT_LOCKED, messageKey: 'parentAgencyLocked' });
    }
    return db.transaction(async (tx) => {
      await repo.recordLoginAttempt(tx, {
        username: input.username,
        ipAddress: client.clientAddress,
        isSuccess: true,
        at: now,
        deviceId: device?.deviceId,
      });
      const expiresAt = new Date(now.getTime() + deps.refreshTokenTtlDays * 86_400_000);
      const familyId = await repo.createTokenFamily(tx, {
        userId: user.id,
        now,
        expiresAt,
        userAgent: client.userAgent,
        ipAddress: client.clientAddress,
      });
      const permissions = await repo.loadPermissionCodes(tx, user.id);
      const tokens = await issueTokens(tx, { user, familyId, permissions, now, refreshToken: newRefreshToken() });
      await repo.markLoggedIn(tx, user.id, now);
      await writeAudit(tx, {
        event: 'login.success',
        actorUserId: user.id,
        agencyId: agency.id,
        ipAddress: client.clientAddress,
      });
      const session = {
        ...tokens,
        memberInfo: toMemberInfo(user),
        agentInfo: repo.toAgentInfo(agency),
        permissions,
        mustChangePassword: user.mustChangePassword,
      };
      return { session, deviceCookie: deps.devices.issue({ userId: user.id, deviceId: device?.deviceId }) };
    });
  }

  /** The user, their agency or an agency above it is locked (only asked of someone holding one of the user's refresh tokens). */
  async function isLockedOut(tx: Database, userId: string): Promise<boolean> {
    const found = await findUserWithAgency(tx, { userId });
    return (
      !!found &&
      (found.user.status !== 'active' ||
        found.agency.status !== 'active' ||
        (await repo.isAgencyAboveLocked(tx, found.agency.id)))
    );
  }

  /** A token used this recently is a second tab or a retry after a lost answer, not a thief (decision 031). */
  const isWithinGrace = (usedAt: Date, now: Date) =>
    now.getTime() - usedAt.getTime() <= deps.refreshReuseGraceSeconds * 1000;

  async function refresh(refreshToken: string | undefined, client: ClientContext): Promise<TRefreshTokenResponse> {
    if (!refreshToken) throw invalidRefresh();
    const now = clock.now();
    const tokenHash = hashToken(refreshToken);
    const successor = signer.successorRefreshToken(refreshToken);
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.lockRefreshToken(tx, tokenHash);
      if (!row) return { kind: 'invalid' as const };
      const { token, family } = row;
      // A family ended by a lock still says why: the client shows "locked", not "session ended".
      if (family.revokedAt || family.expiresAt <= now)
        return { kind: (await isLockedOut(tx, family.userId)) ? ('locked' as const) : ('invalid' as const) };
      const isRepeat =
        token.usedAt !== null &&
        isWithinGrace(token.usedAt, now) &&
        (await repo.findRefreshTokenFamilyId(tx, hashToken(successor))) === family.id;
      if (token.usedAt && !isRepeat) {
        // A rotated token came back after the grace window: someone holds a copy. End the whole family.
        await repo.revokeFamilies(tx, { familyIds: [family.id], reason: 'reuse_detected', now });
        await writeAudit(tx, {
          event: 'token.reuse_detected',
          actorUserId: family.userId,
          ipAddress: client.clientAddress,
          targetType: 'token_family',
          targetId: family.id,
        });
        return { kind: 'reused' as const };
      }
      const found = await findUserWithAgency(tx, { userId: family.userId });
      if (
        !found ||
        found.user.status !== 'active' ||
        found.agency.status !== 'active' ||
        (await repo.isAgencyAboveLocked(tx, found.agency.id))
      ) {
        await repo.revokeFamilies(tx, { familyIds: [family.id], reason: 'account_locked', now });
        return { kind: found ? ('locked' as const) : ('invalid' as const) };
      }
      const permissions = await repo.loadPermissionCodes(tx, found.user.id);
      await repo.touchFamily(tx, family.id, now);
      const access = { user: found.user, familyId: family.id, permissions, now };
      if (isRepeat) {
        // The same successor again (only its hash is stored; it is derived anew), with a fresh access token.
        return {
          kind: 'ok' as const,
          response: { ...(await signAccess(access)), refreshToken: successor, permissions },
        };
      }
      await repo.markRefreshTokenUsed(tx, tokenHash, now);
      const tokens = await issueTokens(tx, { ...access, refreshToken: successor });
      return { kind: 'ok' as const, response: { ...tokens, permissions } };
    });
    if (outcome.kind === 'locked')
      throw new AppError({ status: 401, code: ErrorCode.ACCOUNT_LOCKED, messageKey: 'accountLocked' });
    if (outcome.kind !== 'ok') throw invalidRefresh();
    return outcome.response;
  }

  /** The session (family) a still-valid access token belongs to; anything else identifies nothing. */
  async function sessionOfAccessToken(accessToken: string, now: Date) {
    try {
      const claims = await signer.verifyAccessToken(accessToken, now);
      return { familyId: claims.familyId, userId: claims.userId };
    } catch {
      return undefined;
    }
  }

  /** Ends the session of the refresh token and the one of the access token (either may come alone). */
  async function logout(options: { refreshToken?: string; accessToken?: string; ipAddress: string }): Promise<void> {
    const now = clock.now();
    const sessions = new Map<string, string>();
    if (options.refreshToken) {
      const row = await repo.lockRefreshToken(db, hashToken(options.refreshToken));
      if (row) sessions.set(row.family.id, row.family.userId);
    }
    if (options.accessToken) {
      const session = await sessionOfAccessToken(options.accessToken, now);
      if (session) sessions.set(session.familyId, session.userId);
    }
    for (const [familyId, userId] of sessions) {
      const found = await findUserWithAgency(db, { userId });
      await db.transaction(async (tx) => {
        await repo.revokeFamilies(tx, { familyIds: [familyId], reason: 'logout', now });
        await writeAudit(tx, {
          event: 'logout',
          actorUserId: userId,
          agencyId: found?.agency.id ?? null,
          ipAddress: options.ipAddress,
          targetType: 'token_family',
          targetId: familyId,
        });
      });
    }
  }

  /** The signed-in user, agency and permissions (one prepared statement). */
  const currentSession = createSessionView(db);

  return { login, refresh, logout, currentSession };
}

export type AuthService = ReturnType<typeof createAuthService>;
