// The fee chain of an agency as the database holds it: its ancestry and, in one query, every rule its links may use.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { createFeeSchedule, feeLinks, toVnd, type CommissionRule, type FeeLink, type FeeSchedule } from '@portal/domain';

const { agencies, commissionFees } = tables;

export type AgencyRow = typeof agencies.$inferSelect;

/** The agency first, then its parent, up to the platform (at most four levels); empty when the agency is unknown. */
export async function agencyAncestry(db: Database, agencyId: string): Promise<AgencyRow[]> {
  const chain: AgencyRow[] = [];
  let nextId: string | null = agencyId;
  while (nextId && chain.length < 5) {
    const [row] = await db.select().from(agencies).where(eq(agencies.id, nextId)).limit(1);
    if (!row) break;
    chain.push(row);
    nextId = row.parentId;
  }
  return chain;
}

export function toCommissionRule(row: typeof commissionFees.$inferSelect): CommissionRule {
  return {
    agencyId: row.agencyId,
    subAgencyId: row.subAgencyId,
    airline: row.airline,
    routeScope: row.routeScope,
    paxType: row.paxType,
    chargeBasis: row.chargeBasis,
    amount: toVnd(row.amount),
  };
}

/** Every rule the charging agencies of the links set for their child there or for all their children: one query. */
export async function rulesOfLinks(db: Database, links: readonly FeeLink[]): Promise<CommissionRule[]> {
  if (links.length === 0) return [];
  const rows = await db
    .select()
    .from(commissionFees)
    .where(
      and(
        inArray(commissionFees.agencyId, links.map((link) => link.chargerId)),
        or(isNull(commissionFees.subAgencyId), inArray(commissionFees.subAgencyId, links.map((link) => link.subAgencyId))),
      ),
    );
  return rows.map(toCommissionRule);
}

/** The fee schedule of a buyer whose ancestry is known (the buyer first). */
export async function feeScheduleOf(db: Database, ancestry: readonly AgencyRow[]): Promise<FeeSchedule> {
  const links = feeLinks(ancestry);
  return createFeeSchedule(await rulesOfLinks(db, links), links);
}
