// Reading and writing the one b2c_sites row of an agency.
import { eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

export type SiteRow = typeof tables.b2cSites.$inferSelect;
export type SiteWrite = Omit<typeof tables.b2cSites.$inferInsert, 'agencyId' | 'createdAt'>;

export async function findSite(db: Database, agencyId: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(tables.b2cSites).where(eq(tables.b2cSites.agencyId, agencyId));
  return row;
}

/** Inserts or replaces the whole site in one statement (a unique violation on slug or host name throws). */
export async function upsertSite(
  db: Database,
  write: { agencyId: string; site: SiteWrite; now: Date },
): Promise<SiteRow> {
  const { agencyId, site, now } = write;
  const [row] = await db
    .insert(tables.b2cSites)
    .values({ ...site, agencyId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: tables.b2cSites.agencyId, set: { ...site, updatedAt: now } })
    .returning();
  return row!;
}

/** Whether another agency's site already uses the slug or host name (the friendly answer before the write). */
export async function takenBy(db: Database, column: 'slug' | 'hostName', value: string): Promise<string | undefined> {
  const [row] = await db
    .select({ agencyId: tables.b2cSites.agencyId })
    .from(tables.b2cSites)
    .where(eq(tables.b2cSites[column], value));
  return row?.agencyId;
}
