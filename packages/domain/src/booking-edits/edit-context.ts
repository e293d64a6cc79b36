// What the edit rules need to know of the booking: its days, passengers and flights; and the split and infant rules.
import type { TBookingDetail } from '@portal/contracts';
import { isDomesticRoute } from '../airports/lookup.js';
import type { CalendarDate } from '../validation/dates.js';
import { calendarDateInVietnam, calendarDateOfIso, compareDates } from '../passengers/calendar.js';
import type { PaxType } from '../passengers/slots.js';

export type EditPassenger = { paxId: string; type: PaxType; parentPaxId: string | null };

export type BookingEditContext = {
  /** Today in Vietnam: birth dates and issue dates are not after it. */
  today: CalendarDate;
  /** Local departure day of the earliest flight: an infant must be born by then. */
  firstFlightDate: CalendarDate;
  /** Local departure day of the latest flight: ages are measured and passports must be valid on it. */
  lastFlightDate: CalendarDate;
  passengers: readonly EditPassenger[];
  /** `routes[].offerId` of the booking, in travel order. */
  flightKeys: readonly string[];
  /** The marketing carriers of the itinerary (the airlines a loyalty number may be given for). */
  airlines: readonly string[];
  /** Some flight leaves or reaches another country: passports are needed (an added infant's too). */
  isInternational: boolean;
};

/**
 * The context of a booking as its detail shows it, so the web form and the API build the same one: the flights not
 * cancelled (XX) decide the days and the airlines; undefined when no flight is left or a date cannot be read.
 */
export function bookingEditContextOf(
  booking: Pick<TBookingDetail, 'passengers' | 'routes'>,
  now: Date,
): BookingEditContext | undefined {
  const routes = booking.routes.filter((route) => route.segments.some((segment) => segment.status !== 'XX'));
  const segments = routes.flatMap((route) => route.segments.filter((segment) => segment.status !== 'XX'));
  const days = segments.map((segment) => calendarDateOfIso(segment.departDateTime));
  if (days.length === 0 || days.some((day) => day === undefined)) return undefined;
  const sorted = (days as CalendarDate[]).sort(compareDates);
  return {
    today: calendarDateInVietnam(now),
    firstFlightDate: sorted[0]!,
    lastFlightDate: sorted.at(-1)!,
    passengers: booking.passengers.map((passenger) => ({
      paxId: passenger.paxId,
      type: passenger.type,
      parentPaxId: passenger.parentPaxId,
    })),
    flightKeys: routes.map((route) => route.offerId),
    airlines: [...new Set(segments.map((segment) => segment.carrierCode.trim().toUpperCase()))],
    isInternational: segments.some((segment) => !isDomesticRoute(segment.from, segment.to)),
  };
}

export type SplitProblem =
  { code: 'infantMovesWithAdult'; paxId: string; parentPaxId: string } | { code: 'onePassengerMustStay' };

/** The passengers a split moves: those chosen and the infants of the adults chosen (an infant goes with its adult). */
export function passengersMovedBySplit(paxIds: readonly string[], passengers: readonly EditPassenger[]): string[] {
  const chosen = new Set(paxIds);
  return passengers
    .filter((passenger) => chosen.has(passenger.paxId) || (passenger.parentPaxId && chosen.has(passenger.parentPaxId)))
    .map((passenger) => passenger.paxId);
}

/**
 * What is wrong with a split, or undefined: an infant is chosen without its adult (it cannot travel alone), or no
 * adult or child would stay on the old booking.
 */
export function splitProblem(
  paxIds: readonly string[],
  passengers: readonly EditPassenger[],
): SplitProblem | undefined {
  const chosen = new Set(paxIds);
  for (const passenger of passengers) {
    if (chosen.has(passenger.paxId) && passenger.parentPaxId && !chosen.has(passenger.parentPaxId)) {
      return { code: 'infantMovesWithAdult', paxId: passenger.paxId, parentPaxId: passenger.parentPaxId };
    }
  }
  const moved = new Set(passengersMovedBySplit(paxIds, passengers));
  const staying = passengers.filter((passenger) => passenger.type !== 'INF' && !moved.has(passenger.paxId));
  return staying.length === 0 ? { code: 'onePassengerMustStay' } : undefined;
}

/** Whether an infant may be added on this passenger: an adult of the booking without one. */
export function canTakeInfant(adultId: string, passengers: readonly EditPassenger[]): boolean {
  const adult = passengers.find((passenger) => passenger.paxId === adultId);
  return adult?.type === 'ADT' && !passengers.some((passenger) => passenger.parentPaxId === adultId);
}

/** The pax id the next added infant takes: INF-n after the highest one on the booking. */
export function nextInfantPaxId(passengers: readonly EditPassenger[]): string {
  const numbers = passengers
    .filter((passenger) => passenger.type === 'INF')
    .map((passenger) => Number(passenger.paxId.slice(4)));
  return `INF-${Math.max(0, ...numbers) + 1}`;
}
