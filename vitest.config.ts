// Test projects: pure domain rules, the API against PGlite and (when TEST_DATABASE_URL is set) real PostgreSQL, the web app.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API files that also run on PostgreSQL, each with why. The rule: a file runs on both databases when what it checks
 * depends on the engine or its driver — money and the ledger (bigint amounts and timestamps through each driver),
 * requests racing on the same rows (PGlite serialises them on its one connection, only PostgreSQL really races),
 * SKIP LOCKED jobs or a second API instance, migrations and start-up, and the isolation walk. Every other file
 * (validation, headers, token parsing, rendering, search streaming, plain reads) runs on PGlite only: PGlite is
 * PostgreSQL's own engine, so the SQL it runs is the same.
 */
const POSTGRES_SUITES: Record<string, string> = {
  'b2c-orders.test.ts':
    'order actions racing on one row (one confirm wins), a flight hold and its ledger on each database',
  'b2c-job-plans.test.ts': "the B2C job's claims read through their partial indexes in PostgreSQL's plan",
  'sale-export-plan.test.ts':
    "the sale-report file's pages start at the last line through the (viewer_id, at) index in PostgreSQL's plan",
  'b2c-site.test.ts': 'two agencies racing for one slug: the unique violation becomes 409 on each driver',
  'content-banners.test.ts':
    'images stored and served as bytea, contact products as text[], settings jsonb_set: through each driver',
  'b2c-content.test.ts':
    'B2C articles and fare rules: tags as text[], the lower(fare_family) unique index, slug races, through each driver',
  'content-news.test.ts': 'tags as text[] through each driver (@>, unnest), the recursive audience read',
  'reports-booking-activity.test.ts':
    'grouped report SQL (filters, date_trunc buckets, jsonb contact) on each database',
  'auth-password.test.ts': 'parallel wrong reset codes race on one attempt counter',
  'auth-reset-throttle.test.ts': 'a reset code used at most once when two requests race',
  'auth-tokens.test.ts': 'refresh-token rotation: one of two simultaneous refreshes wins',
  'booking-edits-every-action.test.ts': 'every open edit accepted once: its rows, events and money on each database',
  'booking-edits-concurrency.test.ts': 'optimistic versioning under truly parallel edits of one booking',
  'booking-queues.test.ts':
    'money: two batch issues racing over the same holds pay each once; the queue SQL (jsonb segments, outbox join)',
  'booking-edits-split-money.test.ts':
    'money: void and refund of each part of a split sale; parallel splits of one version',
  'booking-edits-priced-money.test.ts': 'money: a priced edit charged at issue, two accepts of one quote at once',
  'bookings-expiry.test.ts': 'booking jobs claimed with SKIP LOCKED by two API instances',
  'bookings-hold.test.ts': 'idempotency keys under parallel holds',
  'bookings-list-keyset.test.ts':
    'the booking list: agency-path trigger, keyset pages under inserts, capped counts, the scope index in the plan',
  'bookings-issue.test.ts': 'money: the chain split posted once, parallel issues, a second instance',
  'bookings-issue-credits.test.ts':
    'money: a credit shell paying part of an issue along the chain; two parallel issues naming it meet on its row lock',
  'bookings-void-refund.test.ts': 'money: void and refund credits along the chain',
  'bookings-void-refund-reconcile.test.ts': 'money: unknown void and refund outcomes reconciled by the jobs',
  'cli-and-startup.test.ts': 'migrations and start-up on each database',
  'commission-fees.test.ts': 'one rule when the same key is saved five times at once',
  'commission-change-fees.test.ts':
    'money: change fees resolved along the chain (bigint change_amount through each driver)',
  'debit-reports-reconcile.test.ts': 'money: the debit reports against ledger_entries, grouped sums and bigint in SQL',
  'debit-report-pages.test.ts':
    'money: keyset pages on (timestamptz to the microsecond, id), window-function running balances, grouped sums',
  'demo-seed.test.ts': 'migrations and the demo seed, run twice',
  'deposit-adjustments.test.ts': 'money: one adjustment per key, also when sent five times at once',
  'deposit-statement.test.ts': 'money: running balances over Vietnam days in SQL',
  'esim-list.test.ts': 'eSIM order list SQL: jsonb customer, agency_path scope, Vietnam days, search_text',
  'esim-mail.test.ts': 'the activation mail: outbox row, mailed_at and the event in one transaction',
  'esim-statement.test.ts': 'money: eSIM sales, refunds and top-ups named in the deposit statement',
  'flight-data-report.test.ts': 'money: ticket value of real sales over agency_path scope and Vietnam days in SQL',
  'isolation-walk.test.ts': 'the isolation walk over every id-taking endpoint',
  'sale-report.test.ts':
    "money: the sale report against every viewer's ledger entries, its SQL (jsonb, lateral sums, uuid casts)",
  'income-report.test.ts':
    "money: the income report's sums against the sale report and every viewer's commission entries, its tree SQL",
  'split-credit-uses.test.ts':
    "money: a credit shell's use moved by a split under its change's row lock, given back by the new booking's void",
  'paid-changes-actions.test.ts': 'money: each paid action charged along the chain, a refused seat released',
  'paid-changes-property.test.ts': 'money: random paid changes, voids and refunds keep every deposit exact',
  'paid-changes-upgrade-luggage.test.ts': 'money: upgrade-luggage paid on a ticketed booking along the chain',
  'paid-changes-reissue.test.ts': 'money: exchanges, refunds by fare rule to the chain, credit shells, balance due',
  'paid-changes-money.test.ts':
    'money: paid changes along the chain, concurrent accepts, lost replies retried and reconciled, void of change sales',
  'paid-changes-sigkill.test.ts':
    'money: a real SIGKILL of the API process between the reserve and the post of a paid change, settled by a fresh one',
  'trains-boarding-cards.test.ts':
    'money: a train hold issued and refunded through the routes (Idempotency-Key, 409), its boarding cards and mail',
  'trains-money-issue.test.ts':
    'money: train issue along the chain, parallel issues meet on the row lock, lost answers reconciled',
  'trains-money-settlements.test.ts':
    'money: what the train reconciliation settled, refunded after; a failing booking skipped; a dropped refund redone',
  'trains-refund-answer.test.ts':
    "money: a train refund credits the railway's answered figure when it differs from the quote, or stays pending",
  'trains-money-refund-change.test.ts':
    'money: train refunds (net credits, fees kept) and changes (two-phase) along the chain, replays and reconciliation',
  'idempotency-rule.test.ts': 'money: the same Idempotency-Key rule on hold, issue and adjustments (jsonb key lookups)',
  'ledger-balance.test.ts': 'ledger',
  'ledger-concurrency.test.ts': 'ledger under truly parallel calls',
  'ledger-crash.test.ts': 'ledger survives a killed process',
  'ledger-invariants.test.ts': "ledger invariant checker's SQL",
  'ledger-model.test.ts': 'ledger model-based sequences',
  'ledger-sale-concurrency.test.ts': 'ledger split sales under truly parallel calls',
  'ledger-sale-invariants.test.ts': "ledger split sales' invariants",
  'ledger-sale-model.test.ts': 'ledger split sales model-based sequences',
  'ledger-sale.test.ts': 'ledger split sales',
  'ledger-service.test.ts': 'ledger service: reserve, post, release, credit limits',
  'mail-outbox-dispatch.test.ts': 'outbox rows claimed with SKIP LOCKED by two instances',
  'pin-code.test.ts': 'parallel wrong PINs counted one after another',
  'platform-operator-agencies.test.ts': 'money: the operator tops up an F1 (one adjustment per key, two at once)',
  'pin-step-up.test.ts': 'one step-up token lets exactly one of two parallel requests through',
  'session-cache.test.ts': 'live sessions cached per instance end at once in another instance (LISTEN/NOTIFY)',
  'session-end.test.ts': 'sessions end at once with the session cache on each database',
  'sub-agencies.test.ts': 'one of two simultaneous creations with the same code or email wins',
  'sub-agencies-lock.test.ts': 'locking a sub-agency and its deposit figures',
  'sub-agency-deposits.test.ts': 'money: deposit figures of every agency below',
  'top-ups.test.ts': 'money: top-up requests and their evidence',
  'top-ups-reads.test.ts': 'money: the top-up list over Vietnam days in SQL, and the evidence download',
  'top-ups-decisions.test.ts': 'money: one confirmation atomically with the status, racing decisions',
  'qr-topups.test.ts': 'money: bank notifications credited once under 64 concurrent retries, the review queue',
  'qr-simulated-bank.test.ts':
    'money: signed notifications over HTTP with retries, duplicates and out-of-order delivery',
  'trains-bookings.test.ts':
    'train list SQL (jsonb, array_agg, Vietnam days) and the expiry job claimed with SKIP LOCKED',
  'trains-hold.test.ts': 'train holds: one booking when the same Idempotency-Key races, the agency path on insert',
  'trains-search.test.ts': 'issue 16 asks train search on both databases: the fee chain read beside the railway',
  'trains-seat-locks.test.ts': "seat-lock rows: the per-user cap and another agency's lock under real PostgreSQL",
  'trains-commission.test.ts': 'fee rules keyed by product (nulls-not-distinct unique key with the new column)',
  'esim-products.test.ts': 'the eSIM catalogue priced per chain from ESIM fee rules',
  'esim-orders.test.ts': 'eSIM orders: two-phase money, idempotency keys, 10 concurrent identical requests (row locks)',
  'esim-reconcile.test.ts': 'eSIM reconciliation claims (FOR UPDATE SKIP LOCKED) and settlement of unknown outcomes',
  'esim-refund-topup.test.ts': 'eSIM refunds (V reversal of one sale line) and top-ups under row locks',
  'sale-line-projection.test.ts':
    'stored sale lines equal the live ones; two projectors at once (FOR UPDATE SKIP LOCKED) project each transaction once',
  'sale-file-worker.test.ts':
    "a year's sale-report file written by a worker thread over its own PostgreSQL connection, byte for byte the process's",
  'vna-summary-report.test.ts': 'money: VN tickets and carrier surcharges over agency_path scope in SQL',
  'notifications-live.test.ts':
    'LISTEN/NOTIFY: a notification written through one API instance reaches a stream on a second one after commit',
  'storefront-checkout.test.ts':
    "a consumer's hold: one order when the same form is sent twice at once (the hold's key, the booking's one order, the cap's submit key), the expiry job cancelling the order in the booking's transaction",
  'storefront-round-trip.test.ts':
    "a consumer's round trip: both flights in one order, its total and fee to the đồng through each driver, a resent form holding once, the hourly cap counting it once",
  'storefront.test.ts':
    "the per-agency hold cap under truly parallel holds (the site row's lock), the consumer fee read through each driver",
  'storefront-esim.test.ts':
    "money: a consumer's eSIM order issued from the agency's deposit through the ledger; two issues at once pay once",
  'b2c-tour-seats.test.ts':
    'tour seats: parallel reservations on one departure never oversell (conditional UPDATE under row locks), delete vs book',
  'storefront-tours.test.ts':
    'consumer tour bookings: 8 parallel bookings for the last 3 seats book exactly 3 (seats and order in one transaction)',
  'support-requests.test.ts': 'the support thread under row locks, its notifications written in the same transaction',
};

const API_TEST_DIR = 'apps/api/test';
const missing = Object.keys(POSTGRES_SUITES).filter(
  (file) => !existsSync(fileURLToPath(new URL(`${API_TEST_DIR}/${file}`, import.meta.url))),
);
if (missing.length > 0)
  throw new Error(`vitest.config.ts lists PostgreSQL suites that do not exist: ${missing.join(', ')}`);

/**
 * API files that replace a module for the whole file (vi.mock of nodemailer): they keep a module registry of their own.
 * Every other API file shares its worker's modules with the files before it (isolate: false, decision 140): each builds
 * its own app, database and clock, and nothing they import keeps state between apps.
 */
const MODULE_MOCKING_FILES = [
  'bookings-mail.test.ts',
  'esim-mail.test.ts',
  'mailer-config.test.ts',
  'trains-boarding-cards.test.ts',
];

const apiProject = (
  name: string,
  kind: 'pglite' | 'postgres',
  modules: 'shared' | 'isolated',
): TestProjectInlineConfiguration => {
  const files =
    kind === 'pglite'
      ? [`${API_TEST_DIR}/**/*.test.ts`]
      : Object.keys(POSTGRES_SUITES).map((file) => `${API_TEST_DIR}/${file}`);
  const mocking = MODULE_MOCKING_FILES.map((file) => `${API_TEST_DIR}/${file}`);
  const isIsolated = modules === 'isolated';
  return {
    test: {
      name: isIsolated ? `${name}-isolated` : name,
      include: isIsolated
        ? mocking.filter((file) => kind === 'pglite' || POSTGRES_SUITES[file.slice(API_TEST_DIR.length + 1)])
        : files,
      exclude: isIsolated ? [] : mocking,
      isolate: isIsolated,
      environment: 'node',
      globalSetup: [`${API_TEST_DIR}/support/global-setup.ts`],
      env: { TEST_DB_KIND: kind },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
};

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; most API files wait on HTTP and PostgreSQL, so two run side by side.
    maxWorkers: 2,
    projects: [
      // The domain and simulator files share modules within a worker (isolate: false): they mock nothing, stub no
      // environment or timers, and the simulator's module-level maps only cache pure functions of their keys. Each file
      // no longer imports the simulator anew: 314 → 70 s for the two projects on a loaded machine (import 324 → 37 s).
      { test: { name: 'domain', include: ['packages/*/test/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'supplier-sim',
          include: ['apps/supplier-sim/test/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      { test: { name: 'lint-config', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      // The public storefront's islands (issue 20): pure pieces and DOM helpers in jsdom.
      { test: { name: 'storefront', include: ['apps/storefront/test/**/*.test.ts'], environment: 'jsdom' } },
      apiProject('api-pglite', 'pglite', 'shared'),
      apiProject('api-pglite', 'pglite', 'isolated'),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', 'postgres', 'shared'), apiProject('api-postgres', 'postgres', 'isolated')]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
