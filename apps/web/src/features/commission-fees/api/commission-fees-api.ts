// /api/commission-fees: the issue fee rules of the caller's agency — list (with its sub-agencies), save by key, delete.
import type {
  TCommissionFeeInput,
  TDeleteCommissionFeeResponse,
  TListCommissionFeesResponse,
  TSaveCommissionFeeResponse,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

const commissionFeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommissionFees: build.query<TListCommissionFeesResponse, void>({
      query: () => ({ url: '/api/commission-fees' }),
      providesTags: ['CommissionFee'],
    }),
    saveCommissionFee: build.mutation<TSaveCommissionFeeResponse, TCommissionFeeInput>({
      query: (body) => ({ url: '/api/commission-fees', method: 'PUT', body }),
      invalidatesTags: ['CommissionFee'],
    }),
    deleteCommissionFee: build.mutation<TDeleteCommissionFeeResponse, string>({
      query: (id) => ({ url: `/api/commission-fees/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['CommissionFee'],
    }),
  }),
});

export const { useGetCommissionFeesQuery, useSaveCommissionFeeMutation, useDeleteCommissionFeeMutation } =
  commissionFeesApi;
