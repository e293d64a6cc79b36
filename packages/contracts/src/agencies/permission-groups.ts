// Permission group changes (/system/change-group-permissions): create, edit, delete, and who belongs to each group.
import { z } from 'zod';
import { ZPermissionGroup } from './list-permission-groups.js';
import { ZStaffAgency } from './staff.js';

export const PERMISSION_GROUP_MAX_MEMBERS = 500;

export const ZPermissionGroupInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500),
  /** Codes of SPEC §6; each must be held by the agency (`codesHeldByAgency`). */
  codes: z
    .array(z.string().regex(/^[A-Z0-9_]{2,40}$/))
    .min(1)
    .max(40),
  /** The users of the agency in the group; the list replaces the previous members. */
  memberIds: z.array(z.uuid()).max(PERMISSION_GROUP_MAX_MEMBERS),
});
export type TPermissionGroupInput = z.infer<typeof ZPermissionGroupInput>;

export const ZPermissionGroupParams = z.strictObject({ id: z.uuid() });

/**
 * Whose groups: absent → the caller's own agency; an agency directly below it that the caller manages (an F1's F2,
 * an F2's F3 with CHILD_AGENT_MANAGER) → that agency's; any other agency answers 404.
 */
export const ZPermissionGroupScopeQuery = z.strictObject({ agencyId: z.uuid().optional() });
export type TPermissionGroupScopeQuery = z.infer<typeof ZPermissionGroupScopeQuery>;

/** The agencies whose groups the caller may manage: their own first, then the direct children they manage. */
export const ZPermissionGroupAgencies = z.object({
  items: z.array(ZStaffAgency.extend({ isOwn: z.boolean() })),
});
export type TPermissionGroupAgencies = z.infer<typeof ZPermissionGroupAgencies>;

export const ZPermissionGroupDetail = ZPermissionGroup.extend({ memberIds: z.array(z.string()) });
export type TPermissionGroupDetail = z.infer<typeof ZPermissionGroupDetail>;

/** What the group form offers: the codes the agency holds, with their meaning, and its users. */
export const ZPermissionGroupFormOptions = z.object({
  heldCodes: z.array(z.object({ code: z.string(), vi: z.string(), en: z.string() })),
  users: z.array(
    z.object({ id: z.string(), username: z.string(), fullName: z.string(), status: z.enum(['active', 'locked']) }),
  ),
});
export type TPermissionGroupFormOptions = z.infer<typeof ZPermissionGroupFormOptions>;

export const ZDeletePermissionGroupResponse = z.object({ ok: z.literal(true) });
export type TDeletePermissionGroupResponse = z.infer<typeof ZDeletePermissionGroupResponse>;
