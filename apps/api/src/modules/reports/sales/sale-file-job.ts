// The body of a sale-report file (after its head) read from the stored lines, in this thread or in a worker thread of
// its own with a bounded heap (decision 150: on PostgreSQL a year's file then grows the server's memory little).
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database } from '@portal/db';
import type { ChunkSource } from '../chunk-source.js';
import type { SaleLinesQuery } from './sale-lines-source.js';
import type { StoredLineFilters } from './stored-lines.repository.js';
import { storedFileLines } from './sale-export-lines.js';
import { saleFileBody, type SaleFileOptions } from './sale-report-export.js';
import type { SaleExportHead, SaleReportFilters } from './sale-report.service.js';

/** What the worker needs to write a file: where to read, which lines, and how the file looks. */
export type SaleFileJob = SaleFileOptions & {
  databaseUrl: string;
  head: SaleExportHead;
  query: SaleLinesQuery & StoredLineFilters;
  filters: SaleReportFilters;
};

/**
 * The worker's heap: its old generation bounded, so V8 collects it often instead of letting it grow to several times
 * what is alive (the main thread's 200–290 MB), and a young generation that fits a page's objects.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 16 };

/** Files written by workers at once (each holds up to ~70 MB); more are written in the process meanwhile. */
export const MAX_FILE_WORKERS = 2;
let workersRunning = 0;
/** Whether another file may be written by a worker now. */
export const hasWorkerRoom = () => workersRunning < MAX_FILE_WORKERS;

/** sale-file-worker.ts beside this file under tsx and in tests, sale-file-worker.js beside the built bundle. */
const WORKER_ENTRY = new URL(`./sale-file-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** The worker; from source (tsx, tests) it first registers tsx's loader, which Node 20 does not lend a worker. */
function startWorker(job: SaleFileJob): Worker {
  const options = { workerData: job, resourceLimits: WORKER_LIMITS };
  if (!WORKER_ENTRY.pathname.endsWith('.ts')) return new Worker(WORKER_ENTRY, options);
  const entry = JSON.stringify(WORKER_ENTRY.href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** The file's body from the stored lines, read in this thread (undefined before the projector's first run). */
export async function storedFileBody(db: Database, job: Omit<SaleFileJob, 'databaseUrl'>) {
  const lines = await storedFileLines(db, job.query, job.filters);
  return lines && saleFileBody(job.head, lines, job);
}

/** The file's body as bytes from a worker thread, a page at a time as the reader takes them; its failure fails here. */
export function workerFileBody(job: SaleFileJob): ChunkSource<Uint8Array> {
  return (take) =>
    new Promise<void>((resolve, reject) => {
      const worker = startWorker(job);
      workersRunning += 1;
      worker.on('message', (bytes: Uint8Array) => {
        take(bytes).then(
          (more) => worker.postMessage(more),
          () => worker.postMessage(false),
        );
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        workersRunning -= 1;
        if (code === 0) resolve();
        else reject(new Error(`the sale file's worker stopped with code ${code}`));
      });
    });
}
