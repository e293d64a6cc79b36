// Edits that add PNR elements: OSI, SK, customer account, remarks, queues, TST, endorsements, phones and contacts, per system.
import { describe, expect, it } from 'vitest';
import { retrieve } from './booking-support.js';
import { editOk, editRefused, held, heldAbroad, ticketed } from './edit-support.js';
import { useBookingSimulator } from './booking-support.js';

const { simulator } = useBookingSimulator();

describe('full-service elements (GDS and VN)', () => {
  it('adds OSI, SK, an endorsement, a queue and a retained fare quote on 1A, kept on the PNR', async () => {
    const booking = await heldAbroad(simulator, '1A');
    await editOk(simulator, '1A', booking.pnr, { action: 'add-osi', text: 'CTCM 84912345678/VI' });
    await editOk(simulator, '1A', booking.pnr, { action: 'add-sk', keyword: 'VVIP', paxId: 'ADT-1', text: 'MINISTER' });
    await editOk(simulator, '1A', booking.pnr, { action: 'add-pax-endorsement', text: 'NONEND/NONREF' });
    await editOk(simulator, '1A', booking.pnr, { action: 'swap-queue', queue: 12, category: 3 });
    const tst = await editOk(simulator, '1A', booking.pnr, { action: 'retain-quote-tst' });
    expect(tst.booking.storedFare).toEqual({ amount: booking.totalFare, storedAt: '2026-11-21T10:00:00+07:00' });
    const now = (await retrieve(simulator, '1A', booking.pnr)).json;
    expect(now).toMatchObject({
      osi: [{ airline: booking.airline, text: 'CTCM 84912345678/VI' }],
      specialKeywords: [{ keyword: 'VVIP', paxId: 'ADT-1', text: 'MINISTER' }],
      endorsements: [{ text: 'NONEND/NONREF' }],
      queue: { office: 'SGNVN28AA', number: 12, category: 3 },
      totalNet: booking.totalNet,
    });
  });

  it('refuses OSI, SK, queues, TST and endorsements on the low-cost systems with ACTION_NOT_SUPPORTED', async () => {
    const booking = await held(simulator, 'VJ');
    for (const edit of [
      { action: 'add-osi', text: 'VIP PAX' },
      { action: 'add-sk', keyword: 'CORP' },
      { action: 'swap-queue', queue: 1 },
      { action: 'retain-quote-tst' },
      { action: 'add-pax-endorsement', text: 'NONREF' },
    ]) {
      const refusal = await editRefused(simulator, 'VJ', booking.pnr, edit);
      expect([edit.action, refusal.status, refusal.error]).toEqual([edit.action, 422, 'ACTION_NOT_SUPPORTED']);
    }
  });

  it('refuses an OSI to an airline not in the PNR, a queue outside 0–99 or category outside 0–9', async () => {
    const booking = await held(simulator, 'VN');
    expect(
      (await editRefused(simulator, 'VN', booking.pnr, { action: 'add-osi', airline: 'SQ', text: 'VIP' })).json,
    ).toMatchObject({ error: 'BAD_REQUEST', fields: [{ field: 'edit.airline' }] });
    expect((await editRefused(simulator, 'VN', booking.pnr, { action: 'swap-queue', queue: 100 })).json).toMatchObject({
      error: 'BAD_REQUEST',
      fields: [{ field: 'edit.queue' }],
    });
    expect(
      (await editRefused(simulator, 'VN', booking.pnr, { action: 'swap-queue', queue: 5, category: 10 })).json,
    ).toMatchObject({ fields: [{ field: 'edit.category' }] });
  });

  it('refuses a TST on a ticketed PNR (its tickets used it)', async () => {
    const booking = await ticketed(simulator, 'VN');
    const refusal = await editRefused(simulator, 'VN', booking.pnr, { action: 'retain-quote-tst' });
    expect([refusal.status, refusal.error]).toEqual([422, 'EDIT_REFUSED']);
  });
});

describe('remarks', () => {
  it('takes general, confidential and itinerary remarks on every system', async () => {
    const booking = await held(simulator, 'QH');
    await editOk(simulator, 'QH', booking.pnr, { action: 'add-remark', kind: 'GENERAL', text: 'PAX PREFERS AISLE' });
    const result = await editOk(simulator, 'QH', booking.pnr, {
      action: 'add-remark',
      kind: 'ITINERARY',
      text: 'CHECK IN 2 HOURS BEFORE (T1)',
    });
    expect(result.booking.remarks).toEqual([
      { kind: 'GENERAL', text: 'PAX PREFERS AISLE' },
      { kind: 'ITINERARY', text: 'CHECK IN 2 HOURS BEFORE (T1)' },
    ]);
  });

  it('refuses lower case, accents, one character or more than 250', async () => {
    const booking = await held(simulator, 'VN');
    for (const text of ['pax prefers aisle', 'KHÁCH VIP', 'A', 'A'.repeat(251), 'VIP #1']) {
      const refusal = await editRefused(simulator, 'VN', booking.pnr, { action: 'add-remark', kind: 'GENERAL', text });
      expect([text, refusal.status, refusal.json.fields]).toEqual([
        text,
        400,
        [expect.objectContaining({ field: 'edit.text' })],
      ]);
    }
  });
});

describe('customer account and contacts', () => {
  it('keeps one customer account (a new one replaces it) on any system', async () => {
    const booking = await held(simulator, 'VU');
    await editOk(simulator, 'VU', booking.pnr, { action: 'add-ca', code: 'CORP001', name: 'VINAMILK' });
    const result = await editOk(simulator, 'VU', booking.pnr, { action: 'add-ca', code: 'CORP002' });
    expect(result.booking.customerAccount).toEqual({ code: 'CORP002' });
  });

  it('replaces the main phone, adds extra phones and emails, renames the contact', async () => {
    const booking = await held(simulator, 'VN');
    await editOk(simulator, 'VN', booking.pnr, { action: 'edit-phone', phone: '0987654321' });
    await editOk(simulator, 'VN', booking.pnr, { action: 'edit-phone', phone: '0911222333', isPrimary: false });
    const result = await editOk(simulator, 'VN', booking.pnr, {
      action: 'change-contact',
      name: 'TRAN THI MAI',
      extraEmail: 'mai@example.vn',
    });
    expect(result.booking.contact).toMatchObject({
      name: 'TRAN THI MAI',
      phone: '0987654321',
      email: 'duc@example.vn',
    });
    expect(result.booking.extraContacts).toEqual({ phones: ['0911222333'], emails: ['mai@example.vn'] });
    const again = await editRefused(simulator, 'VN', booking.pnr, {
      action: 'edit-phone',
      phone: '0911222333',
      isPrimary: false,
    });
    expect(again.json).toMatchObject({ error: 'BAD_REQUEST', fields: [{ field: 'edit.phone' }] });
    const badPhone = await editRefused(simulator, 'VN', booking.pnr, { action: 'edit-phone', phone: '12ab' });
    expect(badPhone.status).toBe(400);
  });
});
