// POST /api/auth/forgot-password: emails a 6-digit code; the answer is the same for unknown accounts.
import type { TForgotPasswordRequest } from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type ForgotPasswordAnswer = { sent: true; expiresInMinutes: number };

const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<ForgotPasswordAnswer, TForgotPasswordRequest>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body, isSessionless: true }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = forgotPasswordApi;
