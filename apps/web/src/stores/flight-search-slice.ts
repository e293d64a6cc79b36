// The last flight search the agent ran, so the search form shows it again when they come back to it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TSearchFlightsRequest } from '@portal/contracts';
import { announceStorePart } from '../lib/store-parts';

export type FlightSearchState = { lastRequest: TSearchFlightsRequest | null };

const initialState: FlightSearchState = { lastRequest: null };

export const flightSearchSlice = createSlice({
  name: 'flightSearch',
  initialState,
  reducers: {
    searchSubmitted(state, action: PayloadAction<TSearchFlightsRequest>) {
      state.lastRequest = action.payload;
    },
  },
});

export const { searchSubmitted } = flightSearchSlice.actions;
export const selectLastSearch = (state: { flightSearch: FlightSearchState }) => state.flightSearch.lastRequest;

// Joins the store when the search form first loads, not with /login (decision 069).
announceStorePart(flightSearchSlice);
