// Benchmark (issue 21): bank notifications matched per second on real PostgreSQL with 64 concurrent senders, through
// the signed hook endpoint (app.inject: routing, raw body, HMAC, matching, ledger credit). Each transfer is sent twice
// (a retry racing the first), some carry no code; then credits must equal the distinct matched transfers exactly.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:qr
//      (BENCH_TRANSFERS distinct matched transfers, default 2000; BENCH_SUB_AGENCIES, default 50; BENCH_CONCURRENCY 64)
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, tables } from '@portal/db';
import { topUpCodeFrom } from '@portal/domain';
import { buildApp } from '../apps/api/src/app.js';
import { TEST_SIGN_IN_SECRET_KEY, testConfig } from '../apps/api/src/config.js';
import { checkLedgerInvariants, describeViolation } from '../apps/api/src/modules/ledger/ledger-invariants.js';
import { hookSignature } from '../apps/api/src/modules/qr/bank-hook-signature.js';
import { createSecretBox } from '../apps/api/src/platform/secret-box.js';
import { systemClock } from '../apps/api/src/platform/clock.js';
import { createLedgerService } from '../apps/api/src/modules/ledger/ledger.service.js';
import { ms, spread } from './support/figures.js';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server the benchmark may create a database on.',
  );
  process.exit(2);
}
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2000);
const SUB_AGENCIES = Number(process.env.BENCH_SUB_AGENCIES ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const UNMATCHED = Math.round(TRANSFERS / 10);
const ACCOUNT = '0071000123456';

const name = `portal_bench_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
url.pathname = `/${name}`;
const onPoolError = (error: Error) => {
  if (!/terminating connection due to administrator command/.test(error.message))
    console.error(`database pool error: ${error.message}`);
};
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20, onPoolError });
try {
  await database.migrate();
  const { db } = database;
  const [platform] = await db
    .insert(tables.agencies)
    .values({ level: 'platform', code: 'BPLAT', name: 'Bench platform' })
    .returning();
  const [f1] = await db
    .insert(tables.agencies)
    .values({ level: 'F1', code: 'BF1', name: 'Bench F1', parentId: platform!.id })
    .returning();
  const subAgencies = await db
    .insert(tables.agencies)
    .values(
      Array.from({ length: SUB_AGENCIES }, (_, n) => ({
        level: 'F2' as const,
        code: `BF2${n}`,
        name: `Bench F2 ${n}`,
        parentId: f1!.id,
      })),
    )
    .returning({ id: tables.agencies.id });
  const [user] = await db
    .insert(tables.users)
    .values({
      agencyId: subAgencies[0]!.id,
      username: 'bench.f2',
      fullName: 'Bench',
      email: 'bench@example.vn',
      passwordHash: 'x',
      accountType: 'SUB',
      role: 'admin_f2',
    })
    .returning({ id: tables.users.id });
  await db
    .insert(tables.bankAccounts)
    .values({ agencyId: f1!.id, bankBin: '970436', accountNumber: ACCOUNT, holderName: 'BENCH F1', isDefault: true });
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const [key] = await db
    .insert(tables.bankHookKeys)
    .values({ agencyId: f1!.id, secretSealed: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal(secret) })
    .returning({ id: tables.bankHookKeys.id });
  const requests = Array.from({ length: TRANSFERS }, (_, n) => ({
    agencyId: subAgencies[n % SUB_AGENCIES]!.id,
    amount: 100_000 + (n % 97) * 10_000,
    code: topUpCodeFrom(randomBytes(8)),
  }));
  for (let start = 0; start < requests.length; start += 500)
    await db.insert(tables.topUpRequests).values(
      requests.slice(start, start + 500).map((request) => ({
        agencyId: request.agencyId,
        amount: request.amount,
        method: 'qr' as const,
        qrCode: request.code,
        transferReference: request.code,
        transferDate: '2026-11-27',
        requestedBy: user!.id,
      })),
    );

  const app = await buildApp({ db, databaseKind: 'postgres', config: testConfig() });
  await app.ready();
  const bodies = [
    ...requests.map((request, n) => ({
      id: `FTM${n}`,
      amount: request.amount,
      content: `MBVCB.${n}.${request.code}.CK`,
    })),
    ...Array.from({ length: UNMATCHED }, (_, n) => ({ id: `FTU${n}`, amount: 50_000, content: `chuyen tien ${n}` })),
  ].map((transfer) =>
    JSON.stringify({
      id: transfer.id,
      transactionDate: new Date().toISOString(),
      accountNumber: ACCOUNT,
      transferType: 'in',
      transferAmount: transfer.amount,
      content: transfer.content,
    }),
  );
  // Every notification twice, the copies shuffled among the rest: retries race their first delivery.
  const sends = [...bodies, ...bodies].sort(() => Math.random() - 0.5);
  const send = (rawBody: string) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    return app.inject({
      method: 'POST',
      url: '/api/bank-hooks/notifications',
      headers: {
        'content-type': 'application/json',
        'x-hook-key': key!.id,
        'x-hook-timestamp': timestamp,
        'x-hook-signature': hookSignature(secret, timestamp, rawBody),
      },
      payload: rawBody,
    });
  };

  const latencies: number[] = [];
  const outcomes = new Map<string, number>();
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < sends.length) {
        const body = sends[next++]!;
        const callStarted = performance.now();
        const response = await send(body);
        latencies.push(performance.now() - callStarted);
        if (response.statusCode !== 200) failures++;
        else {
          const outcome = response.json<{ outcome: string }>().outcome;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await app.close();

  const expected = requests.reduce((sum, request) => sum + request.amount, 0);
  const [credited] = await db
    .select({ total: sql<string>`coalesce(sum(${tables.topUpRequests.amount}), 0)`, count: sql<number>`count(*)::int` })
    .from(tables.topUpRequests)
    .where(
      and(
        eq(tables.topUpRequests.status, 'confirmed'),
        inArray(
          tables.topUpRequests.agencyId,
          subAgencies.map((agency) => agency.id),
        ),
      ),
    );
  const [ledgerCredit] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tables.ledgerTransactions)
    .where(and(eq(tables.ledgerTransactions.type, 'T'), eq(tables.ledgerTransactions.referenceType, 'top_up_request')));
  // What the sub-agencies' deposits hold now: every credit, read back from the ledger's balances.
  const ledger = createLedgerService({ db, clock: systemClock });
  let depositTotal = 0;
  for (const agency of subAgencies) depositTotal += (await ledger.balances(agency.id)).balance;
  const { violations } = await checkLedgerInvariants(db);
  const latency = spread(latencies);
  console.log(
    `QR matching on PostgreSQL: ${sends.length} notifications (${TRANSFERS} matched transfers, ${UNMATCHED} without a code, each sent twice), ${CONCURRENCY} concurrent senders, ${SUB_AGENCIES} sub-agencies of one F1`,
  );
  console.log(
    `  ${(sends.length / seconds).toFixed(0)} notifications/s, ${(TRANSFERS / seconds).toFixed(0)} matched transfers/s, ${seconds.toFixed(2)} s`,
  );
  console.log(
    `  latency ms p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}; non-200 answers ${failures}`,
  );
  console.log(`  outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`);
  console.log(
    `  credits: ${ledgerCredit!.count} ledger T for ${credited!.count} confirmed requests, ${depositTotal} VND in the deposits; expected ${TRANSFERS} and ${expected} VND`,
  );
  const isExact =
    depositTotal === expected &&
    ledgerCredit!.count === TRANSFERS &&
    credited!.count === TRANSFERS &&
    violations.length === 0 &&
    failures === 0;
  console.log(isExact ? '  exactly once: OK' : `  MISMATCH ${violations.map(describeViolation).join('; ')}`);
  if (!isExact) process.exitCode = 1;
} finally {
  await database.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}
