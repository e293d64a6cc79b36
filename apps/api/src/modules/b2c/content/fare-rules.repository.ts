// Every query of B2C fare rules: the agency's own rules (filtered), one rule, writes, and the published ones for consumers.
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

const { b2cFareRules } = tables;

export type FareRuleRow = typeof b2cFareRules.$inferSelect;
export type FareRuleValues = Omit<typeof b2cFareRules.$inferInsert, 'id' | 'agencyId' | 'createdAt'>;
export type FareRuleFilters = { airline?: string; itineraryType?: 'domestic' | 'international'; q?: string };
export type OwnKey = { agencyId: string; id: string };

const ORDER = [
  asc(b2cFareRules.itineraryType),
  asc(b2cFareRules.airline),
  asc(b2cFareRules.sortOrder),
  asc(b2cFareRules.fareFamily),
];

function filtersOf(filters: FareRuleFilters): SQL | undefined {
  const pattern = filters.q ? `%${filters.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return and(
    filters.airline ? eq(b2cFareRules.airline, filters.airline) : undefined,
    filters.itineraryType ? eq(b2cFareRules.itineraryType, filters.itineraryType) : undefined,
    pattern ? ilike(b2cFareRules.fareFamily, pattern) : undefined,
  );
}

/** The agency's rules: domestic before international, then by airline, order and family. */
export function listOwn(db: Database, agencyId: string, filters: FareRuleFilters): Promise<FareRuleRow[]> {
  return db
    .select()
    .from(b2cFareRules)
    .where(and(eq(b2cFareRules.agencyId, agencyId), filtersOf(filters)))
    .orderBy(...ORDER);
}

/** The agency's published rules (the storefront's fare-rule pages). */
export function listPublished(db: Database, agencyId: string, filters: FareRuleFilters): Promise<FareRuleRow[]> {
  return db
    .select()
    .from(b2cFareRules)
    .where(and(eq(b2cFareRules.agencyId, agencyId), eq(b2cFareRules.isPublished, true), filtersOf(filters)))
    .orderBy(...ORDER);
}

export async function findOwn(db: Database, key: OwnKey): Promise<FareRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(b2cFareRules)
    .where(and(eq(b2cFareRules.id, key.id), eq(b2cFareRules.agencyId, key.agencyId)));
  return row;
}

export async function insertFareRule(db: Database, values: typeof b2cFareRules.$inferInsert): Promise<string> {
  const [row] = await db.insert(b2cFareRules).values(values).returning({ id: b2cFareRules.id });
  return row!.id;
}

export async function updateOwnFareRule(db: Database, key: OwnKey, values: FareRuleValues): Promise<boolean> {
  const rows = await db
    .update(b2cFareRules)
    .set(values)
    .where(and(eq(b2cFareRules.id, key.id), eq(b2cFareRules.agencyId, key.agencyId)))
    .returning({ id: b2cFareRules.id });
  return rows.length > 0;
}

export async function deleteOwnFareRule(db: Database, key: OwnKey): Promise<boolean> {
  const rows = await db
    .delete(b2cFareRules)
    .where(and(eq(b2cFareRules.id, key.id), eq(b2cFareRules.agencyId, key.agencyId)))
    .returning({ id: b2cFareRules.id });
  return rows.length > 0;
}
