// GET /api/reports/flight-data-report (+ /export): segments sold or flown by route, airline, class or month, in integer VND.
import { z } from 'zod';
import { ZIsoDay, ZReportExportFormat } from './report-query.js';

const ZVnd = z.number().int();
const ZCount = z.number().int();

/** A period covers at most this many calendar days (a leap year), from and to included. */
export const MAX_FLIGHT_DATA_DAYS = 366;

/** By the booking's first departure (decision 093's flight date) or by the day the tickets were issued. */
export const FLIGHT_DATA_MODES = ['FLIGHT_DATE', 'ISSUE_DATE'] as const;
export const ZFlightDataMode = z.enum(FLIGHT_DATA_MODES);
export type TFlightDataMode = z.infer<typeof ZFlightDataMode>;

export const FLIGHT_DATA_GROUPS = ['ROUTE', 'AIRLINE', 'CLASS', 'MONTH'] as const;
export const ZFlightDataGroupBy = z.enum(FLIGHT_DATA_GROUPS);
export type TFlightDataGroupBy = z.infer<typeof ZFlightDataGroupBy>;

export const ZFlightDataQuery = z.strictObject({
  /** yyyy-MM-dd, a Vietnam calendar day; default the first day of the current month. */
  from: ZIsoDay.optional(),
  /** yyyy-MM-dd, included; default today in Vietnam. */
  to: ZIsoDay.optional(),
  mode: ZFlightDataMode.default('FLIGHT_DATE'),
  groupBy: ZFlightDataGroupBy.default('ROUTE'),
  /** Only this agency and the agencies below it (an agency of the caller's tree, else 404). */
  subAgencyId: z.guid().optional(),
});
export type TFlightDataQuery = z.input<typeof ZFlightDataQuery>;

export const ZFlightDataExportQuery = ZFlightDataQuery.extend({ format: ZReportExportFormat });

/** The figures of a group: tickets still standing, and the refunded ones apart (voided tickets are not in the report). */
export const ZFlightDataFigures = z.object({
  /** Flight segments (coupons) of the standing tickets: each passenger's seat on each segment counts once. */
  segments: ZCount,
  adults: ZCount,
  children: ZCount,
  infants: ZCount,
  tickets: ZCount,
  /** Ticket value: base fare + taxes (carrier surcharges included) + VAT, from the booking's stored supplier prices. */
  revenue: ZVnd,
  refundedTickets: ZCount,
  refundedRevenue: ZVnd,
});
export type TFlightDataFigures = z.infer<typeof ZFlightDataFigures>;

export const ZFlightDataRow = ZFlightDataFigures.extend({
  /** Stable key of the group: 'HAN-SGN', 'VN', 'VN Y ECONOMY', '2026-12'. */
  key: z.string(),
  route: z.string().nullable(),
  airline: z.string().nullable(),
  bookingClass: z.string().nullable(),
  cabinClass: z.string().nullable(),
  /** yyyy-MM, the Vietnam month of the date the mode filters on. */
  month: z.string().nullable(),
});
export type TFlightDataRow = z.infer<typeof ZFlightDataRow>;

export const ZFlightDataResponse = z.object({
  from: z.string(),
  to: z.string(),
  mode: ZFlightDataMode,
  groupBy: ZFlightDataGroupBy,
  agency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  rows: z.array(ZFlightDataRow),
  totals: ZFlightDataFigures,
});
export type TFlightDataResponse = z.infer<typeof ZFlightDataResponse>;
