// The booking edit catalogue and menu: where each action applies, from which statuses, for whom.
import { describe, expect, it } from 'vitest';
import { BOOKING_SYSTEMS, OPEN_BOOKING_EDITS, PAID_BOOKING_EDITS, type TBookingSystem } from '@portal/contracts';
import {
  BOOKING_EDIT_CATALOGUE,
  DEFAULT_ROLE_PERMISSIONS,
  bookingEditEntryOf,
  canStartEdit,
  describeRule,
  editActionsFor,
  findRoute,
  pnrStyleOf,
  type EditMenuBooking,
} from '../src/index.js';

const AGENT = ['AGENT_F1', 'BOOKING_TICKET'];
const ISSUER = [...AGENT, 'EXPORT_TICKET'];
const booking = (system: TBookingSystem, overrides: Partial<EditMenuBooking> = {}): EditMenuBooking => ({
  system,
  status: 'HOLD',
  isInternational: false,
  isOwnAgency: true,
  ...overrides,
});
const menu = (menuBooking: EditMenuBooking, permissions: readonly string[] = AGENT) =>
  editActionsFor(menuBooking, permissions).map((entry) => entry.action);

describe('the edit catalogue', () => {
  it('holds the 25 open actions then the 8 paid ones, each once, in SPEC §2 order', () => {
    expect(BOOKING_EDIT_CATALOGUE.map((entry) => entry.action)).toEqual([...OPEN_BOOKING_EDITS, ...PAID_BOOKING_EDITS]);
    expect(BOOKING_EDIT_CATALOGUE.filter((entry) => entry.isPaid)).toHaveLength(8);
  });

  it('gives every action a Vietnamese and an English line, a system and a start status', () => {
    for (const entry of BOOKING_EDIT_CATALOGUE) {
      expect(entry.description.vi.length, entry.action).toBeGreaterThan(10);
      expect(entry.description.en.length, entry.action).toBeGreaterThan(10);
      expect(entry.description.vi, entry.action).not.toBe(entry.description.en);
      expect(entry.systems.length, entry.action).toBeGreaterThan(0);
      expect(entry.startStatuses.length, entry.action).toBeGreaterThan(0);
    }
  });

  it("takes each action's rule from its screen: open to all, paid ones need EXPORT_TICKET", () => {
    for (const entry of BOOKING_EDIT_CATALOGUE) {
      expect(entry.rule).toBe(findRoute(`/booking/edit/${entry.action}/42`)!.rule);
      expect(describeRule(entry.rule), entry.action).toBe(entry.isPaid ? 'EXPORT_TICKET' : 'open');
    }
  });

  it('reads the PNR style from the booking-system record: GDSs, Vietnam Airlines full service, the rest low cost', () => {
    expect(BOOKING_SYSTEMS.map((system) => [system, pnrStyleOf(system)])).toEqual([
      ['VN', 'full-service'],
      ['VJ', 'low-cost'],
      ['QH', 'low-cost'],
      ['VU', 'low-cost'],
      ['1A', 'gds'],
      ['1B', 'gds'],
      ['1G', 'gds'],
    ]);
  });

  it('places the GDS elements on the GDSs and VN, the airline-specific actions on their airline', () => {
    expect(bookingEditEntryOf('add-osi').systems).toEqual(['VN', '1A', '1B', '1G']);
    expect(bookingEditEntryOf('swap-queue').systems).toEqual(['VN', '1A', '1B', '1G']);
    expect(bookingEditEntryOf('change-birthday-qh').systems).toEqual(['QH']);
    expect(bookingEditEntryOf('add-infant-vj').systems).toEqual(['VJ']);
    expect(bookingEditEntryOf('add-infant').systems).toEqual(['VN', '1A', '1B', '1G']);
    expect(bookingEditEntryOf('change-passenger-info').systems).toEqual(['VN', 'VJ', 'VU', '1A', '1B', '1G']);
    expect(bookingEditEntryOf('remove-checkIn').systems).toEqual(['VJ', 'QH', 'VU']);
    expect(bookingEditEntryOf('add-remark').systems).toEqual([...BOOKING_SYSTEMS]);
  });

  it('marks the money effect of the price-changing actions', () => {
    const byMoney = (money: string) =>
      BOOKING_EDIT_CATALOGUE.filter((entry) => entry.money === money).map((entry) => entry.action);
    expect(byMoney('reprice-on-hold')).toEqual([
      'add-infant',
      'change-route-class',
      'remove-route',
      'add-route',
      'upgrade-luggage',
    ]);
    expect(byMoney('fee')).toEqual(['change-birthday-qh', 'change-passenger-info']);
    expect(byMoney('paid-change')).toEqual([...PAID_BOOKING_EDITS]);
  });

  it('starts a held-price change only on HOLD (a ticketed booking goes to the paid changes)', () => {
    for (const entry of BOOKING_EDIT_CATALOGUE.filter((found) => found.money === 'reprice-on-hold')) {
      // upgrade-luggage keeps its open page on EXPORT, paid there as buy-luggage (decision 057).
      const expected = entry.action === 'upgrade-luggage' ? ['HOLD', 'EXPORT'] : ['HOLD'];
      expect(entry.startStatuses, entry.action).toEqual(expected);
    }
  });
});

describe('the edit menu of a booking', () => {
  it('shows add-osi on a held 1A booking and not on Vietjet', () => {
    expect(menu(booking('1A'))).toContain('add-osi');
    expect(menu(booking('VJ'))).not.toContain('add-osi');
  });

  it('shows change-birthday-qh on Bamboo Airways only, and no name correction there', () => {
    expect(menu(booking('QH'))).toContain('change-birthday-qh');
    expect(menu(booking('QH'))).not.toContain('change-passenger-info');
    expect(menu(booking('VN'))).not.toContain('change-birthday-qh');
    expect(menu(booking('VN'))).toContain('change-passenger-info');
  });

  it('lists exactly these actions for a held domestic VN booking of an agent without EXPORT_TICKET', () => {
    expect(menu(booking('VN'))).toEqual([
      'add-osi',
      'add-ca',
      'add-sk',
      'change-loyalty',
      'add-infant',
      'add-info-passenger',
      'add-remark',
      'change-route-class',
      'add-services',
      'change-route-status',
      'remove-route',
      'edit-phone',
      'add-arunk',
      'split-passenger',
      'swap-queue',
      'add-route',
      'submit-sc',
      'change-contact',
      'change-passenger-info',
      'retain-quote-tst',
      'add-pax-endorsement',
    ]);
  });

  it('offers change-passport only on an international itinerary', () => {
    expect(menu(booking('VN'))).not.toContain('change-passport');
    expect(menu(booking('VN', { isInternational: true }))).toContain('change-passport');
  });

  it('shows no paid action to an agent without EXPORT_TICKET, and the applicable ones to an issuer', () => {
    const issued = booking('VJ', { status: 'EXPORT' });
    expect(editActionsFor(issued, AGENT).filter((entry) => entry.isPaid)).toEqual([]);
    expect(
      editActionsFor(issued, ISSUER)
        .filter((entry) => entry.isPaid)
        .map((entry) => entry.action),
    ).toEqual([
      'buy-luggage',
      'refund-ticket',
      'exchange-route',
      'buy-seat',
      'buy-ancillary',
      'add-infant-vj',
      'process-price',
    ]);
  });

  it("shows nothing on a sub-agency's booking seen from above, whatever the permissions", () => {
    const above = booking('1A', { isOwnAgency: false });
    expect(menu(above, DEFAULT_ROLE_PERMISSIONS.admin_f1)).toEqual([]);
    expect(menu(above, ISSUER)).toEqual([]);
    expect(canStartEdit('add-remark', above, ISSUER)).toBe(false);
  });

  it('shows nothing on a booking that is neither held nor issued', () => {
    for (const status of ['LOADING', 'ISSUING', 'CANCEL', 'VOID', 'REFUNDED', 'FAILED']) {
      expect(menu(booking('1A', { status }), ISSUER), status).toEqual([]);
    }
  });

  it('keeps held-only actions off a ticketed booking and offers the issued-only ones and upgrade-luggage', () => {
    const issued = menu(booking('VU', { status: 'EXPORT' }));
    expect(issued).not.toContain('add-infant');
    expect(issued).toContain('upgrade-luggage');
    expect(menu(booking('1A', { status: 'EXPORT' }), ISSUER)).not.toContain('upgrade-luggage');
    expect(issued).toContain('remove-checkIn');
    expect(menu(booking('VU'))).not.toContain('remove-checkIn');
  });

  it('answers canStartEdit like the menu', () => {
    expect(canStartEdit('add-sk', booking('1G'), AGENT)).toBe(true);
    expect(canStartEdit('add-sk', booking('VU'), AGENT)).toBe(false);
    expect(canStartEdit('buy-seat', booking('1G'), AGENT)).toBe(false);
    expect(canStartEdit('buy-seat', booking('1G'), ISSUER)).toBe(true);
  });
});
