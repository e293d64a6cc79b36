// Reads and writes of b2c_orders and their events: insert with a fresh number, a status change only from the states
// it may leave (the loser of a race changes nothing), the list with its filters, and one order's history.
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TB2cOrderKind, TB2cOrderStatus } from '@portal/contracts';
import { newConfirmationToken, newOrderNumber } from './order-number.js';

export type B2cOrderRow = typeof tables.b2cOrders.$inferSelect;
export type B2cOrderInsert = Omit<
  typeof tables.b2cOrders.$inferInsert,
  'id' | 'orderNumber' | 'confirmationToken' | 'createdAt' | 'updatedAt' | 'status'
>;
const { b2cOrders, b2cOrderEvents, users, outboxEmails } = tables;

/** Inserts the order with a number no other order has (a clash of the 4 random characters draws again). */
export async function insertOrder(tx: Database, values: B2cOrderInsert, now: Date): Promise<B2cOrderRow> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await tx
      .insert(b2cOrders)
      .values({
        ...values,
        status: '02',
        orderNumber: newOrderNumber(now),
        confirmationToken: newConfirmationToken(),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: b2cOrders.orderNumber })
      .returning();
    if (row) return row;
  }
  throw new Error('no free B2C order number after 8 draws');
}

export async function insertEvent(
  tx: Database,
  event: Omit<typeof b2cOrderEvents.$inferInsert, 'id' | 'seq'>,
): Promise<void> {
  await tx.insert(b2cOrderEvents).values(event);
}

export async function findOrder(db: Database, agencyId: string, id: string): Promise<B2cOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(b2cOrders)
    .where(and(eq(b2cOrders.id, id), eq(b2cOrders.agencyId, agencyId)));
  return row;
}

/** A site's order by the number its consumer holds (the confirmation page checks the key after). */
export async function findOrderByNumber(
  db: Database,
  agencyId: string,
  orderNumber: string,
): Promise<B2cOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(b2cOrders)
    .where(and(eq(b2cOrders.orderNumber, orderNumber), eq(b2cOrders.agencyId, agencyId)));
  return row;
}

/** The consumer's mail, sent by the outbox once the transaction commits; answers its id. */
export async function insertOutboxMail(
  tx: Database,
  mail: { to: string; subject: string; body: string; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({ toAddress: mail.to, subject: mail.subject, body: mail.body, createdAt: mail.now })
    .returning({ id: outboxEmails.id });
  return row!.id;
}

export async function findOrderOfBooking(db: Database, bookingId: string): Promise<B2cOrderRow | undefined> {
  const [row] = await db.select().from(b2cOrders).where(eq(b2cOrders.bookingId, bookingId));
  return row;
}

/** Moves the order to `to` only when it is in one of `from`; undefined when another change came first. */
export async function moveOrder(
  tx: Database,
  options: {
    agencyId: string;
    id: string;
    from: readonly TB2cOrderStatus[];
    to: TB2cOrderStatus;
    set?: Partial<Pick<B2cOrderRow, 'paidAmount' | 'note'>>;
    now: Date;
  },
): Promise<B2cOrderRow | undefined> {
  const { agencyId, id, from, to, set, now } = options;
  const [row] = await tx
    .update(b2cOrders)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(b2cOrders.id, id), eq(b2cOrders.agencyId, agencyId), inArray(b2cOrders.status, [...from])))
    .returning();
  return row;
}

export async function historyOf(db: Database, orderId: string) {
  return db
    .select({
      action: b2cOrderEvents.action,
      fromStatus: b2cOrderEvents.fromStatus,
      toStatus: b2cOrderEvents.toStatus,
      actorName: users.fullName,
      details: b2cOrderEvents.details,
      at: b2cOrderEvents.at,
    })
    .from(b2cOrderEvents)
    .leftJoin(users, eq(users.id, b2cOrderEvents.actorUserId))
    .where(eq(b2cOrderEvents.orderId, orderId))
    .orderBy(asc(b2cOrderEvents.seq));
}

export type B2cOrderListQuery = {
  agencyId: string;
  status?: TB2cOrderStatus;
  kind?: TB2cOrderKind;
  q?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  sort: 'createdAt' | 'totalAmount' | 'orderNumber' | 'status';
  order: 'asc' | 'desc';
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(query: B2cOrderListQuery): SQL {
  const conditions: SQL[] = [eq(b2cOrders.agencyId, query.agencyId)];
  if (query.status) conditions.push(eq(b2cOrders.status, query.status));
  if (query.kind) conditions.push(eq(b2cOrders.kind, query.kind));
  if (query.createdFrom) conditions.push(gte(b2cOrders.createdAt, query.createdFrom));
  if (query.createdBefore) conditions.push(lt(b2cOrders.createdAt, query.createdBefore));
  if (query.q) {
    const text = `%${escapeLike(query.q)}%`;
    const digits = query.q.replace(/[^0-9]/g, '');
    conditions.push(
      or(
        ilike(b2cOrders.orderNumber, text),
        ilike(b2cOrders.contactName, text),
        ...(digits.length >= 3 ? [ilike(b2cOrders.contactPhone, `%${digits}%`)] : []),
      )!,
    );
  }
  return and(...conditions)!;
}

export async function listOrders(
  db: Database,
  query: B2cOrderListQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: B2cOrderRow[]; total: number }> {
  const where = whereOf(query);
  const column = b2cOrders[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(b2cOrders)
      .where(where)
      .orderBy(direction(column), direction(b2cOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(b2cOrders)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
