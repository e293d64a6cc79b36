// The pages of the accounting and sales reports and of the ticketing work queues (issue 18).
import { lazy } from 'react';
import type { TWorkQueue } from '@portal/contracts';
import type { PageEntry } from './page-entry';

export const REPORT_PAGES: readonly PageEntry[] = [
  {
    path: '/accounting/sale-report',
    layout: 'shell',
    titleKey: 'saleReport.title',
    Page: lazy(() => import('../features/sale-report/components/SaleReportPage')),
  },
  {
    path: '/accounting/flight-data-report',
    layout: 'shell',
    titleKey: 'flightReports.flightData.title',
    Page: lazy(() => import('../features/flight-data-report/components/FlightDataReportPage')),
  },
  {
    path: '/accounting/vna-summary-report',
    layout: 'shell',
    titleKey: 'flightReports.vna.title',
    Page: lazy(() => import('../features/vna-summary-report/components/VnaSummaryReportPage')),
  },
  {
    path: '/accounting/debit-report',
    layout: 'shell',
    titleKey: 'debitReports.debit.title',
    Page: lazy(() => import('../features/debit-report/components/DebitReportPage')),
  },
  {
    path: '/accounting/debit-total-report',
    layout: 'shell',
    titleKey: 'debitReports.total.title',
    Page: lazy(() => import('../features/debit-total-report/components/DebitTotalReportPage')),
  },
  {
    path: '/accounting/income-report',
    layout: 'shell',
    titleKey: 'incomeReport.title',
    Page: lazy(() => import('../features/income-report/components/IncomeReportPage')),
  },
  {
    path: '/booking/customer-services-report',
    layout: 'shell',
    titleKey: 'bookingActivity.customerServices.title',
    Page: lazy(() => import('../features/booking-activity-report/components/CustomerServicesReportPage')),
  },
  {
    path: '/booking/analyze-sales-report',
    layout: 'shell',
    titleKey: 'bookingActivity.analyzeSales.title',
    Page: lazy(() => import('../features/booking-activity-report/components/AnalyzeSalesReportPage')),
  },
];

const queuePage = (queue: TWorkQueue, titleKey: string): PageEntry => ({
  path: `/booking/${queue}`,
  layout: 'shell',
  titleKey,
  Page: lazy(() =>
    import('../features/work-queues/components/QueuePages').then((module) => ({
      default: module.QUEUE_PAGE_COMPONENTS[queue],
    })),
  ),
});

export const QUEUE_PAGES: readonly PageEntry[] = [
  queuePage('issue', 'workQueues.issue.title'),
  queuePage('void', 'workQueues.void.title'),
  queuePage('cancel', 'workQueues.cancel.title'),
  queuePage('mail', 'workQueues.mail.title'),
  queuePage('remind', 'workQueues.remind.title'),
];
