// /api/commission-fees: the issue fee rules of the caller's agency — list one product's (with its sub-agencies), save by
// key, delete.
import type {
  TCommissionFeeInput,
  TDeleteCommissionFeeResponse,
  TFeeProduct,
  TListCommissionFeesResponse,
  TSaveCommissionFeeResponse,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

const commissionFeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // FLIGHT is the server's default: its list is asked without the parameter.
    getCommissionFees: build.query<TListCommissionFeesResponse, TFeeProduct | void>({
      query: (product) => ({
        url: '/api/commission-fees',
        ...(product && product !== 'FLIGHT' ? { params: { product } } : {}),
      }),
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
