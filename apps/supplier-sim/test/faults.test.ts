// Injected faults over real HTTP: errors, held requests that never answer in time, latency, and closing while held.
import { afterEach, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { startTestSimulator } from './support.js';

const body = JSON.stringify({
  legs: [{ from: 'HAN', to: 'SGN', date: '2026-12-15' }],
  pax: { adt: 1, chd: 0, inf: 0 },
});
const post = (simulator: TRunningSimulator, system: string, signal?: AbortSignal) =>
  fetch(`${simulator.url}/systems/${system}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal,
  });

let simulator: TRunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

describe('faults', () => {
  it('answers 502 SUPPLIER_ERROR when the error rate is 1, only for that system', async () => {
    simulator = await startTestSimulator({ faults: { QH: { latencyMs: [0, 0], errorRate: 1 } } });
    const broken = await post(simulator, 'QH');
    expect(broken.status).toBe(502);
    expect(await broken.json()).toMatchObject({ error: 'SUPPLIER_ERROR' });
    expect((await post(simulator, 'VN')).status).toBe(200);
  });

  it('holds the request when the timeout rate is 1: still pending after 300 ms', async () => {
    simulator = await startTestSimulator({ faults: { VJ: { latencyMs: [0, 0], timeoutRate: 1 } } });
    const controller = new AbortController();
    const pending = post(simulator, 'VJ', controller.signal).then(
      () => 'answered',
      () => 'aborted',
    );
    const winner = await Promise.race([
      pending,
      new Promise((resolve) => setTimeout(() => resolve('still pending'), 300)),
    ]);
    expect(winner).toBe('still pending');
    controller.abort();
    expect(await pending).toBe('aborted');
  });

  it('closes promptly while a request is held, and the caller sees the connection end', async () => {
    simulator = await startTestSimulator({ faults: { '1A': { latencyMs: [0, 0], timeoutRate: 1 } } });
    const pending = post(simulator, '1A').then(
      () => 'answered',
      () => 'connection closed',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await simulator.close();
    simulator = undefined;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await pending).toBe('connection closed');
  });

  it('honours the configured latency', async () => {
    simulator = await startTestSimulator({ faults: { VU: { latencyMs: [150, 150] } } });
    const started = performance.now();
    expect((await post(simulator, 'VU')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    const fast = performance.now();
    await post(simulator, 'VN');
    expect(performance.now() - fast).toBeLessThan(145);
  });

  it('changes faults at run time with setFaults, using the injected random draw', async () => {
    const draws = [0.1, 0.9];
    let index = 0;
    simulator = await startTestSimulator({ random: () => draws[index++ % draws.length] ?? 0 });
    simulator.setFaults({ VN: { errorRate: 0.5 } });
    // First request draws 0.1 (< 0.5: error), the second 0.9 (answer).
    expect((await post(simulator, 'VN')).status).toBe(502);
    expect((await post(simulator, 'VN')).status).toBe(200);
  });
});
