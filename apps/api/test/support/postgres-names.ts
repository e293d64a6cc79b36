// The PostgreSQL databases the API tests create: one migrated template, one copy per test file or child process.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The migrated template, named after TEST_DATABASE_URL's database (portal_test → portal_test_template), so two checkouts
 * on one server can run their suites side by side by pointing TEST_DATABASE_URL at different databases.
 */
export const TEMPLATE_DATABASE = `${new URL(process.env.TEST_DATABASE_URL || 'postgres://x/portal_test').pathname.slice(1) || 'portal_test'}_template`;

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function newTestDatabaseName(): string {
  return `portal_test_${randomBytes(6).toString('hex')}`;
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database copied from the migrated template; answers its URL and how to drop it. */
export async function createDatabaseFromTemplate(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = newTestDatabaseName();
  await runAsAdmin(adminUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
