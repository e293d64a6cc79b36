// refund-ticket on the simulator: coupons refunded by fare rule (penalty by timing, none for infants), the adult's
// infant with it, seats back, then the rest → REFUNDED; Vietjet's credit shell; non-refundable fares refused.
import type { TSupplierBooking } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { action, adult, infant, retrieve, seatsShown, useBookingSimulator } from './booking-support.js';
import { buyOk, paidCall, paidRefused, quoteOk } from './paid-support.js';
import { allOf, amounts, departureOf, ticketedIn } from './paid-reissue-support.js';
import { NOW } from './support.js';

const { simulator, clock } = useBookingSimulator();
afterEach(() => clock.set(NOW));

const current = async (pnr: string, system = 'VN') =>
  (await retrieve(simulator, system, pnr)).json as unknown as TSupplierBooking;

describe('refund-ticket', () => {
  it('refunds one flight for an adult and its infant, then the rest: the PNR becomes REFUNDED', async () => {
    const { booking, picked } = await ticketedIn(simulator, 'VN', {
      family: 'Economy Classic',
      roundTrip: true,
      overrides: { passengers: [adult(1), infant(1)] },
    });
    const [out, back] = booking.flights;
    if (!out || !back) throw new Error('two flights expected');
    const first = { action: 'refund-ticket', paxIds: ['ADT-1'], flightKeys: [out.key] } as const;
    const quoted = await quoteOk(simulator, 'VN', booking.pnr, { ...first, paxIds: ['ADT-1'], flightKeys: [out.key] });
    expect(amounts(quoted.quote.lines)).toEqual([
      ['REFUND', 'ADT-1', -allOf(out.netPrices.ADT)],
      ['PENALTY', 'ADT-1', 600_000],
      ['REFUND', 'INF-1', -allOf(out.netPrices.INF)],
      ['PENALTY', 'INF-1', 0],
    ]);
    expect(quoted.quote.refundForm).toBe('DEPOSIT');
    const seatsBefore = await seatsShown(simulator, 'VN', picked[0] as never);
    const done = await buyOk(simulator, 'VN', booking.pnr, { ...first, paxIds: ['ADT-1'], flightKeys: [out.key] });
    expect(done.booking.status).toBe('TICKETED');
    expect(done.booking.refundedCoupons?.map((coupon) => [coupon.paxId, coupon.flightKey])).toEqual([
      ['ADT-1', out.key],
      ['INF-1', out.key],
    ]);
    expect(await seatsShown(simulator, 'VN', picked[0] as never)).toBe((seatsBefore ?? 0) + 1);
    const whole = await action(simulator, 'VN', booking.pnr, 'refund-quote');
    expect([whole.status, whole.json.error]).toEqual([409, 'INVALID_STATE']);

    const rest = await buyOk(simulator, 'VN', booking.pnr, { action: 'refund-ticket' });
    expect(amounts(rest.quote.lines)).toEqual([
      ['REFUND', 'ADT-1', -allOf(back.netPrices.ADT)],
      ['PENALTY', 'ADT-1', 600_000],
      ['REFUND', 'INF-1', -allOf(back.netPrices.INF)],
      ['PENALTY', 'INF-1', 0],
    ]);
    const kept = await current(booking.pnr);
    const paid =
      allOf(out.netPrices.ADT) + allOf(out.netPrices.INF) + allOf(back.netPrices.ADT) + allOf(back.netPrices.INF);
    expect(kept.status).toBe('REFUNDED');
    expect(kept.refund).toMatchObject({ penalty: 1_200_000, refundedAmount: paid - 1_200_000 });
    expect(kept.flights.flatMap((flight) => flight.segments.map((segment) => segment.status))).toEqual(['XX', 'XX']);
    const again = await paidRefused(simulator, 'VN', booking.pnr, { action: 'refund-ticket' });
    expect([again.status, again.error]).toEqual([409, 'INVALID_STATE']);
  });

  it('charges half as much again under 24 hours and the no-show fee after departure', async () => {
    const { booking } = await ticketedIn(simulator, 'VN', { family: 'Economy Classic' });
    const change = { action: 'refund-ticket' } as const;
    clock.set(new Date(departureOf(booking).getTime() - 12 * 3_600_000));
    const late = await quoteOk(simulator, 'VN', booking.pnr, change);
    expect(late.quote.lines.find((line) => line.kind === 'PENALTY')?.amount).toBe(900_000);
    clock.set(new Date(departureOf(booking).getTime() + 3_600_000));
    const noShow = await quoteOk(simulator, 'VN', booking.pnr, change);
    expect(noShow.quote.lines.find((line) => line.kind === 'PENALTY')?.amount).toBe(1_400_000);
  });

  it('refunds Vietjet SkyBoss as a credit shell in the passenger name, valid a year', async () => {
    const { booking } = await ticketedIn(simulator, 'VJ', { family: 'SkyBoss' });
    const flight = booking.flights[0];
    const done = await buyOk(simulator, 'VJ', booking.pnr, { action: 'refund-ticket' });
    const credit = allOf(flight?.netPrices.ADT) - 300_000;
    expect(done.quote).toMatchObject({ total: -credit, refundForm: 'CREDIT_SHELL' });
    const shell = done.documents?.find((document) => document.kind === 'CREDIT_SHELL');
    expect(shell).toMatchObject({ paxId: 'ADT-1', amount: credit });
    const kept = await current(booking.pnr, 'VJ');
    expect(kept.credits).toEqual([
      {
        number: shell?.number,
        paxId: 'ADT-1',
        name: 'NGUYEN/VAN DUC',
        amount: credit,
        expiresAt: '2027-11-21T10:00:00+07:00',
      },
    ]);
    expect(kept.status).toBe('REFUNDED');
  });

  it('refuses a non-refundable fare (Vietjet Eco) with CHANGE_NOT_ALLOWED and replays a commit by clientRef', async () => {
    const { booking } = await ticketedIn(simulator, 'VJ', { family: 'Eco' });
    const refusal = await paidRefused(simulator, 'VJ', booking.pnr, { action: 'refund-ticket' });
    expect([refusal.status, refusal.error]).toEqual([409, 'CHANGE_NOT_ALLOWED']);
    expect(refusal.message).toContain('non-refundable');

    const classic = (await ticketedIn(simulator, 'VN', { family: 'Economy Classic' })).booking;
    const change = { action: 'refund-ticket' } as const;
    const quoted = await quoteOk(simulator, 'VN', classic.pnr, change);
    const options = { clientRef: 'refund-once', quoteId: quoted.quote.quoteId };
    const first = await paidCall(simulator, 'VN', classic.pnr, change, options);
    const replay = await paidCall(simulator, 'VN', classic.pnr, change, options);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.json).toEqual(first.json);
    expect((await current(classic.pnr)).paidChanges).toHaveLength(1);
  });
});
