// Sessions and security records: refresh-token families, login attempts, reset codes, the audit log.
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies, users } from './agencies.js';

export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
  },
  (table) => [index('refresh_token_families_user_idx').on(table.userId)],
);

/** One row per issued refresh token; only a hash is stored. A used token presented again revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    ipAddress: text('ip_address').notNull(),
    isSuccess: boolean('is_success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The known-device cookie's id the attempt came with, if any (decision 032): failures are also counted per device. */
    deviceId: text('device_id'),
  },
  (table) => [
    index('login_attempts_username_idx').on(table.username, table.createdAt),
    index('login_attempts_ip_idx').on(table.ipAddress, table.createdAt),
    index('login_attempts_device_idx').on(table.deviceId, table.createdAt),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_codes_user_idx').on(table.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    actorUserId: uuid('actor_user_id'),
    agencyId: uuid('agency_id').references(() => agencies.id),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ipAddress: text('ip_address').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_agency_idx').on(table.agencyId, table.occurredAt),
    index('audit_log_event_address_idx').on(table.event, table.ipAddress, table.occurredAt),
    index('audit_log_actor_event_idx').on(table.actorUserId, table.event, table.occurredAt),
  ],
);
