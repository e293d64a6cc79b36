// Benchmark: the search fan-out's own overhead. Seven simulated systems with fixed, different latencies; over real HTTP,
// time to the first offers vs the fastest system and time to `done` vs the slowest. Prints figures; not a test.
// Run: node --import tsx bench/search-fanout.bench.ts
import { openDatabase, seedDemo, DEMO_PASSWORD } from '@portal/db';
import type { TFaultsConfig } from '@portal/contracts';
import { startSimulator } from '@portal/supplier-sim';
import { buildApp } from '../apps/api/src/app.js';
import { TEST_SIGN_IN_SECRET_KEY, testConfig } from '../apps/api/src/config.js';
import { createSupplierGateway } from '../apps/api/src/modules/suppliers/suppliers.module.js';
import { hashPassword } from '../apps/api/src/platform/passwords.js';
import { createSecretBox } from '../apps/api/src/platform/secret-box.js';

const LATENCIES: Record<string, number> = { VJ: 100, VN: 150, QH: 200, VU: 250, '1G': 300, '1A': 350, '1B': 400 };
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const faults: TFaultsConfig = Object.fromEntries(
  Object.entries(LATENCIES).map(([system, ms]) => [system, { latencyMs: [ms, ms], errorRate: 0, timeoutRate: 0 }]),
);

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await seedDemo(database.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal });
const simulator = await startSimulator({ port: 0, host: '127.0.0.1', faults });
const app = await buildApp({
  db: database.db,
  databaseKind: database.kind,
  config: testConfig({ supplierDeadlineMs: 5000 }),
  suppliers: createSupplierGateway({ suppliersUrl: simulator.url }),
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'f1.admin', password: DEMO_PASSWORD }),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const departDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

async function timeOneSearch(): Promise<{ firstOffers: number; done: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ journeyType: 'OW', legs: [{ from: 'HAN', to: 'SGN', departDate }], adt: 1, chd: 0, inf: 0 }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let firstOffers = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const event = JSON.parse(buffered.slice(0, newline)) as { type: string };
      buffered = buffered.slice(newline + 1);
      if (event.type === 'offers' && firstOffers === 0) firstOffers = performance.now() - started;
      if (event.type === 'done') return { firstOffers, done: performance.now() - started };
    }
  }
  throw new Error('stream ended without done');
}

await timeOneSearch();
const results: { firstOffers: number; done: number }[] = [];
for (let run = 0; run < RUNS; run++) results.push(await timeOneSearch());
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fastest = Math.min(...Object.values(LATENCIES));
const slowest = Math.max(...Object.values(LATENCIES));
const first = median(results.map((result) => result.firstOffers));
const done = median(results.map((result) => result.done));
console.log(`search fan-out over real HTTP, ${RUNS} runs, systems at ${JSON.stringify(LATENCIES)} ms`);
console.log(
  `first offers: median ${first.toFixed(1)} ms, fastest system ${fastest} ms → overhead ${(first - fastest).toFixed(1)} ms (target < 50)`,
);
console.log(
  `done:         median ${done.toFixed(1)} ms, slowest system ${slowest} ms → overhead ${(done - slowest).toFixed(1)} ms (target < 100)`,
);
await app.close();
await simulator.close();
await database.close();
