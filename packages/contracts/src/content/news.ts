// /api/news: articles an agency writes for its network (SPEC §2 /agent/news*, /agent/change-news), tags, read marks.
import { z } from 'zod';
import { ZInstant } from '../common/instant.js';
import { ZContentImageName } from './images.js';

export const CONTENT_AUDIENCES = ['own', 'direct', 'below'] as const;
/** own: the writer's agency; direct: it and its direct sub-agencies; below: it and every agency below it. */
export const ZContentAudience = z.enum(CONTENT_AUDIENCES);
export type TContentAudience = z.infer<typeof ZContentAudience>;

export const NEWS_PAGE_MAX = 100;
export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
/** The body as HTML (before the server's sanitising), in characters. */
export const NEWS_BODY_MAX = 100_000;
export const NEWS_TAGS_MAX = 10;

/** A tag: lower-case letters (any language), digits, spaces and dashes, 1–30 characters. */
export const ZNewsTag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(30)
  .regex(/^[\p{L}\p{M}\p{N} -]+$/u, { error: 'letters, digits, spaces and dashes only' });

/** The fields every article has, network news or a consumer site's (issue 20): text, cover, tags, schedule, pin. */
export const ZArticleFields = z.strictObject({
  title: z.string().trim().min(1).max(NEWS_TITLE_MAX),
  summary: z.string().trim().max(NEWS_SUMMARY_MAX).default(''),
  /** Rich text from the editor; sanitised on the server, never stored as sent. */
  bodyHtml: z.string().max(NEWS_BODY_MAX).default(''),
  /** A name an upload to /api/content-images answered with (kind cover). */
  coverImage: ZContentImageName.nullable().default(null),
  tags: z.array(ZNewsTag).max(NEWS_TAGS_MAX).default([]),
  /** Absent or null: a draft nobody else sees. */
  publishAt: ZInstant.nullable().default(null),
  unpublishAt: ZInstant.nullable().default(null),
  isPinned: z.boolean().default(false),
});

/** An article's schedule must end after it starts (ISO instants compare as text). */
export const unpublishAfterPublish: [
  (body: { publishAt: string | null; unpublishAt: string | null }) => boolean,
  { path: string[]; error: string },
] = [
  (body) => !body.publishAt || !body.unpublishAt || body.unpublishAt > body.publishAt,
  { path: ['unpublishAt'], error: 'must be after the publishing time' },
];

export const ZNewsWriteRequest = ZArticleFields.extend({ audience: ZContentAudience.default('below') }).refine(
  ...unpublishAfterPublish,
);
export type TNewsWriteRequest = z.input<typeof ZNewsWriteRequest>;

export const ZNewsIdParams = z.strictObject({ id: z.guid() });

export const ZNewsItem = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Present on the item's own read (GET /api/news/{id}); lists leave it out. */
  bodyHtml: z.string().optional(),
  /** Path of the cover's image, or null. */
  coverImageUrl: z.string().nullable(),
  coverImage: z.string().nullable(),
  tags: z.array(z.string()),
  audience: ZContentAudience,
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  isPinned: z.boolean(),
  agency: z.object({ code: z.string(), name: z.string() }),
  /** Written by the caller's own agency (the caller may change it when it may write news). */
  isOwn: z.boolean(),
  /** The caller has opened it. */
  isRead: z.boolean(),
  /** How many users opened it: shown to the writing agency only (null for readers). */
  readCount: z.number().int().nullable(),
  /** live, scheduled (not yet published), expired or draft. */
  state: z.enum(['live', 'scheduled', 'expired', 'draft']),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

/** GET /api/news: `inbox` what is published to the caller (pinned first, newest first); `manage` the own agency's items, all states. */
export const ZListNewsQuery = z.strictObject({
  view: z.enum(['inbox', 'manage']).default('inbox'),
  q: z.string().trim().max(100).optional(),
  tag: ZNewsTag.optional(),
  isPinned: z.enum(['true']).optional(),
  limit: z.coerce.number().int().min(1).max(NEWS_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListNewsQuery = z.input<typeof ZListNewsQuery>;

export const ZListNewsResponse = z.object({
  items: z.array(ZNewsItem),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TListNewsResponse = z.infer<typeof ZListNewsResponse>;

/** GET /api/news/tags: the tags of what the caller may read, with how many items carry each. */
export const ZNewsTagsResponse = z.object({ items: z.array(z.object({ tag: z.string(), count: z.number().int() })) });
export type TNewsTagsResponse = z.infer<typeof ZNewsTagsResponse>;
