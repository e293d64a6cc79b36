// The search form's working state and the steps that change it; every rule it follows comes from @portal/domain.
import type { TPromotionEntry, TSearchFlightsRequest, TSearchLeg } from '@portal/contracts';
import {
  addDays,
  addLeg,
  canAddLeg,
  compareIsoDates,
  editLeg,
  INITIAL_PASSENGERS,
  initialLegs,
  LEG_SPACING_DAYS,
  pickDate,
  pickDeparture,
  pickReturn,
  PROMOTION_AIRLINES_IN_FORM_ORDER,
  removeReturn,
  resetDateRange,
  type DateRange,
  type IsoDate,
  type MultiFlightLeg,
  type NewLegOptions,
  type PassengerCounts,
} from '@portal/domain';
import { parseDisplayDate } from './date-text';

export type JourneyType = TSearchFlightsRequest['journeyType'];
export type PromotionAirline = TPromotionEntry['airline'];

/** SPEC §3: promotion codes per airline, VN, QH, VJ, VU in that order. */
export const PROMOTION_AIRLINES: readonly PromotionAirline[] = PROMOTION_AIRLINES_IN_FORM_ORDER;

export type SearchDraft = {
  journeyType: JourneyType;
  /** One-way and round-trip route (airport codes, '' until chosen). */
  from: string;
  to: string;
  dates: DateRange;
  /** Multi-city legs; kept while the agent looks at another journey type. */
  legs: MultiFlightLeg[];
  passengers: PassengerCounts;
  promotionCodes: Record<PromotionAirline, string>;
};

export type DraftOptions = NewLegOptions;

/** A date field's key: the route's departure or return, or one multi-city leg's day. */
export type DateFieldKey = 'departure' | 'return' | `leg:${string}`;
export type DateTextProblem = 'missing' | 'invalid';

export const legDateKey = (sessionId: string): DateFieldKey => `leg:${sessionId}`;

const emptyPromotionCodes = (): Record<PromotionAirline, string> =>
  Object.fromEntries(PROMOTION_AIRLINES.map((airline) => [airline, ''])) as Record<PromotionAirline, string>;

export function initialDraft(options: DraftOptions): SearchDraft {
  return {
    journeyType: 'OW',
    from: '',
    to: '',
    dates: resetDateRange(options.today),
    legs: initialLegs(options),
    passengers: { ...INITIAL_PASSENGERS },
    promotionCodes: emptyPromotionCodes(),
  };
}

function legsFromRequest(
  requestLegs: readonly TSearchLeg[],
  options: DraftOptions,
  notBeforeToday: (date: IsoDate) => IsoDate,
) {
  let legs = initialLegs(options);
  while (legs.length < requestLegs.length && canAddLeg(legs)) legs = addLeg(legs, options);
  requestLegs.slice(0, legs.length).forEach((leg, index) => {
    const sessionId = legs[index]!.sessionId;
    legs = editLeg(legs, sessionId, { from: leg.from, to: leg.to, departureDate: notBeforeToday(leg.departDate) });
  });
  return legs;
}

/** The form showing an earlier search again; days already past move to today. */
export function draftFromRequest(request: TSearchFlightsRequest, options: DraftOptions): SearchDraft {
  const notBeforeToday = (date: IsoDate) => (compareIsoDates(date, options.today) < 0 ? options.today : date);
  const [outbound, inbound] = request.legs;
  const promotionCodes = emptyPromotionCodes();
  for (const entry of request.promotions ?? []) promotionCodes[entry.airline] = entry.promotionCode;
  const departure = pickDeparture(notBeforeToday(outbound?.departDate ?? options.today));
  const isRoundTrip = request.journeyType === 'RT' && inbound !== undefined;
  return {
    journeyType: request.journeyType,
    from: outbound?.from ?? '',
    to: outbound?.to ?? '',
    dates: isRoundTrip ? pickDate(departure, notBeforeToday(inbound.departDate)) : departure,
    legs: request.journeyType === 'MC' ? legsFromRequest(request.legs, options, notBeforeToday) : initialLegs(options),
    passengers: { adt: request.adt, chd: request.chd, inf: request.inf },
    promotionCodes,
  };
}

function enterMultiCity(draft: SearchDraft): MultiFlightLeg[] {
  const [first, second] = draft.legs;
  if (!first || !second) return draft.legs;
  const departure = draft.dates.departureDate;
  let legs = editLeg(draft.legs, first.sessionId, { from: draft.from, to: draft.to, departureDate: departure });
  if (second.from === '' && second.to === '') {
    const isReturning = draft.journeyType === 'RT' && draft.dates.returnDate !== null;
    const secondDate = isReturning
      ? draft.dates.returnDate!
      : compareIsoDates(second.departureDate, departure) < 0
        ? addDays(departure, LEG_SPACING_DAYS)
        : second.departureDate;
    legs = editLeg(legs, second.sessionId, {
      from: draft.to,
      to: isReturning ? draft.from : '',
      departureDate: secondDate,
    });
  }
  return legs;
}

function leaveMultiCity(draft: SearchDraft, journeyType: 'OW' | 'RT'): SearchDraft {
  const [first, second] = draft.legs;
  if (!first) return { ...draft, journeyType };
  const departure = pickDeparture(first.departureDate);
  const isReturnLeg =
    journeyType === 'RT' && second !== undefined && second.from === first.to && second.to === first.from;
  const dates = isReturnLeg ? pickDate(departure, second.departureDate) : departure;
  return { ...draft, journeyType, from: first.from, to: first.to, dates };
}

/** Switching journey type carries the route across: one way drops the return, multi-city starts from the route. */
export function changeJourneyType(draft: SearchDraft, journeyType: JourneyType): SearchDraft {
  if (journeyType === draft.journeyType) return draft;
  if (journeyType === 'MC') return { ...draft, journeyType, legs: enterMultiCity(draft) };
  if (draft.journeyType === 'MC') return leaveMultiCity(draft, journeyType);
  return { ...draft, journeyType, dates: journeyType === 'OW' ? removeReturn(draft.dates) : draft.dates };
}

export function swapRoute(draft: SearchDraft): SearchDraft {
  return { ...draft, from: draft.to, to: draft.from };
}

/**
 * A typed day applied to the draft. Typing the departure of a round trip with a return already chosen keeps that
 * return (the "only a return chosen" pick of the domain, which swaps a later departure); otherwise it is a first pick.
 * An empty return removes it.
 */
export function applyDateText(
  draft: SearchDraft,
  { key, text }: { key: DateFieldKey; text: string },
): { draft: SearchDraft; problem?: DateTextProblem } {
  const isEmpty = text.trim() === '';
  if (key === 'return' && isEmpty) return { draft: { ...draft, dates: removeReturn(draft.dates) } };
  if (isEmpty) return { draft, problem: 'missing' };
  const date = parseDisplayDate(text);
  if (!date) return { draft, problem: 'invalid' };
  if (key === 'return') return { draft: { ...draft, dates: pickReturn(draft.dates, date) } };
  if (key === 'departure') {
    const keepsReturn = draft.journeyType === 'RT' && draft.dates.isReturnChosen;
    const dates = keepsReturn ? pickDate({ ...draft.dates, isDepartureChosen: false }, date) : pickDeparture(date);
    return { draft: { ...draft, dates } };
  }
  const sessionId = key.slice('leg:'.length);
  return { draft: { ...draft, legs: editLeg(draft.legs, sessionId, { departureDate: date }) } };
}

/** Applies every typed but not yet applied date; the ones that are not days come back as problems. */
export function settleDateTexts(
  draft: SearchDraft,
  texts: Partial<Record<DateFieldKey, string>>,
): { draft: SearchDraft; textProblems: Partial<Record<DateFieldKey, DateTextProblem>> } {
  const textProblems: Partial<Record<DateFieldKey, DateTextProblem>> = {};
  let settled = draft;
  for (const [key, text] of Object.entries(texts) as [DateFieldKey, string | undefined][]) {
    if (text === undefined) continue;
    const isLegOfDraft = key.startsWith('leg:') && draft.legs.some((leg) => legDateKey(leg.sessionId) === key);
    if (key.startsWith('leg:') && !isLegOfDraft) continue;
    const result = applyDateText(settled, { key, text });
    settled = result.draft;
    if (result.problem) textProblems[key] = result.problem;
  }
  return { draft: settled, textProblems };
}

/** The request the results pages search with: a round trip is two legs, the second the way back. */
export function requestFromDraft(draft: SearchDraft): TSearchFlightsRequest {
  const outbound = { from: draft.from, to: draft.to, departDate: draft.dates.departureDate };
  const returnDate = draft.dates.returnDate;
  const legs =
    draft.journeyType === 'MC'
      ? draft.legs.map((leg) => ({ from: leg.from, to: leg.to, departDate: leg.departureDate }))
      : draft.journeyType === 'RT' && returnDate !== null
        ? [outbound, { from: draft.to, to: draft.from, departDate: returnDate }]
        : [outbound];
  const promotions = PROMOTION_AIRLINES.flatMap((airline) => {
    const promotionCode = draft.promotionCodes[airline].trim();
    return promotionCode ? [{ airline, promotionCode }] : [];
  });
  const { adt, chd, inf } = draft.passengers;
  return { journeyType: draft.journeyType, legs, adt, chd, inf, ...(promotions.length > 0 ? { promotions } : {}) };
}
