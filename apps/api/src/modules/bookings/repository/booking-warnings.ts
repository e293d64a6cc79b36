// Holds about to expire that were not yet warned of (the warning job's read; the notice's dedupe key keeps it once).
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingRow } from './booking-rows.js';

const { bookings, notifications } = tables;

export const holdWarningKey = (bookingId: string) => `hold-expiring:${bookingId}`;

/** HOLD bookings whose time limit falls within `withinMs` from now, whose maker has no warning of it yet. */
export async function holdsExpiringSoon(
  db: Database,
  options: { now: Date; withinMs: number; limit: number },
): Promise<BookingRow[]> {
  const { now, withinMs, limit } = options;
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'HOLD'),
        gt(bookings.timeLimit, now),
        lte(bookings.timeLimit, new Date(now.getTime() + withinMs)),
        sql`not exists (select 1 from ${notifications} n where n.user_id = ${bookings.createdBy}
          and n.dedupe_key = 'hold-expiring:' || ${bookings.id}::text)`,
      ),
    )
    .orderBy(asc(bookings.timeLimit))
    .limit(limit);
}
