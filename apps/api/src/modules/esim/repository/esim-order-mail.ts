// What the activation mail reads (an order with its eSIMs and the selling agency) and writes (the outbox row, the
// order's mailed_at and a 'mailed' event, in one transaction).
import { asc, eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

const { esimOrders, esimItems, esimOrderEvents, agencies, outboxEmails } = tables;

export type EsimOrderForMail = typeof esimOrders.$inferSelect;
export type EsimItemForMail = typeof esimItems.$inferSelect;

export async function findEsimOrderForMail(db: Database, orderId: string): Promise<EsimOrderForMail | undefined> {
  const [row] = await db.select().from(esimOrders).where(eq(esimOrders.id, orderId));
  return row;
}

export async function esimItemsOf(db: Database, orderId: string): Promise<EsimItemForMail[]> {
  return db.select().from(esimItems).where(eq(esimItems.orderId, orderId)).orderBy(asc(esimItems.position));
}

export async function agencyForMail(db: Database, agencyId: string) {
  const [row] = await db
    .select({ name: agencies.name, phone: agencies.phone })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row ?? { name: '', phone: null };
}

/** The outbox row, mailed_at and the 'mailed' event (which names the outbox row) in one transaction; the row's id. */
export async function insertEsimMailWithEvent(
  db: Database,
  input: {
    orderId: string;
    status: string;
    actorUserId: string;
    mail: Omit<typeof outboxEmails.$inferInsert, 'id'>;
    details: Record<string, unknown>;
    at: Date;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(outboxEmails).values(input.mail).returning({ id: outboxEmails.id });
    await tx
      .update(esimOrders)
      .set({ mailedAt: input.at, updatedAt: input.at })
      .where(eq(esimOrders.id, input.orderId));
    await tx.insert(esimOrderEvents).values({
      orderId: input.orderId,
      actorUserId: input.actorUserId,
      action: 'mailed',
      fromStatus: input.status,
      toStatus: input.status,
      details: { ...input.details, outboxEmailId: row!.id },
      occurredAt: input.at,
    });
    return row!.id;
  });
}
