// VND and date display formats.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatVnd } from '../src/index.js';

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
});
