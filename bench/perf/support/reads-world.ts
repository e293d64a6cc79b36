// The authenticated-read benchmarks' world (issue 13): a scratch PostgreSQL database with the demo agencies and ~N
// bookings under F1, API processes and a bare Fastify 5 hello process on given ports, and an autocannon runner.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD, openDatabase, seedDemo, tables } from '@portal/db';
import { eq, inArray } from 'drizzle-orm';
import { TEST_SIGN_IN_SECRET_KEY } from '../../../apps/api/src/config.js';
import { hashPassword } from '../../../apps/api/src/platform/passwords.js';
import { createSecretBox } from '../../../apps/api/src/platform/secret-box.js';
import { agencyIdsAtAndBelow } from '../../../apps/api/src/platform/tenancy.js';

export const BENCH_JWT_SECRET = 'perf-bench-secret-that-is-long-enough-for-hs256-signing';
const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The PostgreSQL server's admin URL: PERF_DATABASE_URL, else TEST_DATABASE_URL's server, else the local default. */
export function adminUrl(): string {
  const given = process.env.PERF_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const url = new URL(given ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** A fresh database `name` (dropped first if a crashed run left it), migrated and seeded with the demo tree. */
export async function createScratchDatabase(name: string): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  await seedDemo(handle.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal });
  await handle.close();
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** ~2 KB of flights and pricing, like a held one-way booking's. */
function bookingJson(index: number) {
  const segment = {
    airline: 'VN',
    flightNumber: `VN${200 + (index % 50)}`,
    from: 'HAN',
    to: 'SGN',
    departAt: '2027-01-10T01:00:00.000Z',
    arriveAt: '2027-01-10T03:10:00.000Z',
    fareClass: 'E',
    fareBasis: 'EOWVNF',
    aircraft: 'A321',
    terminals: { from: 'T1', to: 'T1' },
    baggage: { cabinKg: 7, checkedKg: 23 },
  };
  const flights = [{ key: `VN-${index}`, system: 'VN', segments: [segment, { ...segment, from: 'SGN', to: 'DAD' }] }];
  const pricing = Object.fromEntries(
    ['ADT', 'CHD'].map((type) => [
      type,
      { count: 1, net: 1_000_000, taxes: [{ code: 'AX', amount: 50_000 }], fees: [{ link: 'F1', amount: 100_000 }] },
    ]),
  );
  return { flights, pricing };
}

/** `count` held bookings spread over F1 and the agencies below it, two passengers each, made by each agency's users. */
export async function seedBookings(url: string, count: number): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url });
  const { db } = handle;
  const [f1] = await db.select().from(tables.agencies).where(eq(tables.agencies.code, 'SAOVIET'));
  if (!f1) throw new Error('no demo agency SAOVIET (F1)');
  const tree = await agencyIdsAtAndBelow(db, f1.id);
  const users = await db.select().from(tables.users).where(inArray(tables.users.agencyId, tree));
  const creators = tree
    .map((agencyId) => users.find((user) => user.agencyId === agencyId))
    .filter((u) => u !== undefined);
  for (let index = 0; index < count; index += 1) {
    const creator = creators[index % creators.length]!;
    const [order] = await db
      .insert(tables.bookingOrders)
      .values({
        agencyId: creator.agencyId,
        createdBy: creator.id,
        journeyType: 'OW',
        idempotencyKey: `perf-${index}`,
        requestHash: `perf-${index}`,
        contact: { name: 'Nguyễn Văn An', phone: '0901234567', email: 'an@example.vn' },
      })
      .returning();
    const at = new Date(Date.UTC(2026, 9, 1) + index * 3_600_000);
    const [booking] = await db
      .insert(tables.bookings)
      .values({
        orderId: order!.id,
        agencyId: creator.agencyId,
        createdBy: creator.id,
        system: 'VN',
        airline: 'VN',
        supplierAccount: 'perf',
        clientRef: `perf-${index}`,
        pnr: `P${String(index).padStart(5, '0')}`,
        status: 'HOLD',
        timeLimit: new Date(at.getTime() + 365 * 86_400_000),
        departAt: new Date(at.getTime() + 30 * 86_400_000),
        arriveAt: new Date(at.getTime() + 30 * 86_400_000 + 7_800_000),
        route: 'HAN-SGN-DAD',
        ...bookingJson(index),
        supplierNet: 2_100_000,
        feeTotal: 200_000,
        totalAmount: 2_300_000,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await db.insert(tables.bookingPassengers).values(
      ['ADT-1', 'CHD-1'].map((paxId, i) => ({
        bookingId: booking!.id,
        paxId,
        type: i === 0 ? ('ADT' as const) : ('CHD' as const),
        title: i === 0 ? 'MR' : 'MSTR',
        lastName: 'Nguyễn',
        firstName: i === 0 ? 'Văn An' : 'Minh',
        airlineLastName: 'NGUYEN',
        airlineFirstName: i === 0 ? 'VAN AN' : 'MINH',
      })),
    );
  }
  await handle.close();
}

export type RunningProcess = { url: string; child: ChildProcess; stop(): Promise<void> };

/**
 * Starts `script` (a .ts under bench/perf/support) with tsx and waits for the URL it sends when listening. Its standard
 * output (the server's request log) goes to /dev/null, or to the file PERF_SERVER_LOG names.
 */
export async function startProcess(script: string, env: Record<string, string>): Promise<RunningProcess> {
  // PERF_CPU_PROF=<folder>: each process writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.PERF_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PERF_CPU_PROF}`] : [];
  const log = openSync(process.env.PERF_SERVER_LOG ?? '/dev/null', 'a');
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(import.meta.dirname, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  closeSync(log);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { listening?: string }) =>
      message.listening ? resolve(message.listening) : reject(new Error(`${script}: ${JSON.stringify(message)}`)),
    );
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`login of ${username}: HTTP ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { accessToken: string }).accessToken}`;
}

export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

/** autocannon against one URL; `requests` lets a mix rotate paths (each with its own headers). */
export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  requests?: { path: string; headers?: Record<string, string> }[];
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(options.requests ? { requests: options.requests.map((r) => ({ method: 'GET' as const, ...r })) } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
