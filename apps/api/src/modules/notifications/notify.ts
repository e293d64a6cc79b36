// The one call other modules make to tell users something (decision 112): notify(tx, …) inside their own transaction
// resolves the recipients, writes one row each and announces them with pg_notify, which PostgreSQL (and PGlite)
// delivers only when that transaction commits, so a rolled-back write never notifies anyone.
import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';
import type { TNotificationType } from '@portal/contracts';
import { isAllowed, open, type AllowRule } from '@portal/domain';
import {
  activeUsers,
  agencyUsersWithPermissions,
  insertNotifications,
  type Recipient,
} from './notifications.repository.js';

/** The channel every process's listener hears; the payload is the new rows' seqs, comma separated. */
export const NOTIFICATION_CHANNEL = 'portal_notification';
/** PostgreSQL refuses payloads from 8,000 bytes: seqs are announced in chunks of this many. */
const SEQS_PER_ANNOUNCEMENT = 500;

export type NotifyAudience =
  /** These users (inactive ones are skipped). */
  | { userIds: readonly string[] }
  /**
   * The active users of this agency whose permissions pass `audience` (everyone by default), plus `alsoUserIds`
   * when they belong to it; `exceptUserId` (the writer) is left out.
   */
  | { agencyId: string; audience?: AllowRule; alsoUserIds?: readonly string[]; exceptUserId?: string };

export type NotifyInput = NotifyAudience & {
  type: TNotificationType;
  params?: Record<string, string | number>;
  /** The web path of the thing (opened from the panel). */
  link?: string | null;
  /** A notice that must reach each user once (a hold about to expire: `hold-expiring:<booking id>`). */
  dedupeKey?: string;
};

async function recipientsOf(tx: Database, input: NotifyAudience): Promise<Recipient[]> {
  if ('userIds' in input) return activeUsers(tx, [...new Set(input.userIds)]);
  const rule = input.audience ?? open;
  const also = new Set(input.alsoUserIds ?? []);
  return (await agencyUsersWithPermissions(tx, input.agencyId)).filter(
    (user) => user.userId !== input.exceptUserId && (also.has(user.userId) || isAllowed(rule, user.permissions)),
  );
}

/**
 * Writes the notice for its recipients in the caller's transaction (`tx`) and announces it for delivery after the
 * commit. Answers how many users got it (a repeated dedupe key counts none).
 */
export async function notify(tx: Database, input: NotifyInput): Promise<number> {
  const recipients = await recipientsOf(tx, input);
  const seqs = await insertNotifications(tx, {
    recipients,
    type: input.type,
    params: input.params ?? {},
    link: input.link ?? null,
    dedupeKey: input.dedupeKey ?? null,
  });
  for (let start = 0; start < seqs.length; start += SEQS_PER_ANNOUNCEMENT) {
    const payload = seqs.slice(start, start + SEQS_PER_ANNOUNCEMENT).join(',');
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  }
  return seqs.length;
}
