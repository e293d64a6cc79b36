// How a reissue changes the draft PNR: a flight replaced by one priced now (fares, seats, add-ons follow it), the
// passengers' amounts shifted by the fare difference, new tickets; seats move in the inventory only on commit.
import type { TSupplierBooking, TSupplierPaidChange } from '@portal/contracts';
import { canonicalJson } from '../../booking-store.js';
import { bookedFlights } from '../../booking-hold.js';
import type { TPricedFlight } from '../../booking-pricing.js';
import { totalsFromAmounts } from '../../edits/edit-context.js';
import type { TPaidContext } from '../paid-context.js';
import { ZERO_PRICE } from './paid-lines.js';

type TFlight = TSupplierBooking['flights'][number];

export function paxCounts(view: TSupplierBooking) {
  const count = (type: string) => view.passengers.filter((passenger) => passenger.type === type).length;
  return { adt: count('ADT'), chd: count('CHD'), inf: count('INF') };
}

type TSeatMove = { flightKey: string; fareClass: string; count: number; kind: 'take' | 'release' };

/** Seat moves a commit makes, held until the handler knows its lines match the quote accepted. */
const pendingMoves = new WeakMap<TPaidContext, TSeatMove[]>();

/** A seat move in the fare-class inventory: recorded on commit only (a quote changes nothing), applied by `settleSeats`. */
export function moveSeats(context: TPaidContext, move: TSeatMove): void {
  if (context.mode !== 'commit' || move.count <= 0) return;
  pendingMoves.set(context, [...(pendingMoves.get(context) ?? []), move]);
}

/**
 * At the end of a commit's handler: the seats move only when a quote of this PNR and change has exactly these lines
 * (otherwise the service answers PRICE_CHANGED and nothing may move).
 */
export function settleSeats(context: TPaidContext, change: TSupplierPaidChange): void {
  const moves = pendingMoves.get(context) ?? [];
  pendingMoves.delete(context);
  if (moves.length === 0) return;
  const lines = canonicalJson(context.lines);
  const fingerprint = canonicalJson(change);
  const accepted = [...context.deps.store.paidQuotes.values()].some(
    (saved) =>
      saved.pnr === context.draft.view.pnr &&
      saved.changeFingerprint === fingerprint &&
      canonicalJson(saved.quote.lines) === lines,
  );
  if (!accepted) return;
  for (const move of moves) {
    if (move.kind === 'take') context.deps.seats.decrement(move.flightKey, move.fareClass, move.count);
    else context.deps.seats.release(move.flightKey, move.fareClass, move.count);
  }
}

/** Each passenger's fare, tax and VAT move by the new flight's price less the old one's. */
function shiftAmounts(view: TSupplierBooking, old: TFlight, next: TFlight): void {
  for (const amount of view.paxAmounts) {
    const before = old.netPrices[amount.type] ?? ZERO_PRICE;
    const after = next.netPrices[amount.type] ?? ZERO_PRICE;
    amount.baseFare += after.baseFare - before.baseFare;
    amount.tax += after.tax - before.tax;
    amount.vat += after.vat - before.vat;
    amount.total += after.baseFare + after.tax + after.vat - (before.baseFare + before.tax + before.vat);
  }
  totalsFromAmounts(view);
}

/** Moves what hangs on a flight key (add-ons, services bought after ticketing, SSRs) to the new key; a seat number does not follow (another aircraft). */
function rekey(view: TSupplierBooking, from: string, to: string): void {
  if (from === to) return;
  for (const choice of [...view.ancillaries, ...(view.paidServices ?? [])])
    if (choice.flightKey === from) choice.flightKey = to;
  for (const passenger of view.passengers)
    for (const ssr of passenger.ssrs ?? []) if (ssr.flightKey === from) ssr.flightKey = to;
  if (view.seats) view.seats = view.seats.filter((seat) => seat.flightKey !== from);
  if (view.arnks) view.arnks = view.arnks.filter((arnk) => arnk.afterFlightKey !== from);
}

/** Replaces the PNR's flight at `index` with the flight priced now: fares, class, seats, refund terms. */
export function replaceFlight(context: TPaidContext, index: number, priced: TPricedFlight): void {
  const { draft } = context;
  const { view } = draft;
  const old = view.flights[index];
  const [booked] = bookedFlights([priced]);
  if (!old || !booked) return;
  const next = { ...booked, legIndex: old.legIndex };
  view.flights[index] = next;
  shiftAmounts(view, old, next);
  rekey(view, old.key, next.key);
  for (const taken of draft.seatsTaken.filter((entry) => entry.flightKey === old.key))
    moveSeats(context, { ...taken, kind: 'release' });
  const count = view.passengers.filter((passenger) => passenger.type !== 'INF').length;
  draft.seatsTaken = [
    ...draft.seatsTaken.filter((entry) => entry.flightKey !== old.key),
    { flightKey: next.key, fareClass: priced.bookingClass.code, count },
  ];
  moveSeats(context, { flightKey: next.key, fareClass: priced.bookingClass.code, count, kind: 'take' });
  draft.refundTerms[index] = {
    isDomestic: priced.flight.isDomestic,
    segmentCount: priced.flight.segments.length,
    refundFee: priced.family.refundFee,
  };
  draft.firstDeparture = new Date(
    Math.min(...view.flights.map((flight) => Date.parse(flight.segments[0]?.departDateTime ?? ''))),
  );
  delete view.storedFare;
}

/** A new ticket per passenger (numbered by the service at commit), its amount what the change cost that passenger. */
export function reissueTickets(context: TPaidContext): void {
  const { view } = context.draft;
  const flightKeys = view.flights.map((flight) => flight.key);
  for (const passenger of view.passengers) {
    const amount = context.lines
      .filter((entry) => entry.paxId === passenger.id)
      .reduce((sum, entry) => sum + entry.amount, 0);
    context.documents.push({ kind: 'TICKET', number: '', paxId: passenger.id, amount, flightKeys });
  }
}
