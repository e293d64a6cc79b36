// The deposit statement: opening balance, every movement of the deposit in a Vietnam-day period with running balances, closing balance.
import type { Database } from '@portal/db';
import {
  MAX_STATEMENT_DAYS,
  MAX_STATEMENT_MOVEMENTS,
  type TDepositStatementQuery,
  type TDepositStatementResponse,
  type TStatementAgencyOption,
  type TStatementMovement,
} from '@portal/contracts';
import { availableOf, PORTAL_TIME_ZONE, toVnd } from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import { notFound, requireFound } from '../../platform/errors.js';
import type { Language } from '../../platform/messages.js';
import { invalidFieldIn } from '../../platform/field-error.js';
import { reportPeriod } from '../reports/report-period.js';
import * as repo from './statements.repository.js';

export type StatementCaller = { agencyId: string };
export type DepositStatementService = ReturnType<typeof createDepositStatementService>;

/**
 * Running balances in entry order, summed as bigint so no đồng is ever lost; each figure must still be a safe
 * integer (toVnd throws otherwise, and the request fails rather than showing a rounded amount).
 */
export function withRunningBalances(
  openingBalance: number,
  entries: readonly repo.EntryRow[],
  statementAgencyId?: string,
) {
  let running = BigInt(openingBalance);
  let credits = 0n;
  let debits = 0n;
  const movements: TStatementMovement[] = entries.map((entry) => {
    const amount = BigInt(entry.amount);
    running += amount;
    if (amount > 0n) credits += amount;
    else debits -= amount;
    return {
      entryId: entry.entryId,
      transactionId: entry.transactionId,
      at: entry.at.toISOString(),
      type: entry.type,
      referenceType: entry.referenceType,
      referenceId: entry.referenceId,
      description: entry.booking?.description ?? entry.description,
      amount: entry.amount,
      balanceAfter: toVnd(running),
      pnr: entry.booking?.pnr ?? null,
      // A booking of another agency moved this deposit: a sub-agency's sale, paid along the fee chain.
      subAgency: entry.booking && entry.booking.agency.id !== statementAgencyId ? entry.booking.agency : null,
    };
  });
  return {
    movements,
    totals: { credits: toVnd(credits), debits: toVnd(debits), count: movements.length },
    closingBalance: toVnd(running),
  };
}

/** 400 naming `to`: the period holds more movements than one statement lists, so a shorter one is asked for. */
function tooManyMovements(limit: number, language: Language) {
  const count = (locale: string) => new Intl.NumberFormat(locale).format(limit);
  return invalidFieldIn(language, {
    field: 'to',
    vi: `kỳ này có hơn ${count('vi-VN')} giao dịch, vui lòng chọn khoảng ngắn hơn`,
    en: `more than ${count('en-US')} movements in this period, please choose a shorter one`,
  });
}

export type DepositStatementDeps = {
  db: Database;
  clock: Clock;
  /** More movements than this in one period answer 400 (ask for a shorter period); tests lower it. */
  maxMovements?: number;
};

export function createDepositStatementService({
  db,
  clock,
  maxMovements = MAX_STATEMENT_MOVEMENTS,
}: DepositStatementDeps) {
  /** The agency whose deposit is asked for: the caller's own or one below it; anything else, and the platform, is 404. */
  async function depositAgencyFor(caller: StatementCaller, agencyId: string | undefined): Promise<repo.ScopedAgency> {
    const agency = requireFound(
      await repo.findAgencyInScope(db, { scopeAgencyId: caller.agencyId, agencyId: agencyId ?? caller.agencyId }),
    );
    if (agency.level === 'platform') throw notFound();
    return agency;
  }

  async function statementOf(
    caller: StatementCaller,
    query: TDepositStatementQuery,
    language: Language,
  ): Promise<TDepositStatementResponse> {
    const now = clock.now();
    const period = reportPeriod(query, { now, language, maxDays: MAX_STATEMENT_DAYS });
    const agency = await depositAgencyFor(caller, query.agencyId);
    const reading = await repo.readStatement(db, {
      agencyId: agency.id,
      start: period.start,
      end: period.end,
      limit: maxMovements,
    });
    if (reading.entries.length > maxMovements) throw tooManyMovements(maxMovements, language);
    const { deposit } = reading;
    const openingBalance = toVnd(BigInt(deposit.balance) - BigInt(reading.sumSinceStart));
    const { movements, totals, closingBalance } = withRunningBalances(openingBalance, reading.entries, agency.id);
    return {
      agency: { id: agency.id, code: agency.code, name: agency.name, level: agency.level as 'F1' | 'F2' | 'F3' },
      from: period.from,
      to: period.to,
      timeZone: PORTAL_TIME_ZONE,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      openingBalance,
      movements,
      totals,
      closingBalance,
      current: {
        balance: deposit.balance,
        reserved: deposit.reserved,
        available: availableOf(deposit),
        creditLimit: deposit.creditLimit,
        asOf: now.toISOString(),
      },
    };
  }

  /** Agencies the caller may ask a statement of: its own (not the platform's) and every agency below it. */
  async function selectableAgencies(caller: StatementCaller): Promise<TStatementAgencyOption[]> {
    const rows = await repo.listAgenciesInScope(db, caller.agencyId);
    return rows.map((row) => ({ ...row, level: row.level as TStatementAgencyOption['level'] }));
  }

  return { statementOf, selectableAgencies, depositAgencyFor };
}
