// Every query of B2C articles: the agency's own list and tags, one article, writes, and the live reads of the storefront.
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

const { b2cArticles } = tables;

export type ArticleRow = typeof b2cArticles.$inferSelect;
export type ArticleValues = Omit<typeof b2cArticles.$inferInsert, 'id' | 'agencyId' | 'authorId' | 'createdAt'>;
export type ArticleState = 'live' | 'scheduled' | 'expired' | 'draft';
export type ArticleFilters = { q?: string; tag?: string; state?: ArticleState; limit: number; offset: number };
/** An article of an agency: read and changed only by that agency. */
export type OwnKey = { agencyId: string; id: string };

/** Published now: started, and not yet ended. */
export const isLiveArticle = (now: Date): SQL | undefined =>
  and(lte(b2cArticles.publishAt, now), or(isNull(b2cArticles.unpublishAt), gt(b2cArticles.unpublishAt, now)));

function inState(state: ArticleState, now: Date): SQL | undefined {
  if (state === 'live') return isLiveArticle(now);
  if (state === 'draft') return isNull(b2cArticles.publishAt);
  if (state === 'scheduled') return gt(b2cArticles.publishAt, now);
  return lte(b2cArticles.unpublishAt, now);
}

function filtersOf(filters: Omit<ArticleFilters, 'limit' | 'offset'>, now: Date): SQL | undefined {
  const pattern = filters.q ? `%${filters.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return and(
    pattern ? or(ilike(b2cArticles.title, pattern), ilike(b2cArticles.summary, pattern)) : undefined,
    filters.tag ? arrayContains(b2cArticles.tags, [filters.tag]) : undefined,
    filters.state ? inState(filters.state, now) : undefined,
  );
}

async function page(db: Database, query: { where: SQL | undefined; order: SQL[] }, paging: ArticleFilters) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(b2cArticles)
      .where(query.where)
      .orderBy(...query.order)
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(b2cArticles).where(query.where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** The agency's own articles in every state, newest written first. */
export function listOwn(db: Database, owner: { agencyId: string; now: Date }, filters: ArticleFilters) {
  const where = and(eq(b2cArticles.agencyId, owner.agencyId), filtersOf(filters, owner.now));
  return page(db, { where, order: [desc(b2cArticles.createdAt), desc(b2cArticles.id)] }, filters);
}

/** The agency's live articles as consumers see them: pinned first, then the newest published. */
export function listLive(db: Database, site: { agencyId: string; now: Date }, filters: ArticleFilters) {
  const where = and(eq(b2cArticles.agencyId, site.agencyId), isLiveArticle(site.now), filtersOf(filters, site.now));
  const order = [desc(b2cArticles.isPinned), desc(b2cArticles.publishAt), desc(b2cArticles.id)];
  return page(db, { where, order }, filters);
}

export async function findOwn(db: Database, key: OwnKey): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(b2cArticles)
    .where(and(eq(b2cArticles.id, key.id), eq(b2cArticles.agencyId, key.agencyId)));
  return row;
}

/** A live article of the agency by id or slug (the storefront's article page). */
export async function findLive(
  db: Database,
  site: { agencyId: string; now: Date },
  key: { id?: string; slug?: string },
): Promise<ArticleRow | undefined> {
  const by = key.id ? eq(b2cArticles.id, key.id) : key.slug ? eq(b2cArticles.slug, key.slug) : undefined;
  if (!by) return undefined;
  const [row] = await db
    .select()
    .from(b2cArticles)
    .where(and(eq(b2cArticles.agencyId, site.agencyId), by, isLiveArticle(site.now)));
  return row;
}

/** Tags with counts, most used first: of every article of the agency, or of its live ones only. */
export async function tagsOf(db: Database, site: { agencyId: string; now: Date; isLiveOnly: boolean }) {
  const tag = sql<string>`unnest(${b2cArticles.tags})`;
  const rows = await db
    .select({ tag, count: sql<number>`count(*)::int` })
    .from(b2cArticles)
    .where(and(eq(b2cArticles.agencyId, site.agencyId), site.isLiveOnly ? isLiveArticle(site.now) : undefined))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** Whether another article of the agency already has the slug. */
export async function isSlugTaken(db: Database, key: { agencyId: string; slug: string; exceptId?: string }) {
  const rows = await db
    .select({ id: b2cArticles.id })
    .from(b2cArticles)
    .where(
      and(
        eq(b2cArticles.agencyId, key.agencyId),
        eq(b2cArticles.slug, key.slug),
        key.exceptId ? ne(b2cArticles.id, key.exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

export async function insertArticle(db: Database, values: typeof b2cArticles.$inferInsert): Promise<string> {
  const [row] = await db.insert(b2cArticles).values(values).returning({ id: b2cArticles.id });
  return row!.id;
}

/** Updates the agency's own article; false when it has no such article. */
export async function updateOwnArticle(db: Database, key: OwnKey, values: ArticleValues): Promise<boolean> {
  const rows = await db
    .update(b2cArticles)
    .set(values)
    .where(and(eq(b2cArticles.id, key.id), eq(b2cArticles.agencyId, key.agencyId)))
    .returning({ id: b2cArticles.id });
  return rows.length > 0;
}

export async function deleteOwnArticle(db: Database, key: OwnKey): Promise<boolean> {
  const rows = await db
    .delete(b2cArticles)
    .where(and(eq(b2cArticles.id, key.id), eq(b2cArticles.agencyId, key.agencyId)))
    .returning({ id: b2cArticles.id });
  return rows.length > 0;
}

/** The image when it is the cover of a live article of the agency (the storefront may then serve it). */
export async function liveCoverImage(db: Database, site: { agencyId: string; now: Date }, name: string) {
  const { contentImages } = tables;
  const [row] = await db
    .select({ content: contentImages.content, contentType: contentImages.contentType })
    .from(contentImages)
    .where(
      and(
        eq(contentImages.name, name),
        eq(contentImages.agencyId, site.agencyId),
        exists(
          db
            .select({ one: sql`1` })
            .from(b2cArticles)
            .where(
              and(eq(b2cArticles.agencyId, site.agencyId), eq(b2cArticles.coverImage, name), isLiveArticle(site.now)),
            ),
        ),
      ),
    );
  return row;
}
