// What a booking's step tells its people (issue 19, decision 112): every status change passes transitionBooking,
// which calls this in the same transaction; the steps worth a notice become one, the others nothing.
import type { Database } from '@portal/db';
import type { TBookingEventAction, TNotificationType } from '@portal/contracts';
import { anyOf } from '@portal/domain';
import { notify } from '../notifications/notify.js';
import type { BookingRow } from './repository/booking-rows.js';

/** Who hears that a ticket action needs a person's check: the booking's maker and its agency's administrators. */
const CHECKERS = anyOf('ADMIN_F1', 'ADMIN_F2');
/** Outcomes the reconciliation could not settle by itself: someone must look (once per booking and kind). */
const NEEDS_CHECK: ReadonlySet<TBookingEventAction> = new Set([
  'void-unresolved',
  'refund-unresolved',
  'reconcile-unknown',
]);

function typeOf(action: TBookingEventAction, to: BookingRow['status']): TNotificationType | undefined {
  switch (action) {
    case 'expire':
      return to === 'CANCEL' ? 'hold.expired' : undefined;
    case 'issued':
      return 'ticket.issued';
    case 'issue-failed':
      return 'ticket.failed';
    case 'reconciled':
      return to === 'EXPORT' ? 'ticket.issued' : to === 'ISSUING' ? undefined : 'ticket.failed';
    case 'void':
      return 'ticket.voided';
    case 'refund':
      return 'ticket.refunded';
    default:
      return NEEDS_CHECK.has(action) ? 'reconcile.check' : undefined;
  }
}

export const bookingLink = (bookingId: string) => `/booking/booking-detail/${bookingId}`;

export async function noticeOfBookingStep(
  tx: Database,
  step: { booking: BookingRow; action: TBookingEventAction },
): Promise<void> {
  const { booking, action } = step;
  const type = typeOf(action, booking.status);
  if (!type) return;
  const params = { pnr: booking.pnr ?? '', route: booking.route };
  const link = bookingLink(booking.id);
  if (type === 'reconcile.check')
    await notify(tx, {
      agencyId: booking.agencyId,
      audience: CHECKERS,
      alsoUserIds: [booking.createdBy],
      type,
      params: { ...params, action },
      link,
      dedupeKey: `reconcile-check:${action}:${booking.id}`,
    });
  else await notify(tx, { userIds: [booking.createdBy], type, params, link });
}
