// Admin hook for tests: record a balance due on a ticketed PNR as the airline would after a change (process-price settles it).
import type { TSupplierBooking } from '@portal/contracts';
import { z } from 'zod';
import { refuse, succeed, type TActionResult, type TBookingDeps } from '../../booking-context.js';
import { refreshExpiry } from '../../booking-lifecycle.js';
import { vietnamIso } from '../../booking-policy.js';
import { balanceEntry } from './balance-pricing.js';

export const ZBalanceDueInject = z.object({
  paxId: z.string(),
  amount: z
    .number()
    .int()
    .refine((value) => value !== 0, 'A balance is owed one way or the other'),
  /** Both languages, or one text for both. */
  description: z.union([z.string().min(1), z.object({ vi: z.string().min(1), en: z.string().min(1) })]).optional(),
});

/** POST /admin/bookings/{pnr}/balance-due: a TICKETED PNR only, a passenger of it. */
export function injectBalanceDue(
  deps: TBookingDeps,
  pnr: string,
  body: z.output<typeof ZBalanceDueInject>,
): TActionResult<TSupplierBooking> {
  const stored = deps.store.bookings.get(pnr.toUpperCase());
  if (!stored) return refuse('NOT_FOUND', `No PNR ${pnr.toUpperCase()}`);
  refreshExpiry(deps, stored);
  const { view } = stored;
  if (view.status !== 'TICKETED')
    return refuse('INVALID_STATE', `PNR ${view.pnr} is ${view.status}: a balance is due on a ticketed PNR`, {
      booking: view,
    });
  if (!view.passengers.some((passenger) => passenger.id === body.paxId))
    return refuse('BAD_REQUEST', `No passenger ${body.paxId} in ${view.pnr}`);
  const given = body.description;
  const description =
    typeof given === 'string'
      ? { vi: given, en: given }
      : (given ?? { vi: 'Chênh lệch do hãng ghi nhận', en: 'Difference recorded by the airline' });
  const entry = balanceEntry(view, { paxId: body.paxId, description, amount: body.amount, at: vietnamIso(deps.now()) });
  view.balanceDue = [...(view.balanceDue ?? []), entry];
  return succeed(view);
}
