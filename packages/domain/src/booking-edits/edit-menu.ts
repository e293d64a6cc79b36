// The edit menu of one booking: the actions its system, status and itinerary allow and the user's permissions admit.
import type { TBookingSystem } from '@portal/contracts';
import { isAllowed } from '../permissions/rules.js';
import { BOOKING_EDIT_CATALOGUE, type BookingEditEntry, type BookingEditName } from './catalogue.js';

export type EditMenuBooking = {
  system: TBookingSystem;
  /** The booking's status code (LOADING, HOLD, EXPORT, CANCEL…); only HOLD and EXPORT start edits. */
  status: string;
  isInternational: boolean;
  /** False for a sub-agency's booking seen from above: read-only, no edit at all. */
  isOwnAgency: boolean;
};

/** Whether the entry may start on this booking, permissions aside. */
export function isEditApplicable(entry: BookingEditEntry, booking: EditMenuBooking): boolean {
  return (
    booking.isOwnAgency &&
    entry.systems.includes(booking.system) &&
    (entry.startStatuses as readonly string[]).includes(booking.status) &&
    (!entry.needsInternational || booking.isInternational)
  );
}

/** The menu's entries, open ones first then paid ones, each with its one-line description. */
export function editActionsFor(booking: EditMenuBooking, permissions: readonly string[]): BookingEditEntry[] {
  return BOOKING_EDIT_CATALOGUE.filter(
    (entry) => isEditApplicable(entry, booking) && isAllowed(entry.rule, permissions),
  );
}

/** Whether this user may start this edit on this booking now (the API's check before calling the supplier). */
export function canStartEdit(
  action: BookingEditName,
  booking: EditMenuBooking,
  permissions: readonly string[],
): boolean {
  return editActionsFor(booking, permissions).some((entry) => entry.action === action);
}
