// The one guard in front of every route: reads the route table and the session, renders or redirects. A bare page
// (/login…) is decided from the bare pages alone; any other path waits for the page table (decision 115).
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { selectSession } from '../../stores/session-slice';
import { barePageAt, BARE_PAGES } from '../bare-pages';
import { usePageTable } from '../page-table';
import { decideAccess } from './decide-access';

const BARE_PATHS: ReadonlySet<string> = new Set(BARE_PAGES.map((page) => page.path));

export function RouteGuard() {
  const session = useSelector(selectSession);
  const location = useLocation();
  const { t } = useTranslation();
  const isBooting = session.status === 'booting';
  const barePage = barePageAt(location.pathname);
  const isSignedIn = session.status === 'authenticated';
  // Signed in, the shell's pages are next: the table loads at once (also while a bare page is shown). Signed out, every
  // path but a bare page's is sent to /login, which needs no table.
  const table = usePageTable(isSignedIn);
  const decision = decideAccess({
    pathname: location.pathname,
    isLoggedIn: isSignedIn,
    mustChangePassword: session.mustChangePassword,
    permissions: session.permissions,
    level: session.agentInfo?.level,
    builtPaths: table?.BUILT_PATHS ?? BARE_PATHS,
  });
  const titleKey =
    decision.kind !== 'render'
      ? undefined
      : decision.isBuilt === false
        ? 'notAvailable.title'
        : (table?.pageFor(decision.route.path) ?? barePage)?.titleKey;
  const pageTitle = titleKey ? t(titleKey) : '';

  useEffect(() => {
    const appName = t('app.name');
    document.title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  }, [pageTitle, t]);

  if (isBooting || (isSignedIn && !table && !barePage)) return <LoadingOverlay />;
  if (decision.kind === 'redirect') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={decision.to} replace state={decision.reason === 'login' ? { from } : undefined} />;
  }
  return <Outlet />;
}
