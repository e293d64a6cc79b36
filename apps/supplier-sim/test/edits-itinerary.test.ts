// Itinerary edits: an injected schedule change accepted with submit-sc, HL/KK confirmed, ARNK between non-connecting flights, split rules.
import { describe, expect, it } from 'vitest';
import { action, adult, child, infant, retrieve, useBookingSimulator } from './booking-support.js';
import { editOk, editRefused, fareOn, held, heldAbroad, inject, ticketed } from './edit-support.js';

const { simulator } = useBookingSimulator();

describe('schedule changes', () => {
  it('shows the changed segment TK with the old one UN, refuses HK by route status, and submit-sc accepts it', async () => {
    const booking = await ticketed(simulator, 'VN');
    const segment = booking.flights[0]?.segments[0];
    const injected = await inject(simulator, booking.pnr, 'schedule-change', { shiftMinutes: 90 });
    expect(injected.status).toBe(200);
    const changed = (await retrieve(simulator, 'VN', booking.pnr)).json as typeof booking;
    const moved = changed.flights[0]?.segments[0];
    expect(moved?.status).toBe('TK');
    expect(Date.parse(moved?.departDateTime ?? '') - Date.parse(segment?.departDateTime ?? '')).toBe(90 * 60_000);
    expect(moved?.departDateTime.slice(-6)).toBe('+07:00');
    expect(changed.scheduleChange?.segments[0]?.old).toMatchObject({
      status: 'UN',
      departDateTime: segment?.departDateTime,
    });
    const flightKey = booking.flights[0]?.key ?? '';
    const byStatus = await editRefused(simulator, 'VN', booking.pnr, { action: 'change-route-status', flightKey });
    expect(byStatus.message).toContain('submit-sc');
    const accepted = await editOk(simulator, 'VN', booking.pnr, { action: 'submit-sc' });
    expect(accepted.booking.flights[0]?.segments[0]).toMatchObject({
      status: 'HK',
      departDateTime: moved?.departDateTime,
    });
    expect(accepted.booking.scheduleChange).toBeUndefined();
    expect((await editRefused(simulator, 'VN', booking.pnr, { action: 'submit-sc' })).error).toBe('EDIT_REFUSED');
  });

  it('is injected only on a held or ticketed PNR', async () => {
    const booking = await held(simulator, 'VJ');
    await action(simulator, 'VJ', booking.pnr, 'cancel');
    const refusal = await inject(simulator, booking.pnr, 'schedule-change', { shiftMinutes: -30 });
    expect([refusal.status, refusal.json.error]).toEqual([409, 'INVALID_STATE']);
    expect((await inject(simulator, booking.pnr, 'schedule-change', { shiftMinutes: 0 })).status).toBe(400);
  });
});

describe('segment status', () => {
  it('confirms KK and HL segments (HL when the class has seats) on a GDS, refuses when none waits', async () => {
    const booking = await heldAbroad(simulator, '1A');
    const flightKey = booking.flights[0]?.key ?? '';
    const none = await editRefused(simulator, '1A', booking.pnr, { action: 'change-route-status', flightKey });
    expect(none.error).toBe('EDIT_REFUSED');
    for (const status of ['KK', 'HL']) {
      expect((await inject(simulator, booking.pnr, 'segment-status', { flightKey, status })).status).toBe(200);
      const result = await editOk(simulator, '1A', booking.pnr, { action: 'change-route-status', flightKey });
      expect(result.booking.flights[0]?.segments.map((segment) => segment.status)).toEqual(
        booking.flights[0]?.segments.map(() => 'HK'),
      );
    }
  });
});

describe('ARNK', () => {
  it('goes between flights that do not connect, once, and not after the last flight', async () => {
    const out = await fareOn(simulator, 'VN');
    const back = await fareOn(simulator, 'VN', { from: 'DAD', to: 'HAN', date: '2026-12-20' });
    const booking = await held(simulator, 'VN', {}, [out, back]);
    const result = await editOk(simulator, 'VN', booking.pnr, { action: 'add-arunk', afterFlightKey: out.flight.key });
    expect(result.booking.arnks).toEqual([{ afterFlightKey: out.flight.key, from: 'SGN', to: 'DAD' }]);
    expect(
      (await editRefused(simulator, 'VN', booking.pnr, { action: 'add-arunk', afterFlightKey: out.flight.key })).error,
    ).toBe('EDIT_REFUSED');
    expect(
      (await editRefused(simulator, 'VN', booking.pnr, { action: 'add-arunk', afterFlightKey: back.flight.key })).error,
    ).toBe('EDIT_REFUSED');
    const vj = await held(simulator, 'VJ');
    expect(
      (await editRefused(simulator, 'VJ', vj.pnr, { action: 'add-arunk', afterFlightKey: vj.flights[0]?.key ?? '' }))
        .error,
    ).toBe('ACTION_NOT_SUPPORTED');
  });
});

describe('split-passenger', () => {
  const family = { passengers: [adult(1), adult(2), infant(1), child(1)] };

  it('moves an adult with its infant to a new PNR with their tickets and amounts; both PNRs link', async () => {
    const booking = await ticketed(simulator, 'VN', family);
    const result = await editOk(simulator, 'VN', booking.pnr, { action: 'split-passenger', paxIds: ['ADT-1'] });
    const split = result.splitBooking;
    expect(split?.passengers.map((passenger) => passenger.id)).toEqual(['ADT-1', 'INF-1']);
    expect(result.booking.passengers.map((passenger) => passenger.id)).toEqual(['ADT-2', 'CHD-1']);
    expect(split?.tickets.map((ticket) => ticket.number)).toEqual(
      booking.tickets.filter((ticket) => ['ADT-1', 'INF-1'].includes(ticket.paxId)).map((ticket) => ticket.number),
    );
    expect(split).toMatchObject({ status: 'TICKETED', splitFrom: booking.pnr });
    expect(result.booking.splitInto).toEqual([split?.pnr]);
    expect((split?.totalNet ?? 0) + result.totalAfter).toBe(booking.totalNet);
    expect((await retrieve(simulator, 'VN', split?.pnr ?? '')).json.passengers).toHaveLength(2);
  });

  it('refuses an infant without its adult and leaving nobody with a seat behind', async () => {
    const booking = await held(simulator, 'QH', family);
    const alone = await editRefused(simulator, 'QH', booking.pnr, { action: 'split-passenger', paxIds: ['INF-1'] });
    expect(alone.message).toContain('moves with its adult');
    const everyone = await editRefused(simulator, 'QH', booking.pnr, {
      action: 'split-passenger',
      paxIds: ['ADT-1', 'ADT-2', 'CHD-1'],
    });
    expect(everyone.message).toContain('at least one passenger must stay');
  });
});
