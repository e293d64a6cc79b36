// Who sees an agency's news and banners: the reader's agency and the agencies above it decide (one recursive read).
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@portal/db';
import { withAgenciesAtAndAbove } from '../../platform/tenancy.js';

/** The reader's agency, its parent and every agency above that (nearest first). */
export type ReaderChain = { agencyId: string; parentId: string | null; aboveIds: string[] };

export async function readerChain(db: Database, agencyId: string): Promise<ReaderChain> {
  const result = await db.execute(sql`${withAgenciesAtAndAbove(agencyId)} select id, depth from above order by depth`);
  const rows = (result as unknown as { rows: { id: string; depth: number }[] }).rows;
  const above = rows.filter((row) => Number(row.depth) > 0).map((row) => row.id);
  return { agencyId, parentId: above[0] ?? null, aboveIds: above };
}

/**
 * An item of `agencyColumn` with `audienceColumn` reaches the reader when written by its own agency (any audience),
 * by its parent for `direct`, or by any agency above it for `below`. A sub-agency of another branch matches none.
 */
export function reachesReader(
  chain: ReaderChain,
  columns: { agencyId: PgColumn; audience: PgColumn },
): SQL | undefined {
  return or(
    eq(columns.agencyId, chain.agencyId),
    chain.parentId ? and(eq(columns.audience, 'direct'), eq(columns.agencyId, chain.parentId)) : undefined,
    chain.aboveIds.length > 0
      ? and(eq(columns.audience, 'below'), inArray(columns.agencyId, chain.aboveIds))
      : undefined,
  );
}

/** live between its start and end, scheduled before its start, expired after its end. */
export function scheduleState(
  now: Date,
  startsAt: Date | null,
  endsAt: Date | null,
): 'live' | 'scheduled' | 'expired' | 'draft' {
  if (!startsAt) return 'draft';
  if (startsAt > now) return 'scheduled';
  if (endsAt && endsAt <= now) return 'expired';
  return 'live';
}
