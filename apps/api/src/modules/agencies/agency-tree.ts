// The agency tree (platform → F1 → F2 → F3): which agencies lie at and below an agency, and which above it.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

const { agencies } = tables;

/** Hops a tree walk allows; the deepest real tree has three, so a longer walk means a cycle, never a real agency. */
export const MAX_TREE_HOPS = 8;

/** The agency and every agency below it, level by level (the agency first). */
export async function agencyIdsAtAndBelow(db: Database, agencyId: string): Promise<string[]> {
  const ids = [agencyId];
  let frontier = [agencyId];
  for (let hop = 0; hop < MAX_TREE_HOPS && frontier.length > 0; hop += 1) {
    const children = await db.select({ id: agencies.id }).from(agencies).where(inArray(agencies.parentId, frontier));
    frontier = children.map((child) => child.id);
    ids.push(...frontier);
  }
  return ids;
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
