// The pages shown without the shell (sign-in, password, refusals, the ticket face and the customer's link): the only
// part of the page table /login loads (decision 115).
import { lazy } from 'react';
import { findRoute } from '@portal/domain';
import type { PageEntry } from './page-entry';

export const BARE_PAGES: readonly PageEntry[] = [
  {
    path: '/login',
    layout: 'bare',
    titleKey: 'login.title',
    Page: lazy(() => import('../features/auth/components/LoginPage')),
  },
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
  {
    path: '/ticket-face',
    layout: 'bare',
    titleKey: 'ticketPrint.faceLabel',
    Page: lazy(() => import('../features/ticket-print/components/TicketPrintPage')),
  },
  {
    path: '/share/ticket/:token',
    layout: 'bare',
    titleKey: 'sharedTicket.title',
    Page: lazy(() => import('../features/ticket-print/components/SharedTicketPage')),
  },
];

/** The bare page shown at this address, if any (matched through the route table, as the guard matches). */
export function barePageAt(pathname: string): PageEntry | undefined {
  const route = findRoute(pathname);
  return route ? BARE_PAGES.find((page) => page.path === route.path) : undefined;
}
