// Tenancy over the agency tree (platform → F1 → F2 → F3): which agencies lie at and below an agency, which above it,
// and the one check every module uses that an agency id lies in the caller's tree (any other id answers 404).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portal/db';
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
