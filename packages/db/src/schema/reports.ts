// The stored sale lines of the reports (decision 101): each committed S/V/R transaction's lines for every viewer of its
// chain, as the sale report computes them, and which transactions are projected (as of which product row).
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { ledgerTransactions } from './ledger.js';

/** One row per projected transaction: its lines are in report_sale_lines while the product row is unchanged. */
export const reportSaleProjections = pgTable('report_sale_projections', {
  transactionId: uuid('transaction_id')
    .primaryKey()
    .references(() => ledgerTransactions.id),
  /** The product row's updated_at when the lines were made: another value means they may be stale (re-projected). */
  sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
  projectedAt: timestamp('projected_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A transaction whose lines the projector could not compute (decision 130): skipped by the claims until its product row
 * changes or `retry_after` passes, and computed live by every report meanwhile (readers list it as pending).
 */
export const reportSaleFailures = pgTable('report_sale_failures', {
  transactionId: uuid('transaction_id')
    .primaryKey()
    .references(() => ledgerTransactions.id),
  /** The product row's updated_at when it failed: another value makes it worth trying again at once. */
  sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
  error: text('error').notNull(),
  attempts: integer('attempts').notNull().default(1),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  retryAfter: timestamp('retry_after', { withTimezone: true }).notNull(),
});

/** How far the projection is complete: every sale transaction created, and product changed, before it is projected. */
export const reportProjectionState = pgTable('report_projection_state', {
  name: text('name').primaryKey(),
  completeBefore: timestamp('complete_before', { withTimezone: true }).notNull(),
});

/** A sale line of one viewer (decision 093's link money), every figure and text of the report's line. */
export const reportSaleLines = pgTable(
  'report_sale_lines',
  {
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => agencies.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => reportSaleProjections.transactionId, { onDelete: 'cascade' }),
    /** The line's id in the report: the transaction's, or `<transaction>:<pax or ticket>` for a split ticket. */
    lineId: text('line_id').notNull(),
    buyerId: uuid('buyer_id').notNull(),
    buyerCode: text('buyer_code').notNull(),
    kind: text('kind').notNull(),
    product: text('product').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    bookingDate: timestamp('booking_date', { withTimezone: true }).notNull(),
    travelDate: timestamp('travel_date', { withTimezone: true }),
    code: text('code'),
    system: text('system').notNull(),
    airline: text('airline'),
    ticketNumber: text('ticket_number'),
    route: text('route').notNull(),
    bookingClass: text('booking_class'),
    passenger: text('passenger'),
    passengerType: text('passenger_type'),
    identity: text('identity'),
    userName: text('user_name'),
    baseFare: bigint('base_fare', { mode: 'number' }),
    taxes: bigint('taxes', { mode: 'number' }),
    vat: bigint('vat', { mode: 'number' }),
    issueFee: bigint('issue_fee', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    sell: bigint('sell', { mode: 'number' }).notNull(),
    profit: bigint('profit', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'report_sale_lines_pk', columns: [table.viewerId, table.transactionId, table.lineId] }),
    index('report_sale_lines_viewer_at_idx').on(table.viewerId, table.at),
    // By flight date: the departure, eSIM on its sale day (decision 094).
    index('report_sale_lines_viewer_travel_idx').on(table.viewerId, sql`coalesce(${table.travelDate}, ${table.at})`),
    // The 3+ PNR variants group by passenger.
    index('report_sale_lines_viewer_identity_idx')
      .on(table.viewerId, table.identity, table.code)
      .where(sql`${table.identity} is not null`),
    index('report_sale_lines_transaction_idx').on(table.transactionId),
  ],
);
