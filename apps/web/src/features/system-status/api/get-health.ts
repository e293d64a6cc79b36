// GET /api/health: server status, version and time (used to measure the clock difference).
import type { THealthResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<THealthResponse, void>({
      query: () => ({ url: '/api/health', isSessionless: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
