// The side menu shows only built pages the user's permissions allow.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type AgencyLevel } from '@portal/domain';
import { MENU } from '../src/app/menu/menu-items';
import { menuPaths, menuSelectionFor, visibleMenu } from '../src/app/menu/visible-menu';
import { BUILT_PATHS } from '../src/app/pages';

const menuFor = (permissions: readonly string[], level: AgencyLevel = 'F1') =>
  visibleMenu(MENU, { permissions, level, builtPaths: BUILT_PATHS });

describe('visibleMenu', () => {
  it('gives an f2 agent only home, flight booking, the booking list, booking changes, reservation status and the booking reports, account info, news and banners (ONLY_SHOW_NEW), change password, the PIN code and the reservation error log', () => {
    expect(menuPaths(menuFor(DEFAULT_ROLE_PERMISSIONS.agent_f2, 'F2'))).toEqual([
      '/',
      '/',
      '/booking/multi-destinations',
      '/booking/search',
      '/booking/edit',
      '/booking/reservation-status',
      '/booking/cancel',
      '/booking/mail',
      '/booking/remind',
      '/booking/support-request',
      '/booking/customer-services-report',
      '/booking/analyze-sales-report',
      '/agent/change-account-info',
      '/agent/news',
      '/banner',
      '/qr',
      '/system/change-password',
      '/system/pin-code',
      '/system/log-reservation-error',
    ]);
  });

  it('gives an admin_f1 the staff list, the permission groups and the audit log too', () => {
    expect(menuPaths(menuFor(DEFAULT_ROLE_PERMISSIONS.admin_f1))).toEqual([
      '/',
      '/',
      '/booking/multi-destinations',
      '/booking/search',
      '/booking/edit',
      '/booking/reservation-status',
      '/booking/issue',
      '/booking/void',
      '/booking/cancel',
      '/booking/mail',
      '/booking/remind',
      '/booking/support-request',
      '/booking/customer-services-report',
      '/booking/analyze-sales-report',
      '/train',
      '/train/issue',
      '/train/status',
      '/esim/products',
      '/esim/list-order',
      '/b2c/list-order',
      '/b2c/config',
      '/b2c/tours',
      '/b2c/news',
      '/b2c/fare-rules',
      '/agent/ticketing-management',
      '/agent/config-f2',
      '/agent/config',
      '/agent/change-account-info',
      '/agent/news',
      '/banner',
      '/agent/online-support',
      '/accounting/sale-report',
      '/accounting/flight-data-report',
      '/accounting/debit-report',
      '/accounting/debit-total-report',
      '/accounting/income-report',
      '/accounting/deposit-topup',
      '/accounting/deposit-topup/add',
      '/accounting/bank-accounts',
      '/accounting/view-deposit',
      '/accounting/deposit-report',
      '/accounting/vna-summary-report',
      '/system/change-password',
      '/system/pin-code',
      '/system/log-reservation-error',
      '/system/group-permissions',
      '/system/signIn-config',
      '/system/commission-fee',
      '/system/audit-log',
    ]);
  });

  it('gives an admin_f2 the staff list and the audit log but not the permission groups', () => {
    const paths = menuPaths(menuFor(DEFAULT_ROLE_PERMISSIONS.admin_f2, 'F2'));
    expect(paths).toContain('/agent/ticketing-management');
    expect(paths).toContain('/system/audit-log');
    expect(paths).not.toContain('/system/group-permissions');
  });

  it('gives the platform operator its F1 agencies and every deposit, and none of the screens of an F1 of its own', () => {
    const paths = menuPaths(menuFor(DEFAULT_ROLE_PERMISSIONS.super_admin, 'platform'));
    expect(paths).toEqual([
      '/',
      '/',
      '/booking/multi-destinations',
      '/booking/search',
      '/booking/edit',
      '/booking/reservation-status',
      '/booking/issue',
      '/booking/void',
      '/booking/cancel',
      '/booking/mail',
      '/booking/remind',
      '/booking/support-request',
      '/booking/customer-services-report',
      '/booking/analyze-sales-report',
      '/train',
      '/train/issue',
      '/train/status',
      '/esim/products',
      '/esim/list-order',
      '/b2c/list-order',
      '/b2c/config',
      '/b2c/tours',
      '/b2c/news',
      '/b2c/fare-rules',
      '/agent/ticketing-management',
      '/platform/agencies',
      '/agent/change-account-info',
      '/agent/news',
      '/banner',
      '/agent/online-support',
      '/accounting/debit-report',
      '/accounting/debit-total-report',
      '/accounting/deposit-topup',
      '/accounting/bank-accounts',
      '/accounting/view-deposit',
      '/accounting/deposit-report',
      '/system/change-password',
      '/system/pin-code',
      '/system/log-reservation-error',
      '/system/group-permissions',
      '/system/signIn-config',
      '/system/audit-log',
    ]);
    // An F1 admin holds the same ADMIN_F1 code, but the operator's screen is not an F1's.
    expect(menuPaths(menuFor(DEFAULT_ROLE_PERMISSIONS.admin_f1, 'F1'))).not.toContain('/platform/agencies');
  });

  it('drops a group whose items are all hidden', () => {
    const noBuiltPages = visibleMenu(MENU, {
      permissions: DEFAULT_ROLE_PERMISSIONS.admin_f1,
      builtPaths: new Set(['/']),
    });
    // The booking group keeps its flight-search link, which is the home page.
    expect(noBuiltPages.map((entry) => entry.id)).toEqual(['home', 'booking']);
    expect(
      noBuiltPages.flatMap((entry) => (entry.kind === 'group' ? entry.items.map((item) => item.path) : [])),
    ).toEqual(['/']);
  });

  it('lists only paths of the route table that this build has', () => {
    for (const path of menuPaths(menuFor(DEFAULT_ROLE_PERMISSIONS.super_admin, 'platform')))
      expect(BUILT_PATHS.has(path)).toBe(true);
  });

  it('finds the menu and sub-menu of a path', () => {
    const menu = menuFor(DEFAULT_ROLE_PERMISSIONS.admin_f1);
    expect(menuSelectionFor(menu, '/system/group-permissions')).toEqual({
      menu: 'system',
      subMenu: 'system-group-permissions',
    });
    expect(menuSelectionFor(menu, '/')).toEqual({ menu: 'home', subMenu: null });
    expect(menuSelectionFor(menu, '/not-allow')).toBeNull();
  });
});
