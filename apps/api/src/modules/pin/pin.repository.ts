// Reads and writes of user_pins, and the audit rows the PIN flow consults (used challenges).
import { and, eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

export type PinRow = typeof tables.userPins.$inferSelect;
const { userPins, auditLog } = tables;

export async function findPin(db: Database, userId: string): Promise<PinRow | undefined> {
  const [row] = await db.select().from(userPins).where(eq(userPins.userId, userId)).limit(1);
  return row;
}

/** The row locked until the transaction ends: attempts on one PIN are counted one after another. */
export async function lockPin(tx: Database, userId: string): Promise<PinRow | undefined> {
  const [row] = await tx.select().from(userPins).where(eq(userPins.userId, userId)).for('update').limit(1);
  return row;
}

/** A new PIN, on and with a clean attempt count, replacing any earlier one. */
export async function savePin(tx: Database, options: { userId: string; pinHash: string; now: Date }): Promise<void> {
  const { userId, pinHash, now } = options;
  const values = { pinHash, isEnabled: true, failedAttempts: 0, lockedUntil: null, updatedAt: now };
  await tx
    .insert(userPins)
    .values({ userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: userPins.userId, set: values });
}

export async function updateAttempts(
  tx: Database,
  userId: string,
  attempts: { failedAttempts: number; lockedUntil: Date | null; now: Date },
): Promise<void> {
  await tx
    .update(userPins)
    .set({ failedAttempts: attempts.failedAttempts, lockedUntil: attempts.lockedUntil, updatedAt: attempts.now })
    .where(eq(userPins.userId, userId));
}

export async function turnOff(tx: Database, userId: string, now: Date): Promise<void> {
  await tx
    .update(userPins)
    .set({ isEnabled: false, failedAttempts: 0, lockedUntil: null, updatedAt: now })
    .where(eq(userPins.userId, userId));
}

/** Whether this challenge (salt) was already exchanged for a step-up token. */
export async function isChallengeUsed(db: Database, userId: string, challengeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorUserId, userId),
        eq(auditLog.event, 'pin.step_up_verified'),
        eq(auditLog.targetId, challengeId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
