// Benchmark: the railway simulator on its own, with no injected latency. Seat-lock throughput under contention (N clients
// racing over M seats, each won lock released at once so the seats keep cycling: locks/s and conflicts), and p50/p95 of
// search and seat-map answers. Prints figures; not a test.
// Run: node --import tsx bench/railway-locks.bench.ts   (BENCH_CLIENTS, BENCH_SEATS, BENCH_REQUESTS, BENCH_RUNS)
import type { TRailwayRun, TRailwaySeatMap } from '@portal/contracts';
import { startSimulator } from '@portal/supplier-sim';
import { ms, spread } from './support/figures.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SEATS = Number(process.env.BENCH_SEATS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

const simulator = await startSimulator({ port: 0, host: '127.0.0.1', faults: { VNR: { latencyMs: [0, 0] } } });
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);

async function post<T>(path: string, body: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

// Search and seat maps: several pairs and dates, every carriage of the first run found.
const pairs = [
  ['HNO', 'SGO'],
  ['HNO', 'DNA'],
  ['SGO', 'NTR'],
  ['DNA', 'HNO'],
];
const searchMs: number[] = [];
const mapMs: number[] = [];
let firstRun: TRailwayRun | undefined;
for (let index = 0; index < RUNS; index++) {
  const [from, to] = pairs[index % pairs.length] as [string, string];
  const { value, ms: took } = await timed(() =>
    post<{ runs: TRailwayRun[] }>('/railway/search', {
      account: 'bench',
      from,
      to,
      departDate: dateIn(3 + (index % 40)),
    }),
  );
  if (index >= 5) searchMs.push(took);
  const run = value.json.runs[0];
  firstRun ??= from === 'HNO' && to === 'SGO' ? run : undefined;
  if (!run) continue;
  for (const carriage of run.carriages) {
    const path = `/railway/runs/${run.runId}/carriages/${carriage.carriageNo}/seats?account=bench&from=${from}&to=${to}`;
    const map = await timed(() => fetch(`${simulator.url}${path}`).then((response) => response.json()));
    if (index >= 5) mapMs.push(map.ms);
  }
}

// Contention: CLIENTS workers racing for the same SEATS free seats of one run.
if (!firstRun) throw new Error('No Hà Nội–Sài Gòn run to lock seats on');
const journey = { runId: firstRun.runId, from: firstRun.from, to: firstRun.to };
const seatIds: string[] = [];
for (const carriage of firstRun.carriages) {
  const path = `/railway/runs/${journey.runId}/carriages/${carriage.carriageNo}/seats?account=bench&from=${journey.from}&to=${journey.to}`;
  const map = (await (await fetch(`${simulator.url}${path}`)).json()) as TRailwaySeatMap;
  seatIds.push(...map.seats.filter((seat) => seat.status === 3).map((seat) => seat.seatId));
  if (seatIds.length >= SEATS) break;
}
const contested = seatIds.slice(0, SEATS);
let sent = 0;
let won = 0;
let conflicts = 0;
let other = 0;
const lockMs: number[] = [];
async function worker(client: number) {
  const account = `agent-${client}`;
  while (sent < REQUESTS) {
    sent++;
    const seatId = contested[Math.floor(Math.random() * contested.length)] ?? '';
    const { value, ms: took } = await timed(() =>
      post<{ ticketId?: string; error?: string }>('/railway/seat-locks', { account, ...journey, seatId }),
    );
    lockMs.push(took);
    if (value.status === 201 && value.json.ticketId) {
      won++;
      await fetch(`${simulator.url}/railway/seat-locks/${value.json.ticketId}?account=${account}`, {
        method: 'DELETE',
      });
    } else if (value.json.error === 'SEAT_TAKEN') conflicts++;
    else other++;
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: CLIENTS }, (_, client) => worker(client)));
const seconds = (performance.now() - started) / 1000;
await simulator.close();

const search = spread(searchMs);
const maps = spread(mapMs);
const locks = spread(lockMs);
console.log(
  `railway search   n=${searchMs.length}  p50 ${ms(search.p50)} ms  p95 ${ms(search.p95)} ms  max ${ms(search.max)} ms`,
);
console.log(
  `railway seat map n=${mapMs.length}  p50 ${ms(maps.p50)} ms  p95 ${ms(maps.p95)} ms  max ${ms(maps.max)} ms`,
);
console.log(
  `seat locks: ${CLIENTS} clients over ${contested.length} seats, ${sent} requests in ${seconds.toFixed(2)} s = ` +
    `${Math.round(sent / seconds)} lock requests/s; won ${won} (${Math.round(won / seconds)} locks/s, each released), ` +
    `conflicts ${conflicts}, other ${other}; lock answer p50 ${ms(locks.p50)} ms p95 ${ms(locks.p95)} ms`,
);
