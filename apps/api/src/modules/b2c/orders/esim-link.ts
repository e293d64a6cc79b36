// A consumer's eSIM order and the portal's eSIM order that fulfils it (decision 138): the lines the storefront wrote,
// the eSIM order linked in the details, the Idempotency-Key of each attempt, and the conditional writes of the link.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { ZB2cEsimLine, type TB2cEsimLine, type TB2cOrderStatus } from '@portal/contracts';
import type { B2cOrderRow } from './b2c-orders.repository.js';

const { b2cOrders, esimOrders } = tables;

export type LinkedEsimOrder = { id: string; orderCode: string | null; status: string; totalAmount: number };

/** The lines the storefront wrote (undefined when the details name no package the portal can buy). */
export function esimLinesOf(order: B2cOrderRow): TB2cEsimLine[] | undefined {
  const parsed = ZB2cEsimLine.array().min(1).max(10).safeParse(order.details.lines);
  return parsed.success ? parsed.data : undefined;
}

const linkedIdOf = (order: B2cOrderRow) =>
  typeof order.details.esimOrderId === 'string' ? order.details.esimOrderId : undefined;

/** Which attempt the next purchase is (a vendor's refusal ends one; the next click starts another). */
export const esimAttemptOf = (order: B2cOrderRow): number =>
  Number.isSafeInteger(order.details.esimAttempt) ? (order.details.esimAttempt as number) : 0;

/** One key per attempt, so any number of clicks of one attempt place one eSIM order. */
export const esimIssueKeyOf = (orderId: string, attempt: number) => `b2c-esim:${orderId}:${attempt}`;

const summaryColumns = {
  id: esimOrders.id,
  orderCode: esimOrders.orderCode,
  status: esimOrders.status,
  totalAmount: esimOrders.totalAmount,
};

/** The agency's eSIM order with this id, as the consumer order shows it, or undefined. */
export async function esimOrderSummary(
  db: Database,
  which: { agencyId: string; id: string },
): Promise<LinkedEsimOrder | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(esimOrders)
    .where(and(eq(esimOrders.id, which.id), eq(esimOrders.agencyId, which.agencyId)));
  return row;
}

/** The agency's eSIM order placed under this Idempotency-Key (an attempt of a consumer order), or undefined. */
export async function esimOrderOfKey(
  db: Database,
  which: { agencyId: string; idempotencyKey: string },
): Promise<LinkedEsimOrder | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(esimOrders)
    .where(and(eq(esimOrders.agencyId, which.agencyId), eq(esimOrders.idempotencyKey, which.idempotencyKey)));
  return row;
}

/** The eSIM order linked to this consumer order, or undefined. */
export async function linkedEsimOrderOf(db: Database, order: B2cOrderRow): Promise<LinkedEsimOrder | undefined> {
  const id = linkedIdOf(order);
  return id ? esimOrderSummary(db, { agencyId: order.agencyId, id }) : undefined;
}

/** Moves the order (from → to) and merges `patch` into its details in one statement; undefined when it moved meanwhile. */
export async function moveWithDetails(
  tx: Database,
  change: {
    order: Pick<B2cOrderRow, 'id' | 'agencyId'>;
    from: readonly TB2cOrderStatus[];
    to: TB2cOrderStatus;
    patch: Record<string, unknown>;
    now: Date;
  },
): Promise<B2cOrderRow | undefined> {
  const { order, from, to, patch, now } = change;
  const [row] = await tx
    .update(b2cOrders)
    .set({ status: to, details: sql`${b2cOrders.details} || ${JSON.stringify(patch)}::jsonb`, updatedAt: now })
    .where(
      and(eq(b2cOrders.id, order.id), eq(b2cOrders.agencyId, order.agencyId), inArray(b2cOrders.status, [...from])),
    )
    .returning();
  return row;
}

/** Starts the next attempt once (of two clicks at once one moves it), dropping the failed link; the order as it is now. */
export async function startNextEsimAttempt(
  db: Database,
  change: { order: B2cOrderRow; attempt: number; now: Date },
): Promise<B2cOrderRow> {
  const { order, attempt, now } = change;
  const patch = JSON.stringify({ esimAttempt: attempt + 1, esimOrderId: null });
  await db
    .update(b2cOrders)
    .set({ details: sql`${b2cOrders.details} || ${patch}::jsonb`, updatedAt: now })
    .where(
      and(
        eq(b2cOrders.id, order.id),
        eq(b2cOrders.agencyId, order.agencyId),
        sql`coalesce((${b2cOrders.details}->>'esimAttempt')::int, 0) = ${attempt}`,
      ),
    );
  const [row] = await db.select().from(b2cOrders).where(eq(b2cOrders.id, order.id));
  return row ?? order;
}

/**
 * Consumer eSIM orders in 04 whose linked eSIM order is COMPLETED (the reconciliation settled it after the click),
 * found through the partial index b2c_orders_esims_processing_idx (decision 144). A query: awaited, or explained.
 */
export function ordersWithCompletedEsims(db: Database, limit: number) {
  return db
    .select({ order: b2cOrders, bought: { ...summaryColumns, createdBy: esimOrders.createdBy } })
    .from(b2cOrders)
    .innerJoin(
      esimOrders,
      and(
        eq(esimOrders.agencyId, b2cOrders.agencyId),
        sql`${esimOrders.id}::text = ${b2cOrders.details}->>'esimOrderId'`,
      ),
    )
    .where(and(eq(b2cOrders.kind, 'esim'), eq(b2cOrders.status, '04'), eq(esimOrders.status, 'COMPLETED')))
    .limit(limit);
}
