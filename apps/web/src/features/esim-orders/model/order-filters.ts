// /esim/list-order's filters as typed (days dd/MM/yyyy), as the API takes them (yyyy-MM-dd, empty ones left out), and
// as the address keeps them with the page (going back from an order finds the same list): the order lists' filters.
import type { TEsimOrderStatus, TListEsimOrdersQuery } from '@portal/contracts';
import { ESIM_ORDER_SORT_KEYS, ESIM_ORDER_STATUSES } from '@portal/contracts';
import { listParamsOf, pagingOf } from '../../../lib/list-address';
import {
  NO_ORDER_LIST_FILTERS,
  orderListFiltersOf,
  orderListQuery,
  type OrderListFilterValues,
} from '../../../lib/order-list-filters';

export type EsimSortKey = (typeof ESIM_ORDER_SORT_KEYS)[number];

export type OrderFilterValues = OrderListFilterValues<TEsimOrderStatus, EsimSortKey>;

export const NO_ORDER_FILTERS: OrderFilterValues = NO_ORDER_LIST_FILTERS;

export type OrderFilterParams = Omit<TListEsimOrdersQuery, 'limit' | 'offset'>;

/** The query the filters ask for (without paging). */
export function orderFilterParams(values: OrderFilterValues): OrderFilterParams {
  return orderListQuery(values) as OrderFilterParams;
}

export type OrdersView = { filters: OrderFilterValues; page: number; pageSize: number };

/** The view an address asks for; anything malformed falls back to none (the first page of everything). */
export function ordersViewOf(params: URLSearchParams, pageSizes: readonly number[]): OrdersView {
  const offered = { statuses: ESIM_ORDER_STATUSES, sortKeys: ESIM_ORDER_SORT_KEYS, defaultSort: NO_ORDER_FILTERS.sort };
  return { filters: orderListFiltersOf(params, offered), ...pagingOf(params, pageSizes) };
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
