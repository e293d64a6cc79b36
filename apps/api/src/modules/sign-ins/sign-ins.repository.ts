// Reads and writes of booking-system sign-ins, always scoped to the owning agency; credentials stay sealed in here.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { BOOKING_SYSTEMS, type TBookingSystem, type TSignIn } from '@portal/contracts';

const { bookingSystemSignIns: signIns, users, auditLog } = tables;

export type StoredSignIn = typeof signIns.$inferSelect;

export const SIGN_IN_TARGET = 'booking_system_sign_in';
/** The audit events after which the sign-in's credentials are the ones just given. */
export const CREDENTIAL_EVENTS = ['sign_in.created', 'sign_in.credentials_changed'] as const;

/** The last audited credential change, or the row's creation for sign-ins seeded without an audit entry. */
const credentialsUpdatedAt = sql<Date>`coalesce((
  select max(${auditLog.occurredAt}) from ${auditLog}
  where ${auditLog.agencyId} = ${signIns.agencyId} and ${auditLog.targetType} = ${SIGN_IN_TARGET}
    and ${auditLog.targetId} = ${signIns.id}::text and ${inArray(auditLog.event, [...CREDENTIAL_EVENTS])}
), ${signIns.createdAt})`.mapWith(signIns.createdAt);

const columns = {
  signIn: signIns,
  credentialsUpdatedAt,
  updatedBy: { id: users.id, fullName: users.fullName },
};

function toSignIn(row: {
  signIn: StoredSignIn;
  credentialsUpdatedAt: Date;
  updatedBy: { id: string; fullName: string } | null;
}): TSignIn {
  const { signIn } = row;
  return {
    id: signIn.id,
    system: signIn.system as TBookingSystem,
    accountId: signIn.accountId,
    isEnabled: signIn.isEnabled,
    hasCredentials: signIn.credentialsCiphertext !== '',
    credentialsUpdatedAt: new Date(row.credentialsUpdatedAt).toISOString(),
    updatedAt: signIn.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** The search order of systems, then account id. */
const systemOrder = sql`array_position(array[${sql.join(
  BOOKING_SYSTEMS.map((system) => sql`${system}`),
  sql`, `,
)}]::text[], ${signIns.system})`;

async function selectSignIns(db: Database, agencyId: string, id?: string): Promise<TSignIn[]> {
  const rows = await db
    .select(columns)
    .from(signIns)
    .leftJoin(users, eq(users.id, signIns.updatedBy))
    .where(and(eq(signIns.agencyId, agencyId), id ? eq(signIns.id, id) : undefined))
    .orderBy(asc(systemOrder), asc(signIns.accountId));
  return rows.map(toSignIn);
}

export const listSignIns = (db: Database, agencyId: string) => selectSignIns(db, agencyId);

export async function findSignIn(db: Database, agencyId: string, id: string): Promise<TSignIn | undefined> {
  const [signIn] = await selectSignIns(db, agencyId, id);
  return signIn;
}

/** The sign-in as stored (credentials sealed), locked for the rest of the transaction. */
export async function lockSignIn(tx: Database, agencyId: string, id: string): Promise<StoredSignIn | undefined> {
  const [row] = await tx
    .select()
    .from(signIns)
    .where(and(eq(signIns.agencyId, agencyId), eq(signIns.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/** Inserts the sign-in unless the agency already has this account at this system (then answers undefined). */
export async function insertSignIn(
  tx: Database,
  values: typeof signIns.$inferInsert,
): Promise<StoredSignIn | undefined> {
  const [row] = await tx.insert(signIns).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSignIn(
  tx: Database,
  id: string,
  changes: Pick<
    StoredSignIn,
    'system' | 'accountId' | 'isEnabled' | 'credentialsCiphertext' | 'updatedBy' | 'updatedAt'
  >,
): Promise<void> {
  await tx.update(signIns).set(changes).where(eq(signIns.id, id));
}

export async function deleteSignIn(tx: Database, id: string): Promise<void> {
  await tx.delete(signIns).where(eq(signIns.id, id));
}

/** The systems the agency has at least one enabled sign-in to. */
export async function enabledSignInSystems(db: Database, agencyId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ system: signIns.system })
    .from(signIns)
    .where(and(eq(signIns.agencyId, agencyId), eq(signIns.isEnabled, true)));
  return new Set(rows.map((row) => row.system));
}

/** The first enabled account of one system among an owner's sign-ins (oldest first), the one a booking uses. */
export async function firstEnabledAccountId(
  db: Database,
  where: { ownerId: string; system: TBookingSystem },
): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: signIns.accountId })
    .from(signIns)
    .where(and(eq(signIns.agencyId, where.ownerId), eq(signIns.system, where.system), eq(signIns.isEnabled, true)))
    .orderBy(asc(signIns.createdAt), asc(signIns.accountId))
    .limit(1);
  return row?.accountId;
}
