// Notifications per user (the bell, the live stream) and support requests on bookings with their threads.
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies, users } from './agencies.js';
import { bookings } from './bookings.js';
import { storedFiles } from './money.js';

/**
 * One notice to one user: its type names a message (vi/en in the web app's `notifications` namespace) filled from
 * params; `seq` orders them and is the stream's event id (Last-Event-ID resumes after it). `dedupe_key` keeps a notice
 * that must come once (a hold about to expire) from coming twice to the same user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** The web path of the thing it is about (`/booking/booking-detail/…`), or null. */
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_seq_key').on(table.seq),
    index('notifications_user_seq_idx').on(table.userId, table.seq),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_dedupe_key').on(table.userId, table.dedupeKey),
  ],
);

export const SUPPORT_CATEGORIES = ['change', 'refund', 'schedule_change', 'payment', 'other'] as const;
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;

/** An agent's request for help on one of its agency's bookings, answered by the agency above (decision 113). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The agency that asks (the booking's agency). */
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The agency that answers: the asking agency's parent. */
    answeringAgencyId: uuid('answering_agency_id')
      .notNull()
      .references(() => agencies.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    pnr: text('pnr').notNull(),
    category: text('category', { enum: SUPPORT_CATEGORIES }).notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('open'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('support_requests_agency_idx').on(table.agencyId, table.updatedAt),
    index('support_requests_answering_idx').on(table.answeringAgencyId, table.status, table.updatedAt),
  ],
);

/** One message of a request's thread, with at most one attachment (checked by content, kept in stored_files). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    authorAgencyId: uuid('author_agency_id')
      .notNull()
      .references(() => agencies.id),
    body: text('body').notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_request_idx').on(table.requestId, table.createdAt)],
);
