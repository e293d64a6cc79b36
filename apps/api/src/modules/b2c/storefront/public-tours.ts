// The published tours of a site as consumers see them: the list with its next departures, one tour with every open date.
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { vietnamToday } from '@portal/domain';
import type { TourRow } from '../tours/tour.repository.js';

const { b2cTours, b2cTourDepartures } = tables;

export type PublicDeparture = { id: string; date: string; seatsLeft: number };
export type PublicTour = TourRow & { departures: PublicDeparture[] };

/**
 * The departures a consumer may still book (bookings close the day before, decision 120: from tomorrow on), soonest
 * first, by tour; the first `perTour` of each tour only when given (a list row shows a few).
 */
async function openDepartures(
  db: Database,
  scope: { tourIds: string[]; now: Date; perTour?: number },
): Promise<Map<string, PublicDeparture[]>> {
  const { tourIds, now, perTour } = scope;
  const byTour = new Map<string, PublicDeparture[]>(tourIds.map((id) => [id, []]));
  if (tourIds.length === 0) return byTour;
  const open = db
    .select({
      id: b2cTourDepartures.id,
      tourId: b2cTourDepartures.tourId,
      date: b2cTourDepartures.departureDate,
      seatsLeft: sql<number>`${b2cTourDepartures.seats} - ${b2cTourDepartures.seatsTaken}`.as('seats_left'),
      rank: sql<number>`row_number() over (partition by ${b2cTourDepartures.tourId} order by ${b2cTourDepartures.departureDate})`.as(
        'rank',
      ),
    })
    .from(b2cTourDepartures)
    .where(and(inArray(b2cTourDepartures.tourId, tourIds), gt(b2cTourDepartures.departureDate, vietnamToday(now))))
    .as('open');
  const rows = await db
    .select({ id: open.id, tourId: open.tourId, date: open.date, seatsLeft: open.seatsLeft })
    .from(open)
    .where(perTour ? lte(open.rank, perTour) : undefined)
    .orderBy(asc(open.date));
  for (const row of rows)
    byTour.get(row.tourId)?.push({ id: row.id, date: row.date, seatsLeft: Number(row.seatsLeft) });
  return byTour;
}

/**
 * The agency's published tours, the soonest departing first (tours without an open date last), each with its open
 * departures; at most `limit`.
 */
export async function publishedTours(
  db: Database,
  scope: { agencyId: string; now: Date; limit: number; departuresPerTour: number },
): Promise<PublicTour[]> {
  const { agencyId, now, limit } = scope;
  const nextDeparture = sql`(select min(d.departure_date) from b2c_tour_departures d
    where d.tour_id = ${b2cTours.id} and d.departure_date > ${vietnamToday(now)}::date and d.seats > d.seats_taken)`;
  const rows = await db
    .select()
    .from(b2cTours)
    .where(and(eq(b2cTours.agencyId, agencyId), eq(b2cTours.status, 'published')))
    .orderBy(sql`${nextDeparture} asc nulls last`, asc(b2cTours.title), asc(b2cTours.id))
    .limit(limit);
  const departures = await openDepartures(db, {
    tourIds: rows.map((row) => row.id),
    now,
    perTour: scope.departuresPerTour,
  });
  return rows.map((row) => ({ ...row, departures: departures.get(row.id) ?? [] }));
}

/** One published tour of the agency by its code (any case), with its open departures; undefined when there is none. */
export async function publishedTourByCode(
  db: Database,
  scope: { agencyId: string; code: string; now: Date },
): Promise<PublicTour | undefined> {
  const code = scope.code.toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9-]{1,29}$/.test(code)) return undefined;
  const [row] = await db
    .select()
    .from(b2cTours)
    .where(and(eq(b2cTours.agencyId, scope.agencyId), eq(b2cTours.code, code), eq(b2cTours.status, 'published')));
  if (!row) return undefined;
  const departures = await openDepartures(db, { tourIds: [row.id], now: scope.now });
  return { ...row, departures: departures.get(row.id) ?? [] };
}
