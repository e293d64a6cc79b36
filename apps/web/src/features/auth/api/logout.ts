// POST /api/auth/logout: ends this browser's session (the refresh-token cookie family).
import { api } from '../../../lib/http/api';

const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<{ ok: true }, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST', body: {}, isSessionless: true }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
