// GET /api/ledger/balance: the deposit of the caller's own agency, in integer VND (available = balance − reserved).
import { z } from 'zod';

const ZVnd = z.number().int();

export const ZDepositBalanceResponse = z.object({
  agencyId: z.string(),
  balance: ZVnd,
  reserved: ZVnd,
  available: ZVnd,
  creditLimit: ZVnd,
});
export type TDepositBalanceResponse = z.infer<typeof ZDepositBalanceResponse>;
