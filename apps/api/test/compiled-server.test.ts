// The compiled server (scripts/build-server.mjs) as `npm start` runs it: starts without tsx on a fresh data folder
// (migrations found beside the bundle), runs the supplier simulator in a child process that ends with it (SIGTERM or
// SIGKILL), the sale-report file's worker loads from its own bundle, and the compiled ledger check reads the same folder
// (decisions 063, 064, 150).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
mkdirSync(join(REPO_ROOT, '.test-output'), { recursive: true });
// Inside the repository: the bundles load their packages from its node_modules.
const scratch = mkdtempSync(join(REPO_ROOT, '.test-output', 'compiled-'));
const OUT = join(scratch, 'dist');
const DATA_DIR = join(scratch, 'data');
const started: ChildProcess[] = [];

beforeAll(async () => {
  await run('node', ['scripts/build-server.mjs', OUT], { cwd: REPO_ROOT });
}, 120_000);
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A process is gone once it no longer exists or is only a zombie waiting for its reaper. */
function isGone(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return true;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

type Portal = {
  child: ChildProcess;
  port: number;
  simulatorPid: number;
  suppliersUrl: string;
  exited: Promise<number | null>;
};

/** Starts the bundle as `npm start` does and reads the ready line of its log (the simulator's pid and URL). */
async function startCompiled(): Promise<Portal> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(OUT, 'server/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR,
      DATABASE_URL: '',
      PORT: String(port),
      SUPPLIERS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BOOKING_JOBS_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const ready = await new Promise<{ simulatorPid: number; suppliers: string }>((resolve, reject) => {
    let log = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const line = log.split('\n').find((entry) => entry.includes('portal ready'));
      if (line) resolve(JSON.parse(line) as { simulatorPid: number; suppliers: string });
    });
    void exited.then((code) => reject(new Error(`the compiled server exited (${code}): ${output}${log}`)));
  });
  return { child, port, exited, simulatorPid: ready.simulatorPid, suppliersUrl: ready.suppliers };
}

describe('the compiled server (npm start)', () => {
  it('starts from the bundle, its simulator a child process on its own port, and both stop on SIGTERM', async () => {
    const portal = await startCompiled();
    const health = await fetch(`http://127.0.0.1:${portal.port}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(readFileSync(`/proc/${portal.simulatorPid}/cmdline`, 'utf8')).toContain('simulator-child.js');
    expect(readFileSync(`/proc/${portal.simulatorPid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]).toBe(
      String(portal.child.pid),
    );
    expect((await fetch(new URL('health', portal.suppliersUrl))).status).toBe(200);
    // The railway is reached at the simulator's own port too (it chose it: SUPPLIERS_PORT=0).
    const login = await fetch(`http://127.0.0.1:${portal.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'f1.agent', password: 'Demo@2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const stations = await fetch(`http://127.0.0.1:${portal.port}/api/trains/stations`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(stations.status).toBe(200);
    expect(
      ((await stations.json()) as { stations: { code: string }[] }).stations.map((station) => station.code),
    ).toContain('SGO');
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    expect(await waitUntil(() => isGone(portal.simulatorPid), 10_000)).toBe(true);
  }, 180_000);

  it('a server killed outright (SIGKILL) leaves no simulator behind', async () => {
    const portal = await startCompiled();
    expect(isGone(portal.simulatorPid)).toBe(false);
    portal.child.kill('SIGKILL');
    await portal.exited;
    expect(await waitUntil(() => isGone(portal.simulatorPid), 10_000)).toBe(true);
  }, 180_000);

  it('writes sale-report files in a worker bundle of its own, which runs without tsx (decision 150)', async () => {
    expect(readFileSync(join(OUT, 'server/main.js'), 'utf8')).toContain('./sale-file-worker');
    // Nothing listens on port 1: the worker loads, opens its pool and fails on its first query, as a worker should.
    const worker = new Worker(join(OUT, 'server/sale-file-worker.js'), {
      workerData: { databaseUrl: 'postgres://postgres@127.0.0.1:1/none', filters: { sort: 'at', order: 'asc' } },
    });
    const failure = await new Promise<unknown>((resolve) => worker.once('error', resolve));
    expect(String((failure as Error).cause ?? failure)).toMatch(/ECONNREFUSED/);
  }, 60_000);

  it('the compiled ledger check reads the folder the server migrated', async () => {
    const { stdout } = await run(process.execPath, [join(OUT, 'server/ledger-check.js')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });
    expect(stdout).toMatch(/^Ledger check passed: /);
  }, 120_000);
});
