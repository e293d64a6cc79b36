// Browser journeys in Debian's Chromium against the portal started as `npm start` starts it — the compiled server
// `npm run test:e2e` builds first (decision 063) — on a fresh embedded database with demo data, and, when
// TEST_DATABASE_URL is set, the main journeys again against a server on real PostgreSQL.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The journeys' servers listen on E2E_PORT_BASE and the five ports after it (3100–3105 unless set). */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
const port = (offset: number) => PORT_BASE + offset;
export const MAIN_URL = `http://127.0.0.1:${port(0)}`;
/** A second server whose access tokens live 4 seconds, to watch the transparent refresh. */
export const SHORT_TOKEN_URL = `http://127.0.0.1:${port(1)}`;

/** The portal on PostgreSQL in demo mode, on a database made fresh for the run. */
export const POSTGRES_URL = `http://127.0.0.1:${port(2)}`;
const postgresAdminUrl = process.env.TEST_DATABASE_URL;

function postgresDatabaseUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/portal_e2e_${PORT_BASE}`;
  return url.toString();
}

/**
 * The supplier simulators of the main and PostgreSQL servers listen on fixed ports, so a journey can shorten a hold's time
 * limit through PUT /admin/faults; those two servers also run the booking jobs every 2 s, so an expired hold is cancelled
 * within seconds (bookings.spec.ts).
 */
export const SIMULATOR_URLS: Record<string, string> = {
  [MAIN_URL]: `http://127.0.0.1:${port(4)}`,
  [POSTGRES_URL]: `http://127.0.0.1:${port(5)}`,
};
const BOOKING_JOBS = 'BOOKING_JOBS_INTERVAL_MS=2000';

/**
 * One portal as `npm start` runs it, on a fresh data folder; start-servers.mjs starts them all and stops them. The
 * storefront's forms may be sent as soon as they are filled: a journey types faster than a person, and the API suites
 * test the refusal of a form sent too soon (STOREFRONT_FORM_MIN_FILL_MS).
 */
const server = (port: number, extraEnv: string, suppliersPort = 0) => ({
  command: `rm -rf .test-output/e2e-${port} && PORT=${port} SUPPLIERS_PORT=${suppliersPort} HOST=127.0.0.1 DEMO_SALES=false DATA_DIR=.test-output/e2e-${port} LOG_LEVEL=warn STOREFRONT_FORM_MIN_FILL_MS=0 ${extraEnv} node apps/api/dist/server/main.js`,
  url: `http://127.0.0.1:${port}/api/health`,
});

const postgresServer = (adminUrl: string) => {
  const portal = server(port(2), `DEMO=true ${BOOKING_JOBS} DATABASE_URL=${postgresDatabaseUrl(adminUrl)}`, port(5));
  return {
    ...portal,
    command: `psql "${adminUrl}" -qc "drop database if exists portal_e2e_${PORT_BASE} with (force)" -qc "create database portal_e2e_${PORT_BASE}" && ${portal.command}`,
  };
};

const servers = [
  server(port(0), BOOKING_JOBS, port(4)),
  server(port(1), 'ACCESS_TOKEN_TTL_SECONDS=4'),
  ...(postgresAdminUrl ? [postgresServer(postgresAdminUrl)] : []),
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three journeys at once on two cores (decision 154): with two, the cores sat 35–55 % idle while journeys waited on
  // the browser and the servers; a third fills them (72 journeys 492 → 441 s, one run after the other on one machine).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // A journey's limit guards against a hang, not a pace: on CI's two cores, with two journeys and four servers beside
  // each other, short journeys took up to 61 s of the 60 s they had (session 16).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-output/e2e.json' }]],
  outputDir: '../.test-output/e2e-artifacts',
  use: {
    baseURL: MAIN_URL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // Journeys run as a user who asked for reduced motion (decision 147): no animation frames between the steps.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'pglite', use: { baseURL: MAIN_URL } },
    ...(postgresAdminUrl
      ? [
          {
            name: 'postgres',
            use: { baseURL: POSTGRES_URL },
            // The journeys whose outcome rests on what the database does (decision 041): money moved through the
            // ledger, rows created under unique rules; screens that only read (menus, search, the share link) are
            // checked on PostgreSQL by the API suites and run here on PGlite only. Decision 139 keeps this list to the
            // journeys that move money or hold seats, to keep CI within its time: the forms, administration, reports,
            // news and support journeys run on PGlite, their SQL on PostgreSQL in the API suites.
            testMatch: [
              'database-under-test.spec.ts',
              'money.spec.ts',
              'bookings.spec.ts',
              'issue-from-completed.spec.ts',
              // Edits that reprice a hold, then its issue: money through the ledger.
              'booking-edits.spec.ts',
              // Paid changes after ticketing: every step a movement of the deposit (or, for a credit shell, none).
              'paid-changes.spec.ts',
              // The train journey: its hold, issue and refund move the deposit through the ledger.
              'trains.spec.ts',
              // The eSIM journey: its order and refund move the deposit through the ledger.
              'esim.spec.ts',
              // The issue queue: a batch of holds issued with one PIN, the deposit lowered by exactly their totals.
              'issue-queue.spec.ts',
              // QR top-ups: a bank notification credits the deposit through the ledger exactly once.
              'qr-topup.spec.ts',
              // The storefront: a consumer's flight held for the agency, then issued from the deposit by the agent.
              'storefront.spec.ts',
              // The storefront's eSIM: the agent issues a consumer's order from the deposit through the ledger.
              'storefront-esim.spec.ts',
              // B2C articles and fare rules: tags as text[] and the lower(fare_family) unique index on PostgreSQL.
              'b2c-content.spec.ts',
              // Issue 20 asks every B2C route in the browser on both databases: the site's settings and its orders.
              'b2c-config.spec.ts',
              // The consumer's tour booking: seats taken from a departure and the order written, then seen by the agency.
              'storefront-tours.spec.ts',
              // The tours back office (/b2c/tours, /b2c/tour/{id}, /b2c/change-tour) and /b2c/news-by-tag, both databases.
              'b2c-tours-admin.spec.ts',
            ],
          },
        ]
      : []),
  ],
  // One launcher starts the servers side by side: Playwright starts its webServer entries one after another, ~25 s each
  // on a busy two-core machine. It refuses a port already in use, like reuseExistingServer: false.
  webServer: {
    command: 'node e2e/support/start-servers.mjs',
    cwd: REPO_ROOT,
    env: { E2E_SERVERS: JSON.stringify(servers) },
    wait: { stdout: /e2e servers ready/ },
    timeout: 120_000,
    // SIGTERM, and wait: each portal closes its database and gives back the data folder's lock before the ledger check.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  },
});
