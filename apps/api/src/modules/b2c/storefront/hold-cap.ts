// The cap on consumer holds per agency per hour: a flight hold (consumer-hold.ts) and a tour booking each take a slot.
import { and, count, eq, gt, min } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { AppError } from '../../../platform/errors.js';

const HOUR_MS = 3_600_000;
/** Decision 128's cap: the default of STOREFRONT_HOLDS_PER_AGENCY_PER_HOUR (config.ts keeps the same number). */
export const DEFAULT_STOREFRONT_HOLDS_PER_HOUR = 20;

/** A refusal: 429 with the minutes until the oldest hold of the hour leaves the window. */
export class HoldCapReached extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super({
      status: 429,
      code: ErrorCode.TOO_MANY_REQUESTS,
      messageKey: 'tooManyStorefrontHolds',
      params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      details: { scope: 'agencyHolds', retryAfterSeconds },
    });
  }
}

/** Runs a route's work; a HoldCapReached on the way out sets the reply's Retry-After first. */
export async function withHoldCapRetryAfter<T>(
  reply: { header(name: string, value: string): unknown },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HoldCapReached) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const holds = tables.b2cStorefrontHolds;

/** A form's slot taken before: a resend of the same form (and the order a tour form made, once made). */
export type KnownSlot = { orderId: string | null };

/**
 * Counts one consumer hold for the agency, or throws HoldCapReached when `perHour` holds were taken in the last hour.
 * The site row is locked (FOR NO KEY UPDATE: FK inserts elsewhere are not blocked) until the caller's transaction
 * ends, so two processes never both take the last slot, and a transaction that rolls back gives its slot back. A
 * `submitKey` already counted (a resend of the same form) is not counted again: its slot is returned instead of null.
 * `perHour` 0 means no cap; a form's slot is still written, so that its resends are still known.
 */
export async function takeHoldSlot(
  tx: Tx,
  input: { agencyId: string; now: Date; perHour: number; submitKey?: string },
): Promise<KnownSlot | null> {
  const { agencyId, now, perHour, submitKey } = input;
  if (perHour <= 0 && submitKey === undefined) return null;
  await tx
    .select({ agencyId: tables.b2cSites.agencyId })
    .from(tables.b2cSites)
    .where(eq(tables.b2cSites.agencyId, agencyId))
    .for('no key update');
  if (submitKey !== undefined) {
    const [known] = await tx
      .select({ orderId: holds.orderId })
      .from(holds)
      .where(and(eq(holds.agencyId, agencyId), eq(holds.submitKey, submitKey)));
    if (known) return known;
  }
  if (perHour > 0) {
    const since = new Date(now.getTime() - HOUR_MS);
    const [window] = await tx
      .select({ taken: count(), oldest: min(holds.takenAt) })
      .from(holds)
      .where(and(eq(holds.agencyId, agencyId), gt(holds.takenAt, since)));
    if ((window?.taken ?? 0) >= perHour) {
      const oldest = window?.oldest ? new Date(window.oldest).getTime() : now.getTime();
      throw new HoldCapReached(Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000)));
    }
  }
  await tx.insert(holds).values({ agencyId, takenAt: now, submitKey: submitKey ?? null });
  return null;
}

/** Names the order a form's slot made (in the same transaction), for the form's resends. */
export async function recordSlotOrder(
  tx: Tx,
  input: { agencyId: string; submitKey: string; orderId: string },
): Promise<void> {
  await tx
    .update(holds)
    .set({ orderId: input.orderId })
    .where(and(eq(holds.agencyId, input.agencyId), eq(holds.submitKey, input.submitKey)));
}

/** Gives a form's slot back: its hold was refused before any airline held a seat (price changed, sold out…). */
export async function giveBackHoldSlot(db: Database, input: { agencyId: string; submitKey: string }): Promise<void> {
  await db.delete(holds).where(and(eq(holds.agencyId, input.agencyId), eq(holds.submitKey, input.submitKey)));
}
