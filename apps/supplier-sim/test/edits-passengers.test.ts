// Passenger edits per system: loyalty, birth date and ID, passports abroad only, Bamboo's birth date, name corrections, SSRs, check-in.
import { describe, expect, it } from 'vitest';
import type { TSupplierBooking } from '@portal/contracts';
import { adult, child, passport, retrieve, useBookingSimulator } from './booking-support.js';
import { editOk, editRefused, fareOn, held, heldAbroad, inject, ticketed } from './edit-support.js';

const { simulator } = useBookingSimulator();

describe('loyalty, identity and passports', () => {
  it('sets and removes a loyalty number on every system', async () => {
    const booking = await held(simulator, 'QH');
    const set = await editOk(simulator, 'QH', booking.pnr, {
      action: 'change-loyalty',
      paxId: 'ADT-1',
      loyaltyNumber: 'BAMBOO123',
    });
    expect(set.booking.passengers[0]?.loyaltyNumber).toBe('BAMBOO123');
    const removed = await editOk(simulator, 'QH', booking.pnr, {
      action: 'change-loyalty',
      paxId: 'ADT-1',
      loyaltyNumber: null,
    });
    expect(removed.booking.passengers[0]?.loyaltyNumber).toBeUndefined();
  });

  it('adds a birth date (SSR CHLD for a child), ID and nationality; refuses a date that changes the type', async () => {
    const booking = await held(simulator, 'VN', { passengers: [adult(1), child(1)] });
    const result = await editOk(simulator, 'VN', booking.pnr, {
      action: 'add-info-passenger',
      paxId: 'CHD-1',
      birthDate: '2019-04-02',
      idNumber: '001219000123',
      nationality: 'VNM',
    });
    expect(result.booking.passengers[1]).toMatchObject({
      birthDate: '2019-04-02',
      idNumber: '001219000123',
      nationality: 'VNM',
      ssrs: [{ code: 'CHLD', text: '2019-04-02' }],
    });
    const adultNow = await editRefused(simulator, 'VN', booking.pnr, {
      action: 'add-info-passenger',
      paxId: 'CHD-1',
      birthDate: '2010-01-01',
    });
    expect([adultNow.status, adultNow.error]).toEqual([422, 'EDIT_REFUSED']);
    const nothing = await editRefused(simulator, 'VN', booking.pnr, { action: 'add-info-passenger', paxId: 'ADT-1' });
    expect(nothing.json).toMatchObject({ error: 'BAD_REQUEST', fields: [{ field: 'edit.birthDate' }] });
    const nobody = await editRefused(simulator, 'VN', booking.pnr, {
      action: 'add-info-passenger',
      paxId: 'ADT-5',
      nationality: 'VNM',
    });
    expect(nobody.json).toMatchObject({ error: 'BAD_REQUEST', fields: [{ field: 'edit.paxId' }] });
  });

  it('takes a passport on an international itinerary only, valid after the last flight', async () => {
    const abroad = await heldAbroad(simulator, '1G');
    const renewed = { ...passport, number: 'C7654321', expiryDate: '2035-06-30' };
    const result = await editOk(simulator, '1G', abroad.pnr, {
      action: 'change-passport',
      paxId: 'ADT-1',
      passport: renewed,
    });
    expect(result.booking.passengers[0]?.passport).toEqual(renewed);
    const expiring = await editRefused(simulator, '1G', abroad.pnr, {
      action: 'change-passport',
      paxId: 'ADT-1',
      passport: { ...renewed, expiryDate: '2026-12-10' },
    });
    expect(expiring.json).toMatchObject({ fields: [{ field: 'edit.passport.expiryDate' }] });
    const domestic = await held(simulator, 'VN');
    const refusal = await editRefused(simulator, 'VN', domestic.pnr, {
      action: 'change-passport',
      paxId: 'ADT-1',
      passport: renewed,
    });
    expect([refusal.status, refusal.error]).toEqual([422, 'EDIT_REFUSED']);
  });
});

describe("Bamboo's birth date", () => {
  it('corrects a birth date on QH only, free, keeping the passenger type', async () => {
    const booking = await ticketed(simulator, 'QH');
    const result = await editOk(simulator, 'QH', booking.pnr, {
      action: 'change-birthday-qh',
      paxId: 'ADT-1',
      birthDate: '1991-06-21',
    });
    expect(result.booking.passengers[0]?.birthDate).toBe('1991-06-21');
    expect(result.totalAfter).toBe(result.totalBefore);
    const other = await held(simulator, 'VJ');
    const refusal = await editRefused(simulator, 'VJ', other.pnr, {
      action: 'change-birthday-qh',
      paxId: 'ADT-1',
      birthDate: '1991-06-21',
    });
    expect([refusal.status, refusal.error]).toEqual([422, 'ACTION_NOT_SUPPORTED']);
  });
});

describe('name corrections', () => {
  it('Bamboo refuses every name change', async () => {
    const booking = await held(simulator, 'QH');
    const refusal = await editRefused(simulator, 'QH', booking.pnr, {
      action: 'change-passenger-info',
      paxId: 'ADT-1',
      lastName: 'NGUYEN',
    });
    expect(refusal).toMatchObject({ status: 422, error: 'ACTION_NOT_SUPPORTED' });
    expect(refusal.message).toContain('does not allow name changes');
  });

  it('VN corrects up to three letters free, refuses a new name, refuses a ticketed PNR (reissue)', async () => {
    const booking = await held(simulator, 'VN');
    const result = await editOk(simulator, 'VN', booking.pnr, {
      action: 'change-passenger-info',
      paxId: 'ADT-1',
      firstName: 'VAN DUCK',
    });
    expect(result.booking.passengers[0]).toMatchObject({ lastName: 'NGUYEN', firstName: 'VAN DUCK' });
    expect(result.totalAfter).toBe(booking.totalNet);
    const renamed = await editRefused(simulator, 'VN', booking.pnr, {
      action: 'change-passenger-info',
      paxId: 'ADT-1',
      lastName: 'PHAM',
      firstName: 'MINH',
    });
    expect(renamed.error).toBe('EDIT_REFUSED');
    const issued = await ticketed(simulator, 'VN');
    const corrected = await editOk(simulator, 'VN', issued.pnr, {
      action: 'change-passenger-info',
      paxId: 'ADT-1',
      firstName: 'VAN DUCK',
    });
    expect(corrected.booking).toMatchObject({ status: 'TICKETED', totalNet: issued.totalNet });
    expect(corrected.booking.passengers[0]?.firstName).toBe('VAN DUCK');
  });

  it('VJ changes a name on Deluxe for a fee per flight, and refuses it on Eco', async () => {
    const deluxe = await held(simulator, 'VJ', {}, await fareOn(simulator, 'VJ', undefined, 'Deluxe'));
    const quote = await editOk(
      simulator,
      'VJ',
      deluxe.pnr,
      { action: 'change-passenger-info', paxId: 'ADT-1', lastName: 'PHAM', firstName: 'MINH' },
      { mode: 'quote' },
    );
    expect(quote.totalAfter - quote.totalBefore).toBe(350_000);
    expect(quote.booking.paxAmounts[0]?.fees).toBe(350_000);
    const issued = await ticketed(simulator, 'VJ', {}, await fareOn(simulator, 'VJ', undefined, 'Deluxe'));
    const edit = { action: 'change-passenger-info', paxId: 'ADT-1', lastName: 'PHAM', firstName: 'MINH' } as const;
    const feeQuoted = await editOk(simulator, 'VJ', issued.pnr, edit, { mode: 'quote' });
    expect(feeQuoted.totalAfter - feeQuoted.totalBefore).toBe(350_000);
    // Committed on the ticketed PNR, the fee is a balance due (process-price settles it: decision 050).
    const committed = await editOk(simulator, 'VJ', issued.pnr, edit);
    expect(committed.booking.balanceDue).toEqual([
      expect.objectContaining({ id: 'BD1-1', paxId: 'ADT-1', amount: 350_000 }),
    ]);
    const kept = (await retrieve(simulator, 'VJ', issued.pnr)).json as unknown as TSupplierBooking;
    expect(kept.passengers[0]?.lastName).toBe('PHAM');
    expect(kept.balanceDue?.map((entry) => entry.amount)).toEqual([350_000]);
    const eco = await held(simulator, 'VJ', {}, await fareOn(simulator, 'VJ', undefined, 'Eco'));
    const refusal = await editRefused(simulator, 'VJ', eco.pnr, {
      action: 'change-passenger-info',
      paxId: 'ADT-1',
      lastName: 'PHAM',
    });
    expect(refusal.error).toBe('EDIT_REFUSED');
    expect(refusal.message).toContain('Eco');
  });
});

describe('special services', () => {
  it('adds SSRs from the list, one meal per passenger and flight', async () => {
    const booking = await held(simulator, 'VN');
    const flightKey = booking.flights[0]?.key ?? '';
    await editOk(simulator, 'VN', booking.pnr, {
      action: 'add-services',
      services: [
        { paxId: 'ADT-1', code: 'WCHR' },
        { paxId: 'ADT-1', code: 'VGML', flightKey },
      ],
    });
    const result = await editOk(simulator, 'VN', booking.pnr, {
      action: 'add-services',
      services: [{ paxId: 'ADT-1', code: 'MOML', flightKey }],
    });
    expect(result.booking.passengers[0]?.ssrs).toEqual([{ code: 'WCHR' }, { code: 'MOML', flightKey }]);
  });

  it('refuses a code outside the list (400) and UMNR on an adult (422)', async () => {
    const booking = await held(simulator, 'VJ');
    const outsideList: Record<string, unknown> = {
      action: 'add-services',
      services: [{ paxId: 'ADT-1', code: 'XXXX' }],
    };
    const unknown = await editRefused(simulator, 'VJ', booking.pnr, outsideList);
    expect(unknown.json).toMatchObject({ error: 'BAD_REQUEST', fields: [{ field: 'edit.services.0.code' }] });
    const umnr = await editRefused(simulator, 'VJ', booking.pnr, {
      action: 'add-services',
      services: [{ paxId: 'ADT-1', code: 'UMNR' }],
    });
    expect([umnr.status, umnr.error]).toEqual([422, 'EDIT_REFUSED']);
  });
});

describe('check-in', () => {
  it('undoes a low-cost check-in the airline recorded; refuses when not checked in and on full-service systems', async () => {
    const booking = await ticketed(simulator, 'VJ');
    const flightKey = booking.flights[0]?.key ?? '';
    const notYet = await editRefused(simulator, 'VJ', booking.pnr, {
      action: 'remove-checkIn',
      paxId: 'ADT-1',
      flightKey,
    });
    expect(notYet.error).toBe('EDIT_REFUSED');
    expect((await inject(simulator, booking.pnr, 'check-in', { paxId: 'ADT-1', flightKey })).status).toBe(200);
    const result = await editOk(simulator, 'VJ', booking.pnr, { action: 'remove-checkIn', paxId: 'ADT-1', flightKey });
    expect(result.booking.passengers[0]?.checkedIn).toBeUndefined();
    const vn = await ticketed(simulator, 'VN');
    const refusal = await editRefused(simulator, 'VN', vn.pnr, {
      action: 'remove-checkIn',
      paxId: 'ADT-1',
      flightKey: vn.flights[0]?.key ?? '',
    });
    expect(refusal.error).toBe('ACTION_NOT_SUPPORTED');
  });
});
