// Agencies (platform → F1 → F2 → F3 tree), their users and permission groups.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type AgencySettings = {
  /** Booking systems the agency may search and book on (all seven when absent). */
  bookingSystems?: string[];
  /** Show prices with the issue fee folded into the fare. */
  isIssueFeeHidden?: boolean;
  isPinRequired?: boolean;
  isB2cEnabled?: boolean;
  /** The agency's founding day (yyyy-MM-dd): the anniversary overlay shows on its month and day (decision 109). */
  foundedOn?: string;
};

export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => agencies.id),
    level: text('level', { enum: ['platform', 'F1', 'F2', 'F3'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    taxCode: text('tax_code').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    settings: jsonb('settings').$type<AgencySettings>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agencies_code_key').on(sql`lower(${table.code})`),
    index('agencies_parent_idx').on(table.parentId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    accountType: text('account_type', { enum: ['AGT', 'SUB', 'MB'] }).notNull(),
    role: text('role', { enum: ['super_admin', 'admin_f1', 'admin_f2', 'admin_fn', 'agent_f1', 'agent_f2'] }).notNull(),
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    index('users_agency_idx').on(table.agencyId),
  ],
);

export const permissionGroups = pgTable(
  'permission_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('permission_groups_agency_name_key').on(table.agencyId, sql`lower(${table.name})`)],
);

export const permissionGroupCodes = pgTable(
  'permission_group_codes',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.code] })],
);

export const userPermissionGroups = pgTable(
  'user_permission_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.groupId] }),
    index('user_permission_groups_group_idx').on(table.groupId),
  ],
);
