// An order list's shared filters (eSIM orders, B2C orders): status, one search box, the created days as typed
// (dd/MM/yyyy) and the sort; the query they ask for (yyyy-MM-dd, empty ones left out) and the filters an address names.
import { queryDay, typedDayOf } from './dates/filter-dates';
import { definedParams } from './list-address';

export type OrderListFilterValues<Status extends string = string, SortKey extends string = string> = {
  status: Status | '';
  q: string;
  createdFrom: string;
  createdTo: string;
  sort: SortKey;
  order: 'asc' | 'desc';
};

/** None: every status, no words or days, the newest created first. */
export const NO_ORDER_LIST_FILTERS = {
  status: '',
  q: '',
  createdFrom: '',
  createdTo: '',
  sort: 'createdAt',
  order: 'desc',
} as const;

/** The value when the list offers it. */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The query the filters ask for, the screen's own after the status; empty ones left out (no paging). */
export function orderListQuery(values: OrderListFilterValues, own: Record<string, string | undefined> = {}) {
  return definedParams({
    status: values.status || undefined,
    ...own,
    q: values.q.trim() || undefined,
    createdFrom: queryDay(values.createdFrom),
    createdTo: queryDay(values.createdTo),
    sort: values.sort,
    order: values.order,
  });
}

/** The filters an address names; a status not offered is every status, a sort not offered the default. */
export function orderListFiltersOf<Status extends string, SortKey extends string>(
  params: URLSearchParams,
  offered: { statuses: readonly Status[]; sortKeys: readonly SortKey[]; defaultSort: SortKey },
): OrderListFilterValues<Status, SortKey> {
  return {
    status: oneOf(offered.statuses, params.get('status')) ?? '',
    q: params.get('q') ?? '',
    createdFrom: typedDayOf(params.get('createdFrom')),
    createdTo: typedDayOf(params.get('createdTo')),
    sort: oneOf(offered.sortKeys, params.get('sort')) ?? offered.defaultSort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}
