// /api/sign-ins: the agency's booking-system sign-ins — list, create, change, delete (credentials go in, never come back).
import type {
  TCreateSignInRequest,
  TDeleteSignInResponse,
  TListSignInsResponse,
  TSignIn,
  TUpdateSignInRequest,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

const signInsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignIns: build.query<TListSignInsResponse, void>({
      query: () => ({ url: '/api/sign-ins' }),
      providesTags: ['SignIn'],
    }),
    createSignIn: build.mutation<TSignIn, TCreateSignInRequest>({
      query: (body) => ({ url: '/api/sign-ins', method: 'POST', body }),
      invalidatesTags: ['SignIn'],
    }),
    updateSignIn: build.mutation<TSignIn, { id: string; body: TUpdateSignInRequest }>({
      query: ({ id, body }) => ({ url: `/api/sign-ins/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['SignIn'],
    }),
    deleteSignIn: build.mutation<TDeleteSignInResponse, string>({
      query: (id) => ({ url: `/api/sign-ins/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SignIn'],
    }),
  }),
});

export const { useGetSignInsQuery, useCreateSignInMutation, useUpdateSignInMutation, useDeleteSignInMutation } =
  signInsApi;
