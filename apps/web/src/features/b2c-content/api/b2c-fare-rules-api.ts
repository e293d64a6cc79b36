// /api/b2c/fare-rules: the consumer site's fare rules (list, one, write, delete) for the back-office pages.
import type {
  TB2cFareRule,
  TB2cFareRuleWriteRequest,
  TListB2cFareRulesQuery,
  TListB2cFareRulesResponse,
} from '@portal/contracts';
import { b2cContentApi } from './b2c-api';

const b2cFareRulesApi = b2cContentApi.injectEndpoints({
  endpoints: (build) => ({
    listB2cFareRules: build.query<TListB2cFareRulesResponse, TListB2cFareRulesQuery>({
      query: (params) => ({ url: '/api/b2c/fare-rules', params: { ...params } }),
      providesTags: ['B2cFareRules'],
    }),
    getB2cFareRule: build.query<TB2cFareRule, string>({
      query: (id) => ({ url: `/api/b2c/fare-rules/${id}` }),
      providesTags: ['B2cFareRules'],
    }),
    saveB2cFareRule: build.mutation<TB2cFareRule, { id?: string; body: TB2cFareRuleWriteRequest }>({
      query: ({ id, body }) => ({
        url: id ? `/api/b2c/fare-rules/${id}` : '/api/b2c/fare-rules',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: ['B2cFareRules'],
    }),
    deleteB2cFareRule: build.mutation<void, string>({
      query: (id) => ({ url: `/api/b2c/fare-rules/${id}`, method: 'DELETE' }),
      invalidatesTags: ['B2cFareRules'],
    }),
  }),
});

export const {
  useListB2cFareRulesQuery,
  useGetB2cFareRuleQuery,
  useSaveB2cFareRuleMutation,
  useDeleteB2cFareRuleMutation,
} = b2cFareRulesApi;
