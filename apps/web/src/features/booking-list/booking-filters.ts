// The booking list's question (filters, sort, page) as the address keeps it, as the API reads it, and checked before asking.
import { BOOKING_PAGE_MAX, BOOKING_SORT_KEYS } from '@portal/contracts/bookings/list-bookings';
import { BOOKING_STATUS_CODES } from '@portal/contracts/bookings/selection';
import { BOOKING_SYSTEMS } from '@portal/contracts/suppliers/booking-systems';
import { parseTypedDate } from '@portal/domain';
import { queryDay } from '../../lib/dates/filter-dates';

export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export const FILTER_FIELDS = [
  'pnr',
  'passenger',
  'airline',
  'system',
  'status',
  'bookedFrom',
  'bookedTo',
  'flightFrom',
  'flightTo',
  'agentId',
  'agencyId',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
/** What the form holds: text as typed, '' for "any". */
export type BookingFilterValues = Record<FilterField, string>;

export const NO_FILTERS: BookingFilterValues = Object.fromEntries(
  FILTER_FIELDS.map((field) => [field, '']),
) as BookingFilterValues;

/** The statuses an agent filters by (SPEC issue 5), plus the two a reconciliation or a refused hold leaves. */
export const FILTER_STATUSES = ['HOLD', 'EXPORT', 'CANCEL', 'VOID', 'REFUNDED', 'ISSUING', 'FAILED'] as const;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_SORT: { sort: BookingSortKey; order: SortOrder } = { sort: 'createdAt', order: 'desc' };

export type BookingListView = {
  filters: BookingFilterValues;
  sort: BookingSortKey;
  order: SortOrder;
  /** 1-based, as shown; pages after the first are reached through the API's cursors (keyset paging). */
  page: number;
  pageSize: number;
  /** The cursor that reads this page (absent on the first). */
  cursor?: string;
};

/** What the API is asked (GET /api/bookings): the filters set, the sort, one page. */
export type BookingListArgs = Partial<Record<FilterField, string>> & {
  sort: BookingSortKey;
  order: SortOrder;
  limit: number;
  cursor?: string;
};

const DATE_FIELDS = ['bookedFrom', 'bookedTo', 'flightFrom', 'flightTo'] as const;
const PNR = /^[A-Za-z0-9]{1,6}$/;
const PASSENGER = /^[\p{L}\p{M} ]+$/u;
export const PASSENGER_MAX = 60;
const AIRLINE = /^[A-Za-z0-9]{2}$/;
const CURSOR = /^[A-Za-z0-9_-]{1,300}$/;

const isDateField = (field: FilterField): field is (typeof DATE_FIELDS)[number] =>
  (DATE_FIELDS as readonly string[]).includes(field);

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the address; anything malformed falls back to its default rather than sending the API a question it refuses. */
export function viewFromSearchParams(params: URLSearchParams): BookingListView {
  const filters = { ...NO_FILTERS };
  for (const field of FILTER_FIELDS) filters[field] = (params.get(field) ?? '').trim();
  if (!isOneOf(BOOKING_SYSTEMS, filters.system)) filters.system = '';
  if (!isOneOf(BOOKING_STATUS_CODES, filters.status)) filters.status = '';
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const cursor = params.get('cursor') ?? '';
  // A page after the first needs its cursor: without one (an old or edited address) the list starts at the first page.
  const hasCursor = CURSOR.test(cursor) && Number.isInteger(page) && page > 1;
  return {
    filters,
    sort: isOneOf(BOOKING_SORT_KEYS, sort) ? sort : DEFAULT_SORT.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_SORT.order,
    page: hasCursor ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    ...(hasCursor ? { cursor } : {}),
  };
}

/** The address of a view: only what differs from the defaults, so a plain /booking/search stays plain. */
export function searchParamsOf(view: BookingListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) if (view.filters[field]) params.set(field, view.filters[field]);
  if (view.sort !== DEFAULT_SORT.sort || view.order !== DEFAULT_SORT.order) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  if (view.page > 1 && view.cursor) {
    params.set('page', String(view.page));
    params.set('cursor', view.cursor);
  }
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  return params;
}

/**
 * The filters that are set, as the API names them: days as yyyy-MM-dd (the address keeps them as typed, dd/MM/yyyy);
 * the passenger goes as typed (the API matches the airline spelling).
 */
export function apiFiltersOf(filters: BookingFilterValues): Partial<Record<FilterField, string>> {
  const set: Partial<Record<FilterField, string>> = {};
  for (const field of FILTER_FIELDS) {
    const value = filters[field].trim();
    if (!value) continue;
    if (isDateField(field)) set[field] = queryDay(value);
    else set[field] = field === 'pnr' || field === 'airline' ? value.toUpperCase() : value;
  }
  return set;
}

export function listArgsOf(view: BookingListView): BookingListArgs {
  const limit = Math.min(view.pageSize, BOOKING_PAGE_MAX);
  return {
    ...apiFiltersOf(view.filters),
    sort: view.sort,
    order: view.order,
    limit,
    ...(view.cursor ? { cursor: view.cursor } : {}),
  };
}

export type FilterProblem = 'pnr' | 'passenger' | 'passengerTooLong' | 'airline' | 'date' | 'dateOrder';

const dayNumber = (text: string) => {
  const date = parseTypedDate(text);
  return date && !text.includes('-') ? date.year * 10_000 + date.month * 100 + date.day : undefined;
};

/** The same checks as the API's contract, so a mistake is named under its field before anything is asked. */
export function filterProblems(values: BookingFilterValues): Partial<Record<FilterField, FilterProblem>> {
  const problems: Partial<Record<FilterField, FilterProblem>> = {};
  const pnr = values.pnr.trim();
  const passenger = values.passenger.trim();
  const airline = values.airline.trim();
  if (pnr && !PNR.test(pnr)) problems.pnr = 'pnr';
  if (passenger.length > PASSENGER_MAX) problems.passenger = 'passengerTooLong';
  else if (passenger && !PASSENGER.test(passenger)) problems.passenger = 'passenger';
  if (airline && !AIRLINE.test(airline)) problems.airline = 'airline';
  for (const field of DATE_FIELDS)
    if (values[field] && dayNumber(values[field]) === undefined) problems[field] = 'date';
  for (const [from, to] of [
    ['bookedFrom', 'bookedTo'],
    ['flightFrom', 'flightTo'],
  ] as const) {
    const start = values[from] ? dayNumber(values[from]) : undefined;
    const end = values[to] ? dayNumber(values[to]) : undefined;
    if (start !== undefined && end !== undefined && end < start) problems[to] = 'dateOrder';
  }
  return problems;
}
