// The lowest-fare calendar: asks every allowed booking system for a route's month and keeps the cheapest fare per day.
import {
  BOOKING_SYSTEM_FACTS,
  type TBookingSystem,
  type TFieldIssue,
  type TFlightCalendarDay,
  type TFlightCalendarQuery,
  type TFlightCalendarResponse,
  type TSupplierCalendarResponse,
} from '@portal/contracts';
import {
  addDays,
  carrierOfSystem,
  findAirport,
  formatThousandsK,
  requireIsoDate,
  routeScopeOf,
  type FeeSchedule,
  type IsoDate,
} from '@portal/domain';
import { invalidFields } from '../../platform/field-error.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { agencyPricingSettings } from '../suppliers/agency-booking-systems.js';
import { vietnamToday } from '@portal/domain';
import { MAX_DAYS_AHEAD } from './search-request-rules.js';
import { failureMessage, type FlightSearchDeps } from './search-flights.service.js';
import { callSupplier } from '../suppliers/supplier-call.js';

const HOUR_MS = 60 * 60 * 1000;

/** The calendar looks at most this many months past the current one (Vietnam date). */
export const MAX_MONTHS_AHEAD = 12;

export type FlightCalendarDeps = FlightSearchDeps;

/** Months as a count: 2026-12 → 2026 × 12 + 11. */
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

export function calendarQueryProblems(query: TFlightCalendarQuery, now: Date): TFieldIssue[] {
  const problems: TFieldIssue[] = [];
  if (!findAirport(query.from)) problems.push({ field: 'from', message: 'unknown airport' });
  if (!findAirport(query.to)) problems.push({ field: 'to', message: 'unknown airport' });
  if (query.from === query.to) problems.push({ field: 'to', message: 'same as departure airport' });
  const ahead = monthIndex(query.month) - monthIndex(vietnamToday(now));
  if (ahead < 0) problems.push({ field: 'month', message: 'in the past' });
  else if (ahead > MAX_MONTHS_AHEAD)
    problems.push({ field: 'month', message: `more than ${MAX_MONTHS_AHEAD} months ahead` });
  return problems;
}

function assertValidCalendarQuery(query: TFlightCalendarQuery, now: Date): void {
  const problems = calendarQueryProblems(query, now);
  if (problems.length > 0) throw invalidFields(problems);
}

/** The days the calendar answers: from today (or the 1st) to the month's end, never past the search window. */
function calendarDates(month: string, now: Date): IsoDate[] {
  const today = vietnamToday(now);
  const lastSearchable = addDays(today, MAX_DAYS_AHEAD);
  const dates: IsoDate[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) {
    if (date >= today && date <= lastSearchable) dates.push(date);
  }
  return dates;
}

type TCheapest = { fareAmount: number; system: TBookingSystem };

/**
 * Per day, the cheapest over systems and segment counts of the supplier's fare plus the chain's adult issue fee for
 * that many segments: the lowest `lowestFare` a one-adult search would show. The route scope comes from the route's
 * ends; a GDS answer has no airline, so only rules for all airlines apply to it. Ties keep the first system in order.
 */
export function combineCalendars(
  answers: readonly TSupplierCalendarResponse[],
  fees: FeeSchedule,
  route: { from: string; to: string },
): Map<IsoDate, TCheapest> {
  const cheapest = new Map<IsoDate, TCheapest>();
  const routeScope = routeScopeOf([route]);
  for (const answer of answers) {
    // An airline system's own airline; a GDS sells many, which the calendar does not name.
    const airline = carrierOfSystem(answer.system);
    for (const day of answer.days) {
      for (const entry of day.bySegments) {
        const fareAmount =
          entry.lowestFare + fees.perPassenger({ airline, routeScope, segmentCount: entry.segments }, 'ADT');
        const known = cheapest.get(day.date);
        if (!known || fareAmount < known.fareAmount) cheapest.set(day.date, { fareAmount, system: answer.system });
      }
    }
  }
  return cheapest;
}

function calendarDay(date: IsoDate, cheapest: TCheapest | undefined): TFlightCalendarDay {
  const { year, month, day } = requireIsoDate(date);
  return {
    date,
    day,
    month,
    year,
    fareAmount: cheapest?.fareAmount ?? null,
    fareDisplay: cheapest ? formatThousandsK(cheapest.fareAmount) : null,
    system: cheapest?.system ?? null,
  };
}

export function createFlightCalendarService(deps: FlightCalendarDeps) {
  /** Systems that fail or pass the deadline are left out and listed; the calendar itself never fails for them. */
  async function lowestFares(
    auth: AccessClaims,
    query: TFlightCalendarQuery,
    callerGone?: AbortSignal,
  ): Promise<TFlightCalendarResponse> {
    const now = deps.clock.now();
    assertValidCalendarQuery(query, now);
    const agency = await agencyPricingSettings(deps.db, auth.agencyId);
    const outcomes = await Promise.all(
      agency.systems.map(async (system) => {
        // QH flights departing within a day are not sold here (SPEC.md §5), so its calendar leaves them out too.
        const hiddenWithinHours = BOOKING_SYSTEM_FACTS[system].hidesFlightsWithinHours;
        const asked =
          hiddenWithinHours === null
            ? query
            : { ...query, departAfter: new Date(now.getTime() + hiddenWithinHours * HOUR_MS).toISOString() };
        const outcome = await callSupplier(deps.deadlineMs, callerGone, (signal) =>
          deps.suppliers.calendar(system, asked, { signal }),
        );
        if (!outcome.ok && !callerGone?.aborted) deps.onSupplierFailure?.(system, outcome.error);
        return { system, outcome };
      }),
    );
    if (!callerGone?.aborted) {
      const at = deps.clock.now();
      const failures = outcomes.flatMap(({ system, outcome }) =>
        outcome.ok
          ? []
          : [
              {
                agencyId: auth.agencyId,
                userId: auth.userId,
                system,
                action: 'calendar' as const,
                message: failureMessage(outcome, deps.deadlineMs),
                occurredAt: at,
              },
            ],
      );
      // Without waiting: the log never holds up or fails the calendar.
      if (failures.length > 0) void deps.reservationErrors?.record(failures);
    }
    const answers = outcomes.flatMap(({ system, outcome }) => (outcome.ok ? [{ ...outcome.value, system }] : []));
    const cheapest = combineCalendars(answers, agency.fees, query);
    return {
      route: `${query.from}-${query.to}`,
      month: query.month,
      days: calendarDates(query.month, now).map((date) => calendarDay(date, cheapest.get(date))),
      systems: agency.systems,
      unavailableSystems: outcomes.filter(({ outcome }) => !outcome.ok).map(({ system }) => system),
    };
  }

  return { lowestFares };
}

export type FlightCalendarService = ReturnType<typeof createFlightCalendarService>;
