// The audit log module put together: the viewer's routes over the rows every module writes through platform/audit.
import type { Database } from '@portal/db';
import { auditLogRoutes } from './audit-log.routes.js';
import { createAuditLogService } from './audit-log.service.js';

export function createAuditLogModule(deps: { db: Database }) {
  return { routes: auditLogRoutes({ auditLog: createAuditLogService(deps) }) };
}
