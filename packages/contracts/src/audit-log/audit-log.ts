// GET /api/audit-log: the changes and security events of the caller's agency and the agencies below it, secrets masked.
import { z } from 'zod';
import { ZIsoDay } from '../reports/report-query.js';

/** Event groups the list filters by; each is one or more prefixes of the stored event names. */
export const AUDIT_EVENT_GROUPS = {
  agency: ['agency.'],
  staff: ['staff.'],
  permission_group: ['permission_group.', 'permission.'],
  sign_in: ['sign_in.'],
  pin: ['pin.'],
  deposit: ['deposit.'],
  commission_fee: ['commission_fee.'],
  profile: ['profile.'],
  auth: ['login.', 'logout', 'token.', 'password.', 'operator.'],
} as const satisfies Record<string, readonly string[]>;
export type TAuditEventGroup = keyof typeof AUDIT_EVENT_GROUPS;
export const AUDIT_EVENT_GROUP_NAMES = Object.keys(AUDIT_EVENT_GROUPS) as [TAuditEventGroup, ...TAuditEventGroup[]];
export const ZAuditEventGroup = z.enum(AUDIT_EVENT_GROUP_NAMES);

export const AUDIT_LOG_PAGE_MAX = 200;
/** What a masked secret reads as, in storage and on the way out. */
export const AUDIT_MASK = '[masked]';

/** Between from and to (yyyy-MM-dd, Vietnam days, both included), newest first. */
export const ZListAuditLogQuery = z.strictObject({
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  event: ZAuditEventGroup.optional(),
  /** A user of the caller's agency or of one below it (any other id is 404). */
  actorId: z.guid().optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListAuditLogQuery = z.input<typeof ZListAuditLogQuery>;

export const ZAuditAgency = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** ISO instant. */
  occurredAt: z.string(),
  event: z.string(),
  /** Who did it; null for events without a known user (an unknown username at login). */
  actor: z.object({ id: z.string(), username: z.string(), fullName: z.string(), agencyCode: z.string() }).nullable(),
  /** The agency the row was written for. */
  agency: ZAuditAgency.nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** A readable name of the target when it is an agency (its code) or a user (their username) in the caller's scope. */
  targetLabel: z.string().nullable(),
  ipAddress: z.string(),
  /** As written (usually with `before` and `after`), every secret-like key masked. */
  details: z.record(z.string(), z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZListAuditLogResponse = z.object({
  items: z.array(ZAuditEntry),
  /** How many rows match the filters (all pages). */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TListAuditLogResponse = z.infer<typeof ZListAuditLogResponse>;

/** GET /api/audit-log/scope: the agencies whose log the caller reads and their users (for the actor filter). */
export const ZAuditLogScopeResponse = z.object({
  agencies: z.array(ZAuditAgency.extend({ isOwn: z.boolean() })),
  users: z.array(z.object({ id: z.string(), username: z.string(), fullName: z.string(), agencyId: z.string() })),
});
export type TAuditLogScopeResponse = z.infer<typeof ZAuditLogScopeResponse>;
