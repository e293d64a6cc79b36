// Benchmark: what the portal adds to the eSIM vendor for an order (issue 17): each sample is one order straight to the
// simulator's vendor (POST /esim/orders, a fresh clientRef), then one through POST /api/esim/orders (pricing, the
// chain's reservations, the vendor call, the sale posted with the eSIMs), over real HTTP with the vendor's latency at
// 0, on PGlite (BENCH_DATABASE_URL: PostgreSQL). The overhead is the portal's time minus the vendor's own.
// Run: npm run bench:esim (BENCH_RUNS samples, 100 by default). Prints figures; not a test.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase, seedDemo, DEMO_PASSWORD, tables } from '@portal/db';
import type { TEsimProductsResponse } from '@portal/contracts';
import { startSimulator } from '@portal/supplier-sim';
import { buildApp } from '../apps/api/src/app.js';
import { TEST_SIGN_IN_SECRET_KEY, testConfig } from '../apps/api/src/config.js';
import { hashPassword } from '../apps/api/src/platform/passwords.js';
import { createSecretBox } from '../apps/api/src/platform/secret-box.js';
import { ms, spread } from './support/figures.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = 10;
/** The ports of this helper (4620–4629). */
const SIMULATOR_PORT = Number(process.env.BENCH_SIMULATOR_PORT ?? 4621);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4620);

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await database.migrate();
await seedDemo(database.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal });
const simulator = await startSimulator({
  port: SIMULATOR_PORT,
  host: '127.0.0.1',
  faults: { ESH: { latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 } },
});
const app = await buildApp({
  db: database.db,
  databaseKind: database.kind,
  config: testConfig({ supplierDeadlineMs: 5000, suppliersUrl: simulator.url }),
});
const base = await app.listen({ port: API_PORT, host: '127.0.0.1' });
// SAOVIET's administrator (an F1: USE_ESIM and EXPORT_TICKET), its deposit topped up for every order.
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'f1.admin', password: DEMO_PASSWORD }),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const auth = { authorization: `Bearer ${accessToken}` };
const [f1] = await database.db.select().from(tables.agencies).where(eq(tables.agencies.code, 'SAOVIET'));
await app.ledger.topUp({
  idempotencyKey: `bench-esim-${randomUUID()}`,
  agencyId: f1!.id,
  amount: 5_000_000_000,
  reference: { type: 'bench', id: randomUUID() },
  description: 'bench',
  createdBy: null,
});
const account = `ESH.${f1!.code}`;

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function timed(target: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(target, init);
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`${target} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const catalogue = (await (await fetch(`${base}/api/esim/products`, { headers: auth })).json()) as TEsimProductsResponse;
const [product] = catalogue.products.filter((p) => p.coverage.code === 'JP').sort((a, b) => a.unitPrice - b.unitPrice);
const lines = [{ productId: product!.id, quantity: 2 }];
const customer = { fullName: 'Nguyễn Văn An', email: 'an@example.vn', mobile: '0901234567' };
const netTotal = 2 * (product!.unitPrice - product!.chainFee);

const direct = () =>
  timed(
    `${simulator.url}/esim/orders`,
    post({
      account,
      clientRef: `bench-${randomUUID()}`,
      lines: lines.map((l) => ({ packageId: l.productId, quantity: l.quantity })),
      expectedNet: netTotal,
    }),
  );
const viaApi = () =>
  timed(
    `${base}/api/esim/orders`,
    post({ lines, customer, acceptedTotal: 2 * product!.unitPrice }, { ...auth, 'idempotency-key': randomUUID() }),
  );

for (let index = 0; index < WARM_UP; index += 1) {
  await direct();
  await viaApi();
}
const vendor: number[] = [];
const portal: number[] = [];
const extra: number[] = [];
for (let index = 0; index < RUNS; index += 1) {
  const straight = await direct();
  const through = await viaApi();
  vendor.push(straight);
  portal.push(through);
  extra.push(through - straight);
}
const [v, p, o] = [spread(vendor), spread(portal), spread(extra)];
console.log(`eSIM order of 2 × ${product!.id} on ${database.kind} (${RUNS} samples):`);
console.log(`  vendor alone     p50 ${ms(v.p50)} ms  p95 ${ms(v.p95)} ms`);
console.log(`  through the API  p50 ${ms(p.p50)} ms  p95 ${ms(p.p95)} ms`);
console.log(`  portal overhead  p50 ${ms(o.p50)} ms  p95 ${ms(o.p95)} ms  max ${ms(o.max)} ms`);

await app.close();
await simulator.close();
await database.close();
