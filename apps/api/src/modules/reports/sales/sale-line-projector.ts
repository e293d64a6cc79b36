// The sale-line projector (decision 101, 130): claims committed sale transactions without current stored lines, computes
// every chain viewer's lines with the report's own line code, and stores them; run by a periodic job and on demand.
import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { periodicJob, type PeriodicJob } from '../../../platform/periodic-job.js';
import { linesOfTransactions } from './sale-lines.js';
import { readSaleTransactionsById, readTickets, type SaleReferenceType } from './sale-lines.repository.js';
import {
  advanceCompleteBefore,
  claimUnprojected,
  hasUnprojectedBefore,
  insertProjectedLines,
  markProjected,
  peekUnprojected,
  readCompleteBefore,
} from './sale-line-projection.repository.js';
import { oldestOpenTransactionMs, recordFailure } from './sale-line-failures.repository.js';

const BATCH_SIZE = 1_000;
/** A run stops after this many batches (a backfill goes on at the next run). */
const MAX_BATCHES = 50;
/**
 * Added to the age of the oldest open transaction to place the watermark (decision 130): a money writer reads the clock
 * before it has a connection (the pool's wait) and the portal's hosts' clocks may disagree; five minutes covers both.
 */
export const WATERMARK_SLACK_MS = 5 * 60 * 1000;

export type SaleLineProjector = PeriodicJob<number>;

/**
 * One batch in one transaction: claim (FOR UPDATE SKIP LOCKED), mark projected as of the product rows now, read and
 * compute the lines of every viewer of each buyer's chain, write them. Answers how many transactions it projected.
 * `only`: among these transactions (a failed batch narrowed down).
 */
export async function projectSaleLines(
  db: Database,
  options: { limit?: number; since?: Date | null; only?: readonly string[] } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    const ids = await claimUnprojected(tx, {
      limit: options.limit ?? BATCH_SIZE,
      since: options.since ?? null,
      only: options.only,
    });
    if (ids.length === 0) return 0;
    await markProjected(tx, ids);
    const transactions = await readSaleTransactionsById(tx, { ids });
    const idsOf = (type: SaleReferenceType) => [
      ...new Set(
        transactions.filter((row) => row.referenceType === type && row.bookingId).map((row) => row.bookingId!),
      ),
    ];
    const tickets = await readTickets(tx, {
      flightBookingIds: idsOf('booking'),
      trainBookingIds: idsOf('train_booking'),
    });
    await insertProjectedLines(tx, linesOfTransactions(transactions, tickets));
    return ids.length;
  });
}

/**
 * A batch that failed, narrowed down: halves projected apart until the failing transactions stand alone, each then
 * recorded (report_sale_failures) and skipped until its product changes or its retry time comes; the rest projected.
 */
async function narrowDown(
  db: Database,
  ids: readonly string[],
  options: { since: Date | null; onFailure: (error: unknown, transactionId: string) => void },
): Promise<number> {
  const { since, onFailure } = options;
  try {
    return await projectSaleLines(db, { since, only: ids, limit: ids.length });
  } catch (error) {
    if (ids.length === 1) {
      await recordFailure(db, ids[0]!, error);
      onFailure(error, ids[0]!);
      return 0;
    }
    const half = Math.ceil(ids.length / 2);
    return (await narrowDown(db, ids.slice(0, half), options)) + (await narrowDown(db, ids.slice(half), options));
  }
}

/**
 * The projector as a periodic job: batches until none is left (or MAX_BATCHES), errors to `onError`. A process starts
 * from the stored watermark (every transaction before it is projected or recorded as failed: decision 101's guard), a
 * new database from nothing; once a run has left nothing, later runs look only at what was created or whose product
 * changed since that run's watermark: its start less the oldest open transaction's age and WATERMARK_SLACK_MS.
 */
export function createSaleLineProjector(deps: {
  db: Database;
  /** The clock the ledger stamps its transactions with. */
  clock: Clock;
  onError: (error: unknown, job: string) => void;
}): SaleLineProjector {
  let since: Date | null | undefined;
  const onFailure = (error: unknown) => deps.onError(error, 'project-sale-lines: a transaction recorded as failed');
  return periodicJob(async () => {
    let projected = 0;
    try {
      if (since === undefined) since = await readCompleteBefore(deps.db);
      // Read before any batch: a transaction open now began at most that long ago, and stamps its rows after it began.
      const openMs = await oldestOpenTransactionMs(deps.db);
      const watermark = new Date(deps.clock.now().getTime() - openMs - WATERMARK_SLACK_MS);
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        let count: number;
        try {
          count = await projectSaleLines(deps.db, { since });
        } catch (error) {
          const ids = await peekUnprojected(deps.db, BATCH_SIZE, since);
          if (ids.length === 0) throw error;
          count = await narrowDown(deps.db, ids, { since, onFailure });
          // Whatever the narrowing did, the batch is settled: go on with the next one.
          projected += count;
          continue;
        }
        projected += count;
        if (count < BATCH_SIZE) {
          // Nothing left to claim; the watermark moves only when nothing before it is unprojected, also what another
          // projector holds (SKIP LOCKED passed it over) or rolled back: readers trust it to skip those transactions.
          if (await hasUnprojectedBefore(deps.db, { since, before: watermark })) break;
          await advanceCompleteBefore(deps.db, watermark);
          since = watermark;
          break;
        }
      }
    } catch (error) {
      deps.onError(error, 'project-sale-lines');
    }
    return projected;
  });
}
