// The sale report's question in the address bar: period, mode, filters, sort and page read back (anything malformed
// falls back to its default) and written with the defaults left out.
import {
  SALE_LINE_KINDS,
  SALE_PRODUCTS,
  SALE_REPORT_MODES,
  SALE_REPORT_SORT_KEYS,
  type TSaleLineKind,
  type TSaleProduct,
  type TSaleReportMode,
  type TSaleReportSortKey,
} from '@portal/contracts';
import { isIsoDate } from '@portal/domain';
import { defaultReportPeriod, type ReportPeriod } from '../../../components/report/report-period';
import type { SaleReportArgs } from '../api/get-sale-report';

export const SALE_PAGE_SIZES = [25, 50, 100, 200] as const;

export type SaleReportView = {
  period: ReportPeriod;
  mode: TSaleReportMode;
  subAgencyId: string;
  product: TSaleProduct | '';
  airline: string;
  status: TSaleLineKind | '';
  q: string;
  sort: TSaleReportSortKey;
  order: 'asc' | 'desc';
  /** From 0, as the pager counts. */
  page: number;
  pageSize: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function viewOf(params: URLSearchParams, now: Date): SaleReportView {
  const from = params.get('from');
  const to = params.get('to');
  const hasPeriod = from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && from <= to;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    period: hasPeriod ? { from, to } : defaultReportPeriod(now),
    mode: oneOf(SALE_REPORT_MODES, params.get('mode')) ?? 'BOOKING_DATE',
    subAgencyId: params.get('subAgencyId') ?? '',
    product: oneOf(SALE_PRODUCTS, params.get('product')) ?? '',
    airline: (params.get('airline') ?? '').toUpperCase(),
    status: oneOf(SALE_LINE_KINDS, params.get('status')) ?? '',
    q: params.get('q') ?? '',
    sort: oneOf(SALE_REPORT_SORT_KEYS, params.get('sort')) ?? 'at',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
    pageSize: (SALE_PAGE_SIZES as readonly number[]).includes(size) ? size : SALE_PAGE_SIZES[1],
  };
}

/** What the API is asked: the view's fields, empty ones left out, the page counted from 1. */
export function argsOf(view: SaleReportView): SaleReportArgs {
  const args: SaleReportArgs = {
    from: view.period.from,
    to: view.period.to,
    mode: view.mode,
    sort: view.sort,
    order: view.order,
    page: String(view.page + 1),
    pageSize: String(view.pageSize),
  };
  if (view.subAgencyId) args.subAgencyId = view.subAgencyId;
  if (view.product) args.product = view.product;
  if (view.airline) args.airline = view.airline;
  if (view.status) args.status = view.status;
  if (view.q) args.q = view.q;
  return args;
}

/** The address of a view: the API's fields, with the defaults (mode, sort, first page, size) left out. */
export function paramsOf(view: SaleReportView): URLSearchParams {
  const { page, pageSize, ...args } = argsOf(view);
  const params = new URLSearchParams(args as Record<string, string>);
  if (view.mode === 'BOOKING_DATE') params.delete('mode');
  if (view.sort === 'at' && view.order === 'asc') {
    params.delete('sort');
    params.delete('order');
  }
  if (page !== '1') params.set('page', page!);
  if (pageSize !== String(SALE_PAGE_SIZES[1])) params.set('size', pageSize!);
  return params;
}
