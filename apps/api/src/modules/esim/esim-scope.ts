// Which eSIM orders a caller may see and act on (decision 088): its own agency's; an administrator's also its
// sub-agencies' to read (as trains' and flights' scope). Acting (top-up, refund) is the buyer's agency's only: a
// sub-agency's order seen from above is 403 read-only; any other id is 404, exactly like no order.
import type { Database } from '@portal/db';
import { notFound } from '../../platform/errors.js';
import { readOnlyBooking } from '../bookings/booking-errors.js';
import { visibleAgencyIds, type BookingCaller } from '../bookings/booking-scope.js';
import { findEsimOrder } from './repository/esim-reads.js';
import type { EsimOrderRow } from './repository/esim-rows.js';

export async function requireVisibleEsimOrder(
  db: Database,
  caller: BookingCaller,
  orderId: string,
): Promise<EsimOrderRow> {
  const order = await findEsimOrder(db, orderId);
  if (!order) throw notFound();
  if (order.agencyId === caller.agencyId) return order;
  if ((await visibleAgencyIds(db, caller)).includes(order.agencyId)) return order;
  throw notFound();
}

export async function requireActionableEsimOrder(
  db: Database,
  caller: BookingCaller,
  orderId: string,
): Promise<EsimOrderRow> {
  const order = await requireVisibleEsimOrder(db, caller, orderId);
  if (order.agencyId !== caller.agencyId) throw readOnlyBooking();
  return order;
}
