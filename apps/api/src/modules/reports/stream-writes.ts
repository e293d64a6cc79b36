// A file's pieces written into a stream at the reader's pace: each write waits for the stream to drain when it is full,
// and stops when the reader's end is gone (the xlsx sheet entry and the CSV both write through it).
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/** Until `into` takes more or `out` is gone (the listener of the other removed). */
async function drainedOrClosed(into: Writable, out: Readable): Promise<void> {
  const settled = new AbortController();
  const { signal } = settled;
  try {
    await Promise.race([once(into, 'drain', { signal }), once(out, 'close', { signal })]);
  } finally {
    settled.abort();
  }
}

/**
 * Writes `piece` into `into` and answers whether to go on: at once while `into` has room, else once it has drained,
 * false when `out` (the reader's end) is gone. Synchronous up to the wait, so the writer holds nothing meanwhile.
 */
export function written(into: Writable, out: Readable, piece: string | Uint8Array): Promise<boolean> {
  if (out.destroyed) return Promise.resolve(false);
  if (into.write(piece)) return Promise.resolve(true);
  return drainedOrClosed(into, out).then(() => !out.destroyed);
}
