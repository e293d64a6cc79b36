// POST /api/auth/forgot-password/verify: the emailed code and a new password; 400 code 19 when the code is wrong.
import type { TVerifyForgotPasswordRequest } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const verifyForgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyPasswordReset: build.mutation<{ ok: true }, TVerifyForgotPasswordRequest>({
      query: (body) => ({ url: '/api/auth/forgot-password/verify', method: 'POST', body, isSessionless: true }),
    }),
  }),
});

export const { useVerifyPasswordResetMutation } = verifyForgotPasswordApi;
