// GET /api/auth/me: the signed-in member, their agency and permissions (shared by several features).
import type { TSession } from '@portal/contracts';
import { api } from '../http/api';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<TSession, void>({
      query: () => ({ url: '/api/auth/me' }),
      providesTags: ['SignIn'],
    }),
  }),
});

export const { useGetMeQuery, useLazyGetMeQuery } = meApi;
