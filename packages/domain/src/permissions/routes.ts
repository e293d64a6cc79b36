// The route table of SPEC.md §2: every screen of the portal and the permission rule that admits it.
import {
  OPEN_BOOKING_EDITS,
  PAID_BOOKING_EDITS,
  type TOpenBookingEdit,
  type TPaidBookingEdit,
} from '@portal/contracts';
import type { AgencyLevel } from './roles.js';
import { allOf, anyOf, isAllowed, needs, open, type AllowRule } from './rules.js';

export type RouteSection =
  | 'public'
  | 'home'
  | 'train'
  | 'banner'
  | 'booking'
  | 'booking-edit'
  | 'esim'
  | 'accounting'
  | 'system'
  | 'agent'
  | 'b2c'
  | 'qr'
  | 'platform';

export type PortalRoute = {
  /** Path pattern as the web router writes it (`:id` for a parameter). */
  path: string;
  section: RouteSection;
  rule: AllowRule;
  /** Public routes need no session at all. */
  isPublic?: boolean;
  /**
   * The agency levels the screen serves (absent: every level). The rule says which permissions open it; this says
   * where it means something: ADMIN_F1 of the platform opens no F1's own sub-agency screens (decision 035).
   */
  levels?: readonly AgencyLevel[];
};

const route = (path: string, section: RouteSection, rule: AllowRule = open): PortalRoute => ({ path, section, rule });
/** The screen, served only at these agency levels. */
const servedAt = (levels: readonly AgencyLevel[], screen: PortalRoute): PortalRoute => ({ ...screen, levels });
const publicRoute = (path: string): PortalRoute => ({ path, section: 'public', rule: open, isPublic: true });

const ACCOUNTING = anyOf('DEPOSIT_MANAGER', 'ADMIN_F1', 'ADMIN_F2');
const COMMISSION = anyOf(allOf('AGENT_F1', 'DEPOSIT_MANAGER'), 'ADMIN_F1', 'ADMIN_F2');
const CHILD_AGENTS = allOf('ADMIN_F2', 'CHILD_AGENT_MANAGER');
const ONLY_ADMIN_F1 = needs('ADMIN_F1');
/** Screens of an agency's own deposit or fees: the platform holds no deposit and charges its F1s nothing. */
const AGENCIES_BELOW_PLATFORM: readonly AgencyLevel[] = ['F1', 'F2', 'F3'];
/** The platform operator's screens: the F1 agencies (ADMIN_F1 held at the platform). */
const PLATFORM_OPERATOR = ONLY_ADMIN_F1;

/** The screen of a booking edit (SPEC §2): /booking/edit/{action}/:id; the names are said once, in @portal/contracts. */
export function bookingEditRoutePath(action: TOpenBookingEdit | TPaidBookingEdit): string {
  return `/booking/edit/${action}/:id`;
}

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  publicRoute('/login'),
  publicRoute('/forgot-password'),
  publicRoute('/time-setup-instruction'),
  publicRoute('/ticket-face'),
  /** The customer's link to a ticket face (signed, expiring, read-only): no session needed. */
  publicRoute('/share/ticket/:token'),
  publicRoute('/not-allow'),
  publicRoute('/change-password'),

  route('/', 'home'),

  ...[
    '/train',
    '/train/search',
    '/train/issue',
    '/train/status',
    '/booking/train',
    '/booking/train/passenger-info',
    '/booking/train/confirm-passenger-info',
    '/booking/train/complete',
  ].map((path) => route(path, 'train', needs('USE_TRAIN'))),

  route('/banner', 'banner', anyOf(allOf(anyOf('AGENT_F2', 'ADMIN_F1'), 'ONLY_SHOW_NEW'), 'ADMIN_NEWS')),

  route('/booking/flights', 'booking'),
  route('/booking/multi-destinations', 'booking'),
  route('/booking/multi-destinations-passengers', 'booking'),
  route('/booking/passenger-information/:id', 'booking'),
  route('/booking/completed/:id', 'booking', anyOf('ADMIN_F1', 'ADMIN_F2', 'BOOKING_TICKET', 'VOID_VIEW_TICKETS')),
  route('/booking/print-ticket', 'booking'),
  route('/booking/issue', 'booking', anyOf('EXPORT_TICKET', 'VOID_VIEW_TICKETS')),
  route('/booking/void', 'booking', anyOf('VOID_VNA', 'VOID_VIEW_TICKETS')),
  route('/booking/cancel', 'booking'),
  route('/booking/search', 'booking'),
  route('/booking/mail', 'booking'),
  route('/booking/customer-services-report', 'booking'),
  route('/booking/analyze-sales-report', 'booking'),
  route('/booking/edit', 'booking'),
  route('/booking/reservation-status', 'booking'),
  route('/booking/remind', 'booking'),
  route('/booking/support-request', 'booking'),
  route('/booking/booking-detail/:id', 'booking'),

  ...OPEN_BOOKING_EDITS.map((action) => route(bookingEditRoutePath(action), 'booking-edit')),
  ...PAID_BOOKING_EDITS.map((action) => route(bookingEditRoutePath(action), 'booking-edit', needs('EXPORT_TICKET'))),

  ...['/esim/products', '/esim/product-detail', '/esim/cart', '/esim/list-order', '/esim/list-order/:id'].map((path) =>
    route(path, 'esim', needs('USE_ESIM')),
  ),

  // The deposits and the debit reports: the platform holds its F1s' deposits, so its operator reads them (decision 095).
  ...['debit-report', 'debit-total-report', 'deposit-topup', 'deposit-report'].map((page) =>
    route(`/accounting/${page}`, 'accounting', ACCOUNTING),
  ),
  // The sales reports are from the viewer's link of the chain (decision 093): the platform operator sells nothing.
  ...['sale-report', 'flight-data-report', 'income-report', 'vna-summary-report'].map((page) =>
    servedAt(AGENCIES_BELOW_PLATFORM, route(`/accounting/${page}`, 'accounting', ACCOUNTING)),
  ),
  servedAt(
    AGENCIES_BELOW_PLATFORM,
    route(
      '/accounting/deposit-topup/add',
      'accounting',
      anyOf(allOf('DEPOSIT_MANAGER', 'AGENT_F1'), 'ADMIN_F1', 'ADMIN_F2'),
    ),
  ),
  // Where an agency receives its sub-agencies' transfers (issue 21): an F1's administrator, the operator for the F1s.
  route('/accounting/bank-accounts', 'accounting', ONLY_ADMIN_F1),
  route('/accounting/view-deposit', 'accounting', allOf('VIEW_DEPOSIT', anyOf('AGENT_F1', 'ADMIN_F1'))),

  route('/system/change-password', 'system'),
  route('/system/log-reservation-error', 'system'),
  route('/system/pin-code', 'system'),
  servedAt(AGENCIES_BELOW_PLATFORM, route('/system/commission-fee', 'system', COMMISSION)),
  servedAt(AGENCIES_BELOW_PLATFORM, route('/system/change-commission', 'system', COMMISSION)),
  route('/system/change-signIn', 'system', ONLY_ADMIN_F1),
  route('/system/signIn-config', 'system', ONLY_ADMIN_F1),
  route('/system/group-permissions', 'system', ONLY_ADMIN_F1),
  route('/system/change-group-permissions', 'system', ONLY_ADMIN_F1),
  route('/system/audit-log', 'system', anyOf('ADMIN_F1', 'ADMIN_F2')),
  /** Demo mode only (the menu shows it then); every user, the API limits each to the mail they may read. */
  route('/system/demo-outbox', 'system'),

  route('/agent/ticketing-management', 'agent', anyOf('ADMIN_F1', 'ADMIN_F2')),
  route('/agent/change-ticketing', 'agent', anyOf('ADMIN_F1', 'ADMIN_F2')),
  route('/agent/change-account-info', 'agent'),
  servedAt(['F1'], route('/agent/config-f2', 'agent', ONLY_ADMIN_F1)),
  servedAt(['F1'], route('/agent/change-subAgent', 'agent', ONLY_ADMIN_F1)),
  servedAt(['F1'], route('/agent/config', 'agent', ONLY_ADMIN_F1)),
  route('/agent/child-ticketing-management', 'agent', CHILD_AGENTS),
  route('/agent/change-child-ticketing', 'agent', CHILD_AGENTS),
  route('/agent/config-child', 'agent', CHILD_AGENTS),
  route('/agent/change-child', 'agent', CHILD_AGENTS),
  route('/agent/online-support', 'agent', ONLY_ADMIN_F1),
  route('/agent/change-online-support', 'agent', ONLY_ADMIN_F1),
  route('/agent/online-support-config', 'agent'),
  route('/agent/news', 'agent'),
  route('/agent/news-by-tag', 'agent'),
  route('/agent/news/:id', 'agent'),
  route('/agent/change-news', 'agent', anyOf('AGENT_F1', 'ADMIN_NEWS', 'ONLY_SHOW_NEW')),

  ...[
    '/b2c/list-order',
    '/b2c/config',
    '/b2c/news',
    '/b2c/news-by-tag',
    '/b2c/news/:id',
    '/b2c/change-news',
    '/b2c/tours',
    '/b2c/tour/:id',
    '/b2c/change-tour',
    '/b2c/fare-rules',
    '/b2c/change-fare-rule',
  ].map((path) => route(path, 'b2c', needs('USE_B2C'))),

  route('/qr', 'qr', allOf('VIEW_QR_CODE', anyOf('ADMIN_F2', 'AGENT_F2'))),
  route('/qr/:id', 'qr', allOf('VIEW_QR_CODE', 'ADMIN_F1')),

  servedAt(['platform'], route('/platform/agencies', 'platform', PLATFORM_OPERATOR)),
  servedAt(['platform'], route('/platform/change-agency', 'platform', PLATFORM_OPERATOR)),
];

function matches(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

/** The route a browser path belongs to, or undefined for an unknown path (the router sends those to /). */
export function findRoute(pathname: string): PortalRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    PORTAL_ROUTES.find((candidate) => candidate.path === clean) ??
    PORTAL_ROUTES.find((candidate) => matches(candidate.path, clean))
  );
}

/** Who looks: their permission codes and their agency's level (unknown before the session is read). */
export type RouteViewer = { permissions: readonly string[]; level?: AgencyLevel | null };

/** The screen opens for the viewer: the rule allows their permissions and the screen serves their agency's level. */
export function isRouteOpen(route: PortalRoute, viewer: RouteViewer): boolean {
  if (!isAllowed(route.rule, viewer.permissions)) return false;
  return !route.levels || (viewer.level != null && route.levels.includes(viewer.level));
}

/** The allow rule of a screen, so an API route that serves it can reuse exactly the same rule. */
export function ruleOf(path: string): AllowRule {
  const found = PORTAL_ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no portal route ${path}`);
  return found.rule;
}
