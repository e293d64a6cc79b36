// VND and date display formats.
import { describe, expect, it } from 'vitest';
import { airportDateTime, formatDate, formatDateTime, formatVnd, localDate, localTime } from '../src/index.js';

describe('display formats', () => {
  it('shows VND with dot separators and the ₫ sign', () => {
    expect(formatVnd(1234567)).toBe('1.234.567 ₫');
    expect(formatVnd(0)).toBe('0 ₫');
    expect(formatVnd(-50000)).toBe('-50.000 ₫');
  });
  it('refuses fractional or unsafe amounts: money is integer VND', () => {
    expect(() => formatVnd(10.5)).toThrow(RangeError);
    expect(() => formatVnd(2 ** 60)).toThrow(RangeError);
  });
  it('shows dates as dd/MM/yyyy in Vietnam time', () => {
    expect(formatDate(new Date('2026-11-20T18:30:00Z'))).toBe('21/11/2026');
    expect(formatDateTime(new Date('2026-11-20T18:30:00Z'))).toBe('21/11/2026 01:30');
  });
  it('agrees with the time-zone database on every instant, before and after Vietnam settled on UTC+7 in 1975', () => {
    const reference = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      hourCycle: 'h23',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const expected = (date: Date) => {
      const p = Object.fromEntries(reference.formatToParts(date).map((part) => [part.type, part.value]));
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
    };
    const from = Date.UTC(1960, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    const instants = [
      Date.UTC(1975, 5, 12, 16, 59),
      Date.UTC(1975, 5, 12, 17, 0),
      Date.UTC(2026, 11, 31, 16, 59, 59),
      Date.UTC(2026, 11, 31, 17, 0),
      ...Array.from(
        { length: 5_000 },
        (_, index) => from + Math.floor(((to - from) * ((index * 7_919) % 5_000)) / 5_000),
      ),
    ];
    for (const instant of instants) {
      const date = new Date(instant);
      expect(formatDateTime(date), date.toISOString()).toBe(expected(date));
      expect(formatDate(date), date.toISOString()).toBe(expected(date).slice(0, 10));
    }
    expect(formatDateTime(new Date('1970-01-01T00:00:00Z'))).toBe('01/01/1970 08:00');
  });
  it('writes flight times and stored days as given, in the airport’s own clock (no time-zone conversion)', () => {
    expect(airportDateTime('2026-12-01T23:40:00+09:00')).toBe('01/12/2026 23:40');
    expect(localTime('2026-12-01T23:40:00+09:00')).toBe('23:40');
    expect(localDate('1985-04-15')).toBe('15/04/1985');
    expect(localDate('not a date')).toBe('not a date');
  });
});
