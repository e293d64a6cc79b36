// Agency administration records: booking-system sign-ins (credentials encrypted at rest), PIN codes, failed supplier calls.
import { bigserial, boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agencies, users } from './agencies.js';

/** An agency's account at one booking system; the search asks exactly the systems with an enabled sign-in. */
export const bookingSystemSignIns = pgTable(
  'booking_system_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** 1A, 1B, 1G, VN, VJ, QH or VU. */
    system: text('system').notNull(),
    /** The office id (GDS) or account name (airline) at the system. */
    accountId: text('account_id').notNull(),
    /** AES-256-GCM of the credentials JSON with the key from configuration: `v1.<iv>.<tag>.<ciphertext>` in base64url. Never sent back. */
    credentialsCiphertext: text('credentials_ciphertext').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('booking_system_sign_ins_account_key').on(table.agencyId, table.system, table.accountId)],
);

/** A user's PIN guarding money actions: hashed, with failed attempts counted and a lock after too many. */
export const userPins = pgTable('user_pins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A supplier call that failed for an agency (hold, issue, search…), so an agent can see why. */
export const reservationErrors = pgTable(
  'reservation_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: uuid('user_id').references(() => users.id),
    system: text('system').notNull(),
    /** search, fare-rules, hold, issue, void, cancel, refund… */
    action: text('action').notNull(),
    pnr: text('pnr'),
    /** The supplier's own message (or our timeout text), never credentials. */
    message: text('message').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reservation_errors_agency_idx').on(table.agencyId, table.occurredAt)],
);
