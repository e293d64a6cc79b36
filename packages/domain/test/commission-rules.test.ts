// Commission fee rules: the most specific rule wins, the chain of links up to the F1, fees per segment or ticket.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEE_PAX_TYPES,
  createFeeSchedule,
  feeTripOf,
  feeLinks,
  resolveRule,
  routeScopeOf,
  ruleFee,
  saleLines,
  type CommissionRule,
  type FeeQuery,
} from '../src/index.js';

const F1 = 'f1';
const F2 = 'f2';
const F3 = 'f3';
const OTHER_F2 = 'f2-other';

const rule = (overrides: Partial<CommissionRule>): CommissionRule => ({
  agencyId: F1,
  subAgencyId: null,
  airline: null,
  routeScope: 'domestic',
  paxType: 'ADT',
  chargeBasis: 'segment',
  amount: 50_000,
  ...overrides,
});

const query = (overrides: Partial<FeeQuery> = {}): FeeQuery => ({
  chargerId: F1,
  subAgencyId: F2,
  airline: 'VN',
  routeScope: 'domestic',
  paxType: 'ADT',
  ...overrides,
});

const trip = (airline: string | null, segments: readonly { from: string; to: string }[]) =>
  feeTripOf({ airline, segments });

const HAN_SGN = [{ from: 'HAN', to: 'SGN' }];
const HAN_DAD_SGN = [
  { from: 'HAN', to: 'DAD' },
  { from: 'DAD', to: 'SGN' },
];
const SGN_BKK_ICN = [
  { from: 'SGN', to: 'BKK' },
  { from: 'BKK', to: 'ICN' },
];

describe('resolveRule', () => {
  const byDefault = rule({ amount: 1 });
  const defaultForVn = rule({ airline: 'VN', amount: 2 });
  const forF2 = rule({ subAgencyId: F2, amount: 3 });
  const forF2OnVn = rule({ subAgencyId: F2, airline: 'VN', amount: 4 });

  it('prefers the sub-agency rule over the default, then the airline rule over all airlines', () => {
    expect(resolveRule([byDefault], query())).toBe(byDefault);
    expect(resolveRule([byDefault, defaultForVn], query())).toBe(defaultForVn);
    expect(resolveRule([defaultForVn, forF2], query())).toBe(forF2);
    expect(resolveRule([forF2OnVn, forF2, defaultForVn, byDefault], query())).toBe(forF2OnVn);
    expect(resolveRule([forF2, defaultForVn, byDefault], query({ airline: 'VJ' }))).toBe(forF2);
  });

  it("ignores another sub-agency's rule, another airline's, another scope's, another passenger type's and another charger's", () => {
    const rules = [
      rule({ subAgencyId: OTHER_F2 }),
      rule({ airline: 'VJ' }),
      rule({ routeScope: 'international' }),
      rule({ paxType: 'CHD' }),
      rule({ agencyId: 'someone' }),
    ];
    expect(resolveRule(rules, query())).toBeUndefined();
    expect(resolveRule([rule({ airline: 'VN' })], query({ airline: null }))).toBeUndefined();
  });

  it('finds the most specific rule whatever the order the rules come in', () => {
    const all = [byDefault, defaultForVn, forF2, forF2OnVn, rule({ subAgencyId: OTHER_F2, airline: 'VN', amount: 9 })];
    fc.assert(
      fc.property(fc.shuffledSubarray(all, { minLength: 1 }), fc.constantFrom('VN', 'VJ', null), (rules, airline) => {
        const found = resolveRule(rules, query({ airline }));
        const applicable = rules.filter(
          (candidate) =>
            (candidate.subAgencyId === null || candidate.subAgencyId === F2) &&
            (candidate.airline === null || candidate.airline === airline),
        );
        const best = Math.max(
          -1,
          ...applicable.map((candidate) => (candidate.subAgencyId ? 2 : 0) + (candidate.airline ? 1 : 0)),
        );
        if (best < 0) expect(found).toBeUndefined();
        else expect((found!.subAgencyId ? 2 : 0) + (found!.airline ? 1 : 0)).toBe(best);
      }),
    );
  });
});

describe('ruleFee', () => {
  it('charges per segment times the segments, per ticket once, and nothing without a rule', () => {
    expect(ruleFee(rule({ amount: 50_000 }), 2)).toBe(100_000);
    expect(ruleFee(rule({ chargeBasis: 'ticket', amount: 150_000 }), 3)).toBe(150_000);
    expect(ruleFee(undefined, 2)).toBe(0);
    expect(() => ruleFee(rule({ amount: -1 }), 1)).toThrow(RangeError);
    expect(() => ruleFee(rule({}), 0)).toThrow(RangeError);
  });
});

describe('feeLinks', () => {
  const platform = { id: 'p', level: 'platform' as const };
  const f1 = { id: F1, level: 'F1' as const };
  const f2 = { id: F2, level: 'F2' as const };
  const f3 = { id: F3, level: 'F3' as const };

  it('has no link for an F1 or the platform: the platform charges F1s nothing', () => {
    expect(feeLinks([f1, platform])).toEqual([]);
    expect(feeLinks([platform])).toEqual([]);
  });

  it('links an F2 to its F1, and an F3 to its F2 then the F2 to the F1, the buyer first', () => {
    expect(feeLinks([f2, f1, platform])).toEqual([{ chargerId: F1, subAgencyId: F2 }]);
    expect(feeLinks([f3, f2, f1, platform])).toEqual([
      { chargerId: F2, subAgencyId: F3 },
      { chargerId: F1, subAgencyId: F2 },
    ]);
  });
});

describe('routeScopeOf', () => {
  it('is domestic only when every segment is between Vietnamese airports', () => {
    expect(routeScopeOf(HAN_SGN)).toBe('domestic');
    expect(routeScopeOf(HAN_DAD_SGN)).toBe('domestic');
    expect(routeScopeOf(SGN_BKK_ICN)).toBe('international');
    expect(
      routeScopeOf([
        { from: 'HAN', to: 'SGN' },
        { from: 'SGN', to: 'BKK' },
      ]),
    ).toBe('international');
    expect(routeScopeOf([{ from: 'HAN', to: 'XXX' }])).toBe('international');
    expect(feeTripOf({ airline: 'VN', segments: HAN_DAD_SGN })).toEqual({
      airline: 'VN',
      routeScope: 'domestic',
      segmentCount: 2,
    });
  });
});

describe('the fee schedule of a chain', () => {
  // The demo rules: SAOVIET charges its sub-agencies, HOASEN its own.
  const rules: CommissionRule[] = [
    ...(['ADT', 'CHD'] as const).flatMap((paxType) => [
      rule({ paxType, amount: 50_000 }),
      rule({ paxType, routeScope: 'international', chargeBasis: 'ticket', amount: 150_000 }),
      rule({ agencyId: F2, paxType, amount: 10_000 }),
      rule({ agencyId: F2, paxType, routeScope: 'international', chargeBasis: 'ticket', amount: 30_000 }),
    ]),
    rule({ paxType: 'INF', amount: 0 }),
    rule({ airline: 'VJ', amount: 40_000 }),
  ];
  const f2Links = [{ chargerId: F1, subAgencyId: F2 }];
  const f3Links = [{ chargerId: F2, subAgencyId: F3 }, ...f2Links];

  it('charges an F2 what its F1 charges it, per segment at home and per ticket abroad', () => {
    const schedule = createFeeSchedule(rules, f2Links);
    expect(schedule.perPassenger(trip('VN', HAN_SGN), 'ADT')).toBe(50_000);
    expect(schedule.perPassenger(trip('VN', HAN_DAD_SGN), 'CHD')).toBe(100_000);
    expect(schedule.perPassenger(trip('VJ', HAN_SGN), 'ADT')).toBe(40_000);
    expect(schedule.perPassenger(trip('VJ', HAN_SGN), 'CHD')).toBe(50_000);
    expect(schedule.perPassenger(trip('VN', SGN_BKK_ICN), 'ADT')).toBe(150_000);
    expect(schedule.perPassenger(trip('VN', HAN_SGN), 'INF')).toBe(0);
  });

  it("charges an F3 its F2's fee plus the F1's fee to the F2", () => {
    const schedule = createFeeSchedule(rules, f3Links);
    expect(schedule.perPassenger(trip('VN', HAN_DAD_SGN), 'ADT')).toBe(2 * 10_000 + 2 * 50_000);
    expect(schedule.perPassenger(trip('VJ', HAN_SGN), 'ADT')).toBe(10_000 + 40_000);
    expect(schedule.perPassenger(trip('QH', SGN_BKK_ICN), 'CHD')).toBe(30_000 + 150_000);
    expect(schedule.linkFees(trip('VN', HAN_SGN), 'ADT').map((fee) => [fee.chargerId, fee.amount])).toEqual([
      [F2, 10_000],
      [F1, 50_000],
    ]);
  });

  it('charges an F1 nothing and infants nothing unless an INF rule says so', () => {
    expect(createFeeSchedule(rules, []).perPassenger(trip('VN', HAN_SGN), 'ADT')).toBe(0);
    const withInfantFee = createFeeSchedule([...rules, rule({ agencyId: F2, paxType: 'INF', amount: 5_000 })], f3Links);
    expect(withInfantFee.perPassenger(trip('VN', HAN_DAD_SGN), 'INF')).toBe(10_000);
  });

  it('uses the rules an F1 set for one F2 for that F2 only', () => {
    const special = [...rules, rule({ subAgencyId: OTHER_F2, amount: 1_000 })];
    expect(createFeeSchedule(special, f2Links).perPassenger(trip('VN', HAN_SGN), 'ADT')).toBe(50_000);
    expect(
      createFeeSchedule(special, [{ chargerId: F1, subAgencyId: OTHER_F2 }]).perPassenger(trip('VN', HAN_SGN), 'ADT'),
    ).toBe(1_000);
  });

  it('resolves the sale lines of an offer for a passenger list', () => {
    const schedule = createFeeSchedule(rules, f3Links);
    const lines = saleLines(schedule, trip('VN', HAN_SGN), [
      { paxType: 'ADT', supplierNet: 1_200_000 },
      { paxType: 'INF', supplierNet: 100_000 },
    ]);
    expect(lines).toEqual([
      { paxType: 'ADT', supplierNet: 1_200_000, fees: [10_000, 50_000] },
      { paxType: 'INF', supplierNet: 100_000, fees: [0, 0] },
    ]);
  });

  it('sums the link fees into the per-passenger fee for any rules and trip', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    const anyRule = fc.record({
      agencyId: fc.constantFrom(F1, F2),
      subAgencyId: fc.constantFrom(null, F2, F3, OTHER_F2),
      airline: fc.constantFrom(null, 'VN', 'VJ'),
      routeScope: fc.constantFrom('domestic' as const, 'international' as const),
      paxType: fc.constantFrom(...FEE_PAX_TYPES),
      chargeBasis: fc.constantFrom('segment' as const, 'ticket' as const),
      amount,
    });
    fc.assert(
      fc.property(
        fc.array(anyRule, { maxLength: 20 }),
        fc.constantFrom(HAN_SGN, HAN_DAD_SGN, SGN_BKK_ICN),
        fc.constantFrom('VN', 'VJ', 'QH'),
        fc.constantFrom(...FEE_PAX_TYPES),
        (anyRules, segments, airline, paxType) => {
          const schedule = createFeeSchedule(anyRules, f3Links);
          const fees = schedule.linkFees(trip(airline, segments), paxType);
          expect(schedule.perPassenger(trip(airline, segments), paxType)).toBe(
            fees.reduce((sum, fee) => sum + fee.amount, 0),
          );
          for (const fee of fees) {
            expect(fee.amount).toBeGreaterThanOrEqual(0);
            expect(fee.amount).toBe(
              fee.rule ? (fee.rule.chargeBasis === 'segment' ? fee.rule.amount * segments.length : fee.rule.amount) : 0,
            );
            if (fee.rule) expect(fee.rule.agencyId).toBe(fee.chargerId);
          }
        },
      ),
    );
  });
});
