// Who is signed in: the member, their agency and their permission codes, as login and /me answer them.
import { z } from 'zod';

export const ZMemberInfo = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  accountType: z.enum(['AGT', 'SUB', 'MB']),
  role: z.enum(['super_admin', 'admin_f1', 'admin_f2', 'admin_fn', 'agent_f1', 'agent_f2']),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const ZAgentInfo = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.enum(['platform', 'F1', 'F2', 'F3']),
  parentId: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type TAgentInfo = z.infer<typeof ZAgentInfo>;

export const ZSession = z.object({
  memberInfo: ZMemberInfo,
  agentInfo: ZAgentInfo,
  permissions: z.array(z.string()),
  mustChangePassword: z.boolean(),
  productKey: z.string().optional(),
  osi: z.string().optional(),
  tourCode: z.string().optional(),
});
export type TSession = z.infer<typeof ZSession>;
