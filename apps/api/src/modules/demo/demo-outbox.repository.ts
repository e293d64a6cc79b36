// Reads of the email outbox for the demo page: newest first, limited to what the caller may see.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portal/db';
import { withAgenciesAtAndBelow } from '../agencies/agency-tree.js';
import type { TDemoOutboxEmail, TDemoOutboxQuery } from '@portal/contracts';

/** Whose mail the caller sees: every mail, the mail of every user at or below an agency, or only their own address. */
export type OutboxReach = { kind: 'all' } | { kind: 'agencyTree'; agencyId: string } | { kind: 'self'; userId: string };

function reachCondition(reach: OutboxReach): SQL {
  switch (reach.kind) {
    case 'all':
      return sql`true`;
    case 'self':
      return sql`lower(o.to_address) = (select lower(u.email) from users u where u.id = ${reach.userId}::uuid)`;
    case 'agencyTree':
      return sql`lower(o.to_address) in (
        ${withAgenciesAtAndBelow(reach.agencyId)}
        select lower(u.email) from users u where u.agency_id in (select id from below) and u.email <> '')`;
  }
}

export async function listOutbox(db: Database, reach: OutboxReach, query: TDemoOutboxQuery): Promise<TDemoOutboxEmail[]> {
  const conditions = [reachCondition(reach)];
  if (query.to) conditions.push(sql`lower(o.to_address) = lower(${query.to})`);
  const result = await db.execute(sql`
    select o.id, o.to_address, o.subject, o.body, to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    from outbox_emails o
    where ${sql.join(conditions, sql` and `)}
    order by o.created_at desc, o.id desc
    limit ${query.limit}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({ id: Number(row.id), to: String(row.to_address), subject: String(row.subject), body: String(row.body), createdAt: String(row.created_at) }));
}
