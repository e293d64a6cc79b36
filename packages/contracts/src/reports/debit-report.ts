// GET /api/reports/debit-report (+ /export, /agencies): one agency's deposit movements (công nợ) with kinds, per-kind totals and credit limit.
import { z } from 'zod';
import {
  ZDepositStatementQuery,
  ZStatementAgency,
  ZStatementAgencyOption,
  ZStatementMovement,
} from '../deposits/statement.js';
import { ZReportExportFormat } from './report-query.js';

const ZVnd = z.number().int();

/**
 * Where a deposit movement counts on the debit reports (decision 095): top-ups are every T (a parent's credit
 * adjustment is a T); sales are S and C; voids and refunds V and R; adjustments the parent's debit adjustments (a C
 * against the parent's funding, reference `adjustment`).
 */
export const DEBIT_BUCKETS = ['topUps', 'sales', 'voidsRefunds', 'adjustments'] as const;
export const ZDebitBucket = z.enum(DEBIT_BUCKETS);
export type TDebitBucket = z.infer<typeof ZDebitBucket>;

/** Signed sums of one agency's deposit movements in a period, by bucket: opening + the four = closing. */
export const ZDebitFigures = z.object({
  openingBalance: ZVnd,
  topUps: ZVnd,
  sales: ZVnd,
  voidsRefunds: ZVnd,
  adjustments: ZVnd,
  closingBalance: ZVnd,
});
export type TDebitFigures = z.infer<typeof ZDebitFigures>;

/** agencyId: the caller's own agency when absent, else one below it (another branch is 404). */
export const ZDebitReportQuery = ZDepositStatementQuery;
export type TDebitReportQuery = z.infer<typeof ZDebitReportQuery>;
export const ZDebitReportExportQuery = ZDebitReportQuery.extend({ format: ZReportExportFormat });
export type TDebitReportExportQuery = z.infer<typeof ZDebitReportExportQuery>;

export const ZDebitMovement = ZStatementMovement.extend({
  bucket: ZDebitBucket,
  /** A parent's adjustment of this deposit (credit or debit), not a top-up request or a sale. */
  isAdjustment: z.boolean(),
});
export type TDebitMovement = z.infer<typeof ZDebitMovement>;

/** Per ledger type (T, C, S, V, R): how many movements and their signed sum. */
export const ZDebitTypeTotal = z.object({ type: z.string(), count: z.number().int(), amount: ZVnd });
export type TDebitTypeTotal = z.infer<typeof ZDebitTypeTotal>;

export const ZDebitReportResponse = z.object({
  agency: ZStatementAgency,
  from: z.string(),
  to: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  figures: ZDebitFigures,
  movements: z.array(ZDebitMovement),
  byType: z.array(ZDebitTypeTotal),
  /** credits: the positive amounts; debits: the negative ones as a positive figure. */
  totals: z.object({ credits: ZVnd, debits: ZVnd, count: z.number().int() }),
  creditLimit: ZVnd,
  /** The deposit now: reserved holds are not movements. */
  current: z.object({ balance: ZVnd, reserved: ZVnd, available: ZVnd, asOf: z.string() }),
});
export type TDebitReportResponse = z.infer<typeof ZDebitReportResponse>;

export const ZDebitReportAgenciesResponse = z.object({ items: z.array(ZStatementAgencyOption) });
export type TDebitReportAgenciesResponse = z.infer<typeof ZDebitReportAgenciesResponse>;
