// Re-reads GET /api/auth/me into the session (after a password change clears mustChangePassword).
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { meApi } from '../../../lib/auth/get-me';
import { sessionUpdated } from '../../../stores/session-slice';

export function useReloadSession(): () => Promise<boolean> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return async () => {
    const result = await dispatch(meApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
    if (!result.data) return false;
    dispatch(sessionUpdated(result.data));
    return true;
  };
}
