// Whose bookings a caller sees (its agency's; an administrator's also its sub-agencies') and which it may change (its own agency's only).
import type { FastifyRequest } from 'fastify';
import type { Database } from '@portal/db';
import { anyOf, isAllowed } from '@portal/domain';
import { notFound } from '../../platform/errors.js';
import { requestContext } from '../../platform/request-context.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { agencyIdsAtAndBelow } from '../../platform/tenancy.js';
import { readOnlyBooking } from './booking-errors.js';
import { findBooking } from './repository/booking-reads.js';
import type { BookingRow } from './repository/booking-rows.js';

/**
 * Administrators of an F1 or F2 (ADMIN_F1, ADMIN_F2) and holders of VOID_VIEW_TICKETS (void_view_all_ticket) see the
 * bookings of every agency below theirs; everyone else sees their own agency's bookings (every user's of it).
 */
export const SEES_SUB_AGENCY_BOOKINGS = anyOf('ADMIN_F1', 'ADMIN_F2', 'VOID_VIEW_TICKETS');

// Kept as a projection of RequestContext: scoping a booking needs the user, agency and permissions, not the request.
export type BookingCaller = Pick<AccessClaims, 'userId' | 'agencyId' | 'permissions'>;

/** The signed-in caller of a booking route (401 without a valid access token). */
export function callerOf(request: FastifyRequest): BookingCaller {
  const { userId, agencyId, permissions } = requestContext(request).auth;
  return { userId, agencyId, permissions };
}

export async function visibleAgencyIds(db: Database, caller: BookingCaller): Promise<string[]> {
  return isAllowed(SEES_SUB_AGENCY_BOOKINGS, caller.permissions)
    ? agencyIdsAtAndBelow(db, caller.agencyId)
    : [caller.agencyId];
}

/** A booking the caller may see; 404 for any other id (another agency's booking looks like no booking). */
export async function requireVisibleBooking(
  db: Database,
  caller: BookingCaller,
  bookingId: string,
): Promise<BookingRow> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound();
  if (booking.agencyId === caller.agencyId) return booking;
  if ((await visibleAgencyIds(db, caller)).includes(booking.agencyId)) return booking;
  throw notFound();
}

/**
 * A booking the caller may act on (cancel; later issue, void, refund): its own agency's. A sub-agency's booking the
 * caller can see is read-only (403 bookingReadOnly); anything else is 404.
 */
export async function requireActionableBooking(
  db: Database,
  caller: BookingCaller,
  bookingId: string,
): Promise<BookingRow> {
  const booking = await requireVisibleBooking(db, caller, bookingId);
  if (booking.agencyId !== caller.agencyId) throw readOnlyBooking();
  return booking;
}
