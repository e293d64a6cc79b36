// /esim/list-order's filters as typed (days dd/MM/yyyy), as the API takes them (yyyy-MM-dd, empty ones left out), and
// as the address keeps them with the page (going back from an order finds the same list).
import type { TEsimOrderStatus, TListEsimOrdersQuery } from '@portal/contracts';
import { ESIM_ORDER_SORT_KEYS, ESIM_ORDER_STATUSES } from '@portal/contracts';
import { listParamsOf, pagingOf } from '../../../lib/list-address';
import { queryDay } from '../../../lib/dates/filter-dates';

export type EsimSortKey = (typeof ESIM_ORDER_SORT_KEYS)[number];

export type OrderFilterValues = {
  status: TEsimOrderStatus | '';
  q: string;
  createdFrom: string;
  createdTo: string;
  sort: EsimSortKey;
  order: 'asc' | 'desc';
};

export const NO_ORDER_FILTERS: OrderFilterValues = {
  status: '',
  q: '',
  createdFrom: '',
  createdTo: '',
  sort: 'createdAt',
  order: 'desc',
};

export type OrderFilterParams = Omit<TListEsimOrdersQuery, 'limit' | 'offset'>;

/** The query the filters ask for (without paging). */
export function orderFilterParams(values: OrderFilterValues): OrderFilterParams {
  const params = {
    status: values.status === '' ? undefined : values.status,
    q: values.q.trim() === '' ? undefined : values.q.trim(),
    createdFrom: queryDay(values.createdFrom),
    createdTo: queryDay(values.createdTo),
    sort: values.sort,
    order: values.order,
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as OrderFilterParams;
}

export type OrdersView = { filters: OrderFilterValues; page: number; pageSize: number };

const STATUSES: readonly string[] = ESIM_ORDER_STATUSES;
const SORTS: readonly string[] = ESIM_ORDER_SORT_KEYS;
const isoToTyped = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('/') : '';

/** The view an address asks for; anything malformed falls back to none (the first page of everything). */
export function ordersViewOf(params: URLSearchParams, pageSizes: readonly number[]): OrdersView {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    filters: {
      status: STATUSES.includes(status) ? (status as TEsimOrderStatus) : '',
      q: params.get('q') ?? '',
      createdFrom: isoToTyped(params.get('createdFrom')),
      createdTo: isoToTyped(params.get('createdTo')),
      sort: SORTS.includes(sort) ? (sort as EsimSortKey) : NO_ORDER_FILTERS.sort,
      order: params.get('order') === 'asc' ? 'asc' : NO_ORDER_FILTERS.order,
    },
    ...pagingOf(params, pageSizes),
  };
}

/** The address of a view: the filters as the API takes them, the page counted from 1, defaults left out. */
export function ordersParamsOf(view: OrdersView, defaultPageSize: number): URLSearchParams {
  return listParamsOf({
    filterParams: orderFilterParams(view.filters),
    defaultSorting: NO_ORDER_FILTERS,
    paging: view,
    defaultPageSize,
  });
}
