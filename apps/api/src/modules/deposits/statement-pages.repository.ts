// One deposit's movements a page at a time (keyset on time and entry id), each with its exact running balance, and the
// period's figures as SQL aggregates — the debit report's reads (decision 103); the statement's own order is the same.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portal/db';
import { toVnd } from '@portal/domain';
import { bookingsBehind, readDeposit, type DepositSnapshot, type EntryRow } from './statements.repository.js';

type TextRow = Record<string, string | null>;
const rowsOf = (result: unknown): TextRow[] => (result as { rows: TextRow[] }).rows;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A movement's place in the order: its time to the microsecond (ISO text) and its entry id. */
export type EntryKey = { at: string; id: string };
/** Where a page starts: the first page, after or before a key in the display order, or the last page. */
export type PagePosition = { kind: 'first' } | { kind: 'after' | 'before'; key: EntryKey } | { kind: 'last' };

export type PageFilter = {
  accountId: string;
  start: Date;
  end: Date;
  type?: string;
  /** The last movement a file reads: the period's last at its heading's snapshot (later ones are not in it). */
  until?: EntryKey;
};

/** One group of the period's movements: a Vietnam day, a type, adjustment or not. */
export type MovementGroup = {
  day: string;
  type: string;
  isAdjustment: boolean;
  count: number;
  amount: bigint;
  credits: bigint;
  debits: bigint;
};

export type PagedEntry = EntryRow & { key: EntryKey; balanceAfter: bigint };

const ISO_US = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
const ISO_MS = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const keyOf = (key: EntryKey) => sql`(${key.at}::timestamptz, ${key.id}::bigint)`;
const inPeriod = (filter: PageFilter) => sql`e.account_id = ${filter.accountId}::uuid
  and e.created_at >= ${filter.start.toISOString()}::timestamptz and e.created_at < ${filter.end.toISOString()}::timestamptz
  ${filter.until ? sql`and e.created_at <= ${filter.until.at}::timestamptz and (e.created_at, e.id) <= ${keyOf(filter.until)}` : sql``}`;
const ofType = (filter: PageFilter) => (filter.type ? sql`and t.type = ${filter.type}` : sql``);

/** Σ since start (for the opening) and the period's movements grouped by Vietnam day, type and adjustment. */
async function readGroups(tx: Tx, filter: PageFilter) {
  const [since] = rowsOf(
    await tx.execute(sql`
      select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
      where e.account_id = ${filter.accountId}::uuid and e.created_at >= ${filter.start.toISOString()}::timestamptz`),
  );
  const groups = rowsOf(
    await tx.execute(sql`
      select to_char(e.created_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day, t.type,
        (t.reference_type = 'adjustment')::text as is_adjustment, count(*)::text as count, sum(e.amount)::text as amount,
        coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as credits,
        coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::text as debits
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where ${inPeriod(filter)}
      group by 1, 2, 3
      order by 1, 2, 3`),
  );
  return {
    sumSinceStart: BigInt(since?.total ?? '0'),
    groups: groups.map((row): MovementGroup => ({
      day: row.day!,
      type: row.type!,
      isAdjustment: row.is_adjustment === 'true',
      count: Number(row.count),
      amount: BigInt(row.amount!),
      credits: BigInt(row.credits!),
      debits: BigInt(row.debits!),
    })),
  };
}

/** The period's groups, Σ since its start and its last movement. */
async function readPeriodGroups(tx: Tx, filter: PageFilter): Promise<PeriodGroups> {
  const { sumSinceStart, groups } = await readGroups(tx, filter);
  const [last] = rowsOf(
    await tx.execute(sql`
      select e.id::text as id, ${ISO_US('e.created_at')} as at from ledger_entries e
      where ${inPeriod(filter)} order by e.created_at desc, e.id desc limit 1`),
  );
  return { sumSinceStart, groups, lastKey: last ? { at: last.at!, id: last.id! } : undefined };
}

/**
 * The page's rows in display order. Reading "before" a key or the last page walks the other way and turns the rows
 * round; one row more than asked tells whether there is more in the direction read.
 */
async function readPageRows(
  tx: Tx,
  filter: PageFilter,
  options: { order: 'asc' | 'desc'; limit: number; position: PagePosition },
) {
  const { order, position } = options;
  const isBackwards = position.kind === 'before' || position.kind === 'last';
  const walk = (order === 'asc') !== isBackwards ? 'asc' : 'desc';
  let condition: SQL = sql``;
  if (position.kind === 'after' || position.kind === 'before') {
    const comparison = walk === 'asc' ? sql`>` : sql`<`;
    condition = sql`and (e.created_at, e.id) ${comparison} ${keyOf(position.key)}
      and e.created_at ${walk === 'asc' ? sql`>=` : sql`<=`} ${position.key.at}::timestamptz`;
  }
  const direction = sql.raw(walk);
  const rows = rowsOf(
    await tx.execute(sql`
      select e.id::text as entry_id, ${ISO_US('e.created_at')} as key_at, ${ISO_MS('e.created_at')} as at,
        e.amount::text as amount, t.id::text as transaction_id, t.type, t.reference_type, t.reference_id, t.description
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where ${inPeriod(filter)} ${ofType(filter)} ${condition}
      order by e.created_at ${direction}, e.id ${direction}
      limit ${options.limit + 1}`),
  );
  const hasMore = rows.length > options.limit;
  const kept = rows.slice(0, options.limit);
  if (isBackwards) kept.reverse();
  return { rows: kept, hasMore };
}

/** What a file's chunk knows from the chunk before it: its last row (in the file's order), that row's running sum and amount. */
export type Carried = { key: EntryKey; running: bigint; amount: bigint };

const byKey = (a: EntryKey, b: EntryKey) =>
  a.at === b.at ? Number(BigInt(a.id) - BigInt(b.id)) : a.at < b.at ? -1 : 1;

/**
 * The deposit's balance after each of these entries, over every type (the caller adds the opening): Σ of the period
 * before the lowest key, then a running sum from the lowest to the highest key (window function). A file's chunk
 * carries the sum on from the chunk before instead (`carried`), so a year is not summed again from its start for
 * every chunk: oldest first, the window runs from after the carried row; newest first, up to before it, and each sum
 * is the carried row's balance before it less what lies between.
 */
async function runningSums(
  tx: Tx,
  filter: PageFilter,
  { keys, carried }: { keys: EntryKey[]; carried?: Carried & { order: 'asc' | 'desc' } },
): Promise<Map<string, bigint>> {
  if (keys.length === 0) return new Map();
  const sorted = [...keys].sort(byKey);
  const low = sorted[0]!;
  const high = sorted.at(-1)!;
  const windowOver = async (lower: SQL, upper: SQL) =>
    rowsOf(
      await tx.execute(sql`
        select e.id::text as id, sum(e.amount) over (order by e.created_at, e.id)::text as running
        from ledger_entries e
        where ${inPeriod(filter)} and ${lower} and ${upper}
        order by e.created_at, e.id`),
    );
  if (carried?.order === 'asc') {
    const window = await windowOver(
      sql`e.created_at >= ${carried.key.at}::timestamptz and (e.created_at, e.id) > ${keyOf(carried.key)}`,
      sql`e.created_at <= ${high.at}::timestamptz and (e.created_at, e.id) <= ${keyOf(high)}`,
    );
    return new Map(window.map((row) => [row.id!, carried.running + BigInt(row.running!)]));
  }
  if (carried?.order === 'desc') {
    const window = await windowOver(
      sql`e.created_at >= ${low.at}::timestamptz and (e.created_at, e.id) >= ${keyOf(low)}`,
      sql`e.created_at <= ${carried.key.at}::timestamptz and (e.created_at, e.id) < ${keyOf(carried.key)}`,
    );
    const between = BigInt(window.at(-1)?.running ?? '0');
    const before = carried.running - carried.amount - between;
    return new Map(window.map((row) => [row.id!, before + BigInt(row.running!)]));
  }
  const [before] = rowsOf(
    await tx.execute(sql`
      select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
      where ${inPeriod(filter)} and e.created_at <= ${low.at}::timestamptz and (e.created_at, e.id) < ${keyOf(low)}`),
  );
  const window = await windowOver(
    sql`e.created_at >= ${low.at}::timestamptz and (e.created_at, e.id) >= ${keyOf(low)}`,
    sql`e.created_at <= ${high.at}::timestamptz and (e.created_at, e.id) <= ${keyOf(high)}`,
  );
  const base = BigInt(before?.total ?? '0');
  return new Map(window.map((row) => [row.id!, base + BigInt(row.running!)]));
}

/** What a period's figures are at one version of the deposit's balance row (every movement changes the version). */
export type PeriodGroups = { sumSinceStart: bigint; groups: MovementGroup[]; lastKey: EntryKey | undefined };
/** Figures already read, by account, period and balance version (the service bounds it). */
export type GroupsCache = { get(key: string): PeriodGroups | undefined; set(key: string, value: PeriodGroups): void };

export type StatementPageReading = {
  deposit: DepositSnapshot;
  sumSinceStart: bigint;
  groups: MovementGroup[];
  /** The period's last movement (every type) at this snapshot; undefined when nothing moved. */
  lastKey: EntryKey | undefined;
  /** The page in display order, each with Σ of the period up to and including it (add the opening). */
  entries: PagedEntry[];
  hasMore: boolean;
};

/**
 * The deposit, the period's groups and one page of movements with their running sums, in one REPEATABLE READ
 * read-only transaction (a movement committing meanwhile is in all of them or in none). `lastPageSize` gives the
 * size of the last page from the matching count, which the groups give.
 */
export async function readStatementPage(
  db: Database,
  options: {
    agencyId: string;
    start: Date;
    end: Date;
    type?: string;
    order: 'asc' | 'desc';
    limit: number;
    position: PagePosition;
    lastPageSize: (matching: number) => number;
    cache?: GroupsCache;
  },
): Promise<StatementPageReading> {
  return db.transaction(
    async (tx) => {
      const { account, creditLimit } = await readDeposit(tx, options.agencyId);
      if (!account)
        return {
          deposit: { accountId: null, balance: 0, reserved: 0, creditLimit },
          sumSinceStart: 0n,
          groups: [],
          lastKey: undefined,
          entries: [],
          hasMore: false,
        };
      const filter: PageFilter = { accountId: account.accountId, ...options };
      // Same account, period and balance version: the same entries, so the same figures (decision 103).
      const cacheKey = `${account.accountId}|${options.start.toISOString()}|${options.end.toISOString()}|${account.version}`;
      const known = options.cache?.get(cacheKey) ?? (await readPeriodGroups(tx, filter));
      options.cache?.set(cacheKey, known);
      const { sumSinceStart, groups, lastKey } = known;
      const matching = groups
        .filter((group) => !options.type || group.type === options.type)
        .reduce((sum, group) => sum + group.count, 0);
      const limit = options.position.kind === 'last' ? options.lastPageSize(matching) : options.limit;
      const { rows, hasMore } = await readPageRows(tx, filter, { ...options, limit });
      const entries = await namedEntries(tx, filter, { rows });
      return {
        deposit: {
          accountId: account.accountId,
          balance: toVnd(account.balance),
          reserved: toVnd(account.reserved),
          creditLimit,
        },
        sumSinceStart,
        groups,
        lastKey,
        entries,
        hasMore,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The rows as entries: the booking or order behind each, and the running sum after each. */
async function namedEntries(
  tx: Tx,
  filter: PageFilter,
  { rows, carried }: { rows: TextRow[]; carried?: Carried & { order: 'asc' | 'desc' } },
): Promise<PagedEntry[]> {
  const references = rows.map((row) => ({
    referenceType: row.reference_type!,
    referenceId: row.reference_id!,
    type: row.type!,
  }));
  const keys = rows.map((row) => ({ at: row.key_at!, id: row.entry_id! }));
  // One after the other on the transaction's one connection (node-postgres refuses overlapping queries from pg 9).
  const bookingOf = await bookingsBehind(tx, references);
  const sums = await runningSums(tx, { ...filter, type: undefined }, { keys, carried });
  return rows.map((row, index) => ({
    entryId: toVnd(row.entry_id),
    transactionId: row.transaction_id!,
    at: new Date(row.at!),
    type: row.type!,
    referenceType: row.reference_type!,
    referenceId: row.reference_id!,
    description: row.description ?? '',
    amount: toVnd(row.amount),
    booking: bookingOf(references[index]!),
    key: keys[index]!,
    balanceAfter: sums.get(row.entry_id!) ?? 0n,
  }));
}

/**
 * The movements of the period after the carried row (or from the start) in the file's order, `limit` at a time, with
 * their running sums carried on from it — one export chunk, read in its own REPEATABLE READ transaction.
 */
export async function readExportChunk(
  db: Database,
  options: PageFilter & { order: 'asc' | 'desc'; limit: number; carried?: Carried },
): Promise<PagedEntry[]> {
  const { carried, order } = options;
  return db.transaction(
    async (tx) => {
      const position: PagePosition = carried ? { kind: 'after', key: carried.key } : { kind: 'first' };
      const { rows } = await readPageRows(tx, options, { order, limit: options.limit, position });
      return namedEntries(tx, options, { rows, carried: carried ? { ...carried, order } : undefined });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
