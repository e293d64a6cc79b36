// The work queues' SQL: which bookings of a scope each queue holds (held, voidable, mailed, unconfirmed), sorted and paged.
import { and, asc, desc, eq, gt, gte, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TWorkQueue } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { scopeCondition, type BookingScope } from '../repository/booking-list.js';

const { bookings, bookingPassengers, bookingOrders, bookingEvents, outboxEmails, agencies, users } = tables;

/** Segment statuses that are not a confirmed seat (IATA): waitlisted, unable, unconfirmed, schedule change to accept, … */
export const UNCONFIRMED_SEGMENT_STATUSES = ['HL', 'UN', 'UC', 'TK', 'NO', 'US', 'UU', 'HN', 'PN', 'KL'] as const;

export type QueueQuery = {
  queue: TWorkQueue;
  scope: BookingScope;
  now: Date;
  pnr?: string;
  airline?: string;
  system?: string;
  bookedFrom?: Date;
  bookedBefore?: Date;
  sort: 'deadline' | 'createdAt' | 'departAt' | 'pnr' | 'totalAmount';
  order: 'asc' | 'desc';
};

/** Whether any segment of the booking's stored flights has a status that is not a confirmed seat. */
const hasUnconfirmedSegment = sql`exists (
  select 1 from jsonb_array_elements(${bookings.flights}) as f(flight),
    jsonb_array_elements(f.flight -> 'segments') as s(segment)
  where s.segment ->> 'status' in (${sql.join(
    UNCONFIRMED_SEGMENT_STATUSES.map((code) => sql`${code}`),
    sql`, `,
  )}))`;

/** What puts a booking in each queue. */
function queueCondition(query: QueueQuery): SQL | undefined {
  switch (query.queue) {
    case 'issue':
      return and(eq(bookings.status, 'HOLD'), or(isNull(bookings.timeLimit), gt(bookings.timeLimit, query.now)));
    case 'cancel':
      return eq(bookings.status, 'HOLD');
    case 'void':
      return and(
        eq(bookings.status, 'EXPORT'),
        gt(bookings.voidUntil, query.now),
        isNull(bookings.pendingSupplierAction),
      );
    case 'mail':
      return eq(bookings.status, 'EXPORT');
    case 'remind':
      return and(inArray(bookings.status, ['HOLD', 'EXPORT']), hasUnconfirmedSegment);
  }
}

function conditionsOf(query: QueueQuery): SQL | undefined {
  return and(
    scopeCondition(query.scope),
    queueCondition(query),
    query.pnr ? like(bookings.pnr, `${query.pnr.toUpperCase()}%`) : undefined,
    query.airline ? eq(bookings.airline, query.airline) : undefined,
    query.system ? eq(bookings.system, query.system) : undefined,
    query.bookedFrom ? gte(bookings.createdAt, query.bookedFrom) : undefined,
    query.bookedBefore ? lt(bookings.createdAt, query.bookedBefore) : undefined,
  );
}

/** The queue's own deadline: time limit (issue, cancel), void deadline (void), departure (mail, remind). */
function deadlineOf(queue: TWorkQueue): SQL {
  if (queue === 'issue' || queue === 'cancel') return sql`coalesce(${bookings.timeLimit}, 'infinity'::timestamptz)`;
  if (queue === 'void') return sql`${bookings.voidUntil}`;
  return sql`${bookings.departAt}`;
}

function sortOf(query: QueueQuery): SQL[] {
  const key =
    query.sort === 'deadline'
      ? deadlineOf(query.queue)
      : query.sort === 'createdAt'
        ? sql`${bookings.createdAt}`
        : query.sort === 'departAt'
          ? sql`${bookings.departAt}`
          : query.sort === 'pnr'
            ? sql`coalesce(${bookings.pnr}, '')`
            : sql`${bookings.totalAmount}`;
  const by = query.order === 'asc' ? asc : desc;
  return [by(key), by(bookings.id)];
}

const passengerNames = sql<
  string[]
>`(select coalesce(array_agg(${bookingPassengers.airlineLastName} || ' ' || ${bookingPassengers.airlineFirstName} order by ${bookingPassengers.paxId}), '{}') from ${bookingPassengers} where ${bookingPassengers.bookingId} = ${bookings.id})`;

/** The booking's last itinerary mail (its 'mail' event's outbox row), as one json object or null. */
const lastMail = sql<{
  id: number;
  to: string;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
  nextAttemptAt: string | null;
} | null>`(select json_build_object('id', o.id, 'to', o.to_address, 'createdAt', o.created_at, 'sentAt', o.sent_at,
    'lastError', o.last_error, 'nextAttemptAt', o.next_attempt_at)
  from ${bookingEvents} e join ${outboxEmails} o on o.id = (e.details ->> 'outboxEmailId')::bigint
  where e.booking_id = ${bookings.id} and e.action = 'mail' order by e.id desc limit 1)`;

export type QueueRow = Awaited<ReturnType<typeof readQueuePage>>[number];

/** One page of a queue (offset paging: a queue is short-lived work, not a history). */
export async function readQueuePage(db: Database, query: QueueQuery, page: { limit: number; offset: number }) {
  return db
    .select({
      id: bookings.id,
      pnr: bookings.pnr,
      system: bookings.system,
      airline: bookings.airline,
      status: bookings.status,
      route: bookings.route,
      departAt: bookings.departAt,
      createdAt: bookings.createdAt,
      timeLimit: bookings.timeLimit,
      voidUntil: bookings.voidUntil,
      totalAmount: bookings.totalAmount,
      flights: query.queue === 'remind' ? bookings.flights : sql<null>`null`,
      contactEmail: sql<string | null>`coalesce(${bookings.contact} ->> 'email', ${bookingOrders.contact} ->> 'email')`,
      agency: { id: agencies.id, code: agencies.code, name: agencies.name },
      createdBy: { id: users.id, username: users.username, fullName: users.fullName },
      passengerNames,
      mail: query.queue === 'mail' ? lastMail : sql<null>`null`,
    })
    .from(bookings)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookings.orderId))
    .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
    .innerJoin(users, eq(users.id, bookings.createdBy))
    .where(conditionsOf(query))
    .orderBy(...sortOf(query))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countQueue(db: Database, query: QueueQuery): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(conditionsOf(query));
  return Number(row?.count ?? 0);
}
