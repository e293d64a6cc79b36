// The income report's question in the address bar: period, mode, grouping, interval, sub-agency and product read back
// (anything malformed falls back to its default) and written with the defaults left out.
import {
  INCOME_GROUPS,
  INCOME_INTERVALS,
  INCOME_REPORT_MODES,
  SALE_PRODUCTS,
  type TIncomeGroup,
  type TIncomeInterval,
  type TIncomeReportMode,
  type TSaleProduct,
} from '@portal/contracts';
import { isIsoDate } from '@portal/domain';
import { defaultReportPeriod, type ReportPeriod } from '../../../components/report/report-period';
import type { IncomeReportArgs } from '../api/get-income-report';

export type IncomeReportView = {
  period: ReportPeriod;
  mode: TIncomeReportMode;
  groupBy: TIncomeGroup;
  interval: TIncomeInterval;
  subAgencyId: string;
  product: TSaleProduct | '';
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function viewOf(params: URLSearchParams, now: Date): IncomeReportView {
  const from = params.get('from');
  const to = params.get('to');
  const hasPeriod = from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && from <= to;
  return {
    period: hasPeriod ? { from, to } : defaultReportPeriod(now),
    mode: oneOf(INCOME_REPORT_MODES, params.get('mode')) ?? 'BOOKING_DATE',
    groupBy: oneOf(INCOME_GROUPS, params.get('groupBy')) ?? 'PRODUCT',
    interval: oneOf(INCOME_INTERVALS, params.get('interval')) ?? 'month',
    subAgencyId: params.get('subAgencyId') ?? '',
    product: oneOf(SALE_PRODUCTS, params.get('product')) ?? '',
  };
}

/** What the API is asked: the view's fields, empty ones left out (the interval only for periods). */
export function argsOf(view: IncomeReportView): IncomeReportArgs {
  const args: IncomeReportArgs = {
    from: view.period.from,
    to: view.period.to,
    mode: view.mode,
    groupBy: view.groupBy,
  };
  if (view.groupBy === 'PERIOD') args.interval = view.interval;
  if (view.subAgencyId) args.subAgencyId = view.subAgencyId;
  if (view.product) args.product = view.product;
  return args;
}

/** The address of a view: the API's fields, with the default mode and grouping left out. */
export function paramsOf(view: IncomeReportView): URLSearchParams {
  const params = new URLSearchParams(argsOf(view) as Record<string, string>);
  if (view.mode === 'BOOKING_DATE') params.delete('mode');
  if (view.groupBy === 'PRODUCT') params.delete('groupBy');
  return params;
}
