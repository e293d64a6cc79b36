// Benchmark: what the API adds to the railway for the train search and a seat map (issue 16): each sample is one call
// to the simulator's railway straight, then the same through POST /api/trains/search or the seat-map route, over real
// HTTP with the railway's latency fault at 0; the overhead is the API's time minus the simulator's. Target: p95 ≤ 20 ms.
// Run: npm run bench:trains (BENCH_RUNS samples per call, 200 by default). Prints figures; not a test.
import { openDatabase, seedDemo, DEMO_PASSWORD } from '@portal/db';
import type { TTrainSearchResponse } from '@portal/contracts';
import { startSimulator } from '@portal/supplier-sim';
import { buildApp } from '../apps/api/src/app.js';
import { TEST_SIGN_IN_SECRET_KEY, testConfig } from '../apps/api/src/config.js';
import { hashPassword } from '../apps/api/src/platform/passwords.js';
import { createSecretBox } from '../apps/api/src/platform/secret-box.js';
import { ms, spread } from './support/figures.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 20;
/** The ports helper API-A may open by hand (3610–3619). */
const SIMULATOR_PORT = Number(process.env.BENCH_SIMULATOR_PORT ?? 3611);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3610);
const TARGET_P95_MS = 20;

const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await seedDemo(database.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal });
const simulator = await startSimulator({
  port: SIMULATOR_PORT,
  host: '127.0.0.1',
  faults: { VNR: { latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 } },
});
const app = await buildApp({
  db: database.db,
  databaseKind: database.kind,
  config: testConfig({ supplierDeadlineMs: 5000, suppliersUrl: simulator.url }),
});
const base = await app.listen({ port: API_PORT, host: '127.0.0.1' });
// HOASEN's administrator: an F2, so the search prices the chain's TRAIN fees too.
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'f2.admin', password: DEMO_PASSWORD }),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const auth = { authorization: `Bearer ${accessToken}` };
const account = 'VNR.SAOVIET';

async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Pairs of (simulator straight, through the API), alternated so both see the same machine load. */
async function overhead(label: string, direct: () => Promise<number>, viaApi: () => Promise<number>): Promise<void> {
  for (let index = 0; index < WARM_UP; index += 1) await Promise.all([direct(), viaApi()]);
  const railway: number[] = [];
  const api: number[] = [];
  const extra: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const straight = await direct();
    const through = await viaApi();
    railway.push(straight);
    api.push(through);
    extra.push(through - straight);
  }
  const [r, a, o] = [spread(railway), spread(api), spread(extra)];
  console.log(`${label} (${RUNS} samples):`);
  console.log(`  simulator alone  p50 ${ms(r.p50)} ms  p95 ${ms(r.p95)} ms`);
  console.log(`  through the API  p50 ${ms(a.p50)} ms  p95 ${ms(a.p95)} ms`);
  console.log(
    `  API overhead     p50 ${ms(o.p50)} ms  p95 ${ms(o.p95)} ms  max ${ms(o.max)} ms  (target p95 ≤ ${TARGET_P95_MS}: ${o.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'})`,
  );
}

const search = { from: 'HNO', to: 'SGO', departDate: day };
await overhead(
  'train search HNO → SGO one way',
  () => timed(`${simulator.url}/railway/search`, json({ account, ...search })),
  () => timed(`${base}/api/trains/search`, json(search, auth)),
);

const answer = (await (await fetch(`${base}/api/trains/search`, json(search, auth))).json()) as TTrainSearchResponse;
const run = answer.departure.find((candidate) => candidate.carriages.some((carriage) => carriage.seatsLeft > 0))!;
const carriage = run.carriages.find((candidate) => candidate.seatsLeft > 0)!;
const journey = `from=${run.from}&to=${run.to}`;
await overhead(
  `seat map ${run.trainNumber} carriage ${carriage.carriageNo} (${carriage.seatType})`,
  () =>
    timed(
      `${simulator.url}/railway/runs/${run.runId}/carriages/${carriage.carriageNo}/seats?account=${account}&${journey}`,
    ),
  () =>
    timed(`${base}/api/trains/runs/${run.runId}/carriages/${carriage.carriageNo}/seats?${journey}`, { headers: auth }),
);

await app.close();
await simulator.close();
await database.close();
