// GET /api/agency/staff: the staff accounts of the caller's own agency.
import { z } from 'zod';
import { ZMemberInfo } from '../common/session.js';

export const ZStaffMember = ZMemberInfo.extend({
  status: z.enum(['active', 'locked']),
  groups: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZListStaffResponse = z.object({ items: z.array(ZStaffMember) });
export type TListStaffResponse = z.infer<typeof ZListStaffResponse>;
