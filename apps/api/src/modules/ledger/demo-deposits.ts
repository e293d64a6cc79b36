// Demo data: the first deposits of the demo agencies, topped up through the ledger once, with fixed idempotency keys.
import { inArray } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { LedgerService } from './ledger.service.js';

/** Agency code → opening deposit in VND. */
export const DEMO_DEPOSITS: Readonly<Record<string, number>> = {
  SAOVIET: 500_000_000,
  HOASEN: 80_000_000,
  BINHMINH: 15_000_000,
};

/** Tops up each demo agency found by code; keys are fixed, so running it again moves nothing. Answers the codes topped up. */
export async function seedDemoDeposits(db: Database, ledger: LedgerService): Promise<string[]> {
  const codes = Object.keys(DEMO_DEPOSITS);
  const found = await db
    .select({ id: tables.agencies.id, code: tables.agencies.code })
    .from(tables.agencies)
    .where(inArray(tables.agencies.code, codes));
  const byCode = new Map(found.map((agency) => [agency.code, agency.id]));
  const done: string[] = [];
  // One after the other: F2 and F3 top-ups draw on their parents' funding accounts, in a stable order.
  for (const code of codes) {
    const agencyId = byCode.get(code);
    if (!agencyId) continue;
    await ledger.topUp({
      idempotencyKey: `demo-seed:topup:${code}`,
      agencyId,
      amount: DEMO_DEPOSITS[code]!,
      reference: { type: 'demo_seed', id: code },
      description: 'Demo deposit',
    });
    done.push(code);
  }
  return done;
}
