// What a supplier's answer to a hold does to a LOADING booking (HOLD, FAILED, or still LOADING when there was no
// answer), and the re-sending of a hold whose outcome stayed unknown: the same clientRef answers the same PNR.
import type { TBookingSystem, TSupplierBooking, TSupplierHoldRequest } from '@portal/contracts';
import type { SupplierCallResult } from '../../suppliers/supplier-gateway.js';
import { bookedFlights, flightTimes } from './booked-flights.js';
import { flightsOf, pricingOf, type BookingRow } from '../repository/booking-rows.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { changeInPlace, transitionBooking } from '../repository/booking-transitions.js';
import { claimStaleLoading } from '../repository/booking-claims.js';
import { findBooking } from '../repository/booking-reads.js';

/** A hold with no answer for this long is given up as FAILED (the airline lets an unpaid PNR lapse at its time limit). */
export const LOADING_GIVE_UP_MS = 30 * 60_000;
/** A LOADING booking untouched for two supplier deadlines had its call end: it may be re-sent (and claimed for that). */
export const staleLoadingMs = (deadlineMs: number) => 2 * deadlineMs;

export function supplierHoldRequestOf(booking: BookingRow): TSupplierHoldRequest {
  const stored = pricingOf(booking).supplierHold;
  if (!stored) throw new Error(`booking ${booking.id} keeps no hold request`);
  return { account: booking.supplierAccount, clientRef: booking.clientRef, ...stored };
}

/** Writes the answer of a hold call on its booking (with its event) and answers the booking as it now is. */
export async function applyHoldAnswer(
  deps: BookingSupplierDeps,
  options: { booking: BookingRow; result: SupplierCallResult<TSupplierBooking>; actorUserId: string | null },
): Promise<BookingRow> {
  const { booking, result, actorUserId } = options;
  const at = deps.clock.now();
  const base = { bookingId: booking.id, actorUserId, at };
  const logFailure = (message: string) =>
    void deps.reservationErrors.record([
      {
        agencyId: booking.agencyId,
        userId: actorUserId,
        system: booking.system,
        action: 'hold',
        pnr: null,
        message,
        occurredAt: at,
      },
    ]);

  const changed = await deps.db.transaction(async (tx) => {
    if (result.ok) {
      const answer = result.value;
      if (answer.status !== 'HOLD' && answer.status !== 'CANCELLED') {
        return changeInPlace(tx, {
          ...base,
          status: 'LOADING',
          action: 'hold-unknown',
          set: { lastError: `unexpected status ${answer.status}` },
          details: { pnr: answer.pnr, supplierStatus: answer.status },
        });
      }
      const flights = bookedFlights(booking.system, answer, flightsOf(booking));
      const held = await transitionBooking(tx, {
        ...base,
        from: ['LOADING'],
        to: 'HOLD',
        action: 'hold',
        set: {
          pnr: answer.pnr,
          timeLimit: new Date(answer.timeLimit),
          flights: flights as unknown as BookingRow['flights'],
          lastError: null,
          ...flightTimes(flights),
        },
        details: { pnr: answer.pnr, timeLimit: answer.timeLimit, supplierNet: answer.totalNet },
      });
      // Re-sent after its time limit, the supplier answers the PNR it already let lapse.
      if (!held || answer.status !== 'CANCELLED') return held;
      return transitionBooking(tx, {
        ...base,
        from: ['HOLD'],
        to: 'CANCEL',
        action: 'expire',
        set: { closedAt: at },
        details: { cancelReason: answer.cancelReason ?? null },
      });
    }
    if (result.kind === 'refused') {
      return transitionBooking(tx, {
        ...base,
        from: ['LOADING'],
        to: 'FAILED',
        action: 'hold-failed',
        set: { lastError: result.message, closedAt: at },
        details: {
          supplierCode: result.code,
          message: result.message,
          ...(result.fields ? { fields: result.fields } : {}),
        },
      });
    }
    if (at.getTime() - booking.createdAt.getTime() >= LOADING_GIVE_UP_MS) {
      return transitionBooking(tx, {
        ...base,
        from: ['LOADING'],
        to: 'FAILED',
        action: 'hold-abandoned',
        set: { lastError: result.message, closedAt: at },
        details: { reason: result.reason, message: result.message },
      });
    }
    return changeInPlace(tx, {
      ...base,
      status: 'LOADING',
      action: 'hold-unknown',
      set: { lastError: result.message },
      details: { reason: result.reason, message: result.message },
    });
  });
  if (!result.ok) logFailure(result.kind === 'refused' ? `${result.code}: ${result.message}` : result.message);
  return changed ?? (await findBooking(deps.db, booking.id)) ?? booking;
}

/** Sends (or re-sends) the booking's hold and writes the answer. Never holds a lock while the supplier works. */
export async function sendHold(
  deps: BookingSupplierDeps,
  booking: BookingRow,
  actorUserId: string | null,
): Promise<BookingRow> {
  const result = await deps.suppliers.hold(booking.system as TBookingSystem, supplierHoldRequestOf(booking), {
    deadlineMs: deps.deadlineMs,
  });
  return applyHoldAnswer(deps, { booking, result, actorUserId });
}

/** Re-sends the stale holds (of one order, or any) with their own clientRef; answers how many were re-sent. */
export async function resendStaleHolds(
  deps: BookingSupplierDeps,
  options: { limit: number; orderId?: string; actorUserId: string | null },
): Promise<number> {
  const claimed = await claimStaleLoading(deps.db, {
    now: deps.clock.now(),
    staleMs: staleLoadingMs(deps.deadlineMs),
    limit: options.limit,
    orderId: options.orderId,
  });
  await Promise.all(claimed.map((booking) => sendHold(deps, booking, options.actorUserId)));
  return claimed.length;
}
