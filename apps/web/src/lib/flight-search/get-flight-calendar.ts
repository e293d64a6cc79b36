// GET /api/flights/calendar: the lowest fare per day of a route and month, shown under the days of the date picker.
import type { TFlightCalendarQuery, TFlightCalendarResponse } from '@portal/contracts';
import { api } from '../http/api';

/** A month's "from" prices barely move while the agent picks dates: reopening the calendar reuses them for 5 minutes. */
const CALENDAR_CACHE_SECONDS = 300;

const flightCalendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFlightCalendar: build.query<TFlightCalendarResponse, TFlightCalendarQuery>({
      query: (params) => ({ url: '/api/flights/calendar', params }),
      keepUnusedDataFor: CALENDAR_CACHE_SECONDS,
    }),
  }),
});

export const { useGetFlightCalendarQuery } = flightCalendarApi;
