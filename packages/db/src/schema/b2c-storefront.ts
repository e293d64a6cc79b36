// The public storefront's own rows (issue 20): the holds its consumers asked for, counted per agency per hour.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { b2cOrders } from './b2c-orders.js';

/**
 * One row per hold a consumer's form asked for, a flight's seats or a tour's (decision 144); the last hour's rows are
 * the agency's cap (storefront hold-cap). A retry of the same form (its submit key) counts once.
 */
export const b2cStorefrontHolds = pgTable(
  'b2c_storefront_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** The form's idempotency key (a hash of its form token); null for a slot taken without one. */
    submitKey: text('submit_key'),
    /** The order a tour form made, so that a resend of the form answers with it instead of booking again. */
    orderId: uuid('order_id').references(() => b2cOrders.id),
  },
  (table) => [
    index('b2c_storefront_holds_agency_time_idx').on(table.agencyId, table.takenAt),
    uniqueIndex('b2c_storefront_holds_submit_key').on(table.agencyId, table.submitKey),
  ],
);
