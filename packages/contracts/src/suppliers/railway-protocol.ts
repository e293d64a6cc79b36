// The railway side of the simulator protocol (Vietnam Railways' partner API, DOMAIN.md §1): stations, train runs, seat
// maps, 600-second seat locks, bookings, payment (issue), refunds and changes. Amounts are in thousands of VND, as the
// railway sends them; the portal's connector turns them into whole VND.
import { z } from 'zod';
import { ZSupplierAccount } from './booking-protocol.js';

/** The railway's system code behind the routing gateway (one railway today). */
export const RAILWAY_SYSTEMS = ['VNR'] as const;
export const ZRailwaySystem = z.enum(RAILWAY_SYSTEMS);
export type TRailwaySystem = z.infer<typeof ZRailwaySystem>;

/** The railway's lock on a seat asked for: 600 s from its lock time, then the seat is free again. */
export const RAILWAY_SEAT_LOCK_SECONDS = 600;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
/** ISO 8601 with the +07:00 offset (the railway's own times). */
const isoInstant = z.string();
/** Thousands of VND (1,234 = 1,234,000 VND), as the partner API sends fares. */
const thousandsVnd = z.number().int().min(0);

export const ZStationCode = z.string().regex(/^[A-Z]{3}$/, 'Expected a 3-letter station code');

/** GP extra seat, NGC hard seat, NGM soft air-conditioned seat, NAC 6-berth compartment, NAM 4-berth compartment. */
export const TRAIN_SEAT_TYPES = ['GP', 'NGC', 'NGM', 'NAC', 'NAM'] as const;
export const ZTrainSeatType = z.enum(TRAIN_SEAT_TYPES);
export type TTrainSeatType = z.infer<typeof ZTrainSeatType>;

/**
 * The railway's passenger type codes (SPEC §9, DOMAIN.md §1) with the % of the adult fare each pays: 1 adult 100,
 * 2 child 6–under 10 75, 12 student 90, 13 senior (Vietnamese, 60+) 85, 6 foreign adult 100, 7 foreign child 75.
 */
export const TRAIN_PASSENGER_TYPES = [1, 2, 12, 13, 6, 7] as const;
export const ZTrainPassengerType = z.union(TRAIN_PASSENGER_TYPES.map((code) => z.literal(code)));
export type TTrainPassengerType = (typeof TRAIN_PASSENGER_TYPES)[number];
export const TRAIN_PASSENGER_TYPE_PERCENT: Readonly<Record<TTrainPassengerType, number>> = {
  1: 100,
  2: 75,
  12: 90,
  13: 85,
  6: 100,
  7: 75,
};

/** 1 sold · 2 in someone else's transaction · 3 free · 4 not for sale · 5 only sold for a longer journey. */
export const ZRailwaySeatStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type TRailwaySeatStatus = z.infer<typeof ZRailwaySeatStatus>;

/** GET /railway/stations */
export const ZRailwayStation = z.object({
  code: ZStationCode,
  /** Vietnamese with its accents: "Hà Nội". */
  name: z.string(),
  /** Lower-case search aliases without accents: ["hn", "ha noi", "hanoi"]. */
  aliases: z.array(z.string()),
  /** The km post on its line (Hà Nội 0, Sài Gòn 1726 on the North–South line). */
  kmPost: z.number().int().min(0),
  /** The line it lies on: "NS" North–South, "HP" Hà Nội–Hải Phòng, "LC" Hà Nội–Lào Cai, "LS" Hà Nội–Lạng Sơn. */
  line: z.string(),
});
export type TRailwayStation = z.infer<typeof ZRailwayStation>;
export const ZRailwayStationsResponse = z.object({ stations: z.array(ZRailwayStation) });

/** POST /railway/search: the runs from one station to another on one day (Vietnam date of departure from `from`). */
export const ZRailwaySearchRequest = z.object({
  account: ZSupplierAccount,
  from: ZStationCode,
  to: ZStationCode,
  departDate: isoDate,
});
export type TRailwaySearchRequest = z.infer<typeof ZRailwaySearchRequest>;

export const ZRailwayCarriage = z.object({
  /** "1", "2", "1A"… in train order. */
  carriageNo: z.string(),
  /** The railway's model code, e.g. "An28L" (4-berth), "Bn42L" (6-berth), "A64L" (soft seat). */
  modelCode: z.string(),
  /** Vietnamese name: "Nằm khoang 4 điều hòa". */
  name: z.string(),
  seatType: ZTrainSeatType,
  /** Seats of this journey free to buy now (status 3), extra seats included. */
  seatsLeft: z.number().int().min(0),
  status: z.enum(['NOT_ALLOCATED', 'ALLOCATED', 'SOLD_OUT']),
});
export type TRailwayCarriage = z.infer<typeof ZRailwayCarriage>;

export const ZRailwayFareRow = z.object({
  seatType: ZTrainSeatType,
  /** The cheapest and dearest adult fare of this seat type on this journey (upper and lower berths differ). */
  minFare: thousandsVnd,
  maxFare: thousandsVnd,
  seatsLeft: z.number().int().min(0),
});

export const ZRailwayRun = z.object({
  /** Stable id of one train on one day: "SE1-2026-12-01" (the date of its departure from its origin). */
  runId: z.string(),
  trainNumber: z.string(),
  /** The journey asked for (not the train's origin and terminus). */
  from: ZStationCode,
  to: ZStationCode,
  fromKm: z.number().int(),
  toKm: z.number().int(),
  /** The train's own origin and terminus, e.g. HNO → SGO. */
  origin: ZStationCode,
  terminus: ZStationCode,
  departAt: isoInstant,
  arriveAt: isoInstant,
  durationMinutes: z.number().int().min(1),
  seatsLeft: z.number().int().min(0),
  fares: z.array(ZRailwayFareRow),
  carriages: z.array(ZRailwayCarriage),
});
export type TRailwayRun = z.infer<typeof ZRailwayRun>;
export const ZRailwaySearchResponse = z.object({ runs: z.array(ZRailwayRun) });
export type TRailwaySearchResponse = z.infer<typeof ZRailwaySearchResponse>;

/** GET /railway/runs/{runId}/carriages/{carriageNo}/seats?account=&from=&to= */
export const ZRailwaySeatMapQuery = z.object({ account: ZSupplierAccount, from: ZStationCode, to: ZStationCode });

export const ZRailwaySeat = z.object({
  /** Unique within the run: "{carriageNo}-{number}", extra seats "{carriageNo}-P{n}". */
  seatId: z.string(),
  /** As printed on the seat or berth: "12", extra seats "P1". */
  number: z.string(),
  seatType: ZTrainSeatType,
  /** Berths: compartment 1–7 and tier 1 (lower) to 2 or 3; seats: null. */
  compartment: z.number().int().min(1).nullable(),
  tier: z.number().int().min(1).max(3).nullable(),
  /** Seats: the row and the position across (1–4, aisle between 2 and 3); berths: null. */
  row: z.number().int().min(1).nullable(),
  position: z.number().int().min(1).max(4).nullable(),
  /** The adult fare for this journey now, and before any promotion. */
  fare: thousandsVnd,
  originalFare: thousandsVnd,
  /** The compulsory travel insurance per ticket (included in `fare`). */
  insurance: thousandsVnd,
  status: ZRailwaySeatStatus,
  /** Set on an extra seat (ghế phụ), listed apart under its carriage. */
  isExtra: z.boolean(),
});
export type TRailwaySeat = z.infer<typeof ZRailwaySeat>;

export const ZRailwaySeatMap = z.object({
  runId: z.string(),
  carriageNo: z.string(),
  modelCode: z.string(),
  name: z.string(),
  seatType: ZTrainSeatType,
  layout: z.enum(['SEAT_56', 'SEAT_64', 'HARD_SEAT_80', 'BERTH_4', 'BERTH_6']),
  seats: z.array(ZRailwaySeat),
});
export type TRailwaySeatMap = z.infer<typeof ZRailwaySeatMap>;

/** POST /railway/seat-locks: ask for a seat of a journey; it is the account's for 600 s. */
export const ZRailwaySeatLockRequest = z.object({
  account: ZSupplierAccount,
  runId: z.string().min(1).max(40),
  from: ZStationCode,
  to: ZStationCode,
  seatId: z.string().min(1).max(20),
});
export type TRailwaySeatLockRequest = z.infer<typeof ZRailwaySeatLockRequest>;

export const ZRailwaySeatLock = z.object({
  /** The railway's ticket id for this seat on this journey; a booking names its tickets by it. */
  ticketId: z.string(),
  runId: z.string(),
  trainNumber: z.string(),
  from: ZStationCode,
  to: ZStationCode,
  departAt: isoInstant,
  arriveAt: isoInstant,
  carriageNo: z.string(),
  seat: ZRailwaySeat,
  /** When the lock began, and how long it lasts (600). */
  lockedAt: isoInstant,
  durationSeconds: z.number().int(),
});
export type TRailwaySeatLock = z.infer<typeof ZRailwaySeatLock>;

/** DELETE /railway/seat-locks/{ticketId}?account= answers 204; an unknown or expired lock answers 204 too. */

export const ZRailwayPassenger = z.object({
  fullName: z.string().min(1).max(80),
  /** CCCD (12 digits), CMND (9) or passport; students give their student card number. */
  idNumber: z.string().min(5).max(20),
  passengerType: ZTrainPassengerType,
  birthDate: isoDate.optional(),
});
export type TRailwayPassenger = z.infer<typeof ZRailwayPassenger>;

export const ZRailwayBuyer = z.object({
  fullName: z.string().min(1).max(80),
  idNumber: z.string().max(20).optional(),
  email: z.string().max(120),
  mobile: z.string().max(20),
  company: z.string().max(200).optional(),
  address: z.string().max(300).optional(),
  taxCode: z.string().max(20).optional(),
});
export type TRailwayBuyer = z.infer<typeof ZRailwayBuyer>;

/** POST /railway/bookings: turn locked seats into a booking held until its time limit. */
export const ZRailwayBookingRequest = z.object({
  account: ZSupplierAccount,
  /** The portal's reference: the same clientRef answers the same booking (a retried request holds nothing twice). */
  clientRef: z.string().min(1).max(100),
  tickets: z
    .array(
      z.object({
        ticketId: z.string(),
        passenger: ZRailwayPassenger,
        /** A child (2, 7) names the adult ticket it travels with (in this booking, same run). */
        adultTicketId: z.string().optional(),
      }),
    )
    .min(1)
    .max(20),
  /** Children under 6 sharing an adult's seat: free, listed on the adult's ticket. */
  infants: z
    .array(z.object({ fullName: z.string().min(1).max(80), birthDate: isoDate, adultTicketId: z.string() }))
    .max(10)
    .default([]),
  buyer: ZRailwayBuyer,
});
export type TRailwayBookingRequest = z.input<typeof ZRailwayBookingRequest>;

export const ZRailwayTicketStatus = z.enum(['HELD', 'ISSUED', 'REFUNDED', 'CHANGED', 'CANCELLED']);
export type TRailwayTicketStatus = z.infer<typeof ZRailwayTicketStatus>;

export const ZRailwayTicket = z.object({
  ticketId: z.string(),
  runId: z.string(),
  trainNumber: z.string(),
  from: ZStationCode,
  to: ZStationCode,
  departAt: isoInstant,
  arriveAt: isoInstant,
  carriageNo: z.string(),
  seat: ZRailwaySeat.omit({ status: true }),
  passenger: ZRailwayPassenger,
  adultTicketId: z.string().nullable(),
  infants: z.array(z.object({ fullName: z.string(), birthDate: isoDate })),
  /** The adult fare (insurance included), the passenger type's discount, and what this ticket costs. */
  fare: thousandsVnd,
  insurance: thousandsVnd,
  discount: thousandsVnd,
  amount: thousandsVnd,
  status: ZRailwayTicketStatus,
  /** Once issued: the railway's ticket number and the code its boarding card's QR carries. */
  ticketNumber: z.string().nullable(),
  boardingCode: z.string().nullable(),
  /** A CHANGED ticket names the ticket that replaced it; the new one names the one it replaced. */
  replacedBy: z.string().nullable(),
  replaces: z.string().nullable(),
});
export type TRailwayTicket = z.infer<typeof ZRailwayTicket>;

export const ZRailwayBookingStatus = z.enum(['HOLD', 'ISSUED', 'CANCELLED', 'EXPIRED']);

/** A booking as the railway answers it (hold, retrieve, pay, refund, change). */
export const ZRailwayBooking = z.object({
  bookingCode: z.string(),
  clientRef: z.string(),
  account: z.string(),
  status: ZRailwayBookingStatus,
  /** Pay before it (HOLD). */
  timeLimit: isoInstant,
  buyer: ZRailwayBuyer,
  tickets: z.array(ZRailwayTicket),
  /** The sum of the HELD and ISSUED tickets' amounts. */
  total: thousandsVnd,
  createdAt: isoInstant,
  issuedAt: isoInstant.nullable(),
});
export type TRailwayBooking = z.infer<typeof ZRailwayBooking>;

/** GET /railway/bookings/{code}?account= ; POST /railway/bookings/{code}/cancel { account } (HOLD → CANCELLED, seats free). */
export const ZRailwayAccountBody = z.object({ account: ZSupplierAccount });

/** POST /railway/bookings/{code}/pay: pay and issue; a repeat of a paid booking answers it as it is. */
export const ZRailwayPayRequest = z.object({
  account: ZSupplierAccount,
  /** The total the agency pays (thousands); a different one is refused with PRICE_CHANGED. */
  expectedTotal: thousandsVnd,
});

/** POST /railway/bookings/{code}/refund-quote: what refunding these issued tickets would return, valid 15 minutes. */
export const ZRailwayRefundQuoteRequest = z.object({
  account: ZSupplierAccount,
  ticketIds: z.array(z.string()).min(1).max(20),
});
export const ZRailwayRefundQuote = z.object({
  quoteId: z.string(),
  bookingCode: z.string(),
  /** 'INDIVIDUAL' 10 % from 24 h, 20 % from 4 h; 'GROUP' (11 or more tickets) 10 % from 72 h, 20 % from 24 h; Tết 30 %. */
  rule: z.enum(['INDIVIDUAL', 'GROUP', 'TET']),
  lines: z.array(
    z.object({
      ticketId: z.string(),
      amount: thousandsVnd,
      feePercent: z.number().int(),
      /** At least 10 (10,000 VND). */
      fee: thousandsVnd,
      refund: thousandsVnd,
    }),
  ),
  totalFee: thousandsVnd,
  totalRefund: thousandsVnd,
  expiresAt: isoInstant,
});
export type TRailwayRefundQuote = z.infer<typeof ZRailwayRefundQuote>;

/** POST /railway/bookings/{code}/refund { account, quoteId }: the quoted tickets REFUNDED; a repeat answers the same. */
export const ZRailwayQuoteAcceptRequest = z.object({ account: ZSupplierAccount, quoteId: z.string().min(1).max(60) });
export const ZRailwayRefundResult = z.object({ quote: ZRailwayRefundQuote, booking: ZRailwayBooking });
export type TRailwayRefundResult = z.infer<typeof ZRailwayRefundResult>;

/**
 * POST /railway/bookings/{code}/change-quote: move an issued ticket to a seat the account has locked (same passenger,
 * another run or seat), at least 24 h before departure: 20 (20,000 VND) per ticket plus the fare difference; a cheaper
 * new seat returns nothing. Valid 15 minutes (never past the new seat's lock).
 */
export const ZRailwayChangeQuoteRequest = z.object({
  account: ZSupplierAccount,
  ticketId: z.string(),
  newTicketId: z.string(),
});
export const ZRailwayChangeQuote = z.object({
  quoteId: z.string(),
  bookingCode: z.string(),
  ticketId: z.string(),
  newTicketId: z.string(),
  oldAmount: thousandsVnd,
  newAmount: thousandsVnd,
  changeFee: thousandsVnd,
  /** max(0, newAmount − oldAmount). */
  fareDifference: thousandsVnd,
  /** changeFee + fareDifference: what the agency pays. */
  total: thousandsVnd,
  expiresAt: isoInstant,
});
export type TRailwayChangeQuote = z.infer<typeof ZRailwayChangeQuote>;
/** POST /railway/bookings/{code}/change { account, quoteId }: the old ticket CHANGED, the new one ISSUED in its place. */
export const ZRailwayChangeResult = z.object({ quote: ZRailwayChangeQuote, booking: ZRailwayBooking });
export type TRailwayChangeResult = z.infer<typeof ZRailwayChangeResult>;

/**
 * The railway's refusals, as `{ error, message }` with the HTTP status in brackets: SEAT_TAKEN (409: sold or in someone
 * else's transaction), SEAT_NOT_FOR_SALE (409: status 4), LONGER_JOURNEY_ONLY (409: status 5), LOCK_NOT_FOUND (409:
 * unknown, expired or another account's), RUN_NOT_FOUND (404), BOOKING_NOT_FOUND (404), TIME_LIMIT_EXPIRED (409),
 * PRICE_CHANGED (409), INVALID_PASSENGER (400: a child without its adult, an infant on a child…), REFUND_NOT_ALLOWED
 * (409: under 4 h, or not issued), CHANGE_NOT_ALLOWED (409: under 24 h), QUOTE_EXPIRED (409), QUOTE_NOT_FOUND (404),
 * BAD_REQUEST (400), plus the configured faults (500/503 and timeouts) as the airlines have.
 */
export const RAILWAY_ERRORS = [
  'SEAT_TAKEN',
  'SEAT_NOT_FOR_SALE',
  'LONGER_JOURNEY_ONLY',
  'LOCK_NOT_FOUND',
  'RUN_NOT_FOUND',
  'BOOKING_NOT_FOUND',
  'TIME_LIMIT_EXPIRED',
  'PRICE_CHANGED',
  'INVALID_PASSENGER',
  'REFUND_NOT_ALLOWED',
  'CHANGE_NOT_ALLOWED',
  'QUOTE_EXPIRED',
  'QUOTE_NOT_FOUND',
] as const;
export type TRailwayError = (typeof RAILWAY_ERRORS)[number];
export const ZRailwayError = z.object({ error: z.string(), message: z.string() });

/** POST /admin/railway/sell { runId, from, to, seatIds }: other travellers buy these seats (tests and demos). */
export const ZRailwayAdminSell = z.object({
  runId: z.string(),
  from: ZStationCode,
  to: ZStationCode,
  seatIds: z.array(z.string()).min(1).max(100),
});
