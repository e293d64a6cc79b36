// The ledger's invariants, read from one consistent snapshot; used by the tests and by `npm run ledger:check`.
import { and, eq, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { toVnd } from '@portal/domain';

const { agencies, ledgerAccounts, ledgerBalances, ledgerEntries, ledgerReservations, ledgerTransactions } = tables;

/** Amounts are exact decimal text: a corrupted row may hold more than a safe integer, and the check must still report it. */
export type LedgerViolation =
  | { kind: 'unbalancedTransaction'; transactionId: string; sum: string; entries: number }
  | { kind: 'balanceMismatch'; accountId: string; balance: string | null; entriesSum: string }
  | { kind: 'reservedMismatch'; accountId: string; reserved: string; pendingSum: string }
  | { kind: 'belowCreditLimit'; accountId: string; agencyId: string; available: string; creditLimit: string }
  | { kind: 'postedReservationMismatch'; reservationId: string; amount: string; postedFromAccount: string }
  | { kind: 'saleWithoutReservation'; transactionId: string; accountId: string }
  | { kind: 'overCredited'; transactionId: string; accountId: string; sold: string; reversed: string }
  | { kind: 'ledgerNotZero'; sumOfBalances: string };

export type LedgerSummary = {
  accounts: number;
  transactions: number;
  entries: number;
  pendingReservations: number;
  reservedTotal: number;
  depositTotal: number;
  sumOfBalances: number;
};

export type LedgerCheck = { violations: LedgerViolation[]; summary: LedgerSummary };

const sumText = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Runs every check in one REPEATABLE READ, read-only transaction, so concurrent movements never show up half-seen. */
export async function checkLedgerInvariants(db: Database): Promise<LedgerCheck> {
  return db.transaction(
    async (tx) => {
      const violations: LedgerViolation[] = [];

      const unbalanced = await tx
        .select({
          transactionId: ledgerTransactions.id,
          sum: sumText(ledgerEntries.amount),
          entries: sql<number>`count(${ledgerEntries.id})::int`,
        })
        .from(ledgerTransactions)
        .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .groupBy(ledgerTransactions.id)
        .having(sql`coalesce(sum(${ledgerEntries.amount}), 0) <> 0 or count(${ledgerEntries.id}) < 2`);
      violations.push(...unbalanced.map((row) => ({ kind: 'unbalancedTransaction' as const, ...row })));

      const entrySums = tx
        .select({ accountId: ledgerEntries.accountId, total: sql<string>`sum(${ledgerEntries.amount})`.as('total') })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.accountId)
        .as('entry_sums');
      const balanceMismatches = await tx
        .select({
          accountId: ledgerAccounts.id,
          balance: sql<string | null>`${ledgerBalances.balance}::text`,
          entriesSum: sql<string>`coalesce(${entrySums.total}, 0)::text`,
        })
        .from(ledgerAccounts)
        .leftJoin(ledgerBalances, eq(ledgerBalances.accountId, ledgerAccounts.id))
        .leftJoin(entrySums, eq(entrySums.accountId, ledgerAccounts.id))
        .where(sql`${ledgerBalances.balance} is distinct from coalesce(${entrySums.total}, 0)`);
      violations.push(...balanceMismatches.map((row) => ({ kind: 'balanceMismatch' as const, ...row })));

      const pendingSums = tx
        .select({
          accountId: ledgerReservations.accountId,
          total: sql<string>`sum(${ledgerReservations.amount})`.as('total'),
        })
        .from(ledgerReservations)
        .where(eq(ledgerReservations.status, 'pending'))
        .groupBy(ledgerReservations.accountId)
        .as('pending_sums');
      const reservedMismatches = await tx
        .select({
          accountId: ledgerBalances.accountId,
          reserved: sql<string>`${ledgerBalances.reserved}::text`,
          pendingSum: sql<string>`coalesce(${pendingSums.total}, 0)::text`,
        })
        .from(ledgerBalances)
        .leftJoin(pendingSums, eq(pendingSums.accountId, ledgerBalances.accountId))
        .where(sql`${ledgerBalances.reserved} <> coalesce(${pendingSums.total}, 0)`);
      violations.push(...reservedMismatches.map((row) => ({ kind: 'reservedMismatch' as const, ...row })));

      const overdrawn = await tx
        .select({
          accountId: ledgerAccounts.id,
          agencyId: sql<string>`${ledgerAccounts.agencyId}`,
          available: sql<string>`(${ledgerBalances.balance} - ${ledgerBalances.reserved})::text`,
          creditLimit: sql<string>`${agencies.creditLimit}::text`,
        })
        .from(ledgerBalances)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
        .innerJoin(agencies, eq(agencies.id, ledgerAccounts.agencyId))
        .where(
          and(
            eq(ledgerAccounts.kind, 'agency_deposit'),
            sql`${ledgerBalances.balance} - ${ledgerBalances.reserved} < -greatest(${agencies.creditLimit}, 0)`,
          ),
        );
      violations.push(...overdrawn.map((row) => ({ kind: 'belowCreditLimit' as const, ...row })));

      const postedMismatches = await tx
        .select({
          reservationId: ledgerReservations.id,
          amount: sql<string>`${ledgerReservations.amount}::text`,
          postedFromAccount: sql<string>`(-coalesce(sum(${ledgerEntries.amount}), 0))::text`,
        })
        .from(ledgerReservations)
        .leftJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.transactionId, ledgerReservations.transactionId),
            eq(ledgerEntries.accountId, ledgerReservations.accountId),
          ),
        )
        .where(eq(ledgerReservations.status, 'posted'))
        .groupBy(ledgerReservations.id)
        .having(sql`coalesce(sum(${ledgerEntries.amount}), 0) <> -${ledgerReservations.amount}`);
      violations.push(...postedMismatches.map((row) => ({ kind: 'postedReservationMismatch' as const, ...row })));

      // A sale (S) is always a posted reservation of every deposit it takes from (a split sale: one per deposit of
      // its chain); with postedReservationMismatch, a sale's deposit legs equal its reservations exactly.
      const unreserved = await tx
        .select({ transactionId: ledgerEntries.transactionId, accountId: ledgerEntries.accountId })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerTransactions.type, 'S'),
            eq(ledgerAccounts.kind, 'agency_deposit'),
            sql`not exists (select 1 from ${ledgerReservations} r where r.transaction_id = ${ledgerEntries.transactionId} and r.account_id = ${ledgerEntries.accountId} and r.status = 'posted')`,
          ),
        )
        .groupBy(ledgerEntries.transactionId, ledgerEntries.accountId);
      violations.push(...unreserved.map((row) => ({ kind: 'saleWithoutReservation' as const, ...row })));

      // Voids and refunds never give back more of any part (account) of a sale than the sale moved on it, nor the
      // same way round, nor on an account the sale did not touch.
      const reversedParts = await tx.execute(sql`
        with reversed as (
          select t.reverses_transaction_id as transaction_id, e.account_id, sum(e.amount) as reversed
          from ${ledgerTransactions} t join ${ledgerEntries} e on e.transaction_id = t.id
          where t.reverses_transaction_id is not null
          group by t.reverses_transaction_id, e.account_id
        ),
        sold as (
          select e.transaction_id, e.account_id, sum(e.amount) as sold
          from ${ledgerEntries} e
          where e.transaction_id in (select transaction_id from reversed)
          group by e.transaction_id, e.account_id
        )
        select r.transaction_id::text as transaction_id, r.account_id::text as account_id,
          coalesce(s.sold, 0)::text as sold, r.reversed::text as reversed
        from reversed r left join sold s on s.transaction_id = r.transaction_id and s.account_id = r.account_id
        where abs(r.reversed) > abs(coalesce(s.sold, 0)) or (r.reversed <> 0 and sign(r.reversed) = sign(coalesce(s.sold, 0)))`);
      const overCredited = (reversedParts as unknown as { rows: Record<string, string>[] }).rows;
      violations.push(
        ...overCredited.map((row) => ({
          kind: 'overCredited' as const,
          transactionId: row.transaction_id!,
          accountId: row.account_id!,
          sold: row.sold!,
          reversed: row.reversed!,
        })),
      );

      const summary = await summarise(tx);
      if (summary.sumOfBalances !== '0')
        violations.push({ kind: 'ledgerNotZero', sumOfBalances: summary.sumOfBalances });
      return { violations, summary: { ...summary, sumOfBalances: toVnd(summary.sumOfBalances) } };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function summarise(tx: Database) {
  const [counts] = await tx
    .select({
      accounts: sql<number>`(select count(*) from ${ledgerAccounts})::int`,
      transactions: sql<number>`(select count(*) from ${ledgerTransactions})::int`,
      entries: sql<number>`(select count(*) from ${ledgerEntries})::int`,
      pendingReservations: sql<number>`(select count(*) from ${ledgerReservations} where ${ledgerReservations.status} = 'pending')::int`,
    })
    .from(sql`(select 1) as one`);
  const [totals] = await tx
    .select({
      reservedTotal: sumText(ledgerBalances.reserved),
      depositTotal: sql<string>`coalesce(sum(${ledgerBalances.balance}) filter (where ${ledgerAccounts.kind} = 'agency_deposit'), 0)::text`,
      sumOfBalances: sumText(ledgerBalances.balance),
    })
    .from(ledgerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId));
  return {
    accounts: counts?.accounts ?? 0,
    transactions: counts?.transactions ?? 0,
    entries: counts?.entries ?? 0,
    pendingReservations: counts?.pendingReservations ?? 0,
    reservedTotal: toVnd(totals?.reservedTotal),
    depositTotal: toVnd(totals?.depositTotal),
    sumOfBalances: totals?.sumOfBalances ?? '0',
  };
}

/** One line per violation, for the operator. */
export function describeViolation(violation: LedgerViolation): string {
  switch (violation.kind) {
    case 'unbalancedTransaction':
      return `transaction ${violation.transactionId}: ${violation.entries} entries summing to ${violation.sum}, not zero`;
    case 'balanceMismatch':
      return `account ${violation.accountId}: balance ${violation.balance ?? '(no balance row)'} but its entries sum to ${violation.entriesSum}`;
    case 'reservedMismatch':
      return `account ${violation.accountId}: reserved ${violation.reserved} but its pending reservations sum to ${violation.pendingSum}`;
    case 'belowCreditLimit':
      return `deposit ${violation.accountId} of agency ${violation.agencyId}: available ${violation.available} is below minus its credit limit ${violation.creditLimit}`;
    case 'postedReservationMismatch':
      return `reservation ${violation.reservationId}: amount ${violation.amount} but its transaction took ${violation.postedFromAccount} from the account`;
    case 'saleWithoutReservation':
      return `sale ${violation.transactionId}: takes from deposit ${violation.accountId} without a posted reservation of it`;
    case 'overCredited':
      return `transaction ${violation.transactionId}: its voids and refunds moved ${violation.reversed} on account ${violation.accountId}, which the sale moved by ${violation.sold}`;
    case 'ledgerNotZero':
      return `all balances together sum to ${violation.sumOfBalances}, not zero`;
  }
}
