// The write of a priced edit: the edit's columns, event and version (writeEdit) and its passenger rows, in one transaction.
import { and, eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { PassengerWrites } from '../edits/priced-changes.js';
import { writeEdit, type EditWrite } from './booking-edit-writes.js';
import type { BookingRow } from './booking-rows.js';

const { bookingPassengers } = tables;

/**
 * The held booking's new money, flights and `edited` event with the version raised by compare-and-set, and the
 * passengers the edit added or changed, all or nothing: undefined (nothing written) when the version moved meanwhile.
 */
export async function writePricedEdit(
  db: Database,
  write: EditWrite & { passengers: PassengerWrites },
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await writeEdit(tx, write);
    if (!row) return undefined;
    const { added, changed } = write.passengers;
    if (added.length > 0)
      await tx.insert(bookingPassengers).values(added.map((passenger) => ({ ...passenger, bookingId: row.id })));
    for (const { paxId, set } of changed)
      await tx
        .update(bookingPassengers)
        .set(set)
        .where(and(eq(bookingPassengers.bookingId, row.id), eq(bookingPassengers.paxId, paxId)));
    return row;
  });
}
