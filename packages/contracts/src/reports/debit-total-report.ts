// GET /api/reports/debit-total-report (+ /export): one row per agency below the viewer (and its own) with its deposit's figures over a period.
import { z } from 'zod';
import { ZIsoDay, ZReportExportFormat } from './report-query.js';
import { ZDebitFigures } from './debit-report.js';

const ZVnd = z.number().int();

/** children: the viewer's own row and its direct sub-agencies; all: every level below it. */
export const DEBIT_TOTAL_LEVELS = ['children', 'all'] as const;

export const ZDebitTotalReportQuery = z.strictObject({
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  levels: z.enum(DEBIT_TOTAL_LEVELS).default('children'),
});
export type TDebitTotalReportQuery = z.input<typeof ZDebitTotalReportQuery>;
export const ZDebitTotalReportExportQuery = ZDebitTotalReportQuery.extend({ format: ZReportExportFormat });

export const ZDebitTotalRow = ZDebitFigures.extend({
  agency: z.object({ id: z.string(), code: z.string(), name: z.string(), level: z.enum(['F1', 'F2', 'F3']) }),
  parentCode: z.string().nullable(),
  /** 0 for the viewer's own row, 1 for its direct sub-agencies… */
  depth: z.number().int(),
  /** Its agency_commission entries in the period: the fees it earned from its own sub-agencies (not in the deposit). */
  commission: ZVnd,
  creditLimit: ZVnd,
  /** Reserved holds now (issues in progress), and closing − reserved. */
  reserved: ZVnd,
  available: ZVnd,
});
export type TDebitTotalRow = z.infer<typeof ZDebitTotalRow>;

export const ZDebitTotalReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  levels: z.enum(DEBIT_TOTAL_LEVELS),
  rows: z.array(ZDebitTotalRow),
  /** Σ of each figure over the rows. */
  totals: ZDebitFigures.extend({ commission: ZVnd, creditLimit: ZVnd, reserved: ZVnd, available: ZVnd }),
  asOf: z.string(),
});
export type TDebitTotalReportResponse = z.infer<typeof ZDebitTotalReportResponse>;
