// Reading sub-agencies and child agencies (always the direct children of one parent agency) with their figures;
// the writes are in sub-agencies-writes.repository.ts.
import { and, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TListSubAgenciesQuery } from '@portal/contracts';
import { toVnd } from '@portal/domain';
import { withAgenciesAtAndAbove } from '../../platform/tenancy.js';

export type AgencySettings = NonNullable<(typeof tables.agencies.$inferInsert)['settings']>;

const { agencies } = tables;

export { isEmailTaken, isUsernameTaken, queueEmail } from './accounts.repository.js';

type TextRow = Record<string, unknown>;
const rowsOf = (result: unknown): TextRow[] => (result as { rows: TextRow[] }).rows;
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The settings this feature keeps in agencies.settings, beside the ones the schema names. */
export type StoredAgencySettings = AgencySettings & {
  /** Products the agency may sell; flights always (all when absent). */
  products?: string[];
  /** Why and when the agency was locked, while it is. */
  lock?: { reason: string; lockedAt: string; lockedBy: string };
  /** What a new sub-agency of this agency starts with (/agent/config). */
  subAgencyDefaults?: {
    creditLimit: number;
    bookingSystems: string[];
    products: string[];
    defaultIssueFee: number | null;
  };
};

export type AgencyRecord = {
  id: string;
  parentId: string | null;
  level: 'platform' | 'F1' | 'F2' | 'F3';
  code: string;
  name: string;
  taxCode: string;
  address: string;
  phone: string;
  email: string;
  contactName: string;
  status: 'active' | 'locked';
  creditLimit: number;
  settings: StoredAgencySettings;
  balance: number;
  reserved: number;
  defaultIssueFee: number | null;
  childCount: number;
  lockedChildCount: number;
  createdAt: string;
  updatedAt: string;
};

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The columns of one agency with its deposit, its default issue fee (charged by its parent) and its children. */
const AGENCY_COLUMNS = sql`
  a.id::text as id, a.parent_id::text as parent_id, a.level, a.code, a.name, a.tax_code, a.address, a.phone, a.email,
  a.contact_name, a.status, a.credit_limit::text as credit_limit, a.settings,
  coalesce(b.balance, 0)::text as balance, coalesce(b.reserved, 0)::text as reserved,
  fee.amount::text as default_issue_fee,
  (select count(*) from agencies c where c.parent_id = a.id)::int as child_count,
  (select count(*) from agencies c where c.parent_id = a.id and c.status = 'locked')::int as locked_child_count,
  ${iso('a.created_at')} as created_at, ${iso('a.updated_at')} as updated_at`;

const AGENCY_JOINS = sql`
  left join ledger_accounts acc on acc.agency_id = a.id and acc.kind = 'agency_deposit'
  left join ledger_balances b on b.account_id = acc.id
  left join commission_fees fee on fee.agency_id = a.parent_id and fee.sub_agency_id = a.id and fee.airline is null
    and fee.route_scope = 'domestic' and fee.pax_type = 'ADT'`;

function toRecord(row: TextRow): AgencyRecord {
  const settings =
    typeof row.settings === 'string'
      ? (JSON.parse(row.settings) as StoredAgencySettings)
      : ((row.settings ?? {}) as StoredAgencySettings);
  return {
    id: text(row.id),
    parentId: row.parent_id === null ? null : text(row.parent_id),
    level: text(row.level) as AgencyRecord['level'],
    code: text(row.code),
    name: text(row.name),
    taxCode: text(row.tax_code),
    address: text(row.address),
    phone: text(row.phone),
    email: text(row.email),
    contactName: text(row.contact_name),
    status: text(row.status) as AgencyRecord['status'],
    creditLimit: toVnd(text(row.credit_limit)),
    settings,
    balance: toVnd(text(row.balance)),
    reserved: toVnd(text(row.reserved)),
    defaultIssueFee:
      row.default_issue_fee === null || row.default_issue_fee === undefined ? null : toVnd(text(row.default_issue_fee)),
    childCount: Number(row.child_count ?? 0),
    lockedChildCount: Number(row.locked_child_count ?? 0),
    createdAt: text(row.created_at),
    updatedAt: text(row.updated_at),
  };
}

/** One agency by id, with its figures. */
export async function findAgency(db: Database, agencyId: string): Promise<AgencyRecord | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`select ${AGENCY_COLUMNS} from agencies a ${AGENCY_JOINS} where a.id = ${agencyId}::uuid`),
  );
  return row ? toRecord(row) : undefined;
}

/** A direct child of the parent; any other agency (a grandchild, a stranger, the parent itself) is absent. */
export async function findChild(db: Database, parentId: string, childId: string): Promise<AgencyRecord | undefined> {
  const [row] = rowsOf(
    await db.execute(
      sql`select ${AGENCY_COLUMNS} from agencies a ${AGENCY_JOINS} where a.id = ${childId}::uuid and a.parent_id = ${parentId}::uuid`,
    ),
  );
  return row ? toRecord(row) : undefined;
}

const SORT_EXPRESSIONS: Record<TListSubAgenciesQuery['sort'], string> = {
  code: 'lower(a.code)',
  name: 'lower(a.name)',
  status: 'a.status',
  creditLimit: 'a.credit_limit',
  balance: 'coalesce(b.balance, 0)',
  available: 'coalesce(b.balance, 0) - coalesce(b.reserved, 0)',
  createdAt: 'a.created_at',
};

const likePattern = (query: string) => `%${query.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** One page of the parent's direct children, filtered and sorted, with the count of all that match. */
export async function listChildren(
  db: Database,
  parentId: string,
  query: TListSubAgenciesQuery,
): Promise<{ items: AgencyRecord[]; total: number }> {
  const conditions: SQL[] = [sql`a.parent_id = ${parentId}::uuid`];
  if (query.status) conditions.push(sql`a.status = ${query.status}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`(lower(a.code) like ${pattern} or lower(a.name) like ${pattern} or a.tax_code like ${pattern} or a.phone like ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const rows = rowsOf(
    await db.execute(sql`
      select ${AGENCY_COLUMNS}, count(*) over () as total
      from agencies a ${AGENCY_JOINS}
      where ${where}
      order by ${sql.raw(SORT_EXPRESSIONS[query.sort])} ${direction}, lower(a.code) asc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  if (rows.length > 0) return { items: rows.map(toRecord), total: Number(rows[0]!.total) };
  // A page past the end still reports how many there are.
  const [counted] = rowsOf(await db.execute(sql`select count(*)::int as total from agencies a where ${where}`));
  return { items: [], total: Number(counted?.total ?? 0) };
}

/** The settings of the agency and every agency above it, the agency first. */
export async function chainSettings(db: Database, agencyId: string): Promise<StoredAgencySettings[]> {
  const rows = rowsOf(
    await db.execute(sql`
      ${withAgenciesAtAndAbove(agencyId)}
      select a.settings from above join agencies a on a.id = above.id order by above.depth`),
  );
  return rows.map(
    (row) =>
      (typeof row.settings === 'string' ? JSON.parse(row.settings) : (row.settings ?? {})) as StoredAgencySettings,
  );
}

export async function isCodeTaken(db: Database, code: string, exceptAgencyId?: string): Promise<boolean> {
  const condition = sql`lower(${agencies.code}) = lower(${code})`;
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(exceptAgencyId ? and(condition, sql`${agencies.id} <> ${exceptAgencyId}::uuid`) : condition)
    .limit(1);
  return row !== undefined;
}
