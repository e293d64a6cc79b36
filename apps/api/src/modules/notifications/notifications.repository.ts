// Every query on notifications: recipients, inserts (once per dedupe key), pages, unread counts, marking read.
import { and, count, desc, eq, gt, inArray, isNull, lt, sql, asc } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TNotification, TNotificationType } from '@portal/contracts';

const { notifications, users, userPermissionGroups, permissionGroupCodes } = tables;

export type NotificationRow = typeof notifications.$inferSelect;
export type Recipient = { userId: string; agencyId: string; permissions: string[] };

/** The active users of an agency with their permission codes (filtered by the audience rule in the caller). */
export async function agencyUsersWithPermissions(db: Database, agencyId: string): Promise<Recipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      agencyId: users.agencyId,
      permissions: sql<(string | null)[]>`array_agg(distinct ${permissionGroupCodes.code})`,
    })
    .from(users)
    .leftJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.id))
    .leftJoin(permissionGroupCodes, eq(permissionGroupCodes.groupId, userPermissionGroups.groupId))
    .where(and(eq(users.agencyId, agencyId), eq(users.status, 'active')))
    .groupBy(users.id, users.agencyId);
  return rows.map((row) => ({ ...row, permissions: row.permissions.filter((code): code is string => !!code) }));
}

/** The named users that are still active, with their agency. */
export async function activeUsers(db: Database, userIds: readonly string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: users.id, agencyId: users.agencyId })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.status, 'active')));
  return rows.map((row) => ({ ...row, permissions: [] }));
}

export type NewNotification = {
  recipients: readonly Pick<Recipient, 'userId' | 'agencyId'>[];
  type: TNotificationType;
  params: Record<string, string | number>;
  link: string | null;
  dedupeKey: string | null;
};

/** Inserts one row per recipient (a repeated dedupe key for a user is skipped); answers the new rows' seq. */
export async function insertNotifications(tx: Database, input: NewNotification): Promise<number[]> {
  if (input.recipients.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      input.recipients.map((recipient) => ({
        userId: recipient.userId,
        agencyId: recipient.agencyId,
        type: input.type,
        params: input.params,
        link: input.link,
        dedupeKey: input.dedupeKey,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ seq: notifications.seq });
  return rows.map((row) => Number(row.seq));
}

export function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    seq: Number(row.seq),
    type: row.type as TNotificationType,
    params: row.params,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The rows of these seqs, oldest first (one process's streams filter them by user: a map lookup each). */
export async function rowsBySeqs(db: Database, seqs: readonly number[]): Promise<NotificationRow[]> {
  if (seqs.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(sql`${notifications.seq} = any(${`{${seqs.join(',')}}`}::bigint[])`)
    .orderBy(asc(notifications.seq));
}

/** A user's rows after a seq, oldest first (the stream's resume), at most `limit`. */
export async function rowsAfter(db: Database, userId: string, page: { afterSeq: number; limit: number }) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, page.afterSeq)))
    .orderBy(asc(notifications.seq))
    .limit(page.limit);
}

export async function pageOf(
  db: Database,
  userId: string,
  options: { before?: number; unreadOnly?: boolean; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.before ? lt(notifications.seq, options.before) : undefined,
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.seq))
    .limit(options.limit);
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(db: Database, target: { userId: string; id: string; at: Date }): Promise<boolean> {
  const { userId, id, at } = target;
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The user's newest seq (0 without any). */
export async function latestSeq(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${notifications.seq})` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.seq ?? 0);
}
