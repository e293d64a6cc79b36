// Reads of the email outbox for the demo page: newest first, paged, limited to what the caller may see.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portal/db';
import { withAgenciesAtAndBelow } from '../../platform/tenancy.js';
import type { TDemoOutboxEmail, TDemoOutboxQuery } from '@portal/contracts';

/**
 * Whose mail the caller sees. Account mail (a temporary password, a reset code) belongs to the user it is addressed
 * to; itinerary mail (a customer's, linked by the booking's `mail` event) belongs to the user who sent it; a consumer's
 * order mail (linked by its B2C order's `create` event) belongs to the order's agency. `tree`: the mail of every user
 * and order at or below an agency, plus, with `withUnowned`, mail nobody owns (the platform operator); `self`: only the
 * caller's own.
 */
export type OutboxReach = { kind: 'tree'; agencyId: string; withUnowned: boolean } | { kind: 'self'; userId: string };

/** Each itinerary mail's booking and sender, from the booking event written with it (booking-mail.service.ts). */
const MAIL_LINKS = sql`mail_links as (
    select distinct on (e.details->>'outboxEmailId') e.details->>'outboxEmailId' as outbox_id, e.booking_id, e.actor_user_id
    from booking_events e
    where e.action = 'mail' and e.details->>'outboxEmailId' is not null
    order by e.details->>'outboxEmailId', e.id
  ), order_mails as (
    select e.details->>'outboxEmailId' as outbox_id, bo.agency_id
    from b2c_order_events e join b2c_orders bo on bo.id = e.order_id
    where e.action = 'create' and e.details->>'outboxEmailId' is not null
  )`;

function withClause(reach: OutboxReach): SQL {
  return reach.kind === 'tree'
    ? sql`${withAgenciesAtAndBelow(reach.agencyId)}, ${MAIL_LINKS}`
    : sql`with ${MAIL_LINKS}`;
}

/**
 * o: the outbox row; l: its itinerary link, c: its consumer order link (both null for account mail); s: the sender of
 * an itinerary mail.
 */
function reachCondition(reach: OutboxReach): SQL {
  const isAccountMail = sql`l.outbox_id is null and c.outbox_id is null`;
  if (reach.kind === 'self') {
    return sql`((${isAccountMail} and lower(o.to_address) = (select lower(u.email) from users u where u.id = ${reach.userId}::uuid))
      or l.actor_user_id = ${reach.userId}::uuid)`;
  }
  const owned = sql`(${isAccountMail} and lower(o.to_address) in (select lower(u.email) from users u where u.agency_id in (select id from below) and u.email <> ''))
      or (l.outbox_id is not null and s.agency_id in (select id from below))
      or (c.outbox_id is not null and c.agency_id in (select id from below))`;
  if (!reach.withUnowned) return sql`(${owned})`;
  return sql`(${owned}
      or (${isAccountMail} and not exists (select 1 from users u where lower(u.email) = lower(o.to_address)))
      or (l.outbox_id is not null and l.actor_user_id is null))`;
}

/** The text as a LIKE pattern (its own %, _ and backslash taken literally); PostgreSQL lowers both sides alike. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

const FROM = sql`from outbox_emails o
    left join mail_links l on l.outbox_id = o.id::text
    left join order_mails c on c.outbox_id = o.id::text
    left join users s on s.id = l.actor_user_id
    left join bookings b on b.id = l.booking_id`;

export async function listOutbox(
  db: Database,
  reach: OutboxReach,
  query: TDemoOutboxQuery,
): Promise<{ items: TDemoOutboxEmail[]; total: number }> {
  const conditions = [reachCondition(reach)];
  if (query.to) conditions.push(sql`lower(o.to_address) = lower(${query.to})`);
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(sql`(lower(o.to_address) like lower(${pattern}) or lower(o.subject) like lower(${pattern}))`);
  }
  const where = sql.join(conditions, sql` and `);
  const [result, counted] = await Promise.all([
    db.execute(sql`${withClause(reach)}
      select o.id, o.to_address, o.subject, o.body, l.booking_id, b.pnr, c.outbox_id as order_mail,
        to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      ${FROM}
      where ${where}
      order by o.created_at desc, o.id desc
      limit ${query.limit} offset ${query.offset}`),
    db.execute(sql`${withClause(reach)} select count(*)::int as total ${FROM} where ${where}`),
  ]);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const total = Number((counted as unknown as { rows: { total: unknown }[] }).rows[0]?.total ?? 0);
  const items = rows.map((row): TDemoOutboxEmail => ({
    id: Number(row.id),
    to: String(row.to_address),
    subject: String(row.subject),
    body: String(row.body),
    createdAt: String(row.created_at),
    kind: row.booking_id ? 'itinerary' : row.order_mail ? 'consumer' : 'account',
    booking: row.booking_id
      ? { id: String(row.booking_id), pnr: row.pnr === null || row.pnr === undefined ? null : String(row.pnr) }
      : null,
  }));
  return { items, total };
}
