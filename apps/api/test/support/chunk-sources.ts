// A report file's chunk source read whole in a test: every chunk it hands over, in order.
import type { ChunkSource } from '../../src/modules/reports/chunk-source.js';

export async function collected<T>(source: ChunkSource<T>): Promise<T[]> {
  const chunks: T[] = [];
  await source(async (chunk) => {
    chunks.push(chunk);
    return true;
  });
  return chunks;
}
