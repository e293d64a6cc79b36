// The one guard in front of every route: reads the route table and the session, renders or redirects.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { selectSession } from '../../stores/session-slice';
import { BUILT_PATHS, pageFor } from '../pages';
import { decideAccess } from './decide-access';

export function RouteGuard() {
  const session = useSelector(selectSession);
  const location = useLocation();
  const { t } = useTranslation();
  const isBooting = session.status === 'booting';
  const decision = decideAccess({
    pathname: location.pathname,
    isLoggedIn: session.status === 'authenticated',
    mustChangePassword: session.mustChangePassword,
    permissions: session.permissions,
    level: session.agentInfo?.level,
    builtPaths: BUILT_PATHS,
  });
  const titleKey =
    decision.kind !== 'render'
      ? undefined
      : decision.isBuilt === false
        ? 'notAvailable.title'
        : pageFor(decision.route.path)?.titleKey;
  const pageTitle = titleKey ? t(titleKey) : '';

  useEffect(() => {
    const appName = t('app.name');
    document.title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  }, [pageTitle, t]);

  if (isBooting) return <LoadingOverlay />;
  if (decision.kind === 'redirect') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={decision.to} replace state={decision.reason === 'login' ? { from } : undefined} />;
  }
  return <Outlet />;
}
