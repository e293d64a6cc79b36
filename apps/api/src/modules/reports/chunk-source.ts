// A push source of a file's chunks: the producer hands each chunk to `take` and waits until it is written, so nothing of
// a chunk is held while the next one is read (a chain of suspended generators kept the last chunk alive: decision 150).
/** Calls `take` with each chunk in order and waits for it; `take` answers false when the reader has gone (stop then). */
export type ChunkSource<T> = (take: (chunk: T) => Promise<boolean>) => Promise<void>;

/** The chunks of an array or an async iterable as a source. */
export function sourceOf<T>(chunks: Iterable<T> | AsyncIterable<T>): ChunkSource<T> {
  return async (take) => {
    for await (const chunk of chunks) if (!(await take(chunk))) return;
  };
}

/** Each chunk of `source` turned into another by `map` as it is handed over. */
export function mappedSource<T, U>(source: ChunkSource<T>, map: (chunk: T) => U): ChunkSource<U> {
  return (take) => source((chunk) => take(map(chunk)));
}

/** `before` if given, every chunk of `source`, then `after()` if given (read once the source has ended); stops when the reader goes. */
export function framedSource<T>(source: ChunkSource<T>, frame: { before?: T; after?: () => T }): ChunkSource<T> {
  return async (take) => {
    let reading = frame.before === undefined || (await take(frame.before));
    if (!reading) return;
    await source((chunk) => take(chunk).then((more) => (reading = more)));
    if (reading && frame.after) await take(frame.after());
  };
}
