// Every agency below one agency with its deposit figures and last movement, in one statement (no query per agency).
import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';
import type { TSubAgencyDeposit } from '@portal/contracts';
import { availableOf, toVnd } from '@portal/domain';
import { agencyTreeQuery, treeAgencyOf } from './statements.repository.js';

type TextRow = Record<string, string | null>;

/**
 * The descendants of `agencyId` in tree order. Zeros (and the credit limit) for an agency whose deposit never moved;
 * the last movement is the deposit's latest entry, found backwards on ledger_entries_account_idx (account_id, id).
 */
export async function listSubAgencyDeposits(db: Database, agencyId: string): Promise<TSubAgencyDeposit[]> {
  const result = await db.execute(
    agencyTreeQuery({
      scopeAgencyId: agencyId,
      isSelfIncluded: false,
      select: sql`, a.credit_limit::text as credit_limit, coalesce(b.balance, 0)::text as balance, coalesce(b.reserved, 0)::text as reserved,
        to_char(last_entry.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_movement_at`,
      joins: sql`
        left join ledger_accounts acc on acc.agency_id = a.id and acc.kind = 'agency_deposit'
        left join ledger_balances b on b.account_id = acc.id
        left join lateral (
          select e.created_at from ledger_entries e where e.account_id = acc.id order by e.id desc limit 1
        ) last_entry on true`,
    }),
  );
  return (result as unknown as { rows: TextRow[] }).rows.map((row) => {
    const agency = treeAgencyOf(row);
    const figures = {
      balance: toVnd(row.balance),
      reserved: toVnd(row.reserved),
      creditLimit: toVnd(row.credit_limit),
    };
    return {
      agencyId: agency.id,
      code: agency.code,
      name: agency.name,
      level: agency.level as TSubAgencyDeposit['level'],
      parentId: agency.parentId!,
      parentCode: agency.parentCode!,
      depth: agency.depth,
      status: agency.status,
      ...figures,
      available: availableOf(figures),
      lastMovementAt: row.last_movement_at ?? null,
    };
  });
}
