// The user account as every module that changes one reads and ends it: the user with their agency, the member info
// the web app shows, and ending the user's sessions (a password or email change, a lock, a reset).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TMemberInfo } from '@portal/contracts';
import { announceSessionChange } from './session-changes.js';

const { users, agencies, refreshTokenFamilies } = tables;

export async function findUserWithAgency(db: Database, where: { username: string } | { userId: string }) {
  const condition =
    'username' in where ? sql`lower(${users.username}) = lower(${where.username})` : eq(users.id, where.userId);
  const [row] = await db
    .select({ user: users, agency: agencies })
    .from(users)
    .innerJoin(agencies, eq(users.agencyId, agencies.id))
    .where(condition)
    .limit(1);
  return row;
}

export function toMemberInfo(user: typeof users.$inferSelect): TMemberInfo {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    accountType: user.accountType,
    role: user.role,
  };
}

/** Ends every session of a user, except the one given (the caller's own after a password change). */
export async function revokeUserFamilies(
  db: Database,
  options: { userId: string; exceptFamilyId?: string; reason: string; now: Date },
) {
  const conditions = [eq(refreshTokenFamilies.userId, options.userId), isNull(refreshTokenFamilies.revokedAt)];
  if (options.exceptFamilyId) conditions.push(ne(refreshTokenFamilies.id, options.exceptFamilyId));
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: options.now, revokedReason: options.reason })
    .where(and(...conditions));
  await announceSessionChange(db);
}
