// The selected flight of SPEC §3/§4: choosing a fare per direction, GDS round-trip pairing, other fares, reset.
import type { TFareOption, TFlightOffer } from '@portal/contracts';
import { pairsRoundTripFares } from '../booking-systems/booking-systems.js';
import { departureInstantOf } from './offer-facts.js';

export type FlightDirection = 'depart' | 'return';
/** `id` is `${offerId}:${fareClass}`; offer ids themselves contain colons (`VN:…`), fare classes never do. */
export type FareSelection = { offerId: string; fareClass: string; id: string };
export type SelectedFare = { offer: TFlightOffer; fare: TFareOption };
export type ResultsByDirection = { depart: readonly TFlightOffer[]; return: readonly TFlightOffer[] };

export type SelectedFlightState = {
  isIssueFeeHidden: boolean;
  departureCity: string;
  arrivalCity: string;
  depart: FareSelection | null;
  return: FareSelection | null;
  /** The "other fares" toggle, one per results tab. */
  isShowingOtherFares: { depart: boolean; return: boolean };
  additionalFee: { fee: number; quantity: number };
};

export function selectionIdOf(offerId: string, fareClass: string): string {
  return `${offerId}:${fareClass}`;
}

/** The id part before the (last) colon: the offer id, whatever colons it holds itself. */
export function offerIdOfSelectionId(selectionId: string): string {
  const colon = selectionId.lastIndexOf(':');
  return colon === -1 ? selectionId : selectionId.slice(0, colon);
}

function fareSelection(offerId: string, fareClass: string): FareSelection {
  return { offerId, fareClass, id: selectionIdOf(offerId, fareClass) };
}

function otherDirection(direction: FlightDirection): FlightDirection {
  return direction === 'depart' ? 'return' : 'depart';
}

export function initialSelectedFlight(): SelectedFlightState {
  return {
    isIssueFeeHidden: false,
    departureCity: '',
    arrivalCity: '',
    depart: null,
    return: null,
    isShowingOtherFares: { depart: false, return: false },
    additionalFee: { fee: 0, quantity: 0 },
  };
}

/** Back to a fresh selection, keeping only the additional fee (SPEC §4); the hidden-issue-fee flag resets too. */
export function resetFlightData(state: SelectedFlightState): SelectedFlightState {
  return { ...initialSelectedFlight(), additionalFee: { ...state.additionalFee } };
}

/** Whether clicking this fare is clicking the current selection: combined-segment fares match on the offer id alone. */
export function isSameSelection(current: FareSelection | null, offer: TFlightOffer, fareClass: string): boolean {
  if (!current) return false;
  if (offer.combineSegment) return offerIdOfSelectionId(current.id) === offer.id;
  return current.id === selectionIdOf(offer.id, fareClass);
}

export function resolveSelection(
  selection: FareSelection | null,
  offers: readonly TFlightOffer[],
): SelectedFare | undefined {
  if (!selection) return undefined;
  const offer = offers.find((candidate) => candidate.id === selection.offerId);
  const fare = offer?.fares.find((candidate) => candidate.fareClass === selection.fareClass);
  return offer && fare ? { offer, fare } : undefined;
}

/** The selected fares that can still be found in the results, departure first. */
export function resolveSelectedFares(state: SelectedFlightState, results: ResultsByDirection): SelectedFare[] {
  return [resolveSelection(state.depart, results.depart), resolveSelection(state.return, results.return)].filter(
    (selected): selected is SelectedFare => selected !== undefined,
  );
}

function isPairable(offer: TFlightOffer): boolean {
  return offer.combineSegment && pairsRoundTripFares(offer.system);
}

function isEarlierOffer(a: TFlightOffer, b: TFlightOffer): boolean {
  const difference = departureInstantOf(a) - departureInstantOf(b);
  return difference < 0 || (difference === 0 && a.id < b.id);
}

/**
 * Two combined-segment offers of the same GDS are the halves of one round-trip fare when they carry the same
 * supplier combination id, or, without one, when their chosen fares share a fare basis.
 */
export function arePairedFares(a: SelectedFare, b: SelectedFare): boolean {
  if (!isPairable(a.offer) || !isPairable(b.offer) || a.offer.system !== b.offer.system) return false;
  // The supplier names the pair when it can; otherwise the shared fare basis is the link.
  if (a.offer.combinationId && b.offer.combinationId) return a.offer.combinationId === b.offer.combinationId;
  return a.fare.fareBasis === b.fare.fareBasis;
}

/**
 * The other half of a combined GDS fare among the other direction's offers (same combination id, or else the same
 * fare basis). Several flights may match: the one already selected there wins, then the earliest departure, then the lowest offer id; within that
 * offer, a fare with seats is preferred.
 */
export function findPairedFare(
  selected: SelectedFare,
  otherOffers: readonly TFlightOffer[],
  preferredOfferId?: string,
): SelectedFare | undefined {
  if (!isPairable(selected.offer)) return undefined;
  let best: SelectedFare | undefined;
  for (const offer of otherOffers) {
    if (offer.id === selected.offer.id) continue;
    const paired = offer.fares.filter((candidate) => arePairedFares(selected, { offer, fare: candidate }));
    const fare = paired.find((candidate) => candidate.seatAvailable > 0) ?? paired[0];
    if (!fare) continue;
    if (offer.id === preferredOfferId) return { offer, fare };
    if (!best || isEarlierOffer(offer, best.offer)) best = { offer, fare };
  }
  return best;
}

export type SelectFareRequest = {
  direction: FlightDirection;
  offer: TFlightOffer;
  fareClass: string;
  /** Both tabs' offers: needed to find and check the paired flight of a combined GDS fare. */
  results: ResultsByDirection;
};

/**
 * Clicking a fare: a different flight (or, outside combined fares, a different class) replaces the selection; the
 * same one clears it. For a combined fare of 1G/1B/1A the other direction follows: it gets the paired fare, or is
 * cleared when it held the pair of what was just cleared or replaced and no new pair exists. An unknown fare
 * class leaves the state as it was.
 */
export function selectFare(state: SelectedFlightState, request: SelectFareRequest): SelectedFlightState {
  const { direction, offer, fareClass, results } = request;
  const fare = offer.fares.find((candidate) => candidate.fareClass === fareClass);
  if (!fare) return state;
  const other = otherDirection(direction);
  const isClearing = isSameSelection(state[direction], offer, fareClass);
  const next: SelectedFlightState = { ...state, [direction]: isClearing ? null : fareSelection(offer.id, fareClass) };

  const previous = resolveSelection(state[direction], results[direction]);
  const otherSelected = resolveSelection(state[other], results[other]);
  const wasPaired = previous !== undefined && otherSelected !== undefined && arePairedFares(previous, otherSelected);
  const pair = isClearing ? undefined : findPairedFare({ offer, fare }, results[other], state[other]?.offerId);

  if (pair) next[other] = fareSelection(pair.offer.id, pair.fare.fareClass);
  else if (wasPaired) next[other] = null;
  return next;
}

export function toggleOtherFares(state: SelectedFlightState, direction: FlightDirection): SelectedFlightState {
  return {
    ...state,
    isShowingOtherFares: { ...state.isShowingOtherFares, [direction]: !state.isShowingOtherFares[direction] },
  };
}

/**
 * A tab with a selection lists only the selected flight, unless its "other fares" toggle is on, which lists every
 * flight again (the selection stays marked). Pass the tab's list after filters and sorts.
 */
export function visibleOffers(
  offers: readonly TFlightOffer[],
  selection: FareSelection | null,
  isShowingOtherFares: boolean,
): readonly TFlightOffer[] {
  if (!selection || isShowingOtherFares) return offers;
  return offers.filter((offer) => offer.id === selection.offerId);
}
