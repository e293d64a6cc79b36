// Which coupons a refund-ticket takes (an adult takes its infant) and what they do to the draft: recorded refunded,
// seats back, credit shells in the passengers' names, and the PNR REFUNDED once no coupon is left.
import type { TSupplierBooking } from '@portal/contracts';
import { DEFAULT_TICKET_PREFIXES, vietnamIso } from '../../booking-policy.js';
import { field, type TPaidContext } from '../paid-context.js';
import { moveSeats } from './reissue-draft.js';
import { CREDIT_SHELL_DAYS } from './reissue-rules.js';

type TPassenger = TSupplierBooking['passengers'][number];
type TFlight = TSupplierBooking['flights'][number];
export type TCoupon = { passenger: TPassenger; flight: TFlight };
export type TRefundedCoupon = NonNullable<TSupplierBooking['refundedCoupons']>[number];

/** The coupons asked for, less those already refunded; a field error naming an unknown passenger or flight. */
export function couponsOf(
  context: TPaidContext,
  asked: { paxIds?: string[]; flightKeys?: string[] },
): TCoupon[] | ReturnType<typeof field> {
  const { view } = context.draft;
  const passengers: TPassenger[] = [];
  for (const [index, paxId] of (asked.paxIds ?? view.passengers.map((passenger) => passenger.id)).entries()) {
    const passenger = view.passengers.find((candidate) => candidate.id === paxId);
    if (!passenger) return field(`paxIds.${index}`, `No passenger ${paxId} in this PNR`);
    const infant = view.passengers.find((candidate) => candidate.infantOf === passenger.id);
    for (const taken of [passenger, ...(infant ? [infant] : [])])
      if (!passengers.includes(taken)) passengers.push(taken);
  }
  const flights: TFlight[] = [];
  for (const [index, flightKey] of (asked.flightKeys ?? view.flights.map((flight) => flight.key)).entries()) {
    const flight = view.flights.find((candidate) => candidate.key === flightKey);
    if (!flight) return field(`flightKeys.${index}`, `No flight ${flightKey} in this PNR`);
    if (!flights.includes(flight)) flights.push(flight);
  }
  const refunded = view.refundedCoupons ?? [];
  return flights.flatMap((flight) =>
    passengers
      .filter(
        (passenger) => !refunded.some((coupon) => coupon.paxId === passenger.id && coupon.flightKey === flight.key),
      )
      .map((passenger) => ({ passenger, flight })),
  );
}

/** Records the coupons refunded and gives their seats back (on commit). */
export function recordRefunded(context: TPaidContext, refunded: readonly TRefundedCoupon[]): void {
  const { draft } = context;
  draft.view.refundedCoupons = [...(draft.view.refundedCoupons ?? []), ...refunded];
  for (const coupon of refunded) {
    const passenger = draft.view.passengers.find((candidate) => candidate.id === coupon.paxId);
    if (draft.view.seats)
      draft.view.seats = draft.view.seats.filter(
        (seat) => seat.paxId !== coupon.paxId || seat.flightKey !== coupon.flightKey,
      );
    if (!passenger || passenger.type === 'INF') continue;
    const taken = draft.seatsTaken.find((entry) => entry.flightKey === coupon.flightKey && entry.count > 0);
    if (!taken) continue;
    taken.count -= 1;
    moveSeats(context, { flightKey: taken.flightKey, fareClass: taken.fareClass, count: 1, kind: 'release' });
  }
  draft.seatsTaken = draft.seatsTaken.filter((entry) => entry.count > 0);
}

/** Every coupon refunded: the PNR is REFUNDED, its segments XX, its refund element the sums of the coupons. */
export function closeWhenAllRefunded(context: TPaidContext): void {
  const { view } = context.draft;
  const refunded = view.refundedCoupons ?? [];
  const left = view.flights.some((flight) =>
    view.passengers.some(
      (passenger) => !refunded.some((coupon) => coupon.paxId === passenger.id && coupon.flightKey === flight.key),
    ),
  );
  if (left) return;
  view.status = 'REFUNDED';
  for (const flight of view.flights) for (const segment of flight.segments) segment.status = 'XX';
  const sum = (pick: (coupon: TRefundedCoupon) => number | undefined) =>
    refunded.reduce((total, coupon) => total + (pick(coupon) ?? 0), 0);
  const penalty = sum((coupon) => coupon.penalty);
  view.refund = {
    quoteId: context.clientRef,
    penalty,
    refundedAmount: sum((coupon) => coupon.refunded) - penalty,
    refundedAt: vietnamIso(context.now),
  };
}

/** On commit: a credit shell per passenger in their name for what their coupons gave back, valid one year. */
export function creditShells(context: TPaidContext, netByPax: ReadonlyMap<string, number>): void {
  if (context.mode !== 'commit') return;
  const { view } = context.draft;
  const prefix = context.deps.ticketPrefixes[view.airline] ?? DEFAULT_TICKET_PREFIXES[view.airline] ?? '999';
  const expiresAt = vietnamIso(new Date(context.now.getTime() + CREDIT_SHELL_DAYS * 86_400_000));
  for (const passenger of view.passengers) {
    const amount = -(netByPax.get(passenger.id) ?? 0);
    if (amount <= 0) continue;
    const number = `CS${context.deps.store.newTicketNumber(prefix)}`;
    const name = `${passenger.lastName}/${passenger.firstName}`;
    view.credits = [...(view.credits ?? []), { number, paxId: passenger.id, name, amount, expiresAt }];
    context.documents.push({ kind: 'CREDIT_SHELL', number, paxId: passenger.id, amount });
  }
}
