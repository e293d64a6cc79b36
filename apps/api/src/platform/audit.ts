// Writes security and change events to the audit log, inside the caller's transaction when given one: writeAudit for
// any row (sign-in attempts, the CLI), recordAudit for a signed-in caller's change.
import { tables, type Database } from '@portal/db';
import type { RequestContext } from './request-context.js';

export type AuditEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.throttled'
  | 'pin.set'
  | 'pin.changed'
  | 'pin.turned_off'
  | 'pin.wrong'
  | 'pin.locked'
  | 'pin.step_up_verified'
  | 'pin.step_up_used'
  | 'logout'
  | 'token.reuse_detected'
  | 'password.changed'
  | 'password.change_failed'
  | 'password.reset_requested'
  | 'password.reset_completed'
  | 'password.reset_failed'
  | 'permission.changed'
  | 'staff.created'
  | 'staff.updated'
  | 'staff.locked'
  | 'staff.unlocked'
  | 'staff.password_reset'
  | 'permission_group.created'
  | 'permission_group.updated'
  | 'permission_group.deleted'
  | 'profile.updated'
  | 'operator.created'
  | 'agency.created'
  | 'agency.updated'
  | 'agency.locked'
  | 'agency.unlocked'
  | 'agency.config_changed'
  | 'deposit.topup_requested'
  | 'deposit.topup_confirmed'
  | 'deposit.topup_rejected'
  | 'deposit.adjusted'
  | 'deposit.qr_topup_requested'
  | 'bank_account.created'
  | 'bank_account.default_changed'
  | 'bank_account.removed'
  | 'bank_hook_key.created'
  | 'bank_notification.matched'
  | 'bank_notification.credited'
  | 'bank_notification.rejected'
  | 'commission_fee.changed'
  | 'sign_in.created'
  | 'sign_in.updated'
  | 'sign_in.credentials_changed'
  | 'sign_in.deleted';

export type AuditEntry = {
  event: AuditEvent;
  actorUserId?: string | null;
  agencyId?: string | null;
  targetType?: string;
  targetId?: string;
  ipAddress?: string;
  details?: Record<string, unknown>;
  /** When it happened by the service's clock; the database's now() otherwise. */
  at?: Date;
};

export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(tables.auditLog).values({
    event: entry.event,
    actorUserId: entry.actorUserId ?? null,
    agencyId: entry.agencyId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ipAddress: entry.ipAddress ?? '',
    details: entry.details ?? {},
    ...(entry.at ? { occurredAt: entry.at } : {}),
  });
}

/**
 * A change or security event by a signed-in caller: the actor and address come from the request context, the row
 * belongs to the caller's agency unless `agencyId` names the agency acted on.
 */
export async function recordAudit(
  db: Database,
  record: {
    context: RequestContext;
    event: AuditEvent;
    target: { type: string; id: string };
    agencyId?: string;
    details?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  const { context } = record;
  await writeAudit(db, {
    event: record.event,
    actorUserId: context.auth.userId,
    agencyId: record.agencyId ?? context.auth.agencyId,
    targetType: record.target.type,
    targetId: record.target.id,
    ipAddress: context.clientAddress,
    details: record.details,
    at: record.at,
  });
}
