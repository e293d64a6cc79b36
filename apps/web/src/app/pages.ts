// Which route-table paths have a page in this build, how they are laid out, and their lazy components. Loaded after the
// bare pages: /login's first load carries only bare-pages.ts (decision 115).
import { createElement, lazy } from 'react';
import { OPEN_BOOKING_EDITS, PAID_BOOKING_EDITS } from '@portal/contracts';
import { bookingEditRoutePath } from '@portal/domain';
import { BARE_PAGES } from './bare-pages';
import type { PageEntry } from './page-entry';
import { ESIM_PAGES, TRAIN_PAGES } from './product-pages';
import { QUEUE_PAGES, REPORT_PAGES } from './report-pages';
import { CONTENT_PAGES } from './content-pages';
import { B2C_PAGES } from './b2c-pages';
import { B2C_CONTENT_PAGES } from './b2c-content-pages';
import { B2C_TOUR_PAGES } from './b2c-tour-pages';

export type { PageEntry, PageLayout } from './page-entry';

export const PAGES: readonly PageEntry[] = [
  ...BARE_PAGES,
  {
    path: '/',
    layout: 'shell',
    titleKey: 'menu.home',
    Page: lazy(() =>
      import('../features/home/components/HomePage').then(({ default: HomePage }) => ({
        default: () => createElement(HomePage, { builtPaths: BUILT_PATHS }),
      })),
    ),
  },
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
    path: '/agent/config-f2',
    layout: 'shell',
    titleKey: 'subAgencies.levels.F2.title',
    Page: lazy(() => import('../features/sub-agencies/components/SubAgenciesPage')),
  },
  {
    path: '/agent/change-subAgent',
    layout: 'shell',
    titleKey: 'subAgencies.levels.F2.createTitle',
    Page: lazy(() => import('../features/sub-agencies/components/ChangeSubAgencyPage')),
  },
  {
    path: '/agent/config',
    layout: 'shell',
    titleKey: 'subAgencies.config.title',
    Page: lazy(() => import('../features/sub-agencies/components/AgencyConfigPage')),
  },
  {
    path: '/agent/config-child',
    layout: 'shell',
    titleKey: 'subAgencies.levels.F3.title',
    Page: lazy(() => import('../features/sub-agencies/components/ChildAgenciesPage')),
  },
  {
    path: '/agent/change-child',
    layout: 'shell',
    titleKey: 'subAgencies.levels.F3.createTitle',
    Page: lazy(() => import('../features/sub-agencies/components/ChangeChildAgencyPage')),
  },
  {
    path: '/platform/agencies',
    layout: 'shell',
    titleKey: 'subAgencies.levels.F1.title',
    Page: lazy(() => import('../features/sub-agencies/components/F1AgenciesPage')),
  },
  {
    path: '/platform/change-agency',
    layout: 'shell',
    titleKey: 'subAgencies.levels.F1.createTitle',
    Page: lazy(() => import('../features/sub-agencies/components/ChangeF1AgencyPage')),
  },
  {
    path: '/agent/change-ticketing',
    layout: 'shell',
    titleKey: 'staff.createTitle',
    Page: lazy(() => import('../features/agent/components/ChangeStaffPage')),
  },
  {
    path: '/agent/child-ticketing-management',
    layout: 'shell',
    titleKey: 'staff.child.title',
    Page: lazy(() => import('../features/agent/components/ChildStaffPage')),
  },
  {
    path: '/agent/change-child-ticketing',
    layout: 'shell',
    titleKey: 'staff.child.createTitle',
    Page: lazy(() => import('../features/agent/components/ChangeChildStaffPage')),
  },
  {
    path: '/system/pin-code',
    layout: 'shell',
    titleKey: 'menu.pinCode',
    Page: lazy(() => import('../features/pin/components/PinCodePage')),
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
    path: '/booking/passenger-information/:id',
    layout: 'shell',
    titleKey: 'passengers.title',
    Page: lazy(() => import('../features/booking-passengers/components/PassengerInformationPage')),
  },
  {
    path: '/booking/multi-destinations-passengers',
    layout: 'shell',
    titleKey: 'passengers.multiTitle',
    Page: lazy(() => import('../features/booking-passengers/components/PassengerInformationPage')),
  },
  {
    path: '/booking/completed/:id',
    layout: 'shell',
    titleKey: 'completed.title',
    Page: lazy(() => import('../features/booking-completed/components/BookingCompletedPage')),
  },
  {
    path: '/booking/search',
    layout: 'shell',
    titleKey: 'bookingList.title',
    Page: lazy(() => import('../features/booking-list/components/BookingListPage')),
  },
  {
    path: '/booking/booking-detail/:id',
    layout: 'shell',
    titleKey: 'bookingDetail.title',
    Page: lazy(() => import('../features/booking-detail/components/BookingDetailPage')),
  },
  {
    path: '/booking/edit',
    layout: 'shell',
    titleKey: 'bookingEdit.menu.title',
    Page: lazy(() => import('../features/booking-edit/components/EditMenuPage')),
  },
  // One page per open edit action, derived from the names; each hosts its form from EDIT_FORMS.
  ...OPEN_BOOKING_EDITS.map((action): PageEntry => ({
    path: bookingEditRoutePath(action),
    layout: 'shell',
    titleKey: `bookingEdit.actions.${action}`,
    Page:
      action === 'upgrade-luggage'
        ? // Ticketed, it is paid through the paid changes (decision 057).
          lazy(() => import('../features/booking-paid/components/UpgradeLuggagePage'))
        : lazy(() =>
            import('../features/booking-edit/components/EditActionPage').then(({ default: EditActionPage }) => ({
              default: () => createElement(EditActionPage, { action }),
            })),
          ),
  })),
  // One page per paid change (EXPORT_TICKET), each hosting its form from PAID_FORMS.
  ...PAID_BOOKING_EDITS.map((action): PageEntry => ({
    path: bookingEditRoutePath(action),
    layout: 'shell',
    titleKey: `bookingPaid.actions.${action}`,
    Page: lazy(() =>
      import('../features/booking-paid/components/PaidChangePage').then(({ default: PaidChangePage }) => ({
        default: () => createElement(PaidChangePage, { action }),
      })),
    ),
  })),
  {
    path: '/booking/print-ticket',
    layout: 'shell',
    titleKey: 'ticketPrint.faceLabel',
    Page: lazy(() => import('../features/ticket-print/components/TicketPrintPage')),
  },
  {
    path: '/booking/reservation-status',
    layout: 'shell',
    titleKey: 'reservationStatus.title',
    Page: lazy(() => import('../features/reservation-status/components/ReservationStatusPage')),
  },
  {
    path: '/system/group-permissions',
    layout: 'shell',
    titleKey: 'menu.permissionGroups',
    Page: lazy(() => import('../features/permission-groups/components/PermissionGroupsPage')),
  },
  {
    path: '/system/change-group-permissions',
    layout: 'shell',
    titleKey: 'permissionGroups.createTitle',
    Page: lazy(() => import('../features/permission-groups/components/ChangePermissionGroupPage')),
  },
  {
    path: '/system/commission-fee',
    layout: 'shell',
    titleKey: 'menu.commissionFee',
    Page: lazy(() => import('../features/commission-fees/components/CommissionFeesPage')),
  },
  {
    path: '/system/change-commission',
    layout: 'shell',
    titleKey: 'commissionFees.changeTitle',
    Page: lazy(() => import('../features/commission-fees/components/ChangeCommissionPage')),
  },
  {
    path: '/accounting/deposit-topup',
    layout: 'shell',
    titleKey: 'menu.depositTopUp',
    Page: lazy(() => import('../features/top-ups/components/TopUpListPage')),
  },
  {
    path: '/accounting/bank-accounts',
    layout: 'shell',
    titleKey: 'qr.accountsTitle',
    Page: lazy(() => import('../features/qr/components/BankAccountsPage')),
  },
  {
    path: '/qr',
    layout: 'shell',
    titleKey: 'qr.title',
    Page: lazy(() => import('../features/qr/components/QrPage')),
  },
  {
    path: '/qr/:id',
    layout: 'shell',
    titleKey: 'qr.subAgencyTitle',
    Page: lazy(() => import('../features/qr/components/QrSubAgencyPage')),
  },
  {
    path: '/accounting/deposit-topup/add',
    layout: 'shell',
    titleKey: 'menu.depositTopUpAdd',
    Page: lazy(() => import('../features/top-ups/components/TopUpAddPage')),
  },
  {
    path: '/accounting/deposit-report',
    layout: 'shell',
    titleKey: 'menu.depositReport',
    Page: lazy(() => import('../features/deposit-report/components/DepositReportPage')),
  },
  {
    path: '/accounting/view-deposit',
    layout: 'shell',
    titleKey: 'menu.viewDeposit',
    Page: lazy(() => import('../features/view-deposit/components/ViewDepositPage')),
  },
  {
    path: '/system/signIn-config',
    layout: 'shell',
    titleKey: 'menu.signIns',
    Page: lazy(() => import('../features/sign-ins/components/SignInsPage')),
  },
  {
    path: '/system/change-signIn',
    layout: 'shell',
    titleKey: 'signIns.addTitle',
    Page: lazy(() => import('../features/sign-ins/components/ChangeSignInPage')),
  },
  {
    path: '/booking/support-request',
    layout: 'shell',
    titleKey: 'supportRequests.menu',
    Page: lazy(() => import('../features/support-requests/components/SupportRequestsPage')),
  },
  {
    path: '/system/log-reservation-error',
    layout: 'shell',
    titleKey: 'menu.reservationErrors',
    Page: lazy(() => import('../features/reservation-errors/components/ReservationErrorsPage')),
  },
  {
    path: '/system/audit-log',
    layout: 'shell',
    titleKey: 'menu.auditLog',
    Page: lazy(() => import('../features/audit-log/components/AuditLogPage')),
  },
  {
    path: '/system/demo-outbox',
    layout: 'shell',
    titleKey: 'menu.demoOutbox',
    Page: lazy(() => import('../features/demo-outbox/components/DemoOutboxPage')),
  },
  ...TRAIN_PAGES,
  ...ESIM_PAGES,
  ...REPORT_PAGES,
  ...QUEUE_PAGES,
  ...CONTENT_PAGES,
  ...B2C_PAGES,
  ...B2C_CONTENT_PAGES,
  ...B2C_TOUR_PAGES,
];

export const BUILT_PATHS: ReadonlySet<string> = new Set(PAGES.map((page) => page.path));

export function pageFor(path: string): PageEntry | undefined {
  return PAGES.find((page) => page.path === path);
}
