// Every route of SPEC.md §2 with a permission list that is allowed and one that is refused.
import { describe, expect, it } from 'vitest';
import { OPEN_BOOKING_EDITS, PAID_BOOKING_EDITS } from '@portal/contracts';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PORTAL_ROUTES,
  describeRule,
  findRoute,
  isAllowed,
  isRouteOpen,
} from '../src/index.js';

type Case = { path: string; allowed: string[]; refused?: string[] };

const ACCOUNTING = [
  'sale-report',
  'flight-data-report',
  'debit-report',
  'debit-total-report',
  'income-report',
  'deposit-topup',
  'deposit-report',
  'vna-summary-report',
];

const CASES: Case[] = [
  ...[
    '/login',
    '/forgot-password',
    '/time-setup-instruction',
    '/ticket-face',
    '/share/ticket/:token',
    '/not-allow',
    '/change-password',
    '/',
  ].map((path) => ({ path, allowed: [] })),
  ...[
    '/train',
    '/train/search',
    '/train/issue',
    '/train/status',
    '/booking/train',
    '/booking/train/passenger-info',
    '/booking/train/confirm-passenger-info',
    '/booking/train/complete',
  ].map((path) => ({ path, allowed: ['USE_TRAIN'], refused: ['USE_ESIM', 'ADMIN_F1'] })),
  { path: '/banner', allowed: ['AGENT_F2', 'ONLY_SHOW_NEW'], refused: ['AGENT_F2'] },
  { path: '/banner', allowed: ['ADMIN_F1', 'ONLY_SHOW_NEW'], refused: ['ONLY_SHOW_NEW', 'ADMIN_F2'] },
  { path: '/banner', allowed: ['ADMIN_NEWS'], refused: ['ADMIN_F1', 'AGENT_F1'] },
  ...[
    '/booking/flights',
    '/booking/multi-destinations',
    '/booking/multi-destinations-passengers',
    '/booking/passenger-information/42',
    '/booking/print-ticket',
    '/booking/cancel',
    '/booking/search',
    '/booking/mail',
    '/booking/customer-services-report',
    '/booking/analyze-sales-report',
    '/booking/edit',
    '/booking/reservation-status',
    '/booking/remind',
    '/booking/support-request',
    '/booking/booking-detail/42',
  ].map((path) => ({ path, allowed: [] })),
  { path: '/booking/completed/7', allowed: ['BOOKING_TICKET'], refused: ['EXPORT_TICKET'] },
  { path: '/booking/completed/7', allowed: ['ADMIN_F2'], refused: ['AGENT_F2'] },
  { path: '/booking/completed/7', allowed: ['VOID_VIEW_TICKETS'], refused: [] },
  { path: '/booking/completed/7', allowed: ['ADMIN_F1'] },
  { path: '/booking/issue', allowed: ['EXPORT_TICKET'], refused: ['BOOKING_TICKET', 'VOID_VNA'] },
  { path: '/booking/issue', allowed: ['VOID_VIEW_TICKETS'] },
  { path: '/booking/void', allowed: ['VOID_VNA'], refused: ['EXPORT_TICKET'] },
  { path: '/booking/void', allowed: ['VOID_VIEW_TICKETS'] },
  ...OPEN_BOOKING_EDITS.map((action) => ({ path: `/booking/edit/${action}/PNR123`, allowed: [] })),
  ...PAID_BOOKING_EDITS.map((action) => ({
    path: `/booking/edit/${action}/PNR123`,
    allowed: ['EXPORT_TICKET'],
    refused: ['BOOKING_TICKET', 'ADMIN_F1'],
  })),
  ...['/esim/products', '/esim/product-detail', '/esim/cart', '/esim/list-order', '/esim/list-order/5'].map((path) => ({
    path,
    allowed: ['USE_ESIM'],
    refused: ['USE_TRAIN'],
  })),
  ...ACCOUNTING.flatMap((page) => [
    { path: `/accounting/${page}`, allowed: ['DEPOSIT_MANAGER'], refused: ['VIEW_DEPOSIT', 'AGENT_F1'] },
    { path: `/accounting/${page}`, allowed: ['ADMIN_F1'] },
    { path: `/accounting/${page}`, allowed: ['ADMIN_F2'] },
  ]),
  { path: '/accounting/deposit-topup/add', allowed: ['DEPOSIT_MANAGER', 'AGENT_F1'], refused: ['DEPOSIT_MANAGER'] },
  { path: '/accounting/deposit-topup/add', allowed: ['ADMIN_F1'], refused: ['AGENT_F1'] },
  { path: '/accounting/deposit-topup/add', allowed: ['ADMIN_F2'], refused: ['DEPOSIT_MANAGER', 'AGENT_F2'] },
  { path: '/accounting/bank-accounts', allowed: ['ADMIN_F1'], refused: ['ADMIN_F2', 'DEPOSIT_MANAGER', 'AGENT_F1'] },
  { path: '/accounting/view-deposit', allowed: ['VIEW_DEPOSIT', 'AGENT_F1'], refused: ['VIEW_DEPOSIT'] },
  { path: '/accounting/view-deposit', allowed: ['VIEW_DEPOSIT', 'ADMIN_F1'], refused: ['ADMIN_F1'] },
  { path: '/accounting/view-deposit', allowed: ['VIEW_DEPOSIT', 'ADMIN_F1'], refused: ['VIEW_DEPOSIT', 'ADMIN_F2'] },
  ...['/system/change-password', '/system/log-reservation-error', '/system/pin-code'].map((path) => ({
    path,
    allowed: [],
  })),
  ...['/system/commission-fee', '/system/change-commission'].flatMap((path) => [
    { path, allowed: ['AGENT_F1', 'DEPOSIT_MANAGER'], refused: ['AGENT_F1'] },
    { path, allowed: ['ADMIN_F1'], refused: ['DEPOSIT_MANAGER'] },
    { path, allowed: ['ADMIN_F2'], refused: ['AGENT_F2', 'DEPOSIT_MANAGER'] },
  ]),
  ...[
    '/system/change-signIn',
    '/system/signIn-config',
    '/system/group-permissions',
    '/system/change-group-permissions',
  ].map((path) => ({
    path,
    allowed: ['ADMIN_F1'],
    refused: ['ADMIN_F2', 'AGENT_F1', 'DEPOSIT_MANAGER'],
  })),
  { path: '/system/audit-log', allowed: ['ADMIN_F1'], refused: ['AGENT_F1', 'DEPOSIT_MANAGER', 'CHILD_AGENT_MANAGER'] },
  { path: '/system/audit-log', allowed: ['ADMIN_F2'], refused: ['AGENT_F2', 'VIEW_DEPOSIT'] },
  { path: '/system/demo-outbox', allowed: [] },
  ...['/agent/ticketing-management', '/agent/change-ticketing'].flatMap((path) => [
    { path, allowed: ['ADMIN_F1'], refused: ['AGENT_F1'] },
    { path, allowed: ['ADMIN_F2'], refused: ['AGENT_F2'] },
  ]),
  { path: '/agent/change-account-info', allowed: [] },
  ...['/agent/config-f2', '/agent/change-subAgent', '/agent/config'].map((path) => ({
    path,
    allowed: ['ADMIN_F1'],
    refused: ['ADMIN_F2'],
  })),
  ...[
    '/agent/child-ticketing-management',
    '/agent/change-child-ticketing',
    '/agent/config-child',
    '/agent/change-child',
  ].map((path) => ({
    path,
    allowed: ['ADMIN_F2', 'CHILD_AGENT_MANAGER'],
    refused: ['ADMIN_F2'],
  })),
  ...['/agent/child-ticketing-management'].map((path) => ({
    path,
    allowed: ['CHILD_AGENT_MANAGER', 'ADMIN_F2'],
    refused: ['CHILD_AGENT_MANAGER', 'ADMIN_F1'],
  })),
  ...['/agent/online-support', '/agent/change-online-support'].map((path) => ({
    path,
    allowed: ['ADMIN_F1'],
    refused: ['ADMIN_F2', 'AGENT_F1'],
  })),
  ...['/agent/online-support-config', '/agent/news', '/agent/news-by-tag', '/agent/news/9'].map((path) => ({
    path,
    allowed: [],
  })),
  { path: '/agent/change-news', allowed: ['AGENT_F1'], refused: ['AGENT_F2'] },
  { path: '/agent/change-news', allowed: ['ADMIN_NEWS'], refused: ['ADMIN_F2'] },
  { path: '/agent/change-news', allowed: ['ONLY_SHOW_NEW'] },
  ...[
    '/b2c/list-order',
    '/b2c/config',
    '/b2c/news',
    '/b2c/news-by-tag',
    '/b2c/news/3',
    '/b2c/change-news',
    '/b2c/tours',
    '/b2c/tour/3',
    '/b2c/change-tour',
    '/b2c/fare-rules',
    '/b2c/change-fare-rule',
  ].map((path) => ({ path, allowed: ['USE_B2C'], refused: ['ADMIN_F1'] })),
  { path: '/qr', allowed: ['VIEW_QR_CODE', 'ADMIN_F2'], refused: ['VIEW_QR_CODE', 'ADMIN_F1'] },
  { path: '/qr', allowed: ['VIEW_QR_CODE', 'AGENT_F2'], refused: ['AGENT_F2', 'ADMIN_F2'] },
  { path: '/qr/12', allowed: ['VIEW_QR_CODE', 'ADMIN_F1'], refused: ['VIEW_QR_CODE', 'ADMIN_F2'] },
  ...['/platform/agencies', '/platform/change-agency'].map((path) => ({
    path,
    allowed: ['ADMIN_F1'],
    refused: ['ADMIN_F2', 'AGENT_F1'],
  })),
];

describe('the route table of SPEC.md §2', () => {
  it.each(CASES.map((testCase) => [testCase.path, testCase.allowed.join('+') || '(none)', testCase] as const))(
    '%s admits %s',
    (_path, _label, testCase) => {
      const route = findRoute(testCase.path);
      expect(route, `no route for ${testCase.path}`).toBeDefined();
      expect(isAllowed(route!.rule, testCase.allowed)).toBe(true);
      if (testCase.refused) expect(isAllowed(route!.rule, testCase.refused), describeRule(route!.rule)).toBe(false);
    },
  );

  it('is fully covered by the cases above, and every guarded route has a refused case', () => {
    const coveredPatterns = new Set(CASES.map((testCase) => findRoute(testCase.path)?.path));
    const missing = PORTAL_ROUTES.filter((route) => !coveredPatterns.has(route.path)).map((route) => route.path);
    expect(missing).toEqual([]);
    const guardedWithoutRefusal = PORTAL_ROUTES.filter((route) => route.rule.kind !== 'open')
      .filter((route) => !CASES.some((testCase) => testCase.refused && findRoute(testCase.path)?.path === route.path))
      .map((route) => route.path);
    expect(guardedWithoutRefusal).toEqual([]);
  });

  it("opens the F1-only screens to an F1 admin, not to the platform operator, and the operator's screens only to the platform", () => {
    const operator = { permissions: DEFAULT_ROLE_PERMISSIONS.super_admin, level: 'platform' } as const;
    const f1Admin = { permissions: DEFAULT_ROLE_PERMISSIONS.admin_f1, level: 'F1' } as const;
    const opens = (path: string, viewer: Parameters<typeof isRouteOpen>[1]) => isRouteOpen(findRoute(path)!, viewer);
    for (const path of ['/agent/config-f2', '/agent/change-subAgent', '/agent/config', '/system/commission-fee']) {
      expect(opens(path, f1Admin), path).toBe(true);
      expect(opens(path, operator), path).toBe(false);
    }
    expect(opens('/accounting/deposit-topup/add', operator)).toBe(false);
    for (const path of ['/platform/agencies', '/platform/change-agency']) {
      expect(opens(path, operator), path).toBe(true);
      expect(opens(path, f1Admin), path).toBe(false);
      expect(opens(path, { ...operator, level: undefined }), path).toBe(false);
    }
    // Screens that serve every level keep answering by permissions alone.
    expect(opens('/agent/ticketing-management', operator)).toBe(true);
    expect(opens('/accounting/view-deposit', operator)).toBe(true);
  });

  it('writes the banner rule exactly as the spec does', () => {
    expect(describeRule(findRoute('/banner')!.rule)).toBe('((AGENT_F2 or ADMIN_F1) and ONLY_SHOW_NEW) or ADMIN_NEWS');
  });

  it('answers undefined for unknown paths, which the router sends to /', () => {
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(findRoute('/booking/completed')).toBeUndefined();
  });

  it('ignores a trailing slash', () => {
    expect(findRoute('/agent/config-f2/')?.path).toBe('/agent/config-f2');
  });
});
