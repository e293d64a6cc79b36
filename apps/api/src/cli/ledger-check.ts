// CLI: checks the ledger's invariants on the configured database; prints each violation and exits 1, or a summary.
// On an embedded data folder a running portal holds, the check runs inside that portal (its local operator endpoint).
// Usage: npm run ledger:check
import { formatVnd } from '@portal/domain';
import { loadDatabaseConfig } from '../config.js';
import { openConfiguredDatabase } from '../database.js';
import { DataDirLockedError, OPERATOR_SECRET_HEADER, type LockInfo } from '../platform/data-dir-lock.js';
import { checkLedgerInvariants, describeViolation, type LedgerSummary } from '../modules/ledger/ledger-invariants.js';

type Outcome = { violations: string[]; summary: LedgerSummary };

function report({ violations, summary }: Outcome, where: string): void {
  for (const violation of violations) console.error(`VIOLATION ${violation}`);
  const figures = [
    `${summary.accounts} accounts`,
    `${summary.transactions} transactions`,
    `${summary.entries} entries`,
    `${summary.pendingReservations} pending reservations (${formatVnd(summary.reservedTotal)} reserved)`,
    `deposits total ${formatVnd(summary.depositTotal)}`,
    `all balances sum to ${formatVnd(summary.sumOfBalances)}`,
  ].join(', ');
  if (violations.length > 0) {
    console.error(`Ledger check FAILED${where}: ${violations.length} violation(s). ${figures}.`);
    process.exitCode = 1;
  } else {
    console.log(`Ledger check passed${where}: ${figures}.`);
  }
}

/** Asks the portal that holds the folder to run the check (127.0.0.1 when it listens on every interface). */
async function checkThroughServer(server: NonNullable<LockInfo['server']>): Promise<Outcome> {
  const host = server.host === '0.0.0.0' || server.host === '::' ? '127.0.0.1' : server.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${server.port}/api/system/local/ledger-check`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { [OPERATOR_SECRET_HEADER]: server.operatorSecret },
    signal: AbortSignal.timeout(120_000),
  });
  if (!response.ok) throw new Error(`the running portal answered ${response.status} at ${url}`);
  return (await response.json()) as Outcome;
}

async function checkDirectly(): Promise<void> {
  const database = await openConfiguredDatabase(loadDatabaseConfig(), 'ledger-check');
  try {
    const { violations, summary } = await checkLedgerInvariants(database.db);
    report({ violations: violations.map(describeViolation), summary }, '');
  } finally {
    await database.close();
  }
}

const RELEASE_WAIT_MS = 15_000;

/** A portal that is shutting down no longer answers but still holds the folder for a moment: wait for it to go. */
async function checkOnceReleased(): Promise<boolean> {
  for (let waited = 0; waited < RELEASE_WAIT_MS; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      await checkDirectly();
      return true;
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
  }
  return false;
}

async function checkWhereverTheFolderIs(): Promise<void> {
  try {
    await checkDirectly();
    return;
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (!error.holder.server) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    try {
      report(await checkThroughServer(error.holder.server), ` (run by the portal on port ${error.holder.server.port})`);
    } catch (failure) {
      if (await checkOnceReleased()) return;
      console.error(
        `Ledger check could not run through the running portal (${failure instanceof Error ? failure.message : String(failure)}); stop it and run npm run ledger:check again.`,
      );
      process.exitCode = 2;
    }
  }
}

try {
  await checkWhereverTheFolderIs();
} catch (error) {
  console.error(`Ledger check could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
