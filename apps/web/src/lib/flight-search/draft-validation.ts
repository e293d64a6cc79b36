// What stops a search from going out, each problem naming its field; passenger rules come from @portal/domain.
import { compareIsoDates, findAirport, validatePassengers, type IsoDate } from '@portal/domain';
import {
  legDateKey,
  PROMOTION_AIRLINES,
  type DateFieldKey,
  type DateTextProblem,
  type SearchDraft,
} from './search-draft';

/** The contract accepts promotion codes of at most 20 characters. */
export const MAX_PROMOTION_CODE_LENGTH = 20;

/**
 * `field` is where the message shows: 'from', 'to', 'departure', 'return', 'adt', 'chd', 'inf', 'promo:VN',
 * 'leg:<sessionId>:from' / ':to', or a leg's date key 'leg:<sessionId>'.
 */
export type SearchProblem = {
  field: string;
  /** Under flightSearch.errors. */
  messageKey: string;
  values?: Record<string, string | number>;
  /** 1-based, for problems of a multi-city leg. */
  legNumber?: number;
};

type ValidationContext = { today: IsoDate; textProblems: Partial<Record<DateFieldKey, DateTextProblem>> };

type RouteCheck = { from: string; to: string; fields: { from: string; to: string }; legNumber?: number };

function routeProblems({ from, to, fields, legNumber }: RouteCheck): SearchProblem[] {
  const problems: SearchProblem[] = [];
  const leg = legNumber === undefined ? {} : { legNumber };
  if (!findAirport(from)) problems.push({ field: fields.from, messageKey: 'fromMissing', ...leg });
  if (!findAirport(to)) problems.push({ field: fields.to, messageKey: 'toMissing', ...leg });
  else if (from === to) problems.push({ field: fields.to, messageKey: 'sameAirports', ...leg });
  return problems;
}

type DepartureCheck = { key: DateFieldKey; date: IsoDate; legNumber?: number };

function departureProblem(
  { key, date, legNumber }: DepartureCheck,
  context: ValidationContext,
): SearchProblem | undefined {
  const leg = legNumber === undefined ? {} : { legNumber };
  const textProblem = context.textProblems[key];
  if (textProblem)
    return { field: key, messageKey: textProblem === 'missing' ? 'departureMissing' : 'departureInvalid', ...leg };
  if (compareIsoDates(date, context.today) < 0) return { field: key, messageKey: 'departurePast', ...leg };
  return undefined;
}

function returnProblem(draft: SearchDraft, context: ValidationContext): SearchProblem | undefined {
  if (context.textProblems.return) return { field: 'return', messageKey: 'returnInvalid' };
  const { departureDate, returnDate } = draft.dates;
  if (returnDate === null) return { field: 'return', messageKey: 'returnMissing' };
  if (compareIsoDates(returnDate, departureDate) < 0) return { field: 'return', messageKey: 'returnBeforeDeparture' };
  return undefined;
}

function multiCityProblems(draft: SearchDraft, context: ValidationContext): SearchProblem[] {
  return draft.legs.flatMap((leg, index) => {
    const legNumber = index + 1;
    const key = legDateKey(leg.sessionId);
    const fields = { from: `${key}:from`, to: `${key}:to` };
    const problems = routeProblems({ from: leg.from, to: leg.to, fields, legNumber });
    const dateProblem = departureProblem({ key, date: leg.departureDate, legNumber }, context);
    const previous = draft.legs[index - 1];
    if (dateProblem) problems.push(dateProblem);
    else if (previous && compareIsoDates(leg.departureDate, previous.departureDate) < 0) {
      problems.push({ field: key, messageKey: 'legBeforePrevious', values: { previous: index }, legNumber });
    }
    return problems;
  });
}

/** Every problem of the draft, in the order of the form; empty when the search may go ahead. */
export function validateDraft(draft: SearchDraft, context: ValidationContext): SearchProblem[] {
  const problems: SearchProblem[] = [];
  if (draft.journeyType === 'MC') problems.push(...multiCityProblems(draft, context));
  else {
    problems.push(...routeProblems({ from: draft.from, to: draft.to, fields: { from: 'from', to: 'to' } }));
    const departure = departureProblem({ key: 'departure', date: draft.dates.departureDate }, context);
    if (departure) problems.push(departure);
    const back = draft.journeyType === 'RT' ? returnProblem(draft, context) : undefined;
    if (back) problems.push(back);
  }
  for (const problem of validatePassengers(draft.passengers)) {
    problems.push({ field: problem.field, messageKey: `passengers.${problem.code}` });
  }
  for (const airline of PROMOTION_AIRLINES) {
    if (draft.promotionCodes[airline].trim().length > MAX_PROMOTION_CODE_LENGTH) {
      problems.push({
        field: `promo:${airline}`,
        messageKey: 'promotionTooLong',
        values: { airline, max: MAX_PROMOTION_CODE_LENGTH },
      });
    }
  }
  return problems;
}
