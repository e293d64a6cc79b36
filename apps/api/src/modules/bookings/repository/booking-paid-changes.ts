// The rows of `booking_paid_changes` (issue 15, decision 051): a quote stored, accepted (SENT with its money reserved),
// settled DONE or REFUSED; the reconciliation's SENT rows and a booking's accepted changes.
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

const { bookingPaidChanges } = tables;

export type PaidChangeRow = typeof bookingPaidChanges.$inferSelect;
export type PaidChangeInsert = typeof bookingPaidChanges.$inferInsert;

export async function insertPaidChange(db: Database, row: PaidChangeInsert): Promise<PaidChangeRow> {
  const [inserted] = await db.insert(bookingPaidChanges).values(row).returning();
  return inserted!;
}

export async function findPaidChange(db: Database, id: string): Promise<PaidChangeRow | undefined> {
  const [row] = await db.select().from(bookingPaidChanges).where(eq(bookingPaidChanges.id, id));
  return row;
}

/** The change of this agency that an Idempotency-Key accepted, if any. */
export async function findPaidChangeByKey(
  db: Database,
  use: { agencyId: string; idempotencyKey: string },
): Promise<PaidChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingPaidChanges)
    .where(
      and(eq(bookingPaidChanges.agencyId, use.agencyId), eq(bookingPaidChanges.idempotencyKey, use.idempotencyKey)),
    );
  return row;
}

export async function lockPaidChange(tx: Database, id: string): Promise<PaidChangeRow | undefined> {
  const [row] = await tx.select().from(bookingPaidChanges).where(eq(bookingPaidChanges.id, id)).for('update');
  return row;
}

/** QUOTED → SENT with the accepting key and the split reserved; undefined when it was no longer QUOTED. */
export async function markPaidChangeSent(
  tx: Database,
  sent: {
    id: string;
    idempotencyKey: string;
    requestHash: string;
    split: Record<string, unknown>;
    at: Date;
    createdBy: string;
  },
): Promise<PaidChangeRow | undefined> {
  const [row] = await tx
    .update(bookingPaidChanges)
    .set({
      status: 'SENT',
      idempotencyKey: sent.idempotencyKey,
      requestHash: sent.requestHash,
      split: sent.split,
      sentAt: sent.at,
      createdBy: sent.createdBy,
    })
    .where(and(eq(bookingPaidChanges.id, sent.id), eq(bookingPaidChanges.status, 'QUOTED')))
    .returning();
  return row;
}

/** SENT → DONE or REFUSED; undefined when someone settled it first. */
export async function settlePaidChangeRow(
  tx: Database,
  settled: {
    id: string;
    status: 'DONE' | 'REFUSED';
    documents?: unknown[];
    saleTransactionId?: string | null;
    message?: string;
    at: Date;
  },
): Promise<PaidChangeRow | undefined> {
  const [row] = await tx
    .update(bookingPaidChanges)
    .set({
      status: settled.status,
      settledAt: settled.at,
      ...(settled.documents ? { documents: settled.documents } : {}),
      ...(settled.saleTransactionId ? { saleTransactionId: settled.saleTransactionId } : {}),
      ...(settled.message ? { message: settled.message } : {}),
    })
    .where(and(eq(bookingPaidChanges.id, settled.id), eq(bookingPaidChanges.status, 'SENT')))
    .returning();
  return row;
}

/** A booking's accepted changes (SENT, DONE, REFUSED), newest first. */
export async function acceptedPaidChangesOf(db: Database, bookingId: string): Promise<PaidChangeRow[]> {
  return db
    .select()
    .from(bookingPaidChanges)
    .where(
      and(eq(bookingPaidChanges.bookingId, bookingId), inArray(bookingPaidChanges.status, ['SENT', 'DONE', 'REFUSED'])),
    )
    .orderBy(desc(bookingPaidChanges.createdAt), desc(bookingPaidChanges.id));
}

/** A booking's DONE changes that posted a sale (type S), oldest first. */
export async function paidChangeSalesOf(db: Database, bookingId: string): Promise<PaidChangeRow[]> {
  return db
    .select()
    .from(bookingPaidChanges)
    .where(
      and(
        eq(bookingPaidChanges.bookingId, bookingId),
        eq(bookingPaidChanges.status, 'DONE'),
        gt(bookingPaidChanges.total, 0),
      ),
    )
    .orderBy(asc(bookingPaidChanges.settledAt), asc(bookingPaidChanges.id));
}

/** SENT changes sent at or before `before` (the reconciliation's), oldest first. */
export async function sentPaidChanges(
  db: Database,
  options: { before: Date; limit: number },
): Promise<PaidChangeRow[]> {
  return db
    .select()
    .from(bookingPaidChanges)
    .where(and(eq(bookingPaidChanges.status, 'SENT'), lte(bookingPaidChanges.sentAt, options.before)))
    .orderBy(asc(bookingPaidChanges.sentAt))
    .limit(options.limit);
}

/** The supplier net of a sale not given back yet: its supplier-payable leg less what credits of it took back. */
export const saleNetLeftOf = (db: Database, saleTransactionId: string) =>
  saleLeftOf(db, { saleTransactionId, kind: 'supplier_payable', sign: 1 });

/** What of a sale has not gone back to its buyer's deposit yet (what a void of the rest gives back). */
export const saleLeftToBuyerOf = (db: Database, saleTransactionId: string) =>
  saleLeftOf(db, { saleTransactionId, kind: 'agency_deposit', sign: -1, buyerOnly: true });

/** The sum of a sale's and its credits' entries on the accounts of one kind (the buyer's deposit alone), signed. */
async function saleLeftOf(
  db: Database,
  options: {
    saleTransactionId: string;
    kind: 'supplier_payable' | 'agency_deposit';
    sign: 1 | -1;
    buyerOnly?: boolean;
  },
): Promise<number> {
  const { ledgerEntries, ledgerTransactions, ledgerAccounts } = tables;
  const sale = options.saleTransactionId;
  const [saleRow] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, sale));
  if (!saleRow) return 0;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.kind, options.kind),
        options.buyerOnly && saleRow.agencyId ? eq(ledgerAccounts.agencyId, saleRow.agencyId) : undefined,
        or(eq(ledgerTransactions.id, sale), eq(ledgerTransactions.reversesTransactionId, sale)),
      ),
    );
  return options.sign * Number(row?.total ?? 0);
}

/**
 * A settled change's booking columns (flights after an exchange) with its claim released when it is still the
 * accepting key's, and the passengers it added (an infant); the version stays the one the claim raised.
 */
export async function writePaidChangeBooking(
  tx: Database,
  write: {
    bookingId: string;
    idempotencyKey: string | null;
    set: Partial<typeof tables.bookings.$inferInsert>;
    addedPassengers: Omit<typeof tables.bookingPassengers.$inferInsert, 'bookingId'>[];
    at: Date;
  },
): Promise<void> {
  const { bookings, bookingPassengers } = tables;
  await tx
    .update(bookings)
    .set({ ...write.set, updatedAt: write.at })
    .where(eq(bookings.id, write.bookingId));
  if (write.idempotencyKey)
    await tx
      .update(bookings)
      .set({ pendingEditKey: null, pendingEditHash: null })
      .where(and(eq(bookings.id, write.bookingId), eq(bookings.pendingEditKey, write.idempotencyKey)));
  if (write.addedPassengers.length > 0)
    await tx
      .insert(bookingPassengers)
      .values(write.addedPassengers.map((row) => ({ ...row, bookingId: write.bookingId })));
}
