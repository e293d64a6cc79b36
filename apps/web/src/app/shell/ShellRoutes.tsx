// The shell's pages, matched below the shell layout: loaded with the page table after sign-in, never by /login.
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PAGES } from '../pages';

const NotAvailablePage = lazy(() => import('../../features/access/components/NotAvailablePage'));

// The guard has already sent unknown paths home; known screens without a page yet reach the catch-all.
const SHELL_ROUTES: RouteObject[] = [
  ...PAGES.filter((page) => page.layout === 'shell').map(({ path, Page }) => ({ path, element: <Page /> })),
  { path: '*', element: <NotAvailablePage /> },
];

export default function ShellRoutes() {
  return useRoutes(SHELL_ROUTES);
}
