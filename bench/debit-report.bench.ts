// The F1's own debit report over the reports world (bench/reports/reports-world.ts: 200,000 bookings, ~1,000,000
// ledger entries, 300 agencies): one page of a month (first, newest first, last, one type) — p95 ≤ 500 ms and its JSON
// size — and the month's and the year's files streamed (first byte, whole time, server memory growth). Decision 103.
// Run: TEST_DATABASE_URL=postgres://… REPORTS_BENCH_DB=portal_bench_debit REPORTS_BENCH_KEEP=1 npm run bench:debit
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@portal/db';
import { vietnamToday } from '@portal/domain';
import { ms, spread } from './support/figures.js';
import { lastWholeMonth } from './reports/report-calls.js';
import { buildReportsWorld, dropReportsWorld, BENCH_BOOKINGS } from './reports/reports-world.js';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server');
const keep = process.env.REPORTS_BENCH_KEEP === '1';
const port = Number(process.env.REPORTS_BENCH_PORT ?? 3251);
const base = `http://127.0.0.1:${port}`;
const ROUNDS = Number(process.env.REPORTS_BENCH_ROUNDS ?? 20);

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'reports/report-server.ts'), String(port)],
    { env: { ...process.env, REPORTS_BENCH_DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the portal exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  return child;
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

async function signIn(): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'f1.admin', password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login: HTTP ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

type Page = { page: { total: number; lastCursor: string | null } };

async function timePage(headers: Record<string, string>, name: string, path: string): Promise<Page> {
  const times: number[] = [];
  let body = '';
  let firstMs = 0;
  for (let round = -2; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
    body = await response.text();
    if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status} ${body.slice(0, 300)}`);
    if (round === -2) firstMs = performance.now() - started;
    if (round >= 0) times.push(performance.now() - started);
  }
  const { p50, p95, max } = spread(times);
  console.log(
    `| ${name} | ${ms(firstMs)} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ${(body.length / 1024).toFixed(1)} KB | ${p95 <= 500 ? 'met' : 'NOT met'} |`,
  );
  return JSON.parse(body) as Page;
}

async function timeFile(headers: Record<string, string>, pid: number, name: string, path: string) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status} ${await response.text()}`);
  const reader = response.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
  }
  clearInterval(sampler);
  console.log(
    `| ${name} | ${ms(firstByteMs)} | ${((performance.now() - started) / 1000).toFixed(1)} s | ${(bytes / 1024 / 1024).toFixed(1)} MB | ` +
      `${before.toFixed(0)} → ${peak.toFixed(0)} MB | ${(peak - before).toFixed(0)} MB |`,
  );
}

console.error(`Building the world (${BENCH_BOOKINGS.toLocaleString('en')} bookings)…`);
const databaseUrl = await buildReportsWorld({ adminUrl, reuse: keep });
const server = await startServer(databaseUrl);
try {
  const headers = await signIn();
  const month = lastWholeMonth(new Date());
  const period = `from=${month.from}&to=${month.to}`;
  console.log(
    `\nThe F1's own debit report (f1.admin), ${month.from} … ${month.to}, ${ROUNDS} rounds after 2 warm-ups:\n`,
  );
  // "first": the period's figures are read (later requests of the same period and balance version reuse them).
  console.log('| Request | first ms | p50 ms | p95 ms | max ms | answer | p95 ≤ 500 ms |');
  console.log('|---|---|---|---|---|---|---|');
  const first = await timePage(headers, 'first page (50, oldest first)', `/api/reports/debit-report?${period}`);
  await timePage(headers, 'first page (50, newest first)', `/api/reports/debit-report?${period}&order=desc`);
  if (first.page.lastCursor)
    await timePage(
      headers,
      'last page (oldest first)',
      `/api/reports/debit-report?${period}&cursor=${first.page.lastCursor}`,
    );
  await timePage(headers, 'top-ups only (T), first page', `/api/reports/debit-report?${period}&type=T`);
  await timePage(headers, 'first page of 200', `/api/reports/debit-report?${period}&limit=200`);
  console.log(`\n${first.page.total.toLocaleString('en')} movements in the month.\n`);
  const today = vietnamToday(new Date());
  const [year, monthOf, day] = today.split('-').map(Number) as [number, number, number];
  // 365 days back and today: the longest period a statement takes (366 days).
  const yearAgo = new Date(Date.UTC(year - 1, monthOf - 1, day + 1)).toISOString().slice(0, 10);
  console.log('| File | first byte ms | whole | size | server RSS | growth |');
  console.log('|---|---|---|---|---|---|');
  for (const format of ['csv', 'xlsx'])
    await timeFile(
      headers,
      server.pid!,
      `month, ${format}`,
      `/api/reports/debit-report/export?${period}&format=${format}`,
    );
  await timeFile(
    headers,
    server.pid!,
    'year, xlsx',
    `/api/reports/debit-report/export?from=${yearAgo}&to=${today}&format=xlsx`,
  );
} finally {
  server.kill('SIGTERM');
  if (!keep) await dropReportsWorld(adminUrl);
}
