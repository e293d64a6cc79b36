// Multi-city legs of SPEC §4: initial legs, 3-day spacing, which edits clear results and which reset filters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLeg,
  editLeg,
  initialFilters,
  initialLegs,
  MAX_LEGS,
  removeLeg,
  resetLegs,
  setLegFilters,
  setLegResults,
  sortLegsByDeparture,
  type MultiFlightLeg,
} from '../src/index.js';
import { makeOffer } from './flights-offer-factory.js';

const today = '2026-11-20';
function idSource() {
  let next = 0;
  return () => `leg-${++next}`;
}
const options = () => ({ today, newSessionId: idSource() });

function searched(legs: MultiFlightLeg[]): MultiFlightLeg[] {
  return legs.reduce((current, leg) => setLegResults(current, leg.sessionId, [makeOffer()]), legs);
}

describe('multi-city legs', () => {
  it('starts with two legs, the second departing 3 days from today', () => {
    const legs = initialLegs(options());
    expect(legs.map((leg) => leg.departureDate)).toEqual(['2026-11-20', '2026-11-23']);
    expect(legs.map((leg) => leg.sessionId)).toEqual(['leg-1', 'leg-2']);
    expect(legs.every((leg) => leg.results === null)).toBe(true);
  });

  it('each added leg departs 3 days times the leg count from today', () => {
    const opts = options();
    let legs = initialLegs(opts);
    legs = addLeg(legs, opts);
    legs = addLeg(legs, opts);
    expect(legs.map((leg) => leg.departureDate)).toEqual(['2026-11-20', '2026-11-23', '2026-11-26', '2026-11-29']);
  });

  it('an added leg starts where the last leg lands', () => {
    const opts = options();
    const legs = editLeg(initialLegs(opts), 'leg-2', { from: 'SGN', to: 'PQC' });
    expect(addLeg(legs, opts).at(-1)).toMatchObject({ from: 'PQC', to: '' });
  });

  it('adding a leg clears every leg’s results', () => {
    const opts = options();
    const legs = addLeg(searched(initialLegs(opts)), opts);
    expect(legs.map((leg) => leg.results)).toEqual([null, null, null]);
  });

  it('removing a leg clears every leg’s results', () => {
    const opts = options();
    const legs = searched(addLeg(initialLegs(opts), opts));
    const after = removeLeg(legs, 'leg-2');
    expect(after.map((leg) => leg.sessionId)).toEqual(['leg-1', 'leg-3']);
    expect(after.every((leg) => leg.results === null)).toBe(true);
  });

  it('keeps at least two legs and at most six', () => {
    const opts = options();
    expect(removeLeg(initialLegs(opts), 'leg-1')).toHaveLength(2);
    let legs = initialLegs(opts);
    for (let i = 0; i < 10; i += 1) legs = addLeg(legs, opts);
    expect(legs).toHaveLength(MAX_LEGS);
  });

  it('sorting legs by departure orders them by day and clears results', () => {
    const opts = options();
    let legs = searched(addLeg(initialLegs(opts), opts));
    legs = editLeg(legs, 'leg-1', { departureDate: '2026-12-30' });
    legs = searched(legs);
    const sorted = sortLegsByDeparture(legs);
    expect(sorted.map((leg) => leg.sessionId)).toEqual(['leg-2', 'leg-3', 'leg-1']);
    expect(sorted.every((leg) => leg.results === null)).toBe(true);
  });

  it('sorting keeps legs on the same day in their order', () => {
    const opts = options();
    let legs = addLeg(initialLegs(opts), opts);
    legs = editLeg(editLeg(legs, 'leg-3', { departureDate: '2026-11-23' }), 'leg-1', { departureDate: '2026-11-23' });
    expect(sortLegsByDeparture(legs).map((leg) => leg.sessionId)).toEqual(['leg-1', 'leg-2', 'leg-3']);
  });

  it('resetting legs clears their results and keeps the legs', () => {
    const legs = searched(initialLegs(options()));
    const reset = resetLegs(legs);
    expect(reset.map((leg) => [leg.sessionId, leg.results])).toEqual([
      ['leg-1', null],
      ['leg-2', null],
    ]);
  });

  it('setting a leg’s data resets its filters and leaves other legs alone', () => {
    let legs = initialLegs(options());
    const narrowed = { ...initialFilters(), flightType: 'F_FLIGHT_DIRECT' as const, airlines: ['VJ'] };
    legs = setLegFilters(setLegFilters(legs, 'leg-1', narrowed), 'leg-2', narrowed);
    const offers = [makeOffer(), makeOffer()];
    legs = setLegResults(legs, 'leg-1', offers);
    expect(legs[0]).toMatchObject({ results: offers, filters: initialFilters() });
    expect(legs[1]?.filters).toEqual(narrowed);
  });

  it('editing a leg’s route clears only that leg’s results', () => {
    const legs = editLeg(searched(initialLegs(options())), 'leg-2', { to: 'DAD' });
    expect(legs.map((leg) => leg.results === null)).toEqual([false, true]);
  });

  it('refuses a malformed departure day', () => {
    expect(() => editLeg(initialLegs(options()), 'leg-1', { departureDate: '2026/12/01' })).toThrow(RangeError);
  });
});

describe('multi-city legs (properties)', () => {
  it('keeps 2 to 6 legs with unique ids through any add/remove/sort sequence', () => {
    const action = fc.oneof(fc.constant('add' as const), fc.constant('sort' as const), fc.nat({ max: 7 }));
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const opts = options();
        let legs = initialLegs(opts);
        for (const act of actions) {
          if (act === 'add') legs = addLeg(legs, opts);
          else if (act === 'sort') legs = sortLegsByDeparture(legs);
          else legs = removeLeg(legs, legs[act % legs.length]!.sessionId);
          expect(legs.length).toBeGreaterThanOrEqual(2);
          expect(legs.length).toBeLessThanOrEqual(MAX_LEGS);
          expect(new Set(legs.map((leg) => leg.sessionId)).size).toBe(legs.length);
        }
      }),
    );
  });
});
