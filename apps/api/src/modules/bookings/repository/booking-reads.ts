// The booking tables as this module reads and writes them: row types, the shapes kept in the jsonb columns, plain reads.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TFlightSegment, TPaxType, TSupplierHoldRequest, TSupplierPaxPrice } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import type { FeeLink, FeeTrip } from '@portal/domain';

const { bookingOrders, bookings, bookingPassengers, bookingEvents, users, agencies } = tables;

export type BookingRow = typeof bookings.$inferSelect;
export type OrderRow = typeof bookingOrders.$inferSelect;
export type PassengerRow = typeof bookingPassengers.$inferSelect;
export type BookingStatus = BookingRow['status'];

/** A flight of a PNR as kept in `bookings.flights`: the offer, its fare now, and its segments (with HK/XX once held). */
export type StoredFlight = {
  offerId: string;
  key: string;
  requestedClass: string;
  fareClass: string;
  fareFamily: string;
  fareBasis: string;
  cabinClass: 'ECONOMY' | 'PREMIUM' | 'BUSINESS';
  baggage: { handKg: number; checkedKg: number; checkedPieces: number; description: string };
  isRefundable: boolean;
  netPrices: Partial<Record<TPaxType, TSupplierPaxPrice>>;
  segments: Array<TFlightSegment & { status: 'HK' | 'XX' | null }>;
};

/** Per passenger of a type, every flight of the PNR together: the supplier's parts and each chain link's fee. */
export type StoredPaxTypePrice = {
  count: number;
  baseFare: number;
  tax: number;
  vat: number;
  fees: number[];
  issueFee: number;
  total: number;
};

export type StoredAncillary = {
  paxId: string;
  offerId: string;
  flightKey: string;
  code: string;
  category: string;
  groupCategory: string;
  name: { vi: string; en: string };
  price: number;
};

/** One passenger of a sale: what the supplier is paid for them (fare and own add-ons) and each link's fee, buyer's link first. */
export type StoredSaleLine = {
  paxId: string;
  paxType: TPaxType;
  fareNet: number;
  ancillaries: number;
  supplierNet: number;
  fees: number[];
};

/** `bookings.pricing`: the price as held, with everything the issue's ledger split needs (splitSaleLines). */
export type StoredPricing = {
  version: 1;
  pax: { adt: number; chd: number; inf: number };
  promotionCode?: string;
  /** The buying agency first, up to its F1 (the agencyIds of splitSaleLines; fees[i] is what agencyIds[i + 1] charges). */
  chainAgencyIds: string[];
  feeLinks: FeeLink[];
  /** The fee facts of each flight of the PNR (one direction each): airline, scope, segments (feeTripsOfFlights). */
  feeTrips: FeeTrip[];
  byPaxType: Partial<Record<TPaxType, StoredPaxTypePrice>>;
  ancillaries: StoredAncillary[];
  lines: StoredSaleLine[];
  /** The supplier hold as sent (without account and clientRef): re-sent unchanged when its outcome was unknown. */
  supplierHold?: Omit<TSupplierHoldRequest, 'account' | 'clientRef'>;
};

export type StoredContact = { name: string; phone: string; email: string; extraInfo: string };

export const flightsOf = (row: Pick<BookingRow, 'flights'>) => row.flights as unknown as StoredFlight[];
export const pricingOf = (row: Pick<BookingRow, 'pricing'>) => row.pricing as unknown as StoredPricing;
export const contactOf = (row: Pick<OrderRow, 'contact'>) => row.contact as unknown as StoredContact;

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, id)).limit(1);
  return row;
}

export async function findOrderByKey(
  db: Database,
  agencyId: string,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.agencyId, agencyId), eq(bookingOrders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** An order's PNRs in the order they were made (the itinerary's system order). */
export async function bookingsOfOrder(db: Database, orderId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.orderId, orderId))
    .orderBy(asc(bookings.departAt), asc(bookings.createdAt), asc(bookings.id));
}

export async function findBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** Bookings of a system carrying this PNR (an airline reuses codes only long after; normally one). */
export async function bookingsWithPnr(db: Database, system: string, pnr: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.pnr, pnr), eq(bookings.system, system)));
}

/** Passengers of the bookings, ADT-1 first (pax ids sort by type then number). */
export async function passengersOf(db: Database, bookingIds: readonly string[]): Promise<PassengerRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookingPassengers)
    .where(inArray(bookingPassengers.bookingId, [...bookingIds]))
    .orderBy(asc(bookingPassengers.bookingId), asc(bookingPassengers.paxId));
}

export type EventRow = typeof bookingEvents.$inferSelect & {
  actor: { id: string; username: string; fullName: string } | null;
};

export async function eventsOf(db: Database, bookingId: string): Promise<EventRow[]> {
  const rows = await db
    .select({ event: bookingEvents, actor: { id: users.id, username: users.username, fullName: users.fullName } })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.id));
  return rows.map(({ event, actor }) => ({ ...event, actor: actor && actor.id ? actor : null }));
}

export async function agencyAndUser(db: Database, agencyId: string, userId: string) {
  const [agency] = await db
    .select({ id: agencies.id, code: agencies.code, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  const [user] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    agency: agency ?? { id: agencyId, code: '', name: '' },
    user: user ?? { id: userId, username: '', fullName: '' },
  };
}
