// Every query of the QR module: bank accounts, hook keys, QR top-up requests and the bank notifications matched to them.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

const { agencies, bankAccounts, bankHookKeys, bankNotifications, topUpRequests } = tables;

export type AgencyRow = { id: string; code: string; name: string; level: string; parentId: string | null };

export async function findAgency(db: Database, id: string): Promise<AgencyRow | undefined> {
  const [row] = await db
    .select({
      id: agencies.id,
      code: agencies.code,
      name: agencies.name,
      level: agencies.level,
      parentId: agencies.parentId,
    })
    .from(agencies)
    .where(eq(agencies.id, id));
  return row;
}

const ACCOUNT_COLUMNS = {
  id: bankAccounts.id,
  bankBin: bankAccounts.bankBin,
  accountNumber: bankAccounts.accountNumber,
  holderName: bankAccounts.holderName,
  isDefault: bankAccounts.isDefault,
  createdAt: bankAccounts.createdAt,
};

export const listAccounts = (db: Database, agencyId: string) =>
  db
    .select(ACCOUNT_COLUMNS)
    .from(bankAccounts)
    .where(and(eq(bankAccounts.agencyId, agencyId), isNull(bankAccounts.removedAt)))
    .orderBy(desc(bankAccounts.isDefault), bankAccounts.createdAt);

export async function defaultAccount(db: Database, agencyId: string) {
  const [row] = await db
    .select(ACCOUNT_COLUMNS)
    .from(bankAccounts)
    .where(and(eq(bankAccounts.agencyId, agencyId), eq(bankAccounts.isDefault, true), isNull(bankAccounts.removedAt)));
  return row;
}

export async function insertAccount(
  tx: Database,
  row: {
    agencyId: string;
    bankBin: string;
    accountNumber: string;
    holderName: string;
    isDefault: boolean;
    createdBy: string;
  },
): Promise<string> {
  const [inserted] = await tx.insert(bankAccounts).values(row).returning({ id: bankAccounts.id });
  return inserted!.id;
}

export async function clearDefault(tx: Database, agencyId: string): Promise<void> {
  await tx
    .update(bankAccounts)
    .set({ isDefault: false })
    .where(and(eq(bankAccounts.agencyId, agencyId), eq(bankAccounts.isDefault, true)));
}

/** Makes one live account of the agency its default; false when there is no such account. */
export async function setDefault(tx: Database, agencyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(bankAccounts)
    .set({ isDefault: true })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.agencyId, agencyId), isNull(bankAccounts.removedAt)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}

export async function removeAccount(
  tx: Database,
  account: { agencyId: string; id: string; at: Date },
): Promise<boolean> {
  const { agencyId, id, at } = account;
  const rows = await tx
    .update(bankAccounts)
    .set({ isDefault: false, removedAt: at })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.agencyId, agencyId), isNull(bankAccounts.removedAt)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}

export async function liveHookKey(db: Database, agencyId: string) {
  const [row] = await db
    .select({ id: bankHookKeys.id, createdAt: bankHookKeys.createdAt })
    .from(bankHookKeys)
    .where(and(eq(bankHookKeys.agencyId, agencyId), isNull(bankHookKeys.revokedAt)));
  return row;
}

/** The live key by its id: the agency it belongs to and its sealed secret. */
export async function hookKeyById(db: Database, id: string) {
  const [row] = await db
    .select({ agencyId: bankHookKeys.agencyId, secretSealed: bankHookKeys.secretSealed })
    .from(bankHookKeys)
    .where(and(eq(bankHookKeys.id, id), isNull(bankHookKeys.revokedAt)));
  return row;
}

export async function replaceHookKey(
  tx: Database,
  row: { agencyId: string; secretSealed: string; createdBy: string; at: Date },
): Promise<{ id: string; createdAt: Date }> {
  await tx
    .update(bankHookKeys)
    .set({ revokedAt: row.at })
    .where(and(eq(bankHookKeys.agencyId, row.agencyId), isNull(bankHookKeys.revokedAt)));
  const [inserted] = await tx
    .insert(bankHookKeys)
    .values({ agencyId: row.agencyId, secretSealed: row.secretSealed, createdBy: row.createdBy, createdAt: row.at })
    .returning({ id: bankHookKeys.id, createdAt: bankHookKeys.createdAt });
  return inserted!;
}

export async function insertQrTopUp(
  tx: Database,
  row: { agencyId: string; amount: number; code: string; requestedBy: string; at: Date; day: string },
): Promise<string> {
  const [inserted] = await tx
    .insert(topUpRequests)
    .values({
      agencyId: row.agencyId,
      amount: row.amount,
      method: 'qr',
      qrCode: row.code,
      transferReference: row.code,
      transferDate: row.day,
      requestedBy: row.requestedBy,
      requestedAt: row.at,
    })
    .returning({ id: topUpRequests.id });
  return inserted!.id;
}

const QR_TOP_UP_COLUMNS = {
  id: topUpRequests.id,
  agencyId: topUpRequests.agencyId,
  requestedBy: topUpRequests.requestedBy,
  parentId: agencies.parentId,
  code: topUpRequests.qrCode,
  amount: topUpRequests.amount,
  status: topUpRequests.status,
  requestedAt: topUpRequests.requestedAt,
  decidedAt: topUpRequests.decidedAt,
  ledgerTransactionId: topUpRequests.ledgerTransactionId,
};

export async function qrTopUp(db: Database, id: string) {
  const [row] = await db
    .select(QR_TOP_UP_COLUMNS)
    .from(topUpRequests)
    .innerJoin(agencies, eq(agencies.id, topUpRequests.agencyId))
    .where(and(eq(topUpRequests.id, id), eq(topUpRequests.method, 'qr')));
  return row;
}

/** A QR top-up by its code, only among the sub-agencies of the receiving agency (another agency's code is unknown). */
export async function qrTopUpByCode(db: Database, code: string, receiverAgencyId: string) {
  const [row] = await db
    .select(QR_TOP_UP_COLUMNS)
    .from(topUpRequests)
    .innerJoin(agencies, eq(agencies.id, topUpRequests.agencyId))
    .where(and(eq(topUpRequests.qrCode, code), eq(agencies.parentId, receiverAgencyId)));
  return row;
}

/** The agency's latest QR top-ups (pending first), for its QR page. */
export const recentQrTopUps = (db: Database, agencyId: string, limit = 20) =>
  db
    .select(QR_TOP_UP_COLUMNS)
    .from(topUpRequests)
    .innerJoin(agencies, eq(agencies.id, topUpRequests.agencyId))
    .where(and(eq(topUpRequests.agencyId, agencyId), eq(topUpRequests.method, 'qr')))
    .orderBy(sql`${topUpRequests.status} <> 'pending'`, desc(topUpRequests.requestedAt))
    .limit(limit);

const NOTIFICATION_COLUMNS = {
  id: bankNotifications.id,
  agencyId: bankNotifications.agencyId,
  bankTransactionId: bankNotifications.bankTransactionId,
  occurredAt: bankNotifications.occurredAt,
  receivedAt: bankNotifications.receivedAt,
  accountNumber: bankNotifications.accountNumber,
  amount: bankNotifications.amount,
  content: bankNotifications.content,
  status: bankNotifications.status,
  reviewReason: bankNotifications.reviewReason,
  matchedCode: bankNotifications.matchedCode,
  topUpRequestId: bankNotifications.topUpRequestId,
  decision: bankNotifications.decision,
  decidedBy: bankNotifications.decidedBy,
  decidedAt: bankNotifications.decidedAt,
};

export const notificationsOfTopUps = (db: Database, topUpIds: string[]) =>
  topUpIds.length === 0
    ? Promise.resolve([])
    : db
        .select(NOTIFICATION_COLUMNS)
        .from(bankNotifications)
        .where(inArray(bankNotifications.topUpRequestId, topUpIds));

export const listNotifications = (db: Database, agencyId: string, filter: { status?: string; limit: number }) =>
  db
    .select(NOTIFICATION_COLUMNS)
    .from(bankNotifications)
    .where(
      and(
        eq(bankNotifications.agencyId, agencyId),
        filter.status ? sql`${bankNotifications.status} = ${filter.status}` : undefined,
      ),
    )
    .orderBy(desc(bankNotifications.receivedAt))
    .limit(filter.limit);

export async function findNotification(db: Database, id: string, agencyId: string) {
  const [row] = await db
    .select(NOTIFICATION_COLUMNS)
    .from(bankNotifications)
    .where(and(eq(bankNotifications.id, id), eq(bankNotifications.agencyId, agencyId)));
  return row;
}

export async function lockNotification(tx: Database, id: string, agencyId: string) {
  const [row] = await tx
    .select(NOTIFICATION_COLUMNS)
    .from(bankNotifications)
    .where(and(eq(bankNotifications.id, id), eq(bankNotifications.agencyId, agencyId)))
    .for('update');
  return row;
}

export type NewNotification = typeof bankNotifications.$inferInsert;

/** Stores a notification unless its bank transaction id was received before: undefined then (a duplicate). */
export async function insertNotification(tx: Database, row: NewNotification): Promise<string | undefined> {
  const [inserted] = await tx
    .insert(bankNotifications)
    .values(row)
    .onConflictDoNothing({ target: [bankNotifications.agencyId, bankNotifications.bankTransactionId] })
    .returning({ id: bankNotifications.id });
  return inserted?.id;
}

export async function updateNotification(tx: Database, id: string, set: Partial<NewNotification>): Promise<void> {
  await tx.update(bankNotifications).set(set).where(eq(bankNotifications.id, id));
}

export async function lockTopUp(tx: Database, id: string) {
  const [row] = await tx
    .select({ status: topUpRequests.status, amount: topUpRequests.amount })
    .from(topUpRequests)
    .where(eq(topUpRequests.id, id))
    .for('update');
  return row;
}

export async function markTopUpConfirmed(
  tx: Database,
  confirmed: { id: string; at: Date; ledgerTransactionId: string },
): Promise<void> {
  const { id, at, ledgerTransactionId } = confirmed;
  await tx
    .update(topUpRequests)
    .set({ status: 'confirmed', decidedAt: at, ledgerTransactionId })
    .where(eq(topUpRequests.id, id));
}
