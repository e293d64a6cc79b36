// /b2c/list-order's filters as typed (days dd/MM/yyyy), as the API takes them, and as the address keeps them: the
// order lists' shared filters and the order's kind.
import type { TB2cOrderKind, TB2cOrderStatus, TListB2cOrdersQuery } from '@portal/contracts';
import { B2C_ORDER_KINDS, B2C_ORDER_SORT_KEYS, B2C_ORDER_STATUSES } from '@portal/contracts';
import { listParamsOf, pagingOf } from '../../../lib/list-address';
import {
  NO_ORDER_LIST_FILTERS,
  oneOf,
  orderListFiltersOf,
  orderListQuery,
  type OrderListFilterValues,
} from '../../../lib/order-list-filters';

export type B2cSortKey = (typeof B2C_ORDER_SORT_KEYS)[number];

export type B2cFilterValues = OrderListFilterValues<TB2cOrderStatus, B2cSortKey> & { kind: TB2cOrderKind | '' };

export const NO_B2C_FILTERS: B2cFilterValues = { ...NO_ORDER_LIST_FILTERS, kind: '' };

export type B2cFilterParams = Omit<TListB2cOrdersQuery, 'limit' | 'offset'>;

export function b2cFilterParams(values: B2cFilterValues): B2cFilterParams {
  return orderListQuery(values, { kind: values.kind || undefined }) as B2cFilterParams;
}

export type B2cOrdersView = { filters: B2cFilterValues; page: number; pageSize: number };

export function b2cViewOf(params: URLSearchParams, pageSizes: readonly number[]): B2cOrdersView {
  const offered = { statuses: B2C_ORDER_STATUSES, sortKeys: B2C_ORDER_SORT_KEYS, defaultSort: NO_B2C_FILTERS.sort };
  return {
    filters: { ...orderListFiltersOf(params, offered), kind: oneOf(B2C_ORDER_KINDS, params.get('kind')) ?? '' },
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
