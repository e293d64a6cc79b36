// GET /api/reports/income-report (+ /export): revenue, cost and profit of the viewer's sale lines grouped by product, airline, sub-agency or period (decision 098).
import { z } from 'zod';
import { ZIsoDay, ZReportExportFormat } from './report-query.js';
import { ZSaleProduct } from './sale-report.js';

const ZVnd = z.number().int();

/** Decision 098: the sale report's two date modes; the 3+ PNR variants pick passengers, not income, and are refused. */
export const INCOME_REPORT_MODES = ['FLIGHT_DATE', 'BOOKING_DATE'] as const;
export const ZIncomeReportMode = z.enum(INCOME_REPORT_MODES);
export type TIncomeReportMode = z.infer<typeof ZIncomeReportMode>;

export const INCOME_GROUPS = ['PRODUCT', 'AIRLINE', 'SUB_AGENCY', 'PERIOD'] as const;
export const ZIncomeGroup = z.enum(INCOME_GROUPS);
export type TIncomeGroup = z.infer<typeof ZIncomeGroup>;

export const INCOME_INTERVALS = ['day', 'week', 'month'] as const;
export const ZIncomeInterval = z.enum(INCOME_INTERVALS);
export type TIncomeInterval = z.infer<typeof ZIncomeInterval>;

export const INCOME_SORT_KEYS = ['group', 'lines', 'revenue', 'cost', 'profit', 'margin'] as const;
export type TIncomeSortKey = (typeof INCOME_SORT_KEYS)[number];

export const ZIncomeReportFilters = z.strictObject({
  /** yyyy-MM-dd, Vietnam day; default the first day of the current month. */
  from: ZIsoDay.optional(),
  /** yyyy-MM-dd, included; default today in Vietnam. */
  to: ZIsoDay.optional(),
  mode: ZIncomeReportMode.default('BOOKING_DATE'),
  groupBy: ZIncomeGroup.default('PRODUCT'),
  /** The length of a PERIOD row (ignored by the other groupings). */
  interval: ZIncomeInterval.default('month'),
  /** An agency below the caller: its sales and those of the agencies below it. */
  subAgencyId: z.guid().optional(),
  product: ZSaleProduct.optional(),
  /** Absent: the grouping's own order (products in menu order, agencies own first, periods in time). */
  sort: z.enum(INCOME_SORT_KEYS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TIncomeReportFilters = z.input<typeof ZIncomeReportFilters>;
export const ZIncomeReportQuery = ZIncomeReportFilters;
export type TIncomeReportQuery = z.input<typeof ZIncomeReportQuery>;

export const ZIncomeReportExportQuery = ZIncomeReportFilters.extend({ format: ZReportExportFormat });
export type TIncomeReportExportQuery = z.input<typeof ZIncomeReportExportQuery>;

/** The figures of a row and of the totals: the sums of the sale report's lines (revenue = sell, cost = net). */
export const ZIncomeFigures = z.object({
  /** Sale lines (tickets, and voids/refunds/changes as lines of their own). */
  lines: z.number().int(),
  revenue: ZVnd,
  cost: ZVnd,
  /** revenue − cost: the viewer's commission entries. */
  profit: ZVnd,
  /** profit / revenue in per mille, rounded; null when revenue is 0. */
  margin: z.number().int().nullable(),
});
export type TIncomeFigures = z.infer<typeof ZIncomeFigures>;

export const ZIncomeRow = ZIncomeFigures.extend({
  /** Stable key: FLIGHT; FLIGHT:VN / TRAIN:VNR / ESIM:ESH; an agency id; yyyy-MM-dd (day, week's Monday) or yyyy-MM. */
  key: z.string(),
  /** PRODUCT and AIRLINE rows: the product. */
  product: ZSaleProduct.nullable(),
  /** AIRLINE rows: the validating airline, the railway or the eSIM vendor's system code. */
  carrier: z.string().nullable(),
  /** SUB_AGENCY rows: the agency whose tree the row's sales come from (isOwn: the report's root itself). */
  agency: z.object({ id: z.string(), code: z.string(), name: z.string(), isOwn: z.boolean() }).nullable(),
  /** PERIOD rows: the first and last day the row covers (yyyy-MM-dd, clipped to the report's period). */
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** SUB_AGENCY rows: the commission the viewer earned from that agency's sales (= profit; 0 for its own sales). */
  commission: ZVnd.nullable(),
});
export type TIncomeRow = z.infer<typeof ZIncomeRow>;

export const ZIncomeReportResponse = z.object({
  viewer: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  mode: ZIncomeReportMode,
  groupBy: ZIncomeGroup,
  interval: ZIncomeInterval,
  rows: z.array(ZIncomeRow),
  /** Over every row; commission = what the viewer earned from the agencies below it. */
  totals: ZIncomeFigures.extend({ commission: ZVnd }),
});
export type TIncomeReportResponse = z.infer<typeof ZIncomeReportResponse>;
