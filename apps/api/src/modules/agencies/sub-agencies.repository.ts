// Database access for sub-agencies and child agencies: always the direct children of one parent agency.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TListSubAgenciesQuery } from '@portal/contracts';
import { toVnd } from '@portal/domain';
import { withAgenciesAtAndAbove, withAgenciesAtAndBelow } from './agency-tree.js';

type AgencySettings = NonNullable<(typeof tables.agencies.$inferInsert)['settings']>;

const { agencies, users, permissionGroups, permissionGroupCodes, userPermissionGroups, commissionFees } = tables;

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
  subAgencyDefaults?: { creditLimit: number; bookingSystems: string[]; products: string[]; defaultIssueFee: number | null };
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
  const settings = typeof row.settings === 'string' ? (JSON.parse(row.settings) as StoredAgencySettings) : ((row.settings ?? {}) as StoredAgencySettings);
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
    defaultIssueFee: row.default_issue_fee === null || row.default_issue_fee === undefined ? null : toVnd(text(row.default_issue_fee)),
    childCount: Number(row.child_count ?? 0),
    lockedChildCount: Number(row.locked_child_count ?? 0),
    createdAt: text(row.created_at),
    updatedAt: text(row.updated_at),
  };
}

/** One agency by id, with its figures. */
export async function findAgency(db: Database, agencyId: string): Promise<AgencyRecord | undefined> {
  const [row] = rowsOf(await db.execute(sql`select ${AGENCY_COLUMNS} from agencies a ${AGENCY_JOINS} where a.id = ${agencyId}::uuid`));
  return row ? toRecord(row) : undefined;
}

/** A direct child of the parent; any other agency (a grandchild, a stranger, the parent itself) is absent. */
export async function findChild(db: Database, parentId: string, childId: string): Promise<AgencyRecord | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`select ${AGENCY_COLUMNS} from agencies a ${AGENCY_JOINS} where a.id = ${childId}::uuid and a.parent_id = ${parentId}::uuid`),
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
export async function listChildren(db: Database, parentId: string, query: TListSubAgenciesQuery): Promise<{ items: AgencyRecord[]; total: number }> {
  const conditions: SQL[] = [sql`a.parent_id = ${parentId}::uuid`];
  if (query.status) conditions.push(sql`a.status = ${query.status}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(sql`(lower(a.code) like ${pattern} or lower(a.name) like ${pattern} or a.tax_code like ${pattern} or a.phone like ${pattern})`);
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
  return rows.map((row) => (typeof row.settings === 'string' ? JSON.parse(row.settings) : (row.settings ?? {})) as StoredAgencySettings);
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

/** Serialises account creations for one email address until the transaction ends (there is no unique index on emails). */
export async function lockEmailAddress(tx: Database, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-email:${email.toLowerCase()}`}))`);
}

export type NewAgency = {
  parentId: string;
  level: 'F1' | 'F2' | 'F3';
  code: string;
  name: string;
  taxCode: string;
  address: string;
  phone: string;
  email: string;
  contactName: string;
  creditLimit: number;
  settings: StoredAgencySettings;
  now: Date;
};

export async function insertAgency(tx: Database, agency: NewAgency): Promise<string> {
  const { now, settings, ...fields } = agency;
  const [row] = await tx
    .insert(agencies)
    .values({ ...fields, settings: settings as AgencySettings, createdAt: now, updatedAt: now })
    .returning({ id: agencies.id });
  return row!.id;
}

export type AgencyChanges = Omit<NewAgency, 'parentId' | 'level'>;

/** Sets the given keys of agencies.settings, keeping the others (written in the same statement, so no edit is lost). */
const mergedSettings = (patch: StoredAgencySettings) => sql`${agencies.settings} || ${JSON.stringify(patch)}::jsonb`;

/** Writes the form's fields; of the settings only the keys given (booking systems, products) change. */
export async function updateAgency(tx: Database, agencyId: string, changes: AgencyChanges): Promise<void> {
  const { now, settings, ...fields } = changes;
  await tx
    .update(agencies)
    .set({ ...fields, settings: mergedSettings(settings), updatedAt: now })
    .where(eq(agencies.id, agencyId));
}

export async function patchSettings(tx: Database, agencyId: string, patch: StoredAgencySettings, now: Date): Promise<void> {
  await tx.update(agencies).set({ settings: mergedSettings(patch), updatedAt: now }).where(eq(agencies.id, agencyId));
}

/**
 * Moves a direct child from one status to the other, recording the lock (or removing it); false when it is not a
 * child of the parent or not in `from` (someone else changed it first).
 */
export async function changeStatus(
  tx: Database,
  options: { parentId: string; agencyId: string; from: 'active' | 'locked'; to: 'active' | 'locked'; lock: StoredAgencySettings['lock'] | null; now: Date },
): Promise<boolean> {
  const settings = options.lock ? mergedSettings({ lock: options.lock }) : sql`${agencies.settings} - 'lock'`;
  const rows = await tx
    .update(agencies)
    .set({ status: options.to, settings, updatedAt: options.now })
    .where(and(eq(agencies.id, options.agencyId), eq(agencies.parentId, options.parentId), eq(agencies.status, options.from)))
    .returning({ id: agencies.id });
  return rows.length === 1;
}

/** Revokes every live refresh-token family of the users of the agency and the agencies below it; answers how many. */
export async function revokeSessionsBelow(tx: Database, options: { agencyId: string; reason: string; now: Date }): Promise<number> {
  const rows = rowsOf(
    await tx.execute(sql`
      ${withAgenciesAtAndBelow(options.agencyId)}
      update refresh_token_families f set revoked_at = ${options.now.toISOString()}::timestamptz, revoked_reason = ${options.reason}
      from users u
      where f.user_id = u.id and u.agency_id in (select id from below) and f.revoked_at is null
      returning f.id`),
  );
  return rows.length;
}

/** How many agencies the lock reaches: the agency and every agency below it. */
export async function countSubtree(db: Database, agencyId: string): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`${withAgenciesAtAndBelow(agencyId)} select count(*)::int as count from below`));
  return Number(row?.count ?? 0);
}

/** Takes product codes (USE_TRAIN…) out of every permission group of the agency and the agencies below it. */
export async function removeCodesBelow(tx: Database, options: { agencyId: string; codes: readonly string[] }): Promise<void> {
  if (options.codes.length === 0) return;
  await tx.execute(sql`
    ${withAgenciesAtAndBelow(options.agencyId)}
    delete from permission_group_codes pgc
    using permission_groups g
    where pgc.group_id = g.id and g.agency_id in (select id from below)
      and pgc.code in (${sql.join(options.codes.map((code) => sql`${code}`), sql`, `)})`);
}

export type NewAdmin = {
  agencyId: string;
  username: string;
  fullName: string;
  email: string;
  phone: string;
  role: 'admin_f1' | 'admin_f2';
  passwordHash: string;
  now: Date;
};

/** The first admin account, flagged to change the password at the first sign-in, in a group of its own. */
export async function insertAdminWithGroup(tx: Database, admin: NewAdmin, group: { name: string; description: string; codes: readonly string[] }): Promise<{ userId: string; groupId: string }> {
  const { now, ...fields } = admin;
  const [user] = await tx
    .insert(users)
    .values({ ...fields, accountType: 'SUB', mustChangePassword: true, passwordChangedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  const [created] = await tx
    .insert(permissionGroups)
    .values({ agencyId: admin.agencyId, name: group.name, description: group.description, createdAt: now, updatedAt: now })
    .returning({ id: permissionGroups.id });
  if (group.codes.length > 0) await tx.insert(permissionGroupCodes).values(group.codes.map((code) => ({ groupId: created!.id, code })));
  await tx.insert(userPermissionGroups).values({ userId: user!.id, groupId: created!.id });
  return { userId: user!.id, groupId: created!.id };
}

const DEFAULT_FEE_PAX_TYPES = ['ADT', 'CHD'] as const;

/**
 * The parent's issue fee for this sub-agency on every airline, domestic, adults and children, per segment: written
 * on the commission rules' own unique key (agency, sub-agency, airline, scope, passenger type). Null removes those
 * two rules, so the parent's general rule applies again.
 */
export async function setDefaultIssueFee(tx: Database, options: { parentId: string; subAgencyId: string; amount: number | null; actorId: string; now: Date }): Promise<void> {
  const { parentId, subAgencyId, amount, actorId, now } = options;
  if (amount === null) {
    await tx.execute(sql`
      delete from commission_fees
      where agency_id = ${parentId}::uuid and sub_agency_id = ${subAgencyId}::uuid and airline is null
        and route_scope = 'domestic' and pax_type in ('ADT', 'CHD')`);
    return;
  }
  for (const paxType of DEFAULT_FEE_PAX_TYPES) {
    await tx
      .insert(commissionFees)
      .values({ agencyId: parentId, subAgencyId, airline: null, routeScope: 'domestic', paxType, chargeBasis: 'segment', amount, updatedBy: actorId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [commissionFees.agencyId, commissionFees.subAgencyId, commissionFees.airline, commissionFees.routeScope, commissionFees.paxType],
        set: { chargeBasis: 'segment', amount, updatedBy: actorId, updatedAt: now },
      });
  }
}

