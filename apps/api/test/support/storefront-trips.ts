// The storefront's consumer calls in the round-trip tests: the streamed search, a pair of flights held together, the
// form token after a person-like pause, and the checkout form as the passenger island sends it.
import { expect } from 'vitest';
import {
  ZConsumerSearchEvent,
  type TConsumerFare,
  type TConsumerOffer,
  type TConsumerSearchEvent,
} from '@portal/contracts';
import type { ConsumerTrip } from '@portal/domain';
import { FORM_MIN_FILL_MS } from '../../src/modules/b2c/storefront/form-guard.js';
import type { TestContext } from './test-context.js';

/** The consumer's search as the API takes it: the domain's trip (from, to, departDate, returnDate, passengers). */
export type ConsumerSearch = ConsumerTrip;
export type Pick = { offer: TConsumerOffer; fare: TConsumerFare };
export type RoundTrip = { search: ConsumerSearch; out: Pick; back: Pick };

let addressCounter = 0;
/** Each call its own client address: the per-address limits of one test never touch another. */
export const freshAddress = () => `10.7.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

let nameCounter = 0;
/** A passenger no other hold of the agency has (the bookings module refuses a duplicate on the same flights). */
export const freshName = () =>
  `Khứ Hồi ${'ABCDEFGHIJKLMNOPQRSTUVWXY'[nameCounter % 25]}${'ABCDEFGHIJKLMNOPQRSTUVWXY'[Math.floor(nameCounter++ / 25) % 25]}`;

export function consumerApi(ctx: TestContext, slug: string) {
  const search = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/s/${slug}/flights/search`, payload, remoteAddress: freshAddress() });
  return {
    search,
    /** The search's events, checked against the contract, and its offers. */
    async offersOf(payload: ConsumerSearch): Promise<{ events: TConsumerSearchEvent[]; offers: TConsumerOffer[] }> {
      const response = await search(payload);
      expect(response.statusCode, response.body).toBe(200);
      const events = response.body
        .split('\n')
        .filter(Boolean)
        .map((line) => ZConsumerSearchEvent.parse(JSON.parse(line)));
      expect(events.at(-1)?.type).toBe('done');
      return { events, offers: events.flatMap((event) => (event.type === 'offers' ? event.offers : [])) };
    },
    async formToken(): Promise<string> {
      const response = await ctx.app.inject({ url: `/api/s/${slug}/form-token` });
      expect(response.statusCode).toBe(200);
      ctx.clock.advance(FORM_MIN_FILL_MS + 1_000);
      return response.json<{ formToken: string }>().formToken;
    },
    checkout: (payload: object, language: 'vi' | 'en' = 'vi') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/s/${slug}/flights/checkout`,
        payload,
        remoteAddress: freshAddress(),
        headers: { 'x-language': language },
      }),
  };
}

/** The `nth` fare of the offers of the leg whose id starts with the prefix, with seats to spare for everyone. */
export function pickOf(
  offers: readonly TConsumerOffer[],
  leg: number,
  options: { prefix: string; nth?: number; seats: number },
) {
  const choices = offers
    .filter((offer) => offer.leg === leg && offer.id.startsWith(options.prefix) && offer.stops === 0)
    .flatMap((offer) =>
      offer.fares.filter((fare) => fare.seatAvailable > options.seats).map((fare) => ({ offer, fare })),
    );
  const found = choices[(options.nth ?? 0) % Math.max(1, choices.length)];
  if (!found) throw new Error(`no ${options.prefix} fare on leg ${leg}`);
  return found;
}

/** The checkout form of a round trip as the passenger island sends it (one adult and the given others). */
export function roundTripForm(
  trip: RoundTrip,
  token: string,
  passengers: Record<string, string>[],
  overrides: Record<string, unknown> = {},
) {
  return {
    search: trip.search,
    offerId: trip.out.offer.id,
    fareClass: trip.out.fare.fareClass,
    returnOfferId: trip.back.offer.id,
    returnFareClass: trip.back.fare.fareClass,
    acceptedTotal: trip.out.fare.total + trip.back.fare.total,
    passengers,
    contact: { phone: '0912345678', email: 'khu.hoi@example.vn' },
    formToken: token,
    website: '',
    ...overrides,
  };
}
