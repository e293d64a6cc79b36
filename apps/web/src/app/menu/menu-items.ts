// The side menu as data: one line per page. Visibility comes from the route table's permission rules.
import type { SvgIconComponent } from '@mui/icons-material';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HomeIcon from '@mui/icons-material/Home';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SettingsIcon from '@mui/icons-material/Settings';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import TrainIcon from '@mui/icons-material/Train';
import SimCardIcon from '@mui/icons-material/SimCard';
import LanguageIcon from '@mui/icons-material/Language';

export type MenuLink = {
  kind: 'link';
  id: string;
  labelKey: string;
  path: string;
  icon?: SvgIconComponent;
  /** Shown only when the server runs in demo mode. */ isDemoOnly?: boolean;
};
export type MenuGroup = {
  kind: 'group';
  id: string;
  labelKey: string;
  icon: SvgIconComponent;
  items: readonly MenuLink[];
};
export type MenuEntry = MenuLink | MenuGroup;

/** A page of the menu; an icon or the demo-only mark is spread over it where a line needs one. */
const link = (id: string, labelKey: string, path: string): MenuLink => ({ kind: 'link', id, labelKey, path });

export const MENU: readonly MenuEntry[] = [
  { ...link('home', 'menu.home', '/'), icon: HomeIcon },
  {
    kind: 'group',
    id: 'booking',
    labelKey: 'flightResults.menu.booking',
    icon: FlightTakeoffIcon,
    items: [
      link('booking-search', 'flightResults.menu.search', '/'),
      link('booking-multi-destinations', 'flightResults.menu.multi', '/booking/multi-destinations'),
      link('booking-list', 'bookingList.menu', '/booking/search'),
      link('booking-edit', 'bookingEdit.menu.title', '/booking/edit'),
      link('booking-reservation-status', 'reservationStatus.menu', '/booking/reservation-status'),
      link('booking-issue-queue', 'workQueues.issue.title', '/booking/issue'),
      link('booking-void-queue', 'workQueues.void.title', '/booking/void'),
      link('booking-cancel-queue', 'workQueues.cancel.title', '/booking/cancel'),
      link('booking-mail-queue', 'workQueues.mail.title', '/booking/mail'),
      link('booking-remind-queue', 'workQueues.remind.title', '/booking/remind'),
      link('booking-support-request', 'supportRequests.menu', '/booking/support-request'),
      link('booking-customer-services', 'bookingActivity.menu.customerServices', '/booking/customer-services-report'),
      link('booking-analyze-sales', 'bookingActivity.menu.analyzeSales', '/booking/analyze-sales-report'),
    ],
  },
  {
    kind: 'group',
    id: 'train',
    labelKey: 'train.menu.group',
    icon: TrainIcon,
    items: [
      link('train-search', 'train.menu.search', '/train'),
      link('train-issue', 'train.menu.issue', '/train/issue'),
      link('train-status', 'train.menu.status', '/train/status'),
    ],
  },
  {
    kind: 'group',
    id: 'esim',
    labelKey: 'esim.menu.group',
    icon: SimCardIcon,
    items: [
      link('esim-products', 'esim.menu.products', '/esim/products'),
      link('esim-orders', 'esim.menu.orders', '/esim/list-order'),
    ],
  },
  {
    kind: 'group',
    id: 'b2c',
    labelKey: 'b2cConfig.menuGroup',
    icon: LanguageIcon,
    items: [
      link('b2c-orders', 'b2cOrders.title', '/b2c/list-order'),
      link('b2c-config', 'b2cConfig.title', '/b2c/config'),
      link('b2c-tours', 'b2cTours.title', '/b2c/tours'),
      link('b2c-news', 'b2cContent.news.title', '/b2c/news'),
      link('b2c-fare-rules', 'b2cContent.fareRules.title', '/b2c/fare-rules'),
    ],
  },
  {
    kind: 'group',
    id: 'agent',
    labelKey: 'menu.agent',
    icon: StorefrontIcon,
    items: [
      link('agent-staff', 'menu.staff', '/agent/ticketing-management'),
      link('platform-f1-agencies', 'subAgencies.menu.f1Agencies', '/platform/agencies'),
      link('agent-child-staff', 'staff.child.menu', '/agent/child-ticketing-management'),
      link('agent-sub-agencies', 'subAgencies.menu.subAgencies', '/agent/config-f2'),
      link('agent-child-agencies', 'subAgencies.menu.childAgencies', '/agent/config-child'),
      link('agent-config', 'subAgencies.menu.config', '/agent/config'),
      link('agent-account-info', 'menu.accountInfo', '/agent/change-account-info'),
      link('agent-news', 'content.news.title', '/agent/news'),
      link('agent-banners', 'content.banners.title', '/banner'),
      link('agent-online-support', 'content.support.title', '/agent/online-support'),
    ],
  },
  {
    kind: 'group',
    id: 'accounting',
    labelKey: 'menu.accounting',
    icon: AccountBalanceWalletIcon,
    items: [
      link('accounting-sale-report', 'saleReport.menu', '/accounting/sale-report'),
      link('accounting-flight-data-report', 'flightReports.flightData.title', '/accounting/flight-data-report'),
      link('accounting-debit-report', 'debitReports.debit.title', '/accounting/debit-report'),
      link('accounting-debit-total-report', 'debitReports.total.title', '/accounting/debit-total-report'),
      link('accounting-income-report', 'incomeReport.menu', '/accounting/income-report'),
      link('accounting-deposit-topup', 'menu.depositTopUp', '/accounting/deposit-topup'),
      link('accounting-deposit-topup-add', 'menu.depositTopUpAdd', '/accounting/deposit-topup/add'),
      link('accounting-qr', 'qr.menu', '/qr'),
      link('accounting-bank-accounts', 'qr.accountsTitle', '/accounting/bank-accounts'),
      link('accounting-view-deposit', 'menu.viewDeposit', '/accounting/view-deposit'),
      link('accounting-deposit-report', 'menu.depositReport', '/accounting/deposit-report'),
      link('accounting-vna-summary-report', 'flightReports.vna.title', '/accounting/vna-summary-report'),
    ],
  },
  {
    kind: 'group',
    id: 'system',
    labelKey: 'menu.system',
    icon: SettingsIcon,
    items: [
      link('system-change-password', 'menu.changePassword', '/system/change-password'),
      link('system-pin-code', 'menu.pinCode', '/system/pin-code'),
      link('system-reservation-errors', 'menu.reservationErrors', '/system/log-reservation-error'),
      link('system-group-permissions', 'menu.permissionGroups', '/system/group-permissions'),
      link('system-sign-ins', 'menu.signIns', '/system/signIn-config'),
      link('system-commission-fee', 'menu.commissionFee', '/system/commission-fee'),
      link('system-audit-log', 'menu.auditLog', '/system/audit-log'),
      { ...link('system-demo-outbox', 'menu.demoOutbox', '/system/demo-outbox'), isDemoOnly: true },
    ],
  },
];
