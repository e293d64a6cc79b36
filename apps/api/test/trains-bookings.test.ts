// Train bookings after the hold: read in scope (an administrator above sees a sub-agency's, nobody else), listed with
// filters, sorts, pages and totals, exported, cancelled at the railway, and expired by the job with stale locks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type TListTrainBookingsResponse, type TTrainBooking } from '@portal/contracts';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import type { BuiltApp } from '../src/app.js';
import type { SignedIn } from './support/test-context.js';
import { signedInFrom } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import {
  adultOn,
  bookingOf,
  BUYER,
  closeTrainApp,
  expectedTotal,
  findRun,
  jsonOf,
  lockSeats,
  startTrainApp,
  type Journey,
  type TrainApp,
} from './support/trains.js';

let app: TrainApp;
let f1Admin: SignedIn;
let agent: SignedIn;
let stranger: SignedIn;
let journey: Journey & { carriageNo: string };
let seatCursor = 0;
const held: TTrainBooking[] = [];

async function holdOne(who: SignedIn, fullName: string): Promise<TTrainBooking> {
  const [lock] = await lockSeats(app, who, { journey, count: 1, skip: seatCursor++ });
  return bookingOf(
    await app.api.hold(who, {
      passengers: [adultOn(lock!, { fullName })],
      buyer: BUYER,
      acceptedTotal: expectedTotal([{ fare: lock!.fare, insurance: lock!.seat.insurance, percent: 100 }]),
    }),
  );
}

beforeAll(async () => {
  app = await startTrainApp();
  const f1 = await app.ctx.newAgency({ level: 'F1' });
  const f2 = await app.ctx.newAgency({ level: 'F2', parentId: f1.id });
  const admin = await app.ctx.newUser({ agencyId: f1.id, role: 'admin_f1' });
  f1Admin = signedInFrom(await app.ctx.login(admin.username, admin.password));
  const permissions = [...DEFAULT_ROLE_PERMISSIONS.agent_f2, 'USE_TRAIN'];
  const user = await app.ctx.newUser({ agencyId: f2.id, role: 'agent_f2', permissions });
  agent = signedInFrom(await app.ctx.login(user.username, user.password));
  stranger = await app.ctx.newSignedInUser({ role: 'agent_f1' });
  journey = await findRun(app, agent, { seatType: 'NGM' });
  for (const name of ['Trần Thị Bình', 'Nguyễn Văn Đức', 'Phạm Thu Hà']) held.push(await holdOne(agent, name));
  held.push(await holdOne(stranger, 'Trần Thị Bình'));
});
afterAll(() => closeTrainApp(app));

const listOf = async (who: SignedIn, query = '') => jsonOf<TListTrainBookingsResponse>(await app.api.list(who, query));

describe('reading in scope', () => {
  it('shows a booking to its agency and to the administrator above (read-only), 404 to any other agency', async () => {
    const mine = held[0]!;
    expect(bookingOf(await app.api.get(agent, mine.id), 200).allowedActions).toEqual(['cancel']);
    const above = bookingOf(await app.api.get(f1Admin, mine.id), 200);
    expect(above.allowedActions).toEqual([]);
    expect((await app.api.get(stranger, mine.id)).statusCode).toBe(404);
    expect((await app.api.cancel(stranger, mine.id)).statusCode).toBe(404);
    expectApiError(await app.api.cancel(f1Admin, mine.id), 403, ErrorCode.FORBIDDEN);
  });
});

describe('the list', () => {
  it('lists the agency, and for an F1 administrator its sub-agencies too, never another agency', async () => {
    const own = await listOf(agent);
    expect(own.total).toBe(3);
    expect(own.items.map((item) => item.id).sort()).toEqual(
      held
        .slice(0, 3)
        .map((booking) => booking.id)
        .sort(),
    );
    expect((await listOf(f1Admin)).total).toBe(3);
    expect((await listOf(stranger)).total).toBe(1);
    expect(own.items[0]).toMatchObject({
      status: 'HOLD',
      route: 'HNO-DNA',
      trainNumbers: [journey.run.trainNumber],
      ticketCount: 1,
      buyerName: BUYER.fullName,
    });
  });

  it('filters by name without accents, code prefix, train, status and days; sorts and pages with the total', async () => {
    expect((await listOf(agent, '?name=tran%20thi')).items.map((item) => item.id)).toEqual([held[0]!.id]);
    expect((await listOf(agent, '?name=DUC')).items.map((item) => item.id)).toEqual([held[1]!.id]);
    const code = held[2]!.bookingCode!;
    expect((await listOf(agent, `?code=${code.slice(0, 6)}`)).items.map((item) => item.id)).toContain(held[2]!.id);
    expect((await listOf(agent, `?trainNumber=${journey.run.trainNumber}`)).total).toBe(3);
    expect((await listOf(agent, '?trainNumber=SE99')).total).toBe(0);
    expect((await listOf(agent, '?status=CANCELLED')).total).toBe(0);
    expect((await listOf(agent, '?departFrom=2026-12-15&departTo=2026-12-15')).total).toBe(3);
    expect((await listOf(agent, '?departFrom=2026-12-16')).total).toBe(0);
    expect((await listOf(agent, '?bookedFrom=2026-11-21&bookedTo=2026-11-21')).total).toBe(3);
    const byAmount = await listOf(agent, '?sort=totalAmount&order=asc');
    const amounts = byAmount.items.map((item) => item.totalAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const page = await listOf(agent, '?sort=totalAmount&order=asc&limit=1&offset=1');
    expect(page).toEqual({ total: 3, items: [byAmount.items[1]] });
    expect((await app.api.list(agent, '?limit=0')).statusCode).toBe(400);
  });

  it('exports the same rows as CSV and as a workbook', async () => {
    const csv = await app.api.list(agent, '/export?format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    for (const booking of held.slice(0, 3)) expect(csv.body).toContain(booking.bookingCode!);
    expect(csv.body).not.toContain(held[3]!.bookingCode!);
    const xlsx = await app.api.list(agent, '/export?format=xlsx&name=duc');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('cancel and expiry', () => {
  it('cancels a hold at the railway: CANCELLED, tickets cancelled, the seats free and their rows gone', async () => {
    const booking = await holdOne(agent, 'Võ Thị Sáu');
    const cancelled = bookingOf(await app.api.cancel(agent, booking.id), 200);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', allowedActions: [] });
    expect(cancelled.tickets.every((ticket) => ticket.status === 'CANCELLED')).toBe(true);
    const rows = await app.ctx.db
      .select()
      .from(tables.trainSeatLocks)
      .where(eq(tables.trainSeatLocks.bookingId, booking.id));
    expect(rows).toEqual([]);
    // A repeat answers the cancelled booking again; a failed hold cannot be cancelled.
    expect(bookingOf(await app.api.cancel(agent, booking.id), 200)).toEqual(cancelled);
    const [failedRow] = await app.ctx.db
      .update(tables.trainBookings)
      .set({ status: 'FAILED' })
      .where(eq(tables.trainBookings.id, held[2]!.id))
      .returning();
    expect(failedRow).toBeDefined();
    const failed = await app.api.cancel(agent, held[2]!.id);
    expect(expectApiError(failed, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'wrongState' });
  });

  it('expires holds past their time limit and deletes expired locks no booking took', async () => {
    const booking = await holdOne(agent, 'Đặng Văn Lâm');
    const [stale] = await lockSeats(app, agent, { journey, count: 1, skip: seatCursor++ });
    const jobs = (app.ctx.app as BuiltApp).trainJobs;
    const nothingYet = await jobs.runOnce();
    expect(nothingYet.expired).toBe(0);
    app.ctx.clock.set(new Date(new Date(booking.timeLimit!).getTime() + 60_000));
    const run = await jobs.runOnce();
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(run.locksDeleted).toBeGreaterThanOrEqual(1);
    // (The clock moved past the access token's life: read the rows.)
    const [row] = await app.ctx.db.select().from(tables.trainBookings).where(eq(tables.trainBookings.id, booking.id));
    expect(row).toMatchObject({ status: 'CANCELLED' });
    const staleRows = await app.ctx.db
      .select()
      .from(tables.trainSeatLocks)
      .where(eq(tables.trainSeatLocks.ticketId, stale!.ticketId));
    expect(staleRows).toEqual([]);
    const events = await app.ctx.db
      .select()
      .from(tables.trainBookingEvents)
      .where(eq(tables.trainBookingEvents.bookingId, booking.id));
    expect(events.at(-1)).toMatchObject({ action: 'expire', toStatus: 'CANCELLED', actorUserId: null });
    expect((await jobs.runOnce()).expired).toBe(0);
  });
});
