// The boarding-card mail written beside its event: the outbox row and a 'mail' train_booking_events row in one
// transaction.
import { tables, type Database } from '@portal/db';
import { insertEvent, type TrainEvent } from './train-booking-writes.js';

const { outboxEmails } = tables;

/** The outbox row and its 'mail' event in one transaction; answers the outbox id. */
export async function insertTrainMailWithEvent(
  db: Database,
  input: {
    bookingId: string;
    mail: Omit<typeof outboxEmails.$inferInsert, 'id'>;
    event: (outboxEmailId: number) => TrainEvent;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(outboxEmails).values(input.mail).returning({ id: outboxEmails.id });
    await insertEvent(tx, input.bookingId, input.event(row!.id));
    return row!.id;
  });
}
