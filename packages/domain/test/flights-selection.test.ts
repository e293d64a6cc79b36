// Selected flight of SPEC §3/§4: replace or clear, combined-segment matching, GDS pairing, other fares, reset.
import { describe, expect, it } from 'vitest';
import {
  findPairedFare,
  initialSelectedFlight,
  offerIdOfSelectionId,
  resetFlightData,
  resolveSelectedFares,
  selectFare,
  toggleOtherFares,
  visibleOffers,
  type FlightDirection,
  type ResultsByDirection,
  type SelectedFlightState,
} from '../src/index.js';
import { makeFare, makeOffer } from './flights-offer-factory.js';
import type { TFlightOffer } from '@portal/contracts';

const noResults: ResultsByDirection = { depart: [], return: [] };

function click(
  state: SelectedFlightState,
  direction: FlightDirection,
  offer: TFlightOffer,
  fareClass: string,
  results = noResults,
) {
  return selectFare(state, { direction, offer, fareClass, results });
}

describe('selecting a fare', () => {
  const flight = makeOffer({ fares: [makeFare({ fareClass: 'Y' }), makeFare({ fareClass: 'M' })] });
  const otherFlight = makeOffer();

  it('records the flight and fare class with the id flight:class', () => {
    const state = click(initialSelectedFlight(), 'depart', flight, 'Y');
    expect(state.depart).toEqual({ offerId: flight.id, fareClass: 'Y', id: `${flight.id}:Y` });
    expect(state.return).toBeNull();
  });

  it('replaces the selection when a different flight is chosen', () => {
    const state = click(click(initialSelectedFlight(), 'depart', flight, 'Y'), 'depart', otherFlight, 'Y');
    expect(state.depart?.offerId).toBe(otherFlight.id);
  });

  it('replaces the fare class when another class of the same (not combined) flight is chosen', () => {
    const state = click(click(initialSelectedFlight(), 'depart', flight, 'Y'), 'depart', flight, 'M');
    expect(state.depart?.id).toBe(`${flight.id}:M`);
  });

  it('clears the selection when the same one is chosen again', () => {
    const state = click(click(initialSelectedFlight(), 'depart', flight, 'Y'), 'depart', flight, 'Y');
    expect(state.depart).toBeNull();
  });

  it('matches combined-segment fares on the id part before the colon, so any class of the same flight clears', () => {
    const combined = makeOffer({
      system: 'VJ',
      combineSegment: true,
      fares: [makeFare({ fareClass: 'Eco' }), makeFare({ fareClass: 'Deluxe' })],
    });
    const state = click(click(initialSelectedFlight(), 'depart', combined, 'Eco'), 'depart', combined, 'Deluxe');
    expect(state.depart).toBeNull();
  });

  it('takes the offer id before the last colon, since offer ids hold colons themselves', () => {
    expect(offerIdOfSelectionId('1A:HAN-NRT:VN310:Y')).toBe('1A:HAN-NRT:VN310');
  });

  it('leaves the state alone for a fare class the flight does not sell', () => {
    const state = initialSelectedFlight();
    expect(click(state, 'depart', flight, 'Z')).toBe(state);
  });

  it('keeps each direction independent for airline systems', () => {
    const outbound = makeOffer({ combineSegment: true, fares: [makeFare({ fareBasis: 'K1' })] });
    const inbound = makeOffer({ legIndex: 1, combineSegment: true, fares: [makeFare({ fareBasis: 'K1' })] });
    const state = click(initialSelectedFlight(), 'depart', outbound, 'Y', { depart: [outbound], return: [inbound] });
    expect(state.return).toBeNull();
  });
});

describe('GDS round-trip pairing (1G, 1B, 1A)', () => {
  const gdsFlight = (system: '1A' | '1B' | '1G', legIndex: number, time: string, fareBasis: string, fareClass = 'Y') =>
    makeOffer({ system, legIndex, time, combineSegment: true, fares: [makeFare({ fareClass, fareBasis })] });
  const outbound = gdsFlight('1A', 0, '08:00', 'YRTVN');
  const outboundOtherBasis = gdsFlight('1A', 0, '09:00', 'MRTVN', 'M');
  const inboundLate = gdsFlight('1A', 1, '19:00', 'YRTVN');
  const inboundEarly = gdsFlight('1A', 1, '07:00', 'YRTVN');
  const inboundOtherBasis = gdsFlight('1A', 1, '10:00', 'MRTVN', 'M');
  const inboundOtherGds = gdsFlight('1G', 1, '06:00', 'YRTVN');
  const results: ResultsByDirection = {
    depart: [outbound, outboundOtherBasis],
    return: [inboundLate, inboundEarly, inboundOtherBasis, inboundOtherGds],
  };

  it('selecting a departure also selects the matching return of the same system and fare basis', () => {
    const state = click(initialSelectedFlight(), 'depart', outbound, 'Y', results);
    expect(state.return?.id).toBe(`${inboundEarly.id}:Y`);
  });

  it('pairs by the supplier combination id when the offers carry one, whatever the fare basis', () => {
    const named = (legIndex: number, time: string, combinationId: string) =>
      makeOffer({
        system: '1B',
        legIndex,
        time,
        combineSegment: true,
        combinationId,
        fares: [makeFare({ fareBasis: 'YRTVN' })],
      });
    const out = named(0, '08:00', 'C1');
    const backEarlyOtherPair = named(1, '06:00', 'C2');
    const backOwnPair = named(1, '18:00', 'C1');
    const state = click(initialSelectedFlight(), 'depart', out, 'Y', {
      depart: [out],
      return: [backEarlyOtherPair, backOwnPair],
    });
    expect(state.return?.offerId).toBe(backOwnPair.id);
  });

  it('selecting a return also selects the matching departure', () => {
    const state = click(initialSelectedFlight(), 'return', inboundOtherBasis, 'M', results);
    expect(state.depart?.id).toBe(`${outboundOtherBasis.id}:M`);
  });

  it('keeps the return already selected when it matches', () => {
    const withReturn = {
      ...initialSelectedFlight(),
      return: { offerId: inboundLate.id, fareClass: 'Y', id: `${inboundLate.id}:Y` },
    };
    const state = click(withReturn, 'depart', outbound, 'Y', results);
    expect(state.return?.offerId).toBe(inboundLate.id);
  });

  it('clearing one direction also clears its paired flight in the other', () => {
    let state = click(initialSelectedFlight(), 'depart', outbound, 'Y', results);
    state = click(state, 'depart', outbound, 'Y', results);
    expect([state.depart, state.return]).toEqual([null, null]);
  });

  it('replacing one direction re-pairs the other', () => {
    let state = click(initialSelectedFlight(), 'depart', outbound, 'Y', results);
    state = click(state, 'depart', outboundOtherBasis, 'M', results);
    expect(state.return?.offerId).toBe(inboundOtherBasis.id);
  });

  it('clears the old pair when the new choice has none', () => {
    const vn = makeOffer({ system: 'VN' });
    let state = click(initialSelectedFlight(), 'depart', outbound, 'Y', {
      ...results,
      depart: [...results.depart, vn],
    });
    state = click(state, 'depart', vn, 'Y', { ...results, depart: [...results.depart, vn] });
    expect(state.return).toBeNull();
  });

  it('keeps an unrelated return when a paired departure is cleared', () => {
    const vnReturn = makeOffer({ system: 'VN', legIndex: 1 });
    const withVn = { ...results, return: [...results.return, vnReturn] };
    let state = click(initialSelectedFlight(), 'return', vnReturn, 'Y', withVn);
    state = { ...state, depart: { offerId: outbound.id, fareClass: 'Y', id: `${outbound.id}:Y` } };
    state = click(state, 'depart', outbound, 'Y', withVn);
    expect(state.return?.offerId).toBe(vnReturn.id);
  });

  it('finds no pair for offers that are not combined-segment fares', () => {
    const plain = makeOffer({ system: '1B', fares: [makeFare({ fareBasis: 'YRTVN' })] });
    expect(findPairedFare({ offer: plain, fare: plain.fares[0]! }, results.return)).toBeUndefined();
  });
});

describe('other fares and visible offers', () => {
  const a = makeOffer();
  const b = makeOffer();

  it('toggles the other-fares option per tab', () => {
    const state = toggleOtherFares(initialSelectedFlight(), 'return');
    expect(state.isShowingOtherFares).toEqual({ depart: false, return: true });
    expect(toggleOtherFares(state, 'return').isShowingOtherFares).toEqual({ depart: false, return: false });
  });

  it('shows only the selected flight in a result list with a selection', () => {
    const selection = { offerId: b.id, fareClass: 'Y', id: `${b.id}:Y` };
    expect(visibleOffers([a, b], selection, false)).toEqual([b]);
  });

  it('shows every flight without a selection, or with other fares toggled on', () => {
    const selection = { offerId: b.id, fareClass: 'Y', id: `${b.id}:Y` };
    expect(visibleOffers([a, b], null, false)).toEqual([a, b]);
    expect(visibleOffers([a, b], selection, true)).toEqual([a, b]);
  });
});

describe('resetting flight data', () => {
  it('keeps the additional fee and clears everything else', () => {
    const flight = makeOffer();
    let state = click(initialSelectedFlight(), 'depart', flight, 'Y');
    state = {
      ...toggleOtherFares(state, 'depart'),
      isIssueFeeHidden: true,
      departureCity: 'Hà Nội',
      additionalFee: { fee: 50_000, quantity: 2 },
    };
    expect(resetFlightData(state)).toEqual({ ...initialSelectedFlight(), additionalFee: { fee: 50_000, quantity: 2 } });
  });

  it('resolves the selected fares still present in the results, departure first', () => {
    const out = makeOffer();
    const back = makeOffer({ legIndex: 1 });
    let state = click(initialSelectedFlight(), 'return', back, 'Y');
    state = click(state, 'depart', out, 'Y');
    const selected = resolveSelectedFares(state, { depart: [out], return: [back] });
    expect(selected.map((entry) => entry.offer.id)).toEqual([out.id, back.id]);
    expect(resolveSelectedFares(state, { depart: [], return: [back] })).toHaveLength(1);
  });
});
