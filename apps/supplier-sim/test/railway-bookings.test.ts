// Railway bookings over HTTP: passenger rules, discounts per passenger type, the time limit and its expiry, clientRef
// idempotency, cancel, and payment (issue) with PRICE_CHANGED, repeats and a lost reply.
import { ZRailwayBooking } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { discountOf } from '../src/railway/railway-passengers.js';
import {
  adult,
  bookingAction,
  call,
  freeSeats,
  hold,
  lock,
  railClock,
  seatMap,
  startRailSimulator,
  type TRailClock,
  type TTicketInput,
} from './railway-support.js';

let simulator: TRunningSimulator;
let clock: TRailClock;
beforeEach(async () => {
  clock = railClock();
  simulator = await startRailSimulator(clock);
});
afterEach(async () => simulator.close());

const JOURNEY = { runId: 'SE3-2026-12-01', from: 'HNO', to: 'DNA', carriageNo: '1' };

async function lockSeats(count: number, journey = JOURNEY) {
  const seats = await freeSeats(simulator, { ...journey, count });
  const locks = [];
  for (const seat of seats) locks.push((await lock(simulator, { ...journey, seatId: seat.seatId })).json);
  return locks;
}

const typed = (ticketId: string, passengerType: number, extra: Partial<TTicketInput> = {}): TTicketInput => ({
  ...adult(ticketId, passengerType),
  ...extra,
});

describe('passenger rules', () => {
  it('refuses a child without its adult, a child naming a child, an adult naming an adult (400 INVALID_PASSENGER)', async () => {
    const [a, b] = await lockSeats(2);
    const cases: TTicketInput[][] = [
      [typed(a!.ticketId, 1), typed(b!.ticketId, 2)],
      [typed(a!.ticketId, 7), typed(b!.ticketId, 2, { adultTicketId: a!.ticketId })],
      [typed(a!.ticketId, 1), typed(b!.ticketId, 1, { adultTicketId: a!.ticketId })],
      [typed(a!.ticketId, 1), typed(b!.ticketId, 2, { adultTicketId: 'VT000000999' })],
      [
        typed(a!.ticketId, 1),
        typed(b!.ticketId, 2, {
          adultTicketId: a!.ticketId,
          passenger: { fullName: 'Bé', idNumber: '123456', passengerType: 2, birthDate: '2012-01-01' },
        }),
      ],
      [
        typed(a!.ticketId, 13, {
          passenger: { fullName: 'Ông', idNumber: '123456', passengerType: 13, birthDate: '1980-01-01' },
        }),
      ],
    ];
    for (const [index, tickets] of cases.entries()) {
      const refused = await hold(simulator, { clientRef: `bad-${index}`, tickets });
      expect([index, refused.status, refused.json.error]).toEqual([index, 400, 'INVALID_PASSENGER']);
    }
  });

  it('refuses an infant on a child, two infants on one adult, and an infant of 6 or more', async () => {
    const [a, b] = await lockSeats(2);
    const tickets = [typed(a!.ticketId, 1), typed(b!.ticketId, 2, { adultTicketId: a!.ticketId })];
    const infant = (adultTicketId: string, birthDate = '2024-05-01') => ({
      fullName: 'Bé Na',
      birthDate,
      adultTicketId,
    });
    for (const [index, infants] of [
      [infant(b!.ticketId)],
      [infant(a!.ticketId), infant(a!.ticketId)],
      [infant(a!.ticketId, '2020-11-30')],
    ].entries()) {
      const refused = await hold(simulator, { clientRef: `infant-${index}`, tickets, infants });
      expect([index, refused.json.error]).toEqual([index, 'INVALID_PASSENGER']);
    }
    const fine = await hold(simulator, {
      clientRef: 'infant-ok',
      tickets,
      infants: [infant(a!.ticketId, '2020-12-02')],
    });
    expect(fine.status).toBe(201);
    expect(fine.json.tickets[0]?.infants).toEqual([{ fullName: 'Bé Na', birthDate: '2020-12-02' }]);
  });

  it("refuses another account's lock, an unknown one and a ticket named twice", async () => {
    const [a] = await lockSeats(1);
    const other = await hold(simulator, { clientRef: 'x', tickets: [adult(a!.ticketId)], account: 'someone-else' });
    expect([other.status, other.json.error]).toEqual([409, 'LOCK_NOT_FOUND']);
    expect((await hold(simulator, { clientRef: 'y', tickets: [adult('VT123')] })).json.error).toBe('LOCK_NOT_FOUND');
    const twice = await hold(simulator, { clientRef: 'z', tickets: [adult(a!.ticketId), adult(a!.ticketId)] });
    expect(twice.status).toBe(400);
  });
});

describe('discounts and amounts', () => {
  it('takes each type its percentage off the fare without insurance, half up to whole thousands', async () => {
    expect(discountOf(801, 1, 2)).toBe(200);
    expect(discountOf(1736, 1, 12)).toBe(174);
    expect(discountOf(1736, 1, 13)).toBe(260);
    expect(discountOf(1736, 1, 6)).toBe(0);
    const locks = await lockSeats(6);
    const [l1, l2, l3, l4, l5, l6] = locks.map((item) => item!.ticketId) as string[];
    const tickets = [
      typed(l1!, 1),
      typed(l2!, 2, { adultTicketId: l1 }),
      typed(l3!, 12),
      typed(l4!, 13),
      typed(l5!, 6),
      typed(l6!, 7, { adultTicketId: l5 }),
    ];
    const held = await hold(simulator, { clientRef: 'mix', tickets });
    expect(held.status).toBe(201);
    const booking = ZRailwayBooking.parse(held.json);
    const percent = [100, 75, 90, 85, 100, 75];
    booking.tickets.forEach((ticket, index) => {
      const fare = locks[index]!.seat.fare;
      const expected = Math.floor(((fare - 1) * (100 - (percent[index] ?? 100)) + 50) / 100);
      expect([ticket.fare, ticket.insurance, ticket.discount, ticket.amount]).toEqual([
        fare,
        1,
        expected,
        fare - expected,
      ]);
    });
    expect(booking.tickets[1]?.adultTicketId).toBe(l1);
    expect(booking.total).toBe(booking.tickets.reduce((sum, ticket) => sum + ticket.amount, 0));
  });
});

describe('time limit, expiry and cancel', () => {
  it('holds for 20 minutes; at the limit the booking is EXPIRED and its seats free again', async () => {
    const [a] = await lockSeats(1);
    const held = await hold(simulator, { clientRef: 'exp', tickets: [adult(a!.ticketId)] });
    expect(held.json).toMatchObject({ status: 'HOLD', timeLimit: '2026-11-21T10:20:00+07:00' });
    const seatId = a!.seat.seatId;
    const statusNow = async () => (await seatMap(simulator, JOURNEY)).seats.find((s) => s.seatId === seatId)?.status;
    clock.advance(20 * 60_000 - 1_000);
    expect(await statusNow()).toBe(2);
    clock.advance(1_000);
    expect(await statusNow()).toBe(3);
    const look = await call(simulator, 'GET', {
      path: `/railway/bookings/${held.json.bookingCode}?account=agency-rail`,
    });
    expect(look.json).toMatchObject({ status: 'EXPIRED', total: 0 });
    expect((look.json.tickets as Array<{ status: string }>)[0]?.status).toBe('CANCELLED');
    const pay = await bookingAction(simulator, held.json.bookingCode, { action: 'pay', body: { expectedTotal: 0 } });
    expect([pay.status, pay.json.error]).toEqual([409, 'TIME_LIMIT_EXPIRED']);
  });

  it('never holds past 1 h before departure', async () => {
    clock.set(new Date(Date.parse('2026-12-01T19:25:00+07:00') - 70 * 60_000));
    const [a] = await lockSeats(1);
    const held = await hold(simulator, { clientRef: 'near', tickets: [adult(a!.ticketId)] });
    expect(held.json.timeLimit).toBe('2026-12-01T18:25:00+07:00');
  });

  it('cancels a hold (seats free), answers a repeat as it is, and hides bookings from other accounts', async () => {
    const [a] = await lockSeats(1);
    const held = await hold(simulator, { clientRef: 'cancel', tickets: [adult(a!.ticketId)] });
    const cancelled = await bookingAction(simulator, held.json.bookingCode, { action: 'cancel' });
    expect(cancelled.json).toMatchObject({ status: 'CANCELLED', total: 0 });
    expect((await bookingAction(simulator, held.json.bookingCode, { action: 'cancel' })).status).toBe(200);
    expect((await seatMap(simulator, JOURNEY)).seats.find((s) => s.seatId === a!.seat.seatId)?.status).toBe(3);
    const other = await call(simulator, 'GET', { path: `/railway/bookings/${held.json.bookingCode}?account=intruder` });
    expect([other.status, other.json.error]).toEqual([404, 'BOOKING_NOT_FOUND']);
  });
});

describe('payment', () => {
  it('refuses a different total (PRICE_CHANGED), issues for the exact one, answers repeats and the clientRef alike', async () => {
    const [a, b] = await lockSeats(2);
    const tickets = [adult(a!.ticketId), adult(b!.ticketId)];
    const held = await hold(simulator, { clientRef: 'pay-1', tickets });
    const code = held.json.bookingCode;
    const wrong = await bookingAction(simulator, code, { action: 'pay', body: { expectedTotal: held.json.total - 1 } });
    expect([wrong.status, wrong.json.error]).toEqual([409, 'PRICE_CHANGED']);
    const paid = await bookingAction(simulator, code, { action: 'pay', body: { expectedTotal: held.json.total } });
    expect(paid.status).toBe(200);
    const booking = ZRailwayBooking.parse(paid.json);
    expect(booking.status).toBe('ISSUED');
    expect(booking.issuedAt).toBe('2026-11-21T10:00:00+07:00');
    for (const ticket of booking.tickets) {
      expect(ticket.status).toBe('ISSUED');
      expect(ticket.ticketNumber).toMatch(/^\d{13}$/);
      expect(ticket.boardingCode).toBe(
        `VNR|${ticket.ticketNumber}|SE3|20261201|${ticket.carriageNo}|${ticket.seat.number}`,
      );
    }
    expect(new Set(booking.tickets.map((ticket) => ticket.ticketNumber)).size).toBe(2);
    const repeat = await bookingAction(simulator, code, { action: 'pay', body: { expectedTotal: held.json.total } });
    expect(repeat.json).toEqual(paid.json);
    const again = await hold(simulator, { clientRef: 'pay-1', tickets });
    expect([again.status, again.json.bookingCode, again.json.status]).toEqual([200, code, 'ISSUED']);
  });

  it('a lost issue reply: the caller sees no answer, yet a retrieve shows the booking issued', async () => {
    await simulator.close();
    simulator = await startRailSimulator(clock, { faults: { VNR: { latencyMs: [0, 0], issueReplyLostRate: 1 } } });
    const [a] = await lockSeats(1);
    const held = await hold(simulator, { clientRef: 'lost', tickets: [adult(a!.ticketId)] });
    const controller = new AbortController();
    const pending = fetch(`${simulator.url}/railway/bookings/${held.json.bookingCode}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'agency-rail', expectedTotal: held.json.total }),
      signal: controller.signal,
    }).then(
      () => 'answered',
      () => 'aborted',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    controller.abort();
    expect(await pending).toBe('aborted');
    const look = await call(simulator, 'GET', {
      path: `/railway/bookings/${held.json.bookingCode}?account=agency-rail`,
    });
    expect(look.json.status).toBe('ISSUED');
  });
});
