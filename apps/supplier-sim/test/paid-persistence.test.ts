// Paid changes survive a restart with a data folder: the PNR's records and seats, a committed clientRef, an open quote.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZSupplierPaidChangeResult } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { createClock, retrieve, startBookingSimulator } from './booking-support.js';
import { fareOn, ticketed } from './edit-support.js';
import { paidCall, quoteOk, seatMaps } from './paid-support.js';

const clock = createClock();
let dataDir: string;
let running: TRunningSimulator | undefined;

async function start() {
  running = await startBookingSimulator(clock, { dataDir });
  return running;
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sim-paid-'));
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('paid changes with a data folder', () => {
  it('keep the paid PNR, its seat taken for others, the committed clientRef and an open quote across a restart', async () => {
    const simulator = await start();
    const picked = await fareOn(simulator, 'VJ');
    const booking = await ticketed(simulator, 'VJ', {}, picked);
    const other = await ticketed(simulator, 'VJ', {}, picked);
    const flightKey = booking.flights[0]?.key ?? '';
    const seat = (await seatMaps(simulator, 'VJ', booking.pnr)).maps[0]?.rows
      .flatMap((row) => row.seats)
      .find((candidate) => candidate.status === 'PAID')?.seat;
    const change = { action: 'buy-seat', seats: [{ paxId: 'ADT-1', flightKey, seat: seat ?? '' }] } as const;
    const quoted = await quoteOk(simulator, 'VJ', booking.pnr, change);
    const options = { clientRef: 'seat-keep', quoteId: quoted.quote.quoteId };
    const first = await paidCall(simulator, 'VJ', booking.pnr, change, options);
    expect(first.status).toBe(200);
    const bag = { action: 'buy-luggage', items: [{ paxId: 'ADT-1', flightKey, code: 'BAG20' }] } as const;
    const open = await quoteOk(simulator, 'VJ', booking.pnr, bag);
    const before = (await retrieve(simulator, 'VJ', booking.pnr)).json;

    await running?.close();
    const again = await start();
    expect((await retrieve(again, 'VJ', booking.pnr)).json).toEqual(before);
    const repeated = await paidCall(again, 'VJ', booking.pnr, change, options);
    expect([repeated.status, repeated.json]).toEqual([200, first.json]);
    const seen = (await seatMaps(again, 'VJ', other.pnr)).maps[0]?.rows.flatMap((row) => row.seats);
    expect(seen?.find((candidate) => candidate.seat === seat)?.status).toBe('TAKEN');
    const committed = await paidCall(again, 'VJ', booking.pnr, bag, { quoteId: open.quote.quoteId });
    expect(committed.status).toBe(200);
    expect(ZSupplierPaidChangeResult.parse(committed.json).quote.total).toBe(252_000);
    // New EMD numbers never repeat the ones before the restart.
    const numbers = [first, committed].flatMap(
      (answer) => ZSupplierPaidChangeResult.parse(answer.json).documents?.map((document) => document.number) ?? [],
    );
    expect(new Set(numbers).size).toBe(2);
  });
});
