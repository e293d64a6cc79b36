// Reading the audit log: the caller's agency and every agency below it, filtered and paged, and who may be filtered on.
import type { Database } from '@portal/db';
import { agencyIdsAtAndBelow, requireUserInTree, treeMembers } from '../../platform/tenancy.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { isRootAgency, listAuditLog, type AuditFilters, type AuditScope } from './audit-log.repository.js';

export function createAuditLogService(deps: { db: Database }) {
  const { db } = deps;

  async function scopeOf(auth: AccessClaims): Promise<AuditScope> {
    const [agencyIds, isRoot] = await Promise.all([
      agencyIdsAtAndBelow(db, auth.agencyId),
      isRootAgency(db, auth.agencyId),
    ]);
    return { agencyIds, isRoot };
  }

  async function list(auth: AccessClaims, filters: AuditFilters) {
    const scope = await scopeOf(auth);
    // Another branch's user is not found, like any other id outside the caller's tree.
    if (filters.actorId) await requireUserInTree(db, scope.agencyIds, filters.actorId);
    return listAuditLog(db, scope, filters);
  }

  async function scope(auth: AccessClaims) {
    return treeMembers(db, { ownAgencyId: auth.agencyId, treeAgencyIds: (await scopeOf(auth)).agencyIds });
  }

  return { list, scope };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
