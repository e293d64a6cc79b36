// The double-entry deposit ledger: accounts, their balance rows, transactions, entries and two-phase reservations.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSACTION_TYPES, RESERVATION_STATUSES } from '@portal/domain/ledger/accounts';
import { agencies, users } from './agencies.js';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the platform's own accounts (supplier_payable, platform_cash). */
    agencyId: uuid('agency_id').references(() => agencies.id),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    currency: text('currency', { enum: ['VND'] })
      .notNull()
      .default('VND'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLS NOT DISTINCT: exactly one platform account of each kind.
    unique('ledger_accounts_agency_kind_key').on(table.agencyId, table.kind).nullsNotDistinct(),
    check(
      'ledger_accounts_owner_check',
      sql`(${table.agencyId} is null) = (${table.kind} in ('supplier_payable', 'platform_cash'))`,
    ),
  ],
);

/** One row per account, changed in the same database transaction as the entries (and reservations) that move it. */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => ledgerAccounts.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
    /** Raised by every change: how many times the row moved. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('ledger_balances_reserved_check', sql`${table.reserved} >= 0`)],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: LEDGER_TRANSACTION_TYPES }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Fingerprint of what decided the movement; a retry with the same key must carry the same one. */
    requestHash: text('request_hash').notNull(),
    /** What the money is for: a top-up request, a booking, an order… */
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    description: text('description').notNull().default(''),
    /** The agency whose deposit the transaction is about. */
    agencyId: uuid('agency_id').references(() => agencies.id),
    /** For V and R: the sale or payment it gives money back for. */
    reversesTransactionId: uuid('reverses_transaction_id').references((): AnyPgColumn => ledgerTransactions.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_transactions_idempotency_key').on(table.idempotencyKey),
    index('ledger_transactions_agency_idx').on(table.agencyId, table.createdAt),
    // The sale report of a month (decision 094): the whole tree's sales by time, rather than one range per agency.
    index('ledger_transactions_time_idx').on(table.createdAt),
    index('ledger_transactions_reference_idx').on(table.referenceType, table.referenceId),
    index('ledger_transactions_reverses_idx')
      .on(table.reversesTransactionId)
      .where(sql`${table.reversesTransactionId} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed VND: positive raises the account's balance. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    // Statements: the sum before a period and the movements in it, by time, without reading the account's whole history.
    index('ledger_entries_account_time_idx').on(table.accountId, table.createdAt),
    // The debit report's keyset (time, id) with what its sums, running balances and grouped read take (amount, and the
    // transaction for its type): index-only scans over a period of one account (decision 103).
    index('ledger_entries_account_time_cover_idx').on(
      table.accountId,
      table.createdAt,
      table.id,
      table.amount,
      table.transactionId,
    ),
  ],
);

export const ledgerReservations = pgTable(
  'ledger_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The key of the release that settled it (a post's key lives on its transaction). */
    releaseKey: text('release_key'),
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    description: text('description').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Set when posted: the S or C transaction that spent it. */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
  },
  (table) => [
    unique('ledger_reservations_idempotency_key').on(table.idempotencyKey),
    unique('ledger_reservations_release_key').on(table.releaseKey),
    check('ledger_reservations_amount_check', sql`${table.amount} > 0`),
    check('ledger_reservations_posted_check', sql`(${table.status} = 'posted') = (${table.transactionId} is not null)`),
    check('ledger_reservations_settled_check', sql`(${table.status} = 'pending') = (${table.settledAt} is null)`),
    index('ledger_reservations_pending_idx')
      .on(table.accountId)
      .where(sql`${table.status} = 'pending'`),
    index('ledger_reservations_reference_idx').on(table.referenceType, table.referenceId),
  ],
);
