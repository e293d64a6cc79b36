// Benchmark: the lowest-fare calendar. A month for all seven systems computed in the simulator (target well under
// 200 ms), then GET /api/flights/calendar end to end over real HTTP with zero supplier latency. Prints figures; not a test.
// Run: node --import tsx bench/flight-calendar.bench.ts
import { openDatabase, seedDemo, DEMO_PASSWORD } from '@portal/db';
import { BOOKING_SYSTEMS, type TFaultsConfig } from '@portal/contracts';
import { createSeatInventory, lowestFareCalendar, startSimulator } from '@portal/supplier-sim';
import { buildApp } from '../apps/api/src/app.js';
import { TEST_SIGN_IN_SECRET_KEY, testConfig } from '../apps/api/src/config.js';
import { createSupplierGateway } from '../apps/api/src/modules/suppliers/suppliers.module.js';
import { hashPassword } from '../apps/api/src/platform/passwords.js';
import { createSecretBox } from '../apps/api/src/platform/secret-box.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const ROUTES = [
  ['HAN', 'SGN'],
  ['SGN', 'DAD'],
  ['SGN', 'BKK'],
  ['HAN', 'ICN'],
  ['HAN', 'CDG'],
  ['SGN', 'LAX'],
] as const;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** 'yyyy-MM' of next month: every day of it is in the future. */
const nextMonth = (() => {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
})();

console.log(`lowest-fare calendar, month ${nextMonth}, all seven systems, ${RUNS} runs per route`);
console.log('in the simulator (no HTTP):');
const seats = createSeatInventory();
for (const [from, to] of ROUTES) {
  const timeMonth = () => {
    const started = performance.now();
    for (const system of BOOKING_SYSTEMS)
      lowestFareCalendar(system, { from, to, month: nextMonth }, { now: new Date(), seats });
    return performance.now() - started;
  };
  const cold = timeMonth();
  const warm = median(Array.from({ length: RUNS }, timeMonth));
  console.log(
    `  ${from}-${to}: first ${cold.toFixed(1)} ms, then median ${warm.toFixed(1)} ms (target well under 200)`,
  );
}

const zeroLatency: TFaultsConfig = Object.fromEntries(
  BOOKING_SYSTEMS.map((system) => [system, { latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 }]),
);
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await seedDemo(database.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal });
const simulator = await startSimulator({ port: 0, host: '127.0.0.1', faults: zeroLatency });
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

console.log('GET /api/flights/calendar over real HTTP (API → seven simulated systems at 0 ms latency):');
for (const [from, to] of ROUTES) {
  const timeCall = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/flights/calendar?from=${from}&to=${to}&month=${nextMonth}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (response.status !== 200) throw new Error(`calendar answered ${response.status}: ${await response.text()}`);
    await response.json();
    return performance.now() - started;
  };
  const cold = await timeCall();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await timeCall());
  console.log(`  ${from}-${to}: first ${cold.toFixed(1)} ms, then median ${median(times).toFixed(1)} ms`);
}
await app.close();
await simulator.close();
await database.close();
