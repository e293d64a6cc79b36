// The route tree: everything sits behind the one guard; the bare pages here, the shell's pages (ShellRoutes, loaded
// with the page table) inside the logged-in layout. The app mounts it with `useRoutes` (AppRoutes.tsx), the tests in a
// memory data router.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withThemeAndTexts } from './all-texts';
import { BARE_PAGES } from './bare-pages';
import { RouteGuard } from './guard/RouteGuard';
import { RootLayout } from './RootLayout';

// The shell (app bar, drawer, menus) and its pages are not needed on the login page: they load with the first shell page,
// with all their texts (decision 151) and the MUI theme around them (decision 152).
const AppShell = lazy(
  withThemeAndTexts(() => import('./shell/AppShell').then((module) => ({ default: module.AppShell }))),
);
const ShellRoutes = lazy(() => import('./shell/ShellRoutes'));

export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          ...BARE_PAGES.map(({ path, Page }) => ({ path, element: <Page /> })),
          { element: <AppShell />, children: [{ path: '*', element: <ShellRoutes /> }] },
        ],
      },
    ],
  },
];
