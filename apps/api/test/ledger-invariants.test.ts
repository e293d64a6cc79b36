// The invariant checker finds each kind of corruption, and `npm run ledger:check` reports it as an operator would see it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { tables } from '@portal/db';
import { createTestClock } from './support/test-context.js';
import { freshProcessDatabase, type ProcessDatabase } from './support/process-env.js';
import { openLedgerFixture, reference, type LedgerFixture } from './support/ledger-fixtures.js';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { checkLedgerInvariants } from '../src/modules/ledger/ledger-invariants.js';

const { agencies, ledgerAccounts, ledgerBalances, ledgerEntries, ledgerReservations, ledgerTransactions } = tables;

describe('checkLedgerInvariants', () => {
  let fx: LedgerFixture;
  beforeEach(async () => {
    fx = await openLedgerFixture({ ledgerBrokenOnPurpose: true });
  });
  afterEach(() => fx.close());

  /** An agency with a top-up, a posted sale and a pending reservation: every table has rows. */
  async function busyAgency(options: { creditLimit?: number } = {}) {
    const agency = await fx.newAgency(options);
    await fx.ledger.topUp({
      idempotencyKey: `t-${agency.id}`,
      agencyId: agency.id,
      amount: 1_000_000,
      reference: reference('topup_request', '1'),
    });
    const sold = await fx.ledger.reserve({
      idempotencyKey: `r1-${agency.id}`,
      agencyId: agency.id,
      amount: 400_000,
      reference: reference('booking', 'A'),
    });
    const posted = await fx.ledger.post({ idempotencyKey: `p-${agency.id}`, reservationId: sold.reservationId });
    const pending = await fx.ledger.reserve({
      idempotencyKey: `r2-${agency.id}`,
      agencyId: agency.id,
      amount: 250_000,
      reference: reference('booking', 'B'),
    });
    const [deposit] = await fx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.agencyId, agency.id));
    return {
      agency,
      depositId: deposit!.id,
      saleId: posted.transactionId,
      postedReservationId: sold.reservationId,
      pendingReservationId: pending.reservationId,
    };
  }

  const kinds = async () => (await checkLedgerInvariants(fx.db)).violations.map((violation) => violation.kind);

  it('finds nothing wrong in a ledger written by the service, and summarises it', async () => {
    await busyAgency();
    const { violations, summary } = await checkLedgerInvariants(fx.db);
    expect(violations).toEqual([]);
    expect(summary).toEqual({
      accounts: 3,
      transactions: 2,
      entries: 4,
      pendingReservations: 1,
      reservedTotal: 250_000,
      depositTotal: 600_000,
      sumOfBalances: 0,
    });
  });

  it('finds a balance that is not the sum of its entries', async () => {
    const { depositId } = await busyAgency();
    await fx.db
      .update(ledgerBalances)
      .set({ balance: sql`${ledgerBalances.balance} + 1` })
      .where(eq(ledgerBalances.accountId, depositId));
    expect(await kinds()).toEqual(['balanceMismatch', 'ledgerNotZero']);
  });

  it('finds a transaction whose entries do not sum to zero', async () => {
    const { depositId, saleId } = await busyAgency();
    await fx.db.insert(ledgerEntries).values({ transactionId: saleId, accountId: depositId, amount: -5 });
    await fx.db
      .update(ledgerBalances)
      .set({ balance: sql`${ledgerBalances.balance} - 5` })
      .where(eq(ledgerBalances.accountId, depositId));
    expect(await kinds()).toEqual(['unbalancedTransaction', 'postedReservationMismatch', 'ledgerNotZero']);
  });

  it('finds reserved amounts that differ from the pending reservations', async () => {
    const { pendingReservationId } = await busyAgency();
    await fx.db
      .update(ledgerReservations)
      .set({ status: 'released', settledAt: new Date() })
      .where(eq(ledgerReservations.id, pendingReservationId));
    expect(await kinds()).toEqual(['reservedMismatch']);
  });

  it('finds a deposit below minus its credit limit', async () => {
    const { agency } = await busyAgency({ creditLimit: 500_000 });
    await fx.ledger.reserve({
      idempotencyKey: 'deep',
      agencyId: agency.id,
      amount: 800_000,
      reference: reference('booking', 'C'),
    });
    expect(await kinds()).toEqual([]);
    await fx.db.update(agencies).set({ creditLimit: 100_000 }).where(eq(agencies.id, agency.id));
    const { violations } = await checkLedgerInvariants(fx.db);
    expect(violations).toEqual([
      {
        kind: 'belowCreditLimit',
        accountId: expect.any(String),
        agencyId: agency.id,
        available: '-450000',
        creditLimit: '100000',
      },
    ]);
  });

  it('finds a transaction with no entries at all', async () => {
    const { agency } = await busyAgency();
    await fx.db.insert(ledgerTransactions).values({
      type: 'T',
      idempotencyKey: 'empty',
      requestHash: 'x',
      referenceType: 't',
      referenceId: '1',
      agencyId: agency.id,
    });
    expect(await kinds()).toEqual(['unbalancedTransaction']);
  });
});

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

function ledgerCheck(env: Record<string, string>) {
  return run('node', ['--import', 'tsx', 'apps/api/src/cli/ledger-check.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

describe('npm run ledger:check', () => {
  let database: ProcessDatabase;
  beforeAll(async () => {
    database = await freshProcessDatabase();
  });
  afterAll(() => database.drop());

  it('prints a summary and exits 0 when every invariant holds, then each violation and exits 1 when one fails', async () => {
    const empty = await ledgerCheck(database.env);
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).toContain('Ledger check passed: 0 accounts, 0 transactions');

    let handle = await database.open();
    try {
      const [agency] = await handle.db
        .insert(agencies)
        .values({ level: 'F1', code: 'CLI1', name: 'Đại lý CLI' })
        .returning();
      const ledger = createLedgerService({ db: handle.db, clock: createTestClock() });
      await ledger.topUp({
        idempotencyKey: 'cli-t',
        agencyId: agency!.id,
        amount: 3_000_000,
        reference: reference('topup_request', '1'),
      });
      await ledger.reserve({
        idempotencyKey: 'cli-r',
        agencyId: agency!.id,
        amount: 1_000_000,
        reference: reference('booking', 'X'),
      });
    } finally {
      await handle.close();
    }
    const healthy = await ledgerCheck(database.env);
    expect(healthy.code, healthy.stderr).toBe(0);
    expect(healthy.stdout).toMatch(
      /2 accounts, 1 transactions, 2 entries, 1 pending reservations \(1\.000\.000 ₫ reserved\)/,
    );

    handle = await database.open();
    try {
      await handle.db.update(ledgerBalances).set({ balance: sql`${ledgerBalances.balance} + 7`, reserved: 0 });
    } finally {
      await handle.close();
    }
    const broken = await ledgerCheck(database.env);
    expect(broken.code).toBe(1);
    // Both accounts' balances, the deposit's reserved amount, and the whole ledger no longer summing to zero.
    expect(broken.stderr.match(/^VIOLATION /gm)).toHaveLength(4);
    expect(broken.stderr).toMatch(/balance 3000007 but its entries sum to 3000000/);
    expect(broken.stderr).toMatch(/reserved 0 but its pending reservations sum to 1000000/);
    expect(broken.stderr).toContain('Ledger check FAILED: 4 violation(s)');
  }, 90_000);
});
