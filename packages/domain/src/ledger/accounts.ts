// The ledger's vocabulary: account kinds, transaction types, reservation statuses and the order accounts are locked in.

/**
 * - agency_deposit: what the agency may spend (held with the platform for an F1, with its parent for an F2/F3).
 * - agency_commission: issue fees an agency earns from its sub-agencies.
 * - parent_funding: per parent agency, the counterpart of its sub-agencies' top-ups (money it holds for them).
 * - supplier_payable (platform): what is owed to booking systems for issued tickets and orders.
 * - platform_cash (platform): the counterpart of F1 top-ups (money the platform has received).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'agency_deposit',
  'agency_commission',
  'parent_funding',
  'supplier_payable',
  'platform_cash',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Kinds that belong to the platform itself (agency_id null): one account each. */
export const PLATFORM_ACCOUNT_KINDS = [
  'supplier_payable',
  'platform_cash',
] as const satisfies readonly LedgerAccountKind[];

export function isPlatformAccountKind(kind: LedgerAccountKind): boolean {
  return (PLATFORM_ACCOUNT_KINDS as readonly LedgerAccountKind[]).includes(kind);
}

/** SPEC.md §9: T top up, C pay, S sale, V void, R refund. */
export const LEDGER_TRANSACTION_TYPES = ['T', 'C', 'S', 'V', 'R'] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];
/** Types that spend a deposit (a posted reservation) and the types that give it back. */
export type SpendingTransactionType = Extract<LedgerTransactionType, 'C' | 'S'>;
export type CreditTransactionType = Extract<LedgerTransactionType, 'V' | 'R'>;

export const RESERVATION_STATUSES = ['pending', 'posted', 'released'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export type LockableAccount = { id: string; isPlatform: boolean };

/**
 * The one global order in which a database transaction locks balance rows: agency accounts by id, then platform
 * accounts by id. Every transaction taking its locks in this order cannot deadlock with another; platform accounts
 * come last because every sale touches them, so their locks are held only for the last statement and the commit.
 */
export function inLockOrder<T extends LockableAccount>(accounts: readonly T[]): T[] {
  const unique = new Map(accounts.map((account) => [account.id, account]));
  return [...unique.values()].sort(
    (a, b) => Number(a.isPlatform) - Number(b.isPlatform) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
