// Edits survive a restart with a data folder: the edited and the split PNRs, and a committed clientRef; a state file from before edits still loads.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATE_FILE, type TRunningSimulator } from '../src/index.js';
import { adult, createClock, retrieve, startBookingSimulator } from './booking-support.js';
import { editOk, held, inject } from './edit-support.js';

const clock = createClock();
let dataDir: string;
let running: TRunningSimulator | undefined;

async function start() {
  running = await startBookingSimulator(clock, { dataDir });
  return running;
}
async function restart() {
  await running?.close();
  return start();
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sim-edits-'));
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('edits with a data folder', () => {
  it('keeps the edited PNR, the split one, a pending schedule change and the committed clientRef across a restart', async () => {
    const simulator = await start();
    const booking = await held(simulator, 'VN', { passengers: [adult(1), adult(2)] });
    const remark = { action: 'add-remark', kind: 'CONFIDENTIAL', text: 'PAYS BY TRANSFER' } as const;
    const first = await editOk(simulator, 'VN', booking.pnr, remark, { clientRef: 'keep-1' });
    const split = await editOk(simulator, 'VN', booking.pnr, { action: 'split-passenger', paxIds: ['ADT-2'] });
    expect((await inject(simulator, booking.pnr, 'schedule-change', { shiftMinutes: 45 })).status).toBe(200);
    const before = (await retrieve(simulator, 'VN', booking.pnr)).json;

    const again = await restart();
    expect((await retrieve(again, 'VN', booking.pnr)).json).toEqual(before);
    expect((await retrieve(again, 'VN', split.splitBooking?.pnr ?? '')).json).toEqual(split.splitBooking);
    const repeated = await editOk(again, 'VN', booking.pnr, remark, { clientRef: 'keep-1' });
    expect(repeated).toEqual(first);
    expect((await editOk(again, 'VN', booking.pnr, { action: 'submit-sc' })).booking.scheduleChange).toBeUndefined();
  });

  it('loads a state file saved before the edits existed (no edits list, no edit elements)', async () => {
    const simulator = await start();
    const booking = await held(simulator, 'VJ');
    await running?.close();
    const path = join(dataDir, STATE_FILE);
    const state = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    delete state.edits;
    writeFileSync(path, JSON.stringify(state));
    const again = await start();
    expect((await retrieve(again, 'VJ', booking.pnr)).json).toEqual(booking);
    const result = await editOk(again, 'VJ', booking.pnr, { action: 'add-ca', code: 'ACME01' });
    expect(result.booking.customerAccount).toEqual({ code: 'ACME01' });
  });
});
