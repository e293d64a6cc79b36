// The signed-in user's own profile: name, email and phone; a new email needs the current password and ends other sessions.
import { and, eq, gt, sql } from 'drizzle-orm';
import { ErrorCode, type TUpdateProfileRequest, type TUpdateProfileResponse } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { writeAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, unauthenticated } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { findUserWithAgency, revokeUserFamilies, toMemberInfo } from '../auth/auth.repository.js';
import { MAX_CHANGE_FAILURES, RESET_WINDOW_MINUTES } from '../auth/password.service.js';
import { duplicateOf, fieldError } from './field-errors.js';
import * as repo from './staff.repository.js';

export type ProfileContext = { auth: AccessClaims; ipAddress: string };

/** Wrong current passwords here count with those of the password change: one guessing budget per user. */
async function countRecentPasswordFailures(db: Database, userId: string, since: Date): Promise<number> {
  const audit = tables.auditLog;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(audit)
    .where(and(eq(audit.actorUserId, userId), eq(audit.event, 'password.change_failed'), gt(audit.occurredAt, since)));
  return Number(row?.count ?? 0);
}

export function createProfileService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function checkCurrentPassword(context: ProfileContext, passwordHash: string, currentPassword: string | undefined) {
    if (!currentPassword) throw fieldError('currentPassword', 'currentPasswordRequired', { reason: 'required' });
    const now = clock.now();
    const since = new Date(now.getTime() - RESET_WINDOW_MINUTES * 60_000);
    if ((await countRecentPasswordFailures(db, context.auth.userId, since)) >= MAX_CHANGE_FAILURES) {
      throw new AppError(429, ErrorCode.TOO_MANY_ATTEMPTS, 'tooManyAttempts', { minutes: RESET_WINDOW_MINUTES });
    }
    if (!(await verifyPassword(passwordHash, currentPassword))) {
      await writeAudit(db, { event: 'password.change_failed', actorUserId: context.auth.userId, agencyId: context.auth.agencyId, ipAddress: context.ipAddress, at: now, details: { via: 'profile' } });
      throw fieldError('currentPassword', 'wrongCurrentPassword', { code: ErrorCode.WRONG_CURRENT_PASSWORD, reason: 'wrong' });
    }
  }

  async function update(context: ProfileContext, input: TUpdateProfileRequest): Promise<TUpdateProfileResponse> {
    const found = await findUserWithAgency(db, { userId: context.auth.userId });
    if (!found) throw unauthenticated();
    const { user } = found;
    const isEmailChanged = user.email.toLowerCase() !== input.email.toLowerCase();
    if (isEmailChanged) await checkCurrentPassword(context, user.passwordHash, input.currentPassword);
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (isEmailChanged) {
        await repo.lockEmail(tx, input.email);
        if (await repo.isEmailTaken(tx, input.email, user.id)) throw duplicateOf('email', 'duplicateEmail', { email: input.email });
      }
      await repo.updateUser(tx, user.id, { fullName: input.fullName, email: input.email, phone: input.phone, now });
      // Password resets go to the email: after it changes, only this session stays signed in.
      if (isEmailChanged) await revokeUserFamilies(tx, { userId: user.id, exceptFamilyId: context.auth.familyId, reason: 'email_changed', now });
      await writeAudit(tx, {
        event: 'profile.updated',
        actorUserId: user.id,
        agencyId: user.agencyId,
        targetType: 'user',
        targetId: user.id,
        ipAddress: context.ipAddress,
        at: now,
        details: {
          before: { fullName: user.fullName, email: user.email, phone: user.phone },
          after: { fullName: input.fullName, email: input.email, phone: input.phone },
          otherSessionsEnded: isEmailChanged,
        },
      });
    });
    const updated = await findUserWithAgency(db, { userId: user.id });
    if (!updated) throw unauthenticated();
    return { memberInfo: toMemberInfo(updated.user) };
  }

  return { update };
}

export type ProfileService = ReturnType<typeof createProfileService>;
