// GET /api/flights/fare-rules: the conditions (changes, refunds, baggage) of one airline class or family, vi and en.
import type { TSupplierFareRulesResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type FareRulesQuery = { system: string; airline: string; fareClass: string };

const fareRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFareRules: build.query<TSupplierFareRulesResponse, FareRulesQuery>({
      query: (params) => ({ url: '/api/flights/fare-rules', params }),
    }),
  }),
});

export const { useGetFareRulesQuery } = fareRulesApi;
