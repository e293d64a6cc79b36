// Account identity shared by staff and sub-agency administrators: whether a username or email is taken, and queued mail.
import { and, ne, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

const { users, outboxEmails } = tables;

/**
 * Serialises identity changes to one email address until the transaction ends — staff, profiles and sub-agency admins
 * alike, with one lock key — so two accounts cannot both claim an address that no unique index guards (emails may be
 * empty on older accounts).
 */
export async function lockEmail(tx: Database, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users.email:${email.toLowerCase()}`}))`);
}

/** Whether another account (any but `exceptUserId`) already uses this email, ignoring case. */
export async function isEmailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const conditions = [sql`lower(${users.email}) = lower(${email})`];
  if (exceptUserId) conditions.push(ne(users.id, exceptUserId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Whether an account already uses this username, ignoring case. */
export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

/** Puts an email in the outbox, sent once the transaction commits. */
export async function queueEmail(
  tx: Database,
  email: { to: string; subject: string; body: string; now: Date },
): Promise<void> {
  await tx
    .insert(outboxEmails)
    .values({ toAddress: email.to, subject: email.subject, body: email.body, createdAt: email.now });
}
