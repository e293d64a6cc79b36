// GET /api/deposits/sub-agencies: every agency below the caller's with its deposit figures, in integer VND.
import { z } from 'zod';

const ZVnd = z.number().int();

export const ZSubAgencyDeposit = z.object({
  agencyId: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.enum(['F1', 'F2', 'F3']),
  parentId: z.string(),
  parentCode: z.string(),
  /** 1 for a direct sub-agency of the caller's agency, 2 for one below that… */
  depth: z.number().int(),
  status: z.enum(['active', 'locked']),
  balance: ZVnd,
  reserved: ZVnd,
  available: ZVnd,
  creditLimit: ZVnd,
  /** When the deposit last moved (its latest ledger entry); null when it never has. */
  lastMovementAt: z.string().nullable(),
});
export type TSubAgencyDeposit = z.infer<typeof ZSubAgencyDeposit>;

export const ZSubAgencyDepositsResponse = z.object({ items: z.array(ZSubAgencyDeposit) });
export type TSubAgencyDepositsResponse = z.infer<typeof ZSubAgencyDepositsResponse>;
