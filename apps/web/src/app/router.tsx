// The route tree: everything sits behind the one guard; shell pages inside the logged-in layout. The app mounts it
// with `useRoutes` (AppRoutes.tsx), the tests in a memory data router.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RouteGuard } from './guard/RouteGuard';
import { PAGES } from './pages';
import { RootLayout } from './RootLayout';

// The shell (app bar, drawer, menus) is not needed on the login page, so it loads with the first shell page.
const AppShell = lazy(() => import('./shell/AppShell').then((module) => ({ default: module.AppShell })));
const NotAvailablePage = lazy(() => import('../features/access/components/NotAvailablePage'));

function pageRoutes(layout: 'bare' | 'shell'): RouteObject[] {
  return PAGES.filter((page) => page.layout === layout).map(({ path, Page }) => ({ path, element: <Page /> }));
}

export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          ...pageRoutes('bare'),
          // The guard has already sent unknown paths home; known screens without a page yet reach the catch-all.
          { element: <AppShell />, children: [...pageRoutes('shell'), { path: '*', element: <NotAvailablePage /> }] },
        ],
      },
    ],
  },
];
