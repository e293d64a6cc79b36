// The split of a sale along the fee chain and its reversal: balanced legs, who pays what, who earns what (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  reverseSplit,
  splitSale,
  splitSaleLines,
  type SaleReversal,
  type SaleSplit,
  type SplitLeg,
} from '../src/index.js';

const net = fc.integer({ min: 1, max: 2_000_000_000 });
const fee = fc.integer({ min: 0, max: 50_000_000 });
/** A chain of 1–3 agencies, the buyer first: its fees (one per link) and the net. */
const sale = fc
  .record({ supplierNet: net, fees: fc.array(fee, { minLength: 0, maxLength: 2 }) })
  .map(({ supplierNet, fees }) => ({
    supplierNet,
    chain: [
      ...fees.map((amount, index) => ({ agencyId: `agency-${index}`, fee: amount })),
      { agencyId: `agency-${fees.length}`, fee: 0 },
    ],
  }));

const sum = (legs: readonly SplitLeg[]) => legs.reduce((total, leg) => total + leg.amount, 0);
const accountKey = (leg: SplitLeg) => `${leg.kind}:${leg.agencyId ?? 'platform'}`;
function byAccount(legs: readonly SplitLeg[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const leg of legs) totals.set(accountKey(leg), (totals.get(accountKey(leg)) ?? 0) + leg.amount);
  return totals;
}
const leg = (legs: readonly SplitLeg[], kind: SplitLeg['kind'], agencyId: string | null) =>
  byAccount(legs).get(`${kind}:${agencyId ?? 'platform'}`) ?? 0;

describe('splitSale', () => {
  it('splits an F3 sale: the F3 pays net and both fees, the F2 net and its fee, the F1 the net', () => {
    const split = splitSale({
      supplierNet: 1_000_000,
      chain: [
        { agencyId: 'f3', fee: 10_000 },
        { agencyId: 'f2', fee: 50_000 },
        { agencyId: 'f1', fee: 0 },
      ],
    });
    expect(split.buyerPays).toBe(1_060_000);
    expect(split.shares).toEqual([
      { agencyId: 'f3', pays: 1_060_000, earns: 0 },
      { agencyId: 'f2', pays: 1_050_000, earns: 10_000 },
      { agencyId: 'f1', pays: 1_000_000, earns: 50_000 },
    ]);
    expect(split.legs).toEqual([
      { kind: 'agency_deposit', agencyId: 'f3', amount: -1_060_000 },
      { kind: 'agency_deposit', agencyId: 'f2', amount: -1_050_000 },
      { kind: 'parent_funding', agencyId: 'f2', amount: 1_050_000 },
      { kind: 'agency_commission', agencyId: 'f2', amount: 10_000 },
      { kind: 'agency_deposit', agencyId: 'f1', amount: -1_000_000 },
      { kind: 'parent_funding', agencyId: 'f1', amount: 1_000_000 },
      { kind: 'agency_commission', agencyId: 'f1', amount: 50_000 },
      { kind: 'supplier_payable', agencyId: null, amount: 1_000_000 },
    ]);
  });

  it("an F1's own sale is its deposit paying the supplier", () => {
    expect(splitSale({ supplierNet: 500_000, chain: [{ agencyId: 'f1', fee: 0 }] }).legs).toEqual([
      { kind: 'agency_deposit', agencyId: 'f1', amount: -500_000 },
      { kind: 'supplier_payable', agencyId: null, amount: 500_000 },
    ]);
  });

  it('leaves out the commission leg of a zero fee', () => {
    const split = splitSale({
      supplierNet: 500_000,
      chain: [
        { agencyId: 'f2', fee: 0 },
        { agencyId: 'f1', fee: 0 },
      ],
    });
    expect(split.legs.some((entry) => entry.amount === 0)).toBe(false);
    expect(split.legs.some((entry) => entry.kind === 'agency_commission')).toBe(false);
  });

  it('refuses a fee on the F1, a negative or fractional fee, a non-positive net and an empty chain', () => {
    expect(() => splitSale({ supplierNet: 1, chain: [{ agencyId: 'f1', fee: 5 }] })).toThrow(RangeError);
    expect(() =>
      splitSale({
        supplierNet: 1,
        chain: [
          { agencyId: 'f2', fee: -1 },
          { agencyId: 'f1', fee: 0 },
        ],
      }),
    ).toThrow(RangeError);
    expect(() =>
      splitSale({
        supplierNet: 1,
        chain: [
          { agencyId: 'f2', fee: 0.5 },
          { agencyId: 'f1', fee: 0 },
        ],
      }),
    ).toThrow(RangeError);
    expect(() => splitSale({ supplierNet: 0, chain: [{ agencyId: 'f1', fee: 0 }] })).toThrow(RangeError);
    expect(() => splitSale({ supplierNet: 1, chain: [] })).toThrow(RangeError);
  });

  it('for any chain of 1–3 agencies: legs sum to zero, the F1 pays the net, the buyer net plus every fee, each parent earns its fee', () => {
    fc.assert(
      fc.property(sale, ({ supplierNet, chain }) => {
        const split = splitSale({ supplierNet, chain });
        const fees = chain.slice(0, -1).map((link) => link.fee);
        expect(sum(split.legs)).toBe(0);
        expect(split.legs.every((entry) => entry.amount !== 0 && Number.isSafeInteger(entry.amount))).toBe(true);
        expect(split.shares.at(-1)!.pays).toBe(supplierNet);
        expect(split.buyerPays).toBe(supplierNet + fees.reduce((total, amount) => total + amount, 0));
        expect(leg(split.legs, 'supplier_payable', null)).toBe(supplierNet);
        chain.forEach((link, index) => {
          const share = split.shares[index]!;
          expect(leg(split.legs, 'agency_deposit', link.agencyId)).toBe(-share.pays);
          expect(leg(split.legs, 'agency_commission', link.agencyId)).toBe(index === 0 ? 0 : chain[index - 1]!.fee);
          expect(share.earns).toBe(index === 0 ? 0 : chain[index - 1]!.fee);
          // Every deposit pays at least what the one above it pays, and exactly its own link's fee more.
          if (index + 1 < chain.length) expect(share.pays - split.shares[index + 1]!.pays).toBe(link.fee);
          // What a parent receives from its child (funding + commission) is exactly what the child pays.
          if (index > 0)
            expect(
              leg(split.legs, 'parent_funding', link.agencyId) + leg(split.legs, 'agency_commission', link.agencyId),
            ).toBe(split.shares[index - 1]!.pays);
        });
      }),
    );
  });
});

describe('splitSaleLines', () => {
  it('splits per passenger and totals to the split of the sums, account by account', () => {
    const line = fc.record({ supplierNet: net, fees: fc.tuple(fee, fee) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 9 }), (lines) => {
        const agencyIds = ['f3', 'f2', 'f1'];
        const split = splitSaleLines({ agencyIds, lines });
        expect(split.lines).toHaveLength(lines.length);
        const fromLines = byAccount(split.lines.flatMap((each) => each.legs));
        const total = byAccount(split.total.legs);
        for (const key of new Set([...fromLines.keys(), ...total.keys()]))
          expect(total.get(key) ?? 0).toBe(fromLines.get(key) ?? 0);
        expect(split.total.buyerPays).toBe(split.lines.reduce((amount, each) => amount + each.buyerPays, 0));
        expect(sum(split.total.legs)).toBe(0);
      }),
    );
  });

  it('refuses lines whose fees do not match the chain, and an empty sale', () => {
    expect(() => splitSaleLines({ agencyIds: ['f2', 'f1'], lines: [{ supplierNet: 1, fees: [] }] })).toThrow(
      RangeError,
    );
    expect(() => splitSaleLines({ agencyIds: ['f2', 'f1'], lines: [] })).toThrow(RangeError);
  });
});

describe('reverseSplit', () => {
  const threeLevels = splitSale({
    supplierNet: 1_000_000,
    chain: [
      { agencyId: 'f3', fee: 10_000 },
      { agencyId: 'f2', fee: 50_000 },
      { agencyId: 'f1', fee: 0 },
    ],
  });

  it('in full, is the exact negation of the sale', () => {
    const reversal = reverseSplit(threeLevels);
    expect(reversal.refund).toBe(1_060_000);
    expect(reversal.legs).toEqual(threeLevels.legs.map((entry) => ({ ...entry, amount: -entry.amount })));
    expect(reversal.shares.map((share) => share.earns)).toEqual([0, 10_000, 50_000]);
  });

  it('in part, shares the refund over the net and the fees in proportion', () => {
    const half = reverseSplit(threeLevels, { amount: 530_000 });
    expect(half).toMatchObject({ refund: 530_000, supplierNet: 500_000, fees: [5_000, 25_000] });
    expect(leg(half.legs, 'agency_deposit', 'f3')).toBe(530_000);
    expect(leg(half.legs, 'agency_commission', 'f1')).toBe(-25_000);
    const rest = reverseSplit(threeLevels, { previous: [half] });
    expect(rest).toMatchObject({ refund: 530_000, supplierNet: 500_000, fees: [5_000, 25_000] });
  });

  it("by parts, gives back exactly one part's net and fees (a split booking's share), the rest exactly after", () => {
    const lines = [
      { supplierNet: 700_001, fees: [3_333, 33_333] },
      { supplierNet: 299_999, fees: [6_667, 16_667] },
    ];
    const sale = splitSaleLines({ agencyIds: ['f3', 'f2', 'f1'], lines }).total;
    const second = splitSaleLines({ agencyIds: ['f3', 'f2', 'f1'], lines: [lines[1]!] }).total;
    const part = reverseSplit(sale, { parts: { supplierNet: second.supplierNet, fees: second.fees } });
    expect(part).toMatchObject({ refund: second.buyerPays, supplierNet: 299_999, fees: [6_667, 16_667] });
    expect(part.legs).toEqual(second.legs.map((entry) => ({ ...entry, amount: -entry.amount })));
    const rest = reverseSplit(sale, { previous: [part] });
    expect(rest).toMatchObject({ supplierNet: 700_001, fees: [3_333, 33_333] });
    expect(() => reverseSplit(sale, { previous: [part], parts: { supplierNet: 1, fees: [6_668, 0] } })).toThrow(
      RangeError,
    );
    expect(() => reverseSplit(sale, { parts: { supplierNet: 0, fees: [0, 0] } })).toThrow(RangeError);
    expect(() => reverseSplit(sale, { parts: { supplierNet: 1, fees: [0] } })).toThrow(RangeError);
  });

  it('refuses more than what remains, nothing, and a reversal of another chain', () => {
    expect(() => reverseSplit(threeLevels, { amount: 1_060_001 })).toThrow(RangeError);
    expect(() => reverseSplit(threeLevels, { amount: 0 })).toThrow(RangeError);
    const full = reverseSplit(threeLevels);
    expect(() => reverseSplit(threeLevels, { amount: 1, previous: [full] })).toThrow(RangeError);
    const other = splitSale({ supplierNet: 1, chain: [{ agencyId: 'x', fee: 0 }] });
    expect(() => reverseSplit(threeLevels, { previous: [reverseSplit(other)] })).toThrow(RangeError);
  });

  it('for any sale and any partial refunds: balanced, never more of a part than the sale took, the last returns exactly the rest', () => {
    fc.assert(
      fc.property(
        sale,
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 4 }),
        ({ supplierNet, chain }, weights) => {
          const split: SaleSplit = splitSale({ supplierNet, chain });
          const done: SaleReversal[] = [];
          // Refund in pieces proportional to the weights, the final call taking whatever remains.
          const totalWeight = weights.reduce((total, weight) => total + weight, 0);
          for (const weight of weights.slice(0, -1)) {
            const remaining = split.buyerPays - done.reduce((total, each) => total + each.refund, 0);
            const amount = Math.min(remaining - 1, Math.floor((split.buyerPays * weight) / totalWeight));
            if (amount < 1) continue;
            const reversal = reverseSplit(split, { amount, previous: done });
            expect(reversal.refund).toBe(amount);
            expect(sum(reversal.legs)).toBe(0);
            expect(reversal.legs.every((entry) => entry.amount !== 0)).toBe(true);
            done.push(reversal);
          }
          done.push(reverseSplit(split, { previous: done }));
          expect(done.reduce((total, each) => total + each.refund, 0)).toBe(split.buyerPays);
          // All reversals together undo the sale exactly, account by account, and no part ever went negative.
          const undone = byAccount([...split.legs, ...done.flatMap((each) => each.legs)]);
          for (const amount of undone.values()) expect(amount).toBe(0);
          const original = byAccount(split.legs);
          for (const reversal of done) {
            for (const [key, amount] of byAccount(reversal.legs)) {
              expect(Math.sign(amount)).toBe(-Math.sign(original.get(key)!));
              expect(Math.abs(amount)).toBeLessThanOrEqual(Math.abs(original.get(key)!));
            }
          }
        },
      ),
    );
  });
});
