// Database access for sign-in: permission codes, token families and attempts (the account reads and session ends
// other modules share are in platform/accounts).
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TAgentInfo } from '@portal/contracts';
import { withAgenciesAtAndAbove } from '../../platform/tenancy.js';
import { announceSessionChange } from '../../platform/session-changes.js';

const { users, loginAttempts, refreshTokenFamilies, refreshTokens, userPermissionGroups, permissionGroupCodes } =
  tables;

export type UserRow = typeof users.$inferSelect;
export type AgencyRow = typeof tables.agencies.$inferSelect;

/** True when an agency above this one (its parent, their parent…) is locked: its users may not sign in either. */
export async function isAgencyAboveLocked(db: Database, agencyId: string): Promise<boolean> {
  const result = await db.execute(sql`
    ${withAgenciesAtAndAbove(agencyId)}
    select exists (select 1 from agencies a join above c on a.id = c.parent_id where a.status <> 'active') as is_locked`);
  const [row] = (result as unknown as { rows: { is_locked: boolean }[] }).rows;
  return row?.is_locked === true;
}

export async function loadPermissionCodes(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: permissionGroupCodes.code })
    .from(userPermissionGroups)
    .innerJoin(permissionGroupCodes, eq(userPermissionGroups.groupId, permissionGroupCodes.groupId))
    .where(eq(userPermissionGroups.userId, userId));
  return rows.map((row) => row.code).sort();
}

export function toAgentInfo(agency: AgencyRow): TAgentInfo {
  return {
    id: agency.id,
    code: agency.code,
    name: agency.name,
    level: agency.level,
    parentId: agency.parentId,
    address: agency.address,
    phone: agency.phone,
    email: agency.email,
  };
}

export type FailureCounts = {
  forPair: number;
  forUser: number;
  forAddress: number;
  /** Failures that came with the known-device cookie presented now (0 without one). */
  forDevice: number;
  isKnownAddress: boolean;
};

export async function countRecentFailures(
  db: Database,
  options: { username: string; ipAddress: string; deviceId?: string; since: Date; knownSince: Date },
): Promise<FailureCounts> {
  const username = options.username.toLowerCase();
  const [known] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.ipAddress, options.ipAddress),
        eq(loginAttempts.isSuccess, true),
        gt(loginAttempts.createdAt, options.knownSince),
      ),
    )
    .limit(1);
  const [row] = await db
    .select({
      forPair: sql<number>`count(*) filter (where ${loginAttempts.username} = ${username} and ${loginAttempts.ipAddress} = ${options.ipAddress})::int`,
      forUser: sql<number>`count(*) filter (where ${loginAttempts.username} = ${username})::int`,
      forAddress: sql<number>`count(*) filter (where ${loginAttempts.ipAddress} = ${options.ipAddress})::int`,
    })
    .from(loginAttempts)
    // The username-or-address filter lets each count use its own index, however many failures an attack adds elsewhere.
    .where(
      and(
        or(eq(loginAttempts.username, username), eq(loginAttempts.ipAddress, options.ipAddress)),
        eq(loginAttempts.isSuccess, false),
        gt(loginAttempts.createdAt, options.since),
      ),
    );
  const [device] = options.deviceId
    ? await db
        .select({ count: sql<number>`count(*)::int` })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.deviceId, options.deviceId),
            eq(loginAttempts.isSuccess, false),
            gt(loginAttempts.createdAt, options.since),
          ),
        )
    : [];
  return {
    forDevice: Number(device?.count ?? 0),
    forPair: Number(row?.forPair ?? 0),
    forUser: Number(row?.forUser ?? 0),
    forAddress: Number(row?.forAddress ?? 0),
    isKnownAddress: known !== undefined,
  };
}

export async function recordLoginAttempt(
  db: Database,
  attempt: { username: string; ipAddress: string; isSuccess: boolean; at: Date; deviceId?: string },
) {
  await db.insert(loginAttempts).values({
    username: attempt.username.toLowerCase(),
    ipAddress: attempt.ipAddress,
    isSuccess: attempt.isSuccess,
    createdAt: attempt.at,
    deviceId: attempt.deviceId ?? null,
  });
}

export async function createTokenFamily(
  db: Database,
  family: { userId: string; now: Date; expiresAt: Date; userAgent: string; ipAddress: string },
) {
  const [row] = await db
    .insert(refreshTokenFamilies)
    .values({
      userId: family.userId,
      createdAt: family.now,
      lastUsedAt: family.now,
      expiresAt: family.expiresAt,
      userAgent: family.userAgent.slice(0, 300),
      ipAddress: family.ipAddress,
    })
    .returning({ id: refreshTokenFamilies.id });
  if (!row) throw new Error('token family was not created');
  return row.id;
}

export async function insertRefreshToken(db: Database, token: { tokenHash: string; familyId: string; now: Date }) {
  await db.insert(refreshTokens).values({ tokenHash: token.tokenHash, familyId: token.familyId, createdAt: token.now });
}

/** Locks the token row so two concurrent refreshes with one token cannot both succeed. */
export async function lockRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, family: refreshTokenFamilies })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokens.familyId, refreshTokenFamilies.id))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens })
    .limit(1);
  return row;
}

/** The family a refresh token belongs to, if it was issued (no lock: used to answer a just-rotated token's successor). */
export async function findRefreshTokenFamilyId(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.familyId;
}

export async function markRefreshTokenUsed(db: Database, tokenHash: string, now: Date) {
  await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, tokenHash));
}

export async function touchFamily(db: Database, familyId: string, now: Date) {
  await db.update(refreshTokenFamilies).set({ lastUsedAt: now }).where(eq(refreshTokenFamilies.id, familyId));
}

export async function revokeFamilies(db: Database, options: { familyIds: string[]; reason: string; now: Date }) {
  if (options.familyIds.length === 0) return;
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: options.now, revokedReason: options.reason })
    .where(and(inArray(refreshTokenFamilies.id, options.familyIds), isNull(refreshTokenFamilies.revokedAt)));
  await announceSessionChange(db);
}

export async function updatePassword(db: Database, options: { userId: string; passwordHash: string; now: Date }) {
  await db
    .update(users)
    .set({
      passwordHash: options.passwordHash,
      mustChangePassword: false,
      passwordChangedAt: options.now,
      updatedAt: options.now,
    })
    .where(eq(users.id, options.userId));
}

export async function markLoggedIn(db: Database, userId: string, now: Date) {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}
