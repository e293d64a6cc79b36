// Reads of the audit log within a set of agencies: which rows belong to the scope, filtered, newest first, one page.
import { aliasedTable, and, count, desc, eq, gte, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { AUDIT_EVENT_GROUPS, type TAuditEntry, type TAuditEventGroup } from '@portal/contracts';
import { maskSecrets } from './audit-masking.js';

const { agencies, users, auditLog } = tables;
const actor = aliasedTable(users, 'actor');
const actorAgency = aliasedTable(agencies, 'actor_agency');
const rowAgency = aliasedTable(agencies, 'row_agency');
const targetAgency = aliasedTable(agencies, 'target_agency');
const targetUser = aliasedTable(users, 'target_user');

export type AuditScope = {
  /** The caller's agency and every agency below it. */
  agencyIds: readonly string[];
  /** The root of the tree (the platform) also reads rows that name no agency and no user (an unknown username at login). */
  isRoot: boolean;
};

/**
 * A row is in scope when it was written for an agency of the scope, or names one as its target: writers record
 * the acting agency in `agency_id` and the agency acted on as the target (agency.*) or in the details
 * (`requesterAgencyId` of a top-up decision, `targetAgencyId` of an adjustment), so an agency also sees what the
 * agency above did to it. Rows without an agency (a reused refresh token) belong to their user's agency.
 */
function inScope(scope: AuditScope): SQL {
  const ids = [...scope.agencyIds];
  return or(
    inArray(auditLog.agencyId, ids),
    and(eq(auditLog.targetType, 'agency'), inArray(auditLog.targetId, ids)),
    inArray(sql`${auditLog.details}->>'requesterAgencyId'`, ids),
    inArray(sql`${auditLog.details}->>'targetAgencyId'`, ids),
    and(isNull(auditLog.agencyId), inArray(actor.agencyId, ids)),
    scope.isRoot ? and(isNull(auditLog.agencyId), isNull(auditLog.actorUserId)) : undefined,
  )!;
}

/** `_` is a LIKE wildcard: event prefixes match it literally. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export type AuditFilters = {
  from?: Date;
  before?: Date;
  event?: TAuditEventGroup;
  actorId?: string;
  limit: number;
  offset: number;
};

export async function listAuditLog(
  db: Database,
  scope: AuditScope,
  filters: AuditFilters,
): Promise<{ items: TAuditEntry[]; total: number }> {
  const where = and(
    inScope(scope),
    filters.from ? gte(auditLog.occurredAt, filters.from) : undefined,
    filters.before ? lt(auditLog.occurredAt, filters.before) : undefined,
    filters.event
      ? or(...AUDIT_EVENT_GROUPS[filters.event].map((prefix) => like(auditLog.event, likePrefix(prefix))))
      : undefined,
    filters.actorId ? eq(auditLog.actorUserId, filters.actorId) : undefined,
  );
  const inScopeIds = new Set(scope.agencyIds);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: auditLog,
        actor: { id: actor.id, username: actor.username, fullName: actor.fullName, agencyCode: actorAgency.code },
        agency: { id: rowAgency.id, code: rowAgency.code, name: rowAgency.name },
        targetAgency: { id: targetAgency.id, code: targetAgency.code },
        targetUser: { agencyId: targetUser.agencyId, username: targetUser.username },
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(actorAgency, eq(actorAgency.id, actor.agencyId))
      .leftJoin(rowAgency, eq(rowAgency.id, auditLog.agencyId))
      .leftJoin(
        targetAgency,
        and(eq(auditLog.targetType, 'agency'), eq(sql`${targetAgency.id}::text`, auditLog.targetId)),
      )
      .leftJoin(targetUser, and(eq(auditLog.targetType, 'user'), eq(sql`${targetUser.id}::text`, auditLog.targetId)))
      .where(where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(auditLog).leftJoin(actor, eq(actor.id, auditLog.actorUserId)).where(where),
  ]);
  return {
    items: rows.map(({ row, actor: who, agency, targetAgency: toAgency, targetUser: toUser }) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      event: row.event,
      actor: who?.id
        ? { id: who.id, username: who.username ?? '', fullName: who.fullName ?? '', agencyCode: who.agencyCode ?? '' }
        : null,
      agency: agency?.id ? agency : null,
      targetType: row.targetType,
      targetId: row.targetId,
      // Named only when the agency or user acted on lies in the scope.
      targetLabel:
        toAgency?.id && inScopeIds.has(toAgency.id)
          ? toAgency.code
          : toUser?.agencyId && inScopeIds.has(toUser.agencyId)
            ? toUser.username
            : null,
      ipAddress: row.ipAddress,
      details: maskSecrets(row.details) as Record<string, unknown>,
    })),
    total: counted?.total ?? 0,
  };
}

export async function isRootAgency(db: Database, agencyId: string): Promise<boolean> {
  const [row] = await db.select({ parentId: agencies.parentId }).from(agencies).where(eq(agencies.id, agencyId));
  return row !== undefined && row.parentId === null;
}
