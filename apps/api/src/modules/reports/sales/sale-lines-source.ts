// Where a report's sale lines come from (decision 101): the stored lines of the scope's projected transactions and, in
// the same snapshot, the lines of the few not projected yet (or whose product changed) computed live, so a report is
// always exact and complete whatever the projector has done.
import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';
import { linesOfTransactions, type SaleLineRow } from './sale-lines.js';
import {
  readSaleTransactions,
  readSaleTransactionsById,
  readTickets,
  type SaleReferenceType,
  type SaleTransactionRow,
} from './sale-lines.repository.js';
import { readCompleteBefore, readPendingInScope, readScopeTransactions } from './sale-line-projection.repository.js';
import { readProjectedLines, readStoredLinesInPeriod } from './stored-lines.repository.js';

export type SaleLinesQuery = {
  viewerId: string;
  rootId: string;
  start: Date;
  end: Date;
  byTravelDate: boolean;
  references: readonly SaleReferenceType[];
};

/** The lines of the transactions read, with the tickets of their bookings (decision 094's computation). */
export async function computeLines(db: Database, transactions: SaleTransactionRow[]): Promise<SaleLineRow[]> {
  const idsOf = (type: SaleReferenceType) => [
    ...new Set(transactions.filter((row) => row.referenceType === type && row.bookingId).map((row) => row.bookingId!)),
  ];
  const tickets = await readTickets(db, {
    flightBookingIds: idsOf('booking'),
    trainBookingIds: idsOf('train_booking'),
  });
  return linesOfTransactions(transactions, tickets).map(({ viewerId, ...line }) => (void viewerId, line));
}

/** One REPEATABLE READ read-only snapshot with JIT off (decision 094: compiling the plan cost more than running it). */
export function inSnapshot<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return read(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Whether a line counts in the period: the day its money moved, or by flight date its departure (eSIM: sale day). */
export function isInPeriod(line: SaleLineRow, query: SaleLinesQuery): boolean {
  const at = new Date(query.byTravelDate ? (line.travelDate ?? line.at) : line.at).getTime();
  return at >= query.start.getTime() && at < query.end.getTime();
}

/**
 * The viewer's lines of the period: the stored lines (by the viewer's date index) but those of the scope's few pending
 * transactions — created, or whose product changed, since the projection's watermark and not projected since — which
 * are computed live. Before any complete run of the projector, by the period's transactions (decision 094's read).
 */
export function readSaleLines(db: Database, query: SaleLinesQuery): Promise<SaleLineRow[]> {
  return inSnapshot(db, async (tx) => {
    const since = await readCompleteBefore(tx);
    if (!since) return readByTransactions(tx, query);
    const pending = await readPendingInScope(tx, { ...query, since });
    const stored = await readStoredLinesInPeriod(tx, { ...query, excludeIds: pending });
    if (pending.length === 0) return stored;
    const live = await computeLines(tx, await readSaleTransactionsById(tx, { ids: pending, viewerId: query.viewerId }));
    return stored.concat(live.filter((line) => isInPeriod(line, query)));
  });
}

/** The period's transactions of the scope, their stored lines where current and the rest computed live. */
async function readByTransactions(tx: Database, query: SaleLinesQuery): Promise<SaleLineRow[]> {
  const scoped = await readScopeTransactions(tx, query);
  const projected = await readProjectedLines(tx, {
    viewerId: query.viewerId,
    transactionIds: scoped.filter((row) => row.isProjected).map((row) => row.id),
  });
  const pending = scoped.filter((row) => !row.isProjected).map((row) => row.id);
  if (pending.length === 0) return projected;
  const live = await computeLines(tx, await readSaleTransactionsById(tx, { ids: pending, viewerId: query.viewerId }));
  return projected.concat(live);
}

/** Every line computed from the ledger, nothing stored read (decision 094's path: the projection's oracle in tests). */
export function readLiveSaleLines(db: Database, query: SaleLinesQuery): Promise<SaleLineRow[]> {
  return inSnapshot(db, async (tx) => computeLines(tx, await readSaleTransactions(tx, query)));
}
