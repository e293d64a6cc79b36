// The edge bench's servers: `npm start`'s compiled bundle or the tsx sources, as child processes on a scratch
// PostgreSQL database; time to a healthy /api/health, and the API process's resident memory once it idles.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
/** Ports of the bench's servers (edge's range is 3440–3459). */
export const API_PORT = 3444;
export const SIMULATOR_PORT = 3445;
export const BASE = `http://127.0.0.1:${API_PORT}`;
const DATABASE = 'portal_perf_edge';

/** `compiled-semi4`: the same bundle with V8's young generation capped (decision 064), measured for the record. */
export type ServerMode = 'compiled' | 'tsx' | 'compiled-semi4';
export type RunningServer = { child: ChildProcess; startMs: number; stop(): Promise<void> };

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const createScratchDatabase = async () => {
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
};
export const dropScratchDatabase = () => admin(`drop database if exists ${DATABASE} with (force)`);

const COMMANDS: Record<ServerMode, string[]> = {
  compiled: ['apps/api/dist/server/main.js'],
  tsx: ['--import', 'tsx', 'apps/api/src/main.ts'],
  'compiled-semi4': ['--max-semi-space-size=4', 'apps/api/dist/server/main.js'],
};

/** Resident memory of one process in MB (VmRSS). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** Starts the portal in demo mode on the scratch database and answers once /api/health says ok. */
export async function startServer(mode: ServerMode, dataDir: string): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, COMMANDS[mode], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: String(API_PORT),
      SUPPLIERS_PORT: String(SIMULATOR_PORT),
      SUPPLIERS_URL: '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FLIGHT_SEARCH_PER_USER_PER_MINUTE: '0',
      FLIGHT_SEARCH_PER_AGENCY_PER_MINUTE: '0',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  for (;;) {
    const health = await fetch(`${BASE}/api/health`).catch(() => undefined);
    if (health?.ok) return { child, startMs: performance.now() - started, stop };
    if (child.exitCode !== null) throw new Error(`the ${mode} server exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error(`the ${mode} server was not healthy within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
