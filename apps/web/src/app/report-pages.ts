// The pages of the accounting and sales reports and of the ticketing work queues (issue 18).
import { lazy } from 'react';
import type { PageEntry } from './page-entry';

export const REPORT_PAGES: readonly PageEntry[] = [
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
];

export const QUEUE_PAGES: readonly PageEntry[] = [];
