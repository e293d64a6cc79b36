// The booking benchmark's world: a seeded demo database (PGlite, or a scratch PostgreSQL database), the simulator over
// HTTP at one fixed latency, the API listening on a port behind a gateway that times every supplier call, and sign-ins.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, openDatabase, seedDemo, tables, type DatabaseHandle } from '@portal/db';
import type { TFaultsConfig } from '@portal/contracts';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import { buildApp, type BuiltApp } from '../../apps/api/src/app.js';
import { TEST_SIGN_IN_SECRET_KEY, testConfig } from '../../apps/api/src/config.js';
import { createSupplierGateway } from '../../apps/api/src/modules/suppliers/suppliers.module.js';
import type { SupplierGateway } from '../../apps/api/src/modules/suppliers/supplier-gateway.js';
import { hashPassword } from '../../apps/api/src/platform/passwords.js';
import { createSecretBox } from '../../apps/api/src/platform/secret-box.js';

export type DatabaseChoice = { kind: 'pglite' } | { kind: 'postgres'; adminUrl: string };

/** Supplier calls so far: how many (per operation), and the wall time during which at least one was in flight. */
export type SupplierClock = { calls: number; byOperation: Record<string, number>; busyMs: number };

export type BenchEnv = {
  base: string;
  app: BuiltApp;
  database: DatabaseHandle;
  label: string;
  supplierClock(): SupplierClock;
  signIn(username: string): Promise<Record<string, string>>;
  agencyIdOf(code: string): Promise<string>;
  fund(agencyId: string, amount: number): Promise<void>;
  close(): Promise<void>;
};

/** Every system answers every call after exactly `latencyMs`, no errors, no lost replies, no price moves, voids all day. */
export function fixedLatencyFaults(latencyMs: number): TFaultsConfig {
  return Object.fromEntries(
    ['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G'].map((system) => [
      system,
      {
        latencyMs: [latencyMs, latencyMs],
        errorRate: 0,
        timeoutRate: 0,
        issueReplyLostRate: 0,
        priceChangeRate: 0,
        holdTimeLimitSeconds: null,
        voidCutoff: '23:59',
      },
    ]),
  );
}

/** Wraps every call of the gateway to count it and to add up the time any call was in flight (overlaps counted once). */
function timedGateway(inner: SupplierGateway): { gateway: SupplierGateway; read: () => SupplierClock } {
  const clock: SupplierClock = { calls: 0, byOperation: {}, busyMs: 0 };
  let inFlight = 0;
  let since = 0;
  const wrap =
    (name: string, call: (...args: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]) => {
      clock.calls += 1;
      clock.byOperation[name] = (clock.byOperation[name] ?? 0) + 1;
      if (inFlight++ === 0) since = performance.now();
      try {
        return await call(...args);
      } finally {
        if (--inFlight === 0) clock.busyMs += performance.now() - since;
      }
    };
  const entries = Object.entries(inner as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>).map(
    ([name, call]) => [name, wrap(name, call)],
  );
  return {
    gateway: Object.fromEntries(entries) as unknown as SupplierGateway,
    read: () => ({ ...clock, byOperation: { ...clock.byOperation } }),
  };
}

// Dropping the scratch database ends connections the pool is still closing; that is expected, not an error.
const onPoolError = (error: Error) => {
  if (!/terminating connection due to administrator command/.test(error.message))
    console.error(`database pool error: ${error.message}`);
};

async function openChosen(
  choice: DatabaseChoice,
): Promise<{ database: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  if (choice.kind === 'pglite')
    return { database: await openDatabase({ kind: 'pglite' }), label: 'PGlite (in process)', drop: async () => {} };
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: choice.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(choice.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), onPoolError });
  const [server] = (await admin.query<{ version: string }>('select version() as version')).rows;
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { database, label: `${server?.version.split(',')[0] ?? 'PostgreSQL'} (scratch database ${name})`, drop };
}

export async function startBenchEnv(choice: DatabaseChoice, latencyMs: number): Promise<BenchEnv> {
  const { database, label, drop } = await openChosen(choice);
  await database.migrate();
  await seedDemo(database.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal });
  const simulator: TRunningSimulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    faults: fixedLatencyFaults(latencyMs),
  });
  const timed = timedGateway(createSupplierGateway({ suppliersUrl: simulator.url }));
  const app = await buildApp({
    db: database.db,
    databaseKind: database.kind,
    config: testConfig({ supplierDeadlineMs: 10_000, accessTokenTtlSeconds: 3600 }),
    suppliers: timed.gateway,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    app,
    database,
    label,
    supplierClock: timed.read,
    async signIn(username) {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      if (response.status !== 200)
        throw new Error(`login of ${username}: HTTP ${response.status} ${await response.text()}`);
      const { accessToken } = (await response.json()) as { accessToken: string };
      return { authorization: `Bearer ${accessToken}` };
    },
    async agencyIdOf(code) {
      const [row] = await database.db
        .select({ id: tables.agencies.id })
        .from(tables.agencies)
        .where(eq(tables.agencies.code, code));
      if (!row) throw new Error(`no agency ${code}`);
      return row.id;
    },
    async fund(agencyId, amount) {
      await app.ledger.topUp({
        idempotencyKey: `bench-${randomUUID()}`,
        agencyId,
        amount,
        reference: { type: 'bench', id: randomUUID() },
        description: 'bench',
        createdBy: null,
      });
    },
    async close() {
      await app.close();
      await simulator.close();
      await database.close();
      await drop();
    },
  };
}
