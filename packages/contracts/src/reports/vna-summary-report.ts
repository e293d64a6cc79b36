// GET /api/reports/vna-summary-report (+ /export): Vietnam Airlines tickets (stock 738) by month and class group of SPEC §9.
import { z } from 'zod';
import { ZFlightDataMode } from './flight-data-report.js';
import { ZIsoDay, ZReportExportFormat } from './report-query.js';

const ZVnd = z.number().int();
const ZCount = z.number().int();

export const ZVnaSummaryQuery = z.strictObject({
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  mode: ZFlightDataMode.default('FLIGHT_DATE'),
  subAgencyId: z.guid().optional(),
});
export type TVnaSummaryQuery = z.input<typeof ZVnaSummaryQuery>;

export const ZVnaSummaryExportQuery = ZVnaSummaryQuery.extend({ format: ZReportExportFormat });

export const ZVnaSummaryFigures = z.object({
  /** Standing tickets (issued, neither voided nor refunded), each counted in the row of its first flight. */
  tickets: ZCount,
  /** Segments (coupons) of the standing tickets on flights of the row. */
  segments: ZCount,
  baseFare: ZVnd,
  /** YQ/YR included in the tax; 0 for tickets sold before the figure was kept. */
  carrierSurcharge: ZVnd,
  /** baseFare + carrierSurcharge: what Vietnam Airlines counts, without the other taxes and VAT. */
  revenue: ZVnd,
  voidedTickets: ZCount,
  refundedTickets: ZCount,
  refundedRevenue: ZVnd,
  /** Standing tickets whose stored prices have no carrier surcharge figure (sold before it was kept: counted 0). */
  ticketsWithoutSurcharge: ZCount,
});
export type TVnaSummaryFigures = z.infer<typeof ZVnaSummaryFigures>;

export const ZVnaSummaryRow = ZVnaSummaryFigures.extend({
  /** yyyy-MM */
  month: z.string(),
  /** 'P/A/G' … 'D/I', or OTHER. */
  classGroup: z.string(),
  isDomestic: z.boolean(),
});
export type TVnaSummaryRow = z.infer<typeof ZVnaSummaryRow>;

export const ZVnaSummaryResponse = z.object({
  from: z.string(),
  to: z.string(),
  mode: ZFlightDataMode,
  agency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  rows: z.array(ZVnaSummaryRow),
  totals: ZVnaSummaryFigures,
  domestic: ZVnaSummaryFigures,
  international: ZVnaSummaryFigures,
});
export type TVnaSummaryResponse = z.infer<typeof ZVnaSummaryResponse>;
