// Every query of news: the reader's published items, the writer's own items, one item, read marks and tags.
import { and, arrayContains, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { reachesReader, type ReaderChain } from './audience.js';

const { newsItems, newsReads, agencies } = tables;

export type NewsRow = typeof newsItems.$inferSelect & {
  agency: { code: string; name: string };
  isRead: boolean;
  readCount: number;
};

/** Who reads: the agency chain, the user (read marks) and the time (schedules). */
export type Reader = { chain: ReaderChain; userId: string; now: Date };
/** An item of an agency: changed only by that agency. */
export type OwnKey = { agencyId: string; id: string };

export type NewsFilters = { q?: string; tag?: string; isPinned?: boolean; limit: number; offset: number };

/** Published now: started, and not yet ended. */
export const isLive = (now: Date): SQL | undefined =>
  and(lte(newsItems.publishAt, now), or(isNull(newsItems.unpublishAt), gt(newsItems.unpublishAt, now)));

const visibleTo = (chain: ReaderChain, now: Date) =>
  and(reachesReader(chain, { agencyId: newsItems.agencyId, audience: newsItems.audience }), isLive(now));

function filtersOf(filters: NewsFilters): SQL | undefined {
  const pattern = filters.q ? `%${filters.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return and(
    pattern ? or(ilike(newsItems.title, pattern), ilike(newsItems.summary, pattern)) : undefined,
    filters.tag ? arrayContains(newsItems.tags, [filters.tag]) : undefined,
    filters.isPinned ? eq(newsItems.isPinned, true) : undefined,
  );
}

function selection(userId: string) {
  return {
    item: newsItems,
    agency: { code: agencies.code, name: agencies.name },
    isRead: sql<boolean>`exists (select 1 from news_reads r where r.news_id = ${newsItems.id} and r.user_id = ${userId})`,
    readCount: sql<number>`(select count(*)::int from news_reads r where r.news_id = ${newsItems.id})`,
  };
}

const toRow = (row: {
  item: typeof newsItems.$inferSelect;
  agency: { code: string; name: string };
  isRead: boolean;
  readCount: number;
}): NewsRow => ({ ...row.item, agency: row.agency, isRead: Boolean(row.isRead), readCount: Number(row.readCount) });

async function page(
  db: Database,
  query: { userId: string; where: SQL | undefined; order: SQL[] },
  filters: NewsFilters,
) {
  const { userId, where, order } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select(selection(userId))
      .from(newsItems)
      .innerJoin(agencies, eq(agencies.id, newsItems.agencyId))
      .where(where)
      .orderBy(...order)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(newsItems).where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

/** What is published to the reader now: pinned first, then newest first. */
export function listInbox(db: Database, reader: Reader, filters: NewsFilters) {
  const where = and(visibleTo(reader.chain, reader.now), filtersOf(filters));
  const order = [desc(newsItems.isPinned), desc(newsItems.publishAt), desc(newsItems.id)];
  return page(db, { userId: reader.userId, where, order }, filters);
}

/** The agency's own items in every state, newest written first. */
export function listOwn(db: Database, owner: { agencyId: string; userId: string }, filters: NewsFilters) {
  const where = and(eq(newsItems.agencyId, owner.agencyId), filtersOf(filters));
  return page(db, { userId: owner.userId, where, order: [desc(newsItems.createdAt), desc(newsItems.id)] }, filters);
}

/** One item the reader may open: published to it now, or (for a writer) written by its own agency, in any state. */
export async function findReadable(
  db: Database,
  reader: Reader & { isWriter: boolean },
  id: string,
): Promise<NewsRow | undefined> {
  const { chain, userId, now, isWriter } = reader;
  const [row] = await db
    .select(selection(userId))
    .from(newsItems)
    .innerJoin(agencies, eq(agencies.id, newsItems.agencyId))
    .where(
      and(
        eq(newsItems.id, id),
        or(isWriter ? eq(newsItems.agencyId, chain.agencyId) : undefined, visibleTo(chain, now)),
      ),
    );
  return row ? toRow(row) : undefined;
}

/** The user's read mark (once; a second read changes nothing). */
export async function markRead(db: Database, read: { newsId: string; userId: string; now: Date }): Promise<void> {
  await db
    .insert(newsReads)
    .values({ newsId: read.newsId, userId: read.userId, readAt: read.now })
    .onConflictDoNothing();
}

/** The tags of what the reader may read now, with counts, most used first. */
export async function tagsVisibleTo(db: Database, chain: ReaderChain, now: Date) {
  const tag = sql<string>`unnest(${newsItems.tags})`;
  const rows = await db
    .select({ tag, count: sql<number>`count(*)::int` })
    .from(newsItems)
    .where(visibleTo(chain, now))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

export type NewsValues = Omit<typeof newsItems.$inferInsert, 'id' | 'agencyId' | 'authorId' | 'createdAt'>;

export async function insertNews(db: Database, values: typeof newsItems.$inferInsert): Promise<string> {
  const [row] = await db.insert(newsItems).values(values).returning({ id: newsItems.id });
  return row!.id;
}

/** Updates the agency's own item; false when it has no such item. */
export async function updateOwnNews(db: Database, key: OwnKey, values: NewsValues): Promise<boolean> {
  const { agencyId, id } = key;
  const rows = await db
    .update(newsItems)
    .set(values)
    .where(and(eq(newsItems.id, id), eq(newsItems.agencyId, agencyId)))
    .returning({ id: newsItems.id });
  return rows.length > 0;
}

export async function deleteOwnNews(db: Database, key: OwnKey): Promise<boolean> {
  const { agencyId, id } = key;
  const rows = await db
    .delete(newsItems)
    .where(and(eq(newsItems.id, id), eq(newsItems.agencyId, agencyId)))
    .returning({ id: newsItems.id });
  return rows.length > 0;
}

export async function isOwnNews(db: Database, key: OwnKey): Promise<boolean> {
  const rows = await db
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(and(eq(newsItems.id, key.id), eq(newsItems.agencyId, key.agencyId)));
  return rows.length > 0;
}
