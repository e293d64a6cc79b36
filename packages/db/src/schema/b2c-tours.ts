// Tours an agency sells on its consumer site (issue 20, DOMAIN §6): the tour, its dated departures and seat holds.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';

export const TOUR_STATUSES = ['draft', 'published'] as const;
export const TOUR_MEALS = ['B', 'L', 'D'] as const;

/** One day of the itinerary: its title, sanitised text, meals (B breakfast, L lunch, D dinner) and images. */
export type TourItineraryDay = {
  title: string;
  bodyHtml: string;
  meals: (typeof TOUR_MEALS)[number][];
  /** Names of stored content images (content_images.name). */
  images: string[];
};

export type TourChildPriceRow = { mode: 'percent' | 'amount'; value: number };
export type TourCancellationTierRow = { daysBefore: number; percentKept: number };

/** A tour of an agency; consumers see it only when published (and the site is). */
export const b2cTours = pgTable(
  'b2c_tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** Upper-case, unique within the agency, e.g. HL-2N1D. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** The public page's path part (/s/{site}/tours/{slug}); unique within the agency. */
    slug: text('slug').notNull(),
    days: integer('days').notNull(),
    nights: integer('nights').notNull(),
    departurePoint: text('departure_point').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised on the server at every write (decision 107). */
    descriptionHtml: text('description_html').notNull().default(''),
    coverImage: text('cover_image'),
    itinerary: jsonb('itinerary')
      .$type<TourItineraryDay[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    adultPrice: bigint('adult_price', { mode: 'number' }).notNull(),
    childPrice: jsonb('child_price').$type<TourChildPriceRow>().notNull(),
    infantPrice: bigint('infant_price', { mode: 'number' }).notNull().default(0),
    singleRoomSupplement: bigint('single_room_supplement', { mode: 'number' }).notNull().default(0),
    depositPercent: integer('deposit_percent').notNull().default(50),
    included: text('included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excluded: text('excluded')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cancellationTiers: jsonb('cancellation_tiers')
      .$type<TourCancellationTierRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: TOUR_STATUSES }).notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('b2c_tours_agency_code_key').on(table.agencyId, table.code),
    uniqueIndex('b2c_tours_agency_slug_key').on(table.agencyId, table.slug),
    check('b2c_tours_prices_check', sql`${table.adultPrice} >= 0 and ${table.infantPrice} >= 0`),
    check('b2c_tours_deposit_check', sql`${table.depositPercent} between 0 and 100`),
  ],
);

/** One dated departure of a tour with its seats; seats_taken never exceeds seats (the check and the reserving update). */
export const b2cTourDepartures = pgTable(
  'b2c_tour_departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => b2cTours.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('b2c_tour_departures_tour_date_key').on(table.tourId, table.departureDate),
    index('b2c_tour_departures_agency_date_idx').on(table.agencyId, table.departureDate),
    check('b2c_tour_departures_seats_check', sql`${table.seatsTaken} >= 0 and ${table.seatsTaken} <= ${table.seats}`),
  ],
);

export const TOUR_HOLD_STATUSES = ['held', 'released'] as const;

/**
 * Seats held on a departure for one consumer booking (reserveTourSeats), with the party's price and deposit as they
 * were when held. A B2C order points at its hold; a held hold keeps the tour from being deleted.
 */
export const b2cTourSeatHolds = pgTable(
  'b2c_tour_seat_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => b2cTours.id),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => b2cTourDepartures.id),
    adults: integer('adults').notNull(),
    childAges: integer('child_ages')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    singleRooms: integer('single_rooms').notNull().default(0),
    seats: integer('seats').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    deposit: bigint('deposit', { mode: 'number' }).notNull(),
    status: text('status', { enum: TOUR_HOLD_STATUSES }).notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    index('b2c_tour_seat_holds_tour_idx').on(table.tourId),
    index('b2c_tour_seat_holds_departure_idx').on(table.departureId),
  ],
);
