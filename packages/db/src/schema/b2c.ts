// An agency's consumer (B2C) site (issue 20): its identity, prices and texts; one site per agency, served at /s/{slug}.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';

/** Products a site may sell to consumers. */
export const B2C_PRODUCTS = ['flights', 'train', 'esim', 'tours'] as const;

/** A receiving bank account shown to consumers (the bank's BIN, the account number and its holder). */
export type B2cBankAccount = {
  bankBin: string;
  accountNumber: string;
  holderName: string;
};

/**
 * The service fee a site adds per passenger, in VND, by airline group and itinerary type (DOMAIN §6):
 * vn = Vietnam Airlines, lowCost = Vietjet, Bamboo, Vietravel, gds = 1A/1B/1G.
 */
export type B2cServiceFees = {
  vn: { domestic: number; international: number };
  lowCost: { domestic: number; international: number };
  gds: { domestic: number; international: number };
};

/** The site of one agency. Absent until its USE_B2C admin first saves /b2c/config. */
export const b2cSites = pgTable(
  'b2c_sites',
  {
    agencyId: uuid('agency_id')
      .primaryKey()
      .references(() => agencies.id),
    /** Lower-case letters, digits and dashes; the site's path /s/{slug}. Unique over all agencies. */
    slug: text('slug').notNull(),
    /** A host name the site also answers on (lower case, no port), or null. Unique over all agencies. */
    hostName: text('host_name'),
    name: text('name').notNull(),
    /** The name of the logo's stored rendition (content_images.name), or null. */
    logoImage: text('logo_image'),
    /** #rrggbb */
    primaryColor: text('primary_color').notNull().default('#0b5cad'),
    secondaryColor: text('secondary_color').notNull().default('#f59e0b'),
    hotline: text('hotline').notNull().default(''),
    zalo: text('zalo').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    taxCode: text('tax_code').notNull().default(''),
    bankAccounts: jsonb('bank_accounts')
      .$type<B2cBankAccount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    products: text('products', { enum: B2C_PRODUCTS })
      .array()
      .notNull()
      .default(sql`'{flights}'::text[]`),
    serviceFees: jsonb('service_fees').$type<B2cServiceFees>().notNull(),
    /** Whether consumer prices are shown with the service fee already in them. */
    pricesIncludeFee: boolean('prices_include_fee').notNull().default(true),
    /** How long a consumer's flight hold is offered for, in minutes (never beyond the airline's own limit). */
    holdMinutes: integer('hold_minutes').notNull().default(60),
    /** Sanitised on the server at every write; never what the client sent. */
    termsHtml: text('terms_html').notNull().default(''),
    privacyHtml: text('privacy_html').notNull().default(''),
    /** A site answers consumers only when published; its admin may preview it either way. */
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('b2c_sites_slug_key').on(table.slug),
    uniqueIndex('b2c_sites_host_name_key')
      .on(table.hostName)
      .where(sql`${table.hostName} is not null`),
  ],
);
