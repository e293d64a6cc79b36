// SQL of the debit total report: the viewer's tree with each agency's deposit and commission balances, and every movement since the period start grouped by account and type.
import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';
import { MAX_TREE_HOPS } from '../../../platform/tenancy.js';
import { ADJUSTMENT_REFERENCE } from './debit-buckets.js';

type TextRow = Record<string, string | null>;
/** node-postgres and PGlite both answer raw statements as `{ rows }`. */
const rowsOf = (result: unknown): TextRow[] => (result as { rows: TextRow[] }).rows;

export type DebitTreeAgency = {
  id: string;
  code: string;
  name: string;
  level: 'F1' | 'F2' | 'F3';
  parentCode: string | null;
  depth: number;
  creditLimit: string;
  /** The deposit's balance and reserved now, and the commission account's balance ('0' when never opened). */
  balance: string;
  reserved: string;
};

/** One group of an agency's entries at or after the period start: its signed sum, and the part at or after the end. */
export type DebitMovementGroup = {
  agencyId: string;
  kind: 'agency_deposit' | 'agency_commission';
  type: string;
  isAdjustment: boolean;
  sinceStart: string;
  sinceEnd: string;
};

export type DebitTotalReading = { agencies: DebitTreeAgency[]; groups: DebitMovementGroup[] };

/** The viewer (depth 0) and the agencies below it, down one level or every level, tree order (codes alphabetical). */
function treeOf(options: { viewerAgencyId: string; maxDepth: number }) {
  return sql`
    with recursive tree (id, depth, path) as (
      select a.id, 0, array[lower(a.code)]::text[] from agencies a where a.id = ${options.viewerAgencyId}::uuid
      union all
      select c.id, tree.depth + 1, tree.path || lower(c.code)
      from agencies c join tree on c.parent_id = tree.id
      where tree.depth < ${options.maxDepth}
    )`;
}

/**
 * Both reads in one REPEATABLE READ read-only snapshot, so a movement committing meanwhile is in the balances and in
 * the groups, or in neither. Opening and closing come from the balance row minus the entries since (decision 010): the
 * entries read are those since the period start, through ledger_entries_account_time_idx, for every account at once.
 */
export async function readDebitTotals(
  db: Database,
  options: { viewerAgencyId: string; isEveryLevel: boolean; start: Date; end: Date },
): Promise<DebitTotalReading> {
  const tree = treeOf({ viewerAgencyId: options.viewerAgencyId, maxDepth: options.isEveryLevel ? MAX_TREE_HOPS : 1 });
  return db.transaction(
    async (tx) => {
      const agencies = rowsOf(
        await tx.execute(sql`
          ${tree}
          select a.id::text as id, a.code, a.name, a.level, p.code as parent_code, tree.depth::text as depth,
            a.credit_limit::text as credit_limit,
            coalesce(b.balance, 0)::text as balance, coalesce(b.reserved, 0)::text as reserved
          from tree
          join agencies a on a.id = tree.id
          left join agencies p on p.id = a.parent_id
          left join ledger_accounts d on d.agency_id = a.id and d.kind = 'agency_deposit'
          left join ledger_balances b on b.account_id = d.id
          where a.level <> 'platform'
          order by tree.path`),
      ).map((row): DebitTreeAgency => ({
        id: row.id!,
        code: row.code!,
        name: row.name!,
        level: row.level as DebitTreeAgency['level'],
        parentCode: row.parent_code ?? null,
        depth: Number(row.depth),
        creditLimit: row.credit_limit!,
        balance: row.balance!,
        reserved: row.reserved!,
      }));
      const groups = rowsOf(
        await tx.execute(sql`
          ${tree}
          select acc.agency_id::text as agency_id, acc.kind, t.type,
            (t.reference_type = ${ADJUSTMENT_REFERENCE}) as is_adjustment,
            sum(e.amount)::text as since_start,
            coalesce(sum(e.amount) filter (where e.created_at >= ${options.end.toISOString()}::timestamptz), 0)::text as since_end
          from tree
          join ledger_accounts acc on acc.agency_id = tree.id and acc.kind in ('agency_deposit', 'agency_commission')
          join ledger_entries e on e.account_id = acc.id and e.created_at >= ${options.start.toISOString()}::timestamptz
          join ledger_transactions t on t.id = e.transaction_id
          group by 1, 2, 3, 4`),
      ).map((row): DebitMovementGroup => ({
        agencyId: row.agency_id!,
        kind: row.kind as DebitMovementGroup['kind'],
        type: row.type!,
        isAdjustment: String(row.is_adjustment) === 'true',
        sinceStart: row.since_start!,
        sinceEnd: row.since_end!,
      }));
      return { agencies, groups };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
