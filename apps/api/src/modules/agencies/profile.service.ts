// The signed-in user's own profile: name, email and phone; a new email needs the current password and ends other sessions.
import { type TUpdateProfileRequest, type TUpdateProfileResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import { recordAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { unauthenticated } from '../../platform/errors.js';
import { findUserWithAgency, revokeUserFamilies, toMemberInfo } from '../../platform/accounts.js';
import { checkCurrentPassword } from '../auth/password.service.js';
import { duplicateOf, fieldError } from '../../platform/field-error.js';
import type { RequestContext } from '../../platform/request-context.js';
import * as repo from './staff.repository.js';

export function createProfileService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** A new email needs the current password, within the user's one guessing budget (password change, profile, PIN). */
  async function confirmPassword(context: RequestContext, passwordHash: string, currentPassword: string | undefined) {
    if (!currentPassword) throw fieldError('currentPassword', 'currentPasswordRequired', { reason: 'required' });
    const { userId, agencyId } = context.auth;
    await checkCurrentPassword(db, {
      userId,
      agencyId,
      ipAddress: context.clientAddress,
      passwordHash,
      password: currentPassword,
      now: clock.now(),
      field: 'currentPassword',
      via: 'profile',
    });
  }

  async function update(context: RequestContext, input: TUpdateProfileRequest): Promise<TUpdateProfileResponse> {
    const found = await findUserWithAgency(db, { userId: context.auth.userId });
    if (!found) throw unauthenticated();
    const { user } = found;
    const isEmailChanged = user.email.toLowerCase() !== input.email.toLowerCase();
    if (isEmailChanged) await confirmPassword(context, user.passwordHash, input.currentPassword);
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (isEmailChanged) {
        await repo.lockEmail(tx, input.email);
        if (await repo.isEmailTaken(tx, input.email, user.id))
          throw duplicateOf('email', 'duplicateEmail', { email: input.email });
      }
      await repo.updateUser(tx, user.id, { fullName: input.fullName, email: input.email, phone: input.phone, now });
      // Password resets go to the email: after it changes, only this session stays signed in.
      if (isEmailChanged)
        await revokeUserFamilies(tx, {
          userId: user.id,
          exceptFamilyId: context.auth.familyId,
          reason: 'email_changed',
          now,
        });
      await recordAudit(tx, {
        context,
        event: 'profile.updated',
        agencyId: user.agencyId,
        target: { type: 'user', id: user.id },
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
