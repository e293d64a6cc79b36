// The guard's decision for a path, from the route table of @portal/domain and the session.
import { findRoute, isRouteOpen, type AgencyLevel, type PortalRoute } from '@portal/domain';

export type AccessInput = {
  pathname: string;
  isLoggedIn: boolean;
  mustChangePassword: boolean;
  permissions: readonly string[];
  /** The level of the user's agency: a screen serving other levels is refused like a missing permission. */
  level?: AgencyLevel | null;
  /** Route-table paths that have a page in this build. */
  builtPaths: ReadonlySet<string>;
};

export type RedirectReason = 'unknown' | 'login' | 'change-password' | 'not-allowed' | 'not-built' | 'signed-in';

export type AccessDecision =
  | {
      kind: 'render';
      route: PortalRoute;
      /** false: a known screen with no page yet ("not available yet"). */ isBuilt?: boolean;
    }
  | { kind: 'redirect'; to: string; reason: RedirectReason };

const redirect = (to: string, reason: RedirectReason): AccessDecision => ({ kind: 'redirect', to, reason });

export function decideAccess(input: AccessInput): AccessDecision {
  const route = findRoute(input.pathname);
  if (!route) return redirect('/', 'unknown');

  if (route.isPublic) {
    if (route.path === '/login' && input.isLoggedIn) {
      return redirect(input.mustChangePassword ? '/change-password' : '/', 'signed-in');
    }
    // The forced change needs the session whose password it changes.
    if (route.path === '/change-password' && !input.isLoggedIn) return redirect('/login', 'login');
    if (!input.builtPaths.has(route.path)) return redirect('/', 'not-built');
    return { kind: 'render', route };
  }

  if (!input.isLoggedIn) return redirect('/login', 'login');
  if (input.mustChangePassword) return redirect('/change-password', 'change-password');
  if (!isRouteOpen(route, { permissions: input.permissions, level: input.level }))
    return redirect('/not-allow', 'not-allowed');
  // Known screens without a page yet say so (the router's catch-all page), but only after the permission check above.
  return { kind: 'render', route, isBuilt: input.builtPaths.has(route.path) };
}
