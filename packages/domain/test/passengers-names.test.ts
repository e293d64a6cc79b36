// Passenger names in airline form (ASCII upper case) and the 59-character infant text with initials (SPEC §5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FULL_NAME_MAX_LENGTH,
  INFANT_TEXT_MAX_LENGTH,
  NAME_PART_MAX_LENGTH,
  airlineFullName,
  comparableAirlineName,
  infantLinkedText,
  isAirlineName,
  isFullNameTooLong,
  nameInitials,
  nameProblem,
  toAirlineName,
} from '../src/index.js';

const TONES = ['', '\u0300', '\u0301', '\u0303', '\u0309', '\u0323'];
const VOWELS: [string, string][] = [
  ['a', 'A'],
  ['ă', 'A'],
  ['â', 'A'],
  ['e', 'E'],
  ['ê', 'E'],
  ['i', 'I'],
  ['o', 'O'],
  ['ô', 'O'],
  ['ơ', 'O'],
  ['u', 'U'],
  ['ư', 'U'],
  ['y', 'Y'],
];
const CONSONANTS: [string, string][] = [...'bcdfghjklmnpqrstvwxz'].map(
  (letter) => [letter, letter.toUpperCase()] as [string, string],
);
/** Every Vietnamese letter (NFC, both cases) with the ASCII letter airlines expect for it. */
const LETTERS: [string, string][] = (
  [
    ...VOWELS.flatMap(([vowel, ascii]) =>
      TONES.map((tone) => [(vowel + tone).normalize('NFC'), ascii] as [string, string]),
    ),
    ...CONSONANTS,
    ['đ', 'D'],
  ] as [string, string][]
).flatMap(
  ([letter, ascii]) =>
    [
      [letter, ascii],
      [letter.toUpperCase(), ascii],
    ] as [string, string][],
);

const word = (maxLength: number) => fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength });
/** A typed name (stray spaces included) and the airline form it must give. */
const typedName = (maxWords = 4, maxWordLength = 8) =>
  fc
    .tuple(
      fc.array(word(maxWordLength), { minLength: 1, maxLength: maxWords }),
      fc.array(fc.constantFrom(' ', '  ', '   '), { minLength: maxWords + 1, maxLength: maxWords + 1 }),
    )
    .map(([words, gaps]) => ({
      typed:
        gaps[0]!.slice(1) +
        words.map((letters, index) => letters.map(([letter]) => letter).join('') + gaps[index + 1]).join(''),
      airline: words.map((letters) => letters.map(([, ascii]) => ascii).join('')).join(' '),
    }));

describe('airline form of a name', () => {
  it('turns Vietnamese names into ASCII upper case', () => {
    expect(toAirlineName('Nguyễn Văn Đức')).toBe('NGUYEN VAN DUC');
    expect(toAirlineName('  trần   thị  ngọc   ánh ')).toBe('TRAN THI NGOC ANH');
    expect(toAirlineName('ĐẶNG ĐÌNH ĐẠT')).toBe('DANG DINH DAT');
    expect(toAirlineName('Lưu Hữu Phước')).toBe('LUU HUU PHUOC');
    expect(airlineFullName('Nguyễn', 'Văn Đức')).toBe('NGUYEN/VAN DUC');
  });

  it('compares a credit shell owner with a passenger: the slash and other non-letters are spaces', () => {
    expect(comparableAirlineName('NGUYEN/VAN DUC')).toBe('NGUYEN VAN DUC');
    expect(comparableAirlineName('Nguyễn / Văn-Đức')).toBe('NGUYEN VAN DUC');
    expect(comparableAirlineName(airlineFullName('Lê', 'Thị Hồng'))).toBe(comparableAirlineName('LE THI HONG'));
  });

  it('gives the same result for decomposed (NFD) input, as some keyboards type it', () => {
    expect(toAirlineName('Nguyễn Văn Đức'.normalize('NFD'))).toBe('NGUYEN VAN DUC');
  });

  it('handles letters NFD keeps whole', () => {
    expect(toAirlineName('Søren Łukasz Strauß Ærø')).toBe('SOREN LUKASZ STRAUSS AERO');
    expect(toAirlineName('Müller José Çelik')).toBe('MULLER JOSE CELIK');
  });

  it('turns any typed Vietnamese name into its A–Z words (property)', () => {
    fc.assert(
      fc.property(typedName(), ({ typed, airline }) => {
        const converted = toAirlineName(typed);
        expect(converted).toBe(airline);
        expect(isAirlineName(converted)).toBe(true);
        expect(toAirlineName(converted)).toBe(converted);
        expect(toAirlineName(typed.normalize('NFD'))).toBe(converted);
      }),
    );
  });
});

describe('name problems', () => {
  it('accepts Vietnamese names', () => {
    expect(nameProblem('Nguyễn')).toBeUndefined();
    expect(nameProblem('Văn Đức')).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('   ')).toBe('required');
    expect(nameProblem(undefined)).toBe('required');
    expect(nameProblem('Nguyen2')).toBe('invalidName');
    expect(nameProblem('Nguyen-Van')).toBe('invalidName');
    expect(nameProblem("O'Neil")).toBe('invalidName');
    expect(nameProblem('王小明')).toBe('notLatinName');
    expect(nameProblem('Иван')).toBe('notLatinName');
    expect(nameProblem('A'.repeat(NAME_PART_MAX_LENGTH))).toBeUndefined();
    expect(nameProblem('A'.repeat(NAME_PART_MAX_LENGTH + 1))).toBe('nameTooLong');
  });

  it('measures the length in airline form, after collapsing spaces', () => {
    expect(nameProblem(`${'A'.repeat(20)}      ${'B'.repeat(19)}`)).toBeUndefined();
  });

  it('limits last and first name together to 50 characters', () => {
    expect(isFullNameTooLong('A'.repeat(25), 'B'.repeat(FULL_NAME_MAX_LENGTH - 25))).toBe(false);
    expect(isFullNameTooLong('A'.repeat(25), 'B'.repeat(FULL_NAME_MAX_LENGTH - 24))).toBe(true);
  });

  it('never refuses a typed Vietnamese name of sensible length (property)', () => {
    fc.assert(fc.property(typedName(4, 8), ({ typed }) => nameProblem(typed) === undefined));
  });

  it('refuses any name with a digit or punctuation (property)', () => {
    fc.assert(
      fc.property(typedName(), fc.constantFrom(..."0123456789-.,/'_@"), fc.nat(), ({ typed }, bad, at) => {
        const position = at % (typed.length + 1);
        expect(nameProblem(typed.slice(0, position) + bad + typed.slice(position))).toBe('invalidName');
      }),
    );
  });
});

describe('infant-linked text', () => {
  const birthDate = { year: 2025, month: 1, day: 5 };

  it('reads ADULTLAST/ADULTFIRST TITLE (INF INFANTLAST/INFANTFIRST DDMMMYY)', () => {
    const text = infantLinkedText({
      adult: { lastName: 'Nguyễn', firstName: 'Văn Đức', title: 'MR' },
      infant: { lastName: 'Nguyễn', firstName: 'Bảo An', birthDate },
    });
    expect(text).toBe('NGUYEN/VAN DUC MR (INF NGUYEN/BAO AN 05JAN25)');
  });

  it("shortens the adult's last name to initials first", () => {
    const adult = { lastName: 'Tôn Nữ Hoàng', firstName: 'Thị Ngọc Ánh Dương', title: 'MRS' };
    const infant = { lastName: 'Nguyễn', firstName: 'Phước Thiên', birthDate };
    const full = `TON NU HOANG/THI NGOC ANH DUONG MRS (INF NGUYEN/PHUOC THIEN 05JAN25)`;
    expect(full.length).toBeGreaterThan(INFANT_TEXT_MAX_LENGTH);
    expect(infantLinkedText({ adult, infant })).toBe('TNH/THI NGOC ANH DUONG MRS (INF NGUYEN/PHUOC THIEN 05JAN25)');
  });

  it("then the infant's last name, the adult's and the infant's first names", () => {
    const long = 'Nguyễn Phạm Hoàng';
    const text = infantLinkedText({
      adult: { lastName: long, firstName: 'Thị Ngọc Ánh Dương Minh', title: 'MRS' },
      infant: { lastName: long, firstName: 'Phước Thiên Bảo', birthDate },
    });
    expect('NPH/THI NGOC ANH DUONG MINH MRS (INF NPH/PHUOC THIEN BAO 05JAN25)'.length).toBeGreaterThan(
      INFANT_TEXT_MAX_LENGTH,
    );
    expect(text).toBe('NPH/TNADM MRS (INF NPH/PHUOC THIEN BAO 05JAN25)');
  });

  it('keeps 9 characters of each part as a last resort', () => {
    const person = { lastName: 'A B C D E F G H I J K L M N O P Q R S T', firstName: 'B C D E F G' };
    expect(isFullNameTooLong(person.lastName, person.firstName)).toBe(false);
    const text = infantLinkedText({ adult: { ...person, title: 'MR' }, infant: { ...person, birthDate } });
    expect(text).toBe('ABCDEFGHI/BCDEFG MR (INF ABCDEFGHI/BCDEFG 05JAN25)');
  });

  it('gives initials of every word', () => {
    expect(nameInitials('NGUYEN VAN')).toBe('NV');
    expect(nameInitials('NGUYEN')).toBe('N');
  });

  it('is at most 59 characters for any valid names, and untouched when the full text fits (property)', () => {
    const part = fc.oneof(
      typedName(4, 10),
      fc
        .integer({ min: 1, max: NAME_PART_MAX_LENGTH })
        .map((length) => ({ typed: 'A'.repeat(length), airline: 'A'.repeat(length) })),
      fc
        .integer({ min: 1, max: 20 })
        .map((words) => ({ typed: Array(words).fill('Ư').join(' '), airline: Array(words).fill('U').join(' ') })),
    );
    const person = fc
      .tuple(part, part)
      .filter(
        ([last, first]) =>
          !isFullNameTooLong(last.typed, first.typed) &&
          nameProblem(last.typed) === undefined &&
          nameProblem(first.typed) === undefined,
      );
    const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(
        person,
        person,
        fc.constantFrom('MR', 'MRS', 'MS'),
        date,
        ([adultLast, adultFirst], [infantLast, infantFirst], title, day) => {
          const infantBirth = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
          const text = infantLinkedText({
            adult: { lastName: adultLast.typed, firstName: adultFirst.typed, title },
            infant: { lastName: infantLast.typed, firstName: infantFirst.typed, birthDate: infantBirth },
          });
          expect(text.length).toBeLessThanOrEqual(INFANT_TEXT_MAX_LENGTH);
          expect(text).toMatch(/^[A-Z ]+\/[A-Z ]+ (MR|MRS|MS) \(INF [A-Z ]+\/[A-Z ]+ \d{2}[A-Z]{3}\d{2}\)$/);
          const full = `${adultLast.airline}/${adultFirst.airline} ${title} (INF ${infantLast.airline}/${infantFirst.airline}`;
          if (full.length + 9 <= INFANT_TEXT_MAX_LENGTH) expect(text.startsWith(full)).toBe(true);
          else
            expect([nameInitials(adultLast.airline), nameInitials(adultLast.airline).slice(0, 9)]).toContain(
              text.split('/')[0],
            );
        },
      ),
      { numRuns: 500 },
    );
  });
});
