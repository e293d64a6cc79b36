// The pages of the accounting and sales reports and of the ticketing work queues (issue 18).
import { lazy } from 'react';
import type { PageEntry } from './page-entry';

export const REPORT_PAGES: readonly PageEntry[] = [
  {
    path: '/accounting/sale-report',
    layout: 'shell',
    titleKey: 'saleReport.title',
    Page: lazy(() => import('../features/sale-report/components/SaleReportPage')),
  },
];

export const QUEUE_PAGES: readonly PageEntry[] = [];
