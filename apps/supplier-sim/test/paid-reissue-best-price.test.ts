// quote-best-price on the simulator: GDS only; the ticketed flight re-priced in the cheapest economy class open now
// (the search's cheapest economy fare), reissued on commit; 0 lines and a refused commit when nothing is cheaper.
import type { TSupplierBooking, TSupplierFare } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { adult, passport, pickFare, retrieve, useBookingSimulator } from './booking-support.js';
import { INTERNATIONAL, ticketed } from './edit-support.js';
import { buyOk, paidRefused, quoteOk } from './paid-support.js';
import { amounts, fareOf } from './paid-reissue-support.js';
import { oneWay, search } from './support.js';

const { simulator } = useBookingSimulator();
const best = { action: 'quote-best-price' } as const;
const abroad = { passengers: [adult(1, { passport })] };

/**
 * A 1A flight abroad selling Economy Flex and a cheaper economy fare, and its cheapest economy fare; `foreign` keeps to
 * foreign carriers (whose every economy family may be reissued, unlike Vietnam Airlines' Economy Saver).
 */
async function flightWithCheaper(foreign = false) {
  const answer = await search(simulator, '1A', oneWay(INTERNATIONAL.from, INTERNATIONAL.to, INTERNATIONAL.date));
  for (const flight of answer.flights) {
    if (foreign && flight.segments[0]?.carrierCode === 'VN') continue;
    const economy = flight.fares
      .filter((fare) => fare.cabinClass === 'ECONOMY' && fare.seatAvailable >= 1)
      .sort((a, b) => fareOf(a.netPrices.ADT) - fareOf(b.netPrices.ADT));
    const flex = economy.find((fare) => fare.fareFamily === 'Economy Flex');
    if (flex && economy[0] && fareOf(economy[0].netPrices.ADT) < fareOf(flex.netPrices.ADT))
      return { flight, flex, cheapest: economy[0] as TSupplierFare };
  }
  throw new Error('no 1A flight with Economy Flex and a cheaper economy fare');
}

describe('quote-best-price', () => {
  it('is a GDS action: Vietjet and Bamboo answer ACTION_NOT_SUPPORTED', async () => {
    for (const system of ['VJ', 'QH']) {
      const booking = await ticketed(simulator, system);
      const refusal = await paidRefused(simulator, system, booking.pnr, best);
      expect([system, refusal.status, refusal.error]).toEqual([system, 422, 'ACTION_NOT_SUPPORTED']);
    }
  });

  it('reissues an Economy Flex ticket in the cheapest economy class open now, the difference back', async () => {
    const { flight, flex, cheapest } = await flightWithCheaper();
    const booking = await ticketed(simulator, '1A', abroad, { flight, fare: flex });
    const difference = fareOf(cheapest.netPrices.ADT) - fareOf(flex.netPrices.ADT);
    const quoted = await quoteOk(simulator, '1A', booking.pnr, best);
    // Economy Flex charges no change fee: the lower fare alone.
    expect(amounts(quoted.quote.lines)).toEqual([['FARE_DIFFERENCE', 'ADT-1', difference]]);
    expect(quoted.quote.lines[0]?.code).toBe(cheapest.fareClass);
    const done = await buyOk(simulator, '1A', booking.pnr, best);
    expect(done.documents?.map((document) => [document.kind, document.amount])).toEqual([['TICKET', difference]]);
    const kept = (await retrieve(simulator, '1A', booking.pnr)).json as unknown as TSupplierBooking;
    expect(kept.flights[0]?.fareClass).toBe(cheapest.fareClass);
    expect(kept.totalNet).toBe(booking.totalNet + difference);
    expect(kept.tickets[0]?.number).toBe(done.documents?.[0]?.number);
  });

  it('says no cheaper fare is open with 0 lines and refuses to commit', async () => {
    const { flight, cheapest } = await flightWithCheaper(true);
    const picked = await pickFare(
      simulator,
      '1A',
      INTERNATIONAL,
      undefined,
      (fare, candidate) => candidate.key === flight.key && fare.fareClass === cheapest.fareClass,
    );
    const booking = await ticketed(simulator, '1A', abroad, picked);
    const quoted = await quoteOk(simulator, '1A', booking.pnr, best);
    expect(amounts(quoted.quote.lines)).toEqual([['FARE_DIFFERENCE', 'ADT-1', 0]]);
    expect(quoted.quote.lines[0]?.description.en).toBe(`No fare lower than class ${cheapest.fareClass} is open now`);
    const refusal = await paidRefused(simulator, '1A', booking.pnr, best, { quoteId: quoted.quote.quoteId });
    expect([refusal.status, refusal.error]).toEqual([409, 'CHANGE_NOT_ALLOWED']);
  });
});
