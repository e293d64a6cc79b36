// The consumer's price of an offer (consumer-pricing.ts): the site's fee by airline group and the leg's itinerary type,
// classified by the leg's origin and destination as the hold and the order classify it, so a domestic trip connecting
// abroad is priced with the domestic fee at search, hold and order alike.
import { describe, expect, it } from 'vitest';
import type { TFlightOffer } from '@portal/contracts';
import { consumerOfferOf, type ConsumerPricing } from '../src/modules/b2c/storefront/consumer-pricing.js';

const pricing: ConsumerPricing = {
  serviceFees: {
    vn: { domestic: 50_000, international: 150_000 },
    lowCost: { domestic: 30_000, international: 100_000 },
    gds: { domestic: 80_000, international: 200_000 },
  },
  pricesIncludeFee: true,
  passengers: { adt: 2, chd: 1, inf: 1 },
};

/** A 1A offer from `from` to `to` through the given stops, one fare of 1,000,000 per adult and 3,100,000 in all. */
function offer(from: string, to: string, stops: string[]): TFlightOffer {
  const airports = [from, ...stops, to];
  return {
    id: '1A:test',
    system: '1A',
    airline: 'VN',
    from,
    to,
    departDateTime: '2026-12-20T08:00:00+07:00',
    arrivalDateTime: '2026-12-20T18:00:00+07:00',
    durationMinutes: 600,
    numberOfStop: stops.length,
    segments: airports.slice(1).map((arrival, index) => ({
      from: airports[index]!,
      to: arrival,
      flightNumber: `VN${100 + index}`,
    })),
    fares: [
      {
        fareClass: 'Y',
        fareFamily: 'Economy',
        cabinClass: 'ECONOMY',
        seatAvailable: 9,
        baggage: { handKg: 7, checkedKg: 23 },
        isRefundable: true,
        isChangeable: true,
        prices: { ADT: { total: 1_000_000 } },
        totalPrice: 3_100_000,
      },
    ],
  } as unknown as TFlightOffer;
}

describe("the consumer's fee on an offer", () => {
  it('charges a domestic trip connecting abroad the domestic fee, per adult and child, none for the infant', () => {
    const [fare] = consumerOfferOf(offer('HAN', 'SGN', ['BKK']), pricing).fares;
    expect(fare).toMatchObject({
      serviceFeePerPassenger: 80_000,
      adultPrice: 1_080_000,
      total: 3_100_000 + 3 * 80_000,
    });
  });

  it('charges a trip abroad the international fee, also on a domestic first segment', () => {
    const [fare] = consumerOfferOf(offer('HAN', 'BKK', ['SGN']), pricing).fares;
    expect(fare).toMatchObject({ serviceFeePerPassenger: 200_000, total: 3_100_000 + 3 * 200_000 });
  });
});
