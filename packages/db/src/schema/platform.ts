// Platform plumbing shared by every domain: the email outbox.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every outgoing email. Unsent rows (sent_at null) are delivered by the outbox dispatcher (apps/api platform/mail-outbox.ts):
 * a claim sets next_attempt_at to the end of its lease and counts the attempt; a failure records last_error and the
 * backed-off next_attempt_at; after the last allowed attempt the row stays unsent with its last_error.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    /** Copies (itinerary mail); account mail has none. */
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part, when the mail has one (itinerary mail); body is its text part. */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not before this time: the end of a sender's lease, or the retry after a failure; null = due now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_emails_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);
