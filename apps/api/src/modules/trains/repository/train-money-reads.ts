// Reads of the train money: the booking and its tickets, a request key's first use, the quote an event kept, the
// agency's own unbooked seat lock a change moves to, and the bookings whose money outcome is not known yet.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, like, lte, or, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TrainBookingRow } from './train-booking-rows.js';

const { trainBookings, trainTickets, trainBookingEvents, trainSeatLocks } = tables;

/** The first event of the agency's train bookings with `action` made under this Idempotency-Key. */
export async function findTrainKeyUse(
  db: Database,
  query: { agencyId: string; idempotencyKey: string; action: string },
): Promise<{ bookingId: string; requestHash: string | undefined } | undefined> {
  const [used] = await db
    .select({
      bookingId: trainBookingEvents.bookingId,
      requestHash: sql<string | null>`${trainBookingEvents.details} ->> 'requestHash'`,
    })
    .from(trainBookingEvents)
    .innerJoin(trainBookings, eq(trainBookings.id, trainBookingEvents.bookingId))
    .where(
      and(
        eq(trainBookings.agencyId, query.agencyId),
        eq(trainBookingEvents.action, query.action),
        sql`${trainBookingEvents.details} ->> 'idempotencyKey' = ${query.idempotencyKey}`,
      ),
    )
    .orderBy(asc(trainBookingEvents.id))
    .limit(1);
  return used ? { bookingId: used.bookingId, requestHash: used.requestHash ?? undefined } : undefined;
}

/** The details of the latest `action` event of the booking naming this quote (a quote as kept, or its settlement). */
export async function trainEventWithQuote(
  db: Database,
  query: { bookingId: string; action: string; quoteId: string },
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ details: trainBookingEvents.details })
    .from(trainBookingEvents)
    .where(
      and(
        eq(trainBookingEvents.bookingId, query.bookingId),
        eq(trainBookingEvents.action, query.action),
        sql`${trainBookingEvents.details} ->> 'quoteId' = ${query.quoteId}`,
      ),
    )
    .orderBy(desc(trainBookingEvents.id))
    .limit(1);
  return row?.details;
}

/**
 * Whether the booking has a settlement of this quote: an event of one of `actions` naming it that is not a drop (a
 * drop names the railway's code and is `dropped`; older drops were written as 'reconciled' with the code alone).
 */
export async function hasQuoteSettlement(
  db: Database,
  query: { bookingId: string; actions: readonly string[]; quoteId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: trainBookingEvents.id })
    .from(trainBookingEvents)
    .where(
      and(
        eq(trainBookingEvents.bookingId, query.bookingId),
        inArray(trainBookingEvents.action, [...query.actions]),
        sql`${trainBookingEvents.details} ->> 'quoteId' = ${query.quoteId}`,
        sql`${trainBookingEvents.details} ->> 'railwayCode' is null`,
        sql`coalesce(${trainBookingEvents.details} ->> 'dropped', 'false') <> 'true'`,
      ),
    )
    .limit(1);
  return !!row;
}

/** A seat lock of this agency that no booking has taken and that has not expired. */
export async function findOwnFreeLock(
  db: Database,
  query: { agencyId: string; ticketId: string; now: Date },
): Promise<typeof trainSeatLocks.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(trainSeatLocks)
    .where(
      and(
        eq(trainSeatLocks.ticketId, query.ticketId),
        eq(trainSeatLocks.agencyId, query.agencyId),
        isNull(trainSeatLocks.bookingId),
        gt(trainSeatLocks.expiresAt, query.now),
      ),
    );
  return row;
}

/** Bookings whose money outcome is unknown (ISSUING, or a refund or change sent) last touched before `before`. */
export function unsettledTrainBookings(
  db: Database,
  options: { before: Date; limit: number },
): Promise<TrainBookingRow[]> {
  return db
    .select()
    .from(trainBookings)
    .where(
      and(
        or(eq(trainBookings.status, 'ISSUING'), isNotNull(trainBookings.pendingAction)),
        lte(trainBookings.updatedAt, options.before),
      ),
    )
    .orderBy(asc(trainBookings.updatedAt))
    .limit(options.limit);
}

/** How many of the booking's tickets are still ISSUED (inside the settling transaction). */
export async function countIssuedTickets(tx: Database, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(trainTickets)
    .where(and(eq(trainTickets.bookingId, bookingId), eq(trainTickets.status, 'ISSUED')));
  return Number(row?.count ?? 0);
}

/**
 * The sale transactions of the booking's settled changes, oldest first: the S transactions the ledger holds under its
 * reference whose keys start with the booking's change prefix, whoever posted them (the request or the
 * reconciliation), so no event's wording decides what a later refund may take back.
 */
export async function changeSalesOf(
  db: Database,
  query: { reference: { type: string; id: string }; changeKeyPrefix: string },
): Promise<string[]> {
  const { ledgerTransactions } = tables;
  const rows = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.referenceType, query.reference.type),
        eq(ledgerTransactions.referenceId, query.reference.id),
        eq(ledgerTransactions.type, 'S'),
        like(ledgerTransactions.idempotencyKey, `${query.changeKeyPrefix.replace(/[\\%_]/g, '\\$&')}%`),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.idempotencyKey));
  return rows.map((row) => row.id);
}

/** The supplier net of a sale not given back yet: its supplier-payable leg less what its credits took back. */
export async function saleNetLeftOf(db: Database, saleTransactionId: string): Promise<number> {
  const { ledgerEntries, ledgerTransactions, ledgerAccounts } = tables;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'supplier_payable'),
        or(
          eq(ledgerTransactions.id, saleTransactionId),
          eq(ledgerTransactions.reversesTransactionId, saleTransactionId),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}
