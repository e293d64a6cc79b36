// The pages of the accounting and sales reports and of the ticketing work queues (issue 18).
import { lazy } from 'react';
import type { TWorkQueue } from '@portal/contracts';
import type { PageEntry } from './page-entry';

export const REPORT_PAGES: readonly PageEntry[] = [];

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
