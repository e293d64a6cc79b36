// The train booking's guarded changes for its money (issue, refund, change): the row locked, the status moved only from
// the statuses it may leave, the version raised, the event written — all in the caller's transaction — and the tickets'
// numbers, refunds and replacements written beside it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { recordTrainEvent } from './train-money-events.js';

const { trainBookings, trainTickets, trainSeatLocks } = tables;

export type TrainBookingRow = typeof trainBookings.$inferSelect;
export type TrainTicketRow = typeof trainTickets.$inferSelect;
export type TrainBookingStatus = TrainBookingRow['status'];

/** Columns a money change may set besides status, version and updated_at. */
export type TrainMoneyColumns = Partial<
  Pick<
    TrainBookingRow,
    | 'saleTransactionId'
    | 'issueKey'
    | 'issuedAt'
    | 'lastError'
    | 'pendingAction'
    | 'pendingQuote'
    | 'refundedAmount'
    | 'changeAmount'
    | 'closedAt'
    | 'supplierNet'
    | 'totalAmount'
    | 'feeTotal'
  >
>;

export type TrainTransition = {
  bookingId: string;
  /** The statuses it may leave; any other current status changes nothing (someone else moved it first). */
  from: readonly TrainBookingStatus[];
  to: TrainBookingStatus;
  set?: TrainMoneyColumns;
  actorUserId: string | null;
  action: string;
  details?: Record<string, unknown>;
  at: Date;
};

/** The booking row locked for the rest of the caller's transaction (undefined when there is none). */
export async function lockTrainBooking(tx: Database, bookingId: string): Promise<TrainBookingRow | undefined> {
  const [row] = await tx.select().from(trainBookings).where(eq(trainBookings.id, bookingId)).for('update');
  return row;
}

/**
 * Moves a train booking from one of `from` to `to` with its event, the row locked first so racing changes serialise and
 * exactly one happens. Answers the changed row, or undefined when the booking was no longer in one of `from`.
 */
export async function transitionTrainBooking(
  tx: Database,
  change: TrainTransition,
): Promise<TrainBookingRow | undefined> {
  const current = await lockTrainBooking(tx, change.bookingId);
  if (!current || !change.from.includes(current.status)) return undefined;
  const [row] = await tx
    .update(trainBookings)
    .set({ ...change.set, status: change.to, version: sql`${trainBookings.version} + 1`, updatedAt: change.at })
    .where(and(eq(trainBookings.id, change.bookingId), inArray(trainBookings.status, [...change.from])))
    .returning();
  if (!row) return undefined;
  await recordTrainEvent(tx, {
    bookingId: row.id,
    actorUserId: change.actorUserId,
    action: change.action,
    fromStatus: current.status,
    toStatus: change.to,
    details: change.details ?? {},
    at: change.at,
  });
  return row;
}

/** A change that keeps the status (a call with no answer notes its message; a refund marked as sent). */
export function changeTrainInPlace(
  tx: Database,
  change: Omit<TrainTransition, 'to' | 'from'> & { status: TrainBookingStatus },
): Promise<TrainBookingRow | undefined> {
  const { status, ...rest } = change;
  return transitionTrainBooking(tx, { ...rest, from: [status], to: status });
}

/** The railway's ticket numbers and boarding codes on the booking's tickets, each ISSUED. */
export async function markTicketsIssued(
  tx: Database,
  options: {
    bookingId: string;
    tickets: readonly { ticketId: string; ticketNumber: string | null; boardingCode: string | null }[];
    at: Date;
  },
): Promise<void> {
  for (const ticket of options.tickets)
    await tx
      .update(trainTickets)
      .set({
        status: 'ISSUED',
        ticketNumber: ticket.ticketNumber,
        boardingCode: ticket.boardingCode,
        updatedAt: options.at,
      })
      .where(and(eq(trainTickets.bookingId, options.bookingId), eq(trainTickets.ticketId, ticket.ticketId)));
}

/** Tickets refunded: what returned to the deposit and the railway's fee, each. */
export async function markTicketsRefunded(
  tx: Database,
  options: { bookingId: string; lines: readonly { ticketId: string; refund: number; fee: number }[]; at: Date },
): Promise<void> {
  for (const line of options.lines)
    await tx
      .update(trainTickets)
      .set({ status: 'REFUNDED', refundAmount: line.refund, refundFee: line.fee, updatedAt: options.at })
      .where(
        and(
          eq(trainTickets.bookingId, options.bookingId),
          eq(trainTickets.ticketId, line.ticketId),
          eq(trainTickets.status, 'ISSUED'),
        ),
      );
}

/** The old ticket CHANGED (replaced by the new one), the new ticket row ISSUED in its place, its seat lock consumed. */
export async function replaceTicket(
  tx: Database,
  options: { old: TrainTicketRow; replacement: Omit<typeof trainTickets.$inferInsert, 'id'>; at: Date },
): Promise<void> {
  const { old, replacement, at } = options;
  await tx
    .update(trainTickets)
    .set({ status: 'CHANGED', replacedBy: replacement.ticketId, updatedAt: at })
    .where(eq(trainTickets.id, old.id));
  await tx.insert(trainTickets).values({ ...replacement, status: 'ISSUED', replaces: old.ticketId, updatedAt: at });
  await tx.delete(trainSeatLocks).where(eq(trainSeatLocks.ticketId, replacement.ticketId));
}
