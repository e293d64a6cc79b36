// Which actions a booking's state allows this user (the detail page's buttons; the issue, void and refund routes use the same rules).
import type { TBookingAction } from '@portal/contracts';
import { isAllowed, ruleOf, type AllowRule } from '@portal/domain';
import type { BookingRow, BookingStatus } from './repository/booking-rows.js';
import type { BookingCaller } from './booking-scope.js';

/** SPEC §2: booking/issue, booking/cancel, booking/void, and refund-ticket (EXPORT_TICKET) of the edit actions. */
export const BOOKING_ACTION_RULES: Record<TBookingAction, AllowRule> = {
  issue: ruleOf('/booking/issue'),
  cancel: ruleOf('/booking/cancel'),
  void: ruleOf('/booking/void'),
  refund: ruleOf('/booking/edit/refund-ticket/:id'),
};

/**
 * The states each action may start from: a hold is issued or cancelled, a ticketed booking voided or refunded. An
 * action allowed in several states lists them all (a booking edit such as a remark: ['HOLD', 'EXPORT']).
 */
export const ACTION_START_STATES: Record<TBookingAction, readonly BookingStatus[]> = {
  issue: ['HOLD'],
  cancel: ['HOLD'],
  void: ['EXPORT'],
  refund: ['EXPORT'],
};

/** Whether the action may start from the booking's status. */
export const canStartFrom = (action: TBookingAction, status: BookingStatus) =>
  ACTION_START_STATES[action].includes(status);

const isBefore = (deadline: Date | null, now: Date) => !deadline || now.getTime() < deadline.getTime();

/** Whether the moment still allows the action: an issue before the time limit, a void within the void window, a refund before departure. */
const TIMING: Record<
  TBookingAction,
  (booking: Pick<BookingRow, 'timeLimit' | 'voidUntil' | 'departAt'>, now: Date) => boolean
> = {
  issue: (booking, now) => isBefore(booking.timeLimit, now),
  cancel: () => true,
  void: (booking, now) => isBefore(booking.voidUntil, now),
  refund: (booking, now) => isBefore(booking.departAt, now),
};

/**
 * The actions the booking's state allows and the caller's permissions admit; none on a sub-agency's booking (read-only
 * for the agency above and the operator, mailing its itinerary included: see requireActionableBooking), no issue once the time limit has passed (the expiry job is about to cancel it), no void after
 * the supplier's void window, no refund once the first flight has left.
 */
export function allowedActions(
  booking: Pick<BookingRow, 'agencyId' | 'status' | 'timeLimit' | 'voidUntil' | 'departAt'>,
  caller: BookingCaller,
  now: Date,
): TBookingAction[] {
  if (booking.agencyId !== caller.agencyId) return [];
  return (Object.keys(ACTION_START_STATES) as TBookingAction[]).filter(
    (action) =>
      canStartFrom(action, booking.status) &&
      isAllowed(BOOKING_ACTION_RULES[action], caller.permissions) &&
      TIMING[action](booking, now),
  );
}
