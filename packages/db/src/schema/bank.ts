// Receiving bank accounts, the bank-hook keys of the agencies that receive transfers, and every notification received.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies, users } from './agencies.js';
import { topUpRequests } from './money.js';

/** An account an agency receives its sub-agencies' top-ups on (the operator's for F1s); one is the default. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The bank's NAPAS BIN (packages/domain VIETQR_BANKS). */
    bankBin: text('bank_bin').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed accounts stay for the notifications that name them. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_accounts_default_key')
      .on(table.agencyId)
      .where(sql`${table.isDefault} and ${table.removedAt} is null`),
    uniqueIndex('bank_accounts_number_key')
      .on(table.agencyId, table.bankBin, table.accountNumber)
      .where(sql`${table.removedAt} is null`),
    check('bank_accounts_default_check', sql`not (${table.isDefault} and ${table.removedAt} is not null)`),
  ],
);

/** The secret a bank-hook service signs its notifications to an agency with (decision 105): one live key each. */
export const bankHookKeys = pgTable(
  'bank_hook_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The secret sealed with the server's secret box: shown once when made, never again, never logged. */
    secretSealed: text('secret_sealed').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_hook_keys_live_key')
      .on(table.agencyId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export const BANK_NOTIFICATION_STATUSES = ['matched', 'review', 'credited', 'rejected', 'outgoing'] as const;
export const BANK_DIRECTIONS = ['in', 'out'] as const;

/**
 * A transfer notification as received (raw body kept), de-duplicated on the bank's transaction id per receiving
 * agency; matched to a QR top-up, or waiting in the review queue until the agency credits (all, part, split) or rejects.
 */
export const bankNotifications = pgTable(
  'bank_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The agency that received the money (whose hook key signed the notification). */
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    bankTransactionId: text('bank_transaction_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    accountNumber: text('account_number').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    direction: text('direction', { enum: BANK_DIRECTIONS }).notNull(),
    /** The body exactly as it arrived, for audit. */
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: BANK_NOTIFICATION_STATUSES }).notNull(),
    /** Why it waits for a person: no_code, unknown_code, amount_differs, already_decided, several_codes. */
    reviewReason: text('review_reason'),
    /** The code found in the content, if any. */
    matchedCode: text('matched_code'),
    topUpRequestId: uuid('top_up_request_id').references(() => topUpRequests.id),
    /** What a person decided: [{ agencyId, amount, ledgerTransactionId }], the reason of a rejection. */
    decision: jsonb('decision'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    unique('bank_notifications_transaction_key').on(table.agencyId, table.bankTransactionId),
    check('bank_notifications_amount_check', sql`${table.amount} > 0`),
    index('bank_notifications_agency_idx').on(table.agencyId, table.status, table.receivedAt),
    index('bank_notifications_top_up_idx').on(table.topUpRequestId),
  ],
);
