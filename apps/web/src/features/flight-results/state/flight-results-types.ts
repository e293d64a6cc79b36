// Shapes of the flightResults slice: one streamed search, its systems, legs (tabs), sorts and selections.
import type { TSearchEvent, TSearchFlightsRequest } from '@portal/contracts';
import type { FlightSortKeys, MultiFlightLeg, SelectedFlightState } from '@portal/domain';

export type SystemStatus = 'pending' | 'answered' | 'failed' | 'timedOut';
export type SystemProgress = { system: string; status: SystemStatus; offerCount: number };
export type PromotionNotice = Omit<Extract<TSearchEvent, { type: 'promotion' }>, 'type'>;
export type SearchStatus = 'idle' | 'streaming' | 'done' | 'failed';
export type SearchFailure = { message: string | null; fields: Record<string, string> };

export type FlightResultsState = {
  /** Which run the streamed events belong to; events of an older (aborted) run are ignored. */
  runId: string | null;
  request: TSearchFlightsRequest | null;
  searchId: string | null;
  status: SearchStatus;
  failure: SearchFailure | null;
  systems: SystemProgress[];
  progress: { completed: number; total: number };
  isIssueFeeHidden: boolean;
  promotions: PromotionNotice[];
  /** One per requested leg: legIndex 0 is the departure (or first leg), 1 the return (or second leg)… */
  legs: MultiFlightLeg[];
  sortKeys: FlightSortKeys[];
  /** One-way and round trip: the depart/return selection of SPEC §3. */
  selection: SelectedFlightState;
  /** Multi-city: one selection per leg, each using only its `depart` half (no GDS pairing across legs). */
  legSelections: SelectedFlightState[];
  activeLeg: number;
};
