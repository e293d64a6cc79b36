// The whole passenger form against its itinerary (field paths and message keys), the airline form it yields, and the API contract.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADULT_PAX_ID_PATTERN as CONTRACT_ADULT_PAX_ID_PATTERN,
  CONTACT_EXTRA_INFO_MAX_LENGTH as CONTRACT_EXTRA_INFO_MAX,
  DEFAULT_PASSPORT_COUNTRY as CONTRACT_DEFAULT_COUNTRY,
  EMAIL_MAX_LENGTH,
  ISSUING_CITY_MAX_LENGTH as CONTRACT_CITY_MAX,
  LOYALTY_NUMBER_INPUT_PATTERN,
  MAX_PASSENGER_ENTRIES,
  OPTIONAL_TYPED_DATE_PATTERN,
  PASSENGER_TITLES,
  PASSPORT_COUNTRY_PATTERN,
  PASSPORT_NUMBER_INPUT_PATTERN,
  PAX_ID_PATTERN as CONTRACT_PAX_ID_PATTERN,
  PERSON_NAME_MAX_LENGTH,
  ZPassengerForm,
  type TPassengerForm,
} from '@portal/contracts';
import {
  ADULT_PAX_ID_PATTERN,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_EXTRA_INFO_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  DEFAULT_PASSPORT_COUNTRY,
  ICAO_DOCUMENT_CODES,
  ISO3_COUNTRY_CODES,
  ISSUING_CITY_MAX_LENGTH,
  MAX_SEATED_PASSENGERS,
  OTHER_LOYALTY_PATTERN,
  OTHER_PASSPORT_NUMBER_PATTERN,
  LOYALTY_PROGRAMMES,
  PASSENGER_FORM_MESSAGES,
  PAX_ID_PATTERN,
  TITLES_BY_PAX_TYPE,
  TYPED_DATE_PATTERN,
  VIETNAMESE_PASSPORT_NUMBER_PATTERN,
  addMonths,
  airlinePassengersOf,
  bookingContactName,
  formatCalendarDate,
  passengerIssueText,
  passengerSlots,
  validatePassengerForm,
  type CalendarDate,
  type PassengerEntryInput,
  type PassengerFormInput,
  type PassengerItinerary,
  type PaxType,
} from '../src/index.js';

const d = (day: number, month: number, year: number): CalendarDate => ({ year, month, day });
const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
const fromDayNumber = (days: number): CalendarDate => {
  const date = new Date(days * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const daysBefore = (date: CalendarDate, days: number) => formatCalendarDate(fromDayNumber(dayNumber(date) - days));

const today = d(1, 6, 2026);
const domestic: PassengerItinerary = {
  counts: { adt: 2, chd: 1, inf: 1 },
  firstFlightDate: d(10, 6, 2026),
  lastFlightDate: d(20, 7, 2026),
  isInternational: false,
  airlines: ['VN'],
};
const international: PassengerItinerary = { ...domestic, isInternational: true, airlines: ['VN', 'KE'] };
const passport = { number: 'C1234567', nationality: 'VNM', issuingCountry: 'VNM', expiryDate: '01/02/2030' };

function familyForm(withPassports: boolean): PassengerFormInput {
  const docs = withPassports ? { passport } : {};
  return {
    passengers: [
      {
        paxId: 'ADT-1',
        type: 'ADT',
        title: 'MR',
        lastName: 'Nguyễn',
        firstName: 'Văn Đức',
        birthDate: '15/03/1990',
        loyalty: [{ airline: 'VN', number: '9001234567' }],
        ...docs,
      },
      {
        paxId: 'ADT-2',
        type: 'ADT',
        title: 'MRS',
        lastName: 'Trần',
        firstName: 'Thị Bích',
        birthDate: '20/10/1992',
        ...(withPassports ? { passport: { ...passport, number: 'C7654321' } } : {}),
      },
      {
        paxId: 'CHD-1',
        type: 'CHD',
        title: 'MISS',
        lastName: 'Nguyễn',
        firstName: 'Ngọc Ánh',
        birthDate: '01/09/2019',
        ...(withPassports ? { passport: { ...passport, number: 'C1111111' } } : {}),
      },
      {
        paxId: 'INF-1',
        type: 'INF',
        title: 'MSTR',
        lastName: 'Nguyễn',
        firstName: 'Bảo An',
        birthDate: '05/01/2025',
        parentId: 'ADT-2',
        ...(withPassports ? { passport: { ...passport, number: 'C2222222' } } : {}),
      },
    ],
    contact: { name: '', phone: '0912345678', email: 'duc@example.vn' },
  };
}

const issuesOf = (form: PassengerFormInput, itinerary = domestic) =>
  validatePassengerForm(form, itinerary, today).errors.map((issue) => `${issue.path}:${issue.code}`);
const edit = (form: PassengerFormInput, index: number, change: Partial<PassengerEntryInput>): PassengerFormInput => ({
  ...form,
  passengers: form.passengers.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
});

describe('passenger form', () => {
  it('accepts a family on a domestic and an international trip', () => {
    expect(validatePassengerForm(familyForm(false), domestic, today)).toEqual({ errors: [], warnings: [] });
    expect(validatePassengerForm(familyForm(true), international, today)).toEqual({ errors: [], warnings: [] });
  });

  it('answers field paths with message keys and parameters', () => {
    const { errors } = validatePassengerForm(edit(familyForm(false), 1, { birthDate: '01/01/2020' }), domestic, today);
    expect(errors).toEqual([
      {
        path: 'passengers.1.birthDate',
        code: 'adultTooYoung',
        messageKey: 'passengerForm.errors.adultTooYoung',
        params: { age: 12 },
      },
    ]);
    expect(passengerIssueText('adultTooYoung', 'en', errors[0]!.params)).toBe(
      'An adult must be 12 or older on the last flight date',
    );
    expect(passengerIssueText('adultTooYoung', 'vi', errors[0]!.params)).toBe(
      'Người lớn phải từ 12 tuổi trở lên vào ngày bay cuối',
    );
  });

  it('matches entries to the slots of the search', () => {
    const form = familyForm(false);
    expect(issuesOf({ ...form, passengers: form.passengers.slice(0, 3) })).toEqual(['passengers:missingPassenger']);
    expect(
      issuesOf({ ...form, passengers: [...form.passengers, { ...form.passengers[0]!, firstName: 'Khác' }] }),
    ).toEqual(['passengers.4.paxId:duplicatePassenger']);
    expect(issuesOf(edit(form, 2, { paxId: 'CHD-2' }))).toEqual([
      'passengers.2.paxId:unknownPassenger',
      'passengers:missingPassenger',
    ]);
    expect(issuesOf(edit(form, 2, { type: 'ADT' }))).toEqual(['passengers.2.type:typeMismatch']);
    expect(issuesOf(form, { ...domestic, counts: { adt: 1, chd: 0, inf: 2 } })).toEqual([
      'passengers:invalidPassengerCounts',
    ]);
  });

  it('checks titles by type and names', () => {
    const form = familyForm(false);
    expect(issuesOf(edit(form, 0, { title: 'MSTR' }))).toEqual(['passengers.0.title:titleNotForType']);
    expect(issuesOf(edit(form, 2, { title: 'MS' }))).toEqual(['passengers.2.title:titleNotForType']);
    expect(issuesOf(edit(form, 2, { title: '' }))).toEqual(['passengers.2.title:required']);
    expect(issuesOf(edit(form, 1, { lastName: 'Tran1', firstName: '' }))).toEqual([
      'passengers.1.lastName:invalidName',
      'passengers.1.firstName:required',
    ]);
    expect(issuesOf(edit(form, 1, { lastName: 'A'.repeat(25), firstName: 'B'.repeat(26) }))).toEqual([
      'passengers.1.firstName:fullNameTooLong',
    ]);
    expect(issuesOf(edit(form, 1, { lastName: 'nguyen', firstName: 'van duc' }))).toEqual([
      'passengers.1.firstName:duplicateName',
    ]);
  });

  it('requires birth dates of children and infants everywhere, of adults on international trips', () => {
    const form = familyForm(false);
    expect(issuesOf(edit(form, 0, { birthDate: '' }))).toEqual([]);
    expect(
      issuesOf(edit(form, 0, { birthDate: '' }), international).filter((issue) => issue.includes('birthDate')),
    ).toEqual(['passengers.0.birthDate:required']);
    expect(issuesOf(edit(form, 2, { birthDate: '' }))).toEqual(['passengers.2.birthDate:required']);
    expect(issuesOf(edit(form, 3, { birthDate: '20/07/2024' }))).toEqual(['passengers.3.birthDate:infantTooOld']);
    expect(issuesOf(edit(form, 3, { birthDate: '21/07/2024' }))).toEqual([]);
  });

  it('links each infant to a different adult', () => {
    const twoInfants: PassengerItinerary = { ...domestic, counts: { adt: 2, chd: 0, inf: 2 } };
    const form = familyForm(false);
    const infant = form.passengers[3]!;
    const base = {
      ...form,
      passengers: [
        form.passengers[0]!,
        form.passengers[1]!,
        infant,
        { ...infant, paxId: 'INF-2', firstName: 'Bảo Châu', title: 'MISS', parentId: 'ADT-1' },
      ],
    };
    expect(issuesOf(base, twoInfants)).toEqual([]);
    expect(issuesOf(edit(base, 3, { parentId: 'ADT-2' }), twoInfants)).toEqual([
      'passengers.3.parentId:infantParentTaken',
    ]);
    expect(issuesOf(edit(base, 3, { parentId: '' }), twoInfants)).toEqual([
      'passengers.3.parentId:infantParentRequired',
    ]);
    expect(issuesOf(edit(base, 3, { parentId: 'ADT-3' }), twoInfants)).toEqual([
      'passengers.3.parentId:infantParentNotAdult',
    ]);
    expect(issuesOf(edit(form, 2, { parentId: 'ADT-1' }))).toEqual(['passengers.2.parentId:parentOnlyForInfant']);
  });

  it('checks loyalty numbers against the airlines of the itinerary', () => {
    const form = familyForm(false);
    expect(issuesOf(edit(form, 1, { loyalty: [{ airline: 'VJ', number: 'SJ123456' }] }))).toEqual([
      'passengers.1.loyalty.0.airline:loyaltyAirlineNotOnItinerary',
    ]);
    expect(issuesOf(edit(form, 1, { loyalty: [{ airline: 'VN', number: '12' }] }))).toEqual([
      'passengers.1.loyalty.0.number:loyaltyNumberInvalid',
    ]);
    expect(
      issuesOf(
        edit(form, 1, {
          loyalty: [
            { airline: 'VN', number: '123456789' },
            { airline: 'VN', number: '987654321' },
          ],
        }),
      ),
    ).toEqual(['passengers.1.loyalty.1.airline:loyaltyDuplicateAirline']);
    expect(
      issuesOf(edit(form, 1, { loyalty: [{ airline: 'KE', number: 'KE12345' }] }), international).filter((issue) =>
        issue.includes('loyalty'),
      ),
    ).toEqual([]);
  });

  it('requires passports on international trips only, and warns when one expires within 6 months of the trip', () => {
    expect(issuesOf(familyForm(false), international)).toEqual([
      'passengers.0.passport.number:required',
      'passengers.0.passport.expiryDate:required',
      'passengers.1.passport.number:required',
      'passengers.1.passport.expiryDate:required',
      'passengers.2.passport.number:required',
      'passengers.2.passport.expiryDate:required',
      'passengers.3.passport.number:required',
      'passengers.3.passport.expiryDate:required',
    ]);
    expect(issuesOf(edit(familyForm(false), 0, { passport: { number: 'C1234567' } }))).toEqual([
      'passengers.0.passport.expiryDate:required',
    ]);
    const soon = validatePassengerForm(
      edit(familyForm(true), 0, { passport: { ...passport, expiryDate: '01/12/2026' } }),
      international,
      today,
    );
    expect(soon.errors).toEqual([]);
    expect(soon.warnings).toEqual([
      {
        path: 'passengers.0.passport.expiryDate',
        code: 'passportExpiresSoon',
        messageKey: 'passengerForm.warnings.passportExpiresSoon',
        params: { months: 6, date: '20/01/2027' },
      },
    ]);
    expect(
      validatePassengerForm(
        edit(familyForm(true), 0, { passport: { ...passport, expiryDate: '20/07/2026' } }),
        international,
        today,
      ).errors,
    ).toEqual([
      {
        path: 'passengers.0.passport.expiryDate',
        code: 'expiresBeforeTrip',
        messageKey: 'passengerForm.errors.expiresBeforeTrip',
        params: { date: '20/07/2026' },
      },
    ]);
  });

  it("fills the contact name with ADT-1's and checks the contact", () => {
    const form = familyForm(false);
    expect(bookingContactName(form)).toBe('Nguyễn Văn Đức');
    expect(issuesOf({ ...form, contact: { phone: '0912 345 678', email: 'x' } })).toEqual([
      'contact.phone:invalidPhone',
      'contact.email:invalidEmail',
    ]);
    expect(issuesOf(edit({ ...form, contact: { phone: '0912345678' } }, 0, { lastName: '' }))).toEqual([
      'passengers.0.lastName:required',
    ]);
  });

  it('has a Vietnamese and an English text for every code', () => {
    for (const [code, texts] of Object.entries(PASSENGER_FORM_MESSAGES)) {
      expect(texts.vi.length, code).toBeGreaterThan(0);
      expect(texts.en.length, code).toBeGreaterThan(0);
      expect(texts.vi.match(/\{\w+\}/g) ?? [], code).toEqual(texts.en.match(/\{\w+\}/g) ?? []);
    }
  });
});

describe('airline form of a checked passenger form', () => {
  it('gives ASCII names, parsed dates, upper-case documents and the infant text on the adult', () => {
    const form = edit(familyForm(true), 0, {
      loyalty: [{ airline: 'vn', number: '900 123 4567' }],
      passport: { ...passport, number: 'c1234567', issuingCity: 'Hà Nội' },
    });
    const [first, second, child, infant] = airlinePassengersOf(form);
    expect(first).toMatchObject({
      paxId: 'ADT-1',
      lastName: 'NGUYEN',
      firstName: 'VAN DUC',
      birthDate: d(15, 3, 1990),
      loyalty: [{ airline: 'VN', number: '9001234567' }],
    });
    expect(first!.passport).toEqual({
      number: 'C1234567',
      nationality: 'VNM',
      issuingCountry: 'VNM',
      expiryDate: d(1, 2, 2030),
      issuingCity: 'HA NOI',
    });
    expect(first!.infantText).toBeUndefined();
    expect(second!.infantText).toBe('TRAN/THI BICH MRS (INF NGUYEN/BAO AN 05JAN25)');
    expect(child).toMatchObject({ type: 'CHD', title: 'MISS', firstName: 'NGOC ANH' });
    expect(infant).toMatchObject({ type: 'INF', parentId: 'ADT-2', birthDate: d(5, 1, 2025) });
    expect(airlinePassengersOf(familyForm(false))[0]!.passport).toBeUndefined();
  });
});

// ---- Any valid form passes; any single broken field is named (properties) ----

const LETTERS = [...'abcdeghiklmnopqrstuvxyđ', ...'áàảãạăắằẳẵặâấầẩẫậéèẻẽẹêếềểễệíìỉĩịóòỏõọôốồổỗộơớờởỡợúùủũụưứừửữựýỳỷỹỵ'];
const namePart = fc
  .array(
    fc.array(fc.constantFrom(...LETTERS, ...LETTERS.map((letter) => letter.toUpperCase())), {
      minLength: 1,
      maxLength: 7,
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((words) => words.map((letters) => letters.join('')).join(' '));
const countsArb = fc.integer({ min: 1, max: MAX_SEATED_PASSENGERS }).chain((adt) =>
  fc.record({
    adt: fc.constant(adt),
    chd: fc.integer({ min: 0, max: MAX_SEATED_PASSENGERS - adt }),
    inf: fc.integer({ min: 0, max: adt }),
  }),
);
/** Days before today a passenger of each type may be born, for trips ending at most 210 days from today. */
const AGE_DAYS: Record<PaxType, [number, number]> = { INF: [0, 500], CHD: [731, 4171], ADT: [4392, 32_000] };

const PICKS = Object.fromEntries(
  (['ADT', 'CHD', 'INF'] as const).map((type) => [
    type,
    fc.record({
      title: fc.constantFrom(...TITLES_BY_PAX_TYPE[type]),
      last: namePart,
      first: namePart,
      ageDays: fc.integer({ min: AGE_DAYS[type][0], max: AGE_DAYS[type][1] }),
      withBirthDate: fc.boolean(),
      loyalty: fc.option(fc.stringMatching(/^[0-9]{9,10}$/), { nil: undefined }),
      passportNumber: fc.stringMatching(/^[A-Z][0-9]{7}$/),
      nationality: fc.constantFrom('VNM', 'VNM', 'KOR', 'USA', 'XXA'),
      validMonths: fc.integer({ min: 7, max: 120 }),
    }),
  ]),
) as Record<
  PaxType,
  fc.Arbitrary<{
    title: string;
    last: string;
    first: string;
    ageDays: number;
    withBirthDate: boolean;
    loyalty: string | undefined;
    passportNumber: string;
    nationality: string;
    validMonths: number;
  }>
>;
const phoneArb = fc.stringMatching(/^0[35789][0-9]{8}$/);

type Scenario = { form: PassengerFormInput; itinerary: PassengerItinerary; today: CalendarDate };

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    todayDay: fc.integer({ min: dayNumber(d(1, 1, 2024)), max: dayNumber(d(31, 12, 2032)) }),
    toFirst: fc.integer({ min: 0, max: 180 }),
    tripLength: fc.integer({ min: 0, max: 30 }),
    isInternational: fc.boolean(),
    counts: countsArb,
  })
  .chain(({ todayDay, toFirst, tripLength, isInternational, counts }) => {
    const now = fromDayNumber(todayDay);
    const itinerary: PassengerItinerary = {
      counts,
      firstFlightDate: fromDayNumber(todayDay + toFirst),
      lastFlightDate: fromDayNumber(todayDay + toFirst + tripLength),
      isInternational,
      airlines: ['VN', 'QH'],
    };
    const slots = passengerSlots(counts);
    const entries = slots.map((slot) =>
      PICKS[slot.type].map((pick): PassengerEntryInput => ({
        paxId: slot.paxId,
        type: slot.type,
        title: pick.title,
        lastName: pick.last,
        // A last word of its own per slot keeps names apart (duplicates are refused) and the total within 50.
        firstName: `${pick.first} ${'ABCDEFGHIKLMNOPQRS'[slots.indexOf(slot)]}`,
        ...(slot.type !== 'ADT' || isInternational || pick.withBirthDate
          ? { birthDate: daysBefore(now, pick.ageDays) }
          : {}),
        ...(slot.type === 'INF' ? { parentId: `ADT-${slot.number}` } : {}),
        ...(pick.loyalty ? { loyalty: [{ airline: 'VN', number: pick.loyalty }] } : {}),
        ...(isInternational
          ? {
              passport: {
                number: pick.passportNumber,
                nationality: pick.nationality,
                issuingCountry: pick.nationality,
                issuingDate: formatCalendarDate(now),
                expiryDate: formatCalendarDate(addMonths(itinerary.lastFlightDate, pick.validMonths)),
              },
            }
          : {}),
      })),
    );
    return fc
      .tuple(fc.tuple(...entries), fc.option(namePart, { nil: '' }), phoneArb)
      .map(([passengers, contactName, phone]): Scenario => ({
        form: { passengers, contact: { name: contactName, phone, email: 'khach@example.vn' } },
        itinerary,
        today: now,
      }));
  });

type Breaker = {
  applies: (entry: PassengerEntryInput, scenario: Scenario) => boolean;
  change: (entry: PassengerEntryInput, scenario: Scenario) => Partial<PassengerEntryInput>;
  field: string;
};
const BREAKERS: Breaker[] = [
  { applies: () => true, change: () => ({ lastName: 'Nguyen 2' }), field: 'lastName' },
  { applies: () => true, change: () => ({ firstName: '' }), field: 'firstName' },
  { applies: () => true, change: (entry) => ({ title: entry.type === 'ADT' ? 'MISS' : 'MR' }), field: 'title' },
  { applies: () => true, change: () => ({ birthDate: '31/02/2020' }), field: 'birthDate' },
  { applies: (entry) => entry.type !== 'ADT', change: () => ({ birthDate: '' }), field: 'birthDate' },
  {
    applies: () => true,
    change: (entry, scenario) => ({
      birthDate: daysBefore(scenario.today, entry.type === 'ADT' ? 1000 : entry.type === 'CHD' ? 100 : 5000),
    }),
    field: 'birthDate',
  },
  { applies: (entry) => entry.type === 'INF', change: () => ({ parentId: '' }), field: 'parentId' },
  { applies: (entry) => entry.type !== 'INF', change: () => ({ parentId: 'ADT-1' }), field: 'parentId' },
  { applies: () => true, change: () => ({ loyalty: [{ airline: 'VN', number: '12' }] }), field: 'loyalty.0.number' },
  {
    applies: () => true,
    change: () => ({ loyalty: [{ airline: 'VJ', number: 'SJ123456' }] }),
    field: 'loyalty.0.airline',
  },
  {
    applies: (_, scenario) => scenario.itinerary.isInternational,
    change: (entry) => ({ passport: { ...entry.passport, number: '' } }),
    field: 'passport.number',
  },
  {
    applies: () => true,
    change: (entry) => ({ passport: { ...entry.passport, number: 'C1234567', expiryDate: '01/01/2020' } }),
    field: 'passport.expiryDate',
  },
  {
    applies: (_, scenario) => scenario.itinerary.isInternational,
    change: (entry) => ({ passport: { ...entry.passport, nationality: 'ZZZ' } }),
    field: 'passport.nationality',
  },
];

describe('passenger form properties', () => {
  it('accepts any valid form, on domestic and international trips (property)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ form, itinerary, today: now }) => {
        expect(validatePassengerForm(form, itinerary, now)).toEqual({ errors: [], warnings: [] });
        const contract = ZPassengerForm.safeParse(form);
        expect(contract.success).toBe(true);
        expect(validatePassengerForm(contract.data!, itinerary, now).errors).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('names the field of any single broken passenger field (property)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), fc.nat(), (scenario, pickEntry, pickBreaker) => {
        const index = pickEntry % scenario.form.passengers.length;
        const entry = scenario.form.passengers[index]!;
        const breakers = BREAKERS.filter((breaker) => breaker.applies(entry, scenario));
        const breaker = breakers[pickBreaker % breakers.length]!;
        const broken = edit(scenario.form, index, breaker.change(entry, scenario));
        const paths = validatePassengerForm(broken, scenario.itinerary, scenario.today).errors.map(
          (issue) => issue.path,
        );
        expect(paths).toContain(`passengers.${index}.${breaker.field}`);
      }),
      { numRuns: 300 },
    );
  });

  it('names the contact field of a broken phone, email or name (property)', () => {
    const broken = fc.constantFrom<[string, Partial<PassengerFormInput['contact']>]>(
      ['phone', { phone: '0212345678' }],
      ['phone', { phone: '' }],
      ['email', { email: 'khach@' }],
      ['name', { name: 'Khách 9' }],
      ['extraInfo', { extraInfo: 'x'.repeat(501) }],
    );
    fc.assert(
      fc.property(scenarioArb, broken, (scenario, [field, change]) => {
        const form = { ...scenario.form, contact: { ...scenario.form.contact, ...change } };
        expect(
          validatePassengerForm(form, scenario.itinerary, scenario.today).errors.map((issue) => issue.path),
        ).toEqual([`contact.${field}`]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the API contract', () => {
  it('uses the very rules of the domain (contracts cannot import the domain)', () => {
    expect(CONTRACT_PAX_ID_PATTERN.source).toBe(PAX_ID_PATTERN.source);
    expect(CONTRACT_ADULT_PAX_ID_PATTERN.source).toBe(ADULT_PAX_ID_PATTERN.source);
    expect([...PASSENGER_TITLES].sort()).toEqual([...new Set(Object.values(TITLES_BY_PAX_TYPE).flat())].sort());
    expect(OPTIONAL_TYPED_DATE_PATTERN.source).toBe(`^(${TYPED_DATE_PATTERN.source.slice(1, -1)})?$`);
    expect(CONTRACT_DEFAULT_COUNTRY).toBe(DEFAULT_PASSPORT_COUNTRY);
    expect(CONTRACT_CITY_MAX).toBe(ISSUING_CITY_MAX_LENGTH);
    expect(CONTRACT_EXTRA_INFO_MAX).toBe(CONTACT_EXTRA_INFO_MAX_LENGTH);
    expect(PERSON_NAME_MAX_LENGTH).toBe(CONTACT_NAME_MAX_LENGTH);
    expect(EMAIL_MAX_LENGTH).toBe(CONTACT_EMAIL_MAX_LENGTH);
    expect(MAX_PASSENGER_ENTRIES).toBe(2 * MAX_SEATED_PASSENGERS);
    for (const code of [...ISO3_COUNTRY_CODES, ...ICAO_DOCUMENT_CODES])
      expect(PASSPORT_COUNTRY_PATTERN.test(code)).toBe(true);
  });

  it('lets every number the domain accepts through (property)', () => {
    const upper = (pattern: RegExp) => fc.stringMatching(pattern);
    fc.assert(
      fc.property(fc.oneof(upper(VIETNAMESE_PASSPORT_NUMBER_PATTERN), upper(OTHER_PASSPORT_NUMBER_PATTERN)), (number) =>
        PASSPORT_NUMBER_INPUT_PATTERN.test(number),
      ),
    );
    const loyaltyPatterns = [
      ...Object.values(LOYALTY_PROGRAMMES).map((programme) => programme.pattern),
      OTHER_LOYALTY_PATTERN,
    ];
    fc.assert(
      fc.property(fc.oneof(...loyaltyPatterns.map(upper)), (number) => LOYALTY_NUMBER_INPUT_PATTERN.test(number)),
    );
  });

  it('gives a body the domain can check, and names malformed fields', () => {
    const parsed = ZPassengerForm.parse({
      ...familyForm(false),
      passengers: familyForm(false).passengers.map((entry) => ({
        ...entry,
        passport: { number: ' c1234567 ', expiryDate: '01/02/2030' },
      })),
    });
    expect(parsed.passengers[0]!.passport).toEqual({
      number: 'C1234567',
      nationality: 'VNM',
      issuingCountry: 'VNM',
      expiryDate: '01/02/2030',
    });
    const checked: PassengerFormInput = parsed satisfies TPassengerForm;
    expect(validatePassengerForm(checked, international, today).errors).toEqual([]);

    const bad = ZPassengerForm.safeParse({
      passengers: [
        {
          paxId: 'ADT-0',
          type: 'ADT',
          title: 'DR',
          lastName: 'Nguyen1',
          firstName: 'An',
          birthDate: '1990-01-01',
          extra: true,
        },
      ],
      contact: { phone: '123', email: 'x' },
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(
      [
        'contact.email',
        'contact.phone',
        'passengers.0',
        'passengers.0.birthDate',
        'passengers.0.lastName',
        'passengers.0.paxId',
        'passengers.0.title',
      ].sort(),
    );
  });
});
