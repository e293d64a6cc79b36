// A child process that runs a fixed plan of money operations through the ledger service until it is killed or done.
// Usage: node --import tsx ledger-crash-worker.ts <postgres URL | pglite data folder> <plan JSON file>
import { readFileSync } from 'node:fs';
import { openDatabase } from '@portal/db';
import { createLedgerService } from '../../src/modules/ledger/ledger.service.js';
import { systemClock } from '../../src/platform/clock.js';
import type { CrashPlanStep } from './ledger-crash-plan.js';

const [target, planFile] = process.argv.slice(2) as [string, string];
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as { steps: CrashPlanStep[]; concurrency: number };
const handle = target.startsWith('postgres')
  ? await openDatabase({ kind: 'postgres', url: target, poolSize: plan.concurrency })
  : await openDatabase({ kind: 'pglite', dataDir: target });
const ledger = createLedgerService({ db: handle.db, clock: systemClock });

/** One step: reserve, then post or release, then maybe a partial void of the sale; every call retried as is. */
async function run(step: CrashPlanStep): Promise<void> {
  const reference = { type: 'booking', id: `crash-${step.index}` };
  const { reservationId } = await ledger.reserve({
    idempotencyKey: `crash:${step.index}:reserve`,
    agencyId: step.agencyId,
    amount: step.amount,
    reference,
  });
  if (step.outcome === 'release') {
    await ledger.release({ idempotencyKey: `crash:${step.index}:release`, reservationId });
    return;
  }
  const { transactionId } = await ledger.post({ idempotencyKey: `crash:${step.index}:post`, reservationId, type: 'S' });
  if (step.voidAmount > 0) {
    await ledger.credit({
      idempotencyKey: `crash:${step.index}:void`,
      transactionId,
      amount: step.voidAmount,
      type: 'V',
    });
  }
}

let next = 0;
async function lane(): Promise<void> {
  while (next < plan.steps.length) {
    const step = plan.steps[next++]!;
    await run(step);
    process.stdout.write(`done ${step.index}\n`);
  }
}

await Promise.all(Array.from({ length: plan.concurrency }, lane));
await handle.close();
process.stdout.write('finished\n');
