// The legs of a multi-city search (SPEC §4): two at first, 3-day spacing, and which edits clear results or filters.
import type { TFlightOffer } from '@portal/contracts';
import { addDays, compareIsoDates, requireIsoDate, type IsoDate } from './calendar-days.js';
import { initialFilters, type FlightFilters } from './filters.js';

export type MultiFlightLeg = {
  sessionId: string;
  from: string;
  to: string;
  departureDate: IsoDate;
  /** Null until the leg has been searched (and again after any edit that invalidates the results). */
  results: TFlightOffer[] | null;
  filters: FlightFilters;
};

export type NewLegOptions = {
  today: IsoDate;
  /** Supplies the id of each new leg, so the rules stay free of randomness. */
  newSessionId: () => string;
};

export const MIN_LEGS = 2;
/** The search request accepts at most six legs. */
export const MAX_LEGS = 6;
export const LEG_SPACING_DAYS = 3;

function clearResults(legs: readonly MultiFlightLeg[]): MultiFlightLeg[] {
  return legs.map((leg) => (leg.results === null ? leg : { ...leg, results: null }));
}

function newLeg(index: number, from: string, options: NewLegOptions): MultiFlightLeg {
  return {
    sessionId: options.newSessionId(),
    from,
    to: '',
    departureDate: addDays(options.today, LEG_SPACING_DAYS * index),
    results: null,
    filters: initialFilters(),
  };
}

/** Two empty legs: the first departing today, the second 3 days from today. */
export function initialLegs(options: NewLegOptions): MultiFlightLeg[] {
  return [newLeg(0, '', options), newLeg(1, '', options)];
}

export function canAddLeg(legs: readonly MultiFlightLeg[]): boolean {
  return legs.length < MAX_LEGS;
}

export function canRemoveLeg(legs: readonly MultiFlightLeg[]): boolean {
  return legs.length > MIN_LEGS;
}

/**
 * Appends a leg departing 3 days × the number of legs already there from today (a third leg: 6 days, a fourth: 9),
 * starting where the last leg lands; clears every leg's results. Unchanged at MAX_LEGS.
 */
export function addLeg(legs: readonly MultiFlightLeg[], options: NewLegOptions): MultiFlightLeg[] {
  if (!canAddLeg(legs)) return [...legs];
  const lastLeg = legs.at(-1);
  return [...clearResults(legs), newLeg(legs.length, lastLeg?.to ?? '', options)];
}

/** Removes the leg and clears every leg's results; never goes below MIN_LEGS (a multi-city search needs two). */
export function removeLeg(legs: readonly MultiFlightLeg[], sessionId: string): MultiFlightLeg[] {
  if (!canRemoveLeg(legs) || !legs.some((leg) => leg.sessionId === sessionId)) return [...legs];
  return clearResults(legs.filter((leg) => leg.sessionId !== sessionId));
}

/** Orders legs by departure day (legs on the same day keep their order) and clears every leg's results. */
export function sortLegsByDeparture(legs: readonly MultiFlightLeg[]): MultiFlightLeg[] {
  return clearResults([...legs].sort((a, b) => compareIsoDates(a.departureDate, b.departureDate)));
}

/** "Resetting legs" of SPEC §4: the legs stay as entered, every leg's results are cleared. */
export function resetLegs(legs: readonly MultiFlightLeg[]): MultiFlightLeg[] {
  return clearResults(legs);
}

function updateLeg(
  legs: readonly MultiFlightLeg[],
  sessionId: string,
  update: (leg: MultiFlightLeg) => MultiFlightLeg,
): MultiFlightLeg[] {
  return legs.map((leg) => (leg.sessionId === sessionId ? update(leg) : leg));
}

/** Changing a leg's route or day makes its own results stale, so they are cleared (other legs keep theirs). */
export function editLeg(
  legs: readonly MultiFlightLeg[],
  sessionId: string,
  changes: Partial<Pick<MultiFlightLeg, 'from' | 'to' | 'departureDate'>>,
): MultiFlightLeg[] {
  if (changes.departureDate !== undefined) requireIsoDate(changes.departureDate);
  return updateLeg(legs, sessionId, (leg) => ({ ...leg, ...changes, results: null }));
}

/**
 * Setting a leg's data (its search results) resets its filters to those of a fresh result list (every flight type),
 * not to the F_FLIGHT_DIRECT of the "reset filter" button: new results start unfiltered.
 */
export function setLegResults(
  legs: readonly MultiFlightLeg[],
  sessionId: string,
  offers: readonly TFlightOffer[],
): MultiFlightLeg[] {
  return updateLeg(legs, sessionId, (leg) => ({ ...leg, results: [...offers], filters: initialFilters() }));
}

export function setLegFilters(
  legs: readonly MultiFlightLeg[],
  sessionId: string,
  filters: FlightFilters,
): MultiFlightLeg[] {
  return updateLeg(legs, sessionId, (leg) => ({ ...leg, filters }));
}
