// Helpers of the priced edit tests: a hold on a chosen fare, another class of a held flight, a return flight to add,
// one quote → accept round, and the edited events and detail the tests read.
import { expect } from 'vitest';
import type {
  TBookingDetail,
  TBookingEditQuote,
  TBookingSystem,
  TEditChange,
  TFlightSelection,
} from '@portal/contracts';
import type { SignedIn, TestContext } from './test-context.js';
import { acceptedTotalOf, bookingApi, holdBody, leg, orderOf, searchOffers, type Leg } from './bookings.js';
import { editApi, newEditKey } from './booking-edits.js';

export type EditAnswer = { booking: TBookingDetail; quote?: TBookingEditQuote };

let sequence = 0;

/** An adult's passport for the international holds (HAN-BKK). */
const ADULT_PASSPORT = { number: 'B1234567', nationality: 'VNM', issuingCountry: 'VNM', expiryDate: '31/12/2035' };

/**
 * Holds one adult (of `name` when given) on the first direct fare of the system from HAN to `to` (SGN by default;
 * abroad with a passport) `days` ahead that `accepts` (any by default).
 */
export async function holdOn(
  ctx: TestContext,
  who: SignedIn,
  options: {
    system: TBookingSystem;
    days?: number;
    to?: string;
    accepts?: (fare: { fareFamily: string }) => boolean;
    /** The adult's last and first name (a name of this run's own by default). */
    name?: [string, string];
  },
): Promise<TBookingDetail> {
  const searched = leg('HAN', options.to ?? 'SGN', options.days ?? 30);
  const offers = await searchOffers(ctx, who, { legs: [searched] });
  const found = offers
    .filter((offer) => offer.system === options.system && offer.numberOfStop === 0 && !offer.combineSegment)
    .flatMap((offer) => offer.fares.map((fare) => ({ offer, fare })))
    .find(({ fare }) => fare.seatAvailable >= 2 && (options.accepts?.(fare) ?? true));
  if (!found) throw new Error(`no ${options.system} fare to hold`);
  const flights = [selection(found.offer.id, found.fare.fareClass, searched)];
  const total = await acceptedTotalOf(ctx, who, flights, { adt: 1, chd: 0, inf: 0 });
  sequence += 1;
  // A name of this hold's own (676 before one comes back): the agency's duplicate check must never see two holds alike.
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const own = `${letters[Math.floor(sequence / 26) % 26]}${letters[sequence % 26]}`;
  const [lastName, firstName] = options.name ?? ['Nguyễn', `Văn Sửa ${own}`];
  const passengers = [{ paxId: 'ADT-1', lastName, firstName }];
  const body = holdBody({ flights, passengers, acceptedTotal: total });
  const abroad = options.to !== undefined && options.to !== 'SGN';
  const withPassports = body.passengers.map((entry) => ({
    ...entry,
    birthDate: '15/03/1990',
    passport: ADULT_PASSPORT,
  }));
  const response = await bookingApi(ctx).hold(who, abroad ? { ...body, passengers: withPassports } : body);
  expect(response.statusCode, response.body).toBe(201);
  return (await bookingApi(ctx).detail(who, orderOf(response).bookings[0]!.id)).json<TBookingDetail>();
}

const selection = (offerId: string, fareClass: string, searched: Leg): TFlightSelection => ({
  offerId,
  fareClass,
  leg: searched,
});

/** A one-letter class of the held flight other than its own, with seats (searched again on its day). */
export async function otherClassOf(ctx: TestContext, who: SignedIn, held: TBookingDetail): Promise<string> {
  const route = held.routes[0]!;
  const segment = route.segments[0]!;
  const searched = { from: segment.from, to: segment.to, departDate: segment.departDateTime.slice(0, 10) };
  const offers = await searchOffers(ctx, who, { legs: [searched] });
  const offer = offers.find((candidate) => candidate.id === route.offerId);
  const fare = offer?.fares.find(
    (candidate) =>
      candidate.fareClass !== route.fareClass && /^[A-Z]$/.test(candidate.fareClass) && candidate.seatAvailable >= 2,
  );
  if (!fare) throw new Error(`no other class on ${route.offerId}`);
  return fare.fareClass;
}

/** A direct SGN-HAN flight of the system `days` ahead, to sell into a held PNR. */
export async function returnFlight(
  ctx: TestContext,
  who: SignedIn,
  options: { system: TBookingSystem; days: number; from?: string; to?: string },
): Promise<TFlightSelection> {
  const searched = leg(options.from ?? 'SGN', options.to ?? 'HAN', options.days);
  const offers = await searchOffers(ctx, who, { legs: [searched] });
  const found = offers
    .filter((offer) => offer.system === options.system && offer.numberOfStop === 0 && !offer.combineSegment)
    .flatMap((offer) => offer.fares.map((fare) => ({ offer, fare })))
    .find(({ fare }) => fare.seatAvailable >= 2);
  if (!found) throw new Error(`no ${options.system} return flight`);
  return selection(found.offer.id, found.fare.fareClass, searched);
}

/** Sends the edit without acceptTotal: 200 with the quote. */
export async function quoteOf(
  ctx: TestContext,
  who: SignedIn,
  edit: { bookingId: string; action: string; body: object },
): Promise<TBookingEditQuote> {
  const response = await editApi(ctx).edit(who, edit);
  expect(response.statusCode, response.body).toBe(200);
  const { quote } = response.json<EditAnswer>();
  expect(quote, 'a quote').toBeDefined();
  return quote!;
}

/** Quotes the edit, then accepts the quoted total: the booking as changed. */
export async function quoteAndAccept(
  ctx: TestContext,
  who: SignedIn,
  edit: { bookingId: string; action: string; body: object },
): Promise<{ quote: TBookingEditQuote; booking: TBookingDetail }> {
  const quote = await quoteOf(ctx, who, edit);
  const body = { ...edit.body, acceptTotal: quote.totalAfter };
  const response = await editApi(ctx).edit(who, { ...edit, body, key: newEditKey() });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<EditAnswer>();
  expect(answer.quote).toBeUndefined();
  return { quote, booking: answer.booking };
}

/** An `edited` event's history lines. */
export const changesOf = (event: { details: unknown }) => (event.details as { changes: TEditChange[] }).changes;
