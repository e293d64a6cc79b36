// /b2c/list-order's filters as typed (days dd/MM/yyyy), as the API takes them, and as the address keeps them.
import type { TB2cOrderKind, TB2cOrderStatus, TListB2cOrdersQuery } from '@portal/contracts';
import { B2C_ORDER_KINDS, B2C_ORDER_SORT_KEYS, B2C_ORDER_STATUSES } from '@portal/contracts';
import { listParamsOf, pagingOf } from '../../../lib/list-address';
import { queryDay } from '../../../lib/dates/filter-dates';

export type B2cSortKey = (typeof B2C_ORDER_SORT_KEYS)[number];

export type B2cFilterValues = {
  status: TB2cOrderStatus | '';
  kind: TB2cOrderKind | '';
  q: string;
  createdFrom: string;
  createdTo: string;
  sort: B2cSortKey;
  order: 'asc' | 'desc';
};

export const NO_B2C_FILTERS: B2cFilterValues = {
  status: '',
  kind: '',
  q: '',
  createdFrom: '',
  createdTo: '',
  sort: 'createdAt',
  order: 'desc',
};

export type B2cFilterParams = Omit<TListB2cOrdersQuery, 'limit' | 'offset'>;

export function b2cFilterParams(values: B2cFilterValues): B2cFilterParams {
  const params = {
    status: values.status || undefined,
    kind: values.kind || undefined,
    q: values.q.trim() || undefined,
    createdFrom: queryDay(values.createdFrom),
    createdTo: queryDay(values.createdTo),
    sort: values.sort,
    order: values.order,
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as B2cFilterParams;
}

export type B2cOrdersView = { filters: B2cFilterValues; page: number; pageSize: number };

const isoToTyped = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('/') : '';
const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T | ''): T | '' =>
  list.includes(value as T) ? (value as T) : fallback;

export function b2cViewOf(params: URLSearchParams, pageSizes: readonly number[]): B2cOrdersView {
  return {
    filters: {
      status: oneOf(B2C_ORDER_STATUSES, params.get('status'), ''),
      kind: oneOf(B2C_ORDER_KINDS, params.get('kind'), ''),
      q: params.get('q') ?? '',
      createdFrom: isoToTyped(params.get('createdFrom')),
      createdTo: isoToTyped(params.get('createdTo')),
      sort: (oneOf(B2C_ORDER_SORT_KEYS, params.get('sort'), '') || NO_B2C_FILTERS.sort) as B2cSortKey,
      order: params.get('order') === 'asc' ? 'asc' : 'desc',
    },
    ...pagingOf(params, pageSizes),
  };
}

export function b2cParamsOf(view: B2cOrdersView, defaultPageSize: number, orderId?: string | null): URLSearchParams {
  const params = listParamsOf({
    filterParams: b2cFilterParams(view.filters),
    defaultSorting: NO_B2C_FILTERS,
    paging: view,
    defaultPageSize,
  });
  if (orderId) params.set('order-id', orderId);
  return params;
}
