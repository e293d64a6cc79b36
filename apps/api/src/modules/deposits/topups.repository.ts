// Database access for top-up requests: their evidence files, the list scoped to an agency and its direct sub-agencies, row locks.
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables, type Database } from '@portal/db';
import type { TTopUp, TTopUpStatus } from '@portal/contracts';

const { agencies, users, storedFiles, topUpRequests } = tables;

export type AgencyPlace = {
  id: string;
  code: string;
  name: string;
  level: 'platform' | 'F1' | 'F2' | 'F3';
  parentId: string | null;
};

/** The columns of an AgencyPlace. */
const AGENCY_PLACE_COLUMNS = {
  id: agencies.id,
  code: agencies.code,
  name: agencies.name,
  level: agencies.level,
  parentId: agencies.parentId,
};

export async function findAgency(db: Database, agencyId: string): Promise<AgencyPlace | undefined> {
  const [row] = await db.select(AGENCY_PLACE_COLUMNS).from(agencies).where(eq(agencies.id, agencyId));
  return row;
}

/** The agency itself and its direct sub-agencies, the agency first, then by code. */
export async function agencyAndDirectSubAgencies(db: Database, agencyId: string): Promise<AgencyPlace[]> {
  return db
    .select(AGENCY_PLACE_COLUMNS)
    .from(agencies)
    .where(or(eq(agencies.id, agencyId), eq(agencies.parentId, agencyId)))
    .orderBy(sql`${agencies.id} <> ${agencyId}`, agencies.code);
}

export type NewStoredFile = {
  agencyId: string;
  fileName: string;
  contentType: string;
  content: Buffer;
  sizeBytes: number;
  sha256: string;
  uploadedBy: string;
};

export async function insertStoredFile(tx: Database, file: NewStoredFile): Promise<string> {
  const [row] = await tx.insert(storedFiles).values(file).returning({ id: storedFiles.id });
  return row!.id;
}

export type NewTopUp = {
  agencyId: string;
  amount: number;
  method: 'bank_transfer' | 'cash';
  transferReference: string;
  transferDate: string;
  note: string;
  evidenceFileId: string | null;
  requestedBy: string;
  requestedAt: Date;
};

export async function insertTopUp(tx: Database, request: NewTopUp): Promise<string> {
  const [row] = await tx.insert(topUpRequests).values(request).returning({ id: topUpRequests.id });
  return row!.id;
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** A request is visible to its own agency and to the agency directly above it. */
const visibleTo = (agencyId: string): SQL => or(eq(topUpRequests.agencyId, agencyId), eq(agencies.parentId, agencyId))!;

function selectTopUps(db: Database) {
  return db
    .select({
      id: topUpRequests.id,
      agencyId: agencies.id,
      agencyCode: agencies.code,
      agencyName: agencies.name,
      agencyLevel: agencies.level,
      agencyParentId: agencies.parentId,
      amount: topUpRequests.amount,
      method: topUpRequests.method,
      transferReference: topUpRequests.transferReference,
      transferDate: topUpRequests.transferDate,
      note: topUpRequests.note,
      status: topUpRequests.status,
      evidenceFileId: topUpRequests.evidenceFileId,
      evidenceFileName: storedFiles.fileName,
      evidenceContentType: storedFiles.contentType,
      evidenceSizeBytes: storedFiles.sizeBytes,
      requestedById: topUpRequests.requestedBy,
      requestedByName: requester.fullName,
      requestedAt: topUpRequests.requestedAt,
      decidedById: topUpRequests.decidedBy,
      decidedByName: decider.fullName,
      decidedAt: topUpRequests.decidedAt,
      rejectReason: topUpRequests.rejectReason,
      ledgerTransactionId: topUpRequests.ledgerTransactionId,
    })
    .from(topUpRequests)
    .innerJoin(agencies, eq(agencies.id, topUpRequests.agencyId))
    .innerJoin(requester, eq(requester.id, topUpRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, topUpRequests.decidedBy))
    .leftJoin(storedFiles, eq(storedFiles.id, topUpRequests.evidenceFileId));
}

type TopUpRow = Awaited<ReturnType<ReturnType<typeof selectTopUps>['execute']>>[number];

/** The contract's shape; the caller may decide when its agency is the one directly above and nothing is decided yet. */
function toTopUp(row: TopUpRow, callerAgencyId: string): TTopUp {
  return {
    id: row.id,
    agency: { id: row.agencyId, code: row.agencyCode, name: row.agencyName, level: row.agencyLevel },
    amount: row.amount,
    method: row.method,
    transferReference: row.transferReference,
    transferDate: row.transferDate,
    note: row.note,
    status: row.status,
    evidence:
      row.evidenceFileName && row.evidenceContentType && row.evidenceSizeBytes !== null
        ? { fileName: row.evidenceFileName, contentType: row.evidenceContentType, sizeBytes: row.evidenceSizeBytes }
        : null,
    requestedBy: { id: row.requestedById, fullName: row.requestedByName },
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedById ? { id: row.decidedById, fullName: row.decidedByName ?? '' } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    ledgerTransactionId: row.ledgerTransactionId,
    canDecide: row.status === 'pending' && row.agencyParentId === callerAgencyId,
  };
}

export type TopUpFilters = {
  /** Requested at or after this instant. */
  from?: Date;
  /** Requested before this instant. */
  before?: Date;
  agencyId?: string;
  status?: TTopUpStatus;
  limit: number;
  offset: number;
};

/** The caller's agency's own requests and its direct sub-agencies', filtered, newest first, one page and the total. */
export async function listTopUps(
  db: Database,
  callerAgencyId: string,
  filters: TopUpFilters,
): Promise<{ items: TTopUp[]; total: number }> {
  const conditions = [
    visibleTo(callerAgencyId),
    filters.from ? gte(topUpRequests.requestedAt, filters.from) : undefined,
    filters.before ? lt(topUpRequests.requestedAt, filters.before) : undefined,
    filters.agencyId ? eq(topUpRequests.agencyId, filters.agencyId) : undefined,
    filters.status ? eq(topUpRequests.status, filters.status) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    selectTopUps(db)
      .where(where)
      .orderBy(desc(topUpRequests.requestedAt), desc(topUpRequests.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db
      .select({ total: count() })
      .from(topUpRequests)
      .innerJoin(agencies, eq(agencies.id, topUpRequests.agencyId))
      .where(where),
  ]);
  return { items: rows.map((row) => toTopUp(row, callerAgencyId)), total: counted?.total ?? 0 };
}

/** One request, only when the caller's agency may see it (undefined otherwise: another agency's request is not found). */
export async function findVisibleTopUp(
  db: Database,
  id: string,
  callerAgencyId: string,
): Promise<(TTopUp & { agencyParentId: string | null; evidenceFileId: string | null }) | undefined> {
  const [row] = await selectTopUps(db).where(and(eq(topUpRequests.id, id), visibleTo(callerAgencyId)));
  return row
    ? { ...toTopUp(row, callerAgencyId), agencyParentId: row.agencyParentId, evidenceFileId: row.evidenceFileId }
    : undefined;
}

/** SELECT … FOR UPDATE of the request row: concurrent decisions of one request run one after the other. */
export async function lockTopUp(tx: Database, id: string) {
  const [row] = await tx
    .select({ status: topUpRequests.status, ledgerTransactionId: topUpRequests.ledgerTransactionId })
    .from(topUpRequests)
    .where(eq(topUpRequests.id, id))
    .for('update');
  return row;
}

/** Decides a pending request: confirmed with the ledger transaction that credited it, or rejected with the reason. */
export async function markDecided(
  tx: Database,
  id: string,
  decision: { decidedBy: string; decidedAt: Date } & (
    { status: 'confirmed'; ledgerTransactionId: string } | { status: 'rejected'; rejectReason: string }
  ),
): Promise<void> {
  await tx
    .update(topUpRequests)
    .set(decision)
    .where(and(eq(topUpRequests.id, id), eq(topUpRequests.status, 'pending')));
}

export async function readStoredFile(db: Database, fileId: string) {
  const [row] = await db
    .select({ fileName: storedFiles.fileName, contentType: storedFiles.contentType, content: storedFiles.content })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return row;
}
