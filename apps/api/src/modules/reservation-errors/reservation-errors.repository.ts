// Reads of the reservation error log within a set of agencies: filtered, newest first, one page and the total.
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TReservationAction, TReservationError } from '@portal/contracts';

const { agencies, users, reservationErrors } = tables;

export type ReservationErrorFilters = {
  /** At or after this instant. */
  from?: Date;
  /** Before this instant. */
  before?: Date;
  system?: string;
  action?: TReservationAction;
  userId?: string;
  agencyId?: string;
  limit: number;
  offset: number;
};

export async function listReservationErrors(
  db: Database,
  agencyIds: readonly string[],
  filters: ReservationErrorFilters,
): Promise<{ items: TReservationError[]; total: number }> {
  const where = and(
    inArray(reservationErrors.agencyId, [...agencyIds]),
    filters.from ? gte(reservationErrors.occurredAt, filters.from) : undefined,
    filters.before ? lt(reservationErrors.occurredAt, filters.before) : undefined,
    filters.system ? eq(reservationErrors.system, filters.system) : undefined,
    filters.action ? eq(reservationErrors.action, filters.action) : undefined,
    filters.userId ? eq(reservationErrors.userId, filters.userId) : undefined,
    filters.agencyId ? eq(reservationErrors.agencyId, filters.agencyId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: reservationErrors,
        agency: { id: agencies.id, code: agencies.code, name: agencies.name },
        user: { id: users.id, username: users.username, fullName: users.fullName },
      })
      .from(reservationErrors)
      .innerJoin(agencies, eq(agencies.id, reservationErrors.agencyId))
      .leftJoin(users, eq(users.id, reservationErrors.userId))
      .where(where)
      .orderBy(desc(reservationErrors.occurredAt), desc(reservationErrors.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(reservationErrors).where(where),
  ]);
  return {
    items: rows.map(({ row, agency, user }) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      agency,
      user,
      system: row.system,
      action: row.action,
      pnr: row.pnr,
      message: row.message,
    })),
    total: counted?.total ?? 0,
  };
}
