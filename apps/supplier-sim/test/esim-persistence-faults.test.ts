// The eSIM vendor with a data folder (orders, eSIMs, usage, top-ups, refunds and counters survive a restart in
// esim.json), and its faults: an order whose reply is lost exists though the caller got no answer; injected errors.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZFaultsConfig } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TRunningSimulator, TSimulatorOptions } from '../src/index.js';
import { ESIM_STATE_FILE, groupedSaver } from '../src/esim/esim-persistence.js';
import { emptyEsimData } from '../src/esim/esim-state.js';
import { isLuhnValid } from '../src/esim/luhn.js';
import {
  ACCOUNT,
  admin,
  call,
  DAY,
  esimAction,
  esimClock,
  JP5,
  placed,
  startEsimSimulator,
  usage,
} from './esim-support.js';

const clock = esimClock();
let dataDir: string;
let running: TRunningSimulator | undefined;

async function start(options: TSimulatorOptions = {}) {
  running = await startEsimSimulator(clock, { dataDir, ...options });
  return running;
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sim-esim-'));
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('eSIM state across a restart', () => {
  it('keeps orders, usage, top-ups, refunds and the counters', async () => {
    let simulator = await start();
    const created = await placed(simulator, {
      clientRef: 'keep-order-1',
      lines: [{ packageId: JP5.packageId, quantity: 2 }],
      net: 2 * JP5.net,
    });
    const [used, unused] = created.esims.map((esim) => esim.iccid) as [string, string];
    await admin(simulator, { iccid: used, usedMb: 1000 });
    const topUp = await esimAction(simulator, used, {
      action: 'topups',
      body: { clientRef: 'keep-topup-1', packageId: 'jp-topup-1gb', expectedNet: 45_000 },
    });
    const refund = await esimAction(simulator, unused, { action: 'refund', body: { clientRef: 'keep-refund-1' } });
    const before = (await usage(simulator, used)).json;
    expect(existsSync(join(dataDir, ESIM_STATE_FILE))).toBe(true);
    await simulator.close();

    simulator = await start();
    expect((await usage(simulator, used)).json).toEqual(before);
    expect((await usage(simulator, unused)).json.status).toBe('REFUNDED');
    const order = await call(simulator, 'GET', { path: `/esim/orders/by-ref/keep-order-1?account=${ACCOUNT}` });
    expect(order.json).toMatchObject({ orderCode: created.orderCode, totalNet: created.totalNet });
    const topUpLook = await call(simulator, 'GET', { path: `/esim/topups/by-ref/keep-topup-1?account=${ACCOUNT}` });
    expect(topUpLook.json).toEqual(topUp.json);
    const refundLook = await call(simulator, 'GET', { path: `/esim/refunds/by-ref/keep-refund-1?account=${ACCOUNT}` });
    expect(refundLook.json).toEqual(refund.json);
    const next = await placed(simulator, { clientRef: 'keep-order-2' });
    expect(created.esims.map((esim) => esim.iccid)).not.toContain(next.esims[0]!.iccid);
    expect(created.esims.map((esim) => esim.matchingId)).not.toContain(next.esims[0]!.matchingId);
    clock.advance(DAY);
    expect((await usage(simulator, used)).json.usedMb).toBeGreaterThan(before.usedMb);
  });

  it('saves concurrent orders with one write per turn, each answered only once it is on disk', async () => {
    let simulator = await start();
    const refs = Array.from({ length: 30 }, (_, index) => `keep-burst-${index}`);
    const answers = await Promise.all(
      refs.map(async (clientRef) => {
        const created = await placed(simulator, { clientRef });
        // Answered: the order is already in the file.
        expect(readFileSync(join(dataDir, ESIM_STATE_FILE), 'utf8')).toContain(created.orderCode);
        return created;
      }),
    );
    await simulator.close();
    simulator = await start();
    for (const created of answers) {
      const look = await call(simulator, 'GET', {
        path: `/esim/orders/by-ref/${created.clientRef}?account=${ACCOUNT}`,
      });
      expect(look.json.orderCode).toBe(created.orderCode);
    }
  });

  it('groups the saves of one turn into one write, settling every caller after it', async () => {
    const writes: number[] = [];
    const save = groupedSaver(() => writes.push(writes.length));
    const first = save();
    const second = save();
    expect(writes).toEqual([]);
    await Promise.all([first, second]);
    expect(writes).toEqual([0]);
    await save();
    expect(writes).toEqual([0, 1]);
    const failing = groupedSaver(() => {
      throw new Error('disk full');
    });
    await expect(failing()).rejects.toThrow('disk full');
  });

  it('starts each fresh vendor at its own serials, so a wiped simulator does not repeat ICCIDs', async () => {
    const first = await start();
    const [a] = (await placed(first, { clientRef: 'fresh-serial-1' })).esims;
    await first.close();
    rmSync(dataDir, { recursive: true, force: true });
    const bases = [emptyEsimData(), emptyEsimData(), emptyEsimData()].map((data) => data.serialBase);
    expect(bases.every((base) => base % 10_000_000 === 0)).toBe(true);
    expect(new Set(bases).size).toBeGreaterThan(1);
    const second = await start();
    const [b] = (await placed(second, { clientRef: 'fresh-serial-1' })).esims;
    expect(isLuhnValid(b!.iccid)).toBe(true);
    expect(b!.iccid).toHaveLength(19);
    // Equal only when both drew the same of 10,000 bases (one chance in 10,000).
    expect(b!.iccid === a!.iccid).toBe(a!.iccid.slice(7, 11) === b!.iccid.slice(7, 11));
  });

  it('refuses to start on a broken esim.json rather than forget', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dataDir, ESIM_STATE_FILE), '{"format":1,"data":{}}');
    await expect(start()).rejects.toThrow(/not in format/);
  });
});

/** Sends a POST and gives up after 300 ms: 'aborted' when no answer came. */
async function postAndGiveUp(simulator: TRunningSimulator, path: string, body: unknown) {
  const controller = new AbortController();
  const pending = fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  }).then(
    () => 'answered',
    () => 'aborted',
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  controller.abort();
  return pending;
}

describe('eSIM faults (ESH)', () => {
  it('accepts ESH in the faults contract', () => {
    expect(ZFaultsConfig.safeParse({ ESH: { latencyMs: [100, 300], issueReplyLostRate: 0.1 } }).success).toBe(true);
  });

  it('a lost order reply: the caller sees no answer, yet the order exists by its clientRef', async () => {
    const simulator = await start({ faults: { ESH: { latencyMs: [0, 0], issueReplyLostRate: 1 } } });
    const body = {
      account: ACCOUNT,
      clientRef: 'lost-order-1',
      lines: [{ packageId: JP5.packageId, quantity: 1 }],
      expectedNet: JP5.net,
    };
    expect(await postAndGiveUp(simulator, '/esim/orders', body)).toBe('aborted');
    const look = await call(simulator, 'GET', { path: `/esim/orders/by-ref/lost-order-1?account=${ACCOUNT}` });
    expect(look.status).toBe(200);
    expect(look.json.esims).toHaveLength(1);
    // The retry answers at once (not new work): the same order.
    const retry = await call(simulator, 'POST', { path: '/esim/orders', body });
    expect([retry.status, retry.json]).toEqual([200, look.json]);
  });

  it('lost top-up and refund replies: done at the vendor, found by clientRef', async () => {
    const simulator = await start();
    const created = await placed(simulator, {
      clientRef: 'lost-base-1',
      lines: [{ packageId: JP5.packageId, quantity: 2 }],
      net: 2 * JP5.net,
    });
    const [a, b] = created.esims.map((esim) => esim.iccid) as [string, string];
    running?.setFaults({ ESH: { paidChangeReplyLostRate: 1, refundReplyLostRate: 1 } });
    const topUpBody = { account: ACCOUNT, clientRef: 'lost-topup-1', packageId: 'jp-topup-1gb', expectedNet: 45_000 };
    expect(await postAndGiveUp(simulator, `/esim/esims/${a}/topups`, topUpBody)).toBe('aborted');
    expect(
      await postAndGiveUp(simulator, `/esim/esims/${b}/refund`, { account: ACCOUNT, clientRef: 'lost-refund-1' }),
    ).toBe('aborted');
    expect((await call(simulator, 'GET', { path: `/esim/topups/by-ref/lost-topup-1?account=${ACCOUNT}` })).status).toBe(
      200,
    );
    expect(
      (await call(simulator, 'GET', { path: `/esim/refunds/by-ref/lost-refund-1?account=${ACCOUNT}` })).status,
    ).toBe(200);
    expect((await usage(simulator, b)).json.status).toBe('REFUNDED');
  });

  it('an injected error answers 502 and does nothing', async () => {
    const simulator = await start({ faults: { ESH: { latencyMs: [0, 0], errorRate: 1 } } });
    const body = {
      account: ACCOUNT,
      clientRef: 'error-order-1',
      lines: [{ packageId: JP5.packageId, quantity: 1 }],
      expectedNet: JP5.net,
    };
    const answer = await call(simulator, 'POST', { path: '/esim/orders', body });
    expect([answer.status, answer.json.error]).toEqual([502, 'SUPPLIER_ERROR']);
    running?.setFaults({ ESH: { errorRate: 0 } });
    const look = await call(simulator, 'GET', { path: `/esim/orders/by-ref/error-order-1?account=${ACCOUNT}` });
    expect(look.status).toBe(404);
  });
});
