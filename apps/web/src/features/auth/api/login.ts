// POST /api/auth/login: username and password for tokens and the session (a 401 here is a wrong password). Sent
// through the HTTP client itself, not RTK Query, so /login's first load does not carry RTK Query (decision 069).
import { useCallback, useState } from 'react';
import type { TLoginRequest, TLoginResponse } from '@portal/contracts';
import { getHttpClient } from '../../../lib/http/client-holder';
import type { HttpResult } from '../../../lib/http/types';

export function signIn(body: TLoginRequest): Promise<HttpResult<TLoginResponse>> {
  return getHttpClient().request<TLoginResponse>({ url: '/api/auth/login', method: 'POST', body, isSessionless: true });
}

/** `signIn` with its pending flag, as the login form shows it on its button. */
export function useSignIn(): [(body: TLoginRequest) => Promise<HttpResult<TLoginResponse>>, { isLoading: boolean }] {
  const [isLoading, setLoading] = useState(false);
  const run = useCallback(async (body: TLoginRequest) => {
    setLoading(true);
    try {
      return await signIn(body);
    } finally {
      setLoading(false);
    }
  }, []);
  return [run, { isLoading }];
}
