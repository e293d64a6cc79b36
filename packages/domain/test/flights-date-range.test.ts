// Date-range picker of SPEC §4 and the calendar-day helpers it stands on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  isIsoDate,
  pickDate,
  pickDeparture,
  pickReturn,
  removeReturn,
  resetDateRange,
  type DateRange,
} from '../src/index.js';

const today = '2026-11-20';
const fresh = resetDateRange(today);

describe('date-range picker', () => {
  it('resets both dates to today with nothing chosen', () => {
    expect(resetDateRange(today)).toEqual({
      departureDate: today,
      returnDate: today,
      isDepartureChosen: false,
      isReturnChosen: false,
    });
  });

  it('sets the departure on the first pick, clears the return and marks the departure chosen', () => {
    expect(pickDate(fresh, '2026-12-01')).toEqual({
      departureDate: '2026-12-01',
      returnDate: null,
      isDepartureChosen: true,
      isReturnChosen: false,
    });
  });

  it('sets the return on a second pick after the departure', () => {
    const range = pickDate(pickDate(fresh, '2026-12-01'), '2026-12-05');
    expect(range).toEqual({
      departureDate: '2026-12-01',
      returnDate: '2026-12-05',
      isDepartureChosen: true,
      isReturnChosen: true,
    });
  });

  it('swaps the dates when the second pick is earlier than the departure', () => {
    const range = pickDate(pickDate(fresh, '2026-12-05'), '2026-12-01');
    expect([range.departureDate, range.returnDate]).toEqual(['2026-12-01', '2026-12-05']);
  });

  it('accepts the same day twice as a same-day round trip', () => {
    const range = pickDate(pickDate(fresh, '2026-12-05'), '2026-12-05');
    expect([range.departureDate, range.returnDate, range.isReturnChosen]).toEqual(['2026-12-05', '2026-12-05', true]);
  });

  it('sets the departure when only a return is chosen', () => {
    const onlyReturn = pickReturn(fresh, '2026-12-10');
    expect(onlyReturn.isDepartureChosen).toBe(false);
    expect(pickDate(onlyReturn, '2026-12-03')).toEqual({
      departureDate: '2026-12-03',
      returnDate: '2026-12-10',
      isDepartureChosen: true,
      isReturnChosen: true,
    });
  });

  it('swaps when the departure picked with only a return chosen is later than the return', () => {
    const range = pickDate(pickReturn(fresh, '2026-12-10'), '2026-12-15');
    expect([range.departureDate, range.returnDate]).toEqual(['2026-12-10', '2026-12-15']);
  });

  it('starts over with a first pick once both dates are chosen', () => {
    const both = pickDate(pickDate(fresh, '2026-12-01'), '2026-12-05');
    expect(pickDate(both, '2026-12-20')).toEqual(pickDeparture('2026-12-20'));
  });

  it('removing the return clears it and its flag and keeps the departure', () => {
    const both = pickDate(pickDate(fresh, '2026-12-01'), '2026-12-05');
    expect(removeReturn(both)).toEqual({
      departureDate: '2026-12-01',
      returnDate: null,
      isDepartureChosen: true,
      isReturnChosen: false,
    });
  });

  it('a return picked in its own field before the departure swaps with it', () => {
    const range = pickReturn(pickDeparture('2026-12-10'), '2026-12-02');
    expect([range.departureDate, range.returnDate]).toEqual(['2026-12-02', '2026-12-10']);
  });

  it('refuses a malformed or impossible day', () => {
    expect(() => pickDate(fresh, '01-12-2026')).toThrow(RangeError);
    expect(() => pickDate(fresh, '2026-02-30')).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows real days from look-alikes', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });
});

describe('date-range picker (properties)', () => {
  const day = fc.integer({ min: 0, max: 400 }).map((offset) => addDays(today, offset));
  const action = fc.oneof(
    day.map((date) => (range: DateRange) => pickDate(range, date)),
    day.map((date) => (range: DateRange) => pickReturn(range, date)),
    fc.constant((range: DateRange) => removeReturn(range)),
    fc.constant(() => resetDateRange(today)),
  );

  it('never leaves a chosen return earlier than the departure', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let range = fresh;
        for (const act of actions) {
          range = act(range);
          if (range.isDepartureChosen && range.isReturnChosen && range.returnDate !== null) {
            expect(range.returnDate >= range.departureDate).toBe(true);
          }
          if (range.isReturnChosen) expect(range.returnDate).not.toBeNull();
        }
      }),
    );
  });

  it('keeps the two picked days whatever their order', () => {
    fc.assert(
      fc.property(day, day, (first, second) => {
        const range = pickDate(pickDate(fresh, first), second);
        expect([range.departureDate, range.returnDate]).toEqual([first, second].sort());
      }),
    );
  });
});
