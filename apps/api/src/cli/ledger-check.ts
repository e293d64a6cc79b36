// CLI: checks the ledger's invariants on the configured database; prints each violation and exits 1, or a summary.
// Usage: npm run ledger:check
import { formatVnd } from '@portal/domain';
import { loadDatabaseConfig } from '../config.js';
import { openConfiguredDatabase } from '../database.js';
import { checkLedgerInvariants, describeViolation } from '../modules/ledger/ledger-invariants.js';

const database = await openConfiguredDatabase(loadDatabaseConfig());
try {
  const { violations, summary } = await checkLedgerInvariants(database.db);
  for (const violation of violations) console.error(`VIOLATION ${describeViolation(violation)}`);
  const figures = [
    `${summary.accounts} accounts`,
    `${summary.transactions} transactions`,
    `${summary.entries} entries`,
    `${summary.pendingReservations} pending reservations (${formatVnd(summary.reservedTotal)} reserved)`,
    `deposits total ${formatVnd(summary.depositTotal)}`,
    `all balances sum to ${formatVnd(summary.sumOfBalances)}`,
  ].join(', ');
  if (violations.length > 0) {
    console.error(`Ledger check FAILED: ${violations.length} violation(s). ${figures}.`);
    process.exitCode = 1;
  } else {
    console.log(`Ledger check passed: ${figures}.`);
  }
} catch (error) {
  console.error(`Ledger check could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
