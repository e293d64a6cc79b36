// The train booking history written beside the money and the mail: one train_booking_events row per step, in the same
// transaction as the change it records (a mail's outbox row, a reservation, a posting, a credit).
import { tables, type Database } from '@portal/db';

const { outboxEmails, trainBookingEvents } = tables;

export type TrainEventInput = {
  bookingId: string;
  /** Null when a job made the change (reconciliation). */
  actorUserId: string | null;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  details: Record<string, unknown>;
  at: Date;
};

export async function recordTrainEvent(tx: Database, event: TrainEventInput): Promise<void> {
  await tx.insert(trainBookingEvents).values({
    bookingId: event.bookingId,
    actorUserId: event.actorUserId,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    details: event.details,
    occurredAt: event.at,
  });
}

/** The outbox row and its 'mail' event in one transaction; answers the outbox id. */
export async function insertTrainMailWithEvent(
  db: Database,
  input: {
    mail: Omit<typeof outboxEmails.$inferInsert, 'id'>;
    event: (outboxEmailId: number) => TrainEventInput;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(outboxEmails).values(input.mail).returning({ id: outboxEmails.id });
    await recordTrainEvent(tx, input.event(row!.id));
    return row!.id;
  });
}
