// The create-operator CLI and the server's start-up outside demo mode, run as real child processes.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { freshProcessDatabase, type ProcessDatabase } from './support/process-env.js';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

function createOperator(env: Record<string, string>, args: string[]) {
  return run('node', ['--import', 'tsx', 'apps/api/src/cli/create-operator.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

let database: ProcessDatabase;
beforeAll(async () => {
  database = await freshProcessDatabase();
});
afterAll(() => database.drop());

// Each case starts Node with tsx, which compiles the CLI first: up to a minute when CI's two cores are busy.
describe('npm run create-operator', { timeout: 120_000 }, () => {
  it('creates the platform agency and an operator who holds the platform permissions', async () => {
    const result = await createOperator(database.env, [
      '--username',
      'vanhanh',
      '--password',
      'Str0ng@Pass',
      '--name',
      'Nguyễn Văn Vận',
      '--email',
      'vh@example.vn',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Platform operator vanhanh created');
    const handle = await database.open();
    try {
      const [user] = await handle.db.select().from(tables.users).where(eq(tables.users.username, 'vanhanh'));
      expect(user).toMatchObject({ role: 'super_admin', fullName: 'Nguyễn Văn Vận' });
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
      const [agency] = await handle.db.select().from(tables.agencies).where(eq(tables.agencies.id, user!.agencyId));
      expect(agency!.level).toBe('platform');
    } finally {
      await handle.close();
    }
  });

  it('refuses a weak password, naming what is missing, and writes nothing', async () => {
    const result = await createOperator(database.env, ['--username', 'yeu', '--password', 'password', '--name', 'Yếu']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('missingUppercase');
    const handle = await database.open();
    try {
      expect(await handle.db.select().from(tables.users).where(eq(tables.users.username, 'yeu'))).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('refuses a username that is taken', async () => {
    const result = await createOperator(database.env, [
      '--username',
      'VanHanh',
      '--password',
      'Str0ng@Pass',
      '--name',
      'Khác',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('already taken');
  });
});

describe.runIf(isPostgres)('start-up on PostgreSQL outside demo mode', { timeout: 120_000 }, () => {
  it('runs the migrations, reports postgres and seeds no demo accounts', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn('node', ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...database.env,
        PORT: String(port),
        SUPPLIERS_PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO: '',
      },
      stdio: 'ignore',
    });
    try {
      let health: Response | undefined;
      for (let attempt = 0; attempt < 450 && !health?.ok; attempt++) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await health!.json()).toMatchObject({ status: 'ok', database: 'postgres' });
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'f1.admin', password: 'Demo@2026' }),
      });
      expect(login.status).toBe(401);
      const operator = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'vanhanh', password: 'Str0ng@Pass' }),
      });
      expect(operator.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
