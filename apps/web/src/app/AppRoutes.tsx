// The app's router in declarative mode (decision 069): the browser history and `useRoutes` over the same route tree
// the tests mount in a data router. The pages use only Link, useNavigate, useLocation, useSearchParams, useParams and
// Outlet, so /login's first load need not carry the data router (createRouter, loaders, fetchers).
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { APP_ROUTES } from './router';

/** The browser history, made before the first render so that a navigation from outside React is never lost. */
export const appHistory = UNSAFE_createBrowserHistory({ v5Compat: true });

/** Replaces the current entry with `path` unless it is already shown (the HTTP client's redirects). */
export function replaceAppPath(path: string): void {
  if (appHistory.location.pathname !== path) appHistory.replace(path);
}

function Routes() {
  return useRoutes(APP_ROUTES);
}

export function AppRouter() {
  return (
    <HistoryRouter history={appHistory}>
      <Routes />
    </HistoryRouter>
  );
}
