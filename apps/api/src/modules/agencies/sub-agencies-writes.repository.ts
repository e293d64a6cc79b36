// Writes of sub-agencies and child agencies, each inside the caller's transaction: the new agency with its first
// admin and group, edits and settings, the parent's default issue fee, locks with the sessions they end.
import { and, eq, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { withAgenciesAtAndBelow } from '../../platform/tenancy.js';
import type { AgencySettings, StoredAgencySettings } from './sub-agencies.repository.js';
import { announceSessionChange } from '../../platform/session-changes.js';

const { agencies, users, permissionGroups, permissionGroupCodes, userPermissionGroups, commissionFees } = tables;

const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows: Record<string, unknown>[] }).rows;

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

/** Sets the given keys of the agency's settings, keeping the others. */
export async function patchSettings(
  tx: Database,
  options: { agencyId: string; patch: StoredAgencySettings; now: Date },
): Promise<void> {
  const { agencyId, patch, now } = options;
  await tx
    .update(agencies)
    .set({ settings: mergedSettings(patch), updatedAt: now })
    .where(eq(agencies.id, agencyId));
}

/**
 * Moves a direct child from one status to the other, recording the lock (or removing it); false when it is not a
 * child of the parent or not in `from` (someone else changed it first).
 */
export async function changeStatus(
  tx: Database,
  options: {
    parentId: string;
    agencyId: string;
    from: 'active' | 'locked';
    to: 'active' | 'locked';
    lock: StoredAgencySettings['lock'] | null;
    now: Date;
  },
): Promise<boolean> {
  const settings = options.lock ? mergedSettings({ lock: options.lock }) : sql`${agencies.settings} - 'lock'`;
  const rows = await tx
    .update(agencies)
    .set({ status: options.to, settings, updatedAt: options.now })
    .where(
      and(
        eq(agencies.id, options.agencyId),
        eq(agencies.parentId, options.parentId),
        eq(agencies.status, options.from),
      ),
    )
    .returning({ id: agencies.id });
  await announceSessionChange(tx);
  return rows.length === 1;
}

/** Revokes every live refresh-token family of the users of the agency and the agencies below it; answers how many. */
export async function revokeSessionsBelow(
  tx: Database,
  options: { agencyId: string; reason: string; now: Date },
): Promise<number> {
  const rows = rowsOf(
    await tx.execute(sql`
      ${withAgenciesAtAndBelow(options.agencyId)}
      update refresh_token_families f set revoked_at = ${options.now.toISOString()}::timestamptz, revoked_reason = ${options.reason}
      from users u
      where f.user_id = u.id and u.agency_id in (select id from below) and f.revoked_at is null
      returning f.id`),
  );
  await announceSessionChange(tx);
  return rows.length;
}

/** How many agencies the lock reaches: the agency and every agency below it. */
export async function countSubtree(db: Database, agencyId: string): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`${withAgenciesAtAndBelow(agencyId)} select count(*)::int as count from below`),
  );
  return Number(row?.count ?? 0);
}

/** Takes product codes (USE_TRAIN…) out of every permission group of the agency and the agencies below it. */
export async function removeCodesBelow(
  tx: Database,
  options: { agencyId: string; codes: readonly string[] },
): Promise<void> {
  if (options.codes.length === 0) return;
  await tx.execute(sql`
    ${withAgenciesAtAndBelow(options.agencyId)}
    delete from permission_group_codes pgc
    using permission_groups g
    where pgc.group_id = g.id and g.agency_id in (select id from below)
      and pgc.code in (${sql.join(
        options.codes.map((code) => sql`${code}`),
        sql`, `,
      )})`);
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

/**
 * The first admin account, flagged to change the password at the first sign-in, in a group of its own; an F1's
 * admin is an Agent (AGT) account, a sub-agency's a Sub Agent (SUB) one.
 */
export async function insertAdminWithGroup(
  tx: Database,
  admin: NewAdmin,
  group: { name: string; description: string; codes: readonly string[] },
): Promise<{ userId: string; groupId: string }> {
  const { now, ...fields } = admin;
  const [user] = await tx
    .insert(users)
    .values({
      ...fields,
      accountType: admin.role === 'admin_f1' ? 'AGT' : 'SUB',
      mustChangePassword: true,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  const [created] = await tx
    .insert(permissionGroups)
    .values({
      agencyId: admin.agencyId,
      name: group.name,
      description: group.description,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: permissionGroups.id });
  if (group.codes.length > 0)
    await tx.insert(permissionGroupCodes).values(group.codes.map((code) => ({ groupId: created!.id, code })));
  await tx.insert(userPermissionGroups).values({ userId: user!.id, groupId: created!.id });
  return { userId: user!.id, groupId: created!.id };
}

const DEFAULT_FEE_PAX_TYPES = ['ADT', 'CHD'] as const;

/**
 * The parent's issue fee for this sub-agency on every airline, domestic, adults and children, per segment: written
 * on the commission rules' own unique key (agency, sub-agency, airline, scope, passenger type). Null removes those
 * two rules, so the parent's general rule applies again.
 */
export async function setDefaultIssueFee(
  tx: Database,
  options: { parentId: string; subAgencyId: string; amount: number | null; actorId: string; now: Date },
): Promise<void> {
  const { parentId, subAgencyId, amount, actorId, now } = options;
  if (amount === null) {
    await tx.execute(sql`
      delete from commission_fees
      where agency_id = ${parentId}::uuid and sub_agency_id = ${subAgencyId}::uuid and product = 'FLIGHT'
        and airline is null and route_scope = 'domestic' and pax_type in ('ADT', 'CHD')`);
    return;
  }
  for (const paxType of DEFAULT_FEE_PAX_TYPES) {
    await tx
      .insert(commissionFees)
      .values({
        agencyId: parentId,
        subAgencyId,
        product: 'FLIGHT',
        airline: null,
        routeScope: 'domestic',
        paxType,
        chargeBasis: 'segment',
        amount,
        updatedBy: actorId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [
          commissionFees.agencyId,
          commissionFees.subAgencyId,
          commissionFees.product,
          commissionFees.airline,
          commissionFees.routeScope,
          commissionFees.paxType,
        ],
        set: { chargeBasis: 'segment', amount, updatedBy: actorId, updatedAt: now },
      });
  }
}
