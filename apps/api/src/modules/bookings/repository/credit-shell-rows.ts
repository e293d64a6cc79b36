// The rows that keep credit shells (decision 067): an agency's DONE refund-ticket changes with their booking's airline,
// system and PNR, and the documents of one change rewritten under its lock (a credit's uses).
import { and, asc, eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

const { bookingPaidChanges, bookings } = tables;

/** A refund change that may hold credit shells, with where its booking was made. */
export type CreditShellRow = {
  changeId: string;
  bookingId: string;
  pnr: string | null;
  airline: string;
  system: string;
  documents: unknown[];
};

/** The agency's DONE refund-ticket changes, oldest first. */
export async function creditShellRowsOf(db: Database, agencyId: string): Promise<CreditShellRow[]> {
  return db
    .select({
      changeId: bookingPaidChanges.id,
      bookingId: bookingPaidChanges.bookingId,
      pnr: bookings.pnr,
      airline: bookings.airline,
      system: bookings.system,
      documents: bookingPaidChanges.documents,
    })
    .from(bookingPaidChanges)
    .innerJoin(bookings, eq(bookings.id, bookingPaidChanges.bookingId))
    .where(
      and(
        eq(bookingPaidChanges.agencyId, agencyId),
        eq(bookingPaidChanges.status, 'DONE'),
        eq(bookingPaidChanges.action, 'refund-ticket'),
      ),
    )
    .orderBy(asc(bookingPaidChanges.settledAt), asc(bookingPaidChanges.id));
}

/** The documents of a change locked for update (undefined when the change is gone). */
export async function lockedDocumentsOf(tx: Database, changeId: string): Promise<unknown[] | undefined> {
  const [row] = await tx
    .select({ documents: bookingPaidChanges.documents })
    .from(bookingPaidChanges)
    .where(eq(bookingPaidChanges.id, changeId))
    .for('update');
  return row?.documents;
}

export async function setPaidChangeDocuments(tx: Database, changeId: string, documents: unknown[]): Promise<void> {
  await tx.update(bookingPaidChanges).set({ documents }).where(eq(bookingPaidChanges.id, changeId));
}
