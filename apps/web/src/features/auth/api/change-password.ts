// POST /api/auth/change-password: the signed-in user's own password; answers a fresh access token; 400 code 16/17 on refusal.
import type { TChangePasswordRequest, TChangePasswordResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<TChangePasswordResponse, TChangePasswordRequest>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
      invalidatesTags: ['SignIn'],
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
