// GET /api/reports/customer-services and /api/reports/analyze-sales (+ /export): flight booking activity by staff member,
// customer or period — bookings made, issued, voided, refunded, the conversion from hold to issue, and what was sold.
import { z } from 'zod';
import { ZIsoDay, ZReportExportFormat } from './report-query.js';

const ZVnd = z.number().int();
const ZCount = z.number().int().nonnegative();

/** A period covers at most this many calendar days. */
export const MAX_ACTIVITY_DAYS = 366;

const ZActivityPeriod = z.strictObject({
  /** yyyy-MM-dd, a Vietnam calendar day; default the first day of the current month. Bookings made in the period count. */
  from: ZIsoDay.optional(),
  /** yyyy-MM-dd, included; default today in Vietnam. */
  to: ZIsoDay.optional(),
  /** Only this agency and the agencies below it (one the caller sees; another is 404). */
  subAgencyId: z.guid().optional(),
});

export const ACTIVITY_GROUPINGS = ['staff', 'customer'] as const;
export const ZActivityGrouping = z.enum(ACTIVITY_GROUPINGS);
export type TActivityGrouping = z.infer<typeof ZActivityGrouping>;

export const ZCustomerServicesQuery = ZActivityPeriod.extend({ groupBy: ZActivityGrouping.default('staff') });
export type TCustomerServicesQuery = z.infer<typeof ZCustomerServicesQuery>;
export const ZCustomerServicesExportQuery = ZCustomerServicesQuery.extend({ format: ZReportExportFormat });
export type TCustomerServicesExportQuery = z.infer<typeof ZCustomerServicesExportQuery>;

export const ACTIVITY_INTERVALS = ['day', 'week', 'month'] as const;
export const ZActivityInterval = z.enum(ACTIVITY_INTERVALS);
export type TActivityInterval = z.infer<typeof ZActivityInterval>;

export const ZAnalyzeSalesQuery = ZActivityPeriod.extend({ interval: ZActivityInterval.default('day') });
export type TAnalyzeSalesQuery = z.infer<typeof ZAnalyzeSalesQuery>;
export const ZAnalyzeSalesExportQuery = ZAnalyzeSalesQuery.extend({ format: ZReportExportFormat });
export type TAnalyzeSalesExportQuery = z.infer<typeof ZAnalyzeSalesExportQuery>;

/**
 * What a group of bookings made in the period came to. `bookings`: PNRs made (failed holds apart); `issued`: those
 * ticketed (including later voided or refunded); `tickets`: their passengers; `sold`: what the buyers paid for the
 * issued ones; `conversion`: issued / bookings in per mille (0 when no booking).
 */
export const ZActivityFigures = z.object({
  bookings: ZCount,
  failed: ZCount,
  issued: ZCount,
  tickets: ZCount,
  voided: ZCount,
  refunded: ZCount,
  cancelled: ZCount,
  conversionPerMille: ZCount,
  sold: ZVnd,
});
export type TActivityFigures = z.infer<typeof ZActivityFigures>;

export const ZCustomerServicesRow = ZActivityFigures.extend({
  /** A user id (staff) or the customer's phone (customer). */
  key: z.string(),
  /** The staff member's full name and username, or the customer's name as the contact gave it. */
  name: z.string(),
  detail: z.string(),
  agency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
});
export type TCustomerServicesRow = z.infer<typeof ZCustomerServicesRow>;

const ZActivityAnswer = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.literal('Asia/Ho_Chi_Minh'),
  totals: ZActivityFigures,
});

export const ZCustomerServicesResponse = ZActivityAnswer.extend({
  groupBy: ZActivityGrouping,
  rows: z.array(ZCustomerServicesRow),
});
export type TCustomerServicesResponse = z.infer<typeof ZCustomerServicesResponse>;

export const ZAnalyzeSalesBucket = ZActivityFigures.extend({
  /** The first day of the bucket (yyyy-MM-dd, Vietnam): the day, the Monday of the week or the first of the month. */
  start: z.string(),
});
export type TAnalyzeSalesBucket = z.infer<typeof ZAnalyzeSalesBucket>;

export const ZAnalyzeSalesTop = z.object({ key: z.string(), issued: ZCount, tickets: ZCount, sold: ZVnd });
export type TAnalyzeSalesTop = z.infer<typeof ZAnalyzeSalesTop>;

export const ZAnalyzeSalesResponse = ZActivityAnswer.extend({
  interval: ZActivityInterval,
  /** Every bucket of the period, empty ones too, oldest first. */
  buckets: z.array(ZAnalyzeSalesBucket),
  /** The ten routes and the airlines with the most issued tickets. */
  topRoutes: z.array(ZAnalyzeSalesTop),
  topAirlines: z.array(ZAnalyzeSalesTop),
});
export type TAnalyzeSalesResponse = z.infer<typeof ZAnalyzeSalesResponse>;
