// eSIM usage by ICCID at the simulator's clock: NOT_ACTIVE until installed, then data used day by day, FINISHED when
// used up, EXPIRED after its validity or by the hook; unlimited packages never finish.
import { ZEsimVendorUsage } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { admin, DAY, ESIM_NOW, esimClock, placed, startEsimSimulator, usage } from './esim-support.js';

let simulator: TRunningSimulator;
const clock = esimClock();

beforeAll(async () => {
  simulator = await startEsimSimulator(clock);
});
beforeEach(() => clock.set(ESIM_NOW));
afterAll(() => simulator.close());

async function newEsim(clientRef: string, packageId = 'jp-5gb-7d', net = 170_000) {
  const created = await placed(simulator, { clientRef, lines: [{ packageId, quantity: 1 }], net });
  return created.esims[0]!.iccid;
}

describe('eSIM usage', () => {
  it('is NOT_ACTIVE and unused until installed, whatever the time', async () => {
    const iccid = await newEsim('usage-idle-1');
    clock.advance(20 * DAY);
    const look = await usage(simulator, iccid);
    expect(look.status).toBe(200);
    expect(ZEsimVendorUsage.parse(look.json)).toMatchObject({
      status: 'NOT_ACTIVE',
      installed: false,
      totalMb: 5120,
      usedMb: 0,
      activatedAt: null,
      expiresAt: null,
      topUps: [],
    });
  });

  it('once installed is ACTIVE from then, expires after its validity, and uses data as the clock moves', async () => {
    const iccid = await newEsim('usage-active-1');
    clock.advance(DAY);
    const installedAt = clock.now.toISOString();
    const installed = await admin(simulator, { iccid });
    expect(installed.json).toMatchObject({ status: 'ACTIVE', installed: true, usedMb: 0, activatedAt: installedAt });
    expect(installed.json.expiresAt).toBe(new Date(clock.now.getTime() + 7 * DAY).toISOString());
    clock.advance(DAY);
    const day1 = (await usage(simulator, iccid)).json;
    clock.advance(2 * DAY);
    const day3 = (await usage(simulator, iccid)).json;
    expect(day1.usedMb).toBeGreaterThan(0);
    expect(day3.usedMb).toBeGreaterThan(day1.usedMb);
    expect(day3.status).toBe('ACTIVE');
    clock.advance(4 * DAY);
    const after = (await usage(simulator, iccid)).json;
    expect(after.status).toBe('EXPIRED');
  });

  it('is FINISHED when its data is used up, by time or by the hook', async () => {
    const iccid = await newEsim('usage-finish-1', 'jp-20gb-30d', 470_000);
    await admin(simulator, { iccid, usedMb: 20 * 1024 - 10 });
    expect((await usage(simulator, iccid)).json.status).toBe('ACTIVE');
    clock.advance(DAY);
    const finished = (await usage(simulator, iccid)).json;
    expect(finished).toMatchObject({ status: 'FINISHED', usedMb: 20 * 1024, totalMb: 20 * 1024 });
    const natural = await newEsim('usage-finish-2', 'jp-20gb-30d', 470_000);
    await admin(simulator, { iccid: natural });
    clock.advance(8 * DAY);
    expect((await usage(simulator, natural)).json.status).toBe('FINISHED');
  });

  it('never finishes an unlimited package, and the hook expires an eSIM at once', async () => {
    const iccid = await newEsim('usage-unl-1', 'jp-unl-5d', 210_000);
    await admin(simulator, { iccid, usedMb: 50_000 });
    clock.advance(DAY);
    const look = (await usage(simulator, iccid)).json;
    expect(look).toMatchObject({ status: 'ACTIVE', totalMb: null });
    expect(look.usedMb).toBeGreaterThan(50_000);
    const expired = await admin(simulator, { iccid, expire: true });
    expect(expired.json.status).toBe('EXPIRED');
    expect(expired.json.expiresAt).toBe(clock.now.toISOString());
  });

  it('stops counting data once expired', async () => {
    const iccid = await newEsim('usage-stop-1', 'jp-unl-3d', 140_000);
    await admin(simulator, { iccid });
    clock.advance(3 * DAY);
    const atExpiry = (await usage(simulator, iccid)).json;
    clock.advance(5 * DAY);
    const later = (await usage(simulator, iccid)).json;
    expect(atExpiry.status).toBe('EXPIRED');
    expect(later.usedMb).toBe(atExpiry.usedMb);
    expect(later.usedMb).toBe(Math.floor(3 * 2048 * 0.6));
  });

  it('answers the admin hook 404 for an unknown ICCID and 400 for a bad body', async () => {
    const unknown = await admin(simulator, { iccid: '8984070999999999999' });
    expect(unknown.status).toBe(404);
    const bad = await admin(simulator, { iccid: '8984070000000000000', usedMb: -1 });
    expect(bad.status).toBe(400);
  });
});
