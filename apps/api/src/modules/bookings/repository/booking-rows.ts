// The booking tables' rows as this module reads and writes them, and the shapes kept in their jsonb columns.
import type {
  TFlightSegment,
  TPaxType,
  TSegmentStatus,
  TSupplierHoldRequest,
  TSupplierPaxPrice,
} from '@portal/contracts';
import type { tables } from '@portal/db';
import type { FeeLink, FeeTrip } from '@portal/domain';

export type BookingRow = typeof tables.bookings.$inferSelect;
export type OrderRow = typeof tables.bookingOrders.$inferSelect;
export type PassengerRow = typeof tables.bookingPassengers.$inferSelect;
export type BookingStatus = BookingRow['status'];

/** A flight of a PNR as kept in `bookings.flights`: the offer, its fare now, and its segments (with HK/XX, or the edits' HL/KK/TK/UN, once held). */
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
  segments: Array<TFlightSegment & { status: TSegmentStatus | null }>;
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

/** A credit shell paying part of an issue: its number, the passenger, how much, and the paid change that keeps it. */
export type StoredCreditPayment = {
  number: string;
  paxId: string;
  amount: number;
  changeId: string;
  sourceBookingId: string;
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
  /** Credit shells paying part of the current issue attempt (decision 067): set with ISSUING, cleared on a release. */
  credits?: StoredCreditPayment[];
  /** The supplier hold as sent (without account and clientRef): re-sent unchanged when its outcome was unknown. */
  supplierHold?: Omit<TSupplierHoldRequest, 'account' | 'clientRef'>;
};

export type StoredContact = { name: string; phone: string; email: string; extraInfo: string };

export const flightsOf = (row: Pick<BookingRow, 'flights'>) => row.flights as unknown as StoredFlight[];
export const pricingOf = (row: Pick<BookingRow, 'pricing'>) => row.pricing as unknown as StoredPricing;
export const contactOf = (row: { contact: unknown }) => row.contact as StoredContact;

export type EventRow = typeof tables.bookingEvents.$inferSelect & {
  actor: { id: string; username: string; fullName: string } | null;
};
