// Figures and pages of a report computed in SQL over the stored sale lines (decision 129): one grouped aggregate and one
// ordered, limited read in the snapshot of decision 101, plus the few pending transactions' lines computed live.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portal/db';
import type { TSaleReportSortKey } from '@portal/contracts';
import type { SaleLineRow } from './sale-lines.js';
import { computeLines, inSnapshot, isInPeriod, type SaleLinesQuery } from './sale-lines-source.js';
import { readSaleTransactionsById, rowsOf } from './sale-lines.repository.js';
import { readCompleteBefore, readPendingInScope } from './sale-line-projection.repository.js';
import { readLines, storedPeriodWhere, type StoredLineFilters } from './stored-lines.repository.js';

/** The Vietnam day (yyyy-MM-dd) of a timestamptz: Vietnam keeps UTC+7 all year. */
const vietnamDay = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/** What a group of lines may be keyed by. */
export const GROUP_KEYS = {
  product: sql`l.product`,
  carrier: sql`case when l.product = 'FLIGHT' then coalesce(l.airline, l.system) else l.system end`,
  buyerId: sql`l.buyer_id::text`,
  buyerCode: sql`l.buyer_code`,
  day: vietnamDay(sql`l.at`),
  travelDay: vietnamDay(sql`coalesce(l.travel_date, l.at)`),
} as const;
export type GroupKey = keyof typeof GROUP_KEYS;

const MONEY = ['baseFare', 'taxes', 'vat', 'issueFee', 'net', 'sell', 'profit'] as const;
const MONEY_COLUMNS: Record<(typeof MONEY)[number], string> = {
  baseFare: 'base_fare',
  taxes: 'taxes',
  vat: 'vat',
  issueFee: 'issue_fee',
  net: 'net',
  sell: 'sell',
  profit: 'profit',
};
export type LineFigures = { count: number } & Record<(typeof MONEY)[number], number>;
/** A group's keys (only those asked) and its figures; a live line is a group of one. */
export type LineGroup = { keys: Partial<Record<GroupKey, string | null>> } & LineFigures;

/** The sort keys SQL orders exactly as the process does (the text keys use the Vietnamese collator: in the process). */
export const SQL_SORT_KEYS = new Set<TSaleReportSortKey>([
  'at',
  'bookingDate',
  'travelDate',
  'net',
  'sell',
  'profit',
  'issueFee',
]);
const SORT_COLUMNS: Partial<Record<TSaleReportSortKey, string>> = {
  at: 'at',
  bookingDate: 'booking_date',
  travelDate: 'travel_date',
  net: 'net',
  sell: 'sell',
  profit: 'profit',
  issueFee: 'issue_fee',
};

export type SqlPage = { sort: TSaleReportSortKey; order: 'asc' | 'desc'; offset: number; limit: number };

/**
 * The order of the service's `compare`: the key (a missing one first ascending, last descending), then time order
 * with a sale before what undoes it at the same instant, then the line id ordinally (collation "C").
 */
function orderBy(page: SqlPage): SQL {
  const column = sql.raw(`l.${SORT_COLUMNS[page.sort]!}`);
  const direction = page.order === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  return sql`order by ${column} ${direction}, l.at asc,
    case l.kind when 'SALE' then 0 when 'CHANGE' then 1 when 'VOID' then 2 else 3 end asc, l.line_id collate "C" asc`;
}

async function readGroups(
  tx: Database,
  where: { prefix: SQL; where: SQL },
  keys: readonly GroupKey[],
): Promise<LineGroup[]> {
  const keyColumns = keys.map((key) => sql`${GROUP_KEYS[key]} as ${sql.raw(`k_${key.toLowerCase()}`)}`);
  const sums = MONEY.map(
    (key) => sql`coalesce(sum(l.${sql.raw(MONEY_COLUMNS[key])}), 0)::text as ${sql.raw(`s_${MONEY_COLUMNS[key]}`)}`,
  );
  const rows = rowsOf(
    await tx.execute(sql`${where.prefix}
    select ${sql.join([...keyColumns, sql`count(*)::text as count`, ...sums], sql`, `)}
    from report_sale_lines l
    where ${where.where}
    ${
      keys.length > 0
        ? sql`group by ${sql.join(
            keys.map((key) => GROUP_KEYS[key]),
            sql`, `,
          )}`
        : sql``
    }`),
  );
  return rows
    .map((row) => ({
      keys: Object.fromEntries(keys.map((key) => [key, row[`k_${key.toLowerCase()}`] ?? null])),
      count: Number(row.count),
      ...(Object.fromEntries(MONEY.map((key) => [key, Number(row[`s_${MONEY_COLUMNS[key]}`])])) as Record<
        (typeof MONEY)[number],
        number
      >),
    }))
    .filter((group) => group.count > 0);
}

export type SqlFigures = {
  /** The stored lines' groups (the pending transactions' stored lines left out). */
  groups: LineGroup[];
  /** The pending transactions' lines computed live, in the period and matching the filters. */
  live: SaleLineRow[];
  /** With `page`: the stored lines of the page in order (as many as offset + limit when live lines must be merged). */
  page: SaleLineRow[];
  /** Where `page` starts in the stored lines' order. */
  pageOffset: number;
};

/**
 * The figures of the viewer's lines of the period in SQL, grouped by `keys`, and optionally one page of them in order;
 * undefined before the projector's first complete run (no watermark: the caller reads the lines as decision 101).
 */
export function readSqlFigures(
  db: Database,
  query: SaleLinesQuery & StoredLineFilters,
  options: { keys: readonly GroupKey[]; page?: SqlPage; matches: (line: SaleLineRow) => boolean },
): Promise<SqlFigures | undefined> {
  return inSnapshot(db, async (tx) => {
    const since = await readCompleteBefore(tx);
    if (!since) return undefined;
    const pending = await readPendingInScope(tx, { ...query, since });
    const where = storedPeriodWhere({ ...query, excludeIds: pending });
    const groups = await readGroups(tx, where, options.keys);
    const live =
      pending.length === 0
        ? []
        : (
            await computeLines(tx, await readSaleTransactionsById(tx, { ids: pending, viewerId: query.viewerId }))
          ).filter((line) => isInPeriod(line, query) && options.matches(line));
    let page: SaleLineRow[] = [];
    let pageOffset = 0;
    if (options.page) {
      // With live lines to merge, the stored lines before the page are needed too (they are few: what is pending).
      pageOffset = live.length === 0 ? options.page.offset : 0;
      const limit = live.length === 0 ? options.page.limit : options.page.offset + options.page.limit;
      page = await readLines(tx, {
        viewerId: query.viewerId,
        ...where,
        tail: sql`${orderBy(options.page)} limit ${limit} offset ${pageOffset}`,
      });
    }
    return { groups, live, page, pageOffset };
  });
}

/** A live line as a group of one, keyed like the SQL groups. */
export function groupOfLine(line: SaleLineRow, keys: readonly GroupKey[], dayOf: (at: string) => string): LineGroup {
  const value: Record<GroupKey, string | null> = {
    product: line.product,
    carrier: line.product === 'FLIGHT' ? (line.airline ?? line.system) : line.system,
    buyerId: line.agency.id,
    buyerCode: line.agency.code,
    day: dayOf(line.at),
    travelDay: dayOf(line.travelDate ?? line.at),
  };
  return {
    keys: Object.fromEntries(keys.map((key) => [key, value[key]])),
    count: 1,
    ...(Object.fromEntries(MONEY.map((key) => [key, line[key] ?? 0])) as Record<(typeof MONEY)[number], number>),
  };
}
