// GET /api/trains/stations, POST /api/trains/search and GET /api/trains/runs/{runId}/carriages/{carriageNo}/seats: the
// railway's stations, runs and seat maps in whole VND.
import { z } from 'zod';
import { ZIsoDay } from '../reports/report-query.js';
import { ZRailwaySeatStatus, ZStationCode, ZTrainSeatType, TRAIN_SEAT_TYPES } from '../suppliers/railway-protocol.js';

const vnd = z.number().int();

/** The seat-type filter of the results (SPEC §9): ALL or one seat type. */
export const TRAIN_SEAT_FILTERS = ['ALL', ...TRAIN_SEAT_TYPES] as const;
export const ZTrainSeatFilter = z.enum(TRAIN_SEAT_FILTERS);
/** The results' sort keys (SPEC §9): most seats first, departure time, arrival ("return") time, time on the train. */
export const TRAIN_SORT_KEYS = ['seatNull', 'departTime', 'returnTime', 'timeRun'] as const;
export const ZTrainSortKey = z.enum(TRAIN_SORT_KEYS);

export const ZTrainStation = z.object({
  code: ZStationCode,
  name: z.string(),
  aliases: z.array(z.string()),
  line: z.string(),
});
export type TTrainStation = z.infer<typeof ZTrainStation>;
export const ZTrainStationsResponse = z.object({ stations: z.array(ZTrainStation) });
export type TTrainStationsResponse = z.infer<typeof ZTrainStationsResponse>;

/** Train search has no passenger counts (SPEC §3): a journey one way or both ways. */
export const ZTrainSearchRequest = z
  .strictObject({
    from: ZStationCode,
    to: ZStationCode,
    departDate: ZIsoDay,
    /** Set for a round trip: the return runs go from `to` back to `from` on that day. */
    returnDate: ZIsoDay.optional(),
  })
  .refine((request) => request.from !== request.to, { path: ['to'], message: 'the same station as from' })
  .refine((request) => !request.returnDate || request.returnDate >= request.departDate, {
    path: ['returnDate'],
    message: 'before the departure date',
  });
export type TTrainSearchRequest = z.infer<typeof ZTrainSearchRequest>;

export const ZTrainCarriage = z.object({
  carriageNo: z.string(),
  name: z.string(),
  seatType: ZTrainSeatType,
  seatsLeft: z.number().int(),
  status: z.enum(['NOT_ALLOCATED', 'ALLOCATED', 'SOLD_OUT']),
});
export type TTrainCarriage = z.infer<typeof ZTrainCarriage>;

export const ZTrainRun = z.object({
  runId: z.string(),
  trainNumber: z.string(),
  from: ZStationCode,
  to: ZStationCode,
  fromName: z.string(),
  toName: z.string(),
  origin: ZStationCode,
  terminus: ZStationCode,
  distanceKm: z.number().int(),
  /** ISO instants with +07:00. */
  departAt: z.string(),
  arriveAt: z.string(),
  durationMinutes: z.number().int(),
  seatsLeft: z.number().int(),
  /** Per seat type: the cheapest and dearest adult fare in VND, insurance included. */
  fares: z.array(z.object({ seatType: ZTrainSeatType, minFare: vnd, maxFare: vnd, seatsLeft: z.number().int() })),
  carriages: z.array(ZTrainCarriage),
});
export type TTrainRun = z.infer<typeof ZTrainRun>;

export const ZTrainSearchResponse = z.object({
  departure: z.array(ZTrainRun),
  /** Null for a one-way search. */
  return: z.array(ZTrainRun).nullable(),
  /** The train issue fee the agency pays per ticket on top of the fare (its chain's fees), to show beside prices. */
  issueFeePerTicket: vnd,
  /** The same for a child's ticket (types 2 and 7: the chain's CHD fee rules), which may differ from the adult's. */
  issueFeePerChildTicket: vnd,
});
export type TTrainSearchResponse = z.infer<typeof ZTrainSearchResponse>;

export const ZTrainSeatMapParams = z.strictObject({
  runId: z.string().regex(/^[A-Z0-9]{1,6}-\d{4}-\d{2}-\d{2}$/),
  carriageNo: z.string().regex(/^[0-9]{1,2}[A-Z]?$/),
});
export const ZTrainSeatMapQuery = z.strictObject({ from: ZStationCode, to: ZStationCode });

/** A seat as the map shows it; `status` the railway's 1–5, and `isMine` when this agency's lock holds it. */
export const ZTrainSeat = z.object({
  seatId: z.string(),
  number: z.string(),
  seatType: ZTrainSeatType,
  compartment: z.number().int().nullable(),
  tier: z.number().int().nullable(),
  row: z.number().int().nullable(),
  position: z.number().int().nullable(),
  fare: vnd,
  originalFare: vnd,
  insurance: vnd,
  status: ZRailwaySeatStatus,
  isExtra: z.boolean(),
  /** Locked by a seat lock of the caller's agency (status 2 seen from outside). */
  isMine: z.boolean(),
});
export type TTrainSeat = z.infer<typeof ZTrainSeat>;

export const ZTrainSeatMap = z.object({
  runId: z.string(),
  carriageNo: z.string(),
  name: z.string(),
  seatType: ZTrainSeatType,
  layout: z.enum(['SEAT_56', 'SEAT_64', 'HARD_SEAT_80', 'BERTH_4', 'BERTH_6']),
  seats: z.array(ZTrainSeat),
});
export type TTrainSeatMap = z.infer<typeof ZTrainSeatMap>;
