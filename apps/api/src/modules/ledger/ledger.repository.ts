// Database access for the ledger: accounts, locked balance rows, transactions with their entries, reservations.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { type DepositState, type LedgerAccountKind, type ReservationStatus } from '@portal/domain';

const { agencies, ledgerAccounts, ledgerBalances, ledgerTransactions, ledgerEntries, ledgerReservations } = tables;

/** What never changes about an agency (its credit limit is read under the balance lock instead). */
export type AgencyForLedger = { id: string; level: 'platform' | 'F1' | 'F2' | 'F3'; parentId: string | null };
export type LockedBalance = DepositState & { accountId: string };
export type BalanceDelta = { accountId: string; balance: number; reserved: number };
export type ReservationRow = typeof ledgerReservations.$inferSelect;
export type KeyedTransaction = { id: string; requestHash: string };

export async function findAgency(db: Database, agencyId: string): Promise<AgencyForLedger | undefined> {
  const [row] = await db
    .select({ id: agencies.id, level: agencies.level, parentId: agencies.parentId })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row;
}

export async function findAccountId(
  db: Database,
  agencyId: string | null,
  kind: LedgerAccountKind,
): Promise<string | undefined> {
  const owner = agencyId === null ? sql`${ledgerAccounts.agencyId} is null` : eq(ledgerAccounts.agencyId, agencyId);
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(owner, eq(ledgerAccounts.kind, kind)));
  return row?.id;
}

/** Opens the account and its zero balance row together, so a visible account always has a balance row. */
export async function openAccount(db: Database, agencyId: string | null, kind: LedgerAccountKind): Promise<string> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ledgerAccounts)
      .values({ agencyId, kind })
      .onConflictDoNothing()
      .returning({ id: ledgerAccounts.id });
    if (created) {
      await tx.insert(ledgerBalances).values({ accountId: created.id });
      return created.id;
    }
    const existing = await findAccountId(tx, agencyId, kind);
    if (!existing) throw new Error(`ledger account ${kind} of ${agencyId ?? 'platform'} neither created nor found`);
    return existing;
  });
}

/**
 * SELECT … FOR UPDATE on the balance rows, taken in account-id order (the rows are locked as the sorted
 * rows come out), with the owning agency's credit limit (0 for accounts that have no limit).
 */
export async function lockBalances(tx: Database, accountIds: readonly string[]): Promise<Map<string, LockedBalance>> {
  if (accountIds.length === 0) return new Map();
  const rows = await tx
    .select({
      accountId: ledgerBalances.accountId,
      balance: ledgerBalances.balance,
      reserved: ledgerBalances.reserved,
      creditLimit: agencies.creditLimit,
    })
    .from(ledgerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
    .leftJoin(agencies, eq(agencies.id, ledgerAccounts.agencyId))
    .where(inArray(ledgerBalances.accountId, [...accountIds]))
    .orderBy(ledgerBalances.accountId)
    .for('update', { of: ledgerBalances });
  return new Map(rows.map((row) => [row.accountId, { ...row, creditLimit: row.creditLimit ?? 0 }]));
}

/**
 * Locks the reservation row, then its account's balance row: the order a post takes them in too (the reservation
 * before any balance), so a post and a release of the same reservation queue up instead of deadlocking.
 */
export async function lockReservationAndBalance(
  tx: Database,
  reservationId: string,
): Promise<(LockedBalance & { agencyId: string }) | undefined> {
  const [reservation] = await tx
    .select({ id: ledgerReservations.id })
    .from(ledgerReservations)
    .where(eq(ledgerReservations.id, reservationId))
    .for('update');
  if (!reservation) return undefined;
  const [row] = await tx
    .select({
      accountId: ledgerBalances.accountId,
      agencyId: ledgerReservations.agencyId,
      balance: ledgerBalances.balance,
      reserved: ledgerBalances.reserved,
      creditLimit: agencies.creditLimit,
    })
    .from(ledgerReservations)
    .innerJoin(ledgerBalances, eq(ledgerBalances.accountId, ledgerReservations.accountId))
    .innerJoin(agencies, eq(agencies.id, ledgerReservations.agencyId))
    .where(eq(ledgerReservations.id, reservationId))
    .for('update', { of: ledgerBalances });
  return row;
}

/** Under the account lock: the reservation as it is now, and the transaction already holding the key, if any. */
export async function reservationAndKeyedTransaction(
  tx: Database,
  options: { reservationId: string; idempotencyKey: string },
) {
  const [row] = await tx
    .select({
      reservation: ledgerReservations,
      keyedId: sql<
        string | null
      >`(select ${ledgerTransactions.id} from ${ledgerTransactions} where ${ledgerTransactions.idempotencyKey} = ${options.idempotencyKey})`,
      keyedHash: sql<
        string | null
      >`(select ${ledgerTransactions.requestHash} from ${ledgerTransactions} where ${ledgerTransactions.idempotencyKey} = ${options.idempotencyKey})`,
    })
    .from(ledgerReservations)
    .where(eq(ledgerReservations.id, options.reservationId));
  if (!row) return undefined;
  const keyed: KeyedTransaction | undefined =
    row.keyedId && row.keyedHash ? { id: row.keyedId, requestHash: row.keyedHash } : undefined;
  return { reservation: row.reservation, keyed };
}

/** Adds the deltas to the balance rows in the order given (the caller passes lock order); answers the new rows. */
export async function applyBalanceDeltas(
  tx: Database,
  deltas: readonly BalanceDelta[],
  now: Date,
): Promise<Map<string, { balance: number; reserved: number }>> {
  const updated = new Map<string, { balance: number; reserved: number }>();
  for (const delta of deltas) {
    const [row] = await tx
      .update(ledgerBalances)
      .set({
        balance: sql`${ledgerBalances.balance} + ${delta.balance}`,
        reserved: sql`${ledgerBalances.reserved} + ${delta.reserved}`,
        version: sql`${ledgerBalances.version} + 1`,
        updatedAt: now,
      })
      .where(eq(ledgerBalances.accountId, delta.accountId))
      .returning({ balance: ledgerBalances.balance, reserved: ledgerBalances.reserved });
    if (!row) throw new Error(`ledger balance row of ${delta.accountId} is missing`);
    updated.set(delta.accountId, row);
  }
  return updated;
}

export async function findTransactionByKey(
  tx: Database,
  idempotencyKey: string,
): Promise<KeyedTransaction | undefined> {
  const [row] = await tx
    .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return row;
}

/** A spending transaction (S or C) with its deposit leg and the other legs, for voids and refunds. */
export async function findSpending(db: Database, transactionId: string) {
  const [transaction] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId));
  if (!transaction) return undefined;
  const legs = await db
    .select({
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      kind: ledgerAccounts.kind,
      agencyId: ledgerAccounts.agencyId,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId));
  return { transaction, legs };
}

export async function findReservation(
  db: Database,
  where: { id: string } | { idempotencyKey: string } | { releaseKey: string },
): Promise<ReservationRow | undefined> {
  const condition =
    'id' in where
      ? eq(ledgerReservations.id, where.id)
      : 'idempotencyKey' in where
        ? eq(ledgerReservations.idempotencyKey, where.idempotencyKey)
        : eq(ledgerReservations.releaseKey, where.releaseKey);
  const [row] = await db.select().from(ledgerReservations).where(condition);
  return row;
}

export async function settleReservation(
  tx: Database,
  reservationId: string,
  settlement: {
    status: Exclude<ReservationStatus, 'pending'>;
    settledAt: Date;
    transactionId?: string;
    releaseKey?: string;
  },
): Promise<void> {
  const [row] = await tx
    .update(ledgerReservations)
    .set({
      status: settlement.status,
      settledAt: settlement.settledAt,
      transactionId: settlement.transactionId ?? null,
      releaseKey: settlement.releaseKey ?? null,
    })
    .where(and(eq(ledgerReservations.id, reservationId), eq(ledgerReservations.status, 'pending')))
    .returning({ id: ledgerReservations.id });
  if (!row) throw new Error(`reservation ${reservationId} was no longer pending under its account lock`);
}

/** An agency's credit limit, without locking (for reads of a deposit that has no account yet). */
export async function readCreditLimit(db: Database, agencyId: string): Promise<number> {
  const [row] = await db.select({ creditLimit: agencies.creditLimit }).from(agencies).where(eq(agencies.id, agencyId));
  return row?.creditLimit ?? 0;
}

/** The balance row of an account with the owning agency's credit limit, without locking (for reads). */
export async function readBalance(db: Database, accountId: string): Promise<DepositState | undefined> {
  const [row] = await db
    .select({ balance: ledgerBalances.balance, reserved: ledgerBalances.reserved, creditLimit: agencies.creditLimit })
    .from(ledgerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
    .leftJoin(agencies, eq(agencies.id, ledgerAccounts.agencyId))
    .where(eq(ledgerBalances.accountId, accountId));
  return row ? { ...row, creditLimit: row.creditLimit ?? 0 } : undefined;
}
