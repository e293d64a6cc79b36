// The departures of a tour: added from a daily pattern or fixed dates, seats changed, removed while nobody holds seats.
import { and, eq, lte } from 'drizzle-orm';
import { TOUR_DEPARTURES_PER_WRITE_MAX, type TTourDeparture, type ZAddTourDepartures } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { allDepartureDates } from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import type { RequestContext } from '../../../platform/request-context.js';
import { vietnamIso } from '../../../platform/vietnam-time.js';
import { badTourField, tourConflict } from './tour-errors.js';
import * as repository from './tour.repository.js';
import { departureView } from './tour-view.js';

const { b2cTourDepartures } = tables;

export function createTourDepartureService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const today = () => vietnamIso(clock.now()).slice(0, 10);

  async function ownTour(caller: RequestContext, id: string) {
    const tour = await repository.findTour(db, { agencyId: caller.auth.agencyId, id });
    if (!tour) throw notFound();
    return tour;
  }

  /** Departures from today (or within a month), soonest first. */
  async function list(caller: RequestContext, id: string, month?: string): Promise<TTourDeparture[]> {
    await ownTour(caller, id);
    const range = month ? { from: `${month}-01`, to: lastDayOf(month) } : { from: today() };
    return (await repository.departuresOf(db, [id], range)).map(departureView);
  }

  /** Adds the pattern's dates from tomorrow on; a date the tour already has keeps its seats. */
  async function add(caller: RequestContext, id: string, input: z.output<typeof ZAddTourDepartures>) {
    const tour = await ownTour(caller, id);
    const dates = allDepartureDates(input.pattern);
    if (dates.length > TOUR_DEPARTURES_PER_WRITE_MAX)
      throw badTourField(caller.language, {
        field: 'pattern.to',
        vi: `tối đa ${TOUR_DEPARTURES_PER_WRITE_MAX} ngày khởi hành mỗi lần`,
        en: `at most ${TOUR_DEPARTURES_PER_WRITE_MAX} departures at once`,
      });
    const upcoming = dates.filter((date) => date > today());
    if (upcoming.length === 0)
      throw badTourField(caller.language, {
        field: input.pattern.kind === 'daily' ? 'pattern.to' : 'pattern.dates',
        vi: 'không có ngày khởi hành nào từ ngày mai',
        en: 'no departure from tomorrow on',
      });
    const created = await repository.insertDepartures(db, tour, { dates: upcoming, seats: input.seats });
    return { created, departures: await list(caller, id) };
  }

  /** Changes a departure's seats, never below the seats already taken (409 naming seats). */
  async function change(caller: RequestContext, id: string, change_: { departureId: string; seats: number }) {
    const { departureId, seats } = change_;
    const scope = { agencyId: caller.auth.agencyId, tourId: id, departureId };
    if (!(await repository.findDeparture(db, scope))) throw notFound();
    const [row] = await db
      .update(b2cTourDepartures)
      .set({ seats })
      .where(
        and(
          eq(b2cTourDepartures.id, departureId),
          eq(b2cTourDepartures.agencyId, scope.agencyId),
          lte(b2cTourDepartures.seatsTaken, seats),
        ),
      )
      .returning();
    if (!row)
      throw tourConflict(caller.language, {
        field: 'seats',
        vi: 'ít hơn số chỗ đã đặt',
        en: 'fewer than the seats already taken',
      });
    return departureView(row);
  }

  /** Removes a departure nobody holds seats on (409 otherwise: reduce its seats instead). */
  async function remove(caller: RequestContext, id: string, departureId: string) {
    const scope = { agencyId: caller.auth.agencyId, tourId: id, departureId };
    if (!(await repository.findDeparture(db, scope))) throw notFound();
    const rows = await db
      .delete(b2cTourDepartures)
      .where(
        and(
          eq(b2cTourDepartures.id, departureId),
          eq(b2cTourDepartures.agencyId, scope.agencyId),
          eq(b2cTourDepartures.seatsTaken, 0),
        ),
      )
      .returning({ id: b2cTourDepartures.id })
      // A departure whose bookings were all cancelled still has their (released) holds: kept for history.
      .catch((error: unknown) => {
        if (hasSqlState(error, '23503')) return [];
        throw error;
      });
    if (rows.length === 0)
      throw tourConflict(caller.language, {
        field: 'departureId',
        vi: 'chuyến đã có khách đặt',
        en: 'the departure has bookings',
      });
  }

  return { list, add, change, remove };
}

function hasSqlState(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
}

export type TourDepartureService = ReturnType<typeof createTourDepartureService>;
