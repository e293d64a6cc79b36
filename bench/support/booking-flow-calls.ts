// The booking flow's HTTP calls as an agent's browser makes them (search, price check, hold with an Idempotency-Key,
// issue, void), each timed, and a pool of bookable fares (direct flights with seats to spare) taken one seat at a time.
import { randomUUID } from 'node:crypto';
import type { TBookingDetail, TBookingOrder, TFlightOffer, TFlightSelection, TSearchEvent } from '@portal/contracts';

export type Timed<T> = { status: number; ms: number; body: T };
type Headers = Record<string, string>;

async function send<T>(
  base: string,
  auth: Headers,
  path: string,
  body: object,
  extra: Headers = {},
): Promise<Timed<T>> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth, ...extra },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return { status: response.status, ms, body: (text ? JSON.parse(text) : undefined) as T };
}

/** yyyy-MM-dd in Vietnam, `days` from now. */
export const vietnamDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(Date.now() + days * 86_400_000));

/** One OW HAN → SGN search over the NDJSON stream; answers every offer. */
export async function searchOneWay(base: string, auth: Headers, departDate: string): Promise<TFlightOffer[]> {
  const response = await fetch(`${base}/api/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ journeyType: 'OW', legs: [{ from: 'HAN', to: 'SGN', departDate }], adt: 1, chd: 0, inf: 0 }),
  });
  if (response.status !== 200) throw new Error(`search: HTTP ${response.status} ${await response.text()}`);
  const events = (await response.text())
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TSearchEvent);
  return events.flatMap((event) => (event.type === 'offers' ? event.offers : []));
}

/** Fares to book one adult on, each with the seats it may still give (one always left over, as the tests do). */
export type FarePool = { take(): TFlightSelection | undefined; capacity(): number };

export async function buildFarePool(
  base: string,
  auth: Headers,
  seatsNeeded: number,
  firstDay = 30,
): Promise<FarePool> {
  const slots: Array<{ selection: TFlightSelection; seats: number }> = [];
  const capacity = () => slots.reduce((sum, slot) => sum + slot.seats, 0);
  for (let day = firstDay; capacity() < seatsNeeded && day < firstDay + 60; day += 1) {
    const departDate = vietnamDay(day);
    for (const offer of await searchOneWay(base, auth, departDate)) {
      if (offer.numberOfStop !== 0 || offer.combineSegment) continue;
      for (const fare of offer.fares) {
        if (fare.seatAvailable >= 2)
          slots.push({
            selection: { offerId: offer.id, fareClass: fare.fareClass, leg: { from: 'HAN', to: 'SGN', departDate } },
            seats: fare.seatAvailable - 1,
          });
      }
    }
  }
  if (capacity() < seatsNeeded) throw new Error(`only ${capacity()} bookable seats found, ${seatsNeeded} needed`);
  let next = 0;
  return {
    capacity,
    take() {
      // Round-robin over the fares, so concurrent agents rarely book the same class at once.
      for (let tried = 0; tried < slots.length; tried += 1) {
        const slot = slots[next++ % slots.length]!;
        if (slot.seats > 0) {
          slot.seats -= 1;
          return slot.selection;
        }
      }
      return undefined;
    },
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let passengerSequence = 0;

/** A passenger name no earlier booking of the run has (so the duplicate check passes without being skipped). */
function nextPassengerName(): string {
  let rest = passengerSequence++;
  let tag = '';
  for (let index = 0; index < 4; index += 1) {
    tag += LETTERS[rest % 26];
    rest = Math.floor(rest / 26);
  }
  return `Đo Tải ${tag}`;
}

export type PriceCheckAnswer = { newTotal: number | null; isAvailable: boolean };

export function bookingCalls(base: string, auth: Headers) {
  return {
    priceCheck: (flight: TFlightSelection, adults = 1) =>
      send<PriceCheckAnswer>(base, auth, '/api/bookings/price-check', {
        flights: [flight],
        adt: adults,
        chd: 0,
        inf: 0,
      }),
    hold: (flight: TFlightSelection, acceptedTotal: number, options: { key?: string; adults?: number } = {}) =>
      send<TBookingOrder>(
        base,
        auth,
        '/api/bookings/hold',
        {
          flights: [flight],
          adt: options.adults ?? 1,
          chd: 0,
          inf: 0,
          passengers: Array.from({ length: options.adults ?? 1 }, (_, index) => ({
            paxId: `ADT-${index + 1}`,
            type: 'ADT',
            title: 'MR',
            lastName: 'Trần',
            firstName: nextPassengerName(),
          })),
          contact: { phone: '0912345678', email: 'khach@example.vn' },
          ancillaries: [],
          acceptedTotal,
        },
        { 'idempotency-key': options.key ?? randomUUID() },
      ),
    issue: (bookingId: string, acceptedTotal: number, key: string = randomUUID()) =>
      send<TBookingDetail>(
        base,
        auth,
        `/api/bookings/${bookingId}/issue`,
        { acceptedTotal },
        { 'idempotency-key': key },
      ),
    void: (bookingId: string) =>
      send<TBookingDetail>(base, auth, `/api/bookings/${bookingId}/void`, { reason: 'benchmark' }),
  };
}

export type BookingCalls = ReturnType<typeof bookingCalls>;

/** What went wrong, short: the status and the API's message. */
export function failureText(answer: Timed<unknown>): string {
  const body = answer.body as { message?: string; details?: { reason?: string } } | undefined;
  return `HTTP ${answer.status}${body?.details?.reason ? ` ${body.details.reason}` : ''}${body?.message ? `: ${body.message.slice(0, 160)}` : ''}`;
}
