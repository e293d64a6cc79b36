// The writes of a booking edit (decision 043): the claim before the airline is called, then its result or its release.
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingColumns } from './booking-transitions.js';
import { recordBookingEvent } from './booking-transitions.js';
import type { BookingRow, PassengerRow } from './booking-rows.js';

const { bookings, bookingPassengers } = tables;

/**
 * How long a claim whose edit never came back (no answer, no retry) keeps the booking: past it another edit may take
 * the booking over and issue, void, refund and cancel run again. Far longer than any edit's supplier calls.
 */
export const EDIT_CLAIM_LEASE_MS = 10 * 60_000;

/** An edit awaits the airline's answer on this booking: nothing else is sent to the airline meanwhile (409 editPending). */
export function isEditPending(booking: Pick<BookingRow, 'pendingEditKey' | 'updatedAt'>, now: Date): boolean {
  return booking.pendingEditKey !== null && booking.updatedAt.getTime() > now.getTime() - EDIT_CLAIM_LEASE_MS;
}

/** One edit request: the booking, the version the agent edited, its key and the fingerprint of its body. */
export type EditClaimRequest = {
  bookingId: string;
  expectedVersion: number;
  idempotencyKey: string;
  requestHash: string;
  at: Date;
};

/**
 * `claimed`: the version raised and the key set, the airline may be called. `resumed`: the same key's earlier claim
 * is still there (its answer was lost): call again with the same references. Otherwise why not, with the row as it is.
 */
export type EditClaim =
  | { kind: 'claimed' | 'resumed'; booking: BookingRow }
  | { kind: 'stale' | 'pending' | 'reusedKey'; booking: BookingRow | undefined };

/**
 * Claims the booking for one edit in one statement: `version = version + 1, pending_edit_key = key where version =
 * expected and no other edit (or void, refund) awaits an answer`. Of two edits of one version exactly one is claimed,
 * so only one reaches the airline; the other answers 409 before any supplier call.
 */
export async function claimEdit(db: Database, request: EditClaimRequest): Promise<EditClaim> {
  const leaseEnd = new Date(request.at.getTime() - EDIT_CLAIM_LEASE_MS);
  const [claimed] = await db
    .update(bookings)
    .set({
      version: sql`${bookings.version} + 1`,
      pendingEditKey: request.idempotencyKey,
      pendingEditHash: request.requestHash,
      updatedAt: request.at,
    })
    .where(
      and(
        eq(bookings.id, request.bookingId),
        eq(bookings.version, request.expectedVersion),
        inArray(bookings.status, ['HOLD', 'EXPORT']),
        isNull(bookings.pendingSupplierAction),
        or(isNull(bookings.pendingEditKey), lte(bookings.updatedAt, leaseEnd)),
      ),
    )
    .returning();
  if (claimed) return { kind: 'claimed', booking: claimed };
  const [current] = await db.select().from(bookings).where(eq(bookings.id, request.bookingId));
  if (current?.pendingEditKey === request.idempotencyKey) {
    const kind = current.pendingEditHash === request.requestHash ? 'resumed' : 'reusedKey';
    return { kind, booking: current };
  }
  if (current && isEditPending(current, request.at)) return { kind: 'pending', booking: current };
  return { kind: 'stale', booking: current };
}

/**
 * The airline refused: the claim is dropped and, unless something else changed the booking meanwhile (a job), its
 * version goes back to the one the agent edited — nothing changed, so the agent may correct the body and send again.
 */
export async function releaseEdit(
  db: Database,
  claim: { bookingId: string; idempotencyKey: string; expectedVersion: number },
): Promise<void> {
  await db
    .update(bookings)
    .set({
      pendingEditKey: null,
      pendingEditHash: null,
      version: sql`case when ${bookings.version} = ${claim.expectedVersion + 1}::integer then ${claim.expectedVersion}::integer else ${bookings.version} end`,
    })
    .where(and(eq(bookings.id, claim.bookingId), eq(bookings.pendingEditKey, claim.idempotencyKey)));
}

/** Rows the edit changes besides the booking's own columns (its passengers), in its transaction. */
export type EditSideWrite = (tx: Database) => Promise<void>;

/** The passenger columns a record edit sets (change-loyalty, add-info-passenger, change-passport). */
export type EditedPassengerColumns = Partial<
  Pick<PassengerRow, 'loyalty' | 'passport' | 'birthDate' | 'nationality' | 'idNumber' | 'gender'>
>;

/** One passenger's new columns, written with the edit. */
export const passengerUpdate =
  (options: { bookingId: string; paxId: string; set: EditedPassengerColumns }): EditSideWrite =>
  async (tx) => {
    await tx
      .update(bookingPassengers)
      .set(options.set)
      .where(and(eq(bookingPassengers.bookingId, options.bookingId), eq(bookingPassengers.paxId, options.paxId)));
  };

export type EditWrite = {
  booking: BookingRow;
  /** The key that claimed the booking: a claim taken over meanwhile (past the lease) writes nothing. */
  idempotencyKey: string;
  /** The booking's new columns: its flights from the PNR, and the PNR's contact when the edit changed it. */
  set: BookingColumns & Partial<Pick<BookingRow, 'contact'>>;
  /** The passenger and contact rows the edit changed, written in the same transaction. */
  sideWrites?: readonly EditSideWrite[];
  actorUserId: string;
  details: Record<string, unknown>;
  at: Date;
};

/**
 * The edit's result in one transaction: the booking's new columns with the claim released (the claim already raised
 * the version), the passenger and contact rows, and the `edited` event. Undefined when the claim is no longer this
 * key's.
 */
export async function writeEdit(db: Database, write: EditWrite): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ ...write.set, pendingEditKey: null, pendingEditHash: null, updatedAt: write.at })
      .where(and(eq(bookings.id, write.booking.id), eq(bookings.pendingEditKey, write.idempotencyKey)))
      .returning();
    if (!row) return undefined;
    for (const sideWrite of write.sideWrites ?? []) await sideWrite(tx);
    await recordBookingEvent(tx, {
      bookingId: row.id,
      actorUserId: write.actorUserId,
      action: 'edited',
      fromStatus: row.status,
      toStatus: row.status,
      details: write.details,
      at: write.at,
    });
    return row;
  });
}
