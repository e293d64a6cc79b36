// Read-only queries behind the deposit statement: the agency tree the caller may read, and one deposit's entries (a booking's with its PNR and agency).
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { toVnd } from '@portal/domain';
import { MAX_TREE_HOPS, withAgenciesAtAndAbove } from '../../platform/tenancy.js';
import { esimMovementName, esimOrdersOf, esimTopUpsOf } from './statement-esim.repository.js';

const { agencies, bookings, ledgerAccounts, ledgerBalances, ledgerEntries, ledgerTransactions, trainBookings } = tables;

type TextRow = Record<string, string | null>;
/** node-postgres and PGlite both answer raw statements as `{ rows }`. */
const rowsOf = (result: unknown): TextRow[] => (result as { rows: TextRow[] }).rows;

export type AgencyLevel = 'platform' | 'F1' | 'F2' | 'F3';
export type ScopedAgency = { id: string; code: string; name: string; level: AgencyLevel; creditLimit: number };
export type TreeAgency = {
  id: string;
  code: string;
  name: string;
  level: AgencyLevel;
  status: 'active' | 'locked';
  parentId: string | null;
  parentCode: string | null;
  /** 0 for the scope's own agency, 1 for its direct sub-agencies… */
  depth: number;
};

/** The agency when it is `scopeAgencyId` itself or below it in the tree; undefined otherwise (also when it does not exist). */
export async function findAgencyInScope(
  db: Database,
  options: { scopeAgencyId: string; agencyId: string },
): Promise<ScopedAgency | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`
      ${withAgenciesAtAndAbove(options.agencyId)}
      select t.id::text as id, t.code, t.name, t.level, t.credit_limit::text as credit_limit
      from agencies t
      where t.id = ${options.agencyId}::uuid and exists (select 1 from above where above.id = ${options.scopeAgencyId}::uuid)`),
  );
  if (!row) return undefined;
  return {
    id: row.id!,
    code: row.code!,
    name: row.name!,
    level: row.level as AgencyLevel,
    creditLimit: toVnd(row.credit_limit),
  };
}

/**
 * The agency tree from `scopeAgencyId` down, in tree order (each agency followed by its sub-agencies, codes
 * alphabetical), as a recursive CTE over agencies_parent_idx. `select` adds columns joined on `tree.id`.
 */
export function agencyTreeQuery(options: {
  scopeAgencyId: string;
  isSelfIncluded: boolean;
  select?: SQL;
  joins?: SQL;
}): SQL {
  return sql`
    with recursive tree (id, depth, path) as (
      select a.id, 0, array[lower(a.code)]::text[] from agencies a where a.id = ${options.scopeAgencyId}::uuid
      union all
      select c.id, tree.depth + 1, tree.path || lower(c.code)
      from agencies c join tree on c.parent_id = tree.id
      where tree.depth < ${MAX_TREE_HOPS}
    )
    select a.id::text as id, a.code, a.name, a.level, a.status, a.parent_id::text as parent_id, p.code as parent_code, tree.depth::text as depth
      ${options.select ?? sql``}
    from tree
    join agencies a on a.id = tree.id
    left join agencies p on p.id = a.parent_id
    ${options.joins ?? sql``}
    where a.level <> 'platform' ${options.isSelfIncluded ? sql`` : sql`and tree.depth > 0`}
    order by tree.path`;
}

export function treeAgencyOf(row: TextRow): TreeAgency {
  return {
    id: row.id!,
    code: row.code!,
    name: row.name!,
    level: row.level as AgencyLevel,
    status: row.status as TreeAgency['status'],
    parentId: row.parent_id ?? null,
    parentCode: row.parent_code ?? null,
    depth: Number(row.depth),
  };
}

/** The agencies whose deposit the scope may read: itself (unless it is the platform) and everything below it. */
export async function listAgenciesInScope(db: Database, scopeAgencyId: string): Promise<TreeAgency[]> {
  return rowsOf(await db.execute(agencyTreeQuery({ scopeAgencyId, isSelfIncluded: true }))).map(treeAgencyOf);
}

export type DepositSnapshot = {
  /** Null when the deposit never moved (its account opens with the first movement). */
  accountId: string | null;
  balance: number;
  reserved: number;
  creditLimit: number;
};

export type EntryRow = {
  entryId: number;
  transactionId: string;
  at: Date;
  type: string;
  referenceType: string;
  referenceId: string;
  description: string;
  amount: number;
  /**
   * The booking behind a booking's movement: its PNR (a train booking's code) and the agency that made it; null for any
   * other reference.
   */
  booking: {
    pnr: string | null;
    agency: { id: string; code: string; name: string };
    /** An eSIM movement's name from its order (it replaces the stored description on the statement). */
    description?: string;
  } | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The PNR and agency of each booking named by these movements (by primary key), keyed by booking id. */
async function bookingsOf(tx: Pick<Database, 'select'>, referenceIds: string[]) {
  const ids = [...new Set(referenceIds.filter((id) => UUID.test(id)))];
  if (ids.length === 0) return new Map<string, NonNullable<EntryRow['booking']>>();
  const rows = await tx
    .select({ id: bookings.id, pnr: bookings.pnr, agencyId: agencies.id, code: agencies.code, name: agencies.name })
    .from(bookings)
    .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
    .where(inArray(bookings.id, ids));
  return new Map(
    rows.map((row) => [row.id, { pnr: row.pnr, agency: { id: row.agencyId, code: row.code, name: row.name } }]),
  );
}

/** The booking code and agency of each train booking named by these movements (issue 16), keyed by booking id. */
async function trainBookingsOf(tx: Pick<Database, 'select'>, referenceIds: string[]) {
  const ids = [...new Set(referenceIds.filter((id) => UUID.test(id)))];
  if (ids.length === 0) return new Map<string, NonNullable<EntryRow['booking']>>();
  const rows = await tx
    .select({
      id: trainBookings.id,
      pnr: trainBookings.bookingCode,
      agencyId: agencies.id,
      code: agencies.code,
      name: agencies.name,
    })
    .from(trainBookings)
    .innerJoin(agencies, eq(agencies.id, trainBookings.agencyId))
    .where(inArray(trainBookings.id, ids));
  return new Map(
    rows.map((row) => [row.id, { pnr: row.pnr, agency: { id: row.agencyId, code: row.code, name: row.name } }]),
  );
}

type Reference = { referenceType: string; referenceId: string; type: string };

/** The booking or eSIM order behind each movement of a flight, train or eSIM sale, by the movement's reference. */
export async function bookingsBehind(tx: Pick<Database, 'select'>, entries: Reference[]) {
  const named = (type: string) => entries.filter((entry) => entry.referenceType === type).map((e) => e.referenceId);
  // One after another: `tx` may be a transaction, whose one connection cannot run two queries at once (node-postgres
  // queues them today and refuses them from pg 9).
  const flights = await bookingsOf(tx, named('booking'));
  const trains = await trainBookingsOf(tx, named('train_booking'));
  const esims = await esimOrdersOf(tx, named('esim_order'));
  const esimTopUps = await esimTopUpsOf(tx, named('esim_top_up'));
  return (entry: Reference): EntryRow['booking'] => {
    if (entry.referenceType === 'booking') return flights.get(entry.referenceId) ?? null;
    if (entry.referenceType === 'train_booking') return trains.get(entry.referenceId) ?? null;
    const esim =
      entry.referenceType === 'esim_order'
        ? esims.get(entry.referenceId)
        : entry.referenceType === 'esim_top_up'
          ? esimTopUps.get(entry.referenceId)
          : undefined;
    return esim ? esimMovementName(esim, entry.type) : null;
  };
}

/** What a statement reads, all in one snapshot. */
export type StatementReading = {
  deposit: DepositSnapshot;
  /** Sum of the entries booked at or after `start` (so the balance before start is balance − this). */
  sumSinceStart: number;
  /** Entries booked in [start, end), in entry order; at most `limit` + 1 so the caller can tell there were more. */
  entries: EntryRow[];
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The deposit account of an agency with its balance row (undefined before its first movement), and its credit limit. */
export async function readDeposit(tx: Tx, agencyId: string) {
  const [row] = await tx
    .select({
      accountId: ledgerAccounts.id,
      balance: sql<string | null>`${ledgerBalances.balance}::text`,
      reserved: sql<string | null>`${ledgerBalances.reserved}::text`,
      version: ledgerBalances.version,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerBalances, eq(ledgerBalances.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.agencyId, agencyId), eq(ledgerAccounts.kind, 'agency_deposit')));
  const [limitRow] = await tx
    .select({ creditLimit: sql<string>`${agencies.creditLimit}::text` })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  const creditLimit = toVnd(limitRow?.creditLimit);
  if (!row) return { account: undefined, creditLimit };
  if (row.balance === null) throw new Error(`ledger balance row of ${row.accountId} is missing`);
  const { accountId, balance, reserved, version } = row;
  return { account: { accountId, balance, reserved, version: version ?? 0 }, creditLimit };
}

/**
 * The deposit's balance row, the sum of its entries since `start` and its entries in [start, end), read in one
 * REPEATABLE READ read-only transaction: a movement committing meanwhile is either in all three or in none.
 * The entry queries find the account through ledger_entries_account_idx (account_id, id) and filter created_at, so
 * their cost grows with the account's whole history; an (account_id, created_at) index would bound them by the period.
 */
export async function readStatement(
  db: Database,
  options: { agencyId: string; start: Date; end: Date; limit: number },
): Promise<StatementReading> {
  return db.transaction(
    async (tx) => {
      const { account, creditLimit } = await readDeposit(tx, options.agencyId);
      if (!account)
        return { deposit: { accountId: null, balance: 0, reserved: 0, creditLimit }, sumSinceStart: 0, entries: [] };

      const [since] = await tx
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, account.accountId), gte(ledgerEntries.createdAt, options.start)));
      const entries = await tx
        .select({
          entryId: sql<string>`${ledgerEntries.id}::text`,
          transactionId: ledgerTransactions.id,
          at: ledgerEntries.createdAt,
          type: ledgerTransactions.type,
          referenceType: ledgerTransactions.referenceType,
          referenceId: ledgerTransactions.referenceId,
          description: ledgerTransactions.description,
          amount: sql<string>`${ledgerEntries.amount}::text`,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerEntries.accountId, account.accountId),
            gte(ledgerEntries.createdAt, options.start),
            lt(ledgerEntries.createdAt, options.end),
          ),
        )
        // The movement's time, then its entry id: the debit report's keyset order too (decision 103).
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
        .limit(options.limit + 1);
      const bookingOf = await bookingsBehind(tx, entries);
      return {
        deposit: {
          accountId: account.accountId,
          balance: toVnd(account.balance),
          reserved: toVnd(account.reserved),
          creditLimit,
        },
        sumSinceStart: toVnd(since?.total),
        entries: entries.map((entry) => ({
          ...entry,
          entryId: toVnd(entry.entryId),
          amount: toVnd(entry.amount),
          booking: bookingOf(entry),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
