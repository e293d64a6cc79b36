// Prices per passenger type, taxes and VAT, and promotion codes per airline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRunningSimulator, TSimulatorFlight } from '../src/index.js';
import { oneWay, search, startTestSimulator, type TSearchBody } from './support.js';

let simulator: TRunningSimulator;
beforeAll(async () => {
  simulator = await startTestSimulator();
});
afterAll(() => simulator.close());

const DATE = '2026-12-15';
const family = (body: TSearchBody, pax = { adt: 2, chd: 1, inf: 1 }) => ({ ...body, pax });

function allFares(flights: TSimulatorFlight[]) {
  return flights.flatMap((flight) => flight.fares);
}

describe('prices per passenger', () => {
  it('prices children at about 75 % and infants at about 10 % of the adult base fare, all in whole VND', async () => {
    for (const system of ['VN', 'VJ', 'QH', 'VU']) {
      const { flights } = await search(simulator, system, family(oneWay('HAN', 'SGN', DATE)));
      for (const fare of allFares(flights)) {
        const { ADT, CHD, INF } = fare.netPrices;
        if (!CHD || !INF) throw new Error('missing CHD or INF');
        expect(ADT.baseFare % 1000).toBe(0);
        expect(Math.abs(CHD.baseFare - ADT.baseFare * 0.75)).toBeLessThanOrEqual(500);
        expect(Math.abs(INF.baseFare - ADT.baseFare * 0.1)).toBeLessThanOrEqual(500);
        for (const price of [ADT, CHD, INF])
          for (const amount of Object.values(price)) expect(Number.isInteger(amount)).toBe(true);
      }
    }
  });

  it('charges domestic airport charge and security to adults and children, none to infants, and 8 % VAT', async () => {
    const { flights } = await search(simulator, 'VN', family(oneWay('HAN', 'SGN', DATE)));
    for (const fare of allFares(flights)) {
      const { ADT, CHD, INF } = fare.netPrices;
      expect(ADT.tax).toBe(120_000);
      expect(CHD?.tax).toBe(120_000);
      expect(INF?.tax).toBe(0);
      expect(ADT.vat).toBe(Math.round(ADT.baseFare * 0.08));
      expect(CHD?.vat).toBe(Math.round((CHD?.baseFare ?? 0) * 0.08));
    }
  });

  it('keeps domestic one-way adult fares roughly between 600.000 and 4.500.000 VND', async () => {
    const bases = [];
    for (const system of ['VN', 'VJ', 'QH', 'VU']) {
      bases.push(
        ...allFares((await search(simulator, system, oneWay('HAN', 'SGN', DATE))).flights).map(
          (fare) => fare.netPrices.ADT.baseFare,
        ),
      );
    }
    expect(Math.min(...bases)).toBeGreaterThanOrEqual(550_000);
    expect(Math.max(...bases)).toBeLessThanOrEqual(5_000_000);
  });

  it('prices international flights higher, with international taxes and no VAT', async () => {
    const domestic = Math.min(
      ...allFares((await search(simulator, 'VN', oneWay('HAN', 'SGN', DATE))).flights).map(
        (fare) => fare.netPrices.ADT.baseFare,
      ),
    );
    const { flights } = await search(simulator, 'VN', oneWay('HAN', 'CDG', DATE));
    const fares = allFares(flights);
    expect(Math.min(...fares.map((fare) => fare.netPrices.ADT.baseFare))).toBeGreaterThan(domestic * 3);
    for (const fare of fares) {
      expect(fare.netPrices.ADT.tax).toBeGreaterThan(500_000);
      expect(fare.netPrices.ADT.vat).toBe(0);
    }
  });

  it('answers net prices only for the passenger types of the request', async () => {
    const adultsOnly = allFares(
      (await search(simulator, 'VJ', family(oneWay('HAN', 'SGN', DATE), { adt: 2, chd: 0, inf: 0 }))).flights,
    );
    for (const fare of adultsOnly) expect(Object.keys(fare.netPrices)).toEqual(['ADT']);
    const withChild = allFares(
      (await search(simulator, 'VJ', family(oneWay('HAN', 'SGN', DATE), { adt: 1, chd: 1, inf: 0 }))).flights,
    );
    for (const fare of withChild) expect(Object.keys(fare.netPrices).sort()).toEqual(['ADT', 'CHD']);
    const withInfant = allFares(
      (await search(simulator, 'VJ', family(oneWay('HAN', 'SGN', DATE), { adt: 1, chd: 0, inf: 1 }))).flights,
    );
    for (const fare of withInfant) expect(Object.keys(fare.netPrices).sort()).toEqual(['ADT', 'INF']);
  });
});

describe('promotion codes', () => {
  async function compare(system: string, promotionCode: string) {
    const plain = await search(simulator, system, oneWay('HAN', 'SGN', DATE));
    const promoted = await search(simulator, system, { ...oneWay('HAN', 'SGN', DATE), promotionCode });
    const pairs = plain.flights.flatMap((flight, i) =>
      flight.fares.map(
        (fare, j) =>
          [fare.netPrices.ADT.baseFare, promoted.flights[i]?.fares[j]?.netPrices.ADT.baseFare ?? -1] as const,
      ),
    );
    return { promotion: promoted.promotion, pairs };
  }

  it('applies a VN percentage code to the base fare', async () => {
    const { promotion, pairs } = await compare('VN', 'VNXUANVE');
    expect(promotion).toMatchObject({ code: 'VNXUANVE', status: 'applied' });
    for (const [before, after] of pairs) expect(Math.abs(after - before * 0.9)).toBeLessThanOrEqual(500);
  });

  it('applies VJ50K as 50.000 VND off, case-insensitively', async () => {
    const { promotion, pairs } = await compare('VJ', 'vj50k');
    expect(promotion?.status).toBe('applied');
    for (const [before, after] of pairs) expect(before - after).toBe(50_000);
  });

  it.each([
    ['QH', 'BAMBOOXANH'],
    ['VU', 'VUHELLO'],
  ])('applies %s code %s', async (system, code) => {
    const { promotion, pairs } = await compare(system, code);
    expect(promotion?.status).toBe('applied');
    for (const [before, after] of pairs) expect(after).toBeLessThan(before);
  });

  it('reports an unknown code as invalid in English and keeps normal prices', async () => {
    const { promotion, pairs } = await compare('VN', 'NOSUCHCODE');
    expect(promotion).toMatchObject({ code: 'NOSUCHCODE', status: 'invalid' });
    expect(promotion?.message).toMatch(/not valid/);
    for (const [before, after] of pairs) expect(after).toBe(before);
  });

  it('ignores another airline’s code, and the GDSs ignore every code', async () => {
    const other = await compare('VN', 'VJ50K');
    expect(other.promotion).toBeUndefined();
    for (const [before, after] of other.pairs) expect(after).toBe(before);
    const gds = await search(simulator, '1A', { ...oneWay('HAN', 'BKK', DATE), promotionCode: 'VNXUANVE' });
    expect(gds.promotion).toBeUndefined();
  });
});
