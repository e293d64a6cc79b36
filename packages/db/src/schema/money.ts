// Money requests around the ledger: uploaded files, deposit top-up requests and the commission (issue) fees agencies charge below them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies, users } from './agencies.js';
import { ledgerTransactions } from './ledger.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Files agents upload (transfer evidence first); the content lives in the row so a write is one transaction. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The agency whose data the file is. */
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The name the uploader gave it, for display and download only. */
    fileName: text('file_name').notNull(),
    /** The type found in the content (magic bytes), not the one the browser claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stored_files_size_check', sql`${table.sizeBytes} > 0 and ${table.sizeBytes} <= 5242880`),
    index('stored_files_agency_idx').on(table.agencyId),
  ],
);

export const TOP_UP_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const TOP_UP_METHODS = ['bank_transfer', 'cash', 'qr'] as const;

/** A request to credit an agency's deposit, decided once by the agency above it (the platform for an F1). */
export const topUpRequests = pgTable(
  'top_up_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The agency whose deposit is credited. */
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method', { enum: TOP_UP_METHODS }).notNull().default('bank_transfer'),
    transferReference: text('transfer_reference').notNull(),
    /** The day the money was sent (Vietnam calendar date). */
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    evidenceFileId: uuid('evidence_file_id').references(() => storedFiles.id),
    status: text('status', { enum: TOP_UP_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** The T transaction that credited the deposit, set when confirmed. */
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    /** A QR top-up's code in the transfer content (NAP + 8 characters), unique; null for other methods. */
    qrCode: text('qr_code'),
  },
  (table) => [
    unique('top_up_requests_qr_code_key').on(table.qrCode),
    check('top_up_requests_qr_code_check', sql`(${table.method} = 'qr') = (${table.qrCode} is not null)`),
    check('top_up_requests_amount_check', sql`${table.amount} > 0`),
    check(
      'top_up_requests_confirmed_check',
      sql`(${table.status} = 'confirmed') = (${table.ledgerTransactionId} is not null)`,
    ),
    check('top_up_requests_decided_check', sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
    check('top_up_requests_rejected_check', sql`(${table.status} = 'rejected') = (${table.rejectReason} is not null)`),
    index('top_up_requests_agency_idx').on(table.agencyId, table.requestedAt),
    index('top_up_requests_status_idx').on(table.status, table.requestedAt),
  ],
);

export const FEE_ROUTE_SCOPES = ['domestic', 'international'] as const;
export const FEE_PAX_TYPES = ['ADT', 'CHD', 'INF'] as const;
export const FEE_CHARGE_BASES = ['segment', 'ticket'] as const;

/**
 * The issue fee an agency charges below it: for one sub-agency or, with sub_agency_id null, all of them; for one
 * airline or, with airline null, all; per route scope and passenger type; per segment or per ticket; in VND.
 * The most specific rule wins (sub-agency before default, airline before all).
 */
export const commissionFees = pgTable(
  'commission_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The agency that charges (and earns) the fee. */
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The sub-agency it applies to; null = every sub-agency without a rule of its own. */
    subAgencyId: uuid('sub_agency_id').references(() => agencies.id),
    /** FLIGHT rules price flight tickets, TRAIN rules train tickets (issue 16), ESIM rules eSIMs and their top-ups (issue 17). */
    product: text('product', { enum: ['FLIGHT', 'TRAIN', 'ESIM'] })
      .notNull()
      .default('FLIGHT'),
    /** Two-letter airline code; null = every airline. */
    airline: text('airline'),
    routeScope: text('route_scope', { enum: FEE_ROUTE_SCOPES }).notNull(),
    paxType: text('pax_type', { enum: FEE_PAX_TYPES }).notNull(),
    chargeBasis: text('charge_basis', { enum: FEE_CHARGE_BASES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Issue 15: charged per passenger on each paid change after ticketing (bag, seat, exchange…); 0 = none. */
    changeAmount: bigint('change_amount', { mode: 'number' }).notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('commission_fees_amount_check', sql`${table.amount} >= 0`),
    check('commission_fees_change_amount_check', sql`${table.changeAmount} >= 0`),
    check('commission_fees_airline_check', sql`${table.airline} is null or ${table.airline} ~ '^[A-Z0-9]{2}$'`),
    unique('commission_fees_rule_key')
      .on(table.agencyId, table.subAgencyId, table.product, table.airline, table.routeScope, table.paxType)
      .nullsNotDistinct(),
    index('commission_fees_sub_agency_idx').on(table.subAgencyId),
  ],
);
