// The search form's pure parts: Vietnam's today, typed dates, the draft ↔ request mapping, validation, calendar moves.
import { describe, expect, it } from 'vitest';
import type { TSearchFlightsRequest } from '@portal/contracts';
import { addMonths, monthWeeks, moveFocus, shiftMonths } from '../src/lib/flight-search/calendar-month';
import { displayDate, parseDisplayDate, vietnamToday } from '../src/lib/flight-search/date-text';
import { validateDraft } from '../src/lib/flight-search/draft-validation';
import {
  applyDateText,
  changeJourneyType,
  draftFromRequest,
  initialDraft,
  legDateKey,
  requestFromDraft,
  type SearchDraft,
} from '../src/lib/flight-search/search-draft';
import { airportOptions } from '../src/components/flight-search/AirportField';

const today = '2026-12-03';
const options = () => {
  let next = 0;
  return { today, newSessionId: () => `leg-${(next += 1)}` };
};
const noTextProblems = { today, textProblems: {} };

describe('dates of the search form', () => {
  it("takes today from Vietnam's clock, not the computer's zone", () => {
    expect(vietnamToday(new Date('2026-12-02T16:59:00Z'))).toBe('2026-12-02');
    expect(vietnamToday(new Date('2026-12-02T17:00:00Z'))).toBe('2026-12-03');
  });

  it('shows dd/MM/yyyy and reads typed days, forgiving single digits and bare digits', () => {
    expect(displayDate('2026-12-05')).toBe('05/12/2026');
    expect(displayDate(null)).toBe('');
    for (const text of ['05/12/2026', '5/12/2026', '05-12-2026', '05122026', ' 05/12/2026 ']) {
      expect(parseDisplayDate(text), text).toBe('2026-12-05');
    }
    for (const text of ['31/02/2027', '2026-12-05', '05/13/2026', 'abc', '', '5/12/26'])
      expect(parseDisplayDate(text), text).toBeUndefined();
  });
});

describe('the draft and the request', () => {
  const roundTrip: TSearchFlightsRequest = {
    journeyType: 'RT',
    legs: [
      { from: 'HAN', to: 'SGN', departDate: '2026-12-10' },
      { from: 'SGN', to: 'HAN', departDate: '2026-12-15' },
    ],
    adt: 2,
    chd: 1,
    inf: 1,
    promotions: [{ airline: 'QH', promotionCode: 'QHDEAL' }],
  };

  it('gives back the same request it was built from, for each journey type', () => {
    const multiCity: TSearchFlightsRequest = {
      journeyType: 'MC',
      legs: [
        { from: 'HAN', to: 'DAD', departDate: '2026-12-05' },
        { from: 'DAD', to: 'SGN', departDate: '2026-12-08' },
        { from: 'SGN', to: 'PQC', departDate: '2026-12-12' },
      ],
      adt: 1,
      chd: 0,
      inf: 0,
    };
    const oneWay: TSearchFlightsRequest = {
      ...roundTrip,
      journeyType: 'OW',
      legs: [roundTrip.legs[0]!],
      promotions: undefined,
    };
    delete oneWay.promotions;
    for (const request of [roundTrip, multiCity, oneWay])
      expect(requestFromDraft(draftFromRequest(request, options()))).toEqual(request);
  });

  it('moves days of an earlier search that are already past to today', () => {
    const old = { ...roundTrip, legs: [{ ...roundTrip.legs[0]!, departDate: '2026-11-20' }, roundTrip.legs[1]!] };
    expect(requestFromDraft(draftFromRequest(old, options())).legs.map((leg) => leg.departDate)).toEqual([
      '2026-12-03',
      '2026-12-15',
    ]);
  });

  it('turns a round trip into two multi-city legs and back', () => {
    const draft = draftFromRequest(roundTrip, options());
    const multiCity = changeJourneyType(draft, 'MC');
    expect(requestFromDraft(multiCity).legs).toEqual(roundTrip.legs);
    const back = changeJourneyType(multiCity, 'RT');
    expect(requestFromDraft(back).legs).toEqual(roundTrip.legs);
    expect(requestFromDraft(changeJourneyType(back, 'OW')).legs).toEqual([roundTrip.legs[0]]);
  });

  it('keeps a chosen return when the departure is typed, swapping a later departure', () => {
    const draft = draftFromRequest(roundTrip, options());
    expect(applyDateText(draft, { key: 'departure', text: '12/12/2026' }).draft.dates).toMatchObject({
      departureDate: '2026-12-12',
      returnDate: '2026-12-15',
    });
    expect(applyDateText(draft, { key: 'departure', text: '20/12/2026' }).draft.dates).toMatchObject({
      departureDate: '2026-12-15',
      returnDate: '2026-12-20',
    });
    expect(applyDateText(draft, { key: 'return', text: '' }).draft.dates.returnDate).toBeNull();
    expect(applyDateText(draft, { key: 'departure', text: '' }).problem).toBe('missing');
    expect(applyDateText(draft, { key: 'return', text: '32/12/2026' }).problem).toBe('invalid');
  });
});

describe('validation of the draft', () => {
  const withRoute = (draft: SearchDraft): SearchDraft => ({ ...draft, from: 'HAN', to: 'SGN' });

  it('accepts a complete one-way search', () => {
    expect(validateDraft(withRoute(initialDraft(options())), noTextProblems)).toEqual([]);
  });

  it('names each passenger rule that is broken on its field', () => {
    const draft = { ...withRoute(initialDraft(options())), passengers: { adt: 2, chd: 8, inf: 3 } };
    expect(validateDraft(draft, noTextProblems).map((problem) => [problem.field, problem.messageKey])).toEqual([
      ['chd', 'passengers.tooManySeated'],
      ['inf', 'passengers.tooManyInfants'],
    ]);
  });

  it('refuses a multi-city leg earlier than the one before and a promotion code over 20 characters', () => {
    const draft = changeJourneyType(withRoute(initialDraft(options())), 'MC');
    const second = draft.legs[1]!;
    const legs = draft.legs.map((leg) =>
      leg === second ? { ...leg, to: 'HAN', departureDate: today } : { ...leg, departureDate: '2026-12-04' },
    );
    const problems = validateDraft(
      { ...draft, legs, promotionCodes: { ...draft.promotionCodes, VU: 'X'.repeat(21) } },
      noTextProblems,
    );
    expect(problems).toEqual([
      { field: legDateKey(second.sessionId), messageKey: 'legBeforePrevious', values: { previous: 1 }, legNumber: 2 },
      { field: 'promo:VU', messageKey: 'promotionTooLong', values: { airline: 'VU', max: 20 } },
    ]);
  });
});

describe('airport options and calendar moves', () => {
  it('lists every airport, Vietnam first, for an empty query, and puts the best match first', () => {
    const all = airportOptions('');
    expect(all[0]?.code).toBe('HAN');
    expect(all.findIndex((airport) => !airport.isDomestic)).toBeGreaterThanOrEqual(20);
    expect(airportOptions('ha noi')[0]?.code).toBe('HAN');
    expect(airportOptions('băng cốc').map((airport) => airport.code)).toEqual(['BKK', 'DMK']);
  });

  it('lays out months Monday first and keeps keyboard moves on or after the first allowed day', () => {
    expect(monthWeeks({ year: 2026, month: 12 })[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(moveFocus('2026-12-04', { key: 'ArrowUp', minDate: today })).toBe(today);
    expect(moveFocus('2026-12-04', { key: 'Home', minDate: '2026-11-01' })).toBe('2026-11-30');
    expect(moveFocus('2026-12-04', { key: 'End', minDate: today })).toBe('2026-12-06');
    expect(moveFocus('2026-12-04', { key: 'PageDown', minDate: today, hasShift: true })).toBe('2027-12-04');
    expect(moveFocus('2026-12-04', { key: 'Tab', minDate: today })).toBeUndefined();
  });
});
