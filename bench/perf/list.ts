// Issue 13, row 3: the booking list of f1.admin over 1,000,000 bookings in 2,000 agencies, at a fixed 500 req/s
// (autocannon overallRate), p50/p99, with a bare Fastify 5 hello at the same rate interleaved in the same run. Both
// servers run in child processes (bench/perf/list-server.ts), autocannon in this one. Needs TEST_DATABASE_URL (or
// BENCH_DATABASE_URL): a PostgreSQL server where the scratch database portal_bench_list is made (and dropped after,
// unless LIST_BENCH_KEEP=1, which also reuses a seeded one). Ports LIST_BENCH_PORT (3240) and the next one.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '@portal/db';
import type { TListBookingsResponse } from '@portal/contracts';
import type { PerfMeasure, PerfRow } from './row.js';
import { buildListWorld, dropListWorld } from './list-world.js';

const RATE = 500;
const ROUND_SECONDS = Number(process.env.LIST_BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const CONNECTIONS = 25;
const TARGET_P99_MS = 30;

async function startServer(mode: 'api' | 'bare', port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.PERF_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PERF_CPU_PROF}`] : []),
      '--import',
      'tsx',
      join(import.meta.dirname, 'list-server.ts'),
      mode,
      String(port),
    ],
    {
      env: { ...process.env, LIST_BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  return child;
}

async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'f1.admin', password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login: HTTP ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

/** The list requests of the mix: the first page, pages 2 and 5 (cursors), a status filter, an agency, a PNR prefix. */
async function listPaths(base: string, headers: Record<string, string>): Promise<Map<string, string>> {
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers });
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as TListBookingsResponse;
  };
  const paths = new Map<string, string>([['first page', '/api/bookings?limit=25']]);
  let page = await get('/api/bookings?limit=25');
  console.error(`  first page: ${page.items.length} rows, total ${page.total}${page.isTotalCapped ? '+' : ''}`);
  for (let number = 2; number <= 5; number += 1) {
    const path = `/api/bookings?limit=25&cursor=${page.nextCursor}`;
    if (number === 2 || number === 5) paths.set(`page ${number}`, path);
    page = await get(path);
  }
  paths.set('status HOLD', '/api/bookings?limit=25&status=HOLD');
  paths.set('one agency', `/api/bookings?limit=25&agencyId=${page.items[0]!.agency.id}`);
  paths.set('PNR prefix', `/api/bookings?limit=25&pnr=${page.items[0]!.pnr!.slice(0, 3)}`);
  return paths;
}

type Run = { p50: number; p99: number; rps: number; errors: number };

async function load(options: { url: string; paths: string[]; headers: Record<string, string>; seconds: number }) {
  const result = await autocannon({
    url: options.url,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: options.seconds,
    requests: options.paths.map((path) => ({ method: 'GET' as const, path, headers: options.headers })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  } satisfies Run;
}

/** One request at a time, 40 times: the latency of each kind of request without queueing. */
async function alone(base: string, path: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < 40; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[20]!;
}

const range = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

export const measure: PerfMeasure = async () => {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('bench/perf/list.ts needs TEST_DATABASE_URL (a PostgreSQL server for a scratch database)');
  const keep = process.env.LIST_BENCH_KEEP === '1';
  const port = Number(process.env.LIST_BENCH_PORT ?? 3240);
  console.error('  building portal_bench_list: 2,000 agencies, 1,000,000 bookings …');
  const databaseUrl = await buildListWorld({ adminUrl, reuse: keep });
  const api = await startServer('api', port, databaseUrl);
  const bare = await startServer('bare', port + 1, databaseUrl);
  try {
    const base = `http://127.0.0.1:${port}`;
    const headers = await signIn(base);
    const paths = await listPaths(base, headers);
    for (const [name, path] of paths)
      console.error(`  ${name} alone: p50 ${(await alone(base, path, headers)).toFixed(1)} ms`);
    await load({ url: base, paths: [...paths.values()], headers, seconds: 3 }); // warm-up
    // Each round: the list, then GET /api/auth/me (the same sign-in check every list request pays, no list query:
    // the floor this process sets), then bare Fastify, each at the same rate.
    const runs: { api: Run; me: Run; bare: Run }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const apiRun = await load({ url: base, paths: [...paths.values()], headers, seconds: ROUND_SECONDS });
      const meRun = await load({ url: base, paths: ['/api/auth/me'], headers, seconds: ROUND_SECONDS });
      const bareUrl = `http://127.0.0.1:${port + 1}`;
      const bareRun = await load({ url: bareUrl, paths: ['/'], headers: {}, seconds: ROUND_SECONDS });
      runs.push({ api: apiRun, me: meRun, bare: bareRun });
      console.error(
        `  round ${round}: list p50 ${apiRun.p50} ms p99 ${apiRun.p99} ms ${apiRun.rps.toFixed(0)} req/s (${apiRun.errors} errors)` +
          ` | /me p50 ${meRun.p50} ms p99 ${meRun.p99} ms ${meRun.rps.toFixed(0)} req/s` +
          ` | bare p50 ${bareRun.p50} ms p99 ${bareRun.p99} ms ${bareRun.rps.toFixed(0)} req/s`,
      );
    }
    const worstP99 = Math.max(...runs.map((run) => run.api.p99));
    const errors = runs.reduce((sum, run) => sum + run.api.errors, 0);
    const row: PerfRow = {
      measured: 'Booking list, f1.admin over 1,000,000 bookings / 2,000 agencies',
      now:
        `${RATE} req/s offered (${CONNECTIONS} connections, mix of first page, pages 2 and 5, status, agency, PNR): ` +
        `p50 ${range(runs.map((run) => run.api.p50))} ms, p99 ${range(runs.map((run) => run.api.p99))} ms, ` +
        `${range(runs.map((run) => run.api.rps))} req/s served, ${errors} errors over ${ROUNDS} rounds of ${ROUND_SECONDS} s; ` +
        `GET /api/auth/me on the same server at the same rate: p50 ${range(runs.map((run) => run.me.p50))} ms, ` +
        `p99 ${range(runs.map((run) => run.me.p99))} ms, ${range(runs.map((run) => run.me.rps))} req/s; ` +
        `bare Fastify (child process) at the same rate interleaved: p50 ${range(runs.map((run) => run.bare.p50))} ms, ` +
        `p99 ${range(runs.map((run) => run.bare.p99))} ms`,
      target: `p99 ≤ ${TARGET_P99_MS} ms at ${RATE} req/s with 1,000,000 bookings and 2,000 agencies`,
      met: worstP99 <= TARGET_P99_MS && errors === 0,
    };
    return [row];
  } finally {
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
    if (!keep) await dropListWorld(adminUrl);
  }
};
