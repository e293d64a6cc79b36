// Reads of an agency's staff and permission groups, always scoped to one agency id.
import { asc, eq, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TPermissionGroup, TStaffMember } from '@portal/contracts';

const { users, userPermissionGroups, permissionGroups, permissionGroupCodes } = tables;

export async function listStaff(db: Database, agencyId: string): Promise<TStaffMember[]> {
  const rows = await db
    .select({
      user: users,
      groups: sql<string[]>`coalesce(array_agg(${permissionGroups.name} order by ${permissionGroups.name}) filter (where ${permissionGroups.id} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.id))
    .leftJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .where(eq(users.agencyId, agencyId))
    .groupBy(users.id)
    .orderBy(asc(users.username));
  return rows.map(({ user, groups }) => ({
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    accountType: user.accountType,
    role: user.role,
    status: user.status,
    groups,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  }));
}

export async function listPermissionGroups(db: Database, agencyId: string): Promise<TPermissionGroup[]> {
  const rows = await db
    .select({
      group: permissionGroups,
      codes: sql<string[]>`coalesce((select array_agg(${permissionGroupCodes.code} order by ${permissionGroupCodes.code}) from ${permissionGroupCodes} where ${permissionGroupCodes.groupId} = ${permissionGroups.id}), '{}')`,
      memberCount: sql<number>`(select count(*) from ${userPermissionGroups} where ${userPermissionGroups.groupId} = ${permissionGroups.id})::int`,
    })
    .from(permissionGroups)
    .where(eq(permissionGroups.agencyId, agencyId))
    .orderBy(asc(permissionGroups.name));
  return rows.map(({ group, codes, memberCount }) => ({ id: group.id, name: group.name, description: group.description, codes, memberCount: Number(memberCount) }));
}
