// The passenger counter of the flight search (SPEC §4) and the passenger rules a search must satisfy (SPEC §5).
export type PassengerCounts = { adt: number; chd: number; inf: number };
export type PassengerKind = keyof PassengerCounts;
export type PassengerProblemCode = 'notWholeNumber' | 'noAdult' | 'tooManySeated' | 'tooManyInfants';
/** `field` names the count to point at (a 400 answer, a form error); `message` is English for logs and APIs. */
export type PassengerProblem = { code: PassengerProblemCode; field: PassengerKind; message: string };

/** Adults plus children: infants sit on an adult's lap and do not count against it. */
export const MAX_SEATED_PASSENGERS = 9;

export const INITIAL_PASSENGERS: Readonly<PassengerCounts> = Object.freeze({ adt: 1, chd: 0, inf: 0 });

export function seatedCount(counts: PassengerCounts): number {
  return counts.adt + counts.chd;
}

/** Adults and children only while the seated total stays at most 9; infants only up to the number of adults. */
export function canIncrement(counts: PassengerCounts, kind: PassengerKind): boolean {
  if (kind === 'inf') return counts.inf < counts.adt;
  return seatedCount(counts) < MAX_SEATED_PASSENGERS;
}

export function canDecrement(counts: PassengerCounts, kind: PassengerKind): boolean {
  return counts[kind] > 0;
}

/** Adds one passenger of the kind, or returns the counts unchanged when the rule refuses it. */
export function increment(counts: PassengerCounts, kind: PassengerKind): PassengerCounts {
  if (!canIncrement(counts, kind)) return counts;
  return { ...counts, [kind]: counts[kind] + 1 };
}

/**
 * Removes one passenger of the kind, never below 0. Removing an adult also removes an infant whenever infants
 * would otherwise outnumber adults: SPEC §4 names the 9 adults + 9 infants case; we apply the same rule to any
 * count (3 adults + 3 infants → 2 + 2), so the counter can never show more infants than adults.
 */
export function decrement(counts: PassengerCounts, kind: PassengerKind): PassengerCounts {
  if (!canDecrement(counts, kind)) return counts;
  const next = { ...counts, [kind]: counts[kind] - 1 };
  if (kind === 'adt' && next.inf > next.adt) next.inf = next.adt;
  return next;
}

/**
 * Every rule a search's passengers break, in a fixed order; empty when the search may go ahead. Too many seated
 * passengers points at the children when there are any (adding them broke the limit), else at the adults.
 */
export function validatePassengers(counts: PassengerCounts): PassengerProblem[] {
  const kinds: readonly PassengerKind[] = ['adt', 'chd', 'inf'];
  const malformed = kinds.filter((kind) => !Number.isSafeInteger(counts[kind]) || counts[kind] < 0);
  if (malformed.length > 0) {
    return malformed.map((field) => ({ code: 'notWholeNumber', field, message: 'must be a whole number, 0 or more' }));
  }
  const problems: PassengerProblem[] = [];
  if (counts.adt < 1) problems.push({ code: 'noAdult', field: 'adt', message: 'at least one adult is required' });
  if (seatedCount(counts) > MAX_SEATED_PASSENGERS) {
    problems.push({
      code: 'tooManySeated',
      field: counts.chd > 0 ? 'chd' : 'adt',
      message: `at most ${MAX_SEATED_PASSENGERS} adults and children together`,
    });
  }
  if (counts.inf > counts.adt)
    problems.push({ code: 'tooManyInfants', field: 'inf', message: 'infants may not outnumber adults' });
  return problems;
}
