// The railway with a data folder: locks, sales, bookings, quotes and counters survive a restart (railway.json, written
// atomically); and the VNR fault settings, apart from the airlines'.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZFaultsConfig, type TRailwayRefundQuote } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type TRunningSimulator } from '../src/index.js';
import { RAILWAY_STATE_FILE } from '../src/railway/railway-persistence.js';
import {
  adult,
  bookingAction,
  call,
  freeSeats,
  hold,
  issuedBooking,
  lock,
  railClock,
  seatMap,
  startRailSimulator,
} from './railway-support.js';

const clock = railClock();
let dataDir: string;
let running: TRunningSimulator | undefined;

async function start() {
  running = await startRailSimulator(clock, { dataDir });
  return running;
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sim-railway-'));
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

const JOURNEY = { runId: 'SE1-2026-12-01', from: 'HNO', to: 'SGO', carriageNo: '9' };

describe('railway state across a restart', () => {
  it('keeps issued and held bookings, a live lock, an admin sale, an open quote and the id counter', async () => {
    let simulator = await start();
    const issued = await issuedBooking(simulator, { ...JOURNEY, clientRef: 'keep-issued' });
    const [heldSeat, lockedSeat, soldSeat] = await freeSeats(simulator, { ...JOURNEY, count: 3 });
    const heldLock = await lock(simulator, { ...JOURNEY, seatId: heldSeat!.seatId });
    const held = await hold(simulator, { clientRef: 'keep-held', tickets: [adult(heldLock.json.ticketId)] });
    const liveLock = await lock(simulator, { ...JOURNEY, seatId: lockedSeat!.seatId });
    await call(simulator, 'POST', { path: '/admin/railway/sell', body: { ...JOURNEY, seatIds: [soldSeat!.seatId] } });
    const quote = await bookingAction<TRailwayRefundQuote>(simulator, issued.bookingCode, {
      action: 'refund-quote',
      body: { ticketIds: [issued.tickets[0]!.ticketId] },
    });
    expect(existsSync(join(dataDir, RAILWAY_STATE_FILE))).toBe(true);
    await simulator.close();

    simulator = await start();
    const look = await call(simulator, 'GET', { path: `/railway/bookings/${issued.bookingCode}?account=agency-rail` });
    expect(look.json).toEqual(issued);
    const heldLook = await call(simulator, 'GET', {
      path: `/railway/bookings/${held.json.bookingCode}?account=agency-rail`,
    });
    expect(heldLook.json).toEqual(held.json);
    const statuses = (await seatMap(simulator, JOURNEY)).seats;
    const statusOf = (seatId: string) => statuses.find((seat) => seat.seatId === seatId)?.status;
    expect(statusOf(issued.tickets[0]!.seat.seatId)).toBe(1);
    expect([statusOf(heldSeat!.seatId), statusOf(lockedSeat!.seatId), statusOf(soldSeat!.seatId)]).toEqual([2, 2, 1]);
    const again = await hold(simulator, { clientRef: 'after', tickets: [adult(liveLock.json.ticketId)] });
    expect(again.status).toBe(201);
    const refunded = await bookingAction(simulator, issued.bookingCode, {
      action: 'refund',
      body: { quoteId: quote.json.quoteId },
    });
    expect(refunded.status).toBe(200);
    const [fresh] = await freeSeats(simulator, JOURNEY);
    const next = await lock(simulator, { ...JOURNEY, seatId: fresh!.seatId, account: 'x1' });
    expect(next.json.ticketId > liveLock.json.ticketId).toBe(true);
  });

  it('refuses to start on a damaged railway.json', async () => {
    writeFileSync(join(dataDir, RAILWAY_STATE_FILE), '{"format": 1, "data": ');
    await expect(startRailSimulator(clock, { dataDir })).rejects.toThrow(/railway state file/);
  });
});

describe('VNR faults', () => {
  it('has its own defaults (150–400 ms) beside the airlines, and a PUT changes only VNR', async () => {
    const fresh = await startSimulator({ port: 0 });
    try {
      const faults = ZFaultsConfig.parse((await call(fresh, 'GET', { path: '/admin/faults' })).json);
      expect(faults.VNR).toEqual({ latencyMs: [150, 400], errorRate: 0, timeoutRate: 0 });
      expect(faults.VN).toEqual({ latencyMs: [300, 800], errorRate: 0, timeoutRate: 0 });
    } finally {
      await fresh.close();
    }
  });

  it('answers 502 on the railway when its error rate is 1, while the airlines answer', async () => {
    const simulator = await start();
    const put = await call(simulator, 'PUT', { path: '/admin/faults', body: { VNR: { errorRate: 1 } } });
    expect(put.status).toBe(200);
    const broken = await call(simulator, 'POST', {
      path: '/railway/search',
      body: { account: 'a1', from: 'HNO', to: 'SGO', departDate: '2026-12-01' },
    });
    expect([broken.status, broken.json.error]).toEqual([502, 'SUPPLIER_ERROR']);
    const airline = await call(simulator, 'POST', {
      path: '/systems/VN/search',
      body: { legs: [{ from: 'HAN', to: 'SGN', date: '2026-12-15' }], pax: { adt: 1, chd: 0, inf: 0 } },
    });
    expect(airline.status).toBe(200);
  });

  it('a shorter hold time limit set for VNR applies to new holds', async () => {
    const simulator = await start();
    await call(simulator, 'PUT', { path: '/admin/faults', body: { VNR: { holdTimeLimitSeconds: 120 } } });
    const [seat] = await freeSeats(simulator, JOURNEY);
    const locked = await lock(simulator, { ...JOURNEY, seatId: seat!.seatId });
    const held = await hold(simulator, { clientRef: 'short', tickets: [adult(locked.json.ticketId)] });
    expect(held.json.timeLimit).toBe('2026-11-21T10:02:00+07:00');
  });
});
