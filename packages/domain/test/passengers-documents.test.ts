// Loyalty numbers per airline, passports against the trip, the contact, and the itinerary facts the rules use.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ICAO_DOCUMENT_CODES,
  ISO3_COUNTRY_CODES,
  contactNameOf,
  contactProblems,
  isLoyaltyNumber,
  isPassportCountryCode,
  isPassportEmpty,
  isPassportNumber,
  loyaltyProgrammeOf,
  passengerItineraryOf,
  passportProblems,
  type CalendarDate,
  type PassportInput,
} from '../src/index.js';

const d = (day: number, month: number, year: number): CalendarDate => ({ year, month, day });

describe('loyalty numbers', () => {
  it('checks Lotusmiles as 9–10 digits', () => {
    expect(isLoyaltyNumber('VN', '123456789')).toBe(true);
    expect(isLoyaltyNumber('VN', '1234567890')).toBe(true);
    expect(isLoyaltyNumber('vn', ' 1234 567 890 ')).toBe(true);
    expect(isLoyaltyNumber('VN', '12345678')).toBe(false);
    expect(isLoyaltyNumber('VN', '12345678901')).toBe(false);
    expect(isLoyaltyNumber('VN', 'A23456789')).toBe(false);
  });

  it('checks Bamboo Club, SkyJoy, Vietravel and other airlines', () => {
    expect(isLoyaltyNumber('QH', '12345678')).toBe(true);
    expect(isLoyaltyNumber('QH', '1234567')).toBe(false);
    expect(isLoyaltyNumber('VJ', 'SJ1234')).toBe(true);
    expect(isLoyaltyNumber('VJ', 'SJ123')).toBe(false);
    expect(isLoyaltyNumber('VU', 'ab12cd34')).toBe(true);
    expect(isLoyaltyNumber('SQ', '8812345678')).toBe(true);
    expect(isLoyaltyNumber('SQ', '123')).toBe(false);
    expect(isLoyaltyNumber('SQ', '1'.repeat(21))).toBe(false);
    expect(loyaltyProgrammeOf('VN').name).toBe('Lotusmiles');
    expect(loyaltyProgrammeOf('sq')).toMatchObject({ airline: 'SQ', name: 'SQ' });
  });
});

describe('passports', () => {
  const context = { today: d(1, 6, 2026), lastFlightDate: d(20, 7, 2026), birthDate: d(15, 3, 1990) };
  const valid: PassportInput = {
    number: 'C1234567',
    nationality: 'VNM',
    issuingCountry: 'VNM',
    issuingDate: '01/02/2020',
    expiryDate: '01/02/2030',
    issuingCity: 'Hà Nội',
  };
  const codes = (passport: PassportInput) =>
    passportProblems(passport, context).map((problem) => `${problem.field}:${problem.code}:${problem.severity}`);

  it('accepts a complete passport valid long after the trip', () => {
    expect(passportProblems(valid, context)).toEqual([]);
  });

  it('checks the number by issuing country: Vietnam 6–9 letters or digits, others 4–20', () => {
    expect(isPassportNumber('C1234567', 'VNM')).toBe(true);
    expect(isPassportNumber('c 123 4567')).toBe(true);
    expect(isPassportNumber('C12345', 'VNM')).toBe(true);
    expect(isPassportNumber('C1234', 'VNM')).toBe(false);
    expect(isPassportNumber('C123456789', 'VNM')).toBe(false);
    expect(isPassportNumber('C123456789', 'DEU')).toBe(true);
    expect(isPassportNumber('X12', 'USA')).toBe(false);
    expect(isPassportNumber('A'.repeat(21), 'USA')).toBe(false);
    expect(isPassportNumber('C12-4567', 'VNM')).toBe(false);
  });

  it('defaults both countries to VNM and knows the ISO and ICAO codes', () => {
    expect(passportProblems({ number: 'C1234567', expiryDate: '01/02/2030' }, context)).toEqual([]);
    expect(ISO3_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO3_COUNTRY_CODES).size).toBe(249);
    expect(isPassportCountryCode('vnm')).toBe(true);
    expect(isPassportCountryCode('GBD')).toBe(true);
    expect(ICAO_DOCUMENT_CODES).toContain('XXA');
    expect(isPassportCountryCode('VN')).toBe(false);
    expect(isPassportCountryCode('ZZZ')).toBe(false);
    expect(codes({ ...valid, nationality: 'ZZZ', issuingCountry: '' })).toEqual([
      'nationality:unknownCountry:error',
      'issuingCountry:required:error',
    ]);
  });

  it('requires number and expiry date', () => {
    expect(codes({})).toEqual(['number:required:error', 'expiryDate:required:error']);
  });

  it('refuses an issue date after today or before the birth date', () => {
    expect(codes({ ...valid, issuingDate: '02/06/2026' })).toEqual(['issuingDate:issueDateInFuture:error']);
    expect(codes({ ...valid, issuingDate: '01/06/2026' })).toEqual([]);
    expect(codes({ ...valid, issuingDate: '14/03/1990' })).toEqual(['issuingDate:issuedBeforeBirth:error']);
    expect(codes({ ...valid, issuingDate: '30/02/2020' })).toEqual(['issuingDate:invalidDate:error']);
  });

  it('refuses expiry on or before the last flight date and warns under 6 months after it', () => {
    expect(codes({ ...valid, expiryDate: '20/07/2026' })).toEqual(['expiryDate:expiresBeforeTrip:error']);
    expect(codes({ ...valid, expiryDate: '21/07/2026' })).toEqual(['expiryDate:passportExpiresSoon:warning']);
    expect(codes({ ...valid, expiryDate: '19/01/2027' })).toEqual(['expiryDate:passportExpiresSoon:warning']);
    expect(codes({ ...valid, expiryDate: '20/01/2027' })).toEqual([]);
    expect(codes({ ...valid, expiryDate: '2030-01-01' })).toEqual(['expiryDate:invalidDate:error']);
  });

  it('checks the issuing city as letters and spaces up to 40', () => {
    expect(codes({ ...valid, issuingCity: 'Hà Nội 1' })).toEqual(['issuingCity:invalidName:error']);
    expect(codes({ ...valid, issuingCity: 'A'.repeat(41) })).toEqual(['issuingCity:tooLong:error']);
  });

  it('counts a passport with only the defaulted countries as empty', () => {
    expect(isPassportEmpty(undefined)).toBe(true);
    expect(isPassportEmpty({ nationality: 'VNM', issuingCountry: 'VNM', number: ' ' })).toBe(true);
    expect(isPassportEmpty({ expiryDate: '01/01/2030' })).toBe(false);
  });

  it('accepts any Vietnamese passport number of one letter and 7 digits (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z][0-9]{7}$/),
        (number) => isPassportNumber(number, 'VNM') && isPassportNumber(number.toLowerCase(), 'VNM'),
      ),
    );
  });
});

describe('contact', () => {
  const adult = { lastName: 'Nguyễn', firstName: '  Văn   Đức ' };

  it("takes ADT-1's last and first name when the contact name is empty (SPEC §4)", () => {
    expect(contactNameOf({ name: '' }, adult)).toBe('Nguyễn Văn Đức');
    expect(contactNameOf({}, adult)).toBe('Nguyễn Văn Đức');
    expect(contactNameOf({ name: ' Trần  Thị Bích ' }, adult)).toBe('Trần Thị Bích');
    expect(contactNameOf({}, undefined)).toBe('');
  });

  it('requires a Vietnamese mobile (SPEC §5) and a name, the email optional but real', () => {
    expect(contactProblems({ phone: '0912345678' }, adult)).toEqual([]);
    expect(
      contactProblems({ phone: '84912345678', email: 'khach@example.vn', extraInfo: 'Gọi sau 18h' }, adult),
    ).toEqual([]);
    expect(contactProblems({}, undefined)).toEqual([
      { field: 'name', code: 'required' },
      { field: 'phone', code: 'required' },
    ]);
    expect(
      contactProblems(
        { name: 'Khách 1', phone: '0212345678', email: 'not-an-email', extraInfo: 'x'.repeat(501) },
        adult,
      ),
    ).toEqual([
      { field: 'name', code: 'invalidName' },
      { field: 'phone', code: 'invalidPhone' },
      { field: 'email', code: 'invalidEmail' },
      { field: 'extraInfo', code: 'tooLong' },
    ]);
    expect(
      contactProblems({ name: 'A'.repeat(101), phone: '0912345678', email: `${'a'.repeat(250)}@x.vn` }, adult),
    ).toEqual([
      { field: 'name', code: 'tooLong' },
      { field: 'email', code: 'tooLong' },
    ]);
  });

  it('refuses a broken ADT-1 name as the contact name', () => {
    expect(contactProblems({ phone: '0912345678' }, { lastName: 'Nguyen2', firstName: 'An' })).toEqual([
      { field: 'name', code: 'invalidName' },
    ]);
  });
});

describe('passenger itinerary', () => {
  const segment = (from: string, to: string, departDateTime: string, carrierCode = 'VN') => ({
    from,
    to,
    departDateTime,
    carrierCode,
  });
  const counts = { adt: 1, chd: 0, inf: 0 };

  it('takes the first and last local departure days, the scope and the airlines', () => {
    const itinerary = passengerItineraryOf(counts, [
      segment('SGN', 'HAN', '2026-07-20T06:00:00+07:00', 'VJ'),
      segment('HAN', 'SGN', '2026-06-10T23:30:00+07:00', 'vn'),
    ]);
    expect(itinerary).toEqual({
      counts,
      firstFlightDate: d(10, 6, 2026),
      lastFlightDate: d(20, 7, 2026),
      isInternational: false,
      airlines: ['VJ', 'VN'],
    });
  });

  it('is international when any segment leaves Vietnam', () => {
    const itinerary = passengerItineraryOf(counts, [
      segment('SGN', 'HAN', '2026-06-10T08:00:00+07:00'),
      segment('HAN', 'ICN', '2026-06-11T01:00:00+07:00'),
    ]);
    expect(itinerary?.isInternational).toBe(true);
  });

  it('answers undefined without segments or with an unreadable time', () => {
    expect(passengerItineraryOf(counts, [])).toBeUndefined();
    expect(passengerItineraryOf(counts, [segment('SGN', 'HAN', 'tomorrow')])).toBeUndefined();
  });
});
