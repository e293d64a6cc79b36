// Validation rules of SPEC.md §5: passwords, phones, names, typed dates, birth dates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFiniteNumberText,
  isPersonName,
  isTypedDateWithin,
  isValidBirthDate,
  isVietnameseMobile,
  parseTypedDate,
  passwordProblems,
} from '../src/index.js';

describe('password rule', () => {
  it('accepts a password with 8+ allowed characters, an uppercase letter, a digit and a special character', () => {
    expect(passwordProblems('Demo@2026')).toEqual([]);
  });

  it('names every missing part', () => {
    expect(passwordProblems('abc')).toEqual(['tooShort', 'missingUppercase', 'missingDigit', 'missingSpecial']);
    expect(passwordProblems('Abcdefgh1')).toEqual(['missingSpecial']);
    expect(passwordProblems('Abcdefg@')).toEqual(['missingDigit']);
    expect(passwordProblems('abcdef@1')).toEqual(['missingUppercase']);
  });

  it('refuses characters outside letters, digits and !@#$%^&*', () => {
    expect(passwordProblems('Mật khẩu@1')).toContain('invalidCharacters');
    expect(passwordProblems('Abcdefg(1@')).toContain('invalidCharacters');
  });

  it('never accepts a password that lacks a digit (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z!@#$%^&*]{0,20}$/), (password) =>
        passwordProblems(password).includes('missingDigit'),
      ),
    );
  });
});

describe('Vietnamese mobile phone', () => {
  it.each(['0912345678', '0345678901', '0567890123', '0789012345', '0868123789', '84912345678', '84123456789'])(
    'accepts %s',
    (phone) => {
      expect(isVietnameseMobile(phone)).toBe(true);
    },
  );
  it.each(['0212345678', '091234567', '09123456789', '84012345678', '+84912345678', '0912 345 678', ''])(
    'refuses %s',
    (phone) => {
      expect(isVietnameseMobile(phone)).toBe(false);
    },
  );
});

describe('person names', () => {
  it('accepts letters with Vietnamese accents and spaces', () => {
    expect(isPersonName('Nguyễn Văn Đức')).toBe(true);
  });
  it('refuses digits, punctuation and blank names', () => {
    expect(isPersonName('Nguyen 2')).toBe(false);
    expect(isPersonName('Nguyen-Van')).toBe(false);
    expect(isPersonName('   ')).toBe(false);
  });
});

describe('typed dates', () => {
  it('reads dd/MM/yyyy and dd-MM-yyyy', () => {
    expect(parseTypedDate('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseTypedDate('01-12-2026')).toEqual({ year: 2026, month: 12, day: 1 });
  });
  it('refuses days that do not exist', () => {
    expect(parseTypedDate('29/02/2025')).toBeUndefined();
    expect(parseTypedDate('31/04/2026')).toBeUndefined();
    expect(parseTypedDate('00/01/2026')).toBeUndefined();
    expect(parseTypedDate('2026-01-01')).toBeUndefined();
  });
  it('checks optional bounds', () => {
    const min = { year: 2026, month: 1, day: 1 };
    const max = { year: 2026, month: 12, day: 31 };
    expect(isTypedDateWithin('15/06/2026', { min, max })).toBe(true);
    expect(isTypedDateWithin('31/12/2025', { min, max })).toBe(false);
    expect(isTypedDateWithin('01/01/2027', { min, max })).toBe(false);
  });
  it('round-trips every real date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const text = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
          expect(parseTypedDate(text)).toEqual({
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
          });
        },
      ),
    );
  });
  it('accepts birth years from 1900 to the current year only', () => {
    const today = new Date('2026-11-21T00:00:00Z');
    expect(isValidBirthDate('01/01/1900', today)).toBe(true);
    expect(isValidBirthDate('31/12/1899', today)).toBe(false);
    expect(isValidBirthDate('01/01/2027', today)).toBe(false);
  });
});

describe('numeric text', () => {
  it('is non-empty and finite', () => {
    expect(isFiniteNumberText('12.5')).toBe(true);
    expect(isFiniteNumberText('')).toBe(false);
    expect(isFiniteNumberText('abc')).toBe(false);
    expect(isFiniteNumberText('Infinity')).toBe(false);
  });
});
