// The train booking's guarded changes for its money (issue, refund, change): the row locked, the status moved only from
// the statuses it may leave, the version raised, the event written — all in the caller's transaction — and the tickets'
// numbers, refunds and replacements written beside it.
import { and, eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TrainBookingRow, TrainBookingStatus, TrainTicketRow } from './train-booking-rows.js';
import { transitionTrainBooking } from './train-booking-writes.js';

const { trainBookings, trainTickets, trainSeatLocks } = tables;

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

/** The trains module's guarded transition (row locked, version raised, event written) in the money code's flat form. */
export function moveTrainBooking(tx: Database, change: TrainTransition): Promise<TrainBookingRow | undefined> {
  const { bookingId, from, to, set, actorUserId, action, details, at } = change;
  return transitionTrainBooking(tx, {
    bookingId,
    from,
    to,
    ...(set ? { set } : {}),
    event: { actorUserId, action, details: details ?? {}, at },
  });
}

/** A change that keeps the status (a call with no answer notes its message; a refund marked as sent). */
export function changeTrainInPlace(
  tx: Database,
  change: Omit<TrainTransition, 'to' | 'from'> & { status: TrainBookingStatus },
): Promise<TrainBookingRow | undefined> {
  const { status, ...rest } = change;
  return moveTrainBooking(tx, { ...rest, from: [status], to: status });
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
  // The children travelling with the old ticket travel with the new one, as the railway records them.
  await tx
    .update(trainTickets)
    .set({ adultTicketId: replacement.ticketId, updatedAt: at })
    .where(
      and(
        eq(trainTickets.bookingId, old.bookingId),
        eq(trainTickets.adultTicketId, old.ticketId),
        eq(trainTickets.status, 'ISSUED'),
      ),
    );
  await tx.delete(trainSeatLocks).where(eq(trainSeatLocks.ticketId, replacement.ticketId));
}
