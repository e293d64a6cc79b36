// /train/status's filters as typed (days dd/MM/yyyy), as the API takes them (yyyy-MM-dd, empty ones left out), and as
// the address keeps them with the page (going back from a booking finds the same list).
import type { TListTrainBookingsQuery, TTrainBookingStatus } from '@portal/contracts';
import { TRAIN_BOOKING_SORT_KEYS, TRAIN_BOOKING_STATUSES } from '@portal/contracts';
import { definedParams, listParamsOf, pagingOf } from '../../../lib/list-address';
import { dateRangeProblems, queryDay, typedDayOf, type DateRangeProblems } from '../../../lib/dates/filter-dates';

export type TrainSortKey = (typeof TRAIN_BOOKING_SORT_KEYS)[number];

export type StatusFilterValues = {
  status: TTrainBookingStatus | '';
  code: string;
  name: string;
  trainNumber: string;
  bookedFrom: string;
  bookedTo: string;
  departFrom: string;
  departTo: string;
  sort: TrainSortKey;
  order: 'asc' | 'desc';
};

export const NO_FILTERS: StatusFilterValues = {
  status: '',
  code: '',
  name: '',
  trainNumber: '',
  bookedFrom: '',
  bookedTo: '',
  departFrom: '',
  departTo: '',
  sort: 'createdAt',
  order: 'desc',
};

export type StatusFilterProblems = { booked?: DateRangeProblems; depart?: DateRangeProblems };

export function checkStatusFilters(
  values: StatusFilterValues,
  messages: { dateInvalid: string; toBeforeFrom: string },
): StatusFilterProblems {
  const booked = dateRangeProblems({ from: values.bookedFrom, to: values.bookedTo }, messages);
  const depart = dateRangeProblems({ from: values.departFrom, to: values.departTo }, messages);
  return {
    ...(Object.keys(booked).length ? { booked } : {}),
    ...(Object.keys(depart).length ? { depart } : {}),
  };
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The query the filters ask for (without paging). */
export function filterParamsOf(values: StatusFilterValues): Omit<TListTrainBookingsQuery, 'limit' | 'offset'> {
  const params = {
    status: values.status === '' ? undefined : values.status,
    code: text(values.code),
    name: text(values.name),
    trainNumber: text(values.trainNumber)?.toUpperCase(),
    bookedFrom: queryDay(values.bookedFrom),
    bookedTo: queryDay(values.bookedTo),
    departFrom: queryDay(values.departFrom),
    departTo: queryDay(values.departTo),
    sort: values.sort,
    order: values.order,
  };
  return definedParams(params) as Omit<TListTrainBookingsQuery, 'limit' | 'offset'>;
}

/** What /train/status shows: the filters, the page (from 0) and its size — kept in the address. */
export type StatusView = { filters: StatusFilterValues; page: number; pageSize: number };

const STATUSES: readonly string[] = TRAIN_BOOKING_STATUSES;
const SORTS: readonly string[] = TRAIN_BOOKING_SORT_KEYS;

/** The view an address asks for; anything malformed falls back to none (the first page of everything). */
export function statusViewOf(params: URLSearchParams, pageSizes: readonly number[]): StatusView {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    filters: {
      status: STATUSES.includes(status) ? (status as StatusFilterValues['status']) : '',
      code: params.get('code') ?? '',
      name: params.get('name') ?? '',
      trainNumber: params.get('trainNumber') ?? '',
      bookedFrom: typedDayOf(params.get('bookedFrom')),
      bookedTo: typedDayOf(params.get('bookedTo')),
      departFrom: typedDayOf(params.get('departFrom')),
      departTo: typedDayOf(params.get('departTo')),
      sort: SORTS.includes(sort) ? (sort as TrainSortKey) : NO_FILTERS.sort,
      order: params.get('order') === 'asc' ? 'asc' : NO_FILTERS.order,
    },
    ...pagingOf(params, pageSizes),
  };
}

/** The address of a view: the filters as the API takes them, the page counted from 1, defaults left out. */
export function statusParamsOf(view: StatusView, defaultPageSize: number): URLSearchParams {
  return listParamsOf({
    filterParams: filterParamsOf(view.filters),
    defaultSorting: NO_FILTERS,
    paging: view,
    defaultPageSize,
  });
}
