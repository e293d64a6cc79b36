// What an agency tells its network (issue 19): news with tags and read marks, banners, stored image renditions, support contacts.
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies, users } from './agencies.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Who an item reaches: the writer's own agency, it and its direct sub-agencies, or it and every agency below it. */
export const CONTENT_AUDIENCES = ['own', 'direct', 'below'] as const;
export const BANNER_PLACEMENTS = ['home_top', 'results'] as const;

/** A news article of an agency; visible between publishAt and unpublishAt to the audience (a null publishAt is a draft). */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    authorId: uuid('author_id').references(() => users.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised on the server at every write (decision 107); never what the client sent. */
    bodyHtml: text('body_html').notNull().default(''),
    /** The name of the cover's stored rendition (content_images.name), or null. */
    coverImage: text('cover_image'),
    /** Lower-case tags. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    audience: text('audience', { enum: CONTENT_AUDIENCES }).notNull().default('below'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** When its readers were told of it (the bell), once; null until it is first live. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('news_items_agency_idx').on(table.agencyId, table.publishAt),
    // The items still to announce, by when they go live (the announcement job's claim).
    index('news_items_unannounced_idx')
      .on(table.publishAt)
      .where(sql`${table.announcedAt} is null`),
  ],
);

/** One row per user who opened an item: the read marks and the item's read count. */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.newsId, table.userId] }), index('news_reads_user_idx').on(table.userId)],
);

/** A banner of an agency: an image with an optional link, shown in a placement's carousel to the audience while scheduled. */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    title: text('title').notNull(),
    /** http or https only (checked on write). */
    linkUrl: text('link_url'),
    placement: text('placement', { enum: BANNER_PLACEMENTS }).notNull(),
    audience: text('audience', { enum: CONTENT_AUDIENCES }).notNull().default('below'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The stored rendition's name (content_images.name) at the placement's size. */
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('banners_agency_idx').on(table.agencyId, table.placement)],
);

/**
 * Images re-encoded on the server (decision 108): the name is random (128 bits) plus the size; served only to its
 * agency and to the readers a live banner or news cover using it reaches. The original upload is never stored.
 */
export const contentImages = pgTable('content_images', {
  name: text('name').primaryKey(),
  agencyId: uuid('agency_id')
    .notNull()
    .references(() => agencies.id),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A support contact an agency shows to its network (the floating support button), by product. */
export const supportContacts = pgTable(
  'support_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    phone: text('phone').notNull().default(''),
    zalo: text('zalo').notNull().default(''),
    email: text('email').notNull().default(''),
    workingHours: text('working_hours').notNull().default(''),
    /** flight, train, esim, deposit, general. */
    products: text('products')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_contacts_agency_idx').on(table.agencyId)],
);
