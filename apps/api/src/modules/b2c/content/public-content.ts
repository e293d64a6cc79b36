// The public-safe reads the storefront calls (no user): one agency's live articles, tags and published fare rules.
// The caller (the storefront) has already found the published site and passes its agency; nothing here reads another
// agency, a draft, a scheduled or expired article, an unpublished rule, or anything of the network's news.
import type { TB2cPublicArticle, TB2cPublicFareRule } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import * as articles from './b2c-news.repository.js';
import * as fareRules from './fare-rules.repository.js';
import { fareRuleView } from './fare-rules.service.js';

const PUBLIC_PAGE_MAX = 50;

function publicArticle(row: articles.ArticleRow, withBody: boolean): TB2cPublicArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    ...(withBody ? { bodyHtml: row.bodyHtml } : {}),
    coverImage: row.coverImage,
    tags: row.tags,
    publishedAt: row.publishAt!.toISOString(),
    isPinned: row.isPinned,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createB2cPublicContent(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** Live articles of the site: pinned first, then the newest; by tag or words when asked. */
  async function listArticles(
    site: { agencyId: string },
    query: { tag?: string; q?: string; limit?: number; offset?: number } = {},
  ) {
    const limit = Math.min(Math.max(1, Math.trunc(query.limit ?? 12)), PUBLIC_PAGE_MAX);
    const offset = Math.max(0, Math.trunc(query.offset ?? 0));
    const page = await articles.listLive(
      db,
      { agencyId: site.agencyId, now: clock.now() },
      { tag: query.tag?.trim().toLowerCase() || undefined, q: query.q?.trim() || undefined, limit, offset },
    );
    return { items: page.rows.map((row) => publicArticle(row, false)), total: page.total, limit, offset };
  }

  /** One live article of the site by its slug or id, with its body; null when there is none live. */
  async function getArticle(site: { agencyId: string }, slugOrId: string): Promise<TB2cPublicArticle | null> {
    const key = UUID.test(slugOrId) ? { id: slugOrId } : { slug: slugOrId.toLowerCase() };
    const row = await articles.findLive(db, { agencyId: site.agencyId, now: clock.now() }, key);
    return row ? publicArticle(row, true) : null;
  }

  /** The tags of the site's live articles, with counts. */
  async function listTags(site: { agencyId: string }) {
    return articles.tagsOf(db, { agencyId: site.agencyId, now: clock.now(), isLiveOnly: true });
  }

  /** The site's published fare rules (domestic first, then by airline), optionally of one airline or itinerary type. */
  async function listFareRules(
    site: { agencyId: string },
    filters: { airline?: string; itineraryType?: 'domestic' | 'international' } = {},
  ): Promise<TB2cPublicFareRule[]> {
    const rows = await fareRules.listPublished(db, site.agencyId, {
      airline: filters.airline?.toUpperCase(),
      itineraryType: filters.itineraryType,
    });
    return rows.map((row) => {
      const { isPublished: _published, updatedAt: _updated, ...rule } = fareRuleView(row);
      return rule;
    });
  }

  /** A cover image of a live article of the site (bytes and type), or null: the storefront serves nothing else. */
  async function readArticleCover(site: { agencyId: string }, name: string) {
    return (await articles.liveCoverImage(db, { agencyId: site.agencyId, now: clock.now() }, name)) ?? null;
  }

  return { listArticles, getArticle, listTags, listFareRules, readArticleCover };
}

export type B2cPublicContent = ReturnType<typeof createB2cPublicContent>;
