// GET /api/agency/staff: the staff accounts of the caller's own agency (the same shape serves the child agencies' staff).
import { z } from 'zod';
import { ZMemberInfo } from '../common/session.js';

export const ZStaffMember = ZMemberInfo.extend({
  status: z.enum(['active', 'locked']),
  /** Names of the permission groups, for the list. */
  groups: z.array(z.string()),
  /** Ids of the same groups, for the edit form. */
  groupIds: z.array(z.string()),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZListStaffResponse = z.object({ items: z.array(ZStaffMember) });
export type TListStaffResponse = z.infer<typeof ZListStaffResponse>;
