// Writes of permission groups: the group row, its codes and its members, always inside one agency.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { isStaffAccount } from './agencies.repository.js';

const { users, permissionGroups, permissionGroupCodes, userPermissionGroups } = tables;

export type GroupRow = typeof permissionGroups.$inferSelect;

/** Locks the group row for the rest of the transaction; undefined for another agency's group. */
export async function lockGroup(tx: Database, agencyId: string, groupId: string): Promise<GroupRow | undefined> {
  const [row] = await tx
    .select()
    .from(permissionGroups)
    .where(and(eq(permissionGroups.id, groupId), eq(permissionGroups.agencyId, agencyId)))
    .for('update')
    .limit(1);
  return row;
}

/** A group of the agency already has this name (case-insensitively), other than `exceptGroupId`. */
export async function isGroupNameTaken(
  db: Database,
  options: { agencyId: string; name: string; exceptGroupId?: string },
): Promise<boolean> {
  const { agencyId, name, exceptGroupId } = options;
  const conditions = [eq(permissionGroups.agencyId, agencyId), sql`lower(${permissionGroups.name}) = lower(${name})`];
  if (exceptGroupId) conditions.push(sql`${permissionGroups.id} <> ${exceptGroupId}`);
  const [row] = await db
    .select({ id: permissionGroups.id })
    .from(permissionGroups)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** The members of a group, by username, for the list and the audit log. */
export async function membersOf(db: Database, groupId: string): Promise<{ id: string; username: string }[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(userPermissionGroups)
    .innerJoin(users, eq(users.id, userPermissionGroups.userId))
    .where(eq(userPermissionGroups.groupId, groupId))
    .orderBy(asc(users.username));
}

/** The ids among these that are users of the agency. */
export async function usersOfAgency(db: Database, agencyId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), inArray(users.id, [...userIds]), isStaffAccount));
  return rows.map((row) => row.id);
}

export async function listAgencyUsers(db: Database, agencyId: string) {
  return db
    .select({ id: users.id, username: users.username, fullName: users.fullName, status: users.status })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), isStaffAccount))
    .orderBy(asc(users.username));
}

/** The groups a user belongs to, other than the one given. */
export async function otherGroupIdsOf(db: Database, userId: string, exceptGroupId: string): Promise<string[]> {
  const rows = await db
    .select({ groupId: userPermissionGroups.groupId })
    .from(userPermissionGroups)
    .where(and(eq(userPermissionGroups.userId, userId), sql`${userPermissionGroups.groupId} <> ${exceptGroupId}`));
  return rows.map((row) => row.groupId);
}

export async function insertGroup(
  tx: Database,
  group: { agencyId: string; name: string; description: string; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(permissionGroups)
    .values({
      agencyId: group.agencyId,
      name: group.name,
      description: group.description,
      createdAt: group.now,
      updatedAt: group.now,
    })
    .returning({ id: permissionGroups.id });
  if (!row) throw new Error('permission group was not created');
  return row.id;
}

export async function updateGroup(
  tx: Database,
  groupId: string,
  changes: { name: string; description: string; now: Date },
): Promise<void> {
  await tx
    .update(permissionGroups)
    .set({ name: changes.name, description: changes.description, updatedAt: changes.now })
    .where(eq(permissionGroups.id, groupId));
}

export async function setGroupCodes(tx: Database, groupId: string, codes: readonly string[]): Promise<void> {
  await tx.delete(permissionGroupCodes).where(eq(permissionGroupCodes.groupId, groupId));
  if (codes.length > 0) await tx.insert(permissionGroupCodes).values(codes.map((code) => ({ groupId, code })));
}

export async function setGroupMembers(tx: Database, groupId: string, userIds: readonly string[]): Promise<void> {
  await tx.delete(userPermissionGroups).where(eq(userPermissionGroups.groupId, groupId));
  if (userIds.length > 0) await tx.insert(userPermissionGroups).values(userIds.map((userId) => ({ userId, groupId })));
}

export async function deleteGroup(tx: Database, groupId: string): Promise<void> {
  await tx.delete(permissionGroups).where(eq(permissionGroups.id, groupId));
}
