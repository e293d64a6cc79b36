// GET /api/deposits/statement (+ /export, /agencies): one deposit's movements over Vietnam calendar days, in integer VND.
import { z } from 'zod';
import { ZIsoDay, ZReportExportFormat } from '../reports/report-query.js';

const ZVnd = z.number().int();

/** A period covers at most this many calendar days (a leap year), from and to included. */
export const MAX_STATEMENT_DAYS = 366;
/** More movements than this in one period: the caller is asked for a shorter one instead of a huge answer. */
export const MAX_STATEMENT_MOVEMENTS = 20_000;

export const ZDepositStatementQuery = z.strictObject({
  /** The caller's own agency when absent; otherwise an agency below it in the tree. */
  agencyId: z.guid().optional(),
  /** yyyy-MM-dd, a Vietnam calendar day (00:00–24:00 Asia/Ho_Chi_Minh); default the first day of the current month. */
  from: ZIsoDay.optional(),
  /** yyyy-MM-dd, included; default today in Vietnam. */
  to: ZIsoDay.optional(),
});
export type TDepositStatementQuery = z.infer<typeof ZDepositStatementQuery>;

export const ZDepositStatementExportQuery = ZDepositStatementQuery.extend({ format: ZReportExportFormat });
export type TDepositStatementExportQuery = z.infer<typeof ZDepositStatementExportQuery>;

export const ZStatementAgency = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.enum(['F1', 'F2', 'F3']),
});
export type TStatementAgency = z.infer<typeof ZStatementAgency>;

/** One entry of the deposit account: the deposit's side of a ledger transaction. */
export const ZStatementMovement = z.object({
  entryId: z.number().int(),
  transactionId: z.string(),
  /** ISO instant the movement was booked. */
  at: z.string(),
  /** The ledger transaction's type: T top up, C pay, S sale, V void, R refund (SPEC.md §9), or a type added later. */
  type: z.string(),
  referenceType: z.string(),
  referenceId: z.string(),
  description: z.string(),
  /** Signed: positive raises the deposit. */
  amount: ZVnd,
  /** The deposit's balance right after this movement (movements in entry order). */
  balanceAfter: ZVnd,
  /** A booking's movement: the booking's PNR (null when the reference is no booking or the booking has no PNR yet). */
  pnr: z.string().nullable(),
  /** On a parent's statement, the sub-agency whose booking caused the movement; null for the agency's own. */
  subAgency: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
});
export type TStatementMovement = z.infer<typeof ZStatementMovement>;

export const ZDepositStatementResponse = z.object({
  agency: ZStatementAgency,
  from: z.string(),
  to: z.string(),
  timeZone: z.literal('Asia/Ho_Chi_Minh'),
  /** The period as instants: from 00:00 of `from` up to, not including, 00:00 after `to` (Vietnam time). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The sum of every entry before periodStart. */
  openingBalance: ZVnd,
  movements: z.array(ZStatementMovement),
  /** credits: the positive amounts; debits: the negative ones, as a positive figure. closing = opening + credits − debits. */
  totals: z.object({ credits: ZVnd, debits: ZVnd, count: z.number().int() }),
  closingBalance: ZVnd,
  /** The deposit as it is now (reservations are not movements; they show here as reserved). */
  current: z.object({ balance: ZVnd, reserved: ZVnd, available: ZVnd, creditLimit: ZVnd, asOf: z.string() }),
});
export type TDepositStatementResponse = z.infer<typeof ZDepositStatementResponse>;

/** GET /api/deposits/statement/agencies: the agencies whose statement the caller may read, tree order. */
export const ZStatementAgencyOption = ZStatementAgency.extend({
  parentId: z.string().nullable(),
  parentCode: z.string().nullable(),
  status: z.enum(['active', 'locked']),
  /** 0 for the caller's own agency, 1 for its direct sub-agencies… */
  depth: z.number().int(),
});
export type TStatementAgencyOption = z.infer<typeof ZStatementAgencyOption>;
export const ZStatementAgenciesResponse = z.object({ items: z.array(ZStatementAgencyOption) });
export type TStatementAgenciesResponse = z.infer<typeof ZStatementAgenciesResponse>;
