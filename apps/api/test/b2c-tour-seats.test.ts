// Seats on a tour departure (issue 20): reserveTourSeats prices the party and never oversells under parallel
// reservations; released seats come back once; a booked tour is never deleted, only unpublished.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTour } from '@portal/contracts';
import { tables } from '@portal/db';
import { priceTourParty } from '@portal/domain';
import { releaseTourSeats, reserveTourSeats } from '../src/modules/b2c/tours/tour-seats.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { createTour, dayFrom, TOUR_BODY } from './support/tours.js';

let ctx: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
});
afterAll(() => ctx.close());

const reserve = (agencyId: string, departureId: string, party: Parameters<typeof reserveTourSeats>[2]['party']) =>
  ctx.db.transaction((tx) => reserveTourSeats(tx, agencyId, { departureId, party, today: dayFrom(ctx, 0) }));
const statusOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );
const departureRow = async (id: string) => {
  const [row] = await ctx.db
    .select()
    .from(tables.b2cTourDepartures)
    .where(sql`${tables.b2cTourDepartures.id} = ${id}`);
  return row!;
};

describe('reserveTourSeats', () => {
  it('holds seats for the priced party: children by age, infants, single rooms, the deposit', async () => {
    const tour = await createTour(ctx, admin, { code: 'SEAT-1' }, { seats: 10 });
    const departure = tour.departures[0]!;
    const party = { adults: 2, childAges: [7, 3], singleRooms: 1 };
    const hold = await reserve(admin.agencyId, departure.id, party);
    const expected = priceTourParty({ ...TOUR_BODY, childPrice: { mode: 'percent', value: 75 } }, party);
    expect(hold.price.total).toBe(expected.total);
    expect(hold.price.total).toBe(2 * 3_990_000 + 2_992_500 + 0 + 1_200_000);
    expect(hold.price.deposit).toBe(Math.ceil(hold.price.total / 2));
    expect((await departureRow(departure.id)).seatsTaken).toBe(4);
    const [stored] = await ctx.db
      .select()
      .from(tables.b2cTourSeatHolds)
      .where(sql`${tables.b2cTourSeatHolds.id} = ${hold.holdId}`);
    expect([stored!.total, stored!.deposit, stored!.seats]).toEqual([hold.price.total, hold.price.deposit, 4]);
  });

  it("refuses another agency's departure, a draft tour and a party bigger than the seats left", async () => {
    const other = await ctx.newSignedInUser({ role: 'admin_f1' });
    const tour = await createTour(ctx, admin, { code: 'SEAT-2' }, { seats: 3 });
    const departure = tour.departures[0]!.id;
    expect(await statusOf(reserve(other.agencyId, departure, { adults: 1 }))).toBe(404);
    expect(await statusOf(reserve(admin.agencyId, departure, { adults: 2, childAges: [1, 2] }))).toBe(409);
    expect(await statusOf(reserve(admin.agencyId, departure, { adults: 0 }))).toBe(400);
    const draft = await createTour(ctx, admin, { code: 'SEAT-3' }, { publish: false });
    expect(await statusOf(reserve(admin.agencyId, draft.departures[0]!.id, { adults: 1 }))).toBe(404);
    expect((await departureRow(departure)).seatsTaken).toBe(0);
  });

  it('never oversells when 12 parties of 3 race for 10 seats', async () => {
    const tour = await createTour(ctx, admin, { code: 'RACE-1' }, { seats: 10, dates: [15] });
    const departure = tour.departures[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => statusOf(reserve(admin.agencyId, departure, { adults: 2, childAges: [6] }))),
    );
    expect(results.filter((status) => status === 200)).toHaveLength(3);
    expect(results.filter((status) => status === 409)).toHaveLength(9);
    const row = await departureRow(departure);
    expect(row.seatsTaken).toBe(9);
    const [held] = await ctx.db
      .select({ seats: sql<number>`coalesce(sum(${tables.b2cTourSeatHolds.seats}), 0)::int` })
      .from(tables.b2cTourSeatHolds)
      .where(sql`${tables.b2cTourSeatHolds.departureId} = ${departure}`);
    expect(held!.seats).toBe(9);
    // The one seat left goes to exactly one of five single travellers.
    const singles = await Promise.all(
      Array.from({ length: 5 }, () => statusOf(reserve(admin.agencyId, departure, { adults: 1 }))),
    );
    expect(singles.filter((status) => status === 200)).toHaveLength(1);
    expect((await departureRow(departure)).seatsTaken).toBe(10);
  });

  it('gives released seats back once; a booked tour is 409 on delete, its seats never cut below those taken', async () => {
    const tour = await createTour(ctx, admin, { code: 'REL-1' }, { seats: 6 });
    const departure = tour.departures[0]!.id;
    const hold = await reserve(admin.agencyId, departure, { adults: 4 });
    const call = (method: 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
    expect((await call('PUT', `/api/b2c/tours/${tour.id}/departures/${departure}`, { seats: 3 })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/b2c/tours/${tour.id}/departures/${departure}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/b2c/tours/${tour.id}`)).statusCode).toBe(409);
    expect((await call('GET', `/api/b2c/tours/${tour.id}`)).json<TTour>().hasBookings).toBe(true);
    const releases = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.db.transaction((tx) => releaseTourSeats(tx, admin.agencyId, { holdId: hold.holdId, at: ctx.clock.now() })),
      ),
    );
    expect(releases.filter(Boolean)).toHaveLength(1);
    expect((await departureRow(departure)).seatsTaken).toBe(0);
    const unbooked = await createTour(ctx, admin, { code: 'REL-2' });
    expect((await call('DELETE', `/api/b2c/tours/${unbooked.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/b2c/tours/${unbooked.id}`)).statusCode).toBe(404);
  });

  it('a delete racing a reservation: either the tour is gone and the booking 404, or it is booked and the delete 409', async () => {
    for (let round = 0; round < 4; round++) {
      const tour = await createTour(ctx, admin, { code: `DEL-RACE-${round}` });
      const [booking, deletion] = await Promise.all([
        statusOf(reserve(admin.agencyId, tour.departures[0]!.id, { adults: 1 })),
        ctx.app.inject({ method: 'DELETE', url: `/api/b2c/tours/${tour.id}`, headers: admin.auth }),
      ]);
      expect([
        [200, 409],
        [404, 204],
      ]).toContainEqual([booking, deletion.statusCode]);
    }
  });
});
