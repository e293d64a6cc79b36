// Edits of the PNR's flights: sell a flight, cancel one, rebook a class, confirm statuses, ARNK, accept a schedule change.
import type { TSupplierBooking } from '@portal/contracts';
import { refuse, type TActionResult } from '../booking-context.js';
import { bookedFlights } from '../booking-hold.js';
import { resolveFlights } from '../booking-itinerary.js';
import { priceExactClass, type TPricedFlight } from '../booking-pricing.js';
import { field, flightOf, isRefusal, refused, reprice, type TEditContext, type TEditHandler } from './edit-context.js';

type TFlight = TSupplierBooking['flights'][number];

function paxCounts(view: TSupplierBooking) {
  const count = (type: string) => view.passengers.filter((passenger) => passenger.type === type).length;
  return { adt: count('ADT'), chd: count('CHD'), inf: count('INF') };
}

/** The flight priced now in exactly this class for the PNR's passengers, or the airline's refusal. */
function priceNow(
  context: TEditContext,
  flightKey: string,
  fareClass: string,
  name: string,
): TPricedFlight | TActionResult<never> {
  const resolution = resolveFlights(context.system, [flightKey], context.now);
  if (!resolution.ok)
    return resolution.kind === 'bad-request'
      ? field(name, resolution.message)
      : refuse('FLIGHT_UNAVAILABLE', resolution.message);
  const [flight] = resolution.flights;
  if (!flight) return field(name, 'No such flight');
  const pax = paxCounts(context.draft.stored.view);
  const outcome = priceExactClass(
    { system: context.system, now: context.now, seats: context.deps.seats, pax, bumps: context.deps.store.bumps },
    flight,
    fareClass,
  );
  if (outcome === 'unknown-class') return field('fareClass', 'Not a fare class of this airline');
  if (outcome === 'sold-out')
    return refuse('SOLD_OUT', `Class ${fareClass} of ${flightKey} has not ${pax.adt + pax.chd} seats left`);
  return outcome;
}

const seatCount = (view: TSupplierBooking) => view.passengers.filter((passenger) => passenger.type !== 'INF').length;

function firstDepartureOf(view: TSupplierBooking): Date {
  return new Date(Math.min(...view.flights.map((flight) => Date.parse(flight.segments[0]?.departDateTime ?? ''))));
}

const termsOf = ({ flight, family }: TPricedFlight) => ({
  isDomestic: flight.isDomestic,
  segmentCount: flight.segments.length,
  refundFee: family.refundFee,
});

/** Sells one more flight into the held PNR in the class asked, for every passenger (priced now). */
export const addRoute: TEditHandler<'add-route'> = (context, edit) => {
  const { stored } = context.draft;
  const { view } = stored;
  if (view.flights.some((flight) => flight.key === edit.flight.key))
    return field('flight.key', 'This flight is already in the PNR');
  const priced = priceNow(context, edit.flight.key, edit.flight.fareClass, 'flight.key');
  if (isRefusal(priced)) return priced;
  const [booked] = bookedFlights([priced]);
  if (!booked) return field('flight.key', 'No such flight');
  view.flights.push({ ...booked, legIndex: view.flights.length });
  const count = seatCount(view);
  stored.seatsTaken.push({ flightKey: booked.key, fareClass: priced.bookingClass.code, count });
  context.draft.seatMoves.push({ flightKey: booked.key, fareClass: priced.bookingClass.code, count, kind: 'take' });
  stored.refundTerms.push(termsOf(priced));
  stored.firstDeparture = firstDepartureOf(view);
  reprice(view);
  return undefined;
};

/** Cancels one flight (XE): its seats, add-ons and SSRs go with it; one flight must remain. */
export const removeRoute: TEditHandler<'remove-route'> = (context, edit) => {
  const { stored } = context.draft;
  const { view } = stored;
  const index = view.flights.findIndex((flight) => flight.key === edit.flightKey);
  if (index < 0) return field('flightKey', `No flight ${edit.flightKey} in this PNR`);
  if (view.flights.length === 1) return refused(context, 'the last flight of a PNR cannot be removed; cancel the PNR');
  view.flights.splice(index, 1);
  view.flights.forEach((flight, legIndex) => (flight.legIndex = legIndex));
  stored.refundTerms.splice(index, 1);
  for (const taken of stored.seatsTaken.filter((entry) => entry.flightKey === edit.flightKey))
    context.draft.seatMoves.push({ ...taken, kind: 'release' });
  stored.seatsTaken = stored.seatsTaken.filter((entry) => entry.flightKey !== edit.flightKey);
  view.ancillaries = view.ancillaries.filter((choice) => choice.flightKey !== edit.flightKey);
  for (const passenger of view.passengers)
    if (passenger.ssrs) passenger.ssrs = passenger.ssrs.filter((ssr) => ssr.flightKey !== edit.flightKey);
  if (view.arnks) view.arnks = view.arnks.filter((arnk) => arnk.afterFlightKey !== edit.flightKey);
  stored.firstDeparture = firstDepartureOf(view);
  reprice(view);
  return undefined;
};

/** Rebooks a flight in another class of the same airline (SB), priced now; seats move from the old class. */
export const changeRouteClass: TEditHandler<'change-route-class'> = (context, edit) => {
  const { stored } = context.draft;
  const { view } = stored;
  const index = view.flights.findIndex((flight) => flight.key === edit.flightKey);
  const current = view.flights[index];
  if (!current) return field('flightKey', `No flight ${edit.flightKey} in this PNR`);
  if (current.fareClass.toUpperCase() === edit.fareClass.toUpperCase())
    return refused(context, `${edit.flightKey} is already booked in class ${current.fareClass}`);
  const priced = priceNow(context, edit.flightKey, edit.fareClass, 'flightKey');
  if (isRefusal(priced)) return priced;
  const [booked] = bookedFlights([priced]);
  if (!booked) return field('flightKey', 'No such flight');
  view.flights[index] = { ...booked, legIndex: current.legIndex };
  for (const taken of stored.seatsTaken.filter((entry) => entry.flightKey === edit.flightKey))
    context.draft.seatMoves.push({ ...taken, kind: 'release' });
  const count = seatCount(view);
  stored.seatsTaken = [
    ...stored.seatsTaken.filter((entry) => entry.flightKey !== edit.flightKey),
    { flightKey: edit.flightKey, fareClass: priced.bookingClass.code, count },
  ];
  context.draft.seatMoves.push({ flightKey: edit.flightKey, fareClass: priced.bookingClass.code, count, kind: 'take' });
  stored.refundTerms[index] = termsOf(priced);
  reprice(view);
  return undefined;
};

const PENDING = new Set(['HL', 'KK', 'TK']);

/** Confirms waitlisted or airline-confirmed segments (HL/KK → HK); HL only when the class has the seats now. */
export const changeRouteStatus: TEditHandler<'change-route-status'> = (context, edit) => {
  const flight = flightOf(context, edit.flightKey);
  if (isRefusal(flight)) return flight;
  const pending = flight.segments.filter((segment) => PENDING.has(segment.status));
  if (pending.length === 0) return refused(context, `no segment of ${edit.flightKey} waits for confirmation`);
  if (pending.some((segment) => segment.status === 'TK') && context.draft.stored.view.scheduleChange)
    return refused(context, 'a schedule change is pending: accept it with submit-sc');
  if (pending.some((segment) => segment.status === 'HL')) {
    const priced = priceNow(context, flight.key, flight.fareClass, 'flightKey');
    if (isRefusal(priced)) return refused(context, `still waitlisted: class ${flight.fareClass} has no seats`);
  }
  for (const segment of pending) segment.status = 'HK';
  return undefined;
};

const lastTo = (flight: TFlight) => flight.segments[flight.segments.length - 1]?.to ?? '';

/** An arrival-unknown surface segment after a flight whose next flight leaves from another airport. */
export const addArunk: TEditHandler<'add-arunk'> = (context, edit) => {
  const { view } = context.draft.stored;
  const index = view.flights.findIndex((flight) => flight.key === edit.afterFlightKey);
  const flight = view.flights[index];
  if (!flight) return field('afterFlightKey', `No flight ${edit.afterFlightKey} in this PNR`);
  const next = view.flights[index + 1];
  if (!next) return refused(context, 'an ARNK goes between two flights, not after the last one');
  const nextFrom = next.segments[0]?.from ?? '';
  if (nextFrom === lastTo(flight)) return refused(context, `the next flight leaves from ${nextFrom}: no surface gap`);
  if (view.arnks?.some((arnk) => arnk.afterFlightKey === edit.afterFlightKey))
    return refused(context, 'this gap already has an ARNK');
  view.arnks = [...(view.arnks ?? []), { afterFlightKey: flight.key, from: lastTo(flight), to: nextFrom }];
  return undefined;
};

/** Accepts the airline's schedule change: the changed segments (TK) become HK and the old ones go. */
export const submitScheduleChange: TEditHandler<'submit-sc'> = (context) => {
  const { stored } = context.draft;
  const change = stored.view.scheduleChange;
  if (!change) return refused(context, 'no schedule change is pending on this PNR');
  for (const changed of change.segments) {
    const segment = stored.view.flights.find((flight) => flight.key === changed.flightKey)?.segments[
      changed.segmentIndex
    ];
    if (segment?.status === 'TK') segment.status = 'HK';
  }
  delete stored.view.scheduleChange;
  stored.firstDeparture = firstDepartureOf(stored.view);
  return undefined;
};
