// Reads and writes of commission fee rules, always scoped to the charging agency (the caller's own).
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables, type Database } from '@portal/db';
import type { TCommissionFeeInput, TCommissionFeeRule, TFeeAgency, TFeeProduct } from '@portal/contracts';
import { toVnd } from '@portal/domain';

const { agencies, commissionFees } = tables;
const subAgencies = alias(agencies, 'sub_agency');

export type StoredFeeRule = typeof commissionFees.$inferSelect;
export type FeeRuleKey = Pick<TCommissionFeeInput, 'product' | 'subAgencyId' | 'airline' | 'routeScope' | 'paxType'>;

const ruleColumns = {
  rule: commissionFees,
  subAgency: { id: subAgencies.id, code: subAgencies.code, name: subAgencies.name },
};

function toRule(row: { rule: StoredFeeRule; subAgency: TFeeAgency | null }): TCommissionFeeRule {
  const { rule, subAgency } = row;
  return {
    id: rule.id,
    product: rule.product,
    subAgency: rule.subAgencyId && subAgency ? subAgency : null,
    airline: rule.airline,
    routeScope: rule.routeScope,
    paxType: rule.paxType,
    chargeBasis: rule.chargeBasis,
    amount: toVnd(rule.amount),
    changeAmount: toVnd(rule.changeAmount),
    updatedAt: rule.updatedAt.toISOString(),
  };
}

async function selectRules(db: Database, where: SQL | undefined): Promise<TCommissionFeeRule[]> {
  const rows = await db
    .select(ruleColumns)
    .from(commissionFees)
    .leftJoin(subAgencies, eq(subAgencies.id, commissionFees.subAgencyId))
    .where(where)
    // Defaults first, then by sub-agency code, airline (all first), scope and passenger type.
    .orderBy(
      sql`${subAgencies.code} asc nulls first`,
      sql`${commissionFees.airline} asc nulls first`,
      asc(commissionFees.routeScope),
      asc(commissionFees.paxType),
    );
  return rows.map(toRule);
}

/** The agency's rules of one product (a flight screen never sees the train rules, nor the other way round). */
export const listRules = (db: Database, agencyId: string, product: TFeeProduct) =>
  selectRules(db, and(eq(commissionFees.agencyId, agencyId), eq(commissionFees.product, product)));

export async function findRule(db: Database, agencyId: string, id: string): Promise<TCommissionFeeRule | undefined> {
  const [rule] = await selectRules(db, and(eq(commissionFees.agencyId, agencyId), eq(commissionFees.id, id)));
  return rule;
}

export async function findAgencyLevel(
  db: Database,
  agencyId: string,
): Promise<(typeof agencies.$inferSelect)['level'] | undefined> {
  const [row] = await db.select({ level: agencies.level }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return row?.level;
}

/** The direct sub-agencies of an agency: the only ones its rules may name. */
export async function listSubAgencies(db: Database, agencyId: string): Promise<TFeeAgency[]> {
  return db
    .select({ id: agencies.id, code: agencies.code, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.parentId, agencyId))
    .orderBy(asc(agencies.code));
}

export async function findSubAgency(
  db: Database,
  agencyId: string,
  subAgencyId: string,
): Promise<TFeeAgency | undefined> {
  const [row] = await db
    .select({ id: agencies.id, code: agencies.code, name: agencies.name })
    .from(agencies)
    .where(and(eq(agencies.id, subAgencyId), eq(agencies.parentId, agencyId)))
    .limit(1);
  return row;
}

const keyCondition = (agencyId: string, key: FeeRuleKey) =>
  and(
    eq(commissionFees.agencyId, agencyId),
    eq(commissionFees.product, key.product),
    key.subAgencyId === null ? isNull(commissionFees.subAgencyId) : eq(commissionFees.subAgencyId, key.subAgencyId),
    key.airline === null ? isNull(commissionFees.airline) : eq(commissionFees.airline, key.airline),
    eq(commissionFees.routeScope, key.routeScope),
    eq(commissionFees.paxType, key.paxType),
  );

/** The rule with this key, locked for the rest of the transaction. */
export async function lockRuleByKey(
  tx: Database,
  agencyId: string,
  key: FeeRuleKey,
): Promise<StoredFeeRule | undefined> {
  const [row] = await tx.select().from(commissionFees).where(keyCondition(agencyId, key)).limit(1).for('update');
  return row;
}

export async function lockRule(tx: Database, agencyId: string, id: string): Promise<StoredFeeRule | undefined> {
  const [row] = await tx
    .select()
    .from(commissionFees)
    .where(and(eq(commissionFees.agencyId, agencyId), eq(commissionFees.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/** Inserts the rule unless one with its key appeared meanwhile (then answers undefined). */
export async function insertRule(
  tx: Database,
  values: typeof commissionFees.$inferInsert,
): Promise<StoredFeeRule | undefined> {
  const [row] = await tx.insert(commissionFees).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateRule(
  tx: Database,
  id: string,
  changes: Pick<StoredFeeRule, 'chargeBasis' | 'amount' | 'changeAmount' | 'updatedBy' | 'updatedAt'>,
): Promise<void> {
  await tx.update(commissionFees).set(changes).where(eq(commissionFees.id, id));
}

export async function deleteRule(tx: Database, id: string): Promise<void> {
  await tx.delete(commissionFees).where(eq(commissionFees.id, id));
}
