// Auto seat choice: one compartment or row before neighbouring ones, the tier asked for first, never extra seats,
// never across a block with no free seat; and the railway's discount rule and train ages.
import { describe, expect, it } from 'vitest';
import { autoSeatGroups, trainAgeProblem, trainTicketPrice, type AutoSeat } from '../src/index.js';

/** A 4-berth carriage: compartment n holds berths 4n−3, 4n−2 (tier 1) and 4n−1, 4n (tier 2); all free unless listed. */
function berth4(taken: readonly number[] = []): AutoSeat[] {
  return Array.from({ length: 28 }, (_, index) => {
    const number = index + 1;
    const compartment = Math.ceil(number / 4);
    return {
      seatId: `3-${number}`,
      number: String(number),
      seatType: 'NAM',
      compartment,
      tier: (number - 1) % 4 < 2 ? 1 : 2,
      row: null,
      position: null,
      status: taken.includes(number) ? 1 : 3,
      isExtra: false,
    };
  });
}

/** A 56-seat soft-seat carriage: 14 rows of 4 (positions 1–4). */
function seats56(taken: readonly number[] = []): AutoSeat[] {
  return Array.from({ length: 56 }, (_, index) => ({
    seatId: `5-${index + 1}`,
    number: String(index + 1),
    seatType: 'NGM',
    compartment: null,
    tier: null,
    row: Math.floor(index / 4) + 1,
    position: (index % 4) + 1,
    status: taken.includes(index + 1) ? 2 : 3,
    isExtra: false,
  }));
}

describe('auto seat choice', () => {
  it('seats a family of four in one compartment, the first one free', () => {
    const [best] = autoSeatGroups(berth4([1]), { seatType: 'NAM', count: 4 });
    expect(best).toMatchObject({ seatIds: ['3-5', '3-6', '3-7', '3-8'], span: 1 });
  });

  it('prefers lower berths when asked, upper ones when asked', () => {
    expect(autoSeatGroups(berth4(), { seatType: 'NAM', count: 2, tier: 'lower' })[0]!.seatIds).toEqual(['3-1', '3-2']);
    expect(autoSeatGroups(berth4(), { seatType: 'NAM', count: 2, tier: 'upper' })[0]!.seatIds).toEqual(['3-3', '3-4']);
    // Every compartment has two lower berths left only in compartment 2: the lower pair wins over the front.
    const upperOnly = berth4([1, 2]);
    expect(autoSeatGroups(upperOnly, { seatType: 'NAM', count: 2, tier: 'lower' })[0]!.seatIds).toEqual(['3-5', '3-6']);
  });

  it('spills into the neighbouring compartment only when one is not enough, never across a full one', () => {
    const groups = autoSeatGroups(berth4([1, 2, 3, 9, 10, 11, 12]), { seatType: 'NAM', count: 5 });
    expect(groups[0]).toMatchObject({ seatIds: ['3-4', '3-5', '3-6', '3-7', '3-8'], span: 2 });
    for (const group of groups) {
      const blocks = group.seatIds.map((id) => Math.ceil(Number(id.slice(2)) / 4));
      expect(blocks).not.toContain(3);
      expect(new Set(blocks).size).toBe(group.span);
    }
  });

  it('takes a row of seats before the next rows, skipping taken seats and extra seats', () => {
    const map = [...seats56([1, 2]), { ...seats56()[0]!, seatId: '5-P1', number: 'P1', row: 1, isExtra: true }];
    expect(autoSeatGroups(map, { seatType: 'NGM', count: 3 })[0]!.seatIds).toEqual(['5-5', '5-6', '5-7']);
    expect(autoSeatGroups(map, { seatType: 'NGM', count: 6 })[0]).toMatchObject({
      seatIds: ['5-3', '5-4', '5-5', '5-6', '5-7', '5-8'],
      span: 2,
    });
  });

  it('answers nothing when the seats are not adjacent enough or of another type', () => {
    // One free berth in compartments 1, 3, 5 and 7: no two of them side by side.
    const free = new Set([1, 9, 17, 25]);
    const everyOther = berth4(Array.from({ length: 28 }, (_, index) => index + 1).filter((n) => !free.has(n)));
    expect(autoSeatGroups(everyOther, { seatType: 'NAM', count: 2 })).toEqual([]);
    expect(autoSeatGroups(berth4(), { seatType: 'NAC', count: 1 })).toEqual([]);
    expect(() => autoSeatGroups(berth4(), { seatType: 'NAM', count: 0 })).toThrow(RangeError);
  });
});

describe('train passenger rules', () => {
  it('prices a ticket: the percent of the fare without insurance, half up to thousands, plus the insurance', () => {
    expect(trainTicketPrice({ fare: 1_234_000, insurance: 2_000, type: 1 })).toEqual({
      amount: 1_234_000,
      discount: 0,
    });
    // A child: 25 % of 1,232,000 = 308,000 off.
    expect(trainTicketPrice({ fare: 1_234_000, insurance: 2_000, type: 2 })).toEqual({
      amount: 926_000,
      discount: 308_000,
    });
    // 15 % of 257,000 = 38,550 → 39,000 off; 10 % = 25,700 → 26,000 off.
    expect(trainTicketPrice({ fare: 258_000, insurance: 1_000, type: 13 }).amount).toBe(219_000);
    expect(trainTicketPrice({ fare: 258_000, insurance: 1_000, type: 12 }).amount).toBe(232_000);
    // 25 % of 10,000 = 2,500 → 3,000 off (half up), so 8,000: the discount is rounded, not the amount.
    expect(trainTicketPrice({ fare: 11_000, insurance: 1_000, type: 7 })).toEqual({ amount: 8_000, discount: 3_000 });
  });

  it('decides children, seniors and infants by their age on the day of departure', () => {
    const departure = { year: 2026, month: 12, day: 15 };
    expect(trainAgeProblem(2, { year: 2020, month: 12, day: 15 }, departure)).toBeUndefined();
    expect(trainAgeProblem(2, { year: 2020, month: 12, day: 16 }, departure)).toBe('childTooYoung');
    expect(trainAgeProblem(7, { year: 2016, month: 12, day: 15 }, departure)).toBe('childTooOld');
    expect(trainAgeProblem(13, { year: 1966, month: 12, day: 16 }, departure)).toBe('seniorTooYoung');
    expect(trainAgeProblem(13, { year: 1966, month: 12, day: 15 }, departure)).toBeUndefined();
    expect(trainAgeProblem('infant', { year: 2020, month: 12, day: 15 }, departure)).toBe('infantTooOld');
    expect(trainAgeProblem('infant', { year: 2027, month: 1, day: 1 }, departure)).toBe('bornAfterDeparture');
  });
});
