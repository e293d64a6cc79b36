// POST /api/trains/seat-locks, POST /api/trains/seat-locks/auto and DELETE /api/trains/seat-locks/{ticketId}: seats held
// for 600 s while the agent fills in the passengers; each lock belongs to the agency (another agency's answers 404).
import { z } from 'zod';
import { ZStationCode, ZTrainSeatType } from '../suppliers/railway-protocol.js';
import { ZTrainSeat, ZTrainSeatMapParams } from './train-search.js';

const vnd = z.number().int();

export const ZTrainDirection = z.enum(['departure', 'return']);
export type TTrainDirection = z.infer<typeof ZTrainDirection>;

/** At most this many seats held at once per direction by one booking draft (and per auto choice). */
export const TRAIN_MAX_SEATS_PER_DIRECTION = 10;

export const ZTrainSeatLockRequest = z.strictObject({
  runId: ZTrainSeatMapParams.shape.runId,
  from: ZStationCode,
  to: ZStationCode,
  seatId: z.string().regex(/^[0-9]{1,2}[A-Z]?-P?[0-9]{1,3}$/),
  direction: ZTrainDirection,
});
export type TTrainSeatLockRequest = z.infer<typeof ZTrainSeatLockRequest>;

/** "Auto seat choice": N seats of a type, side by side (same compartment or row first), in one carriage if possible. */
export const ZTrainAutoSeatRequest = z.strictObject({
  runId: ZTrainSeatMapParams.shape.runId,
  from: ZStationCode,
  to: ZStationCode,
  seatType: ZTrainSeatType,
  count: z.number().int().min(1).max(TRAIN_MAX_SEATS_PER_DIRECTION),
  direction: ZTrainDirection,
  /** Prefer lower berths (the dearer ones) or upper ones; absent: whichever keeps the seats together. */
  tier: z.enum(['lower', 'upper']).optional(),
});
export type TTrainAutoSeatRequest = z.infer<typeof ZTrainAutoSeatRequest>;

export const ZTrainSeatLock = z.object({
  ticketId: z.string(),
  direction: ZTrainDirection,
  runId: z.string(),
  trainNumber: z.string(),
  from: ZStationCode,
  to: ZStationCode,
  departAt: z.string(),
  arriveAt: z.string(),
  carriageNo: z.string(),
  carriageName: z.string(),
  seat: ZTrainSeat,
  /** The adult fare in VND (insurance included). */
  fare: vnd,
  /** SPEC §4: remaining = durationSeconds − seconds since lockedAt; released at 0. */
  lockedAt: z.string(),
  durationSeconds: z.number().int(),
  expiresAt: z.string(),
});
export type TTrainSeatLock = z.infer<typeof ZTrainSeatLock>;

export const ZTrainAutoSeatResponse = z.object({ locks: z.array(ZTrainSeatLock) });
export const ZTrainSeatLockParams = z.strictObject({ ticketId: z.string().regex(/^[A-Za-z0-9-]{4,40}$/) });
