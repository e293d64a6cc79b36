// News: readers see what is addressed to their agency and published; writers keep their agency's items (sanitised bodies).
import { ZNewsWriteRequest, type TNewsItem } from '@portal/contracts';
import type { Database } from '@portal/db';
import { isAllowed, ruleOf } from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { readerChain } from './audience.js';
import type { ContentImages } from './content-images.js';
import { announceNews } from './news-notices.js';
import { newsColumnsOf, newsFieldsView } from './news-fields.js';
import * as repository from './news.repository.js';

export type NewsWrite = z.output<typeof ZNewsWriteRequest>;

const noticeItemOf = (id: string, input: NewsWrite) => ({
  id,
  title: input.title,
  audience: input.audience,
  publishAt: input.publishAt ? new Date(input.publishAt) : null,
  unpublishAt: input.unpublishAt ? new Date(input.unpublishAt) : null,
});

function view(row: repository.NewsRow, seenBy: { agencyId: string; now: Date }, withBody: boolean): TNewsItem {
  const { agencyId: callerAgencyId, now } = seenBy;
  const isOwn = row.agencyId === callerAgencyId;
  return {
    id: row.id,
    title: row.title,
    ...newsFieldsView(row, { now, withBody }),
    audience: row.audience,
    agency: row.agency,
    isOwn,
    isRead: row.isRead,
    readCount: isOwn ? row.readCount : null,
  };
}

export function createNewsService(deps: { db: Database; clock: Clock; images: ContentImages }) {
  const { db, clock, images } = deps;

  async function list(caller: RequestContext, view_: 'inbox' | 'manage', filters: repository.NewsFilters) {
    const { auth } = caller;
    const now = clock.now();
    const page =
      view_ === 'manage'
        ? await repository.listOwn(db, auth, filters)
        : await repository.listInbox(
            db,
            { chain: await readerChain(db, auth.agencyId), userId: auth.userId, now },
            filters,
          );
    return { items: page.rows.map((row) => view(row, { agencyId: auth.agencyId, now }, false)), total: page.total };
  }

  async function get(caller: RequestContext, id: string): Promise<TNewsItem> {
    const { auth } = caller;
    const now = clock.now();
    const chain = await readerChain(db, auth.agencyId);
    const isWriter = isAllowed(ruleOf('/agent/change-news'), auth.permissions);
    const row = await repository.findReadable(db, { chain, userId: auth.userId, now, isWriter }, id);
    if (!row) throw notFound();
    return view(row, { agencyId: auth.agencyId, now }, true);
  }

  /** Marks the item read by the caller (once) and answers it as the caller now sees it. */
  async function read(caller: RequestContext, id: string): Promise<TNewsItem> {
    await get(caller, id);
    await repository.markRead(db, { newsId: id, userId: caller.auth.userId, now: clock.now() });
    return get(caller, id);
  }

  async function tags(caller: RequestContext) {
    return { items: await repository.tagsVisibleTo(db, await readerChain(db, caller.auth.agencyId), clock.now()) };
  }

  async function valuesOf(caller: RequestContext, input: NewsWrite): Promise<repository.NewsValues> {
    return { ...(await newsColumnsOf(input, { caller, images, clock })), audience: input.audience };
  }

  /** Writes a new item of the caller's agency; live at once, its readers are told (news-notices.ts). */
  async function create(caller: RequestContext, input: NewsWrite): Promise<TNewsItem> {
    const values = await valuesOf(caller, input);
    const { agencyId, userId } = caller.auth;
    const id = await db.transaction(async (tx) => {
      const created = await repository.insertNews(tx, { ...values, agencyId, authorId: userId });
      await announceNews(tx, { item: noticeItemOf(created, input), agencyId, writerId: userId, now: clock.now() });
      return created;
    });
    return get(caller, id);
  }

  /** Changes an item of the caller's agency; a draft or scheduled item made live tells its readers then (once each). */
  async function update(caller: RequestContext, id: string, input: NewsWrite): Promise<TNewsItem> {
    const { agencyId, userId } = caller.auth;
    // Another agency's item is not found before anything in the body is looked at.
    if (!(await repository.isOwnNews(db, { agencyId, id }))) throw notFound();
    const values = await valuesOf(caller, input);
    await db.transaction(async (tx) => {
      if (!(await repository.updateOwnNews(tx, { agencyId, id }, values))) throw notFound();
      await announceNews(tx, { item: noticeItemOf(id, input), agencyId, writerId: userId, now: clock.now() });
    });
    return get(caller, id);
  }

  async function remove(caller: RequestContext, id: string): Promise<void> {
    if (!(await repository.deleteOwnNews(db, { agencyId: caller.auth.agencyId, id }))) throw notFound();
  }

  return { list, get, read, tags, create, update, remove };
}

export type NewsService = ReturnType<typeof createNewsService>;
