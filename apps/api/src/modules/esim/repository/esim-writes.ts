// The eSIM rows' guarded changes, each in the caller's transaction: rows locked, a status moved only from the statuses
// it may leave, the event written beside the change.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { EsimItemRow, EsimOrderRow, EsimTopUpRow } from './esim-rows.js';

const { esimOrders, esimItems, esimTopUps, esimOrderEvents } = tables;

export type EsimEvent = {
  orderId: string;
  itemId?: string | null;
  actorUserId: string | null;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  idempotencyKey?: string | null;
  requestHash?: string | null;
  details?: Record<string, unknown>;
  at: Date;
};

export async function insertEsimEvent(tx: Database, event: EsimEvent): Promise<void> {
  await tx.insert(esimOrderEvents).values({
    orderId: event.orderId,
    itemId: event.itemId ?? null,
    actorUserId: event.actorUserId,
    action: event.action,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    idempotencyKey: event.idempotencyKey ?? null,
    requestHash: event.requestHash ?? null,
    details: event.details ?? {},
    occurredAt: event.at,
  });
}

/** Inserts a new order; undefined when the agency's Idempotency-Key already has one (a racing request won). */
export async function insertEsimOrder(
  tx: Database,
  values: typeof esimOrders.$inferInsert,
): Promise<EsimOrderRow | undefined> {
  const [row] = await tx.insert(esimOrders).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockEsimOrder(tx: Database, orderId: string): Promise<EsimOrderRow | undefined> {
  const [row] = await tx.select().from(esimOrders).where(eq(esimOrders.id, orderId)).for('update');
  return row;
}

export type EsimOrderMove = {
  orderId: string;
  from: readonly EsimOrderRow['status'][];
  to: EsimOrderRow['status'];
  set?: Partial<
    Pick<
      EsimOrderRow,
      'orderCode' | 'saleTransactionId' | 'lastError' | 'completedAt' | 'refundedAmount' | 'topUpAmount' | 'updatedAt'
    >
  >;
  event: Omit<EsimEvent, 'orderId' | 'fromStatus' | 'toStatus'>;
};

/** Moves the order from one of `from` to `to` (version raised, event written); undefined when it was elsewhere. */
export async function moveEsimOrder(tx: Database, move: EsimOrderMove): Promise<EsimOrderRow | undefined> {
  const [row] = await tx
    .update(esimOrders)
    .set({ updatedAt: move.event.at, ...move.set, status: move.to, version: sql`${esimOrders.version} + 1` })
    .where(and(eq(esimOrders.id, move.orderId), inArray(esimOrders.status, [...move.from])))
    .returning();
  if (!row) return undefined;
  await insertEsimEvent(tx, {
    ...move.event,
    orderId: move.orderId,
    fromStatus: move.from.join('|'),
    toStatus: move.to,
  });
  return row;
}

export async function insertEsimItems(tx: Database, rows: (typeof esimItems.$inferInsert)[]): Promise<EsimItemRow[]> {
  return rows.length === 0 ? [] : tx.insert(esimItems).values(rows).returning();
}

export async function lockEsimItem(tx: Database, itemId: string): Promise<EsimItemRow | undefined> {
  const [row] = await tx.select().from(esimItems).where(eq(esimItems.id, itemId)).for('update');
  return row;
}

export async function updateEsimItem(
  tx: Database,
  itemId: string,
  set: Partial<Omit<EsimItemRow, 'id' | 'orderId'>>,
): Promise<EsimItemRow | undefined> {
  const [row] = await tx.update(esimItems).set(set).where(eq(esimItems.id, itemId)).returning();
  return row;
}

export async function insertEsimTopUp(
  tx: Database,
  values: typeof esimTopUps.$inferInsert,
): Promise<EsimTopUpRow | undefined> {
  const [row] = await tx.insert(esimTopUps).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockEsimTopUp(tx: Database, topUpId: string): Promise<EsimTopUpRow | undefined> {
  const [row] = await tx.select().from(esimTopUps).where(eq(esimTopUps.id, topUpId)).for('update');
  return row;
}

export async function updateEsimTopUp(
  tx: Database,
  topUpId: string,
  set: Partial<Omit<EsimTopUpRow, 'id' | 'orderId' | 'itemId'>>,
): Promise<EsimTopUpRow | undefined> {
  const [row] = await tx.update(esimTopUps).set(set).where(eq(esimTopUps.id, topUpId)).returning();
  return row;
}

/** Raises the order's topUpAmount (or refundedAmount) by `amount` and writes the event. */
export async function addToOrderAmounts(
  tx: Database,
  change: { orderId: string; topUp?: number; refunded?: number; at: Date },
): Promise<EsimOrderRow | undefined> {
  const [row] = await tx
    .update(esimOrders)
    .set({
      topUpAmount: sql`${esimOrders.topUpAmount} + ${change.topUp ?? 0}`,
      refundedAmount: sql`${esimOrders.refundedAmount} + ${change.refunded ?? 0}`,
      version: sql`${esimOrders.version} + 1`,
      updatedAt: change.at,
    })
    .where(eq(esimOrders.id, change.orderId))
    .returning();
  return row;
}

/** Renews an ORDERING order's lease right before its vendor call (the job claims it only once the lease is over). */
export async function touchEsimOrder(db: Database, orderId: string, at: Date): Promise<void> {
  await db
    .update(esimOrders)
    .set({ updatedAt: at })
    .where(and(eq(esimOrders.id, orderId), eq(esimOrders.status, 'ORDERING')));
}

/** The same for an ORDERING top-up. */
export async function touchEsimTopUp(db: Database, topUpId: string, at: Date): Promise<void> {
  await db
    .update(esimTopUps)
    .set({ updatedAt: at })
    .where(and(eq(esimTopUps.id, topUpId), eq(esimTopUps.status, 'ORDERING')));
}

/**
 * A usage read's status stored on the eSIM unless it is REFUNDED or its refund is pending (a refund settles those);
 * the refund's lease is not touched. The row as it is after, when written.
 */
export async function storeEsimUsageStatus(
  db: Database,
  read: { itemId: string; status: Exclude<EsimItemRow['status'], 'REFUNDED'>; at: Date },
): Promise<EsimItemRow | undefined> {
  const [row] = await db
    .update(esimItems)
    .set({ status: read.status, statusReadAt: read.at })
    .where(and(eq(esimItems.id, read.itemId), ne(esimItems.status, 'REFUNDED'), eq(esimItems.refundPending, false)))
    .returning();
  return row;
}
