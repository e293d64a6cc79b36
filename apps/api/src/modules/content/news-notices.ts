// The bell's "new news" notice: once an item is live, every active user of the agencies it reaches hears of it once —
// when it is written or edited live, or, scheduled for later, when the announcement job finds it live.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { periodicJob } from '../../platform/periodic-job.js';
import { MAX_TREE_HOPS, withAgenciesAtAndBelow } from '../../platform/tenancy.js';
import { notify } from '../notifications/notify.js';
import { scheduleState } from './audience.js';

const { newsItems } = tables;
/** How many items one run of the job announces (the rest wait for the next run). */
const ITEMS_PER_RUN = 20;

type NoticeItem = {
  id: string;
  title: string;
  audience: string;
  publishAt: Date | null;
  unpublishAt: Date | null;
};

/** The agencies an item of `agencyId` reaches: its own, its children for `direct`, every agency below for `below`. */
async function readerAgencyIds(tx: Database, agencyId: string, audience: string): Promise<string[]> {
  const deepest = audience === 'below' ? MAX_TREE_HOPS : audience === 'direct' ? 1 : 0;
  const result = await tx.execute(
    sql`${withAgenciesAtAndBelow(agencyId)} select id from below where depth <= ${deepest} group by id`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * In the writer's transaction: when the item is live now and not announced yet, marks it announced and tells its
 * readers (the writer left out); a later edit tells no one again.
 */
export async function announceNews(
  tx: Database,
  options: { item: NoticeItem; agencyId: string; writerId: string | null; now: Date },
): Promise<void> {
  const { item, agencyId, writerId, now } = options;
  if (scheduleState(now, item.publishAt, item.unpublishAt) !== 'live') return;
  const [claimed] = await tx
    .update(newsItems)
    .set({ announcedAt: now })
    .where(and(eq(newsItems.id, item.id), isNull(newsItems.announcedAt)))
    .returning({ id: newsItems.id });
  if (!claimed) return;
  for (const readerAgencyId of await readerAgencyIds(tx, agencyId, item.audience))
    await notify(tx, {
      agencyId: readerAgencyId,
      ...(writerId ? { exceptUserId: writerId } : {}),
      type: 'news.published',
      params: { title: item.title },
      link: `/agent/news/${item.id}`,
      dedupeKey: `news:${item.id}`,
    });
}

/** Announces the items whose scheduled time has come (claimed with SKIP LOCKED: one process each). */
async function announceDueNews(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(newsItems)
      .where(
        sql`${newsItems.announcedAt} is null and ${newsItems.publishAt} <= ${now}
          and (${newsItems.unpublishAt} is null or ${newsItems.unpublishAt} > ${now})`,
      )
      .orderBy(newsItems.publishAt)
      .limit(ITEMS_PER_RUN)
      .for('update', { skipLocked: true });
    for (const item of due) await announceNews(tx, { item, agencyId: item.agencyId, writerId: item.authorId, now });
    return due.length;
  });
}

/** The job that announces scheduled items once they are live, run with the booking jobs' interval. */
export const newsAnnouncementJob = (deps: { db: Database; clock: Clock }) =>
  periodicJob(() => announceDueNews(deps.db, deps.clock.now()));
