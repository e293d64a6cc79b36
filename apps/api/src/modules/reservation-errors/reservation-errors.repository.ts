// Reads of the reservation error log within a set of agencies: filtered, newest first, one page and the total.
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TReservationAction, TReservationError, TReservationErrorScopeResponse } from '@portal/contracts';

const { agencies, users, reservationErrors } = tables;

/** Whether the user belongs to one of these agencies. */
export async function isUserOfAgencies(db: Database, userId: string, agencyIds: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.agencyId, [...agencyIds])));
  return row !== undefined;
}

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

/** The agencies of the scope (the caller's first) and their users, for the list's filters. */
export async function scopeOf(
  db: Database,
  ownAgencyId: string,
  agencyIds: readonly string[],
): Promise<TReservationErrorScopeResponse> {
  const [agencyRows, userRows] = await Promise.all([
    db
      .select({ id: agencies.id, code: agencies.code, name: agencies.name })
      .from(agencies)
      .where(inArray(agencies.id, [...agencyIds]))
      .orderBy(asc(agencies.code)),
    db
      .select({ id: users.id, username: users.username, fullName: users.fullName, agencyId: users.agencyId })
      .from(users)
      .where(inArray(users.agencyId, [...agencyIds]))
      .orderBy(asc(users.username)),
  ]);
  const ordered = [...agencyRows].sort((a, b) => Number(b.id === ownAgencyId) - Number(a.id === ownAgencyId));
  return { agencies: ordered.map((agency) => ({ ...agency, isOwn: agency.id === ownAgencyId })), users: userRows };
}
