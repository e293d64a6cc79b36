// Server configuration from the environment, with the defaults a newcomer's `npm start` needs.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SECRET_KEY_BYTES, parseSecretKey } from './platform/secret-box.js';
import { FORM_MIN_FILL_MS } from './modules/b2c/storefront/form-guard.js';

/** How often unsent outbox mail is looked for when MAIL_OUTBOX_INTERVAL_MS is not set. */
const DEFAULT_MAIL_OUTBOX_INTERVAL_MS = 5_000;

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl?: string;
  /** DATABASE_REPLICA_URL: a read-only PostgreSQL replica the reports read from (only with DATABASE_URL). */
  databaseReplicaUrl?: string;
  dataDir: string;
  isDemo: boolean;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** REFRESH_REUSE_GRACE_SECONDS: how long a just-rotated refresh token still gets the same successor (two tabs, a retry). */
  refreshReuseGraceSeconds: number;
  isCookieSecure: boolean;
  webDistDir: string;
  logLevel: string;
  /** Which proxies' X-Forwarded-For to believe: false (none), a hop count, or addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** Largest allowed difference between the client's `tsp` and the server clock. */
  maxClockSkewSeconds: number;
  /** The booking systems' base URL; when SUPPLIERS_URL is unset, `npm start` runs the simulator on suppliersPort. */
  suppliersUrl?: string;
  suppliersPort: number;
  /** How long one booking system may take to answer a search before it counts as timed out. */
  supplierDeadlineMs: number;
  /** The 32-byte AES-256-GCM key that seals booking-system credentials at rest (SIGN_IN_SECRET_KEY). */
  signInSecretKey: Buffer;
  /** SMTP server for outgoing mail (smtp:// or smtps:// URL); unset → mail stays in the outbox. */
  smtpUrl?: string;
  /** The From address of outgoing mail (SMTP_FROM). */
  smtpFrom: string;
  /** MAIL_OUTBOX_INTERVAL_MS: how often unsent outbox mail is dispatched (with SMTP_URL); 0 turns the dispatcher off here. */
  mailOutboxIntervalMs: number;
  /** FLIGHT_SEARCH_PER_USER_PER_MINUTE: searches and fare calendars one user may start per minute (0: no limit). */
  flightSearchPerUserPerMinute: number;
  /** FLIGHT_SEARCH_PER_AGENCY_PER_MINUTE: the same for all users of one agency together (0: no limit). */
  flightSearchPerAgencyPerMinute: number;
  /** NOTIFICATION_HEARTBEAT_MS: how often a notification stream sends a comment line (25 s when unset). */
  notificationHeartbeatMs?: number;
  /** STOREFRONT_DIST_DIR: the built storefront islands and styles (apps/storefront/dist). */
  storefrontDistDir: string;
  /** STOREFRONT_SEARCH_PER_ADDRESS_PER_MINUTE: consumer flight searches one client address may start (0: no limit). */
  storefrontSearchPerAddressPerMinute: number;
  /** STOREFRONT_SEARCH_PER_SITE_PER_MINUTE: consumer searches of one site together (0: no limit). */
  storefrontSearchPerSitePerMinute: number;
  /** STOREFRONT_SUBMIT_PER_ADDRESS_PER_MINUTE: passenger forms one client address may send (0: no limit). */
  storefrontSubmitPerAddressPerMinute: number;
  /** STOREFRONT_FORM_MIN_FILL_MS: how long a storefront form must have been open before it is sent (3,000; 0: none). */
  storefrontFormMinFillMs: number;
  /** STOREFRONT_HOLDS_PER_AGENCY_PER_HOUR: flight holds one agency's consumer site may ask for per hour (0: no cap). */
  storefrontHoldsPerAgencyPerHour: number;
  /**
   * PUBLIC_URL: where people reach this server (scheme and host, no trailing slash), for links in mail to consumers
   * of a site without a host name of its own: {PUBLIC_URL}/s/{slug}/…. Defaults to http://localhost:{PORT}.
   */
  publicUrl: string;
};

/** The secret kept in `fileName` in the data folder (trimmed), or a new one from `create` written there (owner-only) first. */
function readOrCreateSecret(dataDir: string, fileName: string, create: () => string): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = create();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * SIGN_IN_SECRET_KEY (64 hex digits or base64 of 32 bytes). In demo mode without it, a key is generated once and kept
 * in the data folder beside the database it protects; outside demo mode the server refuses to start without it.
 */
function signInSecretKey(env: NodeJS.ProcessEnv, dataDir: string, isDemo: boolean): Buffer {
  if (env.SIGN_IN_SECRET_KEY) return parseSecretKey(env.SIGN_IN_SECRET_KEY);
  if (!isDemo) {
    throw new Error(
      'SIGN_IN_SECRET_KEY is required outside demo mode: 32 bytes as base64 or 64 hex digits (try: openssl rand -base64 32)',
    );
  }
  const fileName = 'sign-in-secret-key';
  return parseSecretKey(
    readOrCreateSecret(dataDir, fileName, () => randomBytes(SECRET_KEY_BYTES).toString('base64')),
    join(dataDir, fileName),
  );
}

/** The whole number `env[name]`, the fallback when unset, or a clear error for nonsense (below `min`, default 0). */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, limits: { fallback: number; min?: number }): number {
  const { fallback, min = 0 } = limits;
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, got "${value}"`);
  return parsed;
}

/** PUBLIC_URL without its trailing slashes; refused unless http(s). */
function publicUrl(env: NodeJS.ProcessEnv): string {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return `http://localhost:${env.PORT || 3000}`;
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value))
    throw new Error(`PUBLIC_URL must be an http(s) address like https://portal.example.vn, got "${value}"`);
  return value.replace(/\/+$/, '');
}

const isTrue = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

/** TRUST_PROXY: unset → trust no proxy; true → any; a number → that many hops; otherwise a comma-separated address/CIDR list. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export type DatabaseConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir'>;

/** Only where the database is: what the operator commands (create-operator, ledger:check) need, without any server secret. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return { dataDir: resolve(env.DATA_DIR ?? 'data'), databaseUrl: env.DATABASE_URL || undefined };
}

/** DATABASE_REPLICA_URL, refused without DATABASE_URL: the embedded database has no replica. */
function replicaUrl(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): string | undefined {
  const url = env.DATABASE_REPLICA_URL || undefined;
  if (url && !databaseUrl)
    throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: the embedded database has no replica');
  return url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { dataDir, databaseUrl } = loadDatabaseConfig(env);
  const isDemo = !databaseUrl || isTrue(env.DEMO);
  return {
    port: wholeNumber(env, 'PORT', { fallback: 3000 }),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    databaseReplicaUrl: replicaUrl(env, databaseUrl),
    dataDir,
    isDemo,
    jwtSecret: env.JWT_SECRET || readOrCreateSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    accessTokenTtlSeconds: wholeNumber(env, 'ACCESS_TOKEN_TTL_SECONDS', { fallback: 900, min: 1 }),
    refreshTokenTtlDays: wholeNumber(env, 'REFRESH_TOKEN_TTL_DAYS', { fallback: 30, min: 1 }),
    refreshReuseGraceSeconds: wholeNumber(env, 'REFRESH_REUSE_GRACE_SECONDS', { fallback: 10 }),
    // Secure cookies by default in production; browsers also accept them on http://localhost.
    isCookieSecure: env.COOKIE_SECURE === undefined ? !isDemo : isTrue(env.COOKIE_SECURE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDistDir: resolve(env.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    maxClockSkewSeconds: wholeNumber(env, 'MAX_CLOCK_SKEW_SECONDS', { fallback: 300, min: 1 }),
    suppliersUrl: env.SUPPLIERS_URL || undefined,
    suppliersPort: wholeNumber(env, 'SUPPLIERS_PORT', { fallback: 3001 }),
    supplierDeadlineMs: wholeNumber(env, 'SUPPLIER_DEADLINE_MS', { fallback: 8000, min: 100 }),
    signInSecretKey: signInSecretKey(env, dataDir, isDemo),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || 'Portal <no-reply@localhost>',
    mailOutboxIntervalMs: wholeNumber(env, 'MAIL_OUTBOX_INTERVAL_MS', { fallback: DEFAULT_MAIL_OUTBOX_INTERVAL_MS }),
    flightSearchPerUserPerMinute: wholeNumber(env, 'FLIGHT_SEARCH_PER_USER_PER_MINUTE', { fallback: 60 }),
    flightSearchPerAgencyPerMinute: wholeNumber(env, 'FLIGHT_SEARCH_PER_AGENCY_PER_MINUTE', { fallback: 600 }),
    notificationHeartbeatMs: wholeNumber(env, 'NOTIFICATION_HEARTBEAT_MS', { fallback: 25_000, min: 1000 }),
    storefrontDistDir: resolve(env.STOREFRONT_DIST_DIR ?? 'apps/storefront/dist'),
    storefrontSearchPerAddressPerMinute: wholeNumber(env, 'STOREFRONT_SEARCH_PER_ADDRESS_PER_MINUTE', { fallback: 10 }),
    storefrontSearchPerSitePerMinute: wholeNumber(env, 'STOREFRONT_SEARCH_PER_SITE_PER_MINUTE', { fallback: 300 }),
    storefrontSubmitPerAddressPerMinute: wholeNumber(env, 'STOREFRONT_SUBMIT_PER_ADDRESS_PER_MINUTE', { fallback: 5 }),
    storefrontFormMinFillMs: wholeNumber(env, 'STOREFRONT_FORM_MIN_FILL_MS', { fallback: FORM_MIN_FILL_MS }),
    // Decision 128's 20 holds per agency per hour.
    storefrontHoldsPerAgencyPerHour: wholeNumber(env, 'STOREFRONT_HOLDS_PER_AGENCY_PER_HOUR', { fallback: 20 }),
    publicUrl: publicUrl(env),
  };
}

/** The fixed key of test configurations (tests seal credentials with it too). */
export const TEST_SIGN_IN_SECRET_KEY = Buffer.from(
  '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  'hex',
);

/** Configuration for tests: in memory, short-lived, nothing written to disk. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    isDemo: true,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    refreshReuseGraceSeconds: 10,
    isCookieSecure: false,
    webDistDir: '/nonexistent',
    logLevel: 'silent',
    trustProxy: false,
    maxClockSkewSeconds: 300,
    suppliersUrl: 'http://127.0.0.1:9',
    suppliersPort: 0,
    supplierDeadlineMs: 2000,
    signInSecretKey: TEST_SIGN_IN_SECRET_KEY,
    smtpFrom: 'Portal test <no-reply@test.local>',
    // Tests that want the outbox dispatched start it themselves (a dispatcher per app would race their assertions).
    mailOutboxIntervalMs: 0,
    // No search limit unless a test sets one (the flight tests search many times a minute on one clock).
    flightSearchPerUserPerMinute: 0,
    flightSearchPerAgencyPerMinute: 0,
    storefrontDistDir: '/nonexistent',
    storefrontSearchPerAddressPerMinute: 0,
    storefrontSearchPerSitePerMinute: 0,
    storefrontSubmitPerAddressPerMinute: 0,
    storefrontFormMinFillMs: FORM_MIN_FILL_MS,
    storefrontHoldsPerAgencyPerHour: 0,
    publicUrl: 'http://portal.test',
    ...overrides,
  };
}
