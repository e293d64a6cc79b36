// Each edit form's schema on one booking: what it accepts, and what it refuses naming the field (passport, infant, remark…).
import { describe, expect, it } from 'vitest';
import { OPEN_BOOKING_EDITS } from '@portal/contracts';
import type { TBookingDetail } from '@portal/contracts';
import {
  bookingEditContextOf,
  bookingEditFieldIssues,
  bookingEditSchemaFor,
  nextInfantPaxId,
  passengersMovedBySplit,
  isVietnameseMobile,
  passportSchemaFor,
  toAirlineText,
  type BookingEditContext,
  type CalendarDate,
} from '../src/index.js';

const d = (day: number, month: number, year: number): CalendarDate => ({ year, month, day });
const OUT = 'VN:VN123-SGNHAN-20261210';
const BACK = 'VN:VN124-HANSGN-20261220';
const BOOKING: BookingEditContext = {
  today: d(26, 11, 2026),
  firstFlightDate: d(10, 12, 2026),
  lastFlightDate: d(20, 12, 2026),
  passengers: [
    { paxId: 'ADT-1', type: 'ADT', parentPaxId: null },
    { paxId: 'ADT-2', type: 'ADT', parentPaxId: null },
    { paxId: 'CHD-1', type: 'CHD', parentPaxId: null },
    { paxId: 'INF-1', type: 'INF', parentPaxId: 'ADT-1' },
  ],
  flightKeys: [OUT, BACK],
  airlines: ['VN'],
  isInternational: false,
};
const V = { expectedVersion: 3 };

/** The issues of a body as `path → message code`, empty when the schema accepts it. */
function issuesOf(action: (typeof OPEN_BOOKING_EDITS)[number], body: unknown, booking = BOOKING) {
  const result = bookingEditSchemaFor(action, booking).safeParse(body);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the airline spelling of free text', () => {
  it('turns Vietnamese into airline ASCII upper case', () => {
    expect(toAirlineText('Nguyễn Văn Đức')).toBe('NGUYEN VAN DUC');
    expect(toAirlineText('  khách  cần xe lăn (WCHR), đón tại cửa 5 ')).toBe('KHACH CAN XE LAN (WCHR), DON TAI CUA 5');
  });
});

describe('add-remark', () => {
  it('accepts a Vietnamese remark that is fine in airline spelling', () => {
    expect(issuesOf('add-remark', { ...V, kind: 'GENERAL', text: 'Khách đổi giờ: gọi 0912345678' })).toEqual({});
  });

  it('refuses a remark over 250 characters, naming text', () => {
    expect(issuesOf('add-remark', { ...V, kind: 'GENERAL', text: 'A'.repeat(251) })).toEqual({
      text: 'Too big: expected string to have <=250 characters',
    });
  });

  it('refuses a character the airline does not take once spelt, naming text', () => {
    expect(issuesOf('add-remark', { ...V, kind: 'ITINERARY', text: 'Giá 500.000đ @ đại lý' })).toEqual({
      text: 'airlineTextCharset',
    });
    expect(issuesOf('add-remark', { ...V, kind: 'GENERAL', text: 'Đặt #1' })).toEqual({ text: 'airlineTextCharset' });
  });

  it('refuses a remark too long only after the spelling (ß becomes SS)', () => {
    expect(issuesOf('add-remark', { ...V, kind: 'GENERAL', text: 'ß'.repeat(200) })).toEqual({
      text: 'airlineTextLength',
    });
  });

  it('refuses an unknown kind and a missing version', () => {
    expect(Object.keys(issuesOf('add-remark', { kind: 'SECRET', text: 'OK TEXT' })).sort()).toEqual([
      'expectedVersion',
      'kind',
    ]);
  });

  it('gives the field and its text in both languages', () => {
    const result = bookingEditSchemaFor('add-remark', BOOKING).safeParse({ ...V, kind: 'GENERAL', text: 'Đặt #1' });
    expect(bookingEditFieldIssues(result.error!.issues, 'en')).toEqual([
      { field: 'text', message: 'Use only A–Z, 0–9, space and . , / - ( ) : (in airline spelling: "DAT #1")' },
    ]);
    expect(bookingEditFieldIssues(result.error!.issues, 'vi')[0]!.message).toContain('Chỉ dùng chữ không dấu');
  });
});

describe('add-services', () => {
  it('accepts a wheelchair for a passenger on one flight', () => {
    expect(issuesOf('add-services', { ...V, paxIds: ['ADT-2'], flightKeys: [OUT], code: 'WCHR' })).toEqual({});
  });

  it('refuses an unknown SSR code, a passenger and a flight not on the booking', () => {
    expect(issuesOf('add-services', { ...V, paxIds: ['ADT-1'], code: 'XXXX' })).toEqual({
      code: expect.stringContaining('Invalid option'),
    });
    expect(issuesOf('add-services', { ...V, paxIds: ['ADT-3'], flightKeys: ['VN:OTHER'], code: 'VGML' })).toEqual({
      'paxIds.0': 'unknownBookingPassenger',
      'flightKeys.0': 'unknownBookingFlight',
    });
  });

  it('refuses SSR text over one airline line', () => {
    expect(issuesOf('add-services', { ...V, paxIds: ['ADT-1'], code: 'MEDA', text: 'X'.repeat(71) })).toHaveProperty(
      'text',
    );
  });
});

describe('change-passport', () => {
  const passport = { number: 'c1234567', expiryDate: '01/06/2030', gender: 'F' };

  it('accepts a passport valid after the last flight, defaulting both countries to VNM', () => {
    const parsed = bookingEditSchemaFor('change-passport', BOOKING).parse({ ...V, paxId: 'ADT-2', passport });
    expect(parsed.passport).toEqual({ ...passport, number: 'C1234567', issuingCountry: 'VNM', nationality: 'VNM' });
  });

  it('refuses a passport expiring on or before the last flight date, naming passport.expiryDate', () => {
    expect(
      issuesOf('change-passport', { ...V, paxId: 'ADT-2', passport: { ...passport, expiryDate: '20/12/2026' } }),
    ).toEqual({
      'passport.expiryDate': 'expiresBeforeTrip',
    });
  });

  it('refuses an unknown country and a Vietnamese number of the wrong shape', () => {
    expect(
      issuesOf('change-passport', {
        ...V,
        paxId: 'ADT-1',
        passport: { ...passport, number: 'AB12', nationality: 'XYZ' },
      }),
    ).toEqual({ 'passport.number': 'passportNumberInvalid', 'passport.nationality': 'unknownCountry' });
  });

  it('builds the passport schema from the last flight date alone', () => {
    const schema = passportSchemaFor({ today: d(1, 1, 2027), lastFlightDate: d(1, 6, 2030) });
    expect(schema.safeParse(passport).error?.issues.map((issue) => issue.message)).toEqual(['expiresBeforeTrip']);
    expect(schema.safeParse({ ...passport, expiryDate: '02/06/2030' }).success).toBe(true);
  });
});

describe('add-infant', () => {
  const infant = {
    ...V,
    adultId: 'ADT-2',
    title: 'MISS',
    lastName: 'Nguyễn',
    firstName: 'Thị An',
    birthDate: '01/03/2026',
  };

  it('accepts an infant under 2 on the last flight for an adult without one', () => {
    expect(issuesOf('add-infant', infant)).toEqual({});
    expect(nextInfantPaxId(BOOKING.passengers)).toBe('INF-2');
  });

  it('refuses an infant 2 or older on the last flight, naming birthDate', () => {
    expect(issuesOf('add-infant', { ...infant, birthDate: '20/12/2024' })).toEqual({ birthDate: 'infantTooOld' });
    expect(issuesOf('add-infant', { ...infant, birthDate: '21/12/2024' })).toEqual({});
  });

  it('refuses an adult who already has an infant, and a child as the adult', () => {
    expect(issuesOf('add-infant', { ...infant, adultId: 'ADT-1' })).toEqual({ adultId: 'adultHasInfant' });
    expect(issuesOf('add-infant', { ...infant, adultId: 'CHD-1' })).toEqual({ adultId: 'adultId: ADT-n' });
  });

  it('refuses an adult title for an infant', () => {
    expect(issuesOf('add-infant', { ...infant, title: 'MR' })).toHaveProperty('title');
  });

  it('asks an international itinerary for the infant passport, valid after the last flight', () => {
    const abroad = { ...BOOKING, isInternational: true };
    const passport = { number: 'C1234567', issuingCountry: 'VNM', nationality: 'VNM', expiryDate: '01/03/2031' };
    expect(issuesOf('add-infant', infant, abroad)).toEqual({ 'passport.number': 'required' });
    expect(issuesOf('add-infant', { ...infant, passport }, abroad)).toEqual({});
    expect(issuesOf('add-infant', { ...infant, passport: { ...passport, expiryDate: '20/12/2026' } }, abroad)).toEqual({
      'passport.expiryDate': 'expiresBeforeTrip',
    });
    expect(issuesOf('add-infant', infant)).toEqual({});
  });
});

describe('split-passenger', () => {
  it('moves an infant with its adult', () => {
    expect(issuesOf('split-passenger', { ...V, paxIds: ['ADT-1'] })).toEqual({});
    expect(passengersMovedBySplit(['ADT-1'], BOOKING.passengers)).toEqual(['ADT-1', 'INF-1']);
  });

  it('refuses an infant without its adult, and a split that leaves nobody', () => {
    expect(issuesOf('split-passenger', { ...V, paxIds: ['ADT-2', 'INF-1'] })).toEqual({
      'paxIds.1': 'infantMovesWithAdult',
    });
    expect(issuesOf('split-passenger', { ...V, paxIds: ['ADT-1', 'ADT-2', 'CHD-1'] })).toEqual({
      paxIds: 'onePassengerMustStay',
    });
  });
});

describe('the other forms', () => {
  it('edit-phone takes a Vietnamese mobile only', () => {
    expect(issuesOf('edit-phone', { ...V, phone: '0912345678' })).toEqual({});
    expect(issuesOf('edit-phone', { ...V, phone: '84912345678' })).toEqual({});
    expect(issuesOf('edit-phone', { ...V, phone: '0212345678' })).toHaveProperty('phone');
  });

  it("edit-phone answers as the domain's Vietnamese mobile rule does", () => {
    for (const phone of [
      '0312345678',
      '0512345678',
      '0412345678',
      '84112345678',
      '84012345678',
      '091234567',
      '+84912345678',
    ]) {
      const isAccepted = Object.keys(issuesOf('edit-phone', { ...V, phone })).length === 0;
      expect(isAccepted, phone).toBe(isVietnameseMobile(phone));
    }
  });

  it('swap-queue takes queue 0–99 and category 0–9', () => {
    expect(issuesOf('swap-queue', { ...V, queue: 99, category: 9 })).toEqual({});
    expect(Object.keys(issuesOf('swap-queue', { ...V, queue: 100, category: 10 })).sort()).toEqual([
      'category',
      'queue',
    ]);
  });

  it('change-passenger-info checks the name in airline spelling and the title against the type', () => {
    expect(
      issuesOf('change-passenger-info', { ...V, paxId: 'ADT-1', title: 'MR', lastName: 'Trần', firstName: 'Văn Đức' }),
    ).toEqual({});
    expect(
      issuesOf('change-passenger-info', { ...V, paxId: 'CHD-1', title: 'MR', lastName: 'Lê', firstName: 'Minh' }),
    ).toEqual({
      title: 'titleNotForType',
    });
    expect(
      issuesOf('change-passenger-info', { ...V, paxId: 'ADT-1', title: 'MR', lastName: 'Иванов', firstName: 'Ivan' }),
    ).toEqual({
      lastName: 'notLatinName',
    });
  });

  it('change-loyalty checks the programme and the airlines of the trip', () => {
    const loyalty = (airline: string, number: string) => ({ ...V, paxId: 'ADT-1', loyalty: [{ airline, number }] });
    expect(issuesOf('change-loyalty', loyalty('VN', '123456789'))).toEqual({});
    expect(issuesOf('change-loyalty', loyalty('VN', '12345'))).toEqual({ 'loyalty.0.number': 'loyaltyNumberInvalid' });
    expect(issuesOf('change-loyalty', loyalty('QH', '12345678'))).toEqual({
      'loyalty.0.airline': 'loyaltyAirlineNotOnItinerary',
    });
  });

  it('remove-route keeps at least one flight', () => {
    expect(issuesOf('remove-route', { ...V, flightKey: BACK })).toEqual({});
    expect(issuesOf('remove-route', { ...V, flightKey: OUT }, { ...BOOKING, flightKeys: [OUT] })).toEqual({
      flightKey: 'oneFlightMustStay',
    });
  });

  it('change-birthday-qh checks the age against the passenger type', () => {
    expect(issuesOf('change-birthday-qh', { ...V, paxId: 'CHD-1', birthDate: '15/05/2018' })).toEqual({});
    expect(issuesOf('change-birthday-qh', { ...V, paxId: 'CHD-1', birthDate: '15/05/2010' })).toEqual({
      birthDate: 'childTooOld',
    });
  });

  it('accepts acceptTotal only on the price-changing edits', () => {
    expect(issuesOf('remove-route', { ...V, flightKey: BACK, acceptTotal: 2_500_000 })).toEqual({});
    expect(issuesOf('add-remark', { ...V, kind: 'GENERAL', text: 'OK', acceptTotal: 1 })).toEqual({
      '': expect.stringContaining('Unrecognized key'),
    });
  });
});

describe('the context of a booking detail', () => {
  const segment = (from: string, to: string, departDateTime: string, status: 'HK' | 'XX') => ({
    carrierCode: 'VN',
    from,
    to,
    departDateTime,
    status,
  });
  const detail = {
    passengers: [
      { paxId: 'ADT-1', type: 'ADT', parentPaxId: null, lastName: 'NGUYEN' },
      { paxId: 'INF-1', type: 'INF', parentPaxId: 'ADT-1', lastName: 'NGUYEN' },
    ],
    routes: [
      { offerId: OUT, segments: [segment('SGN', 'HAN', '2026-12-10T06:00:00+07:00', 'HK')] },
      { offerId: 'VN:VN300-HANDAD-20261215', segments: [segment('HAN', 'DAD', '2026-12-15T08:00:00+07:00', 'XX')] },
      { offerId: BACK, segments: [segment('HAN', 'SGN', '2026-12-20T23:30:00+07:00', 'HK')] },
    ],
  } as unknown as Pick<TBookingDetail, 'passengers' | 'routes'>;

  it('takes the days, flights and airlines of the flights not cancelled, and today in Vietnam', () => {
    expect(bookingEditContextOf(detail, new Date('2026-11-25T18:30:00Z'))).toEqual({
      today: d(26, 11, 2026),
      firstFlightDate: d(10, 12, 2026),
      lastFlightDate: d(20, 12, 2026),
      passengers: [
        { paxId: 'ADT-1', type: 'ADT', parentPaxId: null },
        { paxId: 'INF-1', type: 'INF', parentPaxId: 'ADT-1' },
      ],
      flightKeys: [OUT, BACK],
      airlines: ['VN'],
      isInternational: false,
    });
  });

  it('marks an itinerary international when a flight leaves the country', () => {
    const abroad = {
      ...detail,
      routes: [{ offerId: OUT, segments: [segment('HAN', 'BKK', '2026-12-10T06:00:00+07:00', 'HK')] }],
    } as unknown as Pick<TBookingDetail, 'passengers' | 'routes'>;
    expect(bookingEditContextOf(abroad, new Date('2026-11-25T18:30:00Z'))?.isInternational).toBe(true);
  });

  it('answers undefined when every flight is cancelled', () => {
    const cancelled = { ...detail, routes: detail.routes.slice(1, 2) };
    expect(bookingEditContextOf(cancelled, new Date('2026-11-26T00:00:00Z'))).toBeUndefined();
  });
});
