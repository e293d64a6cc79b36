// PUT /api/account/profile: the signed-in user's own name, email and phone.
import type { TUpdateProfileRequest, TUpdateProfileResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<TUpdateProfileResponse, TUpdateProfileRequest>({
      query: (body) => ({ url: '/api/account/profile', method: 'PUT', body }),
      invalidatesTags: ['SignIn', 'Ticketing'],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
