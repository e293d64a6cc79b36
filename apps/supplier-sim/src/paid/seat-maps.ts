// Seat maps of a PNR's flights (decision 049): the aircraft's layout, paid zones priced per airline, seats blocked or
// taken deterministically per flight, seats other PNRs bought, and this PNR's own passengers in theirs.
import type { TBookingSystem, TSupplierBooking, TSupplierSeat, TSupplierSeatMap } from '@portal/contracts';
import type { TBookingDeps } from '../booking-context.js';
import { LOW_COST } from '../edits/edit-rules.js';
import { unitHash } from '../hash.js';
import { isDomesticFlight } from './offers.js';
import { layoutOf, type TCabinBlock } from './seat-layouts.js';

type TFlight = TSupplierBooking['flights'][number];

/** Share of seats other travellers hold (deterministic per flight and seat), and of seats the airline blocks. */
export const TAKEN_SHARE = 0.35;
export const BLOCKED_SHARE = 0.03;
const INTERNATIONAL_FACTOR = 2.5;
/** Low-cost airlines leave the last rows free of charge. */
const FREE_BACK_ROWS = 5;

/** Per low-cost airline: front rows 1–3, exit rows, rows 4–10, the rest but the last rows (domestic VND). */
const LCC_SEAT_PRICES: Readonly<Record<string, { front: number; exit: number; forward: number; standard: number }>> = {
  VJ: { front: 250_000, exit: 200_000, forward: 120_000, standard: 60_000 },
  QH: { front: 200_000, exit: 170_000, forward: 100_000, standard: 50_000 },
  VU: { front: 180_000, exit: 150_000, forward: 90_000, standard: 50_000 },
};
/** Full-service economy: exit rows and the first two rows (preferred) cost; the rest and business are free. */
const FULL_SERVICE_PRICES = { exit: 150_000, preferred: 100_000 };

/** The same physical flight whichever system sold it: its first segment's number and departure. */
export const flightIdentity = (flight: TFlight) => {
  const first = flight.segments[0];
  return `${first?.carrierCode}${first?.flightNumber}|${first?.departDateTime}`;
};

function zoneOf(system: TBookingSystem, place: { row: number; block: TCabinBlock; isExit: boolean }) {
  const { row, block, isExit } = place;
  const index = row - block.firstRow;
  if (block.cabin !== 'ECONOMY') return { price: 0 };
  if (!LOW_COST.includes(system)) {
    if (isExit) return { zone: 'EXIT', price: FULL_SERVICE_PRICES.exit };
    return index < 2 ? { zone: 'PREFERRED', price: FULL_SERVICE_PRICES.preferred } : { price: 0 };
  }
  const prices = LCC_SEAT_PRICES[system] ?? { front: 0, exit: 0, forward: 0, standard: 0 };
  if (index < 3) return { zone: 'FRONT', price: prices.front };
  if (isExit) return { zone: 'EXIT', price: prices.exit };
  if (index < 10) return { zone: 'FORWARD', price: prices.forward };
  if (row > block.lastRow - FREE_BACK_ROWS) return { price: 0 };
  return { zone: 'STANDARD', price: prices.standard };
}

/** Seats other ticketed PNRs of the simulator hold on the same flight. */
function boughtElsewhere(deps: TBookingDeps, view: TSupplierBooking, flight: TFlight): Set<string> {
  const identity = flightIdentity(flight);
  const seats = new Set<string>();
  for (const { view: other } of deps.store.bookings.values()) {
    if (other.pnr === view.pnr || other.status !== 'TICKETED' || !other.seats) continue;
    const keys = new Set(other.flights.filter((candidate) => flightIdentity(candidate) === identity).map((f) => f.key));
    for (const held of other.seats) if (keys.has(held.flightKey)) seats.add(held.seat);
  }
  return seats;
}

/** The map of one flight of the PNR (its first segment's aircraft), seen by this PNR. */
export function seatMapOf(deps: TBookingDeps, view: TSupplierBooking, flight: TFlight): TSupplierSeatMap {
  const { system } = view;
  const aircraft = flight.segments[0]?.aircraft ?? 'A321';
  const layout = layoutOf(aircraft, !LOW_COST.includes(system));
  const identity = flightIdentity(flight);
  const bought = boughtElsewhere(deps, view, flight);
  const own = new Map(
    (view.seats ?? []).filter((held) => held.flightKey === flight.key).map((held) => [held.seat, held]),
  );
  // A fare of a cabin the aircraft lacks (premium on a narrowbody) sits in economy.
  const cabin = layout.blocks.some((candidate) => candidate.cabin === flight.cabinClass)
    ? flight.cabinClass
    : 'ECONOMY';
  const factor = isDomesticFlight(flight) ? 1 : INTERNATIONAL_FACTOR;
  const rows = layout.blocks.flatMap((block) =>
    Array.from({ length: block.lastRow - block.firstRow + 1 }, (_, offset) => {
      const row = block.firstRow + offset;
      const isExit = layout.exitRows.includes(row);
      const { zone, price: domestic } = zoneOf(system, { row, block, isExit });
      const price = Math.round((domestic * factor) / 1000) * 1000;
      const seats = block.letters.map((letter): TSupplierSeat => {
        const seat = `${row}${letter}`;
        const mine = own.get(seat);
        const priced = { seat, price, ...(zone ? { zone } : {}) };
        if (mine) return { ...priced, status: price > 0 ? 'PAID' : 'FREE', paxId: mine.paxId };
        if (block.cabin !== cabin || unitHash('seat-blocked', identity, seat) < BLOCKED_SHARE)
          return { ...priced, status: 'BLOCKED' };
        if (bought.has(seat) || unitHash('seat-taken', identity, seat) < TAKEN_SHARE)
          return { ...priced, status: 'TAKEN' };
        return { ...priced, status: price > 0 ? 'PAID' : 'FREE' };
      });
      return { row, isExit, seats };
    }),
  );
  return { flightKey: flight.key, aircraft, columns: [...layout.columns], rows };
}
