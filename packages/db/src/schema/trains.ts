// Train bookings (issue 16): seat locks held for an agency, one booking per railway booking code, its tickets (one per
// passenger and journey) and its history.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies, users } from './agencies.js';
import { ledgerTransactions } from './ledger.js';

/** See TRAIN_BOOKING_STATUSES in @portal/contracts (LOADING: the hold was sent, no answer yet). */
export const TRAIN_BOOKING_STATUSES = [
  'LOADING',
  'HOLD',
  'ISSUING',
  'ISSUED',
  'REFUNDED',
  'CANCELLED',
  'FAILED',
] as const;
export const TRAIN_TICKET_STATUSES = ['HELD', 'ISSUED', 'REFUNDED', 'CHANGED', 'CANCELLED'] as const;

/**
 * A seat the railway locked for 600 s at an agency's request: whose it is (404 for any other agency), the seat as the
 * map showed it, and the booking that took it (null while only locked). Released or expired locks are deleted.
 */
export const trainSeatLocks = pgTable(
  'train_seat_locks',
  {
    /** The railway's ticket id for this seat on this journey. */
    ticketId: text('ticket_id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    system: text('system').notNull(),
    supplierAccount: text('supplier_account').notNull(),
    direction: text('direction', { enum: ['departure', 'return'] }).notNull(),
    runId: text('run_id').notNull(),
    carriageNo: text('carriage_no').notNull(),
    seatId: text('seat_id').notNull(),
    /** The lock as the API answers it (TTrainSeatLock: train, journey, seat, fare in VND). */
    lock: jsonb('lock').$type<Record<string, unknown>>().notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    bookingId: uuid('booking_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('train_seat_locks_agency_idx').on(table.agencyId, table.expiresAt),
    index('train_seat_locks_expiry_idx').on(table.expiresAt),
  ],
);

/** One railway booking code: its status, time limit, buyer, money and the ledger transactions that moved it. */
export const trainBookings = pgTable(
  'train_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The agency's path from its F1 down to itself, as on bookings (decision 058): the lists scope by it. */
    agencyPath: uuid('agency_path').array().notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    system: text('system').notNull(),
    supplierAccount: text('supplier_account').notNull(),
    /** Sent to the railway as its clientRef: a retried hold answers the same booking. */
    clientRef: text('client_ref').notNull(),
    /** The hold request's Idempotency-Key (scoped by agency) and body fingerprint. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    bookingCode: text('booking_code'),
    status: text('status', { enum: TRAIN_BOOKING_STATUSES }).notNull().default('LOADING'),
    timeLimit: timestamp('time_limit', { withTimezone: true }),
    isRoundTrip: integer('is_round_trip').notNull().default(0),
    /** e.g. HNO-DNA-HNO, for lists. */
    route: text('route').notNull(),
    departAt: timestamp('depart_at', { withTimezone: true }).notNull(),
    buyer: jsonb('buyer').$type<Record<string, unknown>>().notNull(),
    /** The fee chain as priced at hold: chain agency ids and the sale lines (as flights' pricing.lines). */
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull(),
    supplierNet: bigint('supplier_net', { mode: 'number' }).notNull(),
    feeTotal: bigint('fee_total', { mode: 'number' }).notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** Returned to the buyer's deposit by refunds, and paid for changes, so far. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    changeAmount: bigint('change_amount', { mode: 'number' }).notNull().default(0),
    saleTransactionId: uuid('sale_transaction_id').references(() => ledgerTransactions.id),
    /** The ledger key of the current (or last) issue attempt: `train:<id>:issue:<version>`. */
    issueKey: text('issue_key'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** A refund or change sent to the railway with no answer yet: the quote it confirmed (reconciliation settles it). */
    pendingAction: text('pending_action', { enum: ['refund', 'change'] }),
    pendingQuote: jsonb('pending_quote').$type<Record<string, unknown>>(),
    lastError: text('last_error'),
    version: integer('version').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Stored sale lines (decision 101): the train bookings changed since the projector's watermark.
    index('train_bookings_updated_idx').on(table.updatedAt),
    unique('train_bookings_client_ref_key').on(table.clientRef),
    unique('train_bookings_idempotency_key').on(table.agencyId, table.idempotencyKey),
    check(
      'train_bookings_amounts_check',
      sql`${table.supplierNet} >= 0 and ${table.feeTotal} >= 0 and ${table.totalAmount} = ${table.supplierNet} + ${table.feeTotal}`,
    ),
    check(
      'train_bookings_issued_check',
      sql`(${table.status} in ('ISSUED', 'REFUNDED')) = (${table.saleTransactionId} is not null)`,
    ),
    check('train_bookings_pending_check', sql`(${table.pendingAction} is null) = (${table.pendingQuote} is null)`),
    index('train_bookings_f1_scope_idx').on(sql`(${table.agencyPath}[1])`, table.createdAt, table.id),
    index('train_bookings_f2_scope_idx').on(sql`(${table.agencyPath}[2])`, table.createdAt, table.id),
    index('train_bookings_agency_idx').on(table.agencyId, table.createdAt),
    // The sale report by travel date (decision 094).
    index('train_bookings_depart_idx').on(table.agencyId, table.departAt),
    index('train_bookings_code_idx').on(table.bookingCode.op('text_pattern_ops')),
    index('train_bookings_open_idx')
      .on(table.status, table.timeLimit)
      .where(sql`${table.status} in ('LOADING', 'HOLD', 'ISSUING') or ${table.pendingAction} is not null`),
  ],
);

/** One passenger's seat on one journey: who, where, what it cost, and what became of it. */
export const trainTickets = pgTable(
  'train_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => trainBookings.id),
    /** The railway's ticket id (the seat lock's). */
    ticketId: text('ticket_id').notNull(),
    direction: text('direction', { enum: ['departure', 'return'] }).notNull(),
    runId: text('run_id').notNull(),
    trainNumber: text('train_number').notNull(),
    fromStation: text('from_station').notNull(),
    toStation: text('to_station').notNull(),
    departAt: timestamp('depart_at', { withTimezone: true }).notNull(),
    arriveAt: timestamp('arrive_at', { withTimezone: true }).notNull(),
    carriageNo: text('carriage_no').notNull(),
    carriageName: text('carriage_name').notNull(),
    seatNumber: text('seat_number').notNull(),
    seatType: text('seat_type').notNull(),
    compartment: integer('compartment'),
    tier: integer('tier'),
    fullName: text('full_name').notNull(),
    /** ASCII upper case without accents (Đ→D), what name search matches. */
    searchName: text('search_name').notNull(),
    idNumber: text('id_number').notNull(),
    passengerType: integer('passenger_type').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    adultTicketId: text('adult_ticket_id'),
    infants: jsonb('infants').$type<{ fullName: string; birthDate: string }[]>().notNull().default([]),
    fare: bigint('fare', { mode: 'number' }).notNull(),
    insurance: bigint('insurance', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    issueFee: bigint('issue_fee', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: TRAIN_TICKET_STATUSES }).notNull().default('HELD'),
    ticketNumber: text('ticket_number'),
    boardingCode: text('boarding_code'),
    replaces: text('replaces'),
    replacedBy: text('replaced_by'),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    refundFee: bigint('refund_fee', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('train_tickets_ticket_key').on(table.bookingId, table.ticketId),
    check('train_tickets_amounts_check', sql`${table.amount} >= 0 and ${table.discount} >= 0 and ${table.fare} >= 0`),
    index('train_tickets_name_idx').on(table.searchName),
    index('train_tickets_train_idx').on(table.trainNumber, table.departAt),
  ],
);

/** Every change of a train booking (who, when, what, before → after), written in the same transaction as the change. */
export const trainBookingEvents = pgTable(
  'train_booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => trainBookings.id),
    /** Null when a job made the change (expiry, reconciliation). */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** hold, hold-failed, issue-sent, issued, issue-failed, cancel, expire, refund-quote, refund, change-quote, change… */
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('train_booking_events_booking_idx').on(table.bookingId, table.id)],
);
