// /api/sub-agencies (an F1's F2s) and /api/child-agencies (an F2's F3s): list, form options, one, create, edit,
// lock, unlock (and the same for /api/f1-agencies, the platform operator's F1s); and /api/agency/config (the F1's own settings). Everything is tagged SubAgent.
import type {
  TAgencyConfig,
  TCreateSubAgencyRequest,
  TCreateSubAgencyResponse,
  TListSubAgenciesResponse,
  TSubAgencyDefaults,
  TSubAgencyFields,
  TSubAgencyFormOptions,
  TSubAgencyResponse,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

/** Which endpoints: the F1's sub-agencies, the F2's child agencies or the platform operator's F1 agencies. */
export type AgencyScope = 'sub-agencies' | 'child-agencies' | 'f1-agencies';

/** The list loads this many at once; the table then sorts, filters and pages them in the browser. */
export const LIST_PAGE_SIZE = 500;

const subAgenciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSubAgencies: build.query<TListSubAgenciesResponse, { scope: AgencyScope; status?: 'active' | 'locked' }>({
      query: ({ scope, status }) => ({ url: `/api/${scope}`, params: { pageSize: LIST_PAGE_SIZE, status } }),
      providesTags: ['SubAgent'],
    }),
    getSubAgencyFormOptions: build.query<TSubAgencyFormOptions, AgencyScope>({
      query: (scope) => ({ url: `/api/${scope}/form-options` }),
      providesTags: ['SubAgent'],
    }),
    getSubAgency: build.query<TSubAgencyResponse, { scope: AgencyScope; id: string }>({
      query: ({ scope, id }) => ({ url: `/api/${scope}/${encodeURIComponent(id)}` }),
      providesTags: ['SubAgent'],
    }),
    createSubAgency: build.mutation<TCreateSubAgencyResponse, { scope: AgencyScope; body: TCreateSubAgencyRequest }>({
      query: ({ scope, body }) => ({ url: `/api/${scope}`, method: 'POST', body }),
      invalidatesTags: ['SubAgent', 'CommissionFee'],
    }),
    updateSubAgency: build.mutation<TSubAgencyResponse, { scope: AgencyScope; id: string; body: TSubAgencyFields }>({
      query: ({ scope, id, body }) => ({ url: `/api/${scope}/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['SubAgent', 'CommissionFee'],
    }),
    setSubAgencyLock: build.mutation<
      TSubAgencyResponse,
      { scope: AgencyScope; id: string; action: 'lock' | 'unlock'; reason: string }
    >({
      query: ({ scope, id, action, reason }) => ({
        url: `/api/${scope}/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['SubAgent'],
    }),
    getAgencyConfig: build.query<TAgencyConfig, void>({
      query: () => ({ url: '/api/agency/config' }),
      providesTags: ['SubAgent'],
    }),
    updateAgencyConfig: build.mutation<TAgencyConfig, TSubAgencyDefaults>({
      query: (subAgencyDefaults) => ({ url: '/api/agency/config', method: 'PUT', body: { subAgencyDefaults } }),
      invalidatesTags: ['SubAgent'],
    }),
  }),
});

export const {
  useListSubAgenciesQuery,
  useGetSubAgencyFormOptionsQuery,
  useGetSubAgencyQuery,
  useCreateSubAgencyMutation,
  useUpdateSubAgencyMutation,
  useSetSubAgencyLockMutation,
  useGetAgencyConfigQuery,
  useUpdateAgencyConfigMutation,
} = subAgenciesApi;
