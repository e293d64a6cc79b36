// The SQL of tours and their departures, always scoped by the owning agency (another agency's row is no row).
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ZListToursQuery } from '@portal/contracts';
import type { z } from 'zod';
import { tables, type Database } from '@portal/db';

const { b2cTours, b2cTourDepartures, b2cTourSeatHolds } = tables;

export type TourRow = typeof b2cTours.$inferSelect;
export type TourValues = Omit<typeof b2cTours.$inferInsert, 'id' | 'agencyId' | 'createdAt'>;
export type DepartureRow = typeof b2cTourDepartures.$inferSelect;
export type Scope = { agencyId: string; id: string };

export async function findTour(
  db: Database,
  scope: Scope,
  options: { lock?: 'update' | 'share' } = {},
): Promise<TourRow | undefined> {
  const query = db
    .select()
    .from(b2cTours)
    .where(and(eq(b2cTours.id, scope.id), eq(b2cTours.agencyId, scope.agencyId)));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

export async function insertTour(db: Database, agencyId: string, values: TourValues): Promise<string> {
  const [row] = await db
    .insert(b2cTours)
    .values({ ...values, agencyId })
    .returning({ id: b2cTours.id });
  return row!.id;
}

export async function updateTour(db: Database, scope: Scope, values: Partial<TourValues>): Promise<boolean> {
  const rows = await db
    .update(b2cTours)
    .set(values)
    .where(and(eq(b2cTours.id, scope.id), eq(b2cTours.agencyId, scope.agencyId)))
    .returning({ id: b2cTours.id });
  return rows.length > 0;
}

export async function hasHolds(db: Database, tourId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(b2cTourSeatHolds).where(eq(b2cTourSeatHolds.tourId, tourId));
  return (row?.n ?? 0) > 0;
}

/** Deletes a tour and its departures; false when it is not the agency's. */
export async function deleteTour(db: Database, scope: Scope): Promise<boolean> {
  const rows = await db
    .delete(b2cTours)
    .where(and(eq(b2cTours.id, scope.id), eq(b2cTours.agencyId, scope.agencyId)))
    .returning({ id: b2cTours.id });
  return rows.length > 0;
}

/** Upcoming departures (from `today`) of these tours, soonest first; optionally within a month's range. */
export async function departuresOf(
  db: Database,
  tourIds: readonly string[],
  range: { from: string; to?: string },
): Promise<DepartureRow[]> {
  if (tourIds.length === 0) return [];
  return db
    .select()
    .from(b2cTourDepartures)
    .where(
      and(
        inArray(b2cTourDepartures.tourId, [...tourIds]),
        gte(b2cTourDepartures.departureDate, range.from),
        range.to ? lte(b2cTourDepartures.departureDate, range.to) : undefined,
      ),
    )
    .orderBy(asc(b2cTourDepartures.departureDate));
}

export type ListFilters = z.output<typeof ZListToursQuery>;

export async function listTours(db: Database, scope: { agencyId: string; today: string }, filters: ListFilters) {
  const { agencyId, today } = scope;
  const conditions: (SQL | undefined)[] = [eq(b2cTours.agencyId, agencyId)];
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(b2cTours.title, like), ilike(b2cTours.code, like), ilike(b2cTours.departurePoint, like)));
  }
  if (filters.status) conditions.push(eq(b2cTours.status, filters.status));
  if (filters.departurePoint) conditions.push(ilike(b2cTours.departurePoint, filters.departurePoint));
  if (filters.month) {
    const from = `${filters.month}-01`;
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(b2cTourDepartures)
          .where(
            and(
              eq(b2cTourDepartures.tourId, b2cTours.id),
              gte(b2cTourDepartures.departureDate, from),
              sql`${b2cTourDepartures.departureDate} < (${from}::date + interval '1 month')`,
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const nextDeparture = sql<string | null>`(select min(d.departure_date) from b2c_tour_departures d
    where d.tour_id = ${b2cTours.id} and d.departure_date >= ${today}::date)`;
  const column = {
    updatedAt: b2cTours.updatedAt,
    code: b2cTours.code,
    title: b2cTours.title,
    adultPrice: b2cTours.adultPrice,
    nextDeparture,
  }[filters.sort];
  const direction = filters.order === 'asc' ? asc : desc;
  const orderBy =
    filters.sort === 'nextDeparture'
      ? [sql`${nextDeparture} ${sql.raw(filters.order === 'asc' ? 'asc' : 'desc')} nulls last`, asc(b2cTours.id)]
      : [direction(column as typeof b2cTours.code), asc(b2cTours.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(b2cTours)
      .where(where)
      .orderBy(...orderBy)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ n: count() }).from(b2cTours).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Inserts departures on these dates (dates the tour already has are kept as they are); answers how many were new. */
export async function insertDepartures(
  db: Database,
  tour: { id: string; agencyId: string },
  add: { dates: readonly string[]; seats: number },
): Promise<number> {
  const { dates, seats } = add;
  if (dates.length === 0) return 0;
  const rows = await db
    .insert(b2cTourDepartures)
    .values(dates.map((departureDate) => ({ tourId: tour.id, agencyId: tour.agencyId, departureDate, seats })))
    .onConflictDoNothing({ target: [b2cTourDepartures.tourId, b2cTourDepartures.departureDate] })
    .returning({ id: b2cTourDepartures.id });
  return rows.length;
}

export async function findDeparture(
  db: Database,
  scope: { agencyId: string; tourId: string; departureId: string },
): Promise<DepartureRow | undefined> {
  const [row] = await db
    .select()
    .from(b2cTourDepartures)
    .where(
      and(
        eq(b2cTourDepartures.id, scope.departureId),
        eq(b2cTourDepartures.tourId, scope.tourId),
        eq(b2cTourDepartures.agencyId, scope.agencyId),
      ),
    );
  return row;
}
