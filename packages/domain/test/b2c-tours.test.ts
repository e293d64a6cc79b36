// Tour rules: the party's price by band, the deposit, "3N2Đ", departure dates of a month, cancellation charges.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  expandDepartures,
  expandDeparturesInMonth,
  formatTourDuration,
  isCalendarDate,
  isTourDurationValid,
  priceTourParty,
  tourBandOf,
  tourCancellationCharge,
  tourCancellationPercent,
  tourDeposit,
  type TourPrices,
} from '../src/index.js';

const PRICES: TourPrices = {
  adultPrice: 3_990_000,
  childPrice: { mode: 'percent', value: 75 },
  infantPrice: 0,
  singleRoomSupplement: 1_200_000,
  depositPercent: 50,
};
const TIERS = [
  { daysBefore: 8, percentKept: 0 },
  { daysBefore: 2, percentKept: 50 },
  { daysBefore: 0, percentKept: 100 },
];

describe('tour party price', () => {
  it('bands travellers by age: under 5, 5 to under 10, 10 and over', () => {
    expect([0, 4, 5, 9, 10, 17].map(tourBandOf)).toEqual(['infant', 'infant', 'child', 'child', 'adult', 'adult']);
  });

  it('prices two adults, a child of 7, a child of 12, an infant and a single room', () => {
    const price = priceTourParty(PRICES, { adults: 2, childAges: [7, 12, 3], singleRooms: 1 });
    expect(price.adults).toBe(3);
    expect(price.children).toBe(1);
    expect(price.infants).toBe(1);
    expect(price.seats).toBe(5);
    expect(price.childUnit).toBe(2_992_500);
    expect(price.total).toBe(3 * 3_990_000 + 2_992_500 + 0 + 1_200_000);
    expect(price.deposit).toBe(Math.ceil(price.total / 2));
  });

  it('takes a fixed child amount as it is', () => {
    const price = priceTourParty(
      { ...PRICES, childPrice: { mode: 'amount', value: 1_500_000 }, infantPrice: 200_000 },
      { adults: 1, childAges: [6, 1], singleRooms: 0 },
    );
    expect(price.total).toBe(3_990_000 + 1_500_000 + 200_000);
  });

  const prices = fc.record({
    adultPrice: fc.integer({ min: 0, max: 200_000_000 }),
    childPrice: fc.oneof(
      fc.record({ mode: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ mode: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 200_000_000 }) }),
    ),
    infantPrice: fc.integer({ min: 0, max: 50_000_000 }),
    singleRoomSupplement: fc.integer({ min: 0, max: 50_000_000 }),
    depositPercent: fc.integer({ min: 0, max: 100 }),
  });
  const party = fc.record({
    adults: fc.integer({ min: 1, max: 30 }),
    childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 20 }),
    singleRooms: fc.integer({ min: 0, max: 10 }),
  });

  it('is integer VND, the sum of its lines, with every traveller in one band and a deposit within the total', () => {
    fc.assert(
      fc.property(prices, party, (p, travellers) => {
        const price = priceTourParty(p, travellers);
        expect(Number.isSafeInteger(price.total)).toBe(true);
        expect(price.total).toBe(price.lines.reduce((sum, line) => sum + line.amount, 0));
        expect(price.seats).toBe(travellers.adults + travellers.childAges.length);
        expect(price.deposit).toBeGreaterThanOrEqual(0);
        expect(price.deposit).toBeLessThanOrEqual(price.total);
        expect(price.deposit * 100).toBeGreaterThanOrEqual(price.total * p.depositPercent);
      }),
    );
  });

  it('never charges more when a child is younger (percent at most 100)', () => {
    fc.assert(
      fc.property(prices, party, fc.integer({ min: 1, max: 17 }), (p, travellers, age) => {
        const older = priceTourParty(p, { ...travellers, childAges: [...travellers.childAges, age] });
        const younger = priceTourParty(p, { ...travellers, childAges: [...travellers.childAges, age - 1] });
        if (p.childPrice.mode === 'percent' && p.infantPrice <= tourBandUnit(p)) {
          expect(younger.total).toBeLessThanOrEqual(older.total);
        }
      }),
    );
  });

  it('rounds the deposit up to the đồng', () => {
    expect(tourDeposit(1_000_001, 50)).toBe(500_001);
    expect(tourDeposit(999, 0)).toBe(0);
    expect(tourDeposit(999, 100)).toBe(999);
  });
});

function tourBandUnit(p: TourPrices): number {
  return p.childPrice.mode === 'percent' ? Math.round((p.adultPrice * p.childPrice.value) / 100) : p.childPrice.value;
}

describe('tour dates', () => {
  it('writes 3N2Đ and 3D2N', () => {
    expect(formatTourDuration(3, 2)).toBe('3N2Đ');
    expect(formatTourDuration(2, 1, 'en')).toBe('2D1N');
    expect(isTourDurationValid(3, 2)).toBe(true);
    expect(isTourDurationValid(1, 0)).toBe(true);
    expect(isTourDurationValid(3, 4)).toBe(false);
    expect(isTourDurationValid(3, 1)).toBe(false);
    expect(isTourDurationValid(0, 0)).toBe(false);
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('26-2-1')).toBe(false);
  });

  it('expands a daily pattern within its range for a month, Saturdays only when asked', () => {
    const daily = { kind: 'daily' as const, from: '2026-12-20', to: '2027-01-10' };
    expect(expandDeparturesInMonth(daily, '2026-12')).toHaveLength(12);
    expect(expandDeparturesInMonth(daily, '2027-01')).toHaveLength(10);
    expect(expandDeparturesInMonth(daily, '2027-02')).toEqual([]);
    expect(expandDeparturesInMonth({ ...daily, weekdays: [6] }, '2026-12')).toEqual(['2026-12-26']);
    expect(expandDeparturesInMonth({ kind: 'daily', from: '2028-02-01', to: '2028-03-31' }, '2028-02')).toHaveLength(
      29,
    );
  });

  it('keeps fixed dates of the month, sorted and once', () => {
    const fixed = { kind: 'fixed' as const, dates: ['2026-12-31', '2026-12-05', '2027-01-01', '2026-12-05'] };
    expect(expandDeparturesInMonth(fixed, '2026-12')).toEqual(['2026-12-05', '2026-12-31']);
  });

  it('expands every day of a range exactly once (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 }),
        (start, length) => {
          const from = start.toISOString().slice(0, 10);
          const to = new Date(start.getTime() + length * 86_400_000).toISOString().slice(0, 10);
          const dates = expandDepartures({ kind: 'daily', from, to }, { from, to });
          expect(dates).toHaveLength(length + 1);
          expect(new Set(dates).size).toBe(dates.length);
          expect(daysBetween(from, to)).toBe(length);
        },
      ),
    );
  });

  it('charges a cancellation by its tier: > 7 days free, 2–7 days 50 %, under 2 days 100 %', () => {
    const total = 7_980_000;
    const charge = (cancelDate: string) =>
      tourCancellationCharge(TIERS, total, { departureDate: '2026-12-20', cancelDate });
    expect(charge('2026-12-12')).toBe(0);
    expect(charge('2026-12-13')).toBe(total / 2);
    expect(charge('2026-12-18')).toBe(total / 2);
    expect(charge('2026-12-19')).toBe(total);
    expect(charge('2026-12-21')).toBe(total);
    expect(tourCancellationPercent([{ daysBefore: 8, percentKept: 0 }], 3)).toBe(100);
  });

  it('keeps no less the closer the departure (property over ordered tiers)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (days) => {
        expect(tourCancellationPercent(TIERS, days)).toBeGreaterThanOrEqual(tourCancellationPercent(TIERS, days + 1));
      }),
    );
  });
});
