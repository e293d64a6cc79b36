// eSIM orders (issue 17): one vendor order per paid cart, one row per eSIM it issued, top-ups bought on an eSIM, and
// the order's history. Money moves through the ledger under keys derived from these rows (reference type esim_order).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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

/** See ESIM_ORDER_STATUSES in @portal/contracts (ORDERING: money reserved, the vendor's answer not known yet). */
export const ESIM_ORDER_STATUSES = ['ORDERING', 'COMPLETED', 'REFUNDED', 'FAILED'] as const;
/** See ESIM_STATUSES in @portal/contracts. */
export const ESIM_ITEM_STATUSES = ['NOT_ACTIVE', 'ACTIVE', 'FINISHED', 'EXPIRED', 'REFUNDED'] as const;
export const ESIM_TOP_UP_STATUSES = ['ORDERING', 'COMPLETED', 'FAILED'] as const;

/** One paid cart: one vendor order (clientRef), its buyer, customer, lines as sold and the ledger keys of its money. */
export const esimOrders = pgTable(
  'esim_orders',
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
    /** Sent to the vendor as its clientRef: a retried order answers the same order; reconciliation looks it up. */
    clientRef: text('client_ref').notNull(),
    /** The order request's Idempotency-Key (scoped by agency) and body fingerprint. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderCode: text('order_code'),
    status: text('status', { enum: ESIM_ORDER_STATUSES }).notNull().default('ORDERING'),
    /** TEsimCustomerForm: fullName, email, mobile. */
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull(),
    /** ASCII upper case without accents of the customer's name, email and phone: what the list's search matches. */
    searchText: text('search_text').notNull(),
    /** TEsimOrderLine[] as sold (product snapshot, quantity, unit price, chain fee). */
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    /** The fee chain as priced: chain agency ids and one sale line per eSIM (supplierNet, fees per link). */
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull(),
    supplierNet: bigint('supplier_net', { mode: 'number' }).notNull(),
    feeTotal: bigint('fee_total', { mode: 'number' }).notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    topUpAmount: bigint('top_up_amount', { mode: 'number' }).notNull().default(0),
    /** The ledger key of the order's reservation (`esim:<id>:order`; then :post or :release). */
    orderKey: text('order_key').notNull(),
    saleTransactionId: uuid('sale_transaction_id').references(() => ledgerTransactions.id),
    lastError: text('last_error'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Stored sale lines (decision 101): the orders changed since the projector's watermark.
    index('esim_orders_updated_idx').on(table.updatedAt),
    unique('esim_orders_client_ref_key').on(table.clientRef),
    unique('esim_orders_idempotency_key').on(table.agencyId, table.idempotencyKey),
    check(
      'esim_orders_amounts_check',
      sql`${table.supplierNet} >= 0 and ${table.feeTotal} >= 0 and ${table.totalAmount} = ${table.supplierNet} + ${table.feeTotal} and ${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.totalAmount} and ${table.topUpAmount} >= 0`,
    ),
    check(
      'esim_orders_completed_check',
      sql`(${table.status} in ('COMPLETED', 'REFUNDED')) = (${table.saleTransactionId} is not null)`,
    ),
    index('esim_orders_f1_scope_idx').on(sql`(${table.agencyPath}[1])`, table.createdAt, table.id),
    index('esim_orders_f2_scope_idx').on(sql`(${table.agencyPath}[2])`, table.createdAt, table.id),
    index('esim_orders_agency_idx').on(table.agencyId, table.createdAt),
    index('esim_orders_code_idx').on(table.orderCode),
    index('esim_orders_open_idx')
      .on(table.status, table.updatedAt)
      .where(sql`${table.status} = 'ORDERING'`),
  ],
);

/** One eSIM the vendor issued: what installs it, its last known status, and its refund. */
export const esimItems = pgTable(
  'esim_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => esimOrders.id),
    /** Its place in the vendor's answer (line order, then unit). */
    position: integer('position').notNull(),
    iccid: text('iccid').notNull(),
    packageId: text('package_id').notNull(),
    smdpAddress: text('smdp_address').notNull(),
    matchingId: text('matching_id').notNull(),
    lpa: text('lpa').notNull(),
    apn: text('apn').notNull(),
    status: text('status', { enum: ESIM_ITEM_STATUSES }).notNull().default('NOT_ACTIVE'),
    statusReadAt: timestamp('status_read_at', { withTimezone: true }),
    /** Its sale line: the vendor's net, what the buyer's deposit paid, and each link's fee (the buyer's first). */
    unitNet: bigint('unit_net', { mode: 'number' }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    fees: jsonb('fees').$type<number[]>().notNull(),
    /** Sent to the vendor as the refund's clientRef; set (with refundPending) before the call. */
    refundClientRef: text('refund_client_ref'),
    refundPending: boolean('refund_pending').notNull().default(false),
    /** When the pending refund was last sent or claimed: the reconciliation's lease (migration 0021). */
    refundSentAt: timestamp('refund_sent_at', { withTimezone: true }),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    refundTransactionId: uuid('refund_transaction_id').references(() => ledgerTransactions.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('esim_items_iccid_key').on(table.iccid),
    unique('esim_items_position_key').on(table.orderId, table.position),
    check('esim_items_amounts_check', sql`${table.unitNet} >= 0 and ${table.unitPrice} >= ${table.unitNet}`),
    check(
      'esim_items_refund_check',
      sql`(${table.status} = 'REFUNDED') = (${table.refundTransactionId} is not null) and (${table.refundAmount} is null or ${table.refundAmount} = ${table.unitPrice})`,
    ),
    index('esim_items_order_idx').on(table.orderId, table.position),
    index('esim_items_refund_pending_idx')
      .on(table.refundPending)
      .where(sql`${table.refundPending}`),
  ],
);

/** More data bought on an eSIM: its own vendor call (clientRef) and its own two-phase money. */
export const esimTopUps = pgTable(
  'esim_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => esimOrders.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => esimItems.id),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    clientRef: text('client_ref').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    packageId: text('package_id').notNull(),
    /** The top-up product as sold (name, data, days). */
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    /** The chain and the one sale line (supplierNet, fees per link: each link's ESIM changeAmount). */
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull(),
    supplierNet: bigint('supplier_net', { mode: 'number' }).notNull(),
    feeTotal: bigint('fee_total', { mode: 'number' }).notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ESIM_TOP_UP_STATUSES }).notNull().default('ORDERING'),
    topUpCode: text('top_up_code'),
    /** `esim-topup:<id>` (then :post or :release). */
    ledgerKey: text('ledger_key').notNull(),
    saleTransactionId: uuid('sale_transaction_id').references(() => ledgerTransactions.id),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Stored sale lines (decision 101): the top-ups changed since the projector's watermark.
    index('esim_top_ups_updated_idx').on(table.updatedAt),
    unique('esim_top_ups_client_ref_key').on(table.clientRef),
    unique('esim_top_ups_idempotency_key').on(table.agencyId, table.idempotencyKey),
    check(
      'esim_top_ups_amounts_check',
      sql`${table.supplierNet} >= 0 and ${table.feeTotal} >= 0 and ${table.totalAmount} = ${table.supplierNet} + ${table.feeTotal}`,
    ),
    check(
      'esim_top_ups_completed_check',
      sql`(${table.status} = 'COMPLETED') = (${table.saleTransactionId} is not null)`,
    ),
    index('esim_top_ups_item_idx').on(table.itemId, table.createdAt),
    index('esim_top_ups_open_idx')
      .on(table.status, table.updatedAt)
      .where(sql`${table.status} = 'ORDERING'`),
  ],
);

/** Every change of an eSIM order (who, when, what), written in the same transaction as the change. */
export const esimOrderEvents = pgTable(
  'esim_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => esimOrders.id),
    itemId: uuid('item_id').references(() => esimItems.id),
    /** Null when a job made the change (reconciliation). */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** order-sent, completed, failed, refund-sent, refunded, refund-refused, topup-sent, topped-up, topup-failed, mailed… */
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Idempotency-Key and body fingerprint of the request that made it (refunds answer a repeat from here). */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('esim_order_events_order_idx').on(table.orderId, table.id),
    index('esim_order_events_key_idx')
      .on(table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);
