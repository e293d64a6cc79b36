// Passenger slots and titles (SPEC §9), calendar arithmetic, and ages by type on the last flight's date (SPEC §5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  ageOn,
  birthDateProblem,
  calendarDateInVietnam,
  calendarDateOfIso,
  compareDates,
  defaultInfantParentId,
  formatAirlineDate,
  formatCalendarDate,
  isTitleForType,
  passengerSlots,
  paxTypeByBirthDate,
  paxTypeOf,
  type CalendarDate,
  type TripDays,
} from '../src/index.js';

const d = (day: number, month: number, year: number): CalendarDate => ({ year, month, day });
const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
const fromDayNumber = (days: number): CalendarDate => {
  const date = new Date(days * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const addDays = (date: CalendarDate, days: number) => fromDayNumber(dayNumber(date) + days);
const anyDay = fc.integer({ min: dayNumber(d(1, 1, 1950)), max: dayNumber(d(31, 12, 2060)) }).map(fromDayNumber);

describe('passenger slots', () => {
  it('numbers adults, children and infants from 1, in that order', () => {
    expect(passengerSlots({ adt: 2, chd: 1, inf: 2 }).map((slot) => slot.paxId)).toEqual([
      'ADT-1',
      'ADT-2',
      'CHD-1',
      'INF-1',
      'INF-2',
    ]);
    expect(passengerSlots({ adt: 1, chd: 0, inf: 0 })).toEqual([{ paxId: 'ADT-1', type: 'ADT', number: 1 }]);
  });

  it('gives one slot per passenger of any valid search (property)', () => {
    const counts = fc.integer({ min: 1, max: 9 }).chain((adt) =>
      fc.record({
        adt: fc.constant(adt),
        chd: fc.integer({ min: 0, max: 9 - adt }),
        inf: fc.integer({ min: 0, max: adt }),
      }),
    );
    fc.assert(
      fc.property(counts, (count) => {
        const slots = passengerSlots(count);
        expect(slots).toHaveLength(count.adt + count.chd + count.inf);
        expect(new Set(slots.map((slot) => slot.paxId)).size).toBe(slots.length);
        for (const slot of slots) expect(paxTypeOf(slot.paxId)).toBe(slot.type);
      }),
    );
  });

  it('gives titles by type: adults MR/MRS/MS, children and infants MSTR/MISS', () => {
    for (const title of ['MR', 'MRS', 'MS']) {
      expect(isTitleForType(title, 'ADT')).toBe(true);
      expect(isTitleForType(title, 'CHD')).toBe(false);
      expect(isTitleForType(title, 'INF')).toBe(false);
    }
    for (const title of ['MSTR', 'MISS']) {
      expect(isTitleForType(title, 'ADT')).toBe(false);
      expect(isTitleForType(title, 'CHD')).toBe(true);
      expect(isTitleForType(title, 'INF')).toBe(true);
    }
    expect(isTitleForType('MSR', 'ADT')).toBe(false);
  });

  it('links INF-n to ADT-n by default', () => {
    expect(defaultInfantParentId('INF-2')).toBe('ADT-2');
    expect(defaultInfantParentId('CHD-1')).toBeUndefined();
    expect(paxTypeOf('ADT-10')).toBeUndefined();
  });
});

describe('calendar days', () => {
  it('adds years, moving 29 February to 1 March in common years', () => {
    expect(addYears(d(29, 2, 2024), 1)).toEqual(d(1, 3, 2025));
    expect(addYears(d(29, 2, 2024), 4)).toEqual(d(29, 2, 2028));
    expect(addYears(d(15, 6, 2020), -2)).toEqual(d(15, 6, 2018));
  });

  it('adds months, keeping to the last day of shorter months', () => {
    expect(addMonths(d(31, 8, 2026), 6)).toEqual(d(28, 2, 2027));
    expect(addMonths(d(31, 8, 2027), 6)).toEqual(d(29, 2, 2028));
    expect(addMonths(d(15, 11, 2026), 3)).toEqual(d(15, 2, 2027));
  });

  it('counts full years', () => {
    expect(ageOn(d(10, 5, 2014), d(9, 5, 2026))).toBe(11);
    expect(ageOn(d(10, 5, 2014), d(10, 5, 2026))).toBe(12);
    expect(ageOn(d(29, 2, 2024), d(28, 2, 2026))).toBe(1);
    expect(ageOn(d(29, 2, 2024), d(1, 3, 2026))).toBe(2);
  });

  it('turns a year older exactly on addYears (property)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 100 }), (birth, years) => {
        const birthday = addYears(birth, years);
        expect(ageOn(birth, birthday)).toBe(years);
        expect(ageOn(birth, addDays(birthday, -1))).toBe(years - 1);
      }),
    );
  });

  it('formats dd/MM/yyyy and the airline DDMMMYY', () => {
    expect(formatCalendarDate(d(5, 1, 2025))).toBe('05/01/2025');
    expect(formatAirlineDate(d(5, 1, 2025))).toBe('05JAN25');
    expect(formatAirlineDate(d(31, 12, 2009))).toBe('31DEC09');
  });

  it("reads the airport's local day of an ISO date-time, and Vietnam's today", () => {
    expect(calendarDateOfIso('2026-12-01T23:30:00+07:00')).toEqual(d(1, 12, 2026));
    expect(calendarDateOfIso('2026-02-30T08:00:00+07:00')).toBeUndefined();
    expect(calendarDateInVietnam(new Date('2026-05-31T17:30:00Z'))).toEqual(d(1, 6, 2026));
    expect(calendarDateInVietnam(new Date('2026-05-31T16:59:00Z'))).toEqual(d(31, 5, 2026));
  });
});

describe('birth dates by type', () => {
  const days: TripDays = { today: d(1, 6, 2026), firstFlightDate: d(10, 6, 2026), lastFlightDate: d(20, 7, 2026) };

  it('measures ages on the last flight date', () => {
    expect(birthDateProblem('CHD', '20/07/2024', days, true)).toBeUndefined();
    expect(birthDateProblem('CHD', '21/07/2024', days, true)).toBe('childTooYoung');
    expect(birthDateProblem('INF', '21/07/2024', days, true)).toBeUndefined();
    expect(birthDateProblem('INF', '20/07/2024', days, true)).toBe('infantTooOld');
    expect(birthDateProblem('CHD', '21/07/2014', days, true)).toBeUndefined();
    expect(birthDateProblem('CHD', '20/07/2014', days, true)).toBe('childTooOld');
    expect(birthDateProblem('ADT', '20/07/2014', days, true)).toBeUndefined();
    expect(birthDateProblem('ADT', '21/07/2014', days, true)).toBe('adultTooYoung');
  });

  it('requires a real date from 1900 up to today, typed dd/MM/yyyy', () => {
    expect(birthDateProblem('CHD', '', days, true)).toBe('required');
    expect(birthDateProblem('ADT', '', days, false)).toBeUndefined();
    expect(birthDateProblem('ADT', '  ', days, false)).toBeUndefined();
    expect(birthDateProblem('ADT', '31/02/1990', days, false)).toBe('invalidDate');
    expect(birthDateProblem('ADT', '1990-01-01', days, false)).toBe('invalidDate');
    expect(birthDateProblem('ADT', '31/12/1899', days, false)).toBe('birthDateOutOfRange');
    expect(birthDateProblem('INF', '02/06/2026', days, true)).toBe('birthDateOutOfRange');
    expect(birthDateProblem('INF', '01/06/2026', days, true)).toBeUndefined();
    expect(birthDateProblem('ADT', '15-03-1990', days, false)).toBeUndefined();
  });

  it('accepts an infant born on the first flight date, not after it', () => {
    const sameDay: TripDays = {
      today: d(10, 6, 2026),
      firstFlightDate: d(10, 6, 2026),
      lastFlightDate: d(10, 6, 2026),
    };
    expect(birthDateProblem('INF', '10/06/2026', sameDay, true)).toBeUndefined();
    const pastTrip: TripDays = {
      today: d(20, 6, 2026),
      firstFlightDate: d(10, 6, 2026),
      lastFlightDate: d(10, 6, 2026),
    };
    expect(birthDateProblem('INF', '11/06/2026', pastTrip, true)).toBe('bornAfterFirstFlight');
  });

  it('switches type exactly on the 2nd and 12th birthdays (property)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 60 }), fc.constantFrom(2, 12), (birth, tripLength, age) => {
        const birthday = addYears(birth, age);
        const text = formatCalendarDate(birth);
        const on = (lastFlightDate: CalendarDate): TripDays => ({
          today: birth,
          firstFlightDate: birth,
          lastFlightDate,
        });
        const dayBefore = addDays(birthday, -1);
        expect(paxTypeByBirthDate(birth, on(birthday))).toBe(age === 2 ? 'CHD' : 'ADT');
        expect(paxTypeByBirthDate(birth, on(dayBefore))).toBe(age === 2 ? 'INF' : 'CHD');
        if (age === 2) {
          expect(birthDateProblem('CHD', text, on(birthday), true)).toBeUndefined();
          expect(birthDateProblem('INF', text, on(birthday), true)).toBe('infantTooOld');
          expect(birthDateProblem('INF', text, on(dayBefore), true)).toBeUndefined();
          expect(birthDateProblem('CHD', text, on(dayBefore), true)).toBe('childTooYoung');
        } else {
          expect(birthDateProblem('ADT', text, on(birthday), true)).toBeUndefined();
          expect(birthDateProblem('CHD', text, on(birthday), true)).toBe('childTooOld');
          expect(birthDateProblem('CHD', text, on(dayBefore), true)).toBeUndefined();
          expect(birthDateProblem('ADT', text, on(dayBefore), true)).toBe('adultTooYoung');
        }
        // Only the last flight counts: a trip starting before the birthday still decides on its end.
        const trip: TripDays = {
          today: birth,
          firstFlightDate: addDays(birthday, -tripLength),
          lastFlightDate: birthday,
        };
        expect(compareDates(trip.firstFlightDate, birth)).toBeGreaterThan(0);
        expect(paxTypeByBirthDate(birth, trip)).toBe(age === 2 ? 'CHD' : 'ADT');
      }),
    );
  });

  it('accepts exactly one type for any birth date by the first flight (property)', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 400 }),
        (firstFlightDate, ageDays, tripLength) => {
          const birth = addDays(firstFlightDate, -ageDays);
          const trip: TripDays = {
            today: firstFlightDate,
            firstFlightDate,
            lastFlightDate: addDays(firstFlightDate, tripLength),
          };
          if (birth.year < 1900) return;
          const accepted = (['ADT', 'CHD', 'INF'] as const).filter(
            (type) => birthDateProblem(type, formatCalendarDate(birth), trip, true) === undefined,
          );
          expect(accepted).toEqual([paxTypeByBirthDate(birth, trip)]);
        },
      ),
    );
  });
});
