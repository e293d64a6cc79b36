// An edit's claim of the booking before its commits reach the airline (decision 043) with the 409s it answers, and
// its release: one function an edit service calls instead of its own copy.
import type { Database } from '@portal/db';
import { refuseReusedKey } from '../../../platform/idempotency.js';
import { editPending, staleVersion, wrongState } from '../booking-errors.js';
import { claimEdit, releaseEdit } from '../repository/booking-edit-writes.js';
import type { BookingRow } from '../repository/booking-rows.js';

export type EditClaimFor = {
  bookingId: string;
  action: string;
  idempotencyKey: string;
  expectedVersion: number;
  requestHash: string;
  at: Date;
};

/**
 * The booking claimed for this request (version raised, key set), or resumed by the same key; 409 editPending,
 * wrongState or staleVersion otherwise, 422 for this key pending with another body — as the edits without money do.
 */
export async function claimForEdit(db: Database, request: EditClaimFor): Promise<BookingRow> {
  const claim = await claimEdit(db, request);
  if (claim.kind === 'claimed' || claim.kind === 'resumed') return claim.booking;
  if (claim.kind === 'pending') throw editPending();
  if (claim.kind === 'reusedKey')
    refuseReusedKey({
      key: request.idempotencyKey,
      stored: claim.booking?.pendingEditHash ?? '',
      fingerprint: request.requestHash,
    });
  const current = claim.booking;
  if (current && (!['HOLD', 'EXPORT'].includes(current.status) || current.pendingSupplierAction))
    throw wrongState(current.status, request.action);
  throw staleVersion(current?.version ?? request.expectedVersion);
}

/** The airline refused with nothing changed: the claim dropped and the version the agent edited restored. */
export const releaseClaim = (db: Database, request: EditClaimFor) => releaseEdit(db, request);
