// Edits and the PNR's state and seats: closed PNRs refuse with their code, seats follow routes, a quote keeps nothing, a full class stays waitlisted.
import { describe, expect, it } from 'vitest';
import { action, adult, retrieve, seatsShown, useBookingSimulator } from './booking-support.js';
import { editOk, editRefused, fareOn, held, heldAbroad, inject } from './edit-support.js';
import { NOW } from './support.js';

const { clock, simulator } = useBookingSimulator();
const remark = { action: 'add-remark', kind: 'GENERAL', text: 'LATE' } as const;

describe('closed PNRs', () => {
  it('refuses an edit on a cancelled PNR (PNR_CANCELLED) and on a hold past its time limit (TIME_LIMIT_EXPIRED)', async () => {
    const cancelled = await held(simulator, 'VU');
    await action(simulator, 'VU', cancelled.pnr, 'cancel');
    expect((await editRefused(simulator, 'VU', cancelled.pnr, remark)).error).toBe('PNR_CANCELLED');
    const expiring = await held(simulator, 'QH');
    clock.advance(2 * 60 * 60_000);
    try {
      expect((await editRefused(simulator, 'QH', expiring.pnr, remark)).error).toBe('TIME_LIMIT_EXPIRED');
    } finally {
      clock.set(NOW);
    }
  });

  it('answers 404 for an unknown PNR or another system, 400 for an unknown action', async () => {
    const booking = await held(simulator, 'VN');
    expect((await editRefused(simulator, 'VJ', booking.pnr, remark)).status).toBe(404);
    expect((await editRefused(simulator, 'VN', 'ZZZZZZ', remark)).status).toBe(404);
    const unknown = await editRefused(simulator, 'VN', booking.pnr, { action: 'buy-seat' });
    expect(unknown.json).toMatchObject({ error: 'BAD_REQUEST', fields: [{ field: 'edit.action' }] });
  });
});

describe('seats', () => {
  it('takes seats for an added flight on commit only, and gives them back when the flight is removed', async () => {
    const booking = await held(simulator, 'VN', { passengers: [adult(1), adult(2)] });
    const back = await fareOn(simulator, 'VN', { from: 'SGN', to: 'HAN', date: '2026-12-22' });
    const before = await seatsShown(simulator, 'VN', back);
    const flight = { key: back.flight.key, fareClass: back.fare.fareClass };
    await editOk(simulator, 'VN', booking.pnr, { action: 'add-route', flight }, { mode: 'quote' });
    expect(await seatsShown(simulator, 'VN', back)).toBe(before);
    await editOk(simulator, 'VN', booking.pnr, { action: 'add-route', flight });
    expect(await seatsShown(simulator, 'VN', back)).toBe((before ?? 0) - 2);
    await editOk(simulator, 'VN', booking.pnr, { action: 'remove-route', flightKey: back.flight.key });
    expect(await seatsShown(simulator, 'VN', back)).toBe(before);
  });

  it('keeps a waitlisted (HL) segment when its class has no seats left', async () => {
    const booking = await heldAbroad(simulator, '1B');
    const first = booking.flights[0];
    if (!first) throw new Error('no flight');
    await inject(simulator, booking.pnr, 'segment-status', { flightKey: first.key, status: 'HL' });
    simulator.seats.decrement(first.key, first.fareClass, 500);
    try {
      const refusal = await editRefused(simulator, '1B', booking.pnr, {
        action: 'change-route-status',
        flightKey: first.key,
      });
      expect(refusal.message).toContain('still waitlisted');
    } finally {
      simulator.seats.release(first.key, first.fareClass, 500);
    }
  });
});

describe('quote', () => {
  it('answers a split with a new PNR that is not kept, and changes nothing', async () => {
    const booking = await held(simulator, 'VJ', { passengers: [adult(1), adult(2)] });
    const quote = await editOk(
      simulator,
      'VJ',
      booking.pnr,
      { action: 'split-passenger', paxIds: ['ADT-2'] },
      { mode: 'quote' },
    );
    expect(quote.splitBooking?.passengers.map((passenger) => passenger.id)).toEqual(['ADT-2']);
    expect((await retrieve(simulator, 'VJ', quote.splitBooking?.pnr ?? '')).status).toBe(404);
    expect((await retrieve(simulator, 'VJ', booking.pnr)).json).toEqual(booking);
  });
});
