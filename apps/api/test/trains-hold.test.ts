// Holding train seats against a real simulator: every rule named by its field, the railway's discounts plus the
// chain's TRAIN fees exact, acceptedTotal checked before any call, the Idempotency-Key replayed, refused when reused
// with another body, and one booking when the same key races in five times (on both databases).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { ErrorCode, type TTrainHoldRequest, type TTrainSeatLock } from '@portal/contracts';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS, splitSaleLines } from '@portal/domain';
import type { BuiltApp } from '../src/app.js';
import { TRAIN_LOADING_GRACE_MS } from '../src/modules/trains/jobs/train-jobs.js';
import type { SignedIn } from './support/test-context.js';
import { signedInFrom } from './support/test-context.js';
import { errorFieldsOf, expectApiError } from './support/http.js';
import {
  adultOn,
  bookingOf,
  BUYER,
  closeTrainApp,
  expectedTotal,
  findRun,
  lockSeats,
  startTrainApp,
  type Journey,
  type TrainApp,
} from './support/trains.js';

const ADULT_FEE = 20_000;
const CHILD_FEE = 10_000;

let app: TrainApp;
let f1Admin: SignedIn;
let agent: SignedIn;
let journey: Journey & { carriageNo: string };
let seatCursor = 0;

beforeAll(async () => {
  app = await startTrainApp();
  const f1 = await app.ctx.newAgency({ level: 'F1' });
  const f2 = await app.ctx.newAgency({ level: 'F2', parentId: f1.id });
  const admin = await app.ctx.newUser({ agencyId: f1.id, role: 'admin_f1' });
  f1Admin = signedInFrom(await app.ctx.login(admin.username, admin.password));
  const permissions = [...DEFAULT_ROLE_PERMISSIONS.agent_f2, 'USE_TRAIN', 'EXPORT_TICKET'];
  const user = await app.ctx.newUser({ agencyId: f2.id, role: 'agent_f2', permissions });
  agent = signedInFrom(await app.ctx.login(user.username, user.password));
  const rule = { agencyId: f1.id, subAgencyId: null, airline: null, routeScope: 'domestic' as const };
  await app.ctx.db.insert(tables.commissionFees).values([
    { ...rule, product: 'TRAIN', paxType: 'ADT', chargeBasis: 'ticket', amount: ADULT_FEE },
    { ...rule, product: 'TRAIN', paxType: 'CHD', chargeBasis: 'ticket', amount: CHILD_FEE },
    // A flight rule of the same key never prices a train ticket.
    { ...rule, product: 'FLIGHT', paxType: 'ADT', chargeBasis: 'ticket', amount: 999_000 },
  ]);
  journey = await findRun(app, agent, { seatType: 'NGM' });
});
afterAll(() => closeTrainApp(app));

/** Fresh seats of the journey for each test (so tests never share a lock). */
async function seats(count: number, who: SignedIn = agent): Promise<TTrainSeatLock[]> {
  const locks = await lockSeats(app, who, { journey, count, skip: seatCursor });
  seatCursor += count;
  return locks;
}

const CHILD_BIRTH = '2019-03-01'; // 7 on 15 December 2026
const SENIOR_BIRTH = '1950-06-01';

/** An adult, a child with that adult and a senior: the railway's amounts plus the chain's fees. */
async function familyHold(): Promise<{ body: TTrainHoldRequest; locks: TTrainSeatLock[]; total: number }> {
  const locks = await seats(3);
  const [adult, child, senior] = locks as [TTrainSeatLock, TTrainSeatLock, TTrainSeatLock];
  const total = expectedTotal([
    { fare: adult.fare, insurance: adult.seat.insurance, percent: 100 },
    { fare: child.fare, insurance: child.seat.insurance, percent: 75 },
    { fare: senior.fare, insurance: senior.seat.insurance, percent: 85 },
  ]);
  return {
    locks,
    total: total + 2 * ADULT_FEE + CHILD_FEE,
    body: {
      passengers: [
        adultOn(adult),
        adultOn(child, {
          fullName: 'Trần Minh Khôi',
          passengerType: 2,
          birthDate: CHILD_BIRTH,
          adultTicketId: adult.ticketId,
        }),
        adultOn(senior, { fullName: 'Lê Văn Thọ', passengerType: 13, birthDate: SENIOR_BIRTH }),
      ],
      buyer: BUYER,
      acceptedTotal: total + 2 * ADULT_FEE + CHILD_FEE,
    },
  };
}

const bookingsOf = async (agencyId: string) =>
  (
    await app.ctx.db
      .select({ n: count() })
      .from(tables.trainBookings)
      .where(eq(tables.trainBookings.agencyId, agencyId))
  )[0]!.n;

describe('holding', () => {
  it('holds an adult, a child and a senior: the railway code and time limit, discounts and fees exact', async () => {
    const { body, locks, total } = await familyHold();
    const booking = bookingOf(await app.api.hold(agent, body));
    expect(booking).toMatchObject({
      status: 'HOLD',
      bookingCode: expect.stringMatching(/^[A-Z0-9]{5,12}$/),
      totalAmount: total,
      feeTotal: 2 * ADULT_FEE + CHILD_FEE,
      supplierNet: total - 2 * ADULT_FEE - CHILD_FEE,
      isRoundTrip: false,
      route: 'HNO-DNA',
      allowedActions: ['issue', 'cancel'],
      lastError: null,
    });
    expect(new Date(booking.timeLimit!).getTime()).toBeGreaterThan(app.ctx.clock.now().getTime());
    expect(booking.tickets.map((ticket) => [ticket.ticketId, ticket.passengerType, ticket.issueFee])).toEqual([
      [locks[0]!.ticketId, 1, ADULT_FEE],
      [locks[1]!.ticketId, 2, CHILD_FEE],
      [locks[2]!.ticketId, 13, ADULT_FEE],
    ]);
    const [adult, child, senior] = booking.tickets;
    expect(adult).toMatchObject({ discount: 0, amount: locks[0]!.fare, fromName: 'Hà Nội', toName: 'Đà Nẵng' });
    expect(child!.amount).toBe(locks[1]!.fare - child!.discount);
    expect(child!.discount).toBe(Math.floor(((locks[1]!.fare - 1000) * 25 + 50_000) / 100_000) * 1000);
    expect(senior!.discount).toBe(Math.floor(((locks[2]!.fare - 1000) * 15 + 50_000) / 100_000) * 1000);
    expect(child).toMatchObject({ adultTicketId: locks[0]!.ticketId, birthDate: CHILD_BIRTH, status: 'HELD' });
    // Times as the railway writes them, on Vietnam's clock.
    expect(adult!.departAt).toBe(locks[0]!.departAt.replace(/\.\d{3}/, ''));
    expect(adult!.departAt).toMatch(/\+07:00$/);

    // The stored chain and lines split the sale exactly as flights' do.
    const [row] = await app.ctx.db.select().from(tables.trainBookings).where(eq(tables.trainBookings.id, booking.id));
    const pricing = row!.pricing as { chainAgencyIds: string[]; lines: { supplierNet: number; fees: number[] }[] };
    expect(pricing.chainAgencyIds).toEqual([agent.agencyId, f1Admin.agencyId]);
    expect(pricing.lines.map((line) => line.fees)).toEqual([[ADULT_FEE], [CHILD_FEE], [ADULT_FEE]]);
    expect(splitSaleLines({ agencyIds: pricing.chainAgencyIds, lines: pricing.lines }).total.buyerPays).toBe(total);
    expect(row!.agencyPath).toEqual([f1Admin.agencyId, agent.agencyId]);
    const lockRows = await app.ctx.db
      .select()
      .from(tables.trainSeatLocks)
      .where(eq(tables.trainSeatLocks.bookingId, booking.id));
    expect(lockRows).toHaveLength(3);
    const events = await app.ctx.db
      .select()
      .from(tables.trainBookingEvents)
      .where(eq(tables.trainBookingEvents.bookingId, booking.id));
    expect(events.map((event) => [event.action, event.toStatus])).toEqual([
      ['hold-requested', 'LOADING'],
      ['hold', 'HOLD'],
    ]);
    // Read back the same.
    expect(bookingOf(await app.api.get(agent, booking.id), 200)).toEqual(booking);
  });

  it('answers 409 priceChanged before any call when acceptedTotal is not the total', async () => {
    const { body, total } = await familyHold();
    const before = await bookingsOf(agent.agencyId);
    const response = await app.api.hold(agent, { ...body, acceptedTotal: total - 1000 });
    const error = expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(error.details).toMatchObject({ reason: 'priceChanged', oldTotal: total - 1000, newTotal: total });
    expect(await bookingsOf(agent.agencyId)).toBe(before);
  });

  it('names the field of every broken rule', async () => {
    const [adult, child, other] = await seats(3);
    const theirs = (await seats(1, await app.ctx.newSignedInUser({ role: 'agent_f1' })))[0]!;
    const base = { buyer: BUYER, acceptedTotal: 1 };
    const fieldsOf = async (passengers: TTrainHoldRequest['passengers'], extra: Partial<TTrainHoldRequest> = {}) => {
      const response = await app.api.hold(agent, { ...base, passengers, ...extra });
      expectApiError(response, 400, ErrorCode.VALIDATION);
      return errorFieldsOf(response);
    };
    // Not a lock of this agency (another agency's, or none).
    expect(await fieldsOf([adultOn(theirs)])).toEqual(['passengers.0.ticketId']);
    expect(await fieldsOf([adultOn(adult!), adultOn(adult!)])).toEqual(['passengers.1.ticketId']);
    // A child needs an adult seat of the same run and direction, and a birth date 6 to under 10.
    expect(await fieldsOf([adultOn(adult!), adultOn(child!, { passengerType: 2, birthDate: CHILD_BIRTH })])).toEqual([
      'passengers.1.adultTicketId',
    ]);
    const childOf = (overrides: Record<string, unknown>) =>
      adultOn(child!, { passengerType: 7, adultTicketId: adult!.ticketId, birthDate: CHILD_BIRTH, ...overrides });
    expect(await fieldsOf([adultOn(adult!), childOf({ birthDate: undefined })])).toEqual(['passengers.1.birthDate']);
    expect(await fieldsOf([adultOn(adult!), childOf({ birthDate: '2015-01-01' })])).toEqual(['passengers.1.birthDate']);
    expect(await fieldsOf([adultOn(adult!), childOf({ birthDate: '2022-01-01' })])).toEqual(['passengers.1.birthDate']);
    expect(await fieldsOf([adultOn(adult!, { passengerType: 2, birthDate: CHILD_BIRTH }), childOf({})])).toEqual([
      'passengers.0.adultTicketId',
      'passengers.1.adultTicketId',
    ]);
    // A senior is 60 or older on the day of departure.
    expect(await fieldsOf([adultOn(other!, { passengerType: 13, birthDate: '1990-01-01' })])).toEqual([
      'passengers.0.birthDate',
    ]);
    expect(await fieldsOf([adultOn(other!, { passengerType: 13 })])).toEqual(['passengers.0.birthDate']);
    // An infant shares an adult's seat, under 6.
    expect(
      await fieldsOf([adultOn(adult!)], {
        infants: [{ fullName: 'Bé Na', birthDate: '2018-01-01', adultTicketId: adult!.ticketId }],
      }),
    ).toEqual(['infants.0.birthDate']);
    expect(
      await fieldsOf([adultOn(adult!)], {
        infants: [{ fullName: 'Bé Na', birthDate: '2024-01-01', adultTicketId: other!.ticketId }],
      }),
    ).toEqual(['infants.0.adultTicketId']);
    // The body's own shape: 400 naming the field too.
    const malformed = await app.api.hold(agent, { ...base, passengers: [adultOn(adult!, { idNumber: '1' })] });
    expect(errorFieldsOf(malformed)).toEqual(['passengers.0.idNumber']);
    const noKey = await app.api.inject(agent, {
      method: 'POST',
      url: '/api/trains/bookings',
      payload: { ...base, passengers: [adultOn(adult!)] },
    });
    expect(errorFieldsOf(noKey)).toEqual(['Idempotency-Key']);
  });

  it('holds an infant on an adult seat for free, printed on the adult ticket', async () => {
    const [adult] = await seats(1);
    const total = expectedTotal([{ fare: adult!.fare, insurance: 1000, percent: 100 }]) + ADULT_FEE;
    const booking = bookingOf(
      await app.api.hold(agent, {
        passengers: [adultOn(adult!)],
        infants: [{ fullName: 'Bé Na', birthDate: '2024-01-01', adultTicketId: adult!.ticketId }],
        buyer: BUYER,
        acceptedTotal: total,
      }),
    );
    expect(booking.totalAmount).toBe(total);
    expect(booking.tickets[0]!.infants).toEqual([{ fullName: 'Bé Na', birthDate: '2024-01-01' }]);
  });
});

describe('a hold the railway did not answer', () => {
  it('stays LOADING with the reason (shown as a hold without a code), and the same key sends it again', async () => {
    const { body, total } = await familyHold();
    const key = `train-unknown-${Date.now()}`;
    app.simulator.setFaults({ VNR: { timeoutRate: 1 } });
    let first: ReturnType<typeof bookingOf>;
    try {
      first = bookingOf(await app.api.hold(agent, body, key));
    } finally {
      app.simulator.setFaults({ VNR: { timeoutRate: 0 } });
    }
    expect(first).toMatchObject({ status: 'HOLD', bookingCode: null, allowedActions: [], totalAmount: total });
    expect(first.lastError).toMatch(/did not answer/);
    const [row] = await app.ctx.db.select().from(tables.trainBookings).where(eq(tables.trainBookings.id, first.id));
    expect(row).toMatchObject({ status: 'LOADING' });
    const again = bookingOf(await app.api.hold(agent, body, key));
    expect(again).toMatchObject({ id: first.id, status: 'HOLD', lastError: null, totalAmount: total });
    expect(again.bookingCode).toMatch(/^[A-Z0-9]{5,12}$/);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same booking to a repeat, and 422 to the same key with another body', async () => {
    const { body } = await familyHold();
    const key = `train-replay-${Date.now()}`;
    const first = bookingOf(await app.api.hold(agent, body, key));
    const again = bookingOf(await app.api.hold(agent, body, key));
    expect(again.id).toBe(first.id);
    expect(again.bookingCode).toBe(first.bookingCode);
    const other = await app.api.hold(agent, { ...body, buyer: { ...BUYER, fullName: 'Người Khác' } }, key);
    expectApiError(other, 422, ErrorCode.CONFLICT);
  });

  it('makes one booking when the same key races in five times', async () => {
    const { body } = await familyHold();
    const key = `train-race-${Date.now()}`;
    const before = await bookingsOf(agent.agencyId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.api.hold(agent, body, key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    expect(await bookingsOf(agent.agencyId)).toBe(before + 1);
  });
});

describe('a hold left LOADING (the railway never answered, no client sent it again)', () => {
  beforeAll(async () => {
    // Another run: the first one's carriage has few free seats left by now.
    journey = await findRun(app, agent, { seatType: 'NGM', nth: 1 });
    seatCursor = 0;
  });
  /** A family hold whose only call timed out: LOADING with its locks attached. */
  async function stuckHold(): Promise<{ id: string; locks: TTrainSeatLock[]; total: number }> {
    const { body, locks, total } = await familyHold();
    app.simulator.setFaults({ VNR: { timeoutRate: 1 } });
    try {
      const booking = bookingOf(await app.api.hold(agent, body, `train-stuck-${Date.now()}`));
      return { id: booking.id, locks, total };
    } finally {
      app.simulator.setFaults({ VNR: { timeoutRate: 0 } });
    }
  }
  const rowOf = async (id: string) =>
    (await app.ctx.db.select().from(tables.trainBookings).where(eq(tables.trainBookings.id, id)))[0]!;
  const lockRowsOf = (ticketIds: string[]) =>
    app.ctx.db.select().from(tables.trainSeatLocks).where(inArray(tables.trainSeatLocks.ticketId, ticketIds));
  const jobs = () => (app.ctx.app as BuiltApp).trainJobs;

  it('is sent again by the job after the grace period with the same clientRef, and recorded as HOLD', async () => {
    const stuck = await stuckHold();
    expect((await rowOf(stuck.id)).status).toBe('LOADING');
    // Within the grace period the job leaves it alone (the client's own retry may be on its way).
    expect((await jobs().runOnce()).resent).toBe(0);
    expect((await rowOf(stuck.id)).status).toBe('LOADING');
    const start = app.ctx.clock.now();
    try {
      app.ctx.clock.set(new Date(start.getTime() + TRAIN_LOADING_GRACE_MS + 1000));
      expect((await jobs().runOnce()).resent).toBe(1);
    } finally {
      app.ctx.clock.set(start);
    }
    const row = await rowOf(stuck.id);
    expect(row).toMatchObject({ status: 'HOLD', lastError: null, totalAmount: stuck.total });
    expect(row.bookingCode).toMatch(/^[A-Z0-9]{5,12}$/);
    const locks = await lockRowsOf(stuck.locks.map((lock) => lock.ticketId));
    expect(locks.map((lock) => lock.bookingId)).toEqual([stuck.id, stuck.id, stuck.id]);
    const events = await app.ctx.db
      .select()
      .from(tables.trainBookingEvents)
      .where(eq(tables.trainBookingEvents.bookingId, stuck.id));
    expect(events.at(-1)).toMatchObject({ action: 'hold', toStatus: 'HOLD', actorUserId: null });
  });

  it('is recorded FAILED, its locks gone, when the railway refuses it once its seat locks have expired', async () => {
    const stuck = await stuckHold();
    const start = app.ctx.clock.now();
    try {
      // Past the railway's 600 s seat locks: the re-sent hold is refused.
      app.ctx.clock.set(new Date(start.getTime() + 11 * 60_000));
      expect((await jobs().runOnce()).resent).toBeGreaterThanOrEqual(1);
    } finally {
      app.ctx.clock.set(start);
    }
    const row = await rowOf(stuck.id);
    expect(row.status).toBe('FAILED');
    expect(row.lastError).toBeTruthy();
    expect(await lockRowsOf(stuck.locks.map((lock) => lock.ticketId))).toEqual([]);
  });
});
