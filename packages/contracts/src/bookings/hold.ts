// POST /api/bookings/hold (header Idempotency-Key) and GET /api/bookings/orders/{id}: an order of one PNR per booking system.
import { z } from 'zod';
import { ZPaxType } from '../flights/flight-offer.js';
import { ZBookingSystem } from '../suppliers/booking-systems.js';
import { ZAncillaryChoice } from './ancillaries.js';
import { ZBookingAction } from './booking-action-names.js';
import { ZPassengerContact, ZPassengerForm } from './passengers.js';
import { ZBookingStatus, ZItineraryRequest } from './selection.js';

const vnd = z.number().int();

/** 1–100 letters, digits, dot, underscore, colon or hyphen (a UUID is typical); scoped by agency. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
export const MAX_ANCILLARY_CHOICES = 300;

export const ZHoldRequest = ZItineraryRequest.extend({
  /** One entry per passenger of the search (ADT-1, CHD-1, INF-1…), checked with validatePassengerForm: 400 names passengers.N.field. */
  passengers: ZPassengerForm.shape.passengers,
  contact: ZPassengerContact,
  /** At most one option per group category per passenger per flight (SPEC §4). */
  ancillaries: z.array(ZAncillaryChoice).max(MAX_ANCILLARY_CHOICES).default([]),
  /** The total the agent accepted: fares, issue fees and add-ons of every PNR. A different price now answers 409 priceChanged. */
  acceptedTotal: vnd.min(0).max(10_000_000_000),
  /** Hold even though the agency already holds these passengers on these flights (after a 409 duplicateBooking). */
  confirmDuplicate: z.boolean().optional(),
});
export type THoldRequest = z.input<typeof ZHoldRequest>;

export const ZOrderFlight = z.object({
  offerId: z.string(),
  fareClass: z.string(),
  from: z.string(),
  to: z.string(),
  departDateTime: z.string(),
  arrivalDateTime: z.string(),
  flightNumbers: z.array(z.string()),
});

/** One PNR of an order as the completed page lists it (SPEC §3 Completed booking listPNR). */
export const ZOrderBooking = z.object({
  id: z.string(),
  system: ZBookingSystem,
  airline: z.string(),
  /** Null while LOADING and when FAILED. */
  pnr: z.string().nullable(),
  status: ZBookingStatus,
  /** ISO instant: pay and issue before it. */
  timeLimit: z.string().nullable(),
  route: z.string(),
  departAt: z.string(),
  arriveAt: z.string(),
  flights: z.array(ZOrderFlight),
  supplierNet: vnd,
  feeTotal: vnd,
  totalAmount: vnd,
  /** The supplier's last message when a call failed (FAILED holds, unanswered calls). */
  lastError: z.string().nullable(),
  updatedAt: z.string(),
  /** What this user may do next with this PNR now (the same rule as the detail's allowedActions): issue from the completed page. */
  allowedActions: z.array(ZBookingAction),
});
export type TOrderBooking = z.infer<typeof ZOrderBooking>;

export const ZOrderPassenger = z.object({
  paxId: z.string(),
  type: ZPaxType,
  title: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  /** As sent to the airline: ASCII upper case (Nguyễn Văn Đức → NGUYEN / VAN DUC). */
  airlineLastName: z.string(),
  airlineFirstName: z.string(),
  parentPaxId: z.string().nullable(),
});

export const ZBookingOrder = z.object({
  id: z.string(),
  journeyType: z.enum(['OW', 'RT', 'MC']),
  createdAt: z.string(),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string(), extraInfo: z.string() }),
  passengers: z.array(ZOrderPassenger),
  bookings: z.array(ZOrderBooking),
  /** Sum of the bookings on their way, held, being issued or ticketed (FAILED, CANCEL, VOID and REFUNDED ones are left out). */
  total: vnd,
  /** Some PNR still waits for its supplier: poll GET /api/bookings/orders/{id}. */
  isLoading: z.boolean(),
  /** True when the Idempotency-Key was seen before: this is that order as it stands now. */
  isReplay: z.boolean(),
  /** Passenger-form warnings the agent may ignore (a passport expiring soon after the trip). */
  warnings: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type TBookingOrder = z.infer<typeof ZBookingOrder>;

export const ZBookingIdParams = z.strictObject({ id: z.guid() });
