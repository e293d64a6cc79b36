// Which route-table paths have a page in this build, how they are laid out, and their lazy components.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PageLayout = 'bare' | 'shell';

export type PageEntry = {
  path: string;
  layout: PageLayout;
  /** Translation key of the document title. */
  titleKey: string;
  Page: LazyExoticComponent<ComponentType>;
};

export const PAGES: readonly PageEntry[] = [
  { path: '/login', layout: 'bare', titleKey: 'login.title', Page: lazy(() => import('../features/auth/components/LoginPage')) },
  {
    path: '/forgot-password',
    layout: 'bare',
    titleKey: 'forgotPassword.title',
    Page: lazy(() => import('../features/auth/components/ForgotPasswordPage')),
  },
  {
    path: '/change-password',
    layout: 'bare',
    titleKey: 'changePassword.title',
    Page: lazy(() => import('../features/auth/components/ForcedChangePasswordPage')),
  },
  {
    path: '/not-allow',
    layout: 'bare',
    titleKey: 'notAllowed.title',
    Page: lazy(() => import('../features/access/components/NotAllowedPage')),
  },
  {
    path: '/time-setup-instruction',
    layout: 'bare',
    titleKey: 'timeSetup.title',
    Page: lazy(() => import('../features/system-status/components/TimeSetupPage')),
  },
  { path: '/', layout: 'shell', titleKey: 'menu.home', Page: lazy(() => import('../features/home/components/HomePage')) },
  {
    path: '/agent/ticketing-management',
    layout: 'shell',
    titleKey: 'menu.staff',
    Page: lazy(() => import('../features/agent/components/StaffPage')),
  },
  {
    path: '/agent/change-account-info',
    layout: 'shell',
    titleKey: 'menu.accountInfo',
    Page: lazy(() => import('../features/agent/components/AccountInfoPage')),
  },
  {
    path: '/system/change-password',
    layout: 'shell',
    titleKey: 'menu.changePassword',
    Page: lazy(() => import('../features/auth/components/ShellChangePasswordPage')),
  },
  {
    path: '/booking/flights',
    layout: 'shell',
    titleKey: 'flightResults.title',
    Page: lazy(() => import('../features/flight-results/components/FlightResultsPage')),
  },
  {
    path: '/booking/multi-destinations',
    layout: 'shell',
    titleKey: 'flightResults.multiTitle',
    Page: lazy(() => import('../features/flight-results/components/MultiDestinationsPage')),
  },
  {
    path: '/system/group-permissions',
    layout: 'shell',
    titleKey: 'menu.permissionGroups',
    Page: lazy(() => import('../features/permission-groups/components/PermissionGroupsPage')),
  },
];

export const BUILT_PATHS: ReadonlySet<string> = new Set(PAGES.map((page) => page.path));

export function pageFor(path: string): PageEntry | undefined {
  return PAGES.find((page) => page.path === path);
}
