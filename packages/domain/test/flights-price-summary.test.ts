// Price breakdown of the selected flights per passenger type, with and without the hidden issue fee.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TFareOption } from '@portal/contracts';
import { priceSummary, type SelectedFare } from '../src/index.js';
import { makeFare, makeOffer, paxPrice } from './flights-offer-factory.js';

function selected(prices: TFareOption['prices']): SelectedFare {
  const fare = makeFare({ prices });
  return { offer: makeOffer({ fares: [fare] }), fare };
}

const departure = selected({
  ADT: paxPrice(1_000_000, 300_000, 100_000, 50_000),
  CHD: paxPrice(750_000, 300_000, 75_000, 50_000),
  INF: paxPrice(100_000, 0, 10_000, 0),
});
const returning = selected({
  ADT: paxPrice(1_200_000, 300_000, 120_000, 50_000),
  CHD: paxPrice(900_000, 300_000, 90_000, 50_000),
  INF: paxPrice(120_000, 0, 12_000, 0),
});

describe('price summary', () => {
  it('sums each passenger type over both directions and multiplies by the count', () => {
    const summary = priceSummary([departure, returning], { adt: 2, chd: 1, inf: 1 }, { isIssueFeeHidden: false });
    expect(summary.lines).toEqual([
      {
        paxType: 'ADT',
        count: 2,
        fare: 2_200_000,
        tax: 600_000,
        vat: 220_000,
        issueFee: 100_000,
        perPassenger: 3_120_000,
        subtotal: 6_240_000,
      },
      {
        paxType: 'CHD',
        count: 1,
        fare: 1_650_000,
        tax: 600_000,
        vat: 165_000,
        issueFee: 100_000,
        perPassenger: 2_515_000,
        subtotal: 2_515_000,
      },
      {
        paxType: 'INF',
        count: 1,
        fare: 220_000,
        tax: 0,
        vat: 22_000,
        issueFee: 0,
        perPassenger: 242_000,
        subtotal: 242_000,
      },
    ]);
    expect(summary).toMatchObject({
      totalFare: 6_270_000,
      totalTax: 1_800_000,
      totalVat: 627_000,
      totalIssueFee: 300_000,
      grandTotal: 8_997_000,
    });
  });

  it('folds a hidden issue fee into the fare shown, leaving the grand total unchanged', () => {
    const shown = priceSummary([departure, returning], { adt: 2, chd: 1, inf: 1 }, { isIssueFeeHidden: false });
    const hidden = priceSummary([departure, returning], { adt: 2, chd: 1, inf: 1 }, { isIssueFeeHidden: true });
    expect(hidden.lines[0]).toMatchObject({ fare: 2_300_000, issueFee: 0, perPassenger: 3_120_000 });
    expect(hidden.totalIssueFee).toBe(0);
    expect(hidden.totalFare).toBe(shown.totalFare + shown.totalIssueFee);
    expect(hidden.grandTotal).toBe(shown.grandTotal);
  });

  it('leaves out passenger types the search does not have', () => {
    const summary = priceSummary([departure], { adt: 1, chd: 0, inf: 0 }, { isIssueFeeHidden: false });
    expect(summary.lines.map((line) => line.paxType)).toEqual(['ADT']);
    expect(summary.grandTotal).toBe(1_450_000);
  });

  it('names passenger types for which a selected fare has no price', () => {
    const adultOnly = selected({ ADT: paxPrice(1_000_000) });
    expect(priceSummary([adultOnly], { adt: 1, chd: 1, inf: 0 }, { isIssueFeeHidden: false }).missingPaxTypes).toEqual([
      'CHD',
    ]);
  });

  it('is all zeros with nothing selected', () => {
    expect(priceSummary([], { adt: 1, chd: 0, inf: 0 }, { isIssueFeeHidden: false }).grandTotal).toBe(0);
  });

  it('always has a grand total equal to the sum of its parts and of its lines (property)', () => {
    const price = fc
      .tuple(fc.nat(5_000_000), fc.nat(1_000_000), fc.nat(500_000), fc.nat(200_000))
      .map(([b, t, v, f]) => paxPrice(b, t, v, f));
    fc.assert(
      fc.property(
        fc.array(fc.record({ ADT: price, CHD: price, INF: price }), { maxLength: 3 }),
        fc.record({ adt: fc.integer({ min: 1, max: 9 }), chd: fc.nat(8), inf: fc.nat(9) }),
        fc.boolean(),
        (priceSets, passengers, isIssueFeeHidden) => {
          const fares = priceSets.map(selected);
          const summary = priceSummary(fares, passengers, { isIssueFeeHidden });
          const { totalFare, totalTax, totalVat, totalIssueFee, grandTotal, lines } = summary;
          expect(grandTotal).toBe(totalFare + totalTax + totalVat + totalIssueFee);
          expect(grandTotal).toBe(lines.reduce((sum, line) => sum + line.subtotal, 0));
          const other = priceSummary(fares, passengers, { isIssueFeeHidden: !isIssueFeeHidden });
          expect(other.grandTotal).toBe(grandTotal);
        },
      ),
    );
  });
});
