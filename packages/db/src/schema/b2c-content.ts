// What an agency's consumer (B2C) site says (issue 20): its articles and its fare-rule pages, apart from network news.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies, users } from './agencies.js';

export const B2C_ITINERARY_TYPES = ['domestic', 'international'] as const;

/**
 * An article of an agency's consumer site (decision 123: a table of its own, never a row of news_items, so network
 * news cannot reach consumers nor B2C articles the network). Live between publishAt and unpublishAt; null publishAt is
 * a draft.
 */
export const b2cArticles = pgTable(
  'b2c_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    authorId: uuid('author_id').references(() => users.id),
    /** a-z, 0-9 and dashes; the article's address on the site, unique within the agency. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised on the server at every write (decision 107's sanitiser); never what the client sent. */
    bodyHtml: text('body_html').notNull().default(''),
    /** The name of the cover's stored rendition (content_images.name, kind cover), or null. */
    coverImage: text('cover_image'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('b2c_articles_agency_slug_key').on(table.agencyId, table.slug),
    index('b2c_articles_agency_idx').on(table.agencyId, table.publishAt),
  ],
);

/**
 * One fare family of one airline as the agency explains it to consumers (DOMAIN §6): baggage, change, refund and
 * no-show conditions; domestic and international rows apart. Fees are VND per passenger per segment.
 */
export const b2cFareRules = pgTable(
  'b2c_fare_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** IATA designator, upper case (VN, VJ, QH, VU…). */
    airline: text('airline').notNull(),
    fareFamily: text('fare_family').notNull(),
    itineraryType: text('itinerary_type', { enum: B2C_ITINERARY_TYPES }).notNull(),
    cabinBaggageKg: integer('cabin_baggage_kg').notNull(),
    checkedBaggageKg: integer('checked_baggage_kg').notNull(),
    isChangeAllowed: boolean('is_change_allowed').notNull(),
    /** VND; null when changes are not allowed. */
    changeFee: integer('change_fee'),
    changeConditions: text('change_conditions').notNull().default(''),
    isRefundAllowed: boolean('is_refund_allowed').notNull(),
    /** VND; null when refunds are not allowed. */
    refundFee: integer('refund_fee'),
    refundConditions: text('refund_conditions').notNull().default(''),
    /** VND charged on top of the change or refund fee after a missed flight; null: the ticket is forfeited. */
    noShowFee: integer('no_show_fee'),
    noShowConditions: text('no_show_conditions').notNull().default(''),
    /** Sanitised on the server at every write. */
    notesHtml: text('notes_html').notNull().default(''),
    /** Shown on the consumer site only when published. */
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('b2c_fare_rules_family_key').on(
      table.agencyId,
      table.airline,
      table.itineraryType,
      sql`lower(${table.fareFamily})`,
    ),
  ],
);
