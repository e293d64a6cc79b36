// Rows turned into the answers of the contracts: an order with its PNRs, a PNR's detail with its history.
import type { TBookingDetail, TBookingOrder, TOrderBooking, TPaxType } from '@portal/contracts';
import type { Database } from '@portal/db';
import { allowedActions } from './booking-permissions.js';
import { agencyAndUser, bookingsOfOrder, eventsOf, findOrder, passengersOf } from './repository/booking-reads.js';
import {
  contactOf,
  flightsOf,
  pricingOf,
  type BookingRow,
  type OrderRow,
  type PassengerRow,
} from './repository/booking-rows.js';
import type { BookingCaller } from './booking-scope.js';
import { localDate } from '@portal/domain';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
/** yyyy-MM-dd → dd/MM/yyyy (as users type and read dates). */

/** Bookings whose amount is owed or paid: on their way, held, being issued or ticketed (refused, cancelled, voided, refunded ones are not). */
const CHARGED: ReadonlySet<BookingRow['status']> = new Set(['LOADING', 'HOLD', 'ISSUING', 'EXPORT']);
const isCharged = (booking: BookingRow) => CHARGED.has(booking.status);

/** Whose order it is and when: the actions each PNR allows this caller now. */
export type OrderViewer = { caller: BookingCaller; now: Date };

/** What every view of a PNR starts with: which booking at which system, its state, time limit and route. */
function bookingHeadView(booking: BookingRow) {
  return {
    id: booking.id,
    system: booking.system as TOrderBooking['system'],
    airline: booking.airline,
    pnr: booking.pnr,
    status: booking.status,
    timeLimit: isoOrNull(booking.timeLimit),
    route: booking.route,
    departAt: iso(booking.departAt),
    arriveAt: iso(booking.arriveAt),
  };
}

export function orderBookingView(booking: BookingRow, viewer: OrderViewer): TOrderBooking {
  return {
    ...bookingHeadView(booking),
    flights: flightsOf(booking).map((flight) => ({
      offerId: flight.offerId,
      fareClass: flight.fareClass,
      from: flight.segments[0]?.from ?? '',
      to: flight.segments[flight.segments.length - 1]?.to ?? '',
      departDateTime: flight.segments[0]?.departDateTime ?? '',
      arrivalDateTime: flight.segments[flight.segments.length - 1]?.arrivalDateTime ?? '',
      flightNumbers: flight.segments.map((segment) => segment.flightNumber),
    })),
    supplierNet: booking.supplierNet,
    feeTotal: booking.feeTotal,
    totalAmount: booking.totalAmount,
    lastError: booking.lastError,
    updatedAt: iso(booking.updatedAt),
    allowedActions: allowedActions(booking, viewer.caller, viewer.now),
  };
}

function orderPassengerView(row: PassengerRow) {
  return {
    paxId: row.paxId,
    type: row.type as TPaxType,
    title: row.title,
    lastName: row.lastName,
    firstName: row.firstName,
    airlineLastName: row.airlineLastName,
    airlineFirstName: row.airlineFirstName,
    parentPaxId: row.parentPaxId,
  };
}

export async function orderView(
  db: Database,
  order: OrderRow,
  extra: OrderViewer & { isReplay?: boolean; warnings?: TBookingOrder['warnings'] },
): Promise<TBookingOrder> {
  const bookings = await bookingsOfOrder(db, order.id);
  const passengers = bookings[0] ? await passengersOf(db, [bookings[0].id]) : [];
  const contact = contactOf(order);
  return {
    id: order.id,
    journeyType: order.journeyType,
    createdAt: iso(order.createdAt),
    contact: {
      name: contact.name,
      phone: contact.phone,
      email: contact.email ?? '',
      extraInfo: contact.extraInfo ?? '',
    },
    passengers: passengers.map(orderPassengerView),
    bookings: bookings.map((booking) => orderBookingView(booking, extra)),
    total: bookings.filter(isCharged).reduce((sum, booking) => sum + booking.totalAmount, 0),
    isLoading: bookings.some((booking) => booking.status === 'LOADING'),
    isReplay: extra.isReplay ?? false,
    warnings: extra.warnings ?? [],
  };
}

type StoredPassport = {
  number: string;
  nationality: string;
  issuingCountry: string;
  issuingDate?: string;
  expiryDate?: string;
};

function passengerView(row: PassengerRow): TBookingDetail['passengers'][number] {
  const passport = row.passport as StoredPassport | null;
  return {
    ...orderPassengerView(row),
    birthDate: row.birthDate ? localDate(row.birthDate) : null,
    passport: passport
      ? {
          number: passport.number,
          nationality: passport.nationality,
          issuingCountry: passport.issuingCountry,
          ...(passport.issuingDate ? { issueDate: localDate(passport.issuingDate) } : {}),
          ...(passport.expiryDate ? { expiryDate: localDate(passport.expiryDate) } : {}),
        }
      : null,
    loyalty: ((row.loyalty ?? []) as Array<{ airline: string; number: string }>).map(({ airline, number }) => ({
      airline,
      number,
    })),
    ...(row.nationality ? { nationality: row.nationality } : {}),
    ...(row.idNumber ? { idNumber: row.idNumber } : {}),
    ...(row.gender ? { gender: row.gender } : {}),
    ticketNumber: row.ticketNumber,
  };
}

export async function bookingDetailView(options: {
  db: Database;
  booking: BookingRow;
  caller: BookingCaller;
  now: Date;
}): Promise<TBookingDetail> {
  const { db, booking, caller, now } = options;
  const [order, passengers, events, people] = await Promise.all([
    findOrder(db, booking.orderId),
    passengersOf(db, [booking.id]),
    eventsOf(db, booking.id),
    agencyAndUser(db, booking.agencyId, booking.createdBy),
  ]);
  const pricing = pricingOf(booking);
  // The PNR's own contact once an edit changed it (decision 043), else the order's.
  const contact = booking.contact
    ? contactOf(booking)
    : order
      ? contactOf(order)
      : { name: '', phone: '', email: '', extraInfo: '' };
  const byPaxType = Object.entries(pricing.byPaxType ?? {}).map(([type, price]) => ({
    type: type as TPaxType,
    count: price.count,
    baseFare: price.baseFare,
    tax: price.tax,
    vat: price.vat,
    issueFee: price.issueFee,
    total: price.total,
  }));
  const ancillaries = pricing.ancillaries ?? [];
  return {
    ...bookingHeadView(booking),
    orderId: booking.orderId,
    createdAt: iso(booking.createdAt),
    updatedAt: iso(booking.updatedAt),
    issuedAt: isoOrNull(booking.issuedAt),
    voidUntil: isoOrNull(booking.voidUntil),
    closedAt: isoOrNull(booking.closedAt),
    version: booking.version,
    agency: people.agency,
    createdBy: people.user,
    isOwnAgency: booking.agencyId === caller.agencyId,
    passengers: passengers.map(passengerView),
    routes: flightsOf(booking).map((flight) => ({
      offerId: flight.offerId,
      fareClass: flight.fareClass,
      fareFamily: flight.fareFamily,
      fareBasis: flight.fareBasis,
      cabinClass: flight.cabinClass,
      baggage: flight.baggage,
      isRefundable: flight.isRefundable,
      segments: flight.segments.map((segment) => ({ ...segment, status: segment.status ?? null })),
    })),
    fareData: {
      byPaxType,
      ancillaries: ancillaries.map(({ paxId, offerId, code, groupCategory, name, price }) => ({
        paxId,
        offerId,
        code,
        groupCategory,
        name,
        price,
      })),
      ancillaryTotal: ancillaries.reduce((sum, item) => sum + item.price, 0),
      supplierNet: booking.supplierNet,
      feeTotal: booking.feeTotal,
      totalAmount: booking.totalAmount,
    },
    contact: {
      name: contact.name,
      phone: contact.phone,
      email: contact.email ?? '',
      extraInfo: contact.extraInfo ?? '',
    },
    lastError: booking.lastError,
    allowedActions: allowedActions(booking, caller, now),
    events: events.map((event) => ({
      id: event.id,
      action: event.action,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actor: event.actor,
      occurredAt: iso(event.occurredAt),
      details: shownEventDetails(event.details),
    })),
  };
}

/**
 * Event details as the booking's readers may see them: what every agency of the chain reserved (their margins and ids)
 * and the internal keys stay in the database.
 */
function shownEventDetails(details: Record<string, unknown>): Record<string, unknown> {
  const { reservations: _reservations, issueKey: _issueKey, idempotencyKey: _idempotencyKey, ...shown } = details;
  delete shown.requestHash;
  return shown;
}
