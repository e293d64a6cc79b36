// /train/status's filters as typed (days dd/MM/yyyy) and as the API takes them (yyyy-MM-dd, empty ones left out).
import type { TListTrainBookingsQuery, TTrainBookingStatus } from '@portal/contracts';
import { TRAIN_BOOKING_SORT_KEYS } from '@portal/contracts';
import { dateRangeProblems, queryDay, type DateRangeProblems } from '../../../lib/dates/filter-dates';

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
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Omit<
    TListTrainBookingsQuery,
    'limit' | 'offset'
  >;
}
