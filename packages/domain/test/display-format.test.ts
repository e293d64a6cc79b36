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
  it('writes flight times and stored days as given, in the airport’s own clock (no time-zone conversion)', () => {
    expect(airportDateTime('2026-12-01T23:40:00+09:00')).toBe('01/12/2026 23:40');
    expect(localTime('2026-12-01T23:40:00+09:00')).toBe('23:40');
    expect(localDate('1985-04-15')).toBe('15/04/1985');
    expect(localDate('not a date')).toBe('not a date');
  });
});
