// A year's sale-report file written in a worker thread with a small heap of its own (decision 150): it reads the stored
// lines from PostgreSQL and hands the file's body to the parent a page at a time, waiting for each to be taken.
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '@portal/db';
import { storedFileBody, type SaleFileJob } from './sale-file-job.js';

const job = workerData as SaleFileJob;
const port = parentPort!;
const answers: ((more: boolean) => void)[] = [];
port.on('message', (more: boolean) => answers.shift()?.(more));
const encoder = new TextEncoder();

/** Posts one piece's bytes (moved, not copied) and waits for the parent to ask for the next. */
function take(piece: string): Promise<boolean> {
  return new Promise((resolve) => {
    answers.push(resolve);
    const bytes = encoder.encode(piece);
    port.postMessage(bytes, [bytes.buffer]);
  });
}

const database = await openDatabase({ kind: 'postgres', url: job.databaseUrl, poolSize: 1 });
try {
  const body = await storedFileBody(database.db, job);
  if (!body) throw new Error('the sale lines projection was reset before the file was written');
  await body(take);
} finally {
  await database.close();
  port.close();
}
