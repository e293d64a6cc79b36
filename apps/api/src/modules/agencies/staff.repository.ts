// Writes of staff accounts: identity checks, the account row, its permission groups and the outgoing email.
import { and, eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { AccountType, Role } from '@portal/domain';
import { announceSessionChange } from '../../platform/session-changes.js';

const { users, userPermissionGroups } = tables;

export { isEmailTaken, isUsernameTaken, lockEmail, queueEmail } from './accounts.repository.js';

/** Locks the account row for the rest of the transaction; undefined when the user is not in the agency. */
export async function lockUser(tx: Database, agencyId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.agencyId, agencyId)))
    .for('update')
    .limit(1);
  return row;
}

export type NewStaffRow = {
  agencyId: string;
  username: string;
  passwordHash: string;
  fullName: string;
  email: string;
  phone: string;
  accountType: AccountType;
  role: Role;
  now: Date;
};

export async function insertUser(tx: Database, row: NewStaffRow): Promise<string> {
  const [created] = await tx
    .insert(users)
    .values({
      agencyId: row.agencyId,
      username: row.username,
      passwordHash: row.passwordHash,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      accountType: row.accountType,
      role: row.role,
      mustChangePassword: true,
      passwordChangedAt: row.now,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user was not created');
  return created.id;
}

export type StaffProfile = { fullName: string; email: string; phone: string; accountType?: AccountType; role?: Role };

export async function updateUser(tx: Database, userId: string, changes: StaffProfile & { now: Date }): Promise<void> {
  const { now, ...fields } = changes;
  await tx
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function setUserStatus(
  tx: Database,
  options: { userId: string; status: 'active' | 'locked'; now: Date },
): Promise<void> {
  const { userId, status, now } = options;
  await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, userId));
  await announceSessionChange(tx);
}

/** A generated password the user must change at the next sign-in. */
export async function setGeneratedPassword(
  tx: Database,
  options: { userId: string; passwordHash: string; now: Date },
): Promise<void> {
  const { userId, passwordHash, now } = options;
  await tx
    .update(users)
    .set({ passwordHash, mustChangePassword: true, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Replaces the user's permission groups with exactly these. */
export async function setUserGroups(tx: Database, userId: string, groupIds: readonly string[]): Promise<void> {
  await tx.delete(userPermissionGroups).where(eq(userPermissionGroups.userId, userId));
  if (groupIds.length > 0)
    await tx.insert(userPermissionGroups).values(groupIds.map((groupId) => ({ userId, groupId })));
}
