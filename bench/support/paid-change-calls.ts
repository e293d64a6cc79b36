// The paid-change benchmark's HTTP calls as the agent's screen makes them (quote, accept, offers, seat maps) and each
// booking's next change: a heavier bag, an add-on not yet bought (low-cost only), or a paid seat nobody holds.
import { randomUUID } from 'node:crypto';
import type {
  TBookingDetail,
  TBookingPaidOffers,
  TBookingSeatMaps,
  TPaidChangeList,
  TPaidChangeQuote,
  TPaidChangeResponse,
} from '@portal/contracts';
import type { Timed } from './booking-flow-calls.js';

type Headers = Record<string, string>;
export type PaidAction = 'buy-luggage' | 'buy-ancillary' | 'buy-seat';
export type ChangeCall = { action: PaidAction; body: Record<string, unknown> };

async function request<T>(base: string, auth: Headers, call: { path: string; body?: object }): Promise<Timed<T>> {
  const started = performance.now();
  const response = await fetch(`${base}${call.path}`, {
    method: call.body ? 'POST' : 'GET',
    headers: {
      ...auth,
      ...(call.body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, body: (text ? JSON.parse(text) : undefined) as T };
}

export function paidCalls(base: string, auth: Headers) {
  const path = (bookingId: string, rest: string) => `/api/bookings/${bookingId}/${rest}`;
  return {
    detail: (bookingId: string) => request<TBookingDetail>(base, auth, { path: path(bookingId, '') }),
    offers: (bookingId: string) => request<TBookingPaidOffers>(base, auth, { path: path(bookingId, 'paid-offers') }),
    detailOfChanges: async (bookingId: string) => {
      const list = await request<TPaidChangeList>(base, auth, { path: path(bookingId, 'paid-changes') });
      if (list.status !== 200) throw new Error(`paid changes of ${bookingId}: HTTP ${list.status}`);
      return list.body;
    },
    seatMaps: (bookingId: string) => request<TBookingSeatMaps>(base, auth, { path: path(bookingId, 'seat-maps') }),
    quote: (bookingId: string, call: ChangeCall) =>
      request<TPaidChangeResponse>(base, auth, {
        path: path(bookingId, `paid-changes/${call.action}`),
        body: call.body,
      }),
    accept: (bookingId: string, call: ChangeCall, quote: Pick<TPaidChangeQuote, 'quoteId' | 'total'>) =>
      request<TPaidChangeResponse>(base, auth, {
        path: path(bookingId, `paid-changes/${call.action}`),
        body: { ...call.body, acceptQuoteId: quote.quoteId, acceptTotal: quote.total },
      }),
  };
}

export type PaidCalls = ReturnType<typeof paidCalls>;

/** Seats some agent of the run is buying or bought, by flight label and seat: no two agents race for one seat. */
export type SeatClaims = Set<string>;

type Option = TBookingPaidOffers['flights'][number]['options'][number];

/**
 * One booking as its agent works on it: what it still may buy per passenger (bags heavier than the last, add-ons not
 * yet bought), and a rotation over the three actions.
 */
export type BookingPlan = {
  booking: TBookingDetail;
  flightKey: string;
  flightLabel: string;
  bags: Map<string, Option[]>;
  addOns: Map<string, Option[]>;
  turn: number;
};

export async function planFor(calls: PaidCalls, booking: TBookingDetail): Promise<BookingPlan> {
  const offers = await calls.offers(booking.id);
  if (offers.status !== 200) throw new Error(`offers of ${booking.id}: HTTP ${offers.status}`);
  const flight = offers.body.flights.find((candidate) => candidate.flightKey === booking.routes[0]!.offerId);
  if (!flight || flight.closedReason) throw new Error(`flight of ${booking.id} closed: ${flight?.closedReason}`);
  const adults = booking.passengers.filter((passenger) => passenger.type === 'ADT').map((passenger) => passenger.paxId);
  const forAdults = (options: Option[]) => options.filter((option) => option.paxTypes.includes('ADT'));
  const bags = forAdults(flight.options.filter((option) => option.category === 'BAGGAGE')).sort(
    (a, b) => (a.value ?? 0) - (b.value ?? 0),
  );
  const lowCost = booking.system === 'VJ' || booking.system === 'QH' || booking.system === 'VU';
  const addOns = lowCost
    ? forAdults(flight.options.filter((option) => option.category !== 'BAGGAGE' && option.price > 0))
    : [];
  return {
    booking,
    flightKey: flight.flightKey,
    flightLabel: `${flight.flightLabel} ${booking.routes[0]!.segments[0]!.departDateTime.slice(0, 10)}`,
    bags: new Map(adults.map((paxId) => [paxId, [...bags]])),
    addOns: new Map(adults.map((paxId) => [paxId, [...addOns]])),
    turn: 0,
  };
}

/** The first passenger with an option left, and that option (taken off the list). */
function nextOption(left: Map<string, Option[]>): { paxId: string; code: string } | undefined {
  for (const [paxId, options] of left) {
    const option = options.shift();
    if (option) return { paxId, code: option.code };
  }
  return undefined;
}

/** A paid seat (not an exit row) with nobody in it, claimed for this run; undefined when none is left. */
async function nextSeat(
  calls: PaidCalls,
  plan: BookingPlan,
  claims: SeatClaims,
): Promise<{ call: ChangeCall; mapMs: number } | undefined> {
  const maps = await calls.seatMaps(plan.booking.id);
  if (maps.status !== 200) throw new Error(`seat maps of ${plan.booking.id}: HTTP ${maps.status}`);
  const map = maps.body.maps.find((candidate) => candidate.flightKey === plan.flightKey);
  const paxId = plan.booking.passengers[plan.turn % plan.booking.passengers.length]!.paxId;
  const seat = map?.rows
    .filter((row) => !row.isExit)
    .flatMap((row) => row.seats)
    .find(
      (candidate) =>
        candidate.status === 'PAID' &&
        candidate.price > 0 &&
        !candidate.paxId &&
        !claims.has(`${plan.flightLabel}|${candidate.seat}`),
    );
  if (!seat) return undefined;
  claims.add(`${plan.flightLabel}|${seat.seat}`);
  return {
    mapMs: maps.ms,
    call: { action: 'buy-seat', body: { seats: [{ paxId, flightKey: plan.flightKey, seat: seat.seat }] } },
  };
}

/** The booking's next change in the rotation bag → add-on → seat (skipping what is used up); the seat map's time when read. */
export async function nextChange(
  calls: PaidCalls,
  plan: BookingPlan,
  claims: SeatClaims,
): Promise<{ call: ChangeCall; mapMs?: number } | undefined> {
  for (let tried = 0; tried < 3; tried += 1) {
    const action = (['buy-luggage', 'buy-ancillary', 'buy-seat'] as const)[plan.turn++ % 3]!;
    if (action === 'buy-seat') {
      const seat = await nextSeat(calls, plan, claims);
      if (seat) return seat;
      continue;
    }
    const option = nextOption(action === 'buy-luggage' ? plan.bags : plan.addOns);
    if (!option) continue;
    const item = { paxId: option.paxId, flightKey: plan.flightKey, optionCode: option.code };
    return { call: { action, body: { items: [item] } } };
  }
  return undefined;
}

/** The call with the booking's current version. */
export const versioned = (call: ChangeCall, booking: TBookingDetail): ChangeCall => ({
  action: call.action,
  body: { ...call.body, expectedVersion: booking.version },
});
