// A simulator with a data folder keeps its PNRs, states, time limits, quotes and seats across a restart; without one it
// forgets, as before; a damaged state file stops the start with a clear sentence.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZSupplierBooking, ZSupplierRefundQuote } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATE_FILE, type TRunningSimulator } from '../src/index.js';
import {
  ROUTE,
  action,
  createClock,
  holdBody,
  holdOk,
  pickFare,
  retrieve,
  seatsShown,
  startBookingSimulator,
} from './booking-support.js';

const MINUTE = 60_000;
const clock = createClock();
let dataDir: string;
let running: TRunningSimulator[] = [];

async function start(options: { dataDir?: string } = { dataDir: undefined }) {
  const simulator = await startBookingSimulator(clock, options);
  running.push(simulator);
  return simulator;
}
async function restart(simulator: TRunningSimulator, options: { dataDir?: string }) {
  await simulator.close();
  running = running.filter((candidate) => candidate !== simulator);
  return start(options);
}
const pickRoomy = (simulator: TRunningSimulator, system: string) =>
  pickFare(simulator, system, ROUTE, { adt: 1, chd: 0, inf: 0 }, (fare) => fare.seatAvailable >= 3);

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sim-state-'));
  clock.set('2026-11-21T03:00:00Z');
});
afterEach(async () => {
  await Promise.all(running.map((simulator) => simulator.close()));
  running = [];
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a simulator with a data folder', () => {
  it('answers the same PNRs, states, time limits, quotes and seat counts after a restart, and goes on from there', async () => {
    let simulator = await start({ dataDir });
    const heldPick = await pickRoomy(simulator, 'VN');
    const heldRequest = holdBody(heldPick);
    const held = await holdOk(simulator, 'VN', heldRequest);
    const ticketedPick = await pickRoomy(simulator, 'VJ');
    const toIssue = await holdOk(simulator, 'VJ', holdBody(ticketedPick));
    const ticketed = ZSupplierBooking.parse((await action(simulator, 'VJ', toIssue.pnr, 'issue')).json);
    const quote = ZSupplierRefundQuote.parse((await action(simulator, 'VJ', ticketed.pnr, 'refund-quote')).json);
    const cancelled = await holdOk(simulator, 'VN', holdBody(heldPick));
    expect((await action(simulator, 'VN', cancelled.pnr, 'cancel')).status).toBe(200);
    const seatsBefore = await seatsShown(simulator, 'VN', heldPick);
    const vjSeatsBefore = await seatsShown(simulator, 'VJ', ticketedPick);
    const answersBefore = await Promise.all([
      retrieve(simulator, 'VN', held.pnr),
      retrieve(simulator, 'VJ', ticketed.pnr),
      retrieve(simulator, 'VN', cancelled.pnr),
    ]);

    simulator = await restart(simulator, { dataDir });

    const answersAfter = await Promise.all([
      retrieve(simulator, 'VN', held.pnr),
      retrieve(simulator, 'VJ', ticketed.pnr),
      retrieve(simulator, 'VN', cancelled.pnr),
    ]);
    expect(answersAfter.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answersAfter.map((answer) => answer.json)).toEqual(answersBefore.map((answer) => answer.json));
    expect(answersAfter.map((answer) => (answer.json as { status: string }).status)).toEqual([
      'HOLD',
      'TICKETED',
      'CANCELLED',
    ]);
    expect(await seatsShown(simulator, 'VN', heldPick)).toBe(seatsBefore);
    expect(await seatsShown(simulator, 'VJ', ticketedPick)).toBe(vjSeatsBefore);
    // The same clientRef and body answer the same PNR, not a second hold.
    const repeated = await holdOk(simulator, 'VN', heldRequest);
    expect(repeated.pnr).toBe(held.pnr);
    // The quote made before the restart still refunds.
    const refunded = await action(simulator, 'VJ', ticketed.pnr, 'refund', { quoteId: quote.quoteId });
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
    expect(await seatsShown(simulator, 'VJ', ticketedPick)).toBe(vjSeatsBefore! + 1);

    // The hold issues after the restart, and that too survives the next one.
    const issued = await action(simulator, 'VN', held.pnr, 'issue');
    expect(issued.status, JSON.stringify(issued.json)).toBe(200);
    simulator = await restart(simulator, { dataDir });
    const afterSecond = ZSupplierBooking.parse((await retrieve(simulator, 'VN', held.pnr)).json);
    expect(afterSecond.status).toBe('TICKETED');
    expect(afterSecond.tickets).toEqual(ZSupplierBooking.parse(issued.json).tickets);
    expect(ZSupplierBooking.parse((await retrieve(simulator, 'VJ', ticketed.pnr)).json).status).toBe('REFUNDED');
  });

  it('keeps the time limit: a hold restored from the folder still expires at it, and gives its seats back', async () => {
    let simulator = await start({ dataDir });
    const picked = await pickRoomy(simulator, 'VN');
    const seatsFree = await seatsShown(simulator, 'VN', picked);
    const held = await holdOk(simulator, 'VN', holdBody(picked));
    simulator = await restart(simulator, { dataDir });
    expect(await seatsShown(simulator, 'VN', picked)).toBe(seatsFree! - 1);

    clock.set(new Date(new Date(held.timeLimit).getTime() - MINUTE));
    expect(ZSupplierBooking.parse((await retrieve(simulator, 'VN', held.pnr)).json).status).toBe('HOLD');
    clock.advance(2 * MINUTE);
    const refused = await action(simulator, 'VN', held.pnr, 'issue');
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: 'TIME_LIMIT_EXPIRED' });
    simulator = await restart(simulator, { dataDir });
    expect(ZSupplierBooking.parse((await retrieve(simulator, 'VN', held.pnr)).json)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'TIME_LIMIT',
    });
    expect(await seatsShown(simulator, 'VN', picked)).toBe(seatsFree);
  });

  it('keeps seats taken from outside (the last seats of a class) too', async () => {
    let simulator = await start({ dataDir });
    const picked = await pickRoomy(simulator, 'QH');
    const before = await seatsShown(simulator, 'QH', picked);
    simulator.seats.decrement(picked.flight.key, picked.fare.fareClass, 2);
    simulator = await restart(simulator, { dataDir });
    expect(await seatsShown(simulator, 'QH', picked)).toBe(before! - 2);
  });

  it('writes one owner-only state file, replaced whole (no temporary file left behind)', async () => {
    const simulator = await start({ dataDir });
    await holdOk(simulator, 'VN', holdBody(await pickRoomy(simulator, 'VN')));
    expect(readdirSync(dataDir)).toEqual([STATE_FILE]);
    expect(statSync(join(dataDir, STATE_FILE)).mode & 0o777).toBe(0o600);
  });

  it('refuses to start on a damaged state file, naming it, rather than forgetting what it held', async () => {
    writeFileSync(join(dataDir, STATE_FILE), '{"format":1,"bookings":[');
    await expect(start({ dataDir })).rejects.toThrow(
      /state file .*state\.json is not valid JSON; restore it or remove it/,
    );
    writeFileSync(join(dataDir, STATE_FILE), JSON.stringify({ format: 99 }));
    await expect(start({ dataDir })).rejects.toThrow(/is not in format 1 \(format:/);
  });
});

describe('a simulator without a data folder', () => {
  it('keeps everything in memory: a restart forgets the PNR and the seats it took', async () => {
    let simulator = await start();
    const picked = await pickRoomy(simulator, 'VN');
    const seatsFree = await seatsShown(simulator, 'VN', picked);
    const held = await holdOk(simulator, 'VN', holdBody(picked));
    simulator = await restart(simulator, {});
    expect((await retrieve(simulator, 'VN', held.pnr)).status).toBe(404);
    expect(await seatsShown(simulator, 'VN', picked)).toBe(seatsFree);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
