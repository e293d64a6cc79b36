// Tenancy over the agency tree (platform → F1 → F2 → F3): which agencies lie at and below an agency, which above it,
// and the one check every module uses that an agency id lies in the caller's tree (any other id answers 404).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { notFound } from './errors.js';

/** Hops a tree walk allows; the deepest real tree has three, so a longer walk means a cycle, never a real agency. */
export const MAX_TREE_HOPS = 8;

/** The agency and every agency below it, level by level (the agency first): one recursive query. */
export async function agencyIdsAtAndBelow(db: Database, agencyId: string): Promise<string[]> {
  const result = await db.execute(
    sql`${withAgenciesAtAndBelow(agencyId)} select id from below group by id order by min(depth)`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** `with recursive below (id, depth)`: the agency (depth 0) and every agency below it; the statement follows it. */
export const withAgenciesAtAndBelow = (agencyId: string): SQL => sql`
  with recursive below (id, depth) as (
    select ${agencyId}::uuid, 0
    union all
    select a.id, below.depth + 1 from agencies a join below on a.parent_id = below.id where below.depth < ${MAX_TREE_HOPS}
  )`;

/** `with recursive above (id, parent_id, depth)`: the agency (depth 0), its parent (1), theirs (2)…; the statement follows it. */
export const withAgenciesAtAndAbove = (agencyId: string): SQL => sql`
  with recursive above (id, parent_id, depth) as (
    select id, parent_id, 0 from agencies where id = ${agencyId}::uuid
    union all
    select a.id, a.parent_id, above.depth + 1 from agencies a join above on a.id = above.parent_id where above.depth < ${MAX_TREE_HOPS}
  )`;

/** 404 unless the agency is one of the tree's agencies: another branch's id is not found, like any unknown id. */
export function requireAgencyInTree(treeAgencyIds: readonly string[], agencyId: string): void {
  if (!treeAgencyIds.includes(agencyId)) throw notFound();
}

/** 404 unless the user belongs to one of the tree's agencies. */
export async function requireUserInTree(db: Database, treeAgencyIds: readonly string[], userId: string): Promise<void> {
  const [row] = await db
    .select({ id: tables.users.id })
    .from(tables.users)
    .where(and(eq(tables.users.id, userId), inArray(tables.users.agencyId, [...treeAgencyIds])));
  if (row === undefined) throw notFound();
}

export type TreeMembers = {
  agencies: { id: string; code: string; name: string; isOwn: boolean }[];
  users: { id: string; username: string; fullName: string; agencyId: string }[];
};

/** The tree's agencies (the caller's own first, then by code) and their users by username: what a screen's filters offer. */
export async function treeMembers(
  db: Database,
  options: { ownAgencyId: string; treeAgencyIds: readonly string[] },
): Promise<TreeMembers> {
  const { agencies, users } = tables;
  const { ownAgencyId, treeAgencyIds } = options;
  const [agencyRows, userRows] = await Promise.all([
    db
      .select({ id: agencies.id, code: agencies.code, name: agencies.name })
      .from(agencies)
      .where(inArray(agencies.id, [...treeAgencyIds]))
      .orderBy(asc(agencies.code)),
    db
      .select({ id: users.id, username: users.username, fullName: users.fullName, agencyId: users.agencyId })
      .from(users)
      .where(inArray(users.agencyId, [...treeAgencyIds]))
      .orderBy(asc(users.username)),
  ]);
  const ordered = [...agencyRows].sort((a, b) => Number(b.id === ownAgencyId) - Number(a.id === ownAgencyId));
  return { agencies: ordered.map((agency) => ({ ...agency, isOwn: agency.id === ownAgencyId })), users: userRows };
}
