// The pages shown without the shell (sign-in, password, refusals, the ticket face and the customer's link): the only
// part of the page table /login loads (decision 115). The one at the start address starts loading at once; all but the
// three sign-in pages wait for all their texts (decision 151) and render inside the MUI theme (the sign-in pages are
// plain: decision 152).
import { lazy, type ComponentType } from 'react';
import { findRoute } from '@portal/domain';
import { withThemeAndTexts } from './all-texts';
import type { PageEntry } from './page-entry';

type PageModule = { default: ComponentType };
type BarePage = PageEntry & { load: () => Promise<PageModule> };

/** The lazy page and its loader: one import, so loading it early is the lazy page's own load. */
function lazyPage(load: () => Promise<PageModule>): Pick<BarePage, 'Page' | 'load'> {
  return { Page: lazy(load), load };
}

export const BARE_PAGES: readonly BarePage[] = [
  {
    path: '/login',
    layout: 'bare',
    titleKey: 'login.title',
    ...lazyPage(() => import('../features/auth/components/LoginPage')),
  },
  {
    path: '/forgot-password',
    layout: 'bare',
    titleKey: 'forgotPassword.title',
    ...lazyPage(() => import('../features/auth/components/ForgotPasswordPage')),
  },
  {
    path: '/change-password',
    layout: 'bare',
    titleKey: 'changePassword.title',
    ...lazyPage(() => import('../features/auth/components/ForcedChangePasswordPage')),
  },
  {
    path: '/not-allow',
    layout: 'bare',
    titleKey: 'notAllowed.title',
    ...lazyPage(withThemeAndTexts(() => import('../features/access/components/NotAllowedPage'))),
  },
  {
    path: '/time-setup-instruction',
    layout: 'bare',
    titleKey: 'timeSetup.title',
    ...lazyPage(withThemeAndTexts(() => import('../features/system-status/components/TimeSetupPage'))),
  },
  {
    path: '/ticket-face',
    layout: 'bare',
    titleKey: 'ticketPrint.faceLabel',
    ...lazyPage(withThemeAndTexts(() => import('../features/ticket-print/components/TicketPrintPage'))),
  },
  {
    path: '/share/ticket/:token',
    layout: 'bare',
    titleKey: 'sharedTicket.title',
    ...lazyPage(withThemeAndTexts(() => import('../features/ticket-print/components/SharedTicketPage'))),
  },
];

/** The bare page shown at this address, if any (matched through the route table, as the guard matches). */
export function barePageAt(pathname: string): BarePage | undefined {
  const route = findRoute(pathname);
  return route ? BARE_PAGES.find((page) => page.path === route.path) : undefined;
}

/** The three sign-in pages: they show only the sign-in texts and none of MUI's (decision 151). */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/login', '/forgot-password', '/change-password']);

export function isSignInPageAt(pathname: string): boolean {
  const page = barePageAt(pathname);
  return page !== undefined && SIGN_IN_PATHS.has(page.path);
}

/**
 * Starts downloading the bare page at this address (its chunk and the chunks it imports) while start-up checks the
 * session, rather than once the guard has decided. A failure is left to the lazy page, which imports it again.
 */
export function preloadBarePageAt(pathname: string): void {
  barePageAt(pathname)
    ?.load()
    .catch(() => undefined);
}
