// The debit report (công nợ): the deposit statement of one agency in the viewer's tree, each movement put in its bucket, with per-type totals.
import type {
  TDebitReportQuery,
  TDebitReportResponse,
  TDebitTypeTotal,
  TStatementAgencyOption,
} from '@portal/contracts';
import { toVnd } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import type { DepositStatementService, StatementCaller } from '../../deposits/statements.service.js';
import { ADJUSTMENT_REFERENCE, bucketOf, debitFigures } from './debit-buckets.js';

export type DebitReportService = ReturnType<typeof createDebitReportService>;

/** T, C, S, V, R first in that order (SPEC §9), then any type added later, alphabetical. */
const TYPE_ORDER = ['T', 'C', 'S', 'V', 'R'];
const typeRank = (type: string) => (TYPE_ORDER.includes(type) ? TYPE_ORDER.indexOf(type) : TYPE_ORDER.length);

function typeTotals(movements: readonly { type: string; amount: number }[]): TDebitTypeTotal[] {
  const byType = new Map<string, { count: number; amount: bigint }>();
  for (const { type, amount } of movements) {
    const total = byType.get(type) ?? { count: 0, amount: 0n };
    total.count += 1;
    total.amount += BigInt(amount);
    byType.set(type, total);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => typeRank(a) - typeRank(b) || a.localeCompare(b))
    .map(([type, total]) => ({ type, count: total.count, amount: toVnd(total.amount) }));
}

/**
 * Reads through the deposits module's statement service (its scope check, snapshot and running balances; decision
 * 010), so the two reports of one deposit cannot disagree.
 */
export function createDebitReportService(deps: { statements: DepositStatementService }) {
  async function debitReportOf(
    caller: StatementCaller,
    query: TDebitReportQuery,
    language: Language,
  ): Promise<TDebitReportResponse> {
    const statement = await deps.statements.statementOf(caller, query, language);
    const movements = statement.movements.map((movement) => ({
      ...movement,
      bucket: bucketOf(movement.type, movement.referenceType),
      isAdjustment: movement.referenceType === ADJUSTMENT_REFERENCE,
    }));
    const figures = debitFigures(statement.openingBalance, movements);
    if (figures.closingBalance !== statement.closingBalance)
      throw new Error(`debit report of ${statement.agency.id}: buckets do not add up to the statement's closing`);
    return {
      agency: statement.agency,
      from: statement.from,
      to: statement.to,
      periodStart: statement.periodStart,
      periodEnd: statement.periodEnd,
      figures,
      movements,
      byType: typeTotals(movements),
      totals: statement.totals,
      creditLimit: statement.current.creditLimit,
      current: {
        balance: statement.current.balance,
        reserved: statement.current.reserved,
        available: statement.current.available,
        asOf: statement.current.asOf,
      },
    };
  }

  /** The agencies the caller may choose: its own and every agency below it, tree order. */
  async function selectableAgencies(caller: StatementCaller): Promise<TStatementAgencyOption[]> {
    return deps.statements.selectableAgencies(caller);
  }

  return { debitReportOf, selectableAgencies };
}
