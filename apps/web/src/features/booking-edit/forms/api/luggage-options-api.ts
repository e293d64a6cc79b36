// The baggage a booking's passengers may add: the add-on catalogue of its flights (GET /api/bookings/ancillaries).
import type { TAncillariesResponse } from '@portal/contracts';
import { api } from '../../../../lib/http/api';

export type LuggageOptionsArgs = { offerIds: readonly string[]; adt: number; chd: number; inf: number };

const luggageOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLuggageOptions: build.query<TAncillariesResponse, LuggageOptionsArgs>({
      query: ({ offerIds, adt, chd, inf }) => ({
        url: '/api/bookings/ancillaries',
        params: { offerIds: offerIds.join(','), adt, chd, inf },
      }),
    }),
  }),
});

export const { useGetLuggageOptionsQuery } = luggageOptionsApi;
