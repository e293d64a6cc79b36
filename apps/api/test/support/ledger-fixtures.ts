// Ledger tests' fixture: a fresh database (a larger pool on PostgreSQL, for real parallelism), the service, agencies with credit limits.
import { expect } from 'vitest';
import { tables, openDatabase, type Database, type DatabaseKind } from '@portal/db';
import type { AppError } from '../../src/platform/errors.js';
import { createLedgerService, type LedgerService } from '../../src/modules/ledger/ledger.service.js';
import { checkLedgerInvariants, describeViolation } from '../../src/modules/ledger/ledger-invariants.js';
import { createDatabaseFromTemplate } from './postgres-names.js';
import { checkLedgerOnClose, openTestDatabase, type TestDatabaseOptions } from './test-database.js';
import { createTestClock, type TestClock } from './test-context.js';

export type LedgerAgency = typeof tables.agencies.$inferSelect;
export type NewLedgerAgency = {
  level?: 'F1' | 'F2' | 'F3' | 'platform';
  parentId?: string | null;
  creditLimit?: number;
};

export type LedgerFixture = {
  db: Database;
  kind: DatabaseKind;
  clock: TestClock;
  ledger: LedgerService;
  newAgency(options?: NewLedgerAgency): Promise<LedgerAgency>;
  /** Fails the test with one line per violation when any invariant is broken. */
  expectInvariants(): Promise<void>;
  close(): Promise<void>;
};

let sequence = 0;

export async function openLedgerFixture(
  options: { poolSize?: number } & TestDatabaseOptions = {},
): Promise<LedgerFixture> {
  const handle =
    process.env.TEST_DB_KIND === 'postgres' && options.poolSize
      ? checkLedgerOnClose(await openPostgresCopy(options.poolSize), options)
      : await openTestDatabase(options);
  const { db } = handle;
  const clock = createTestClock();
  return {
    db,
    kind: handle.kind,
    clock,
    ledger: createLedgerService({ db, clock }),
    async newAgency(agency = {}) {
      const code = `LG${Date.now().toString(36)}${(sequence++).toString(36)}`.toUpperCase();
      const [row] = await db
        .insert(tables.agencies)
        .values({
          level: agency.level ?? 'F1',
          parentId: agency.parentId ?? null,
          code,
          name: `Đại lý ${code}`,
          creditLimit: agency.creditLimit ?? 0,
        })
        .returning();
      return row!;
    },
    async expectInvariants() {
      const { violations } = await checkLedgerInvariants(db);
      expect(violations.map(describeViolation)).toEqual([]);
    },
    close: () => handle.close(),
  };
}

async function openPostgresCopy(poolSize: number) {
  const copy = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
  // Dropping the copy with (force) ends connections the pool is still closing; only other errors are worth a line.
  const onPoolError = (error: Error) => {
    if (!/terminating connection due to administrator command/.test(error.message))
      console.error(`database pool error: ${error.message}`);
  };
  const handle = await openDatabase({ kind: 'postgres', url: copy.url, poolSize, onPoolError });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}

/** The AppError a ledger call failed with (fails the test if it succeeded or threw something else). */
export async function ledgerError(call: Promise<unknown>): Promise<AppError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  expect(outcome, 'the call should have failed').toHaveProperty('error');
  const { error } = outcome as { error: AppError };
  expect(error.constructor.name, String(error)).toBe('AppError');
  return error;
}

export const reference = (type: string, id: string) => ({ type, id });

/** Sends the call, and once more when `isRetried`: the repeat must answer the same result, marked as a replay. */
export async function withReplay<T extends { isReplay: boolean }>(
  isRetried: boolean,
  call: () => Promise<T>,
): Promise<T> {
  const first = await call();
  expect(first.isReplay).toBe(false);
  if (isRetried) expect(await call()).toEqual({ ...first, isReplay: true });
  return first;
}

/** A model step's top-up of the agency with fresh keys from `key` (the same request again when the step is a retry). */
export async function topUpStep(
  fx: LedgerFixture,
  step: { agencyId: string; amount: number; isRetried: boolean; key: (label: string) => string },
): Promise<void> {
  const request = {
    idempotencyKey: step.key('t'),
    agencyId: step.agencyId,
    amount: step.amount,
    reference: reference('topup_request', step.key('r')),
  };
  await withReplay(step.isRetried, () => fx.ledger.topUp(request));
}
