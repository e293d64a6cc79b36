// The lowest fares of one month of the date picker: asked only when both airports are chosen and the agent may search.
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { isAllowed, ruleOf, type IsoDate } from '@portal/domain';
import { selectIsLoggedIn, selectPermissions } from '../../../stores/session-slice';
import { useGetFlightCalendarQuery } from '../../../lib/flight-search/get-flight-calendar';
import {
  hasFares,
  monthFares,
  monthKey,
  type FareRoute,
  type MonthFares,
} from '../../../lib/flight-search/calendar-fares';
import type { CalendarMonth } from '../../../lib/flight-search/calendar-month';

const FLIGHT_BOOKING_RULE = ruleOf('/booking/flights');

export type MonthFaresState = {
  /** The month's fares are asked for (its days keep room for them); false when they cannot be. */
  isAsked: boolean;
  fares: MonthFares | null;
  isLoading: boolean;
};

/** Whether the signed-in agent may ask for fares: without the right to search flights the API answers 403. */
export function useMayAskFares(): boolean {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const permissions = useSelector(selectPermissions);
  return isLoggedIn && isAllowed(FLIGHT_BOOKING_RULE, permissions);
}

/** A failed call shows no fares: picking a day never waits for or depends on them. */
export function useMonthFares(route: FareRoute | null, month: CalendarMonth, today: IsoDate): MonthFaresState {
  const mayAsk = useMayAskFares();
  const query =
    route && mayAsk && hasFares(month, today) ? { from: route.from, to: route.to, month: monthKey(month) } : skipToken;
  const { currentData, isFetching } = useGetFlightCalendarQuery(query);
  const fares = useMemo(() => (currentData ? monthFares(currentData) : null), [currentData]);
  const isAsked = query !== skipToken;
  return { isAsked, fares: isAsked ? fares : null, isLoading: isAsked && isFetching };
}
