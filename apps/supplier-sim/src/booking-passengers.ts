// Airline checks on a hold's passengers and add-ons: titles and ages by type, infants on different adults, passports abroad, one add-on per group.
import type { TPaxType, TSupplierAncillary, TSupplierHoldRequest, TSupplierPassenger } from '@portal/contracts';
import { validatePassengers } from '@portal/domain';
import type { TFieldIssue } from './routes.js';

const TITLES: Readonly<Record<TPaxType, readonly string[]>> = {
  ADT: ['MR', 'MRS', 'MS'],
  CHD: ['MSTR', 'MISS'],
  INF: ['MSTR', 'MISS'],
};

const isRealDate = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
};

/** Whole years from a birth date to a date (both YYYY-MM-DD). */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Adults 12 and over, children 2–11, infants under 2, on the date of the last flight. */
function ageProblem(type: TPaxType, age: number): string | undefined {
  if (type === 'ADT' && age < 12) return 'An adult is 12 or older on the date of the last flight';
  if (type === 'CHD' && (age < 2 || age > 11)) return 'A child is 2 to 11 years old on the date of the last flight';
  if (type === 'INF' && age > 1) return 'An infant is under 2 on the date of the last flight';
  return undefined;
}

function passengerProblems(
  passenger: TSupplierPassenger,
  index: number,
  trip: { lastDate: string; today: string; isInternational: boolean },
): TFieldIssue[] {
  const at = (field: string, message: string) => ({ field: `passengers.${index}.${field}`, message });
  const problems: TFieldIssue[] = [];
  if (!passenger.id.startsWith(`${passenger.type}-`))
    problems.push(at('id', `Expected ${passenger.type}-n for a passenger of type ${passenger.type}`));
  if (!TITLES[passenger.type].includes(passenger.title))
    problems.push(at('title', `Expected one of ${TITLES[passenger.type].join(', ')}`));
  if (passenger.birthDate === undefined) {
    if (passenger.type !== 'ADT') problems.push(at('birthDate', 'Required for children and infants'));
  } else if (!isRealDate(passenger.birthDate) || passenger.birthDate > trip.today) {
    problems.push(at('birthDate', 'Expected a real date, not in the future'));
  } else {
    const problem = ageProblem(passenger.type, ageOn(passenger.birthDate, trip.lastDate));
    if (problem) problems.push(at('birthDate', problem));
  }
  if (passenger.type === 'INF' && !passenger.infantOf) problems.push(at('infantOf', 'An infant travels with an adult'));
  if (passenger.type !== 'INF' && passenger.infantOf)
    problems.push(at('infantOf', 'Only infants travel with an adult'));
  const passport = passenger.passport;
  if (!passport) {
    if (trip.isInternational) problems.push(at('passport', 'Required on international flights'));
  } else {
    if (!isRealDate(passport.expiryDate) || passport.expiryDate <= trip.lastDate)
      problems.push(at('passport.expiryDate', 'The passport must be valid after the last flight'));
    if (passport.issueDate !== undefined && (!isRealDate(passport.issueDate) || passport.issueDate > trip.today))
      problems.push(at('passport.issueDate', 'Expected a real date, not in the future'));
  }
  return problems;
}

/** Every problem with the passengers of a hold, each naming its field. */
export function holdPassengerProblems(
  passengers: TSupplierHoldRequest['passengers'],
  trip: { lastDate: string; today: string; isInternational: boolean },
): TFieldIssue[] {
  const counts = { adt: 0, chd: 0, inf: 0 };
  for (const passenger of passengers)
    counts[passenger.type === 'ADT' ? 'adt' : passenger.type === 'CHD' ? 'chd' : 'inf'] += 1;
  const problems: TFieldIssue[] = validatePassengers(counts).map((problem) => ({
    field: 'passengers',
    message: problem.message,
  }));
  const seen = new Set<string>();
  const carriers = new Set<string>();
  passengers.forEach((passenger, index) => {
    if (seen.has(passenger.id))
      problems.push({ field: `passengers.${index}.id`, message: 'Passenger ids must be unique' });
    seen.add(passenger.id);
    problems.push(...passengerProblems(passenger, index, trip));
    if (passenger.type !== 'INF' || !passenger.infantOf) return;
    const adult = passengers.find((candidate) => candidate.id === passenger.infantOf);
    if (!adult || adult.type !== 'ADT')
      problems.push({ field: `passengers.${index}.infantOf`, message: 'Expected the id of an adult of this booking' });
    else if (carriers.has(adult.id))
      problems.push({ field: `passengers.${index}.infantOf`, message: 'Each adult travels with at most one infant' });
    carriers.add(passenger.infantOf);
  });
  return problems;
}

export type TChosenAncillary = { paxId: string; flightKey: string; option: TSupplierAncillary };

/** Each choice must name a passenger, a flight of the hold and an option that passenger may buy; one per group category per passenger and route. */
export function ancillaryChoices(
  request: TSupplierHoldRequest,
  catalogue: (flightKey: string) => readonly TSupplierAncillary[] | undefined,
): { chosen: TChosenAncillary[]; problems: TFieldIssue[] } {
  const chosen: TChosenAncillary[] = [];
  const problems: TFieldIssue[] = [];
  const taken = new Set<string>();
  (request.ancillaries ?? []).forEach((choice, index) => {
    const at = (field: string, message: string) => problems.push({ field: `ancillaries.${index}.${field}`, message });
    const passenger = request.passengers.find((candidate) => candidate.id === choice.paxId);
    if (!passenger) return at('paxId', 'Not a passenger of this booking');
    const options = catalogue(choice.flightKey);
    if (!options) return at('flightKey', 'Not a flight of this booking');
    const option = options.find((candidate) => candidate.code === choice.code);
    if (!option) return at('code', 'Not sold on this route');
    if (!option.paxTypes.includes(passenger.type))
      return at('code', `Not sold to passengers of type ${passenger.type}`);
    const group = `${choice.paxId}|${choice.flightKey}|${option.groupCategory}`;
    if (taken.has(group)) return at('code', `One ${option.groupCategory} option per passenger and route`);
    taken.add(group);
    chosen.push({ paxId: choice.paxId, flightKey: choice.flightKey, option });
  });
  return { chosen, problems };
}
