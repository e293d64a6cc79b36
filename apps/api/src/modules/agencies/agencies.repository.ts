// Reads of agencies, their staff and permission groups, always scoped to one agency id.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TPermissionGroup, TStaffAgency, TStaffMember } from '@portal/contracts';
import { toMemberInfo } from '../../platform/accounts.js';

const { agencies, users, userPermissionGroups, permissionGroups, permissionGroupCodes } = tables;

/** Not the user a consumer site holds flights as (decision 118): staff screens never list or edit it. */
export const isStaffAccount = sql`not exists (select 1 from ${tables.b2cSiteActors} where ${tables.b2cSiteActors.userId} = ${users.id})`;

export type AgencyRow = typeof agencies.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function findAgency(db: Database, agencyId: string): Promise<AgencyRow | undefined> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return row;
}

/** The agency only when it is a direct child of the parent; any other id looks like no agency. */
export async function findDirectChild(
  db: Database,
  parentId: string,
  agencyId: string,
): Promise<AgencyRow | undefined> {
  const [row] = await db
    .select()
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), eq(agencies.parentId, parentId)))
    .limit(1);
  return row;
}

export async function listDirectChildren(db: Database, parentId: string): Promise<TStaffAgency[]> {
  const rows = await db.select().from(agencies).where(eq(agencies.parentId, parentId)).orderBy(asc(agencies.code));
  return rows.map(toStaffAgency);
}

export function toStaffAgency(agency: AgencyRow): TStaffAgency {
  return { id: agency.id, code: agency.code, name: agency.name, level: agency.level, status: agency.status };
}

/** `settings.products` as stored; the sub-agency form writes it, absent means every product. */
export function productsOf(agency: AgencyRow): string[] | null {
  const products = (agency.settings as { products?: unknown }).products;
  return Array.isArray(products) ? products.filter((item): item is string => typeof item === 'string') : null;
}

function staffQuery(db: Database) {
  return db
    .select({
      user: users,
      groups: sql<
        string[]
      >`coalesce(array_agg(${permissionGroups.name} order by ${permissionGroups.name}) filter (where ${permissionGroups.id} is not null), '{}')`,
      groupIds: sql<
        string[]
      >`coalesce(array_agg(${permissionGroups.id}::text order by ${permissionGroups.name}) filter (where ${permissionGroups.id} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.id))
    .leftJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .$dynamic();
}

function toStaffMember({
  user,
  groups,
  groupIds,
}: {
  user: UserRow;
  groups: string[];
  groupIds: string[];
}): TStaffMember {
  return {
    ...toMemberInfo(user),
    status: user.status,
    groups,
    groupIds,
    mustChangePassword: user.mustChangePassword,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listStaff(db: Database, agencyId: string): Promise<TStaffMember[]> {
  const rows = await staffQuery(db)
    .where(and(eq(users.agencyId, agencyId), isStaffAccount))
    .groupBy(users.id)
    .orderBy(asc(users.username));
  return rows.map(toStaffMember);
}

/** One staff account of the agency, or undefined for another agency's user. */
export async function findStaffMember(
  db: Database,
  agencyId: string,
  userId: string,
): Promise<TStaffMember | undefined> {
  const [row] = await staffQuery(db)
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId), isStaffAccount))
    .groupBy(users.id);
  return row ? toStaffMember(row) : undefined;
}

export async function listPermissionGroups(
  db: Database,
  agencyId: string,
  groupIds?: string[],
): Promise<TPermissionGroup[]> {
  const conditions = [eq(permissionGroups.agencyId, agencyId)];
  if (groupIds)
    conditions.push(
      inArray(permissionGroups.id, groupIds.length > 0 ? groupIds : ['00000000-0000-0000-0000-000000000000']),
    );
  const rows = await db
    .select({
      group: permissionGroups,
      codes: sql<
        string[]
      >`coalesce((select array_agg(${permissionGroupCodes.code} order by ${permissionGroupCodes.code}) from ${permissionGroupCodes} where ${permissionGroupCodes.groupId} = ${permissionGroups.id}), '{}')`,
      memberCount: sql<number>`(select count(*) from ${userPermissionGroups} where ${userPermissionGroups.groupId} = ${permissionGroups.id})::int`,
    })
    .from(permissionGroups)
    .where(and(...conditions))
    .orderBy(asc(permissionGroups.name));
  return rows.map(({ group, codes, memberCount }) => ({
    id: group.id,
    name: group.name,
    description: group.description,
    codes,
    memberCount: Number(memberCount),
  }));
}
