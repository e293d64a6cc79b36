// The ledger survives a SIGKILL: a process running money operations is killed mid-load (twice), restarted with the same
// plan, and the invariants hold after every kill, with each operation's effect exactly once at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDatabase, tables, type DatabaseHandle } from '@portal/db';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { checkLedgerInvariants, describeViolation } from '../src/modules/ledger/ledger-invariants.js';
import { systemClock } from '../src/platform/clock.js';
import { crashPlan, expectedBalances } from './support/ledger-crash-plan.js';
import { createDatabaseFromTemplate } from './support/postgres-names.js';

const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const WORKER = fileURLToPath(new URL('./support/ledger-crash-worker.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STEPS = 240;
const OPENING = 1_000_000_000;

let workDir: string;
let target: string;
let dropDatabase: (() => Promise<void>) | undefined;

/** The database the worker uses, opened by the test process when the worker is not running (PGlite allows one user). */
async function openTarget(): Promise<DatabaseHandle> {
  return isPostgres
    ? openDatabase({ kind: 'postgres', url: target, poolSize: 2 })
    : openDatabase({ kind: 'pglite', dataDir: target });
}

type WorkerRun = { done: number; finished: boolean; killed: boolean; stderr: string };

/** Runs the worker; kills it with SIGKILL once `killAfter` steps are reported done (or never, when undefined). */
function runWorker(planFile: string, killAfter?: number): Promise<WorkerRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, target, planFile], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run: WorkerRun = { done: 0, finished: false, killed: false, stderr: '' };
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('done ')) run.done += 1;
        if (line === 'finished') run.finished = true;
      }
      if (killAfter !== undefined && run.done >= killAfter && !run.killed) {
        run.killed = child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => void (run.stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(run));
  });
}

async function expectInvariants(): Promise<void> {
  const handle = await openTarget();
  try {
    const { violations } = await checkLedgerInvariants(handle.db);
    expect(violations.map(describeViolation)).toEqual([]);
  } finally {
    await handle.close();
  }
}

const agencyIds: string[] = [];
let planFile: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  if (isPostgres) {
    const copy = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
    target = copy.url;
    dropDatabase = copy.drop;
  } else {
    target = join(workDir, 'pglite');
  }
  const handle = await openTarget();
  try {
    if (!isPostgres) await handle.migrate();
    const ledger = createLedgerService({ db: handle.db, clock: systemClock });
    for (let index = 0; index < 4; index += 1) {
      const [agency] = await handle.db
        .insert(tables.agencies)
        .values({
          level: 'F1',
          code: `CRASH${index}${Date.now().toString(36)}`.toUpperCase(),
          name: `Đại lý thử sập ${index}`,
        })
        .returning();
      agencyIds.push(agency!.id);
      await ledger.topUp({
        idempotencyKey: `crash:fund:${agency!.id}`,
        agencyId: agency!.id,
        amount: OPENING,
        reference: { type: 'top_up_request', id: `fund-${index}` },
      });
    }
  } finally {
    await handle.close();
  }
  planFile = join(workDir, 'plan.json');
  writeFileSync(planFile, JSON.stringify({ steps: crashPlan(agencyIds, STEPS), concurrency: isPostgres ? 8 : 1 }));
}, 60_000);

afterAll(async () => {
  await dropDatabase?.();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`SIGKILL during money operations (${isPostgres ? 'PostgreSQL, 8 connections' : 'PGlite data folder'})`, () => {
  it('keeps every invariant after each kill and ends with each operation applied exactly once', async () => {
    for (const killAfter of [40, 110]) {
      const run = await runWorker(planFile, killAfter);
      expect(run.stderr).toBe('');
      expect(run.killed, 'the worker should have been killed mid-run').toBe(true);
      expect(run.finished).toBe(false);
      await expectInvariants();
    }

    const last = await runWorker(planFile);
    expect(last.stderr).toBe('');
    expect(last.finished).toBe(true);
    expect(last.done).toBe(STEPS);
    await expectInvariants();

    const handle = await openTarget();
    try {
      const ledger = createLedgerService({ db: handle.db, clock: systemClock });
      const steps = crashPlan(agencyIds, STEPS);
      for (const [agencyId, balance] of expectedBalances(steps, OPENING)) {
        expect(await ledger.balances(agencyId)).toEqual({ balance, reserved: 0, available: balance, creditLimit: 0 });
      }
      const typeCount = async (type: 'T' | 'S' | 'V') =>
        (
          await handle.db
            .select({ n: count() })
            .from(tables.ledgerTransactions)
            .where(eq(tables.ledgerTransactions.type, type))
        )[0]!.n;
      expect(await typeCount('T')).toBe(agencyIds.length);
      expect(await typeCount('S')).toBe(steps.filter((step) => step.outcome === 'post').length);
      expect(await typeCount('V')).toBe(steps.filter((step) => step.voidAmount > 0).length);
      const [reservations] = await handle.db.select({ n: count() }).from(tables.ledgerReservations);
      expect(reservations!.n).toBe(STEPS);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
