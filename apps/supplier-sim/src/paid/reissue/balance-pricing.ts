// The balance a ticketed PNR carries: BALANCE quote lines (process-price) and the entries part-1 edits leave on it.
import type { TSupplierBooking, TSupplierPaidLine } from '@portal/contracts';
import { line, type TText } from './paid-lines.js';

export type TBalanceEntry = NonNullable<TSupplierBooking['balanceDue']>[number];

/** One BALANCE line per recorded balance, its own description and amount. */
export function balanceLines(balance: readonly TBalanceEntry[]): TSupplierPaidLine[] {
  return balance.map((entry) =>
    line({ kind: 'BALANCE', paxId: entry.paxId, code: entry.id }, entry.description, entry.amount),
  );
}

/** A new entry: `BD{settlement round}-{n}` (the round grows with each process-price, so ids never repeat). */
export function balanceEntry(
  view: Pick<TSupplierBooking, 'balanceDue' | 'paidChanges'>,
  entry: { paxId: string; description: TText; amount: number; at: string },
): TBalanceEntry {
  const round = (view.paidChanges ?? []).filter((change) => change.action === 'process-price').length + 1;
  return { id: `BD${round}-${(view.balanceDue?.length ?? 0) + 1}`, ...entry };
}
