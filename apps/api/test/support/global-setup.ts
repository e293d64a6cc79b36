// Once per test run: a migrated PGlite image on disk, or a migrated template database on PostgreSQL; at the end, the
// summary of the ledger checks every test database ran when it closed (test-database.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '@portal/db';
import { TEMPLATE_DATABASE, withDatabaseName } from './postgres-names.js';
import type { LedgerCheckRecord } from './test-database.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteImagePath: string;
    /** Where each test database's ledger check on close is logged, one JSON line each. */
    ledgerCheckLog: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-api-tests-'));
  const ledgerCheckLog = join(dir, 'ledger-checks.jsonl');
  project.provide('ledgerCheckLog', ledgerCheckLog);
  const teardown = () => {
    summariseLedgerChecks(project.name, ledgerCheckLog);
    rmSync(dir, { recursive: true, force: true });
    rmSync(templateMarker(), { force: true });
  };
  if (project.name.startsWith('api-postgres')) {
    await migrateTemplateOnce(process.env.TEST_DATABASE_URL!);
    project.provide('pgliteImagePath', '');
    return teardown;
  }
  const imagePath = join(dir, 'migrated.tar');
  const image = await dumpMigratedPglite();
  writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImagePath', imagePath);
  return teardown;
}

/**
 * The migrated template database, made once per test run although two projects (decision 140: api-postgres and
 * api-postgres-isolated) set up, maybe at once: an advisory lock orders them, and a marker named after this process
 * (both setups run in it) tells the second that the first has made it.
 */
const templateMarker = () => join(tmpdir(), `portal-api-template-${process.pid}`);

async function migrateTemplateOnce(url: string): Promise<void> {
  const marker = templateMarker();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Held until the connection ends below.
    await admin.query('select pg_advisory_lock(74110)');
    if (existsSync(marker)) return;
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, TEMPLATE_DATABASE), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    writeFileSync(marker, TEMPLATE_DATABASE);
  } finally {
    await admin.end();
  }
}

/** One line for the run: how many test databases were checked on close, how many transactions, and any violation. */
function summariseLedgerChecks(projectName: string, log: string): void {
  const records: LedgerCheckRecord[] = existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LedgerCheckRecord)
    : [];
  const broken = records.filter((record) => record.violations.length > 0);
  const transactions = records.reduce((sum, record) => sum + record.transactions, 0);
  console.log(
    `[${projectName}] ledger invariants after the suite: ${records.length} test databases, ${transactions} transactions, ${broken.length === 0 ? 'all hold' : `${broken.length} BROKEN`}`,
  );
  for (const record of broken) console.log(`  ${record.file}:\n    ${record.violations.join('\n    ')}`);
  if (broken.length > 0) process.exitCode = 1;
}
