// Top-up requests and deposit adjustments over RTK Query: the list (tag TopUp), the scope's agencies, decisions, adjustments.
import type {
  TAdjustmentResponse,
  TBankNotification,
  TDecideBankNotification,
  TCreateAdjustmentRequest,
  TDecideTopUpRequest,
  TListTopUpsResponse,
  TTopUp,
  TTopUpAgenciesResponse,
  TTopUpStatus,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

/** The list's filters as the API reads them (dates dd/MM/yyyy). */
export type TopUpListArgs = { from?: string; to?: string; agencyId?: string; status?: TTopUpStatus; limit: number };

const topUpsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTopUps: build.query<TListTopUpsResponse, TopUpListArgs>({
      query: (args) => ({ url: '/api/top-ups', params: { ...args } }),
      providesTags: ['TopUp'],
    }),
    getTopUpAgencies: build.query<TTopUpAgenciesResponse, void>({
      query: () => ({ url: '/api/top-ups/agencies' }),
    }),
    decideTopUp: build.mutation<TTopUp, TDecideTopUpRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/top-ups/${id}/decision`, method: 'POST', body }),
      // A confirmed top-up moves deposits: the header balance and the statements refresh.
      invalidatesTags: ['TopUp', 'Deposit'],
    }),
    /** The transfers the caller's agency received that wait for a person (issue 21's review queue). */
    listBankReview: build.query<{ items: TBankNotification[] }, void>({
      query: () => ({ url: '/api/bank-notifications', params: { status: 'review', limit: 200 } }),
      providesTags: ['TopUp'],
    }),
    decideBankNotification: build.mutation<TBankNotification, TDecideBankNotification & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/bank-notifications/${id}/decision`, method: 'POST', body }),
      invalidatesTags: ['TopUp', 'Deposit'],
    }),
    adjustDeposit: build.mutation<TAdjustmentResponse, TCreateAdjustmentRequest>({
      query: (body) => ({ url: '/api/deposit-adjustments', method: 'POST', body }),
      invalidatesTags: ['Deposit', 'TopUp'],
    }),
  }),
});

export const {
  useListTopUpsQuery,
  useGetTopUpAgenciesQuery,
  useDecideTopUpMutation,
  useAdjustDepositMutation,
  useListBankReviewQuery,
  useDecideBankNotificationMutation,
} = topUpsApi;
