// The paid-change benchmark's checks: the deposit down by exactly the accepted totals with nothing left reserved, one
// DONE change and one sale per accepted quote on each booking, and the ledger invariants (as `npm run ledger:check`).
import { and, eq, inArray } from 'drizzle-orm';
import { tables } from '@portal/db';
import { checkLedgerInvariants, describeViolation } from '../../apps/api/src/modules/ledger/ledger-invariants.js';
import type { BenchEnv } from './booking-bench-env.js';
import { depositOf } from './booking-flow-checks.js';
import type { PaidCalls } from './paid-change-calls.js';

export type Deposit = Awaited<ReturnType<typeof depositOf>>;
/** What the run accepted: per booking, the totals of its changes answered 200 DONE. */
export type Accepted = Map<string, number[]>;

export const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
export const acceptedSum = (accepted: Accepted) => sumOf([...accepted.values()].flat());

async function salesPerBooking(env: BenchEnv, bookingIds: string[]): Promise<Map<string, number>> {
  const { ledgerTransactions } = tables;
  const rows = await env.database.db
    .select({ id: ledgerTransactions.referenceId })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.referenceType, 'booking'),
        eq(ledgerTransactions.type, 'S'),
        inArray(ledgerTransactions.referenceId, bookingIds),
      ),
    );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
  return counts;
}

/** Problems with the money of a run (none when it all holds) and how far the deposit moved. */
export async function checkPaidRun(
  env: BenchEnv,
  options: { agencyId: string; before: Deposit; accepted: Accepted; calls: PaidCalls },
): Promise<{ problems: string[]; dropped: number }> {
  const problems: string[] = [];
  const after = await depositOf(env, options.agencyId);
  const expected = acceptedSum(options.accepted);
  const dropped = options.before.balance - after.balance;
  if (dropped !== expected) problems.push(`deposit dropped by ${dropped}, accepted totals sum to ${expected}`);
  if (after.reserved !== options.before.reserved)
    problems.push(`deposit reserved ${options.before.reserved} → ${after.reserved}`);
  const bookingIds = [...options.accepted.keys()];
  const sales = bookingIds.length ? await salesPerBooking(env, bookingIds) : new Map<string, number>();
  for (const [bookingId, totals] of options.accepted) {
    const list = await options.calls.detailOfChanges(bookingId);
    const done = list.changes.filter((change) => change.status === 'DONE').length;
    const open = list.changes.filter((change) => change.status === 'SENT').length;
    if (done !== totals.length || open > 0)
      problems.push(`${bookingId}: ${totals.length} accepted, ${done} DONE and ${open} SENT listed`);
    // One sale at issue, then one per paid change.
    if ((sales.get(bookingId) ?? 0) !== 1 + totals.length)
      problems.push(`${bookingId}: ${sales.get(bookingId) ?? 0} sales for 1 issue and ${totals.length} changes`);
  }
  return { problems, dropped };
}

/** The ledger invariants over the whole database, printed like `npm run ledger:check`. */
export async function ledgerCheck(env: BenchEnv): Promise<{ problems: string[]; summary: string }> {
  const { violations, summary } = await checkLedgerInvariants(env.database.db);
  return {
    problems: violations.map((violation) => `ledger: ${describeViolation(violation)}`),
    summary: `${summary.accounts} accounts, ${summary.transactions} transactions, ${summary.entries} entries, ${summary.pendingReservations} pending reservations, sum of balances ${summary.sumOfBalances}`,
  };
}
