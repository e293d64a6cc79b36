// GET /api/bookings/{id}: one PNR as SPEC §3 Booking record shows it, the actions its state allows this user, and its history.
import { z } from 'zod';
import { ZBaggage, ZCabinClass, ZFlightSegment, ZPaxType } from '../flights/flight-offer.js';
import { ZBookingSystem } from '../suppliers/booking-systems.js';
import { ZOrderPassenger } from './hold.js';
import { ZBookingStatus } from './selection.js';
import { ZBookingAction } from './booking-action-names.js';
import { ZSegmentStatus } from './booking-edit-names.js';

const vnd = z.number().int();

export { BOOKING_ACTIONS, ZBookingAction, type TBookingAction } from './booking-action-names.js';

export const ZBookingPassenger = ZOrderPassenger.extend({
  /** dd/MM/yyyy, null when not given (adults on domestic flights). */
  birthDate: z.string().nullable(),
  passport: z
    .object({
      number: z.string(),
      nationality: z.string(),
      issuingCountry: z.string(),
      issueDate: z.string().optional(),
      expiryDate: z.string().optional(),
    })
    .nullable(),
  loyalty: z.array(z.object({ airline: z.string(), number: z.string() })),
  /** From add-info-passenger (ISO 3166-1 alpha-3, an identity document) and DOCS (M or F); absent when never given. */
  nationality: z.string().nullable().optional(),
  idNumber: z.string().nullable().optional(),
  gender: z.enum(['M', 'F']).nullable().optional(),
  ticketNumber: z.string().nullable(),
});
export type TBookingPassenger = z.infer<typeof ZBookingPassenger>;

/** A flight of the PNR: its fare and its segments with terminals; `status` HK held/confirmed, XX cancelled (null before the supplier answered). */
export const ZBookingRoute = z.object({
  offerId: z.string(),
  fareClass: z.string(),
  fareFamily: z.string(),
  fareBasis: z.string(),
  cabinClass: ZCabinClass,
  baggage: ZBaggage,
  isRefundable: z.boolean(),
  segments: z.array(ZFlightSegment.extend({ status: ZSegmentStatus.nullable() })),
});
export type TBookingRoute = z.infer<typeof ZBookingRoute>;

/** SPEC §3 fareData: per passenger of each type (every flight of the PNR together), add-ons, and the totals. */
export const ZBookingFareData = z.object({
  byPaxType: z.array(
    z.object({ type: ZPaxType, count: z.number().int(), baseFare: vnd, tax: vnd, vat: vnd, issueFee: vnd, total: vnd }),
  ),
  ancillaries: z.array(
    z.object({
      paxId: z.string(),
      offerId: z.string(),
      code: z.string(),
      groupCategory: z.string(),
      name: z.object({ vi: z.string(), en: z.string() }),
      price: vnd,
    }),
  ),
  ancillaryTotal: vnd,
  /** What the supplier charges (fares, taxes, add-ons). */
  supplierNet: vnd,
  /** The issue fees of the agency's chain. */
  feeTotal: vnd,
  totalAmount: vnd,
});

export const ZBookingPerson = z.object({ id: z.string(), username: z.string(), fullName: z.string() });

/** One change: who (null for a job), when, what, status before → after. */
export const ZBookingEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: ZBookingPerson.nullable(),
  occurredAt: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type TBookingEvent = z.infer<typeof ZBookingEvent>;

export const ZBookingDetail = z.object({
  id: z.string(),
  orderId: z.string(),
  system: ZBookingSystem,
  airline: z.string(),
  pnr: z.string().nullable(),
  status: ZBookingStatus,
  timeLimit: z.string().nullable(),
  route: z.string(),
  departAt: z.string(),
  arriveAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  issuedAt: z.string().nullable(),
  /** Until when the tickets may be voided (the supplier's same-day window); null before issue. Always sent. */
  voidUntil: z.string().nullable().optional(),
  closedAt: z.string().nullable(),
  /** Raised by every change. */
  version: z.number().int(),
  agency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  createdBy: ZBookingPerson,
  /** False for a sub-agency's booking seen from above: read-only, no actions. */
  isOwnAgency: z.boolean(),
  passengers: z.array(ZBookingPassenger),
  routes: z.array(ZBookingRoute),
  fareData: ZBookingFareData,
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string(), extraInfo: z.string() }),
  lastError: z.string().nullable(),
  allowedActions: z.array(ZBookingAction),
  /** Oldest first. */
  events: z.array(ZBookingEvent),
});
export type TBookingDetail = z.infer<typeof ZBookingDetail>;
