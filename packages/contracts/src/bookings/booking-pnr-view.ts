// GET /api/bookings/{id}/pnr: the PNR as the booking system returns it now, element by element (passport masked).
import { z } from 'zod';
import { ZCabinClass, ZPaxType } from '../flights/flight-offer.js';
import { ZRemarkKind, ZSegmentStatus, ZSpecialKeyword } from './booking-edit-names.js';

const vnd = z.number().int();

/** A passport as the agent may see it: the number masked to its last four characters. */
export const ZPnrDocument = z.object({
  /** `••••1234`: the number is never sent whole. */
  maskedNumber: z.string(),
  nationality: z.string(),
  issuingCountry: z.string(),
  expiryDate: z.string(),
});

export const ZPnrPassenger = z.object({
  paxId: z.string(),
  type: ZPaxType,
  title: z.string(),
  /** As the airline spells it (upper-case ASCII). */
  lastName: z.string(),
  firstName: z.string(),
  birthDate: z.string().optional(),
  /** Infants: the adult they travel on. */
  infantOf: z.string().optional(),
  ticketNumber: z.string().optional(),
  loyaltyNumber: z.string().optional(),
  ssrs: z.array(z.object({ code: z.string(), flightKey: z.string().optional(), text: z.string().optional() })),
  document: ZPnrDocument.optional(),
  nationality: z.string().optional(),
  /** An identity document number, masked like the passport. */
  maskedIdNumber: z.string().optional(),
  /** The flights (portal keys) this passenger is checked in on. */
  checkedIn: z.array(z.string()),
});
export type TPnrPassenger = z.infer<typeof ZPnrPassenger>;

export const ZPnrSegment = z.object({
  carrierCode: z.string(),
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  departDateTime: z.string(),
  arrivalDateTime: z.string(),
  status: ZSegmentStatus,
});

export const ZPnrFlight = z.object({
  /** The portal's key of the flight (`routes[].offerId` of the booking detail): what edit bodies name. */
  flightKey: z.string(),
  fareClass: z.string(),
  fareBasis: z.string(),
  cabinClass: ZCabinClass,
  segments: z.array(ZPnrSegment),
});
export type TPnrFlight = z.infer<typeof ZPnrFlight>;

export const ZPnrScheduleChange = z.object({
  changedAt: z.string(),
  segments: z.array(
    z.object({
      flightKey: z.string(),
      segmentIndex: z.number().int(),
      flightNumber: z.string(),
      from: z.string(),
      to: z.string(),
      oldDepartDateTime: z.string(),
      oldArrivalDateTime: z.string(),
      newDepartDateTime: z.string(),
      newArrivalDateTime: z.string(),
    }),
  ),
});

export const ZBookingPnrView = z.object({
  system: z.string(),
  pnr: z.string(),
  status: z.enum(['HOLD', 'TICKETED', 'CANCELLED', 'VOIDED', 'REFUNDED']),
  airline: z.string(),
  /** The office (account) that made the PNR. */
  office: z.string(),
  timeLimit: z.string(),
  passengers: z.array(ZPnrPassenger),
  flights: z.array(ZPnrFlight),
  scheduleChange: ZPnrScheduleChange.optional(),
  remarks: z.array(z.object({ kind: ZRemarkKind, text: z.string() })),
  osi: z.array(z.object({ airline: z.string(), text: z.string() })),
  specialKeywords: z.array(
    z.object({ keyword: ZSpecialKeyword, paxId: z.string().optional(), text: z.string().optional() }),
  ),
  customerAccount: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().optional() }),
  extraContacts: z.object({ phones: z.array(z.string()), emails: z.array(z.string()) }),
  queue: z.object({ office: z.string(), number: z.number().int(), category: z.number().int() }).optional(),
  storedFare: z.object({ amount: vnd, storedAt: z.string() }).optional(),
  endorsements: z.array(z.object({ paxId: z.string().optional(), text: z.string() })),
  arnks: z.array(z.object({ afterFlightKey: z.string(), from: z.string(), to: z.string() })),
  splitFrom: z.string().optional(),
  splitInto: z.array(z.string()),
  /** The supplier's net amounts (VND). */
  totals: z.object({ fare: vnd, ancillaries: vnd, fees: vnd, net: vnd }),
});
export type TBookingPnrView = z.infer<typeof ZBookingPnrView>;
