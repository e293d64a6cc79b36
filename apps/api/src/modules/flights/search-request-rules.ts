// Checks a flight search before any supplier is asked: journey shape, airports, dates and passenger counts.
import type { TFieldIssue, TSearchFlightsRequest } from '@portal/contracts';
import { addDays, findAirport, isIsoDate, validatePassengers, vietnamToday } from '@portal/domain';
import { invalidFields } from '../../platform/field-error.js';

/** How far ahead a search (and the lowest-fare calendar) may look. */
export const MAX_DAYS_AHEAD = 365;
const LEG_COUNTS = { OW: [1, 1], RT: [2, 2], MC: [2, 6] } as const;

export function searchRequestProblems(request: TSearchFlightsRequest, now: Date): TFieldIssue[] {
  const problems: TFieldIssue[] = [];
  const [minLegs, maxLegs] = LEG_COUNTS[request.journeyType];
  if (request.legs.length < minLegs || request.legs.length > maxLegs) {
    problems.push({
      field: 'legs',
      message: `${request.journeyType} needs ${minLegs === maxLegs ? minLegs : `${minLegs}-${maxLegs}`} legs`,
    });
  }
  const today = vietnamToday(now);
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  request.legs.forEach((leg, index) => {
    if (!findAirport(leg.from)) problems.push({ field: `legs.${index}.from`, message: 'unknown airport' });
    if (!findAirport(leg.to)) problems.push({ field: `legs.${index}.to`, message: 'unknown airport' });
    if (leg.from === leg.to) problems.push({ field: `legs.${index}.to`, message: 'same as departure airport' });
    if (!isIsoDate(leg.departDate)) problems.push({ field: `legs.${index}.departDate`, message: 'not a real date' });
    else if (leg.departDate < today) problems.push({ field: `legs.${index}.departDate`, message: 'in the past' });
    else if (leg.departDate > lastDay)
      problems.push({ field: `legs.${index}.departDate`, message: `more than ${MAX_DAYS_AHEAD} days ahead` });
    const previous = request.legs[index - 1];
    if (previous && leg.departDate < previous.departDate) {
      problems.push({ field: `legs.${index}.departDate`, message: 'before the previous leg' });
    }
  });
  for (const problem of validatePassengers({ adt: request.adt, chd: request.chd, inf: request.inf })) {
    problems.push({ field: problem.field, message: problem.message });
  }
  return problems;
}

export function assertValidSearch(request: TSearchFlightsRequest, now: Date): void {
  const problems = searchRequestProblems(request, now);
  if (problems.length > 0) throw invalidFields(problems);
}
