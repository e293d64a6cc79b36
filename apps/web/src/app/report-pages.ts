// The pages of the accounting and sales reports and of the ticketing work queues (issue 18).
import type { PageEntry } from './page-entry';

export const REPORT_PAGES: readonly PageEntry[] = [];

export const QUEUE_PAGES: readonly PageEntry[] = [];
