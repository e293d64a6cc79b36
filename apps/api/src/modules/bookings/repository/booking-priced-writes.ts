// The passenger rows a priced edit writes in its transaction (writeEdit's side writes): an infant added, a name or
// birth date corrected.
import { and, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { PassengerWrites } from '../edits/priced-changes.js';
import type { EditSideWrite } from './booking-edit-writes.js';

const { bookingPassengers } = tables;

/** The edit's new and changed passengers of the booking, as side writes of its `writeEdit`. */
export function pricedPassengerWrites(bookingId: string, writes: PassengerWrites): EditSideWrite[] {
  const added: EditSideWrite[] =
    writes.added.length === 0
      ? []
      : [
          async (tx) => {
            await tx.insert(bookingPassengers).values(writes.added.map((row) => ({ ...row, bookingId })));
          },
        ];
  const changed = writes.changed.map(({ paxId, set }): EditSideWrite => async (tx) => {
    await tx
      .update(bookingPassengers)
      .set(set)
      .where(and(eq(bookingPassengers.bookingId, bookingId), eq(bookingPassengers.paxId, paxId)));
  });
  return [...added, ...changed];
}
