// The steps every ledger operation shares inside its database transaction: lock, replay by key, write balanced legs.
import type { Database } from '@portal/db';
import {
  assertBalanced,
  balanceDeltas,
  depositBalances,
  inLockOrder,
  type DepositBalances,
  type LedgerLeg,
} from '@portal/domain';
import type { LedgerAccountRef } from './accounts.js';
import { idempotencyKeyReused } from './ledger-errors.js';
import * as repo from './ledger.repository.js';
import { writeMovementInOneStatement, type MovementRow } from './ledger-statements.js';

/**
 * Locks the balance rows of the agency accounts (SELECT … FOR UPDATE, by id). Platform accounts are not
 * locked here: their rows are only ever added to, and their UPDATE comes last (see writeMovement).
 */
export async function lockAgencyBalances(
  tx: Database,
  accounts: readonly LedgerAccountRef[],
): Promise<Map<string, repo.LockedBalance>> {
  const agencyAccounts = inLockOrder(accounts).filter((account) => !account.isPlatform);
  const locked = await repo.lockBalances(
    tx,
    agencyAccounts.map((account) => account.id),
  );
  for (const account of agencyAccounts)
    if (!locked.has(account.id)) throw new Error(`ledger balance row of ${account.id} is missing`);
  return locked;
}

/** Looks the key up after the locks are held: a retry of the same request answers the first one's transaction. */
export async function replayedTransaction(
  tx: Database,
  options: { idempotencyKey: string; requestHash: string },
): Promise<string | undefined> {
  const existing = await repo.findTransactionByKey(tx, options.idempotencyKey);
  if (!existing) return undefined;
  if (existing.requestHash !== options.requestHash) throw idempotencyKeyReused(options.idempotencyKey);
  return existing.id;
}

export type Movement = {
  transaction: MovementRow;
  legs: LedgerLeg[];
  /** Every account the legs touch (and any whose reserved amount changes). */
  accounts: readonly LedgerAccountRef[];
  /** Changes of reserved amounts that go with the movement. */
  reservedDeltas?: ReadonlyMap<string, number>;
  /** Reservations (locked, pending) this movement posts: marked posted by its transaction in the same statement. */
  postsReservations?: readonly string[];
};

/**
 * Writes the transaction, its entries and the balance changes in one statement; answers the new transaction id
 * and the moved balance rows. The agency rows must be locked already (lockAgencyBalances).
 */
export async function writeMovement(
  tx: Database,
  movement: Movement,
): Promise<{ transactionId: string; balances: Map<string, { balance: number; reserved: number }> }> {
  assertBalanced(movement.legs);
  const ordered = inLockOrder(movement.accounts);
  // With a single platform row per movement, the one lock this statement may wait for is taken last (inLockOrder);
  // a movement over two platform accounts would need them updated one by one, in order.
  if (ordered.filter((account) => account.isPlatform).length > 1)
    throw new Error('a movement may touch at most one platform account');
  const deltas = balanceDeltas(movement.legs);
  const declared = new Set(ordered.map((account) => account.id));
  for (const accountId of deltas.keys())
    if (!declared.has(accountId)) throw new Error(`leg on account ${accountId} that the movement did not declare`);
  const changes = ordered.map((account) => ({
    accountId: account.id,
    balance: deltas.get(account.id) ?? 0,
    reserved: movement.reservedDeltas?.get(account.id) ?? 0,
  }));
  return writeMovementInOneStatement(tx, {
    transaction: movement.transaction,
    legs: movement.legs,
    changes,
    postsReservations: movement.postsReservations,
  });
}

/** The deposit's figures after the movement: the new row plus the credit limit read under the lock. */
export function balancesAfter(
  locked: repo.LockedBalance,
  updated: { balance: number; reserved: number } | undefined,
): DepositBalances {
  return depositBalances({
    balance: updated?.balance ?? locked.balance,
    reserved: updated?.reserved ?? locked.reserved,
    creditLimit: locked.creditLimit,
  });
}
