// Every open edit's request body: one accepted example each, refusals naming the field, the envelope and the answer.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BOOKING_EDIT_MONEY_EFFECTS,
  BOOKING_EDIT_REQUESTS,
  OPEN_BOOKING_EDITS,
  ZBookingEditResponse,
  type TBookingEditRequest,
  type TOpenBookingEdit,
} from '../src/index.js';

const V = { expectedVersion: 2 };
const FLIGHT = 'VN:VN213-SGNHAN-20261210';

/** One body each action accepts, as its form would send it. */
const ACCEPTED: { [Action in TOpenBookingEdit]: TBookingEditRequest<Action> } = {
  'add-osi': { ...V, text: 'PAX VIP CTY ABC', carrier: 'vn' },
  'add-ca': { ...V, accountCode: 'corp123' },
  'add-sk': { ...V, keyword: 'VIP', paxIds: ['ADT-1'] },
  'change-loyalty': { ...V, paxId: 'ADT-1', loyalty: [{ airline: 'VN', number: '123456789' }] },
  'add-infant': { ...V, adultId: 'ADT-1', title: 'MSTR', lastName: 'Nguyễn', firstName: 'An', birthDate: '01/03/2026' },
  'add-info-passenger': { ...V, paxId: 'CHD-1', birthDate: '05/05/2018' },
  'add-remark': { ...V, kind: 'CONFIDENTIAL', text: 'Khách quen' },
  'change-route-class': { ...V, flightKey: FLIGHT, bookingClass: 'm', acceptTotal: 3_200_000 },
  'remove-checkIn': { ...V, flightKey: FLIGHT, paxIds: ['ADT-1'] },
  'add-services': { ...V, paxIds: ['ADT-1'], code: 'WCHR' },
  'change-route-status': { ...V, flightKey: FLIGHT, status: 'HK' },
  'remove-route': { ...V, flightKey: FLIGHT },
  'edit-phone': { ...V, phone: '0987654321' },
  'add-arunk': { ...V, afterFlightKey: FLIGHT },
  'split-passenger': { ...V, paxIds: ['ADT-2'] },
  'swap-queue': { ...V, queue: 8 },
  'add-route': {
    ...V,
    flight: {
      offerId: 'VN:VN220-HANDAD-20261215',
      fareClass: 'Y',
      leg: { from: 'HAN', to: 'DAD', departDate: '2026-12-15' },
    },
  },
  'submit-sc': { ...V, flightKeys: [FLIGHT] },
  'change-passport': {
    ...V,
    paxId: 'ADT-1',
    passport: { number: 'C1234567', expiryDate: '01/01/2031', gender: 'M' },
  },
  'change-birthday-qh': { ...V, paxId: 'ADT-1', birthDate: '02/02/1990' },
  'change-contact': { ...V, email: 'dai.ly@example.vn' },
  'change-passenger-info': { ...V, paxId: 'ADT-1', title: 'MR', lastName: 'Trần', firstName: 'Văn Đức' },
  'retain-quote-tst': { ...V },
  'add-pax-endorsement': { ...V, text: 'NONEND/NONREF' },
  'upgrade-luggage': { ...V, upgrades: [{ paxId: 'ADT-1', flightKey: FLIGHT, optionCode: 'BAG20' }] },
};

/** The fields named by a refused body (empty when accepted). */
function refusedFields(action: TOpenBookingEdit, body: unknown): string[] {
  const result = BOOKING_EDIT_REQUESTS[action].safeParse(body);
  return (result.error?.issues ?? []).map(
    (issue) => issue.path.join('.') || (issue as { keys?: string[] }).keys?.join(',') || '',
  );
}

describe('the open edit request bodies', () => {
  it('has one body per open action', () => {
    expect(Object.keys(BOOKING_EDIT_REQUESTS)).toEqual([...OPEN_BOOKING_EDITS]);
  });

  it.each(OPEN_BOOKING_EDITS.map((action) => [action]))('%s accepts its example', (action) => {
    expect(refusedFields(action, ACCEPTED[action])).toEqual([]);
  });

  it.each(OPEN_BOOKING_EDITS.map((action) => [action]))('%s refuses a body without expectedVersion', (action) => {
    const { expectedVersion: _dropped, ...body } = ACCEPTED[action] as { expectedVersion: number };
    expect(refusedFields(action, body)).toContain('expectedVersion');
  });

  it('carries acceptTotal exactly on the edits that may change the price', () => {
    for (const action of OPEN_BOOKING_EDITS) {
      const withTotal = { ...ACCEPTED[action], acceptTotal: 1_000_000 };
      const isQuoted = BOOKING_EDIT_MONEY_EFFECTS[action] !== 'none';
      expect(refusedFields(action, withTotal), action).toEqual(isQuoted ? [] : ['acceptTotal']);
    }
  });

  it('upper-cases codes and defaults the passport countries to VNM', () => {
    expect(BOOKING_EDIT_REQUESTS['add-osi'].parse(ACCEPTED['add-osi']).carrier).toBe('VN');
    expect(BOOKING_EDIT_REQUESTS['change-route-class'].parse(ACCEPTED['change-route-class']).bookingClass).toBe('M');
    const passport = BOOKING_EDIT_REQUESTS['change-passport'].parse(ACCEPTED['change-passport']).passport;
    expect([passport.issuingCountry, passport.nationality]).toEqual(['VNM', 'VNM']);
    expect(BOOKING_EDIT_REQUESTS['swap-queue'].parse(ACCEPTED['swap-queue']).category).toBe(0);
  });

  it('names the field of each refused value', () => {
    const cases: [TOpenBookingEdit, Record<string, unknown>, string[]][] = [
      ['edit-phone', { phone: '0123456789' }, ['phone']],
      ['edit-phone', { phone: '+84987654321' }, ['phone']],
      ['add-services', { code: 'FQTV' }, ['code']],
      ['add-services', { paxIds: [] }, ['paxIds']],
      ['add-remark', { text: 'A' }, ['text']],
      ['add-remark', { text: 'A'.repeat(251) }, ['text']],
      ['add-remark', { kind: 'RM' }, ['kind']],
      ['swap-queue', { queue: 100 }, ['queue']],
      ['swap-queue', { queue: -1 }, ['queue']],
      ['swap-queue', { category: 10 }, ['category']],
      ['swap-queue', { officeId: 'SGN' }, ['officeId']],
      ['change-route-status', { status: 'HL' }, ['status']],
      ['change-route-status', { flightKey: 'XX:abc' }, ['flightKey']],
      [
        'change-passport',
        { passport: { number: 'C12', expiryDate: '2031-01-01', gender: 'X' } },
        ['passport.number', 'passport.expiryDate', 'passport.gender'],
      ],
      [
        'change-passport',
        { passport: { number: 'C1234567', expiryDate: '01/01/2031', gender: 'M', nationality: 'VN' } },
        ['passport.nationality'],
      ],
      ['add-infant', { title: 'MR' }, ['title']],
      ['add-infant', { adultId: 'CHD-1' }, ['adultId']],
      ['add-infant', { firstName: 'An2' }, ['firstName']],
      ['split-passenger', { paxIds: ['PAX-1'] }, ['paxIds.0']],
      ['change-loyalty', { loyalty: [{ airline: 'VNA', number: '1' }] }, ['loyalty.0.airline']],
      ['add-info-passenger', { birthDate: undefined }, ['birthDate']],
      ['change-contact', { email: 'not-an-email' }, ['email']],
      ['change-contact', { email: undefined }, ['name']],
      ['add-osi', { text: 'X'.repeat(71) }, ['text']],
      ['upgrade-luggage', { upgrades: [] }, ['upgrades']],
    ];
    for (const [action, change, fields] of cases) {
      expect(refusedFields(action, { ...ACCEPTED[action], ...change }), `${action} ${JSON.stringify(change)}`).toEqual(
        fields,
      );
    }
  });

  it('converts every body to the JSON Schema its OpenAPI entry shows', () => {
    for (const action of OPEN_BOOKING_EDITS) {
      const json = z.toJSONSchema(BOOKING_EDIT_REQUESTS[action], { io: 'input' }) as { required?: string[] };
      expect(json.required, action).toContain('expectedVersion');
    }
  });

  it('refuses a field no edit knows, naming it', () => {
    expect(refusedFields('add-remark', { ...ACCEPTED['add-remark'], pnr: 'ABC123' })).toEqual(['pnr']);
  });
});

describe('the edit answer', () => {
  it('takes a quote with the totals before and after', () => {
    const shape = ZBookingEditResponse.shape;
    expect(shape.quote.safeParse({ totalBefore: 2_000_000, totalAfter: 2_450_000, airlineFee: 0 }).success).toBe(true);
    expect(shape.quote.safeParse({ totalBefore: 2_000_000 }).success).toBe(false);
    expect(shape.quote.safeParse(undefined).success).toBe(true);
  });
});
