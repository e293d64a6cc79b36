// The fee chain of an agency as the database holds it: its ancestry and, in one query, every rule its links may use.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TFeeProduct } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { withAgenciesAtAndAbove } from '../../platform/tenancy.js';
import {
  createFeeSchedule,
  feeLinks,
  toVnd,
  type CommissionRule,
  type FeeLink,
  type FeeSchedule,
} from '@portal/domain';

const { agencies, commissionFees } = tables;

export type AgencyRow = typeof agencies.$inferSelect;

/** The agency first, then its parent, up to the platform (one query); empty when the agency is unknown. */
export async function agencyAncestry(db: Database, agencyId: string): Promise<AgencyRow[]> {
  const rows = await db
    .select()
    .from(agencies)
    .where(sql`${agencies.id} in (${withAgenciesAtAndAbove(agencyId)} select id from above)`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chain: AgencyRow[] = [];
  for (
    let row = byId.get(agencyId);
    row && !chain.includes(row);
    row = row.parentId ? byId.get(row.parentId) : undefined
  )
    chain.push(row);
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
    changeAmount: toVnd(row.changeAmount),
  };
}

/**
 * Every rule of the product (FLIGHT unless asked: a train rule never prices a flight, decision 074) the charging
 * agencies of the links set for their child there or for all their children: one query.
 */
export async function rulesOfLinks(
  db: Database,
  links: readonly FeeLink[],
  product: TFeeProduct = 'FLIGHT',
): Promise<CommissionRule[]> {
  if (links.length === 0) return [];
  const rows = await db
    .select()
    .from(commissionFees)
    .where(
      and(
        eq(commissionFees.product, product),
        inArray(
          commissionFees.agencyId,
          links.map((link) => link.chargerId),
        ),
        or(
          isNull(commissionFees.subAgencyId),
          inArray(
            commissionFees.subAgencyId,
            links.map((link) => link.subAgencyId),
          ),
        ),
      ),
    );
  return rows.map(toCommissionRule);
}

/** The flight fee schedule of a buyer whose ancestry is known (the buyer first): FLIGHT rules only. */
export async function feeScheduleOf(db: Database, ancestry: readonly AgencyRow[]): Promise<FeeSchedule> {
  const links = feeLinks(ancestry);
  return createFeeSchedule(await rulesOfLinks(db, links, 'FLIGHT'), links);
}

/** The train fee schedule of a buyer whose ancestry is known (the buyer first): TRAIN rules only (decision 074). */
export async function trainFeeScheduleOf(db: Database, ancestry: readonly AgencyRow[]): Promise<FeeSchedule> {
  const links = feeLinks(ancestry);
  return createFeeSchedule(await rulesOfLinks(db, links, 'TRAIN'), links);
}
