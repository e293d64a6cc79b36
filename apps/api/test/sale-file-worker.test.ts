// The sale-report file written by a worker thread on PostgreSQL (decision 150): the same bytes as the file written in
// the process, for the workbook's sheet and the CSV; a reader that stops ends the worker; two at most at once (the next
// in the process); a failure there fails the file.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@portal/db';
import { ZSaleReportFilters, type TReportExportFormat } from '@portal/contracts';
import { collected } from './support/chunk-sources.js';
import { projectSaleLines } from '../src/modules/reports/sales/sale-line-projector.js';
import { PRODUCT_REFERENCES } from '../src/modules/reports/sales/sale-lines.repository.js';
import { createSaleReportService } from '../src/modules/reports/sales/sale-report.service.js';
import { hasWorkerRoom, MAX_FILE_WORKERS, workerFileBody } from '../src/modules/reports/sales/sale-file-job.js';
import type { BuiltApp } from '../src/app.js';
import { startSaleWorld, stopSaleWorld, type SaleWorld } from './support/sale-report-world.js';

const isPostgres = process.env.TEST_DB_KIND === 'postgres';

/** The pieces' text, however they came (strings in the process, bytes from the worker). */
const textOf = (pieces: (string | Uint8Array)[]) =>
  pieces.map((piece) => (typeof piece === 'string' ? piece : new TextDecoder().decode(piece))).join('');

describe.skipIf(!isPostgres)('the sale-report file written by a worker thread', () => {
  let world: SaleWorld;
  let db: Database;
  /** The test database's own URL (a copy of the template under TEST_DATABASE_URL's server). */
  let databaseUrl: string;

  beforeAll(async () => {
    world = await startSaleWorld();
    db = world.ctx.db;
    while ((await projectSaleLines(db)) > 0);
    await (world.ctx.app as BuiltApp).saleLineProjector.runOnce();
    const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    databaseUrl = url.href;
  }, 240_000);
  afterAll(async () => stopSaleWorld(world ?? {}));

  const fileOf = async (format: TReportExportFormat, fileDatabaseUrl?: string) => {
    const sales = createSaleReportService({
      db,
      clock: world.ctx.clock,
      ...(fileDatabaseUrl ? { fileDatabaseUrl } : {}),
    });
    const filters = ZSaleReportFilters.parse({ from: world.today, to: world.today });
    const options = { format, language: 'vi' as const, createdAt: new Date('2026-11-28T03:00:00Z') };
    const { body } = await sales.exportOf({ agencyId: world.f1.agencyId }, filters, options);
    return collected(body);
  };

  it.each(['xlsx', 'csv'] as const)('writes the same %s text as the process does', async (format) => {
    const inProcess = await fileOf(format);
    const fromWorker = await fileOf(format, databaseUrl);
    expect(fromWorker.every((piece) => piece instanceof Uint8Array)).toBe(true);
    expect(textOf(fromWorker)).toBe(textOf(inProcess));
    expect(textOf(inProcess)).toContain(world.issuedTwo.pnr!);
  });

  it('stops reading when the reader goes, and the worker ends', async () => {
    const filters = ZSaleReportFilters.parse({ from: world.today, to: world.today });
    const job = await jobOf(filters);
    const taken: Uint8Array[] = [];
    await workerFileBody({ ...job, databaseUrl })(async (piece) => {
      taken.push(piece);
      return false;
    });
    expect(taken).toHaveLength(1);
  });

  it(`writes at most ${MAX_FILE_WORKERS} files in workers at once, the next in the process`, async () => {
    const job = await jobOf(ZSaleReportFilters.parse({ from: world.today, to: world.today }));
    const releases: ((more: boolean) => void)[] = [];
    const started: Promise<void>[] = [];
    const running = Array.from({ length: MAX_FILE_WORKERS }, () => {
      let begun!: () => void;
      started.push(new Promise((resolve) => (begun = resolve)));
      return workerFileBody({ ...job, databaseUrl })(() => {
        begun();
        return new Promise((release) => releases.push(release));
      });
    });
    await Promise.all(started);
    expect(hasWorkerRoom()).toBe(false);
    expect((await fileOf('csv', databaseUrl)).every((piece) => typeof piece === 'string')).toBe(true);
    for (const release of releases) release(false);
    await Promise.all(running);
    expect(hasWorkerRoom()).toBe(true);
  });

  it('fails the file when the worker cannot read', async () => {
    const filters = ZSaleReportFilters.parse({ from: world.today, to: world.today });
    const job = await jobOf(filters);
    const missing = new URL(databaseUrl);
    missing.pathname = '/portal_no_such_database';
    await expect(collected(workerFileBody({ ...job, databaseUrl: missing.href }))).rejects.toThrow(/Failed query/);
  });

  /** A job as the service builds it, for the F1's day. */
  async function jobOf(filters: ReturnType<typeof ZSaleReportFilters.parse>) {
    const start = new Date(`${world.today}T00:00:00+07:00`);
    return {
      format: 'csv' as const,
      language: 'vi' as const,
      createdAt: new Date('2026-11-28T03:00:00Z'),
      head: {
        viewer: { id: world.f1.agencyId, code: 'F1', name: 'F1' },
        from: world.today,
        to: world.today,
        mode: filters.mode,
      },
      query: {
        viewerId: world.f1.agencyId,
        rootId: world.f1.agencyId,
        start,
        end: new Date(start.getTime() + 86_400_000),
        byTravelDate: false,
        references: Object.values(PRODUCT_REFERENCES).flat(),
      },
      filters,
    };
  }
});
