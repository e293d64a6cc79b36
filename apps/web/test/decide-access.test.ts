// The guard's decisions over the route table: login, forced password change, refusal, unbuilt and unknown paths.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PORTAL_ROUTES } from '@portal/domain';
import { decideAccess, type AccessInput } from '../src/app/guard/decide-access';
import { BUILT_PATHS } from '../src/app/pages';

const F2_AGENT = DEFAULT_ROLE_PERMISSIONS.agent_f2;
const ADMIN_F1 = DEFAULT_ROLE_PERMISSIONS.admin_f1;

const signedIn = (pathname: string, permissions: readonly string[], extra: Partial<AccessInput> = {}): AccessInput => ({
  pathname,
  isLoggedIn: true,
  mustChangePassword: false,
  permissions,
  builtPaths: BUILT_PATHS,
  ...extra,
});

describe('decideAccess', () => {
  it('sends a visitor without a session to /login', () => {
    expect(decideAccess(signedIn('/agent/ticketing-management', ADMIN_F1, { isLoggedIn: false }))).toMatchObject({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideAccess(signedIn('/', [], { isLoggedIn: false }))).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('lets anyone open the public pages', () => {
    for (const path of ['/login', '/forgot-password', '/not-allow', '/time-setup-instruction']) {
      expect(decideAccess(signedIn(path, [], { isLoggedIn: false })).kind).toBe('render');
    }
  });

  it('keeps a user who must change the password on /change-password', () => {
    const forced = { mustChangePassword: true };
    expect(decideAccess(signedIn('/', ADMIN_F1, forced))).toMatchObject({ kind: 'redirect', to: '/change-password' });
    expect(decideAccess(signedIn('/system/group-permissions', ADMIN_F1, forced))).toMatchObject({
      to: '/change-password',
    });
    expect(decideAccess(signedIn('/change-password', ADMIN_F1, forced)).kind).toBe('render');
    expect(decideAccess(signedIn('/login', ADMIN_F1, forced))).toMatchObject({ to: '/change-password' });
  });

  it('requires a session for the forced change', () => {
    expect(decideAccess(signedIn('/change-password', [], { isLoggedIn: false }))).toMatchObject({ to: '/login' });
  });

  it('refuses a forbidden page with /not-allow even when the page is not built yet', () => {
    expect(decideAccess(signedIn('/agent/config-f2', F2_AGENT))).toMatchObject({ kind: 'redirect', to: '/not-allow' });
    expect(decideAccess(signedIn('/system/group-permissions', F2_AGENT))).toMatchObject({ to: '/not-allow' });
    expect(decideAccess(signedIn('/agent/ticketing-management', F2_AGENT))).toMatchObject({ to: '/not-allow' });
  });

  it('finds a page in this build for every screen of the route table', () => {
    expect(PORTAL_ROUTES.map((route) => route.path).filter((path) => !BUILT_PATHS.has(path))).toEqual([]);
  });

  it('lets an allowed but unbuilt page through as not built (the "not available yet" page)', () => {
    const withoutB2c = new Set([...BUILT_PATHS].filter((path) => !path.startsWith('/b2c/')));
    expect(decideAccess(signedIn('/b2c/config', ADMIN_F1, { builtPaths: withoutB2c }))).toMatchObject({
      kind: 'render',
      isBuilt: false,
    });
    expect(decideAccess(signedIn('/booking/support-request', F2_AGENT))).toMatchObject({
      kind: 'render',
      isBuilt: true,
    });
    expect(decideAccess(signedIn('/booking/search', F2_AGENT))).toMatchObject({ kind: 'render', isBuilt: true });
  });

  it('sends unknown paths home', () => {
    expect(decideAccess(signedIn('/no/such/page', ADMIN_F1))).toMatchObject({ to: '/', reason: 'unknown' });
    expect(decideAccess(signedIn('/no/such/page', [], { isLoggedIn: false }))).toMatchObject({ to: '/' });
  });

  it('renders the built pages the permissions allow', () => {
    expect(decideAccess(signedIn('/system/group-permissions', ADMIN_F1)).kind).toBe('render');
    expect(decideAccess(signedIn('/agent/ticketing-management', DEFAULT_ROLE_PERMISSIONS.admin_f2)).kind).toBe(
      'render',
    );
    expect(decideAccess(signedIn('/agent/change-account-info', F2_AGENT)).kind).toBe('render');
    expect(decideAccess(signedIn('/', F2_AGENT)).kind).toBe('render');
    expect(decideAccess(signedIn('/booking/booking-detail/42', F2_AGENT)).kind).toBe('render');
  });

  it('sends a signed-in user away from /login', () => {
    expect(decideAccess(signedIn('/login', F2_AGENT))).toMatchObject({ kind: 'redirect', to: '/' });
  });
});
