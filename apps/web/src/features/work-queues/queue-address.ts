// A queue's filters, server sort and page in the address (so a reload or a shared link keeps them), read back checked:
// anything malformed is left out (or back to its default).
import { QUEUE_SORT_KEYS } from '@portal/contracts';
import { isIsoDate } from '@portal/domain';
import type { QueueArgs } from './api/get-work-queue';

export type QueueFilterValues = Omit<QueueArgs, 'queue' | 'sort' | 'order' | 'limit' | 'offset'>;
export type QueueSortKey = (typeof QUEUE_SORT_KEYS)[number];
/** The server sorts and pages (decision 103): its key and order, the 0-based page and rows per page. */
export type QueueView = { sort: QueueSortKey; order: 'asc' | 'desc'; page: number; pageSize: number };

export const QUEUE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_QUEUE_VIEW: QueueView = { sort: 'deadline', order: 'asc', page: 0, pageSize: 25 };
export const QUEUE_FILTER_FIELDS = ['pnr', 'airline', 'system', 'subAgencyId', 'from', 'to'] as const;

const CHECKS: Record<(typeof QUEUE_FILTER_FIELDS)[number], (value: string) => boolean> = {
  pnr: (value) => /^[A-Za-z0-9]{1,6}$/.test(value),
  airline: (value) => /^[A-Za-z0-9]{2}$/.test(value),
  system: (value) => /^[A-Z0-9_]{2,12}$/.test(value),
  subAgencyId: (value) => /^[0-9a-f-]{36}$/i.test(value),
  from: isIsoDate,
  to: isIsoDate,
};

export function filtersFromAddress(params: URLSearchParams): QueueFilterValues {
  const filters: QueueFilterValues = {};
  for (const field of QUEUE_FILTER_FIELDS) {
    const value = params.get(field)?.trim();
    if (value && CHECKS[field](value)) filters[field] = value;
  }
  return filters;
}

export function addressOf(filters: QueueFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of QUEUE_FILTER_FIELDS) {
    const value = filters[field]?.trim();
    if (value) params.set(field, value);
  }
  return params;
}

/** The sort and page the address names; the queue's deadline, nearest first, on the first page of 25 by default. */
export function viewFromAddress(params: URLSearchParams): QueueView {
  const sort = QUEUE_SORT_KEYS.find((key) => key === params.get('sort')) ?? DEFAULT_QUEUE_VIEW.sort;
  const size = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  return {
    sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 0,
    pageSize: (QUEUE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_QUEUE_VIEW.pageSize,
  };
}

/** The filters' address with the view's sort and page (only what differs from the defaults). */
export function addressWithView(filters: QueueFilterValues, view: QueueView): URLSearchParams {
  const params = addressOf(filters);
  if (view.sort !== DEFAULT_QUEUE_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_QUEUE_VIEW.order) params.set('order', view.order);
  if (view.pageSize !== DEFAULT_QUEUE_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
  if (view.page > 0) params.set('page', String(view.page));
  return params;
}
