// GET /api/agency/staff: the staff accounts of the caller's own agency.
import { z } from 'zod';

export const ZStaffMember = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  accountType: z.enum(['AGT', 'SUB', 'MB']),
  role: z.string(),
  status: z.enum(['active', 'locked']),
  groups: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZListStaffResponse = z.object({ items: z.array(ZStaffMember) });
export type TListStaffResponse = z.infer<typeof ZListStaffResponse>;
