// Password changes: the user's own change, and forgotten passwords reset with a one-time email code.
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode, type TChangePasswordResponse } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { passwordProblems } from '@portal/domain';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-error.js';
import type { Clock } from '../../platform/clock.js';
import { writeAudit } from '../../platform/audit.js';
import { describePasswordProblems, translate, type Language } from '../../platform/messages.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { AccessClaims, TokenSigner } from '../../platform/tokens.js';
import { findUserWithAgency, revokeUserFamilies } from '../../platform/accounts.js';
import * as repo from './auth.repository.js';

export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_WINDOW_MINUTES = 15;
/** Codes emailed to one account per window; each code also allows only 5 guesses. */
export const MAX_RESET_CODES_PER_ACCOUNT = 3;
export const MAX_RESET_REQUESTS_PER_ADDRESS = 20;
/** Wrong current passwords per user per window: a stolen access token must not become an online guessing oracle. */
export const MAX_CHANGE_FAILURES = 5;

export type CurrentPasswordAttempt = {
  userId: string;
  agencyId: string;
  ipAddress: string;
  /** The user's stored hash and the password typed to prove it is them. */
  passwordHash: string;
  password: string;
  now: Date;
  /** The form field a wrong password is reported on. */
  field: string;
  /** Where it was typed, kept in the audit row of a wrong one (absent for the password change itself). */
  via?: 'profile' | 'pin';
};

/**
 * The current password typed to confirm a password change, a new email or a PIN change, within one guessing budget per
 * user: 429 after MAX_CHANGE_FAILURES wrong ones in the window; a wrong one is audited (`password.change_failed`) and
 * answered 400 code WRONG_CURRENT_PASSWORD naming `field`.
 */
export async function checkCurrentPassword(db: Database, attempt: CurrentPasswordAttempt): Promise<void> {
  const audit = tables.auditLog;
  const since = new Date(attempt.now.getTime() - RESET_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(audit)
    .where(
      and(
        eq(audit.actorUserId, attempt.userId),
        eq(audit.event, 'password.change_failed'),
        gt(audit.occurredAt, since),
      ),
    );
  if (Number(row?.count ?? 0) >= MAX_CHANGE_FAILURES) {
    throw new AppError({
      status: 429,
      code: ErrorCode.TOO_MANY_ATTEMPTS,
      messageKey: 'tooManyAttempts',
      params: { minutes: RESET_WINDOW_MINUTES },
    });
  }
  if (!(await verifyPassword(attempt.passwordHash, attempt.password))) {
    const details = attempt.via ? { via: attempt.via } : undefined;
    await writeAudit(db, {
      event: 'password.change_failed',
      actorUserId: attempt.userId,
      agencyId: attempt.agencyId,
      ipAddress: attempt.ipAddress,
      at: attempt.now,
      details,
    });
    throw fieldError(attempt.field, 'wrongCurrentPassword', {
      code: ErrorCode.WRONG_CURRENT_PASSWORD,
      reason: 'wrong',
    });
  }
}

async function countRecentCodes(db: Database, options: { userId: string; since: Date }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tables.passwordResetCodes)
    .where(
      and(eq(tables.passwordResetCodes.userId, options.userId), gt(tables.passwordResetCodes.createdAt, options.since)),
    );
  return Number(row?.count ?? 0);
}

async function countRecentResetRequests(db: Database, options: { ipAddress: string; since: Date }): Promise<number> {
  const audit = tables.auditLog;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(audit)
    .where(
      and(
        eq(audit.event, 'password.reset_requested'),
        eq(audit.ipAddress, options.ipAddress),
        gt(audit.occurredAt, options.since),
      ),
    );
  return Number(row?.count ?? 0);
}

export type PasswordServiceDeps = {
  db: Database;
  clock: Clock;
  signer: TokenSigner;
  /** Where demo mode shows the emailed code; never used outside demo mode. */
  revealCodeInDemo?: (message: string) => void;
};

function assertStrong(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw fieldError('newPassword', 'weakPassword', {
      code: ErrorCode.WEAK_PASSWORD,
      reason: problems.join(','),
      params: { problems: (language) => describePasswordProblems(problems, language) },
      details: { problems },
    });
  }
}

function hashResetCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

const invalidCode = () =>
  new AppError({ status: 400, code: ErrorCode.INVALID_RESET_CODE, messageKey: 'invalidResetCode' });

export function createPasswordService(deps: PasswordServiceDeps) {
  const { db, clock } = deps;

  async function changePassword(
    auth: AccessClaims,
    input: { currentPassword: string; newPassword: string },
    ipAddress: string,
  ): Promise<TChangePasswordResponse> {
    const found = await findUserWithAgency(db, { userId: auth.userId });
    if (!found) throw new AppError({ status: 401, code: ErrorCode.UNAUTHENTICATED, messageKey: 'unauthenticated' });
    const attempt = {
      userId: auth.userId,
      agencyId: auth.agencyId,
      ipAddress,
      passwordHash: found.user.passwordHash,
      password: input.currentPassword,
    };
    await checkCurrentPassword(db, { ...attempt, now: clock.now(), field: 'currentPassword' });
    assertStrong(input.newPassword);
    if (input.newPassword === input.currentPassword) {
      throw fieldError('newPassword', 'samePassword', { code: ErrorCode.WEAK_PASSWORD, reason: 'same' });
    }
    const passwordHash = await hashPassword(input.newPassword);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repo.updatePassword(tx, { userId: auth.userId, passwordHash, now });
      await revokeUserFamilies(tx, {
        userId: auth.userId,
        exceptFamilyId: auth.familyId,
        reason: 'password_changed',
        now,
      });
      await writeAudit(tx, {
        event: 'password.changed',
        actorUserId: auth.userId,
        agencyId: auth.agencyId,
        ipAddress,
        targetType: 'user',
        targetId: auth.userId,
      });
    });
    const access = await deps.signer.signAccessToken({ ...auth, mustChangePassword: false }, now);
    return { ok: true, accessToken: access.token, accessTokenExpiresAt: access.expiresAt.toISOString() };
  }

  /** Always answers the same way, so it cannot be used to learn which usernames exist. */
  async function requestReset(username: string, language: Language, ipAddress: string): Promise<void> {
    const now = clock.now();
    const since = new Date(now.getTime() - RESET_WINDOW_MINUTES * 60_000);
    if ((await countRecentResetRequests(db, { ipAddress, since })) >= MAX_RESET_REQUESTS_PER_ADDRESS) {
      throw new AppError({
        status: 429,
        code: ErrorCode.TOO_MANY_ATTEMPTS,
        messageKey: 'tooManyAttempts',
        params: { minutes: RESET_WINDOW_MINUTES },
      });
    }
    const found = await findUserWithAgency(db, { username });
    if (!found || found.user.status !== 'active' || !found.user.email) {
      await writeAudit(db, {
        event: 'password.reset_requested',
        ipAddress,
        at: now,
        details: { username, isKnown: false },
      });
      return;
    }
    if ((await countRecentCodes(db, { userId: found.user.id, since })) >= MAX_RESET_CODES_PER_ACCOUNT) {
      // Same answer as success: the mailbox is not flooded and the caller learns nothing.
      await writeAudit(db, {
        event: 'password.reset_requested',
        actorUserId: found.user.id,
        ipAddress,
        at: now,
        details: { isKnown: true, isThrottled: true },
      });
      return;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const { user } = found;
    await db.transaction(async (tx) => {
      await tx
        .update(tables.passwordResetCodes)
        .set({ usedAt: now })
        .where(and(eq(tables.passwordResetCodes.userId, user.id), isNull(tables.passwordResetCodes.usedAt)));
      await tx.insert(tables.passwordResetCodes).values({
        userId: user.id,
        codeHash: hashResetCode(user.id, code),
        expiresAt: new Date(now.getTime() + RESET_CODE_MINUTES * 60_000),
        createdAt: now,
      });
      await tx.insert(tables.outboxEmails).values({
        toAddress: user.email,
        subject: translate('resetEmailSubject', language),
        body: translate('resetEmailBody', language, { code, minutes: RESET_CODE_MINUTES }),
        createdAt: now,
      });
      await writeAudit(tx, {
        event: 'password.reset_requested',
        actorUserId: user.id,
        agencyId: user.agencyId,
        ipAddress,
        at: now,
        details: { isKnown: true },
      });
    });
    deps.revealCodeInDemo?.(`[demo] password reset code for ${user.username}: ${code}`);
  }

  async function verifyReset(
    input: { username: string; code: string; newPassword: string },
    ipAddress: string,
  ): Promise<void> {
    const found = await findUserWithAgency(db, { username: input.username });
    if (!found) throw invalidCode();
    const { user } = found;
    const now = clock.now();
    const codes = tables.passwordResetCodes;
    const [pending] = await db
      .select()
      .from(codes)
      .where(and(eq(codes.userId, user.id), isNull(codes.usedAt), gt(codes.expiresAt, now)))
      .orderBy(desc(codes.createdAt))
      .limit(1);
    if (!pending) throw invalidCode();
    // Count this attempt before comparing, in one guarded statement: simultaneous guesses cannot share a count.
    const [counted] = await db
      .update(codes)
      .set({ attempts: sql`${codes.attempts} + 1` })
      .where(and(eq(codes.id, pending.id), isNull(codes.usedAt), lt(codes.attempts, RESET_CODE_MAX_ATTEMPTS)))
      .returning({ attempts: codes.attempts });
    if (!counted) throw invalidCode();
    if (pending.codeHash !== hashResetCode(user.id, input.code)) {
      await writeAudit(db, {
        event: 'password.reset_failed',
        actorUserId: user.id,
        agencyId: user.agencyId,
        ipAddress,
      });
      throw invalidCode();
    }
    assertStrong(input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      // Single use even when two right guesses race: only the one that marks the code used goes on.
      const [claimed] = await tx
        .update(codes)
        .set({ usedAt: now })
        .where(and(eq(codes.id, pending.id), isNull(codes.usedAt)))
        .returning({ id: codes.id });
      if (!claimed) throw invalidCode();
      await repo.updatePassword(tx, { userId: user.id, passwordHash, now });
      await revokeUserFamilies(tx, { userId: user.id, reason: 'password_reset', now });
      await writeAudit(tx, {
        event: 'password.reset_completed',
        actorUserId: user.id,
        agencyId: user.agencyId,
        ipAddress,
      });
    });
  }

  return { changePassword, requestReset, verifyReset };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
