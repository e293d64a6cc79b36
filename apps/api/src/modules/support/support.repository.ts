// Every query of support requests: the caller's bookings to pick from, requests and their threads, attachments.
import { and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables, type Database } from '@portal/db';
import type { TSupportCategory, TSupportMessage, TSupportRequestSummary, TSupportStatus } from '@portal/contracts';

const { agencies, bookings, storedFiles, supportMessages, supportRequests, users } = tables;

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewAttachment = {
  fileName: string;
  contentType: string;
  content: Buffer;
  sizeBytes: number;
  sha256: string;
};

export async function ownBooking(db: Database, agencyId: string, bookingId: string) {
  const [row] = await db
    .select({ id: bookings.id, pnr: bookings.pnr, agencyId: bookings.agencyId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.agencyId, agencyId), isNotNull(bookings.pnr)));
  return row;
}

/** The agency's bookings with a PNR, newest first (the picker of the request form). */
export async function pickableBookings(db: Database, agencyId: string, pnr: string | undefined) {
  const rows = await db
    .select({
      id: bookings.id,
      pnr: bookings.pnr,
      route: bookings.route,
      departAt: bookings.departAt,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.agencyId, agencyId),
        isNotNull(bookings.pnr),
        pnr ? ilike(bookings.pnr, `${pnr.replace(/[%_\\]/g, '')}%`) : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, pnr: row.pnr ?? '', departAt: row.departAt.toISOString() }));
}

export async function parentOf(db: Database, agencyId: string): Promise<string | null> {
  const [row] = await db.select({ parentId: agencies.parentId }).from(agencies).where(eq(agencies.id, agencyId));
  return row?.parentId ?? null;
}

export async function insertFile(tx: Database, file: NewAttachment & { agencyId: string; uploadedBy: string }) {
  const [row] = await tx.insert(storedFiles).values(file).returning({ id: storedFiles.id });
  return row!.id;
}

export async function insertRequest(
  tx: Database,
  values: Pick<
    SupportRequestRow,
    'agencyId' | 'answeringAgencyId' | 'bookingId' | 'pnr' | 'category' | 'subject' | 'createdBy'
  >,
): Promise<SupportRequestRow> {
  const [row] = await tx.insert(supportRequests).values(values).returning();
  return row!;
}

export async function insertMessage(
  tx: Database,
  values: { requestId: string; authorId: string; authorAgencyId: string; body: string; fileId: string | null },
) {
  await tx.insert(supportMessages).values(values);
}

/** The request, locked for the change about to be made. */
export async function lockRequest(tx: Database, id: string): Promise<SupportRequestRow | undefined> {
  const [row] = await tx.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
  return row;
}

export async function findRequest(db: Database, id: string): Promise<SupportRequestRow | undefined> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row;
}

export async function setStatus(tx: Database, id: string, { status, at }: { status: TSupportStatus; at: Date }) {
  await tx
    .update(supportRequests)
    .set({ status, updatedAt: at, closedAt: status === 'closed' ? at : null })
    .where(eq(supportRequests.id, id));
}

/** The users who wrote in the thread (they hear of its next turns). */
export async function threadAuthors(db: Database, requestId: string): Promise<{ userId: string; agencyId: string }[]> {
  return db
    .selectDistinct({ userId: supportMessages.authorId, agencyId: supportMessages.authorAgencyId })
    .from(supportMessages)
    .where(eq(supportMessages.requestId, requestId));
}

export type SupportFilters = {
  status?: TSupportStatus;
  category?: TSupportCategory;
  pnr?: string;
  limit: number;
  offset: number;
};

const creator = alias(users, 'creator');

function summaryOf(
  row: {
    request: SupportRequestRow;
    agency: TSupportRequestSummary['agency'];
    createdBy: TSupportRequestSummary['createdBy'];
  },
  callerAgencyId: string,
): TSupportRequestSummary {
  const { request } = row;
  return {
    id: request.id,
    bookingId: request.bookingId,
    pnr: request.pnr,
    category: request.category,
    subject: request.subject,
    status: request.status,
    agency: row.agency,
    createdBy: row.createdBy,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    isAnswering: request.answeringAgencyId === callerAgencyId,
  };
}

const SUMMARY_COLUMNS = {
  request: supportRequests,
  agency: { id: agencies.id, code: agencies.code, name: agencies.name },
  createdBy: { id: creator.id, username: creator.username, fullName: creator.fullName },
};

/** Requests the agency asked or answers, most recently changed first. */
export async function listRequests(db: Database, agencyId: string, filters: SupportFilters) {
  const where = and(
    or(eq(supportRequests.agencyId, agencyId), eq(supportRequests.answeringAgencyId, agencyId)),
    filters.status ? eq(supportRequests.status, filters.status) : undefined,
    filters.category ? eq(supportRequests.category, filters.category) : undefined,
    filters.pnr ? ilike(supportRequests.pnr, `${filters.pnr.replace(/[%_\\]/g, '')}%`) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(SUMMARY_COLUMNS)
      .from(supportRequests)
      .innerJoin(agencies, eq(agencies.id, supportRequests.agencyId))
      .innerJoin(creator, eq(creator.id, supportRequests.createdBy))
      .where(where)
      .orderBy(desc(supportRequests.updatedAt), desc(supportRequests.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(supportRequests).where(where),
  ]);
  return { items: rows.map((row) => summaryOf(row, agencyId)), total: counted?.total ?? 0 };
}

export async function requestSummary(db: Database, id: string, callerAgencyId: string) {
  const [row] = await db
    .select(SUMMARY_COLUMNS)
    .from(supportRequests)
    .innerJoin(agencies, eq(agencies.id, supportRequests.agencyId))
    .innerJoin(creator, eq(creator.id, supportRequests.createdBy))
    .where(eq(supportRequests.id, id));
  return row ? summaryOf(row, callerAgencyId) : undefined;
}

export async function messagesOf(db: Database, requestId: string): Promise<TSupportMessage[]> {
  const rows = await db
    .select({
      message: supportMessages,
      author: { id: users.id, username: users.username, fullName: users.fullName },
      authorAgency: { id: agencies.id, code: agencies.code, name: agencies.name },
      file: { fileName: storedFiles.fileName, contentType: storedFiles.contentType, sizeBytes: storedFiles.sizeBytes },
    })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorId))
    .innerJoin(agencies, eq(agencies.id, supportMessages.authorAgencyId))
    .leftJoin(storedFiles, eq(storedFiles.id, supportMessages.fileId))
    .where(eq(supportMessages.requestId, requestId))
    .orderBy(supportMessages.createdAt, sql`${supportMessages.id}`);
  return rows.map(({ message, author, authorAgency, file }) => ({
    id: message.id,
    body: message.body,
    author,
    authorAgency,
    attachment: file?.fileName
      ? { fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes }
      : null,
    createdAt: message.createdAt.toISOString(),
  }));
}

export async function attachmentOf(db: Database, requestId: string, messageId: string) {
  const [row] = await db
    .select({ fileName: storedFiles.fileName, contentType: storedFiles.contentType, content: storedFiles.content })
    .from(supportMessages)
    .innerJoin(storedFiles, eq(storedFiles.id, supportMessages.fileId))
    .where(and(eq(supportMessages.id, messageId), eq(supportMessages.requestId, requestId)));
  return row;
}
