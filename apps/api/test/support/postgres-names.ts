// Names of the PostgreSQL databases the API tests create: one template, one copy per test file.
import { randomBytes } from 'node:crypto';

export const TEMPLATE_DATABASE = 'portal_test_template';

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function newTestDatabaseName(): string {
  return `portal_test_${randomBytes(6).toString('hex')}`;
}
