// Starts the portal: database, migrations, demo seed in demo mode, the supplier simulator (a child process) unless
// SUPPLIERS_URL is set, then the HTTP server.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase, seedDemo } from '@portal/db';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './database.js';
import { DataDirLockedError } from './platform/data-dir-lock.js';
import { hashPassword } from './platform/passwords.js';
import { createSecretBox } from './platform/secret-box.js';
import { createRailwayGateway, createSupplierGateway } from './modules/suppliers/suppliers.module.js';
import { seedDemoSales } from './modules/demo/demo-sales.js';
import { seedDemoDeposits } from './modules/ledger/demo-deposits.js';
import { bookingJobIntervalFromEnv } from './modules/bookings/jobs/booking-jobs.js';
import { startSimulatorChild } from './simulator/start-simulator-child.js';
import { registerDemoBankHook } from './simulator/demo-bank-hook.js';

const startedAt = performance.now();
const config = loadConfig();
// The embedded database has one writer: a second process on the same folder stops here with one sentence, no stack.
const database = await openConfiguredDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
// Reports may read from a replica; it is only read, never migrated (the primary's migrations reach it by replication).
const replica = config.databaseReplicaUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseReplicaUrl })
  : undefined;
/** What `npm run ledger:check` presents to this server while it holds the data folder (written into the lock file). */
const localOperatorSecret = database.lock ? randomBytes(32).toString('base64url') : undefined;
// Without SUPPLIERS_URL the simulated airlines and GDSs run in a child process, reached over real HTTP like a real
// supplier, their CPU off the API's event loop; like a real supplier they remember their PNRs and seats across restarts
// (kept in the data folder's supplier-sim/). The child ends with this process, even one killed outright.
const simulator = config.suppliersUrl
  ? undefined
  : await startSimulatorChild({
      port: config.suppliersPort,
      host: '127.0.0.1',
      dataDir: join(config.dataDir, 'supplier-sim'),
    });
const suppliersUrl = config.suppliersUrl ?? simulator!.url;
const app = await buildApp({
  db: database.db,
  databaseKind: database.kind,
  config,
  suppliers: createSupplierGateway({ suppliersUrl }),
  // The railway is the same simulator (routes under /railway): its URL is known only once the child listens.
  railway: createRailwayGateway({ suppliersUrl }),
  localOperatorSecret,
  ...(replica ? { reportsDb: replica.db } : {}),
  ...(config.databaseUrl ? { reportsDatabaseUrl: config.databaseReplicaUrl ?? config.databaseUrl } : {}),
});
const isFirstDemoStart =
  config.isDemo &&
  (await seedDemo(database.db, { hashPassword, sealCredentials: createSecretBox(config.signInSecretKey).seal }));
if (isFirstDemoStart) {
  app.log.info('demo agencies and accounts seeded (password Demo@2026)');
  // Only on the first start; the fixed idempotency keys would make a repeat move nothing anyway.
  const toppedUp = await seedDemoDeposits(database.db, app.ledger);
  app.log.info({ agencies: toppedUp }, 'demo deposits topped up');
}

/** A supplier URL may carry credentials (user:token@host); the log gets only scheme, host and path. */
function redactCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '[unparseable url]';
  }
}

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await simulator?.close();
  await replica?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (database.lock && localOperatorSecret) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  database.lock.advertise({ host: config.host, port, operatorSecret: localOperatorSecret });
}
// Demo mode with the local simulator: its bank notifies this server's hook for the demo F1's account (issue 21).
if (config.isDemo && simulator) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const isRegistered = await registerDemoBankHook({ suppliersUrl, apiUrl: `http://127.0.0.1:${port}` });
  if (!isRegistered) app.log.warn('the simulated bank did not take the demo hook: QR top-ups wait for review');
}
// Expiry of held PNRs and re-sending of unanswered holds; safe to run in every API process at once.
app.bookingJobs.start(bookingJobIntervalFromEnv());
app.trainJobs.start(bookingJobIntervalFromEnv());
app.trainMoneyJobs.start(bookingJobIntervalFromEnv());
app.esimJobs.start(bookingJobIntervalFromEnv());
app.contentJobs.start(bookingJobIntervalFromEnv());
app.b2cJobs.start(bookingJobIntervalFromEnv());
// The reports' stored sale lines: the backfill at start, then what each interval committed (decision 101).
app.saleLineProjector.start(bookingJobIntervalFromEnv());
void app.saleLineProjector.runOnce();
// The demo's sales are made once, in the background, through the API and the simulator like an agent's (decision 114).
if (isFirstDemoStart && process.env.DEMO_SALES !== 'false')
  void seedDemoSales(app, app.log).then((made) => app.log.info({ made }, 'demo sales made'));
app.log.info(
  {
    database: database.kind,
    ...(replica ? { reportsReadFromReplica: true } : {}),
    demo: config.isDemo,
    suppliers: redactCredentials(suppliersUrl),
    ...(simulator ? { simulatorPid: simulator.pid } : {}),
    readyInMs: Math.round(performance.now() - startedAt),
  },
  `portal ready on http://localhost:${config.port}`,
);
