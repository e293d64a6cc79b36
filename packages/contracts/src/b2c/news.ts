// /api/b2c/news: the articles of an agency's consumer site (issue 20): rich text, cover, tags, schedule, pin, slug.
import { z } from 'zod';
import { ZArticleFields, ZNewsTag, unpublishAfterPublish } from '../content/news.js';

export const B2C_NEWS_PAGE_MAX = 100;
export const B2C_SLUG_MAX = 80;

/** An article's address on the site: a–z, digits and single dashes, e.g. `san-ve-tet-2027`. */
export const ZB2cArticleSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(B2C_SLUG_MAX)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'letters a–z, digits and single dashes' });

export const ZB2cNewsWriteRequest = ZArticleFields.extend({
  /** Absent or null: made from the title (unchanged on an edit). */
  slug: ZB2cArticleSlug.nullable().default(null),
}).refine(...unpublishAfterPublish);
export type TB2cNewsWriteRequest = z.input<typeof ZB2cNewsWriteRequest>;

export const ZB2cNewsIdParams = z.strictObject({ id: z.guid() });

export const ZB2cArticle = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Present on the article's own read; lists leave it out. */
  bodyHtml: z.string().optional(),
  coverImage: z.string().nullable(),
  /** Path of the cover's image for the back office (the agency's own upload), or null. */
  coverImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  isPinned: z.boolean(),
  /** live, scheduled (not yet published), expired or draft. */
  state: z.enum(['live', 'scheduled', 'expired', 'draft']),
  updatedAt: z.string(),
});
export type TB2cArticle = z.infer<typeof ZB2cArticle>;

/** GET /api/b2c/news: the agency's own articles in every state (or live ones only), newest written first. */
export const ZListB2cNewsQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  tag: ZNewsTag.optional(),
  state: z.enum(['live', 'scheduled', 'expired', 'draft']).optional(),
  limit: z.coerce.number().int().min(1).max(B2C_NEWS_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListB2cNewsQuery = z.input<typeof ZListB2cNewsQuery>;

export const ZListB2cNewsResponse = z.object({
  items: z.array(ZB2cArticle),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TListB2cNewsResponse = z.infer<typeof ZListB2cNewsResponse>;

/** GET /api/b2c/news/tags: the tags of the agency's articles (every state), with counts. */
export const ZB2cNewsTagsResponse = z.object({
  items: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type TB2cNewsTagsResponse = z.infer<typeof ZB2cNewsTagsResponse>;

/** What the storefront shows of an article (no user): live articles only, nothing of the back office. */
export type TB2cPublicArticle = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  bodyHtml?: string;
  coverImage: string | null;
  tags: string[];
  publishedAt: string;
  isPinned: boolean;
};
