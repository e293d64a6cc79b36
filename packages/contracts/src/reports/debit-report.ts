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

/** Movements on one page of the debit report: at most this many (decision 103). */
export const DEBIT_PAGE_MAX = 200;
export const DEBIT_PAGE_SIZES = [25, 50, 100] as const;

/** The ledger types a debit report can be narrowed to (SPEC §9): top-up, payment, sale, void, refund. */
export const DEBIT_MOVEMENT_TYPES = ['T', 'C', 'S', 'V', 'R'] as const;

/** agencyId: the caller's own agency when absent, else one below it (another branch is 404); type narrows the movements. */
export const ZDebitReportFilters = ZDepositStatementQuery.extend({
  type: z.enum(DEBIT_MOVEMENT_TYPES).optional(),
  /** By the movement's time (then its entry id): oldest first (asc, the statement's order) or newest first. */
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const ZDebitReportQuery = ZDebitReportFilters.extend({
  limit: z.coerce.number().int().min(1).max(DEBIT_PAGE_MAX).default(50),
  /**
   * A page's nextCursor, prevCursor or lastCursor for the same agency, period, type and order; absent: the first page
   * (keyset on the movement's time and entry id, decision 103).
   */
  cursor: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type TDebitReportQuery = z.infer<typeof ZDebitReportQuery>;
/** The file holds every movement of the period (type and order as asked), not one page. */
export const ZDebitReportExportQuery = ZDebitReportFilters.extend({ format: ZReportExportFormat });
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
  /** One page of movements (type and order as asked); each balanceAfter is the deposit's after it, over every type. */
  movements: z.array(ZDebitMovement),
  page: z.object({
    /** Movements of the period matching the type (every page). */
    total: z.number().int(),
    limit: z.number().int(),
    /** The cursor of the page after this one; null on the last page. */
    nextCursor: z.string().nullable(),
    /** The cursor of the page before this one; null on the first page. */
    prevCursor: z.string().nullable(),
    /** The cursor of the last page (its remainder of `total`); null when there is one page. */
    lastCursor: z.string().nullable(),
  }),
  /** The balance at the end of each Vietnam day of the period that moved (yyyy-MM-dd), every type counted. */
  dailyBalances: z.array(z.object({ day: z.string(), balance: ZVnd })),
  byType: z.array(ZDebitTypeTotal),
  /** credits: the positive amounts; debits: the negative ones as a positive figure (every type of the period). */
  totals: z.object({ credits: ZVnd, debits: ZVnd, count: z.number().int() }),
  creditLimit: ZVnd,
  /** The deposit now: reserved holds are not movements. */
  current: z.object({ balance: ZVnd, reserved: ZVnd, available: ZVnd, asOf: z.string() }),
});
export type TDebitReportResponse = z.infer<typeof ZDebitReportResponse>;

export const ZDebitReportAgenciesResponse = z.object({ items: z.array(ZStatementAgencyOption) });
export type TDebitReportAgenciesResponse = z.infer<typeof ZDebitReportAgenciesResponse>;
