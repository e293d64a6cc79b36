// Running a background job over claimed batches of bookings: claim a batch, work its bookings together, report the
// failures, and stop when a batch comes back short (or after a bounded number of batches).
import type { BookingRow } from '../repository/booking-rows.js';

export type ClaimedBatches<T, Row = BookingRow> = {
  /** Claims the next batch: at most `limit` rows. */
  claim: (limit: number) => Promise<Row[]>;
  /** Works one claimed booking (outside any transaction of the claim). */
  run: (booking: Row) => Promise<T>;
  /** Whether an outcome counts toward the run's answer. */
  counts: (outcome: T) => boolean;
  batchSize: number;
  maxBatches: number;
  /** The name a failure is reported under. */
  job: string;
  onError?: (error: unknown, job: string) => void;
};

/**
 * Claims and works batches until one comes back short (at most `maxBatches`, so one run never grows without bound).
 * A batch's bookings run together; one that fails (a transient database error) is reported to `onError` and left for
 * another run after its lease, without stopping the others. Answers how many outcomes counted.
 */
export async function runClaimedBatches<T, Row = BookingRow>(options: ClaimedBatches<T, Row>): Promise<number> {
  let counted = 0;
  for (let batch = 0; batch < options.maxBatches; batch += 1) {
    const claimed = await options.claim(options.batchSize);
    const outcomes = await Promise.allSettled(claimed.map((booking) => options.run(booking)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') options.onError?.(outcome.reason, options.job);
      else if (options.counts(outcome.value)) counted += 1;
    }
    if (claimed.length < options.batchSize) break;
  }
  return counted;
}
