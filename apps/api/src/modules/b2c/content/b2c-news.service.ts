// B2C articles in the back office: the USE_B2C staff of an agency write and list their own site's articles only.
import { ZB2cNewsWriteRequest, type TB2cArticle } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import { invalidFieldIn } from '../../../platform/field-error.js';
import type { RequestContext } from '../../../platform/request-context.js';
import { isUniqueViolation } from '../../../platform/unique-violation.js';
import type { ContentImages } from '../../content/content-images.js';
import { newsColumnsOf, newsFieldsView } from '../../content/news-fields.js';
import { firstFreeSlug, slugOfTitle } from './article-slug.js';
import * as repository from './b2c-news.repository.js';

export type B2cNewsWrite = z.output<typeof ZB2cNewsWriteRequest>;

export function articleView(row: repository.ArticleRow, now: Date, withBody: boolean): TB2cArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    ...newsFieldsView(row, { now, withBody }),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createB2cNewsService(deps: { db: Database; clock: Clock; images: ContentImages }) {
  const { db, clock, images } = deps;

  async function list(caller: RequestContext, filters: repository.ArticleFilters) {
    const now = clock.now();
    const page = await repository.listOwn(db, { agencyId: caller.auth.agencyId, now }, filters);
    return { items: page.rows.map((row) => articleView(row, now, false)), total: page.total };
  }

  async function get(caller: RequestContext, id: string): Promise<TB2cArticle> {
    const row = await repository.findOwn(db, { agencyId: caller.auth.agencyId, id });
    if (!row) throw notFound();
    return articleView(row, clock.now(), true);
  }

  async function tags(caller: RequestContext) {
    const items = await repository.tagsOf(db, { agencyId: caller.auth.agencyId, now: clock.now(), isLiveOnly: false });
    return { items };
  }

  const slugTaken = (caller: RequestContext) =>
    invalidFieldIn(caller.language, {
      field: 'slug',
      vi: 'địa chỉ này đã có bài viết khác dùng',
      en: 'another article already has this address',
    });

  /** The slug asked for (refused when another article has it), the one kept on an edit, or one made from the title. */
  async function slugFor(caller: RequestContext, input: B2cNewsWrite, current?: repository.ArticleRow) {
    const agencyId = caller.auth.agencyId;
    const exceptId = current?.id;
    if (input.slug) {
      if (await repository.isSlugTaken(db, { agencyId, slug: input.slug, exceptId })) throw slugTaken(caller);
      return input.slug;
    }
    if (current) return current.slug;
    return firstFreeSlug(slugOfTitle(input.title), (slug) => repository.isSlugTaken(db, { agencyId, slug }));
  }

  async function valuesOf(caller: RequestContext, input: B2cNewsWrite, current?: repository.ArticleRow) {
    const columns = await newsColumnsOf(input, { caller, images, clock });
    return { ...columns, slug: await slugFor(caller, input, current) } satisfies repository.ArticleValues;
  }

  /** A write that lost a race for its slug to a concurrent one is the same field error. */
  async function guardSlugRace<T>(caller: RequestContext, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(caller);
      throw error;
    }
  }

  async function create(caller: RequestContext, input: B2cNewsWrite): Promise<TB2cArticle> {
    const values = await valuesOf(caller, input);
    const { agencyId, userId } = caller.auth;
    const id = await guardSlugRace(caller, () =>
      repository.insertArticle(db, { ...values, agencyId, authorId: userId }),
    );
    return get(caller, id);
  }

  async function update(caller: RequestContext, id: string, input: B2cNewsWrite): Promise<TB2cArticle> {
    // Another agency's article is not found before anything in the body is looked at.
    const current = await repository.findOwn(db, { agencyId: caller.auth.agencyId, id });
    if (!current) throw notFound();
    const values = await valuesOf(caller, input, current);
    const isUpdated = await guardSlugRace(caller, () =>
      repository.updateOwnArticle(db, { agencyId: caller.auth.agencyId, id }, values),
    );
    if (!isUpdated) throw notFound();
    return get(caller, id);
  }

  async function remove(caller: RequestContext, id: string): Promise<void> {
    if (!(await repository.deleteOwnArticle(db, { agencyId: caller.auth.agencyId, id }))) throw notFound();
  }

  return { list, get, tags, create, update, remove };
}

export type B2cNewsService = ReturnType<typeof createB2cNewsService>;
