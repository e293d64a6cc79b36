// The railway's answers as the portal's errors: a refusal becomes 409 (404 for an unknown run) with the railway's
// code, no answer becomes 502; and the train routes' own conflicts.
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { RailwayCallResult } from '../suppliers/railway/railway-gateway.js';
import { bookingConflict, supplierUnavailable } from '../bookings/booking-errors.js';

const SEAT_CODES = new Set(['SEAT_TAKEN', 'SEAT_NOT_FOR_SALE', 'LONGER_JOURNEY_ONLY', 'LOCK_NOT_FOUND']);

/** The error of a call that did not answer ok: 404 for RUN_NOT_FOUND, 409 for other refusals, 502 without an answer. */
export function railwayFailure(result: Exclude<RailwayCallResult<unknown>, { ok: true }>, seat?: string): AppError {
  if (result.kind === 'unknown') return supplierUnavailable(result.message);
  if (result.code === 'RUN_NOT_FOUND')
    return new AppError({
      status: 404,
      code: ErrorCode.NOT_FOUND,
      messageKey: 'notFound',
      details: { railwayCode: result.code },
    });
  if (seat && SEAT_CODES.has(result.code))
    return bookingConflict('supplierRefused', {
      key: 'trainSeatUnavailable',
      params: { seat, message: result.message },
      details: { railwayCode: result.code, supplierMessage: result.message, seatId: seat },
    });
  return bookingConflict('supplierRefused', {
    key: 'trainRailwayRefused',
    params: { message: result.message },
    details: { railwayCode: result.code, supplierMessage: result.message },
  });
}

/** The value of a railway answer, or its failure thrown. */
export function railwayValue<T>(result: RailwayCallResult<T>, seat?: string): T {
  if (!result.ok) throw railwayFailure(result, seat);
  return result.value;
}
