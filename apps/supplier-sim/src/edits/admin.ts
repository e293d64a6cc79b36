// Admin changes the airline makes on its own: a schedule change (segments TK, the old ones UN), a passenger checked in, a segment HL or KK.
import { formatIsoWithOffset } from '@portal/domain';
import { z } from 'zod';
import { refuse, succeed, type TActionResult, type TBookingDeps } from '../booking-context.js';
import { refreshExpiry } from '../booking-lifecycle.js';
import { vietnamIso } from '../booking-policy.js';
import type { TStoredBooking } from '../booking-store.js';
import type { TSupplierBooking } from '@portal/contracts';
import { LOW_COST } from './edit-rules.js';

export const ZScheduleChangeInject = z.object({
  /** Which segments move (default: the first segment of the first flight). */
  segments: z
    .array(z.object({ flightKey: z.string(), segmentIndex: z.number().int().min(0).default(0) }))
    .min(1)
    .optional(),
  /** Minutes the segments move by (later when positive). */
  shiftMinutes: z
    .number()
    .int()
    .min(-1440)
    .max(1440)
    .refine((value) => value !== 0, 'A change moves the time'),
});
export const ZCheckInInject = z.object({ paxId: z.string(), flightKey: z.string() });
export const ZSegmentStatusInject = z.object({ flightKey: z.string(), status: z.enum(['HL', 'KK']) });

type TFound = { ok: true; stored: TStoredBooking } | { ok: false; result: TActionResult<never> };

function open(deps: TBookingDeps, pnr: string, statuses: readonly string[]): TFound {
  const stored = deps.store.bookings.get(pnr.toUpperCase());
  if (!stored) return { ok: false, result: refuse('NOT_FOUND', `No PNR ${pnr.toUpperCase()}`) };
  refreshExpiry(deps, stored);
  if (!statuses.includes(stored.view.status))
    return {
      ok: false,
      result: refuse('INVALID_STATE', `PNR ${stored.view.pnr} is ${stored.view.status}`, { booking: stored.view }),
    };
  return { ok: true, stored };
}

/** The same wall-clock offset, minutes later. */
function shifted(isoWithOffset: string, minutes: number): string {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(isoWithOffset);
  const offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return formatIsoWithOffset(new Date(Date.parse(isoWithOffset) + minutes * 60_000), offset);
}

export function injectScheduleChange(
  deps: TBookingDeps,
  pnr: string,
  body: z.output<typeof ZScheduleChangeInject>,
): TActionResult<TSupplierBooking> {
  const found = open(deps, pnr, ['HOLD', 'TICKETED']);
  if (!found.ok) return found.result;
  const { view } = found.stored;
  const first = view.flights[0];
  const targets = body.segments ?? (first ? [{ flightKey: first.key, segmentIndex: 0 }] : []);
  const changes: NonNullable<TSupplierBooking['scheduleChange']>['segments'] = [];
  for (const target of targets) {
    const segment = view.flights.find((flight) => flight.key === target.flightKey)?.segments[target.segmentIndex];
    if (!segment)
      return refuse('BAD_REQUEST', `No segment ${target.segmentIndex} of ${target.flightKey} in ${view.pnr}`);
    const old = { ...segment, status: 'UN' as const };
    segment.departDateTime = shifted(segment.departDateTime, body.shiftMinutes);
    segment.arrivalDateTime = shifted(segment.arrivalDateTime, body.shiftMinutes);
    segment.status = 'TK';
    changes.push({
      ...target,
      old,
      newDepartDateTime: segment.departDateTime,
      newArrivalDateTime: segment.arrivalDateTime,
    });
  }
  view.scheduleChange = {
    changedAt: vietnamIso(deps.now()),
    segments: [...(view.scheduleChange?.segments ?? []), ...changes],
  };
  return succeed(view);
}

/** Marks a passenger of a ticketed low-cost PNR checked in on a flight (what remove-checkIn undoes). */
export function injectCheckIn(
  deps: TBookingDeps,
  pnr: string,
  body: z.output<typeof ZCheckInInject>,
): TActionResult<TSupplierBooking> {
  const found = open(deps, pnr, ['TICKETED']);
  if (!found.ok) return found.result;
  const { view } = found.stored;
  if (!LOW_COST.includes(view.system))
    return refuse('ACTION_NOT_SUPPORTED', `${view.system} has no online check-in here`);
  const passenger = view.passengers.find((candidate) => candidate.id === body.paxId);
  if (!passenger || !view.flights.some((flight) => flight.key === body.flightKey))
    return refuse('BAD_REQUEST', `No passenger ${body.paxId} or flight ${body.flightKey} in ${view.pnr}`);
  if (!passenger.checkedIn?.includes(body.flightKey))
    passenger.checkedIn = [...(passenger.checkedIn ?? []), body.flightKey];
  return succeed(view);
}

/** Makes a flight's segments waitlisted (HL) or confirmed by the airline after a request (KK). */
export function injectSegmentStatus(
  deps: TBookingDeps,
  pnr: string,
  body: z.output<typeof ZSegmentStatusInject>,
): TActionResult<TSupplierBooking> {
  const found = open(deps, pnr, ['HOLD', 'TICKETED']);
  if (!found.ok) return found.result;
  const flight = found.stored.view.flights.find((candidate) => candidate.key === body.flightKey);
  if (!flight) return refuse('BAD_REQUEST', `No flight ${body.flightKey} in ${found.stored.view.pnr}`);
  for (const segment of flight.segments) segment.status = body.status;
  return succeed(found.stored.view);
}
