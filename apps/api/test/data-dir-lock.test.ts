// The embedded database's one writer: the data folder's lock (taken, refused, stale ones replaced), a second server and
// create-operator refused with one sentence, and the ledger check run through the live portal, as child processes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import {
  acquireDataDirLock,
  DataDirLockedError,
  isProcessAlive,
  LOCK_FILE,
  OPERATOR_SECRET_HEADER,
  type LockInfo,
} from '../src/platform/data-dir-lock.js';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SENTENCE = /^The data folder .+ is in use by another portal process \(server, PID \d+, since .+\): .+\.\n?$/;
const folders: string[] = [];
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A PID no process has any more: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the data folder lock', () => {
  it('is taken with the PID in an owner-only file, refused to a second taker while held, and given back', () => {
    const folder = freshFolder();
    const lock = acquireDataDirLock(folder, 'server');
    const path = join(folder, LOCK_FILE);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'server' });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    let refusal: unknown;
    try {
      acquireDataDirLock(folder, 'ledger-check');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toMatch(SENTENCE);
    lock.advertise({ host: '127.0.0.1', port: 3000, operatorSecret: 'secret' });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ server: { port: 3000 } });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    lock.release();
    expect(existsSync(path)).toBe(false);
    acquireDataDirLock(folder, 'ledger-check').release();
  });

  it('replaces a stale lock (its process gone, or unreadable and old) but not one still being written', () => {
    const folder = freshFolder();
    const path = join(folder, LOCK_FILE);
    const stale: LockInfo = { pid: deadPid(), nonce: 'old', holder: 'server', startedAt: '2026-01-01T00:00:00.000Z' };
    writeFileSync(path, JSON.stringify(stale));
    const lock = acquireDataDirLock(folder, 'server');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();

    writeFileSync(path, '');
    expect(() => acquireDataDirLock(folder, 'server')).toThrow(DataDirLockedError);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(path, aMinuteAgo, aMinuteAgo);
    acquireDataDirLock(folder, 'server').release();
  });

  it('replaces a lock whose process has exited but was never reaped (a zombie still answers kill 0)', async () => {
    // `sleep 0` exits at once; its parent became `sleep 5`, which never waits for it, so it stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombiePid = Number(
        await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(`${d}`))),
      );
      let state = '';
      for (let attempt = 0; attempt < 50 && state !== 'Z'; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const stat = readFileSync(`/proc/${zombiePid}/stat`, 'utf8');
        state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      }
      expect(state).toBe('Z');
      expect(() => process.kill(zombiePid, 0)).not.toThrow();
      expect(isProcessAlive(zombiePid)).toBe(false);
      expect(isProcessAlive(parent.pid!)).toBe(true);
      const folder = freshFolder();
      const held: LockInfo = { pid: zombiePid, nonce: 'z', holder: 'server', startedAt: '2026-01-01T00:00:00.000Z' };
      writeFileSync(join(folder, LOCK_FILE), JSON.stringify(held));
      acquireDataDirLock(folder, 'ledger-check').release();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});

type Run = { code: number | null; stdout: string; stderr: string };

function run(script: string, env: Record<string, string>, args: string[] = []): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts the portal on the folder (free ports) and answers once it has written where it listens into its lock. */
async function startPortal(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      SUPPLIERS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BOOKING_JOBS_INTERVAL_MS: '0',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let attempt = 0; attempt < 1200; attempt++) {
    const text = existsSync(join(dataDir, LOCK_FILE)) ? readFileSync(join(dataDir, LOCK_FILE), 'utf8') : '';
    const port = text ? (JSON.parse(text) as LockInfo).server?.port : undefined;
    if (port) return { child, port, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the portal did not start');
}

describe('processes on one embedded data folder', () => {
  // One folder for both: the second start skips creating the database (a start on a loaded machine is slow).
  const dataDir = freshFolder();

  it('refuses a second server and create-operator, runs the ledger check through the live portal, and gives the folder back', async () => {
    const portal = await startPortal(dataDir);
    try {
      expect((await fetch(`http://127.0.0.1:${portal.port}/api/health`)).status).toBe(200);
      const [second, operator, check] = await Promise.all([
        run('apps/api/src/main.ts', { DATA_DIR: dataDir, PORT: '0', SUPPLIERS_PORT: '0', HOST: '127.0.0.1' }),
        run('apps/api/src/cli/create-operator.ts', { DATA_DIR: dataDir }, [
          '--username',
          'vanhanh',
          '--password',
          'Str0ng@Pass',
          '--name',
          'Vận Hành',
        ]),
        run('apps/api/src/cli/ledger-check.ts', { DATA_DIR: dataDir }),
      ]);
      for (const refused of [second, operator]) {
        expect(refused.code, refused.stderr).toBe(1);
        expect(refused.stderr).toMatch(SENTENCE);
        expect(refused.stderr).not.toMatch(/\n\s+at |RuntimeError|Aborted/);
      }
      expect(check.code, check.stderr).toBe(0);
      expect(check.stdout).toContain(`Ledger check passed (run by the portal on port ${portal.port}):`);
      expect(check.stdout).toMatch(/deposits total [\d.]+ ₫/);
      expect(check.stderr).toBe('');
      // The portal still answers: nothing else opened its database.
      expect((await fetch(`http://127.0.0.1:${portal.port}/api/health`)).status).toBe(200);
    } finally {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const direct = await run('apps/api/src/cli/ledger-check.ts', { DATA_DIR: dataDir });
    expect(direct.code, direct.stderr).toBe(0);
    expect(direct.stdout).toMatch(/^Ledger check passed: /);
  }, 400_000);

  it('a portal killed outright leaves a stale lock that the next command replaces', async () => {
    const portal = await startPortal(dataDir);
    portal.child.kill('SIGKILL');
    await portal.exited;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    const check = await run('apps/api/src/cli/ledger-check.ts', { DATA_DIR: dataDir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/^Ledger check passed: /);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 400_000);

  it('waits out a portal that no longer answers but still holds the folder for a moment, then checks directly', async () => {
    const exiting = spawn('sleep', ['2'], { stdio: 'ignore' });
    const gone = new Promise<void>((resolve) => exiting.on('exit', () => resolve()));
    const held: LockInfo = {
      pid: exiting.pid!,
      nonce: 'exiting',
      holder: 'server',
      startedAt: '2026-01-01T00:00:00.000Z',
      server: { host: '127.0.0.1', port: 9, operatorSecret: 'unused' },
    };
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify(held));
    const check = await run('apps/api/src/cli/ledger-check.ts', { DATA_DIR: dataDir });
    await gone;
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/^Ledger check passed: /);
  }, 400_000);
});

describe('POST /api/system/ledger-check and its local twin', () => {
  const SECRET = 'local-operator-secret-for-the-test';
  let ctx: TestContext;
  let local: Awaited<ReturnType<typeof buildApp>>;
  let operator: SignedIn;
  let f1Admin: SignedIn;

  beforeAll(async () => {
    ctx = await createTestContext();
    local = await buildApp({
      db: ctx.db,
      databaseKind: 'pglite',
      config: testConfig(),
      clock: ctx.clock,
      localOperatorSecret: SECRET,
    });
    operator = await ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });
    f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  });
  afterAll(async () => {
    await local.close();
    await ctx.close();
  });

  const post = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers });

  it('answers the check to a platform operator, 403 to an F1 admin, 401 signed out', async () => {
    const answer = await post(ctx.app, '/api/system/ledger-check', operator.auth);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ passed: true, violations: [], summary: { sumOfBalances: 0 } });
    expect((await post(ctx.app, '/api/system/ledger-check', f1Admin.auth)).statusCode).toBe(403);
    expect((await post(ctx.app, '/api/system/ledger-check')).statusCode).toBe(401);
  });

  it('answers the local twin only with the secret of the lock file (401 without, 403 wrong), 404 on a server without one', async () => {
    const [agency] = await ctx.db.select().from(tables.agencies).where(eq(tables.agencies.id, operator.agencyId));
    expect(agency!.level).toBe('platform');
    const good = await post(local, '/api/system/local/ledger-check', { [OPERATOR_SECRET_HEADER]: SECRET });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ passed: true });
    expect(
      (await post(local, '/api/system/local/ledger-check', { [OPERATOR_SECRET_HEADER]: 'wrong' })).statusCode,
    ).toBe(403);
    expect((await post(local, '/api/system/local/ledger-check')).statusCode).toBe(401);
    expect(
      (await post(ctx.app, '/api/system/local/ledger-check', { [OPERATOR_SECRET_HEADER]: SECRET })).statusCode,
    ).toBe(404);
  });
});
