// Issue 18's benchmark: every report for one month and one F1 (p95 ≤ 500 ms) and a year's sale-report export streamed
// as xlsx (first byte ≤ 1 s, server memory growth ≤ 100 MB), over 200,000 bookings and ~1,000,000 ledger entries in
// 300 agencies (bench/reports/reports-world.ts). Needs TEST_DATABASE_URL (or BENCH_DATABASE_URL): a PostgreSQL server
// where the scratch database portal_bench_reports is made (dropped after unless REPORTS_BENCH_KEEP=1, which also reuses
// a seeded one). The portal runs in a child process on REPORTS_BENCH_PORT (3250).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@portal/db';
import { spread, ms } from './support/figures.js';
import { buildReportsWorld, dropReportsWorld, BENCH_BOOKINGS } from './reports/reports-world.js';
import { monthReportCalls, yearExportCall, lastWholeMonth } from './reports/report-calls.js';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server');
const keep = process.env.REPORTS_BENCH_KEEP === '1';
const port = Number(process.env.REPORTS_BENCH_PORT ?? 3250);
const base = `http://127.0.0.1:${port}`;
const ROUNDS = Number(process.env.REPORTS_BENCH_ROUNDS ?? 20);
const TARGET_P95_MS = 500;
const TARGET_FIRST_BYTE_MS = 1_000;
const TARGET_GROWTH_MB = 100;

/** The benchmark's server compiled as `npm start` runs the API (the sale file's worker beside it), not through tsx. */
const BUILD_DIR = 'node_modules/.cache/reports-bench';

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  execFileSync(process.execPath, ['scripts/build-server.mjs', BUILD_DIR, 'bench/reports/report-server.ts'], {
    stdio: 'ignore',
  });
  const child = spawn(process.execPath, [join(BUILD_DIR, 'server/report-server.js'), String(port)], {
    env: { ...process.env, REPORTS_BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the portal exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  return child;
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

async function signIn(): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'f1.admin', password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login: HTTP ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

async function timeReport(headers: Record<string, string>, name: string, path: string) {
  const times: number[] = [];
  let bytes = 0;
  let firstMs = 0;
  for (let round = -2; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status} ${body.slice(0, 300)}`);
    if (round === -2) firstMs = performance.now() - started;
    if (round >= 0) times.push(performance.now() - started);
    bytes = body.length;
  }
  const { p50, p95, max } = spread(times);
  const met = p95 <= TARGET_P95_MS ? 'met' : 'NOT met';
  console.log(
    `| ${name} | ${ms(firstMs)} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ${(bytes / 1024).toFixed(1)} KB | ${met} |`,
  );
}

async function timeExport(headers: Record<string, string>, pid: number, path: string, format = 'xlsx') {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  if (response.status !== 200) throw new Error(`export: HTTP ${response.status} ${await response.text()}`);
  const reader = response.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  const growth = peak - before;
  console.log(
    `Year export (${format}): first byte ${ms(firstByteMs)} ms (target ≤ ${TARGET_FIRST_BYTE_MS}: ${firstByteMs <= TARGET_FIRST_BYTE_MS ? 'met' : 'NOT met'}), ` +
      `whole ${(totalMs / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB; server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB, ` +
      `growth ${growth.toFixed(0)} MB (target ≤ ${TARGET_GROWTH_MB}: ${growth <= TARGET_GROWTH_MB ? 'met' : 'NOT met'})`,
  );
}

console.error(`Building the world (${BENCH_BOOKINGS.toLocaleString('en')} bookings)…`);
const databaseUrl = await buildReportsWorld({ adminUrl, reuse: keep });
const server = await startServer(databaseUrl);
try {
  const headers = await signIn();
  const month = lastWholeMonth(new Date());
  console.log(
    `\nReports of f1.admin (SAOVIET, 300 agencies in its tree) for ${month.from} … ${month.to}, ${ROUNDS} rounds each after 2 warm-ups:\n`,
  );
  // The first request reads the month (a settled month's sale lines are then kept: decision 094's amendment).
  console.log('| Report | first ms | p50 ms | p95 ms | max ms | answer | p95 ≤ 500 ms |');
  console.log('|---|---|---|---|---|---|---|');
  // REPORTS_BENCH_ONLY=export: the year's file alone (the month's reports take minutes on a loaded machine);
  // REPORTS_BENCH_DB names the world (one per person on a shared server).
  if (process.env.REPORTS_BENCH_ONLY !== 'export')
    for (const call of monthReportCalls(month)) await timeReport(headers, call.name, call.path);
  console.log('');
  // REPORTS_BENCH_ONLY=reports: the month's reports alone.
  if (process.env.REPORTS_BENCH_ONLY !== 'reports') {
    await timeExport(headers, server.pid!, yearExportCall(new Date()));
    await timeExport(headers, server.pid!, yearExportCall(new Date(), 'csv'), 'csv');
  }
} finally {
  server.kill('SIGTERM');
  if (!keep) await dropReportsWorld(adminUrl);
}
