// VND amount fields: digits kept, leading zeros and anything else dropped, grouped with dots, capped.
import { describe, expect, it } from 'vitest';
import { groupAmountDigits, typedAmount, typedAmountDigits } from '../src/lib/forms/amount-input';

describe('amount input', () => {
  it('keeps the digits typed, without leading zeros, at most the cap', () => {
    expect(typedAmountDigits('00 1.250.000 ₫')).toBe('1250000');
    expect(typedAmountDigits('123456789012345', 11)).toBe('12345678901');
    expect(typedAmountDigits('abc')).toBe('');
    expect(typedAmountDigits('000')).toBe('0');
  });

  it('shows the digits grouped with dots, and empty as empty', () => {
    expect(groupAmountDigits('50000')).toBe('50.000');
    expect(groupAmountDigits('1234567,9')).toBe('12.345.679');
    expect(groupAmountDigits('')).toBe('');
  });

  it('reads the whole amount back, null when nothing is typed', () => {
    expect(typedAmount('25.000.000')).toBe(25_000_000);
    expect(typedAmount(' ')).toBeNull();
  });
});
