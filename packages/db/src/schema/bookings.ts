// Flight bookings: an order per hold request, one booking row per PNR (system), its passengers and its history.
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

/**
 * LOADING: the hold was sent, the supplier has not answered yet. HOLD: a PNR with a time limit. ISSUING: the issue
 * was sent and its outcome is unknown (money reserved; reconciliation decides). EXPORT: ticketed. CANCEL, VOID,
 * REFUNDED: closed. FAILED: the supplier refused the hold (nothing held, nothing charged).
 */
export const BOOKING_STATUSES = [
  'LOADING',
  'HOLD',
  'ISSUING',
  'EXPORT',
  'CANCEL',
  'VOID',
  'REFUNDED',
  'FAILED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** One hold request of an agent: the search it came from, the contact, and the PNRs it produced. */
export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    journeyType: text('journey_type', { enum: ['OW', 'RT', 'MC'] }).notNull(),
    /** The Idempotency-Key of the hold request, scoped by agency: a retry answers the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Name, phone, email, extra info as the agent typed them. */
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('booking_orders_idempotency_key').on(table.agencyId, table.idempotencyKey),
    index('booking_orders_agency_idx').on(table.agencyId, table.createdAt),
  ],
);

/** One PNR at one booking system: its status, time limit, flights, prices and the money that moved for it. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /**
     * The agency's materialised path: the ids from its F1 down to the agency itself ([F1], [F1, F2], [F1, F2, F3]; the
     * platform's own bookings: []). Filled by the bookings_agency_path trigger from agencies.parent_id when an insert
     * leaves it empty; agencies never move between parents, so it never changes. The list scopes by
     * `agency_path[level of the caller] = caller's agency`, which an index serves in created_at order (decision 058).
     */
    agencyPath: uuid('agency_path')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    system: text('system').notNull(),
    /** The validating airline (first flight's carrier). */
    airline: text('airline').notNull(),
    /** The sign-in's office or account id the PNR was made under. */
    supplierAccount: text('supplier_account').notNull(),
    /** Sent to the supplier as its clientRef, so a retried hold answers the same PNR. */
    clientRef: text('client_ref').notNull(),
    pnr: text('pnr'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('LOADING'),
    timeLimit: timestamp('time_limit', { withTimezone: true }),
    /** First departure and last arrival, for lists and filters by flight date. */
    departAt: timestamp('depart_at', { withTimezone: true }).notNull(),
    arriveAt: timestamp('arrive_at', { withTimezone: true }).notNull(),
    /** e.g. HAN-SGN-HAN, for lists. */
    route: text('route').notNull(),
    /** The offers and fares chosen (flight keys, fare class, segments with terminals and baggage). */
    flights: jsonb('flights').$type<Record<string, unknown>[]>().notNull(),
    /** Per passenger type: supplier net, fees by link of the chain, add-ons; as priced when held. */
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull(),
    /** What the supplier charges (fares, taxes, add-ons), what the agency pays on top (issue fees), and the sum. */
    supplierNet: bigint('supplier_net', { mode: 'number' }).notNull(),
    feeTotal: bigint('fee_total', { mode: 'number' }).notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** The supplier's last message when a call failed (shown on the completed page). */
    lastError: text('last_error'),
    /** The S transaction that paid for the tickets, once issued. */
    saleTransactionId: uuid('sale_transaction_id').references(() => ledgerTransactions.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** The ledger key of the current (or last) issue attempt's reservations: `booking:<id>:issue:<version>`. */
    issueKey: text('issue_key'),
    /** The supplier's void deadline from its issue answer (same Vietnam day); null before issue. */
    voidUntil: timestamp('void_until', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * A void or refund sent to the supplier whose outcome is not known yet (set before the call, cleared by its answer;
     * left set when no answer came): the reconciliation job retrieves the PNR and settles what the supplier shows.
     * Only on EXPORT bookings.
     */
    pendingSupplierAction: text('pending_supplier_action', { enum: ['void', 'refund'] }),
    /** The refund quote confirmed by the pending refund (its 'refund-quote' event holds the amounts). */
    pendingRefundQuoteId: text('pending_refund_quote_id'),
    /**
     * The Idempotency-Key of a booking edit sent to the airline whose answer is not written yet (claimed with the version
     * raise before the call, cleared with its result; left set when no answer came, so only a retry with that key goes
     * on). No other edit, issue, void, refund or cancel starts meanwhile. Decision 043.
     */
    pendingEditKey: text('pending_edit_key'),
    /**
     * The contact this PNR holds at the airline once an edit changed it (edit-phone, change-contact; decision 043);
     * null: the order's contact, as the hold sent it.
     */
    contact: jsonb('contact').$type<Record<string, unknown>>(),
    /** The request fingerprint of the pending edit: the same key with another body is refused. */
    pendingEditHash: text('pending_edit_hash'),
    /** Raised by every change; lists and the detail page use it to notice a concurrent change. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Stored sale lines (decision 101): the bookings changed since the projector's watermark.
    index('bookings_updated_idx').on(table.updatedAt),
    unique('bookings_client_ref_key').on(table.clientRef),
    check(
      'bookings_amounts_check',
      sql`${table.supplierNet} >= 0 and ${table.feeTotal} >= 0 and ${table.totalAmount} = ${table.supplierNet} + ${table.feeTotal}`,
    ),
    check(
      'bookings_export_check',
      sql`(${table.status} in ('EXPORT', 'VOID', 'REFUNDED')) = (${table.saleTransactionId} is not null)`,
    ),
    check('bookings_pending_action_check', sql`${table.pendingSupplierAction} is null or ${table.status} = 'EXPORT'`),
    check(
      'bookings_pending_quote_check',
      sql`(${table.pendingSupplierAction} is not distinct from 'refund') = (${table.pendingRefundQuoteId} is not null)`,
    ),
    check('bookings_pending_edit_check', sql`(${table.pendingEditKey} is null) = (${table.pendingEditHash} is null)`),
    index('bookings_agency_idx').on(table.agencyId, table.createdAt),
    // The list of an F1's and an F2's whole subtree, newest first (or oldest), keyset-paged (decision 058).
    index('bookings_f1_scope_idx').on(sql`(${table.agencyPath}[1])`, table.createdAt, table.id),
    index('bookings_f2_scope_idx').on(sql`(${table.agencyPath}[2])`, table.createdAt, table.id),
    index('bookings_order_idx').on(table.orderId),
    index('bookings_pnr_idx').on(table.pnr),
    // The list's PNR filter is a prefix (`pnr like 'ABC%'`): only a pattern-ops index serves it under any collation.
    index('bookings_pnr_prefix_idx').on(table.pnr.op('text_pattern_ops')),
    index('bookings_depart_idx').on(table.agencyId, table.departAt),
    // An F1's sold tickets by issue or flight date (flight data and VNA summary, decision 097); an F2's tree is small
    // enough for its scope index.
    index('bookings_f1_issued_idx')
      .on(sql`(${table.agencyPath}[1])`, table.issuedAt)
      .where(sql`${table.status} in ('EXPORT', 'VOID', 'REFUNDED')`),
    index('bookings_f1_depart_sold_idx')
      .on(sql`(${table.agencyPath}[1])`, table.departAt)
      .where(sql`${table.status} in ('EXPORT', 'VOID', 'REFUNDED')`),
    // The void queue: tickets still inside their void window (decision 096).
    index('bookings_void_queue_idx')
      .on(table.voidUntil)
      .where(sql`${table.status} = 'EXPORT' and ${table.voidUntil} is not null`),
    // The expiry job (HOLD past its time limit) and reconciliation (ISSUING) read only open bookings.
    index('bookings_open_idx')
      .on(table.status, table.timeLimit)
      .where(sql`${table.status} in ('LOADING', 'HOLD', 'ISSUING')`),
    // The reconciliation of voids and refunds without an answer reads only bookings with one pending.
    index('bookings_pending_action_idx')
      .on(table.updatedAt)
      .where(sql`${table.pendingSupplierAction} is not null`),
  ],
);

/** A passenger of a booking as the agent typed it and as the airline spells it, with the ticket once issued. */
export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** ADT-1, CHD-1, INF-1… */
    paxId: text('pax_id').notNull(),
    type: text('type', { enum: ['ADT', 'CHD', 'INF'] }).notNull(),
    title: text('title').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    /** ASCII upper case as sent to the airline (also what name search matches, accents removed). */
    airlineLastName: text('airline_last_name').notNull(),
    airlineFirstName: text('airline_first_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    /** For an infant: the adult it travels with. */
    parentPaxId: text('parent_pax_id'),
    passport: jsonb('passport').$type<Record<string, unknown>>(),
    loyalty: jsonb('loyalty').$type<Record<string, unknown>[]>(),
    /** ISO 3166-1 alpha-3 and an identity document number, from add-info-passenger. */
    nationality: text('nationality'),
    idNumber: text('id_number'),
    /** M or F as DOCS carries it (add-info-passenger, change-passport). */
    gender: text('gender', { enum: ['M', 'F'] }),
    ticketNumber: text('ticket_number'),
  },
  (table) => [
    unique('booking_passengers_pax_key').on(table.bookingId, table.paxId),
    index('booking_passengers_name_idx').on(table.airlineLastName, table.airlineFirstName),
    index('booking_passengers_ticket_idx')
      .on(table.ticketNumber)
      .where(sql`${table.ticketNumber} is not null`),
  ],
);

/** Every change of a booking (who, when, what, before → after), written in the same transaction as the change. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** Null when a job made the change (expiry, reconciliation). */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** hold, hold-failed, issue-sent, issued, issue-failed, reconciled, cancel, expire, void, refund-quote, refund… */
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_events_booking_idx').on(table.bookingId, table.id),
    // An issue's Idempotency-Key may serve one booking only: the check before every issue looks the key up here.
    index('booking_events_issue_key_idx')
      .on(sql`(${table.details} ->> 'idempotencyKey')`)
      .where(sql`${table.action} = 'issue-sent'`),
  ],
);

/**
 * A paid change after ticketing (issue 15): QUOTED (the quote the agent may accept), SENT (the chain's money reserved,
 * the airline asked; its answer not known yet: reconciliation decides), DONE (posted), REFUSED (money released).
 */
export const PAID_CHANGE_STATUSES = ['QUOTED', 'SENT', 'DONE', 'REFUSED'] as const;

/** One paid change of a booking: the quote (airline lines, the chain's fees), the money's keys, the documents made. */
export const bookingPaidChanges = pgTable(
  'booking_paid_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The buying agency (the booking's), for scoping and reports. */
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    action: text('action').notNull(),
    status: text('status', { enum: PAID_CHANGE_STATUSES }).notNull().default('QUOTED'),
    /** The portal body of the change (what to send again), without the envelope. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The supplier's quote id and the quote as shown (lines, airline total, fees, total, refund form). */
    supplierQuoteId: text('supplier_quote_id').notNull(),
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    /** What the buyer's deposit pays (negative: gets back); the split along the chain when accepted. */
    total: bigint('total', { mode: 'number' }).notNull(),
    split: jsonb('split').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The booking version the quote was made on. */
    bookingVersion: integer('booking_version').notNull(),
    /** The accepting request's Idempotency-Key and body fingerprint; the supplier's clientRef derives from the id. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    documents: jsonb('documents').$type<unknown[]>().notNull().default([]),
    message: text('message'),
    saleTransactionId: uuid('sale_transaction_id').references(() => ledgerTransactions.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('booking_paid_changes_booking_idx').on(table.bookingId, table.createdAt),
    index('booking_paid_changes_sent_idx')
      .on(table.sentAt)
      .where(sql`${table.status} = 'SENT'`),
    unique('booking_paid_changes_key').on(table.agencyId, table.idempotencyKey),
  ],
);
