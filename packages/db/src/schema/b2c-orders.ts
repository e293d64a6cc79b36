// Consumer (B2C) orders of an agency's site (issue 20): flight holds, tour bookings and eSIMs, their status and history.
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies, users } from './agencies.js';
import { bookings } from './bookings.js';

export const B2C_ORDER_KINDS = ['flight', 'tour', 'esim'] as const;
/** SPEC §9 and decision 117: 01 cancelled, 02 awaiting payment, 03 payment confirmed, 04 being processed, 05 completed. */
export const B2C_ORDER_STATUSES = ['01', '02', '03', '04', '05'] as const;

/** One consumer order. Money is integer VND; the consumer pays the agency outside the portal (its bank accounts). */
export const b2cOrders = pgTable(
  'b2c_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** B2C + yymmdd + 4 characters, e.g. B2C261127K7M2. */
    orderNumber: text('order_number').notNull(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind', { enum: B2C_ORDER_KINDS }).notNull(),
    status: text('status', { enum: B2C_ORDER_STATUSES }).notNull().default('02'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    /** What the consumer owes in all, the service fee in it, what is due now (a tour's deposit), what was received. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    serviceFee: bigint('service_fee', { mode: 'number' }).notNull().default(0),
    amountDue: bigint('amount_due', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('VND'),
    /** The held booking of a flight order (its first PNR; details.bookings lists every one). */
    bookingId: uuid('booking_id').references(() => bookings.id),
    /** When the consumer's hold ends: the site's hold minutes, never beyond the airline's time limit. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The lines of a tour or eSIM order, and a flight order's route, PNRs and passengers, as the site wrote them. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** 32 random bytes, base64url: the consumer's confirmation page. Never listed in the back office. */
    confirmationToken: text('confirmation_token').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('b2c_orders_number_key').on(table.orderNumber),
    uniqueIndex('b2c_orders_token_key').on(table.confirmationToken),
    index('b2c_orders_agency_created_idx').on(table.agencyId, table.createdAt, table.id),
    // One order per held booking: two retries of one consumer's submit racing to make it meet here.
    uniqueIndex('b2c_orders_booking_key').on(table.bookingId),
    // The B2C job's two claims (decision 144): unpaid flight orders by pay-before time, eSIM orders being processed.
    index('b2c_orders_unpaid_flights_due_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.kind} = 'flight' and ${table.status} = '02'`),
    index('b2c_orders_esims_processing_idx')
      .on(table.agencyId)
      .where(sql`${table.kind} = 'esim' and ${table.status} = '04'`),
    check(
      'b2c_orders_amounts_check',
      sql`${table.totalAmount} >= 0 and ${table.serviceFee} >= 0 and ${table.amountDue} >= 0 and ${table.amountDue} <= ${table.totalAmount} and ${table.paidAmount} >= 0`,
    ),
  ],
);

/** Every status change of an order, with who made it (null: the consumer or the site) and what came with it. */
export const b2cOrderEvents = pgTable(
  'b2c_order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the history (several steps may share one clock instant). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => b2cOrders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('b2c_order_events_order_idx').on(table.orderId, table.seq)],
);

/**
 * The user a site acts as when it holds a flight for a consumer (decision 118): one per agency, made on first need,
 * locked and without a usable password, so it can never sign in.
 */
export const b2cSiteActors = pgTable('b2c_site_actors', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
