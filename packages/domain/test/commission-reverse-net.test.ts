// A refund of the supplier net alone (reverseSplit share 'net'): every deposit of the chain gets the amount back, the
// fees stay earned, nothing beyond the net is ever given back (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reverseSplit, splitSale, type SplitLeg } from '../src/index.js';

const sum = (legs: readonly SplitLeg[]) => legs.reduce((total, leg) => total + leg.amount, 0);

describe("reverseSplit with share 'net'", () => {
  it('gives an F3 chain the amount back on every deposit, and takes it off the supplier payable only', () => {
    const sale = splitSale({
      supplierNet: 1_000_000,
      chain: [
        { agencyId: 'f3', fee: 10_000 },
        { agencyId: 'f2', fee: 50_000 },
        { agencyId: 'f1', fee: 0 },
      ],
    });
    const reversal = reverseSplit(sale, { amount: 700_000, share: 'net' });
    expect(reversal).toMatchObject({ refund: 700_000, supplierNet: 700_000, fees: [0, 0] });
    expect(reversal.legs).toEqual([
      { kind: 'agency_deposit', agencyId: 'f3', amount: 700_000 },
      { kind: 'agency_deposit', agencyId: 'f2', amount: 700_000 },
      { kind: 'parent_funding', agencyId: 'f2', amount: -700_000 },
      { kind: 'agency_deposit', agencyId: 'f1', amount: 700_000 },
      { kind: 'parent_funding', agencyId: 'f1', amount: -700_000 },
      { kind: 'supplier_payable', agencyId: null, amount: -700_000 },
    ]);
  });

  it('never gives back more than the net that remains, whatever came back before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (net, fee, part) => {
          const sale = splitSale({
            supplierNet: net,
            chain: [
              { agencyId: 'f2', fee },
              { agencyId: 'f1', fee: 0 },
            ],
          });
          const first = reverseSplit(sale, { amount: Math.max(1, Math.floor((net - 1) * part)), share: 'net' });
          const rest = net - first.supplierNet;
          expect(sum(first.legs)).toBe(0);
          expect(first.fees).toEqual([0]);
          if (rest === 0) return;
          const last = reverseSplit(sale, { share: 'net', previous: [first] });
          expect(last.supplierNet).toBe(rest);
          expect(() => reverseSplit(sale, { amount: 1, share: 'net', previous: [first, last] })).toThrow(RangeError);
          // The fees are still all there to give back in proportion (a void after a partial refund).
          expect(reverseSplit(sale, { previous: [first, last] }).fees).toEqual([fee]);
        },
      ),
    );
  });
});
