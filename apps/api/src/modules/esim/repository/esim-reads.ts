// Reading eSIM orders, their eSIMs, top-ups and the events that carry a request's Idempotency-Key.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { EsimItemRow, EsimOrderRow, EsimTopUpRow } from './esim-rows.js';

const { esimOrders, esimItems, esimTopUps, esimOrderEvents } = tables;

export async function findEsimOrder(db: Database, orderId: string): Promise<EsimOrderRow | undefined> {
  const [row] = await db.select().from(esimOrders).where(eq(esimOrders.id, orderId));
  return row;
}

export async function findEsimOrderByKey(
  db: Database,
  key: { agencyId: string; idempotencyKey: string },
): Promise<EsimOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(esimOrders)
    .where(and(eq(esimOrders.agencyId, key.agencyId), eq(esimOrders.idempotencyKey, key.idempotencyKey)));
  return row;
}

export async function findEsimTopUpByKey(
  db: Database,
  key: { agencyId: string; idempotencyKey: string },
): Promise<EsimTopUpRow | undefined> {
  const [row] = await db
    .select()
    .from(esimTopUps)
    .where(and(eq(esimTopUps.agencyId, key.agencyId), eq(esimTopUps.idempotencyKey, key.idempotencyKey)));
  return row;
}

export async function findEsimItem(db: Database, itemId: string): Promise<EsimItemRow | undefined> {
  const [row] = await db.select().from(esimItems).where(eq(esimItems.id, itemId));
  return row;
}

export async function itemsOfOrder(db: Database, orderId: string): Promise<EsimItemRow[]> {
  return db.select().from(esimItems).where(eq(esimItems.orderId, orderId)).orderBy(asc(esimItems.position));
}

export async function topUpsOfOrder(db: Database, orderId: string): Promise<EsimTopUpRow[]> {
  return db.select().from(esimTopUps).where(eq(esimTopUps.orderId, orderId)).orderBy(asc(esimTopUps.createdAt));
}

/** The refund request of the agency that carried this key (its eSIM and body fingerprint). */
export async function findRefundKeyUse(
  db: Database,
  use: { agencyId: string; idempotencyKey: string },
): Promise<{ itemId: string | null; requestHash: string | null } | undefined> {
  const [row] = await db
    .select({ itemId: esimOrderEvents.itemId, requestHash: esimOrderEvents.requestHash })
    .from(esimOrderEvents)
    .innerJoin(esimOrders, eq(esimOrders.id, esimOrderEvents.orderId))
    .where(
      and(
        eq(esimOrderEvents.action, 'refund-sent'),
        eq(esimOrderEvents.idempotencyKey, use.idempotencyKey),
        eq(esimOrders.agencyId, use.agencyId),
      ),
    )
    .limit(1);
  return row;
}

/** The last refusal event of an eSIM's refund (what a repeated request answers). */
export async function lastRefundEvent(db: Database, itemId: string): Promise<{ action: string } | undefined> {
  const rows = await db
    .select({ action: esimOrderEvents.action, id: esimOrderEvents.id })
    .from(esimOrderEvents)
    .where(
      and(
        eq(esimOrderEvents.itemId, itemId),
        inArray(esimOrderEvents.action, ['refund-sent', 'refunded', 'refund-refused']),
      ),
    );
  return rows.sort((a, b) => b.id - a.id)[0];
}

/** Whether the eSIM has a top-up ORDERING or COMPLETED (its money is not in the eSIM's refund: no refund then). */
export async function hasLiveTopUp(db: Database, itemId: string): Promise<boolean> {
  const rows = await db
    .select({ id: esimTopUps.id })
    .from(esimTopUps)
    .where(and(eq(esimTopUps.itemId, itemId), inArray(esimTopUps.status, ['ORDERING', 'COMPLETED'])))
    .limit(1);
  return rows.length > 0;
}
