// The debit report (công nợ): one page of an agency's deposit movements, each in its bucket with its running balance,
// and the period's figures, per-type totals and daily balances from SQL aggregates over the whole period (decision 103).
import type {
  TDebitMovement,
  TDebitReportQuery,
  TDebitReportResponse,
  TDebitTypeTotal,
  TStatementAgencyOption,
  TStatementMovement,
} from '@portal/contracts';
import { toVnd } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import type {
  MovementGroup,
  StatementFilters,
  StatementHead,
  StatementPagesService,
} from '../../deposits/statement-pages.service.js';
import type { DepositStatementService, StatementCaller } from '../../deposits/statements.service.js';
import { ADJUSTMENT_REFERENCE, bucketOf, debitFigures } from './debit-buckets.js';

export type DebitReportService = ReturnType<typeof createDebitReportService>;
export type DebitReportHead = Omit<TDebitReportResponse, 'movements' | 'page'>;

/** T, C, S, V, R first in that order (SPEC §9), then any type added later, alphabetical. */
const TYPE_ORDER = ['T', 'C', 'S', 'V', 'R'];
const typeRank = (type: string) => (TYPE_ORDER.includes(type) ? TYPE_ORDER.indexOf(type) : TYPE_ORDER.length);

function typeTotals(groups: readonly MovementGroup[]): TDebitTypeTotal[] {
  const byType = new Map<string, { count: number; amount: bigint }>();
  for (const { type, count, amount } of groups) {
    const total = byType.get(type) ?? { count: 0, amount: 0n };
    total.count += count;
    total.amount += amount;
    byType.set(type, total);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => typeRank(a) - typeRank(b) || a.localeCompare(b))
    .map(([type, total]) => ({ type, count: total.count, amount: toVnd(total.amount) }));
}

/** The balance at the end of each Vietnam day that moved: the opening plus every group up to that day. */
function dailyBalances(openingBalance: number, groups: readonly MovementGroup[]) {
  const byDay = new Map<string, bigint>();
  for (const group of groups) byDay.set(group.day, (byDay.get(group.day) ?? 0n) + group.amount);
  let running = BigInt(openingBalance);
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, amount]) => {
      running += amount;
      return { day, balance: toVnd(running) };
    });
}

export const debitMovementOf = (movement: TStatementMovement): TDebitMovement => ({
  ...movement,
  bucket: bucketOf(movement.type, movement.referenceType),
  isAdjustment: movement.referenceType === ADJUSTMENT_REFERENCE,
});

/** Figures, per-type totals, credits and debits of the whole period, from its groups; refuses figures that do not add up. */
function debitHeadOf(head: StatementHead): DebitReportHead {
  const figures = debitFigures(
    head.openingBalance,
    head.groups.map((group) => ({
      bucket: bucketOf(group.type, group.isAdjustment ? ADJUSTMENT_REFERENCE : ''),
      amount: group.amount,
    })),
  );
  if (figures.closingBalance !== head.closingBalance)
    throw new Error(`debit report of ${head.agency.id}: buckets do not add up to the closing balance`);
  const sum = (pick: (group: MovementGroup) => bigint) => toVnd(head.groups.reduce((s, g) => s + pick(g), 0n));
  return {
    agency: head.agency,
    from: head.from,
    to: head.to,
    periodStart: head.periodStart,
    periodEnd: head.periodEnd,
    figures,
    dailyBalances: dailyBalances(head.openingBalance, head.groups),
    byType: typeTotals(head.groups),
    totals: {
      credits: sum((group) => group.credits),
      debits: sum((group) => group.debits),
      count: head.groups.reduce((count, group) => count + group.count, 0),
    },
    creditLimit: head.current.creditLimit,
    current: {
      balance: head.current.balance,
      reserved: head.current.reserved,
      available: head.current.available,
      asOf: head.current.asOf,
    },
  };
}

/**
 * Reads through the deposits module's services (its scope check, snapshot and running balances; decision 010 and
 * 103), so the debit report and the deposit statement of one deposit cannot disagree.
 */
export function createDebitReportService(deps: { statements: DepositStatementService; pages: StatementPagesService }) {
  async function debitReportOf(
    caller: StatementCaller,
    query: TDebitReportQuery,
    language: Language,
  ): Promise<TDebitReportResponse> {
    const { head, movements, page } = await deps.pages.pageOf(caller, query, language);
    return { ...debitHeadOf(head), movements: movements.map(debitMovementOf), page };
  }

  /** The head of the report and every matching movement of the period in chunks, for a file. */
  async function debitExportOf(caller: StatementCaller, filters: StatementFilters, language: Language) {
    const { head, chunks } = await deps.pages.exportOf(caller, filters, language);
    async function* debitChunks() {
      for await (const chunk of chunks) yield chunk.map(debitMovementOf);
    }
    return { head: debitHeadOf(head), chunks: debitChunks() };
  }

  /** The agencies the caller may choose: its own and every agency below it, tree order. */
  async function selectableAgencies(caller: StatementCaller): Promise<TStatementAgencyOption[]> {
    return deps.statements.selectableAgencies(caller);
  }

  return { debitReportOf, debitExportOf, selectableAgencies };
}
