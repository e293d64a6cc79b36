// The flightResults slice: the streamed search (systems, progress, offers per leg), filters, sorts and the selection.
import { createSlice, current, isDraft, original, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { TFlightOffer, TSearchEvent, TSearchFlightsRequest } from '@portal/contracts';
import {
  DEFAULT_SORT_KEYS,
  initialFilters,
  initialSelectedFlight,
  resetFilters,
  resetSortKeys,
  selectFare,
  setLegFilters,
  toggleOtherFares,
  type FlightDirection,
  type FlightFilters,
  type FlightSortKeys,
  type MultiFlightLeg,
} from '@portal/domain';
import type { FlightResultsState, SearchFailure } from './flight-results-types';
import { announceStorePart } from '../../../lib/store-parts';

export const initialFlightResultsState: FlightResultsState = {
  runId: null,
  request: null,
  searchId: null,
  status: 'idle',
  failure: null,
  systems: [],
  progress: { completed: 0, total: 0 },
  isIssueFeeHidden: false,
  promotions: [],
  legs: [],
  sortKeys: [],
  selection: initialSelectedFlight(),
  legSelections: [],
  activeLeg: 0,
};

/** Immer's draft types reject readonly tuples (the price range); the values are plain data either way. */
const castDraft = <T>(value: T) => value as Draft<T>;

type RunAction<T> = PayloadAction<T & { runId: string }>;

export function directionOf(legIndex: number): FlightDirection {
  return legIndex === 0 ? 'depart' : 'return';
}

function legsOf(request: TSearchFlightsRequest): MultiFlightLeg[] {
  // Every leg starts with an empty result list that the stream fills, and unnarrowed filters.
  return request.legs.map((leg, index) => ({
    sessionId: `leg-${index}`,
    from: leg.from,
    to: leg.to,
    departureDate: leg.departDate,
    results: [],
    filters: initialFilters(),
  }));
}

/** Appends without touching the leg's filters: a system answering must not undo what the agent has narrowed. */
function appendOffers(state: FlightResultsState, offers: readonly TFlightOffer[]): void {
  const byLeg = new Map<number, TFlightOffer[]>();
  for (const offer of offers) {
    const added = byLeg.get(offer.legIndex);
    if (added) added.push(offer);
    else byLeg.set(offer.legIndex, [offer]);
  }
  for (const [legIndex, added] of byLeg) {
    const leg = state.legs[legIndex];
    if (!leg) continue;
    // Read the plain array, not the draft, so thousands of offers are not wrapped in proxies; an array this update
    // already replaced (an earlier event of the same batch) is plain already.
    const results = leg.results;
    const existing = (isDraft(results) ? original(results) : results) ?? [];
    leg.results = existing.concat(added);
  }
}

function applyEvent(state: FlightResultsState, event: TSearchEvent): void {
  switch (event.type) {
    case 'started':
      state.searchId = event.searchId;
      state.systems = event.systems.map((system) => ({ system, status: 'pending', offerCount: 0 }));
      state.progress = { completed: 0, total: event.total };
      state.isIssueFeeHidden = event.isIssueFeeHidden;
      state.selection.isIssueFeeHidden = event.isIssueFeeHidden;
      return;
    case 'offers': {
      appendOffers(state, event.offers);
      const system = state.systems.find((entry) => entry.system === event.system);
      if (system) {
        system.status = 'answered';
        system.offerCount += event.offers.length;
      }
      return;
    }
    case 'system-error': {
      const system = state.systems.find((entry) => entry.system === event.system);
      if (system) system.status = event.reason === 'timeout' ? 'timedOut' : 'failed';
      return;
    }
    case 'promotion': {
      const { type: _type, ...notice } = event;
      state.promotions.push(notice);
      return;
    }
    case 'progress':
      state.progress = { completed: event.completed, total: event.total };
      return;
    case 'done':
      state.progress = { completed: event.completed, total: event.total };
      state.status = 'done';
      return;
  }
}

export const flightResultsSlice = createSlice({
  name: 'flightResults',
  initialState: initialFlightResultsState,
  reducers: {
    searchStarted(_state, action: RunAction<{ request: TSearchFlightsRequest }>) {
      const { request, runId } = action.payload;
      const legs = legsOf(request);
      return {
        ...initialFlightResultsState,
        runId,
        request,
        status: 'streaming',
        legs,
        sortKeys: legs.map(() => ({ ...DEFAULT_SORT_KEYS })),
        selection: { ...initialSelectedFlight(), departureCity: legs[0]?.from ?? '', arrivalCity: legs[0]?.to ?? '' },
        legSelections: legs.map(() => initialSelectedFlight()),
      };
    },
    searchEventReceived(state, action: RunAction<{ event: TSearchEvent }>) {
      if (action.payload.runId === state.runId) applyEvent(state, action.payload.event);
    },
    /** The events that arrived since the last frame, applied in one update (decision 066). */
    searchEventsReceived(state, action: RunAction<{ events: readonly TSearchEvent[] }>) {
      if (action.payload.runId !== state.runId) return;
      for (const event of action.payload.events) applyEvent(state, event);
    },
    /**
     * The stream ended without a `done` line (the server or the network closed early): what arrived stays, and a
     * system that never answered is shown as failed rather than as still searching.
     */
    searchStreamClosed(state, action: RunAction<object>) {
      if (action.payload.runId !== state.runId || state.status !== 'streaming') return;
      state.status = 'done';
      for (const entry of state.systems) if (entry.status === 'pending') entry.status = 'failed';
    },
    searchFailed(state, action: RunAction<SearchFailure>) {
      if (action.payload.runId !== state.runId) return;
      state.status = 'failed';
      state.failure = { message: action.payload.message, fields: action.payload.fields };
    },
    activeLegChanged(state, action: PayloadAction<number>) {
      if (state.legs[action.payload]) state.activeLeg = action.payload;
    },
    filtersChanged(state, action: PayloadAction<{ legIndex: number; filters: FlightFilters }>) {
      const base = original(state)?.legs ?? [];
      const leg = base[action.payload.legIndex];
      if (leg) state.legs = castDraft(setLegFilters(base, leg.sessionId, action.payload.filters));
    },
    /** The "Xóa bộ lọc" button: filters cleared, direct flights sorted first (SPEC §9). */
    filtersReset(state, action: PayloadAction<number>) {
      const leg = state.legs[action.payload];
      if (leg) leg.filters = castDraft(resetFilters());
      const keys = state.sortKeys[action.payload];
      if (keys) state.sortKeys[action.payload] = resetSortKeys(keys);
    },
    sortKeysChanged(state, action: PayloadAction<{ legIndex: number; sortKeys: FlightSortKeys }>) {
      if (state.sortKeys[action.payload.legIndex]) state.sortKeys[action.payload.legIndex] = action.payload.sortKeys;
    },
    fareChosen(state, action: PayloadAction<{ legIndex: number; offerId: string; fareClass: string }>) {
      const { legIndex, offerId, fareClass } = action.payload;
      const base = original(state) ?? current(state);
      const offer = base.legs[legIndex]?.results?.find((candidate) => candidate.id === offerId);
      if (!offer) return;
      if (base.request?.journeyType === 'MC') {
        const results = { depart: base.legs[legIndex]?.results ?? [], return: [] };
        const legSelection = base.legSelections[legIndex] ?? initialSelectedFlight();
        state.legSelections[legIndex] = selectFare(legSelection, { direction: 'depart', offer, fareClass, results });
        return;
      }
      const results = { depart: base.legs[0]?.results ?? [], return: base.legs[1]?.results ?? [] };
      state.selection = selectFare(base.selection, { direction: directionOf(legIndex), offer, fareClass, results });
    },
    otherFaresToggled(state, action: PayloadAction<number>) {
      const legIndex = action.payload;
      if (state.request?.journeyType === 'MC') {
        const legSelection = state.legSelections[legIndex];
        if (legSelection) state.legSelections[legIndex] = toggleOtherFares(current(legSelection), 'depart');
        return;
      }
      state.selection = toggleOtherFares(current(state.selection), directionOf(legIndex));
    },
  },
});

export const {
  searchStarted,
  searchEventReceived,
  searchEventsReceived,
  searchStreamClosed,
  searchFailed,
  activeLegChanged,
  filtersChanged,
  filtersReset,
  sortKeysChanged,
  fareChosen,
  otherFaresToggled,
} = flightResultsSlice.actions;

// Joins the store when the results page first loads, not with /login (decision 069).
announceStorePart(flightResultsSlice);
