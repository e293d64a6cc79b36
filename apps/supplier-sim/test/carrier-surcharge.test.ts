// Carrier surcharges (YQ/YR) inside the tax: the fuel surcharge abroad, Vietnam Airlines' YR at home; the tax never moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxFor, VN_DOMESTIC_YR } from '../src/fares.js';
import type { TRunningSimulator, TSimulatorFlight } from '../src/index.js';
import { oneWay, search, startTestSimulator } from './support.js';

let simulator: TRunningSimulator;
beforeAll(async () => {
  simulator = await startTestSimulator();
});
afterAll(() => simulator.close());

const DATE = '2026-12-15';
const PAX = { adt: 1, chd: 1, inf: 1 };

function prices(flights: TSimulatorFlight[]) {
  return flights.flatMap((flight) =>
    flight.fares.flatMap((fare) => [fare.netPrices.ADT, fare.netPrices.CHD, fare.netPrices.INF]),
  );
}

describe('carrier surcharge (YQ/YR) of a fare', () => {
  it('carves Vietnam Airlines YR out of the domestic tax for adults and children, none for infants', async () => {
    const { flights } = await search(simulator, 'VN', { ...oneWay('HAN', 'SGN', DATE), pax: PAX });
    expect(flights.length).toBeGreaterThan(0);
    for (const fare of flights.flatMap((flight) => flight.fares)) {
      expect(fare.netPrices.ADT).toMatchObject({ tax: 120_000, carrierSurcharge: VN_DOMESTIC_YR });
      expect(fare.netPrices.CHD).toMatchObject({ tax: 120_000, carrierSurcharge: VN_DOMESTIC_YR });
      expect(fare.netPrices.INF).toMatchObject({ tax: 0, carrierSurcharge: 0 });
    }
  });

  it('has no carrier surcharge on a Vietjet domestic fare (its tax unchanged)', async () => {
    const { flights } = await search(simulator, 'VJ', { ...oneWay('HAN', 'SGN', DATE), pax: PAX });
    expect(flights.length).toBeGreaterThan(0);
    for (const price of prices(flights)) expect(price?.carrierSurcharge).toBe(0);
  });

  it('is the fuel surcharge abroad: part of the tax, never more than it, the same on a second search', async () => {
    const first = await search(simulator, 'VN', { ...oneWay('SGN', 'NRT', DATE), pax: PAX });
    const again = await search(simulator, 'VN', { ...oneWay('SGN', 'NRT', DATE), pax: PAX });
    const all = prices(first.flights);
    expect(all.length).toBeGreaterThan(0);
    for (const price of all) {
      if (!price) throw new Error('a price is missing');
      expect(price.carrierSurcharge).toBeGreaterThan(0);
      expect(price.carrierSurcharge).toBeLessThanOrEqual(price.tax);
      expect(price.carrierSurcharge! % 1000).toBe(0);
    }
    expect(prices(again.flights)).toEqual(all);
  });

  it('leaves the tax as it was: taxFor still answers the whole tax', () => {
    const segment = { carrier: 'VN', from: 'HAN', to: 'SGN' } as unknown as Parameters<typeof taxFor>[0][number];
    expect(taxFor([segment], 'ADT')).toBe(120_000);
    expect(taxFor([segment], 'INF')).toBe(0);
  });
});
