// POST /api/auth/login: username and password for tokens and the session (a 401 here is a wrong password).
import type { TLoginRequest, TLoginResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TLoginResponse, TLoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body, isSessionless: true }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
