// Change fees: the links of a stored chain and, per passenger, each link's change fee from the rule the issue fee would use.
import { describe, expect, it } from 'vitest';
import { chainLinks, changeFeesOfChain, ruleChangeFee, type CommissionRule } from '../src/index.js';

const F1 = 'f1';
const F2 = 'f2';
const F3 = 'f3';

const rule = (overrides: Partial<CommissionRule>): CommissionRule => ({
  agencyId: F1,
  subAgencyId: null,
  airline: null,
  routeScope: 'domestic',
  paxType: 'ADT',
  chargeBasis: 'segment',
  amount: 50_000,
  changeAmount: 0,
  ...overrides,
});

describe('chainLinks', () => {
  it('pairs each agency with the one above it, the buyer first; a lone F1 has none', () => {
    expect(chainLinks([F3, F2, F1])).toEqual([
      { chargerId: F2, subAgencyId: F3 },
      { chargerId: F1, subAgencyId: F2 },
    ]);
    expect(chainLinks([F1])).toEqual([]);
    expect(chainLinks([])).toEqual([]);
  });
});

describe('changeFeesOfChain on F3 → F2 → F1', () => {
  const rules: CommissionRule[] = [
    rule({ changeAmount: 30_000 }),
    rule({ airline: 'VJ', changeAmount: 35_000 }),
    rule({ subAgencyId: F2, changeAmount: 22_000 }),
    rule({ subAgencyId: F2, airline: 'VN', changeAmount: 0 }),
    rule({ paxType: 'CHD', changeAmount: 15_000 }),
    rule({ agencyId: F2, changeAmount: 10_000 }),
    rule({ agencyId: F2, subAgencyId: F3, routeScope: 'international', changeAmount: 40_000 }),
    // A rule of the F1 for another F2 never reaches this chain.
    rule({ subAgencyId: 'f2-other', airline: 'QH', changeAmount: 99_000 }),
  ];
  const links = chainLinks([F3, F2, F1]);

  it('takes the most specific rule per link: sub-agency before default, airline before all', () => {
    expect(
      changeFeesOfChain(rules, links, { airline: 'VJ', routeScope: 'domestic', paxTypes: ['ADT', 'CHD', 'INF'] }),
    ).toEqual([
      [10_000, 22_000],
      [0, 15_000],
      [0, 0],
    ]);
    expect(changeFeesOfChain(rules, links, { airline: 'QH', routeScope: 'domestic', paxTypes: ['ADT'] })).toEqual([
      [10_000, 22_000],
    ]);
  });

  it('lets a more specific rule with no change fee decide 0 over a default that has one', () => {
    expect(changeFeesOfChain(rules, links, { airline: 'VN', routeScope: 'domestic', paxTypes: ['ADT'] })).toEqual([
      [10_000, 0],
    ]);
  });

  it('keeps route scopes apart, and answers 0 where no rule applies', () => {
    expect(
      changeFeesOfChain(rules, links, { airline: 'VJ', routeScope: 'international', paxTypes: ['ADT', 'CHD'] }),
    ).toEqual([
      [40_000, 0],
      [0, 0],
    ]);
  });

  it('answers [] per passenger for a lone F1, and nothing for no passengers', () => {
    expect(changeFeesOfChain(rules, [], { airline: 'VJ', routeScope: 'domestic', paxTypes: ['ADT', 'INF'] })).toEqual([
      [],
      [],
    ]);
    expect(changeFeesOfChain(rules, links, { airline: 'VJ', routeScope: 'domestic', paxTypes: [] })).toEqual([]);
  });
});

describe('ruleChangeFee', () => {
  it('is the rule change fee, 0 without a rule or without the field, and refuses a broken amount', () => {
    expect(ruleChangeFee(rule({ changeAmount: 12_345 }))).toBe(12_345);
    expect(ruleChangeFee(undefined)).toBe(0);
    const { changeAmount: _omitted, ...withoutChangeFee } = rule({});
    expect(ruleChangeFee(withoutChangeFee)).toBe(0);
    expect(() => ruleChangeFee(rule({ changeAmount: -1 }))).toThrow(RangeError);
    expect(() => ruleChangeFee(rule({ changeAmount: 1.5 }))).toThrow(RangeError);
  });
});
