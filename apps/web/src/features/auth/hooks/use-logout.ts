// Logging out: tell the server, forget the session and cached data, go to /login.
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { api } from '../../../lib/http/api';
import { useLogoutMutation } from '../api/logout';
import { sessionEnded } from '../../../stores/session-slice';

export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return async () => {
    // The local session ends whatever the server answers.
    await logout().catch(() => undefined);
    dispatch(sessionEnded());
    await navigate('/login', { replace: true });
    setTimeout(() => dispatch(api.util.resetApiState()), 0);
  };
}
