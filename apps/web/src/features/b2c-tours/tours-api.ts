// /api/b2c/tours: what the tour screens read and write (no cache tags: each screen refetches after its own writes).
import type { TAddTourDepartures, TListToursResponse, TTour, TTourDeparture, TTourWrite } from '@portal/contracts';
import { api } from '../../lib/http/api';

export type TourListArgs = { q?: string; status?: 'draft' | 'published'; month?: string };

const toursApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTours: build.query<TListToursResponse, TourListArgs>({
      query: (args) => ({
        url: '/api/b2c/tours',
        params: { ...Object.fromEntries(Object.entries(args).filter(([, value]) => value)), limit: 100 },
      }),
    }),
    getTour: build.query<TTour, string>({ query: (id) => ({ url: `/api/b2c/tours/${id}` }) }),
    saveTour: build.mutation<TTour, { id?: string; body: TTourWrite }>({
      query: ({ id, body }) => ({
        url: id ? `/api/b2c/tours/${id}` : '/api/b2c/tours',
        method: id ? 'PUT' : 'POST',
        body,
      }),
    }),
    tourAction: build.mutation<TTour, { id: string; action: 'publish' | 'unpublish' | 'duplicate' }>({
      query: ({ id, action }) => ({ url: `/api/b2c/tours/${id}/${action}`, method: 'POST' }),
    }),
    deleteTour: build.mutation<void, string>({ query: (id) => ({ url: `/api/b2c/tours/${id}`, method: 'DELETE' }) }),
    addDepartures: build.mutation<
      { created: number; departures: TTourDeparture[] },
      { id: string; body: TAddTourDepartures }
    >({
      query: ({ id, body }) => ({ url: `/api/b2c/tours/${id}/departures`, method: 'POST', body }),
    }),
    changeDeparture: build.mutation<TTourDeparture, { id: string; departureId: string; seats: number }>({
      query: ({ id, departureId, seats }) => ({
        url: `/api/b2c/tours/${id}/departures/${departureId}`,
        method: 'PUT',
        body: { seats },
      }),
    }),
    deleteDeparture: build.mutation<void, { id: string; departureId: string }>({
      query: ({ id, departureId }) => ({ url: `/api/b2c/tours/${id}/departures/${departureId}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useListToursQuery,
  useGetTourQuery,
  useSaveTourMutation,
  useTourActionMutation,
  useDeleteTourMutation,
  useAddDeparturesMutation,
  useChangeDepartureMutation,
  useDeleteDepartureMutation,
} = toursApi;
