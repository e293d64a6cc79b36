// GET /api/reports/sale-report (+ /export): every ticket sold and every void, refund and change, with the viewer's money (decision 093/094).
import { z } from 'zod';
import { ZIsoDay, ZReportExportFormat } from './report-query.js';

const ZVnd = z.number().int();

/** A period covers at most this many calendar days (a leap year), both ends included. */
export const MAX_SALE_REPORT_DAYS = 366;
export const SALE_REPORT_PAGE_MAX = 200;

/** Decision 093: which date the period filters on, and the "3 or more PNRs" variants of each. */
export const SALE_REPORT_MODES = ['FLIGHT_DATE', 'BOOKING_DATE', 'FLIGHT_DATE_3PNR', 'BOOKING_DATE_3PNR'] as const;
export const ZSaleReportMode = z.enum(SALE_REPORT_MODES);
export type TSaleReportMode = z.infer<typeof ZSaleReportMode>;

export const SALE_PRODUCTS = ['FLIGHT', 'TRAIN', 'ESIM'] as const;
export const ZSaleProduct = z.enum(SALE_PRODUCTS);
export type TSaleProduct = z.infer<typeof ZSaleProduct>;

/** What a line is: a ticket sold (issue), a paid change's sale, a void, a refund. */
export const SALE_LINE_KINDS = ['SALE', 'CHANGE', 'VOID', 'REFUND'] as const;
export const ZSaleLineKind = z.enum(SALE_LINE_KINDS);
export type TSaleLineKind = z.infer<typeof ZSaleLineKind>;

export const SALE_REPORT_SORT_KEYS = [
  'at',
  'bookingDate',
  'travelDate',
  'code',
  'airline',
  'passenger',
  'net',
  'sell',
  'profit',
  'issueFee',
] as const;
export type TSaleReportSortKey = (typeof SALE_REPORT_SORT_KEYS)[number];

export const ZSaleReportFilters = z.strictObject({
  /** yyyy-MM-dd, Vietnam day; default the first day of the current month. */
  from: ZIsoDay.optional(),
  /** yyyy-MM-dd, included; default today in Vietnam. */
  to: ZIsoDay.optional(),
  mode: ZSaleReportMode.default('BOOKING_DATE'),
  /** An agency below the caller: its sales and those of the agencies below it. */
  subAgencyId: z.guid().optional(),
  product: ZSaleProduct.optional(),
  /** A booking system code (VN, VJ, 1A, VNR, ESH…). */
  system: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,4}$/, { error: 'a system code of 2 to 4 letters or digits' })
    .optional(),
  /** The validating airline's two-character code. */
  airline: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2}$/, { error: 'an airline code of 2 letters or digits' })
    .optional(),
  status: ZSaleLineKind.optional(),
  /** Part of a PNR / booking code, a ticket number or a passenger's name (case and accents ignored). */
  q: z.string().trim().min(1).max(80).optional(),
  sort: z.enum(SALE_REPORT_SORT_KEYS).default('at'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TSaleReportFilters = z.input<typeof ZSaleReportFilters>;

export const ZSaleReportQuery = ZSaleReportFilters.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SALE_REPORT_PAGE_MAX).default(50),
});
export type TSaleReportQuery = z.input<typeof ZSaleReportQuery>;

export const ZSaleReportExportQuery = ZSaleReportFilters.extend({ format: ZReportExportFormat });
export type TSaleReportExportQuery = z.input<typeof ZSaleReportExportQuery>;

/** One line of the report: one ticket (or one void/refund/change), its figures as the viewer sees them. */
export const ZSaleLine = z.object({
  /** Stable: the ledger transaction and, for a ticket of a split sale, the passenger or ticket. */
  id: z.string(),
  transactionId: z.string(),
  kind: ZSaleLineKind,
  product: ZSaleProduct,
  /** When the money moved (ISO instant): the issue, void, refund or change. */
  at: z.string(),
  /** When the booking (or order) was made (ISO instant). */
  bookingDate: z.string(),
  /** First departure (ISO instant); null for eSIM. */
  travelDate: z.string().nullable(),
  /** PNR, railway booking code or eSIM order code. */
  code: z.string().nullable(),
  system: z.string(),
  airline: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  /** Route (HAN-SGN), or the eSIM packages. */
  route: z.string(),
  /** Fare class / seat type. */
  bookingClass: z.string().nullable(),
  passenger: z.string().nullable(),
  /** ADT / CHD / INF for a flight ticket. */
  passengerType: z.string().nullable(),
  /** The supplier's parts of a ticket as priced (null where the line is not one ticket's sale). */
  baseFare: ZVnd.nullable(),
  taxes: ZVnd.nullable(),
  vat: ZVnd.nullable(),
  /** Σ every link's fee on the line (buyer's total − supplier net); negative on a void/refund that gave fees back. */
  issueFee: ZVnd,
  /** What the viewer's deposit paid (negative: what came back). */
  net: ZVnd,
  /** What the agency below the viewer paid it (= net for the viewer's own sales). */
  sell: ZVnd,
  /** sell − net: the viewer's commission on the line. */
  profit: ZVnd,
  user: z.string().nullable(),
  /** The agency that bought (the viewer's own: isOwn). */
  agency: z.object({ id: z.string(), code: z.string(), isOwn: z.boolean() }),
  /** 3+ PNR modes: the passenger key and how many PNRs it appears in. */
  pnrCount: z.number().int().nullable(),
});
export type TSaleLine = z.infer<typeof ZSaleLine>;

export const ZSaleTotals = z.object({
  count: z.number().int(),
  baseFare: ZVnd,
  taxes: ZVnd,
  vat: ZVnd,
  issueFee: ZVnd,
  net: ZVnd,
  sell: ZVnd,
  profit: ZVnd,
});
export type TSaleTotals = z.infer<typeof ZSaleTotals>;

export const ZSaleReportResponse = z.object({
  viewer: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  mode: ZSaleReportMode,
  items: z.array(ZSaleLine),
  /** Lines of the whole filtered report (every page). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over the whole filtered report, not the page. */
  totals: ZSaleTotals,
  byProduct: z.array(ZSaleTotals.extend({ product: ZSaleProduct })),
  /** Per Vietnam day of the line's money (yyyy-MM-dd), for the chart. */
  byDay: z.array(z.object({ day: z.string(), sell: ZVnd, profit: ZVnd, net: ZVnd })),
});
export type TSaleReportResponse = z.infer<typeof ZSaleReportResponse>;
