// Refunds and changes of issued railway tickets over HTTP: the fee table at each boundary (24 h, 4 h, group 72 h and
// 24 h, Tết, the minimum fee), accepting a quote once, quote expiry, and changes to another locked seat.
import {
  ZRailwayChangeResult,
  ZRailwayRefundQuote,
  ZRailwayRefundResult,
  type TRailwayChangeQuote,
  type TRailwayRefundQuote,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { refundFee } from '../src/railway/refunds.js';
import {
  bookingAction,
  freeSeats,
  hold,
  adult,
  issuedBooking,
  lock,
  railClock,
  seatMap,
  startRailSimulator,
  type TRailClock,
} from './railway-support.js';

let simulator: TRunningSimulator;
let clock: TRailClock;
beforeEach(async () => {
  clock = railClock();
  simulator = await startRailSimulator(clock);
});
afterEach(async () => simulator.close());

const SE3 = { runId: 'SE3-2026-12-01', from: 'HNO', to: 'DNA' };
const SE3_DEPARTS = Date.parse('2026-12-01T19:25:00+07:00');
const HOUR = 3_600_000;

const quote = (code: string, ticketIds: string[]) =>
  bookingAction<TRailwayRefundQuote>(simulator, code, { action: 'refund-quote', body: { ticketIds } });

/** At `msBefore` the departure: the quote's first line's percent, or the refusal's code. */
async function percentAt(options: { code: string; ticketIds: string[]; departs: number; msBefore: number }) {
  clock.set(new Date(options.departs - options.msBefore));
  const answer = await quote(options.code, options.ticketIds);
  if (answer.status !== 200) return answer.json.error;
  return ZRailwayRefundQuote.parse(answer.json).lines[0]?.feePercent;
}

describe('refund fee table', () => {
  it('individual: 10 % from exactly 24 h, 20 % below it down to exactly 4 h, none under 4 h', async () => {
    const booking = await issuedBooking(simulator, { ...SE3, carriageNo: '8', clientRef: 'ind' });
    const at = (msBefore: number) =>
      percentAt({
        code: booking.bookingCode,
        ticketIds: [booking.tickets[0]!.ticketId],
        departs: SE3_DEPARTS,
        msBefore,
      });
    expect(await at(48 * HOUR)).toBe(10);
    expect(await at(24 * HOUR)).toBe(10);
    expect(await at(24 * HOUR - 1000)).toBe(20);
    expect(await at(4 * HOUR)).toBe(20);
    expect(await at(4 * HOUR - 1000)).toBe('REFUND_NOT_ALLOWED');
  });

  it('the fee is the percent of the amount, half up, at least 10 per ticket', async () => {
    expect(refundFee(1736, 10)).toBe(174);
    expect(refundFee(1735, 10)).toBe(174);
    expect(refundFee(57, 10)).toBe(10);
    expect(refundFee(8, 20)).toBe(8);
    const booking = await issuedBooking(simulator, {
      runId: 'HP1-2026-12-01',
      from: 'HNO',
      to: 'GLA',
      carriageNo: '1',
      clientRef: 'cheap',
    });
    const ticket = booking.tickets[0]!;
    expect(ticket.amount).toBeLessThan(100);
    const answer = ZRailwayRefundQuote.parse((await quote(booking.bookingCode, [ticket.ticketId])).json);
    expect(answer.lines[0]).toEqual({
      ticketId: ticket.ticketId,
      amount: ticket.amount,
      feePercent: 10,
      fee: 10,
      refund: ticket.amount - 10,
    });
    expect(answer.rule).toBe('INDIVIDUAL');
  });

  it('group of 11: 10 % from exactly 72 h, 20 % from exactly 24 h, none under 24 h', async () => {
    const booking = await issuedBooking(simulator, { ...SE3, carriageNo: '1', count: 11, clientRef: 'group' });
    expect(booking.tickets).toHaveLength(11);
    const ids = [booking.tickets[0]!.ticketId];
    const at = (msBefore: number) =>
      percentAt({ code: booking.bookingCode, ticketIds: ids, departs: SE3_DEPARTS, msBefore });
    expect(await at(72 * HOUR)).toBe(10);
    expect(await at(72 * HOUR - 1000)).toBe(20);
    expect(await at(24 * HOUR)).toBe(20);
    expect(await at(24 * HOUR - 1000)).toBe('REFUND_NOT_ALLOWED');
    clock.set(new Date(SE3_DEPARTS - 100 * HOUR));
    expect((await quote(booking.bookingCode, ids)).json.rule).toBe('GROUP');
  });

  it('Tết departures: 30 %, rule TET', async () => {
    const booking = await issuedBooking(simulator, {
      runId: 'SE3-2027-02-02',
      from: 'HNO',
      to: 'DNA',
      carriageNo: '8',
      clientRef: 'tet',
    });
    const answer = ZRailwayRefundQuote.parse((await quote(booking.bookingCode, [booking.tickets[0]!.ticketId])).json);
    expect(answer.rule).toBe('TET');
    expect(answer.lines[0]?.feePercent).toBe(30);
    expect(answer.lines[0]?.fee).toBe(Math.floor((booking.tickets[0]!.amount * 30 + 50) / 100));
  });

  it('refuses a held booking and an unknown ticket', async () => {
    const [seat] = await freeSeats(simulator, { ...SE3, carriageNo: '8' });
    const locked = await lock(simulator, { ...SE3, seatId: seat!.seatId });
    const held = await hold(simulator, { clientRef: 'held', tickets: [adult(locked.json.ticketId)] });
    expect((await quote(held.json.bookingCode, [locked.json.ticketId])).json.error).toBe('REFUND_NOT_ALLOWED');
    const issued = await issuedBooking(simulator, { ...SE3, carriageNo: '8', clientRef: 'other' });
    expect((await quote(issued.bookingCode, ['VT404'])).json.error).toBe('REFUND_NOT_ALLOWED');
  });
});

describe('accepting a refund', () => {
  it('refunds the quoted tickets once (a repeat answers the same), frees their seats and lowers the total', async () => {
    const booking = await issuedBooking(simulator, { ...SE3, carriageNo: '8', count: 2, clientRef: 'refund' });
    const [first, second] = booking.tickets;
    const quoted = ZRailwayRefundQuote.parse((await quote(booking.bookingCode, [first!.ticketId])).json);
    expect(quoted.expiresAt).toBe('2026-11-21T10:15:00+07:00');
    const done = await bookingAction(simulator, booking.bookingCode, {
      action: 'refund',
      body: { quoteId: quoted.quoteId },
    });
    const result = ZRailwayRefundResult.parse(done.json);
    expect(result.booking.tickets.map((ticket) => ticket.status)).toEqual(['REFUNDED', 'ISSUED']);
    expect(result.booking.total).toBe(second!.amount);
    const map = await seatMap(simulator, { ...SE3, carriageNo: '8' });
    expect(map.seats.find((seat) => seat.seatId === first!.seat.seatId)?.status).toBe(3);
    const repeat = await bookingAction(simulator, booking.bookingCode, {
      action: 'refund',
      body: { quoteId: quoted.quoteId },
    });
    expect(repeat.json).toEqual(done.json);
    expect((await quote(booking.bookingCode, [first!.ticketId])).json.error).toBe('REFUND_NOT_ALLOWED');
  });

  it('a quote expires after 15 minutes; an unknown quote is 404', async () => {
    const booking = await issuedBooking(simulator, { ...SE3, carriageNo: '8', clientRef: 'late' });
    const quoted = (await quote(booking.bookingCode, [booking.tickets[0]!.ticketId])).json;
    clock.advance(15 * 60_000);
    const late = await bookingAction(simulator, booking.bookingCode, {
      action: 'refund',
      body: { quoteId: quoted.quoteId },
    });
    expect([late.status, late.json.error]).toEqual([409, 'QUOTE_EXPIRED']);
    const unknown = await bookingAction(simulator, booking.bookingCode, { action: 'refund', body: { quoteId: 'RQ1' } });
    expect([unknown.status, unknown.json.error]).toEqual([404, 'QUOTE_NOT_FOUND']);
  });
});

describe('changes', () => {
  const SE5 = { runId: 'SE5-2026-12-03', from: 'HNO', to: 'DNA' };

  async function newLock(carriageNo: string) {
    const [seat] = await freeSeats(simulator, { ...SE5, carriageNo });
    return (await lock(simulator, { ...SE5, seatId: seat!.seatId })).json;
  }

  it('quotes 20 plus the fare difference (none when cheaper), from exactly 24 h before departure', async () => {
    const booking = await issuedBooking(simulator, { ...SE3, carriageNo: '1', clientRef: 'chg' });
    const old = booking.tickets[0]!;
    const dearer = await newLock('9');
    const up = await bookingAction<TRailwayChangeQuote>(simulator, booking.bookingCode, {
      action: 'change-quote',
      body: { ticketId: old.ticketId, newTicketId: dearer.ticketId },
    });
    expect(up.json).toMatchObject({
      oldAmount: old.amount,
      newAmount: dearer.seat.fare,
      changeFee: 20,
      fareDifference: dearer.seat.fare - old.amount,
      total: 20 + dearer.seat.fare - old.amount,
      expiresAt: '2026-11-21T10:10:00+07:00',
    });
    const cheaper = await newLock('1');
    const ticketDearer = await issuedBooking(simulator, { ...SE3, carriageNo: '8', clientRef: 'chg-2' });
    const down = await bookingAction<TRailwayChangeQuote>(simulator, ticketDearer.bookingCode, {
      action: 'change-quote',
      body: { ticketId: ticketDearer.tickets[0]!.ticketId, newTicketId: cheaper.ticketId },
    });
    expect(down.json).toMatchObject({ fareDifference: 0, total: 20 });
    clock.set(new Date(SE3_DEPARTS - 24 * HOUR + 1000));
    const late = await newLock('2');
    const refused = await bookingAction<TRailwayChangeQuote>(simulator, booking.bookingCode, {
      action: 'change-quote',
      body: { ticketId: old.ticketId, newTicketId: late.ticketId },
    });
    expect(refused.json.error).toBe('CHANGE_NOT_ALLOWED');
    clock.set(new Date(SE3_DEPARTS - 24 * HOUR));
    const onTime = await bookingAction<TRailwayChangeQuote>(simulator, booking.bookingCode, {
      action: 'change-quote',
      body: { ticketId: old.ticketId, newTicketId: late.ticketId },
    });
    expect(onTime.status).toBe(200);
  });

  it('accepting: the old ticket CHANGED and its seat free, the new one ISSUED in its place, once', async () => {
    const booking = await issuedBooking(simulator, { ...SE3, carriageNo: '8', clientRef: 'move' });
    const old = booking.tickets[0]!;
    const target = await newLock('8');
    const quoted = await bookingAction<TRailwayChangeQuote>(simulator, booking.bookingCode, {
      action: 'change-quote',
      body: { ticketId: old.ticketId, newTicketId: target.ticketId },
    });
    const done = await bookingAction(simulator, booking.bookingCode, {
      action: 'change',
      body: { quoteId: quoted.json.quoteId },
    });
    const result = ZRailwayChangeResult.parse(done.json);
    const [was, now] = result.booking.tickets;
    expect(was).toMatchObject({ status: 'CHANGED', replacedBy: target.ticketId });
    expect(now).toMatchObject({
      ticketId: target.ticketId,
      status: 'ISSUED',
      replaces: old.ticketId,
      runId: SE5.runId,
    });
    expect(now?.ticketNumber).toMatch(/^\d{13}$/);
    expect(now?.passenger).toEqual(old.passenger);
    expect(result.booking.total).toBe(now?.amount);
    const map = await seatMap(simulator, { ...SE3, carriageNo: '8' });
    expect(map.seats.find((seat) => seat.seatId === old.seat.seatId)?.status).toBe(3);
    const newMap = await seatMap(simulator, { ...SE5, carriageNo: '8' });
    expect(newMap.seats.find((seat) => seat.seatId === target.seat.seatId)?.status).toBe(1);
    const repeat = await bookingAction(simulator, booking.bookingCode, {
      action: 'change',
      body: { quoteId: quoted.json.quoteId },
    });
    expect(repeat.json).toEqual(done.json);
    const reuse = await hold(simulator, { clientRef: 'reuse', tickets: [adult(target.ticketId)] });
    expect(reuse.json.error).toBe('LOCK_NOT_FOUND');
  });
});
