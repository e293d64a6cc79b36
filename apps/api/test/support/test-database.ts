// A fresh database for one test file: a copy of the migrated PGlite image, or a PostgreSQL database cloned from the
// template. Closing it first checks the ledger's invariants on everything the file wrote (issue 5: the invariants hold
// after the whole suite), fails the file on a violation, and logs the check for the run's summary.
import { appendFileSync, readFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { checkLedgerInvariants, describeViolation } from '../../src/modules/ledger/ledger-invariants.js';
import { createDatabaseFromTemplate } from './postgres-names.js';

export type TestDatabaseOptions = {
  /** Only the invariant checker's own tests, which corrupt the ledger on purpose, skip the check on close. */
  ledgerBrokenOnPurpose?: boolean;
};

/** One line per database checked, read by the global teardown (global-setup.ts) for the run's summary. */
export type LedgerCheckRecord = { file: string; transactions: number; violations: string[] };

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const image = new Blob([readFileSync(inject('pgliteImagePath'))]);
    return checkLedgerOnClose(await openDatabase({ kind: 'pglite', loadDataDir: image }), options);
  }
  const copy = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
  const handle = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 5 });
  return checkLedgerOnClose(
    {
      ...handle,
      async close() {
        await handle.close();
        await copy.drop();
      },
    },
    options,
  );
}

/** Wraps `close` so it runs checkLedgerInvariants first; a violation fails the test file that wrote it. */
export function checkLedgerOnClose<T extends DatabaseHandle>(handle: T, options: TestDatabaseOptions = {}): T {
  if (options.ledgerBrokenOnPurpose) return handle;
  return {
    ...handle,
    async close() {
      let violations: string[] = [];
      let transactions = 0;
      try {
        const check = await checkLedgerInvariants(handle.db);
        violations = check.violations.map(describeViolation);
        transactions = check.summary.transactions;
      } finally {
        await handle.close();
      }
      const log = inject('ledgerCheckLog');
      const record: LedgerCheckRecord = { file: expect.getState().testPath ?? 'unknown', transactions, violations };
      if (log) appendFileSync(log, `${JSON.stringify(record)}\n`);
      if (violations.length > 0)
        throw new Error(`ledger invariants broken when the test database closed:\n${violations.join('\n')}`);
    },
  };
}
