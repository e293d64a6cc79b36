// Which content a site has now, for its menu: live articles (the news page) and published fare rules.
import { and, eq, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { isLiveArticle } from '../content/b2c-news.repository.js';

export type SiteSections = { articles: boolean; fareRules: boolean };

/** One round trip: two EXISTS probes (index lookups on the agency) beside the site's row. */
export async function siteSections(db: Database, agencyId: string, now: Date): Promise<SiteSections> {
  const { b2cArticles, b2cFareRules } = tables;
  const articles = db
    .select({ one: sql`1` })
    .from(b2cArticles)
    .where(and(eq(b2cArticles.agencyId, agencyId), isLiveArticle(now)));
  const fareRules = db
    .select({ one: sql`1` })
    .from(b2cFareRules)
    .where(and(eq(b2cFareRules.agencyId, agencyId), eq(b2cFareRules.isPublished, true)));
  const [row] = await db
    .select({
      articles: sql<boolean>`exists(${articles})`,
      fareRules: sql<boolean>`exists(${fareRules})`,
    })
    .from(tables.b2cSites)
    .where(eq(tables.b2cSites.agencyId, agencyId));
  return { articles: row?.articles === true, fareRules: row?.fareRules === true };
}
