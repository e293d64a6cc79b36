// A file's sale lines in time order read from the stored lines by keyset pages (decision 129): every page in one
// read-only snapshot held while the file is written, the pending transactions' lines computed live and merged in, each
// page pushed to the file before the next is read (decision 150), so memory holds one page and the file is the
// screen's lines exactly.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portal/db';
import type { TSaleLine } from '@portal/contracts';
import { mappedSource, type ChunkSource } from '../chunk-source.js';
import type { SaleLineRow } from './sale-lines.js';
import { compare, matches, withoutIdentity } from './sale-line-order.js';
import type { SaleReportFilters } from './sale-report.service.js';
import { computeLines, inSnapshot, isInPeriod, type SaleLinesQuery } from './sale-lines-source.js';
import { readSaleTransactionsById } from './sale-lines.repository.js';
import { readCompleteBefore, readPendingInScope } from './sale-line-projection.repository.js';
import { readLines, storedPeriodWhere, type StoredLineFilters } from './stored-lines.repository.js';

/** Lines per page: one query per thousand lines (pages of 250 grew memory no less: decision 150). */
export const EXPORT_PAGE_LINES = 1_000;

const KIND_ORDER = sql`case l.kind when 'SALE' then 0 when 'CHANGE' then 1 when 'VOID' then 2 else 3 end`;
const KIND_RANK: Record<SaleLineRow['kind'], number> = { SALE: 0, CHANGE: 1, VOID: 2, REFUND: 3 };

/**
 * After `last` in time order (`at` either way, then a sale before what undoes it, then the id ordinally). The plain
 * bound on `at` lets the (viewer_id, at) index start the page at `last` (an incremental sort orders the ties); without
 * it each page read the period from its start, and a year's file took 257 s over 312,000 lines.
 */
function after(last: SaleLineRow | undefined, descending: boolean): SQL {
  if (!last) return sql``;
  const at = sql`${last.at}::timestamptz`;
  const tie = sql`(${KIND_ORDER}, l.line_id collate "C") > (${KIND_RANK[last.kind]}, ${last.id} collate "C")`;
  return descending
    ? sql` and l.at <= ${at} and (l.at < ${at} or (l.at = ${at} and ${tie}))`
    : sql` and l.at >= ${at} and (l.at > ${at} or (l.at = ${at} and ${tie}))`;
}

/** One page of the file's lines after `last` (the period's `where`, its CTE `prefix`), in time order. */
export function filePage(options: {
  viewerId: string;
  prefix: SQL;
  where: SQL;
  last: SaleLineRow | undefined;
  descending: boolean;
  pageLines: number;
}): Parameters<typeof readLines>[1] {
  const direction = options.descending ? sql`desc` : sql`asc`;
  return {
    viewerId: options.viewerId,
    prefix: options.prefix,
    where: sql`${options.where}${after(options.last, options.descending)}`,
    tail: sql`order by l.at ${direction}, ${KIND_ORDER} asc, l.line_id collate "C" asc limit ${options.pageLines}`,
  };
}

/**
 * The viewer's lines of the period in time order (`descending` for newest first) as pages, or undefined before the
 * projector's first complete run (the caller reads by windows then). `matches`: the filters SQL does not apply.
 */
export async function storedLinesInTimeOrder(
  db: Database,
  query: SaleLinesQuery & StoredLineFilters,
  options: {
    descending: boolean;
    matches: (line: SaleLineRow) => boolean;
    order: (a: SaleLineRow, b: SaleLineRow) => number;
    /** Lines per page (EXPORT_PAGE_LINES; tests page by a few). */
    pageLines?: number;
  },
): Promise<ChunkSource<SaleLineRow[]> | undefined> {
  if (!(await readCompleteBefore(db))) return undefined;
  const pageLines = options.pageLines ?? EXPORT_PAGE_LINES;
  return (take) =>
    inSnapshot(db, async (tx) => {
      const since = await readCompleteBefore(tx);
      if (!since) throw new Error('the sale lines projection was reset while a file was being written');
      const pending = await readPendingInScope(tx, { ...query, since });
      const live =
        pending.length === 0
          ? []
          : (await computeLines(tx, await readSaleTransactionsById(tx, { ids: pending, viewerId: query.viewerId })))
              .filter((line) => isInPeriod(line, query) && options.matches(line))
              .sort(options.order);
      const where = storedPeriodWhere({ ...query, excludeIds: pending });
      // One page read, merged and handed over per call, so that nothing of it is held while the next page is read:
      // answers the page's last line to read after, or undefined at the end or when the reader has gone.
      const handOver = async (last: SaleLineRow | undefined): Promise<SaleLineRow | undefined> => {
        const page = await readLines(
          tx,
          filePage({ viewerId: query.viewerId, ...where, last, descending: options.descending, pageLines }),
        );
        const isLast = page.length < pageLines;
        // The live lines that come before this page's end (all of them after the last page), merged in order.
        let taken = 0;
        while (taken < live.length && (isLast || options.order(live[taken]!, page.at(-1)!) <= 0)) taken += 1;
        const chunk = taken === 0 ? page : page.concat(live.splice(0, taken)).sort(options.order);
        if (chunk.length > 0 && !(await take(chunk))) return undefined;
        return isLast ? undefined : page.at(-1);
      };
      for (let last = await handOver(undefined); last; last = await handOver(last));
    });
}

/** The file's lines as the screen shows them (its filters and order), from the stored lines; undefined as above. */
export async function storedFileLines(
  db: Database,
  query: SaleLinesQuery & StoredLineFilters,
  filters: SaleReportFilters,
): Promise<ChunkSource<TSaleLine[]> | undefined> {
  const pages = await storedLinesInTimeOrder(db, query, {
    descending: filters.order === 'desc',
    matches: (line) => matches(line, filters),
    order: compare(filters),
  });
  return pages && mappedSource(pages, (page) => page.map(withoutIdentity));
}
