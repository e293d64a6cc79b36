// The balance a part-1 edit leaves when committed on a TICKETED PNR (decision 050): a name change's fee is owed, a
// removed flight's coupons come back by fare rule; process-price settles both. The other money edits stay refused.
import type { TSupplierBooking, TSupplierEdit, TSupplierEditAction } from '@portal/contracts';
import { vietnamIso } from '../../booking-policy.js';
import { bookedFlightFacts } from './booked-flight.js';
import { balanceEntry, type TBalanceEntry } from './balance-pricing.js';
import { refundTiming } from './reissue-rules.js';
import { couponRefund } from './refund-pricing.js';

type TFlight = TSupplierBooking['flights'][number];

/** Money edits a ticketed PNR now takes, leaving a balance (add-infant, add-route, a class change, a bag: reissues). */
export const BALANCE_EDITS: ReadonlySet<TSupplierEditAction> = new Set<TSupplierEditAction>([
  'change-passenger-info',
  'change-birthday-qh',
  'remove-route',
]);

const feesOf = (view: TSupplierBooking, paxId: string) =>
  view.paxAmounts.find((amount) => amount.paxId === paxId)?.fees ?? 0;

function feeBalance(before: TSupplierBooking, after: TSupplierBooking, at: string): TBalanceEntry[] {
  const entries: TBalanceEntry[] = [];
  for (const passenger of after.passengers) {
    const fee = feesOf(after, passenger.id) - feesOf(before, passenger.id);
    if (fee === 0) continue;
    entries.push(
      balanceEntry(
        { ...after, balanceDue: [...(after.balanceDue ?? []), ...entries] },
        {
          paxId: passenger.id,
          description: { vi: 'Phí đổi thông tin hành khách', en: 'Passenger details change fee' },
          amount: fee,
          at,
        },
      ),
    );
  }
  return entries;
}

/** Per passenger the removed flight's coupon by fare rule; a non-refundable fare gives its taxes back only. */
function removedFlightBalance(after: TSupplierBooking, flight: TFlight, now: Date): TBalanceEntry[] | undefined {
  const facts = bookedFlightFacts(flight);
  if (!facts || facts.departure.getTime() <= now.getTime()) return undefined;
  const timing = refundTiming(facts.departure, now);
  const entries: TBalanceEntry[] = [];
  for (const pax of after.passengers) {
    const priced = couponRefund({ pax, flight: facts, timing });
    const amount = priced.ok ? priced.net : -(flight.netPrices[pax.type]?.tax ?? 0);
    if (amount === 0) continue;
    const text = priced.ok
      ? { vi: 'giá vé trừ phí hoàn, và thuế phí', en: 'fare less the refund penalty, and taxes' }
      : { vi: 'chỉ thuế phí (giá vé không hoàn)', en: 'taxes only (non-refundable fare)' };
    entries.push(
      balanceEntry(
        { ...after, balanceDue: [...(after.balanceDue ?? []), ...entries] },
        {
          paxId: pax.id,
          description: {
            vi: `Huỷ chặng ${flight.key}: hoàn ${text.vi}`,
            en: `Flight ${flight.key} removed: ${text.en} back`,
          },
          amount,
          at: vietnamIso(now),
        },
      ),
    );
  }
  return entries;
}

/**
 * The balance entries a money edit leaves on a ticketed PNR (`before` as stored, `after` the edit's draft), or
 * undefined when the edit is a reissue the airline refuses to make as an open edit.
 */
export function ticketedEditBalance(options: {
  before: TSupplierBooking;
  after: TSupplierBooking;
  edit: TSupplierEdit;
  now: Date;
}): TBalanceEntry[] | undefined {
  const { before, after, edit, now } = options;
  if (!BALANCE_EDITS.has(edit.action)) return undefined;
  if (edit.action !== 'remove-route') return feeBalance(before, after, vietnamIso(now));
  const removed = before.flights.find((flight) => flight.key === edit.flightKey);
  return removed ? removedFlightBalance(after, removed, now) : undefined;
}
