// Who may make a paid change on which booking: a ticketed (EXPORT) booking of one's own agency, with EXPORT_TICKET.
import type { TBookingDetail } from '@portal/contracts';

export const PAID_CHANGE_PERMISSION = 'EXPORT_TICKET';

export const canMakePaidChanges = (
  booking: Pick<TBookingDetail, 'status' | 'isOwnAgency'>,
  permissions: readonly string[],
) => booking.status === 'EXPORT' && booking.isOwnAgency && permissions.includes(PAID_CHANGE_PERMISSION);
