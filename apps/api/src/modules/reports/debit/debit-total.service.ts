// The debit total report: per agency of the viewer's tree, opening, top-ups, sales, voids/refunds, adjustments, closing, commission, credit limit, available.
import {
  MAX_STATEMENT_DAYS,
  type TDebitTotalReportResponse,
  type TDebitTotalRow,
  type TDebitTotalReportQuery,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { toVnd } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import type { Language } from '../../../platform/messages.js';
import { reportPeriod } from '../report-period.js';
import { bucketOf, debitFigures } from './debit-buckets.js';
import * as repo from './debit-total.repository.js';

export type DebitTotalService = ReturnType<typeof createDebitTotalService>;
export type DebitTotalCaller = { agencyId: string };

const SUMMED = [
  'openingBalance',
  'topUps',
  'sales',
  'voidsRefunds',
  'adjustments',
  'closingBalance',
  'commission',
  'creditLimit',
  'reserved',
  'available',
] as const;

/** One agency's row from its balance now and its groups of entries since the period start. */
function rowOf(agency: repo.DebitTreeAgency, groups: readonly repo.DebitMovementGroup[]): TDebitTotalRow {
  const deposit = groups.filter((group) => group.kind === 'agency_deposit');
  const sinceStart = deposit.reduce((sum, group) => sum + BigInt(group.sinceStart), 0n);
  const opening = toVnd(BigInt(agency.balance) - sinceStart);
  const figures = debitFigures(
    opening,
    deposit.map((group) => ({
      bucket: bucketOf(group.type, group.isAdjustment ? 'adjustment' : ''),
      amount: BigInt(group.sinceStart) - BigInt(group.sinceEnd),
    })),
  );
  const sinceEnd = deposit.reduce((sum, group) => sum + BigInt(group.sinceEnd), 0n);
  if (BigInt(figures.closingBalance) !== BigInt(agency.balance) - sinceEnd)
    throw new Error(`debit total of ${agency.id}: the period's movements do not reach its balance at the period end`);
  const commission = groups
    .filter((group) => group.kind === 'agency_commission')
    .reduce((sum, group) => sum + BigInt(group.sinceStart) - BigInt(group.sinceEnd), 0n);
  const reserved = toVnd(agency.reserved);
  return {
    agency: { id: agency.id, code: agency.code, name: agency.name, level: agency.level },
    parentCode: agency.parentCode,
    depth: agency.depth,
    ...figures,
    commission: toVnd(commission),
    creditLimit: toVnd(agency.creditLimit),
    reserved,
    available: toVnd(BigInt(figures.closingBalance) - BigInt(reserved)),
  };
}

function totalsOf(rows: readonly TDebitTotalRow[]): TDebitTotalReportResponse['totals'] {
  const entries = SUMMED.map((key) => [key, toVnd(rows.reduce((sum, row) => sum + BigInt(row[key]), 0n))] as const);
  return Object.fromEntries(entries) as TDebitTotalReportResponse['totals'];
}

export function createDebitTotalService(deps: { db: Database; clock: Clock }) {
  async function debitTotalsOf(
    caller: DebitTotalCaller,
    query: TDebitTotalReportQuery,
    language: Language,
  ): Promise<TDebitTotalReportResponse> {
    const now = deps.clock.now();
    const period = reportPeriod(query, { now, language, maxDays: MAX_STATEMENT_DAYS });
    const levels = query.levels ?? 'children';
    const reading = await repo.readDebitTotals(deps.db, {
      viewerAgencyId: caller.agencyId,
      isEveryLevel: levels === 'all',
      start: period.start,
      end: period.end,
    });
    // The platform has no deposit of its own (no row at depth 0): its report lists its F1s.
    const groupsOf = new Map<string, repo.DebitMovementGroup[]>();
    for (const group of reading.groups) groupsOf.set(group.agencyId, [...(groupsOf.get(group.agencyId) ?? []), group]);
    const rows = reading.agencies.map((agency) => rowOf(agency, groupsOf.get(agency.id) ?? []));
    return {
      from: period.from,
      to: period.to,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      levels,
      rows,
      totals: totalsOf(rows),
      asOf: now.toISOString(),
    };
  }
  return { debitTotalsOf };
}
