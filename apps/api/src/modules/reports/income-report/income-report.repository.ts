// The income report's own reads: the agencies of the report's tree, to put each sale line under the sub-agency it came through.
import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';
import { withAgenciesAtAndBelow } from '../../../platform/tenancy.js';

export type TreeAgency = { id: string; parentId: string | null; code: string; name: string };

/** The agency `rootId` and every agency below it, with its parent (one recursive query). */
export async function agenciesOfTree(db: Database, rootId: string): Promise<TreeAgency[]> {
  const result = await db.execute(sql`
    ${withAgenciesAtAndBelow(rootId)}
    select a.id::text as id, a.parent_id::text as parent_id, a.code, a.name
    from agencies a where a.id in (select id from below)`);
  const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows;
  return rows.map((row) => ({ id: row.id!, parentId: row.parent_id ?? null, code: row.code!, name: row.name! }));
}
