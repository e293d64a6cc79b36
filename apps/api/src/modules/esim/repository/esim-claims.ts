// Claiming eSIM work for the reconciliation (at most `limit`, skipping rows another process holds, leased by moving a
// timestamp to now), in one transaction per claim as trains' claims: ORDERING orders and top-ups unchanged for the
// lease, and eSIMs whose refund is pending (their refundSentAt is the lease: set when the refund is sent).
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { EsimItemRow, EsimOrderRow, EsimTopUpRow } from './esim-rows.js';

const { esimOrders, esimTopUps, esimItems } = tables;
type Claim = { now: Date; leaseMs: number; limit: number };

export async function claimOpenEsimOrders(db: Database, claim: Claim): Promise<EsimOrderRow[]> {
  const before = new Date(claim.now.getTime() - claim.leaseMs);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: esimOrders.id })
      .from(esimOrders)
      .where(and(eq(esimOrders.status, 'ORDERING'), lte(esimOrders.updatedAt, before)))
      .orderBy(asc(esimOrders.updatedAt))
      .limit(claim.limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    return tx.update(esimOrders).set({ updatedAt: claim.now }).where(inArray(esimOrders.id, ids)).returning();
  });
}

export async function claimOpenEsimTopUps(db: Database, claim: Claim): Promise<EsimTopUpRow[]> {
  const before = new Date(claim.now.getTime() - claim.leaseMs);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: esimTopUps.id })
      .from(esimTopUps)
      .where(and(eq(esimTopUps.status, 'ORDERING'), lte(esimTopUps.updatedAt, before)))
      .orderBy(asc(esimTopUps.updatedAt))
      .limit(claim.limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    return tx.update(esimTopUps).set({ updatedAt: claim.now }).where(inArray(esimTopUps.id, ids)).returning();
  });
}

export async function claimPendingEsimRefunds(db: Database, claim: Claim): Promise<EsimItemRow[]> {
  const before = new Date(claim.now.getTime() - claim.leaseMs);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: esimItems.id })
      .from(esimItems)
      .where(
        and(eq(esimItems.refundPending, true), or(isNull(esimItems.refundSentAt), lte(esimItems.refundSentAt, before))),
      )
      .limit(claim.limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    return tx.update(esimItems).set({ refundSentAt: claim.now }).where(inArray(esimItems.id, ids)).returning();
  });
}
