// The set-up the paid-change tests share: an F1 → F2 → F3 chain with deposits, issue fees and change fees, a ticketed
// booking of the F3, the paid-change calls (quote, accept, list, seat maps, offers) and each deposit's figures.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type {
  TBookingDetail,
  TBookingPaidOffers,
  TBookingSeatMaps,
  TBookingSystem,
  TPaidChangeList,
  TPaidChangeQuote,
  TPaidChangeResponse,
} from '@portal/contracts';
import { tables } from '@portal/db';
import type { SignedIn, TestContext } from './test-context.js';
import { bookingApi, holdBody, orderOf, pricedOneWay, type BookingSuppliers } from './bookings.js';
import { expectLedgerInvariants, figuresOf, holdFor, moneyApi, startCalmBookingApp, topUp } from './booking-money.js';

export const DEPOSIT = 100_000_000;
/** What F1 charges F2 and F2 charges F3 per segment at issue, and per passenger on a paid change. */
export const ISSUE_FEE = { f1: 50_000, f2: 30_000 } as const;
export const CHANGE_FEE = { f1: 20_000, f2: 15_000 } as const;

export type PaidSuite = {
  ctx: TestContext;
  suppliers: BookingSuppliers;
  f1: SignedIn;
  f2: SignedIn;
  /** The F3 admin who books, issues and pays the changes. */
  f3: SignedIn;
  stranger: SignedIn;
};

/** The agency's rules for every passenger type on domestic flights: the issue fee per segment (adults) and the change fee. */
async function addFees(ctx: TestContext, agencyId: string, fees: { issue: number; change: number }): Promise<void> {
  for (const paxType of ['ADT', 'CHD', 'INF'] as const)
    await ctx.db.insert(tables.commissionFees).values({
      agencyId,
      subAgencyId: null,
      airline: null,
      routeScope: 'domestic',
      paxType,
      chargeBasis: 'segment',
      amount: paxType === 'ADT' ? fees.issue : 0,
      changeAmount: fees.change,
    });
}

/**
 * The calm booking app, the chain with its deposits, fees and change fees, and a stranger. `now` sets the app's clock
 * before anyone signs in (tests that start API processes on the system clock pass the real time: tokens issued at the
 * suite's 09:00 would have expired by then later in the day).
 */
export async function startPaidSuite(options: { now?: Date } = {}): Promise<PaidSuite> {
  const { ctx, suppliers } = await startCalmBookingApp();
  if (options.now) ctx.clock.set(options.now);
  const f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
  const f2 = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
  const f3 = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F3', parentId: f2.agencyId });
  const stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  for (const agencyId of [f1.agencyId, f2.agencyId, f3.agencyId]) await topUp(ctx, agencyId, DEPOSIT);
  await addFees(ctx, f1.agencyId, { issue: ISSUE_FEE.f1, change: CHANGE_FEE.f1 });
  await addFees(ctx, f2.agencyId, { issue: ISSUE_FEE.f2, change: CHANGE_FEE.f2 });
  return { ctx, suppliers, f1, f2, f3, stranger };
}

export async function stopPaidSuite(suite: Partial<PaidSuite>): Promise<void> {
  await suite.ctx?.close();
  await suite.suppliers?.close();
}

/**
 * The file's hooks around one suite: started before its tests, its ledger's invariants checked and everything closed
 * after them. The object returned is filled in when the suite has started.
 */
export function usePaidSuite(): PaidSuite {
  const suite = {} as PaidSuite;
  beforeAll(async () => {
    Object.assign(suite, await startPaidSuite());
  });
  afterAll(async () => {
    if (suite.ctx) await expectLedgerInvariants(suite.ctx);
    await stopPaidSuite(suite);
  });
  return suite;
}

/** A ticketed one-way booking of the F3 on `system` (one adult by default). */
export async function ticketedFor(
  suite: PaidSuite,
  options: { system?: TBookingSystem; adults?: number; days?: number } = {},
): Promise<TBookingDetail> {
  const held = await holdFor(suite.ctx, suite.f3, {
    system: options.system ?? 'VJ',
    adults: options.adults ?? 1,
    days: options.days ?? 30,
  });
  const issued = await moneyApi(suite.ctx).issue(suite.f3, held.id);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json<TBookingDetail>();
}

/** Each chain deposit's figures. */
export async function chainFigures(suite: PaidSuite) {
  return {
    f1: await figuresOf(suite.ctx, suite.f1.agencyId),
    f2: await figuresOf(suite.ctx, suite.f2.agencyId),
    f3: await figuresOf(suite.ctx, suite.f3.agencyId),
  };
}

type Figures = Awaited<ReturnType<typeof chainFigures>>;

/** How each figure moved from `before` to `after`. */
export function movedBetween(before: Figures, after: Figures) {
  const moved = (key: keyof Figures) => ({
    balance: after[key].balance - before[key].balance,
    reserved: after[key].reserved - before[key].reserved,
    commission: after[key].commission - before[key].commission,
  });
  return { f1: moved('f1'), f2: moved('f2'), f3: moved('f3') };
}

/**
 * What each deposit of the chain pays for a change whose airline part is `net` over `payers` passengers paying the
 * airline (each charged both links' change fees): F3 all, F2 the net and F1's fee, F1 the net; F2 and F1 earn theirs.
 */
export function expectedShares(net: number, payers: number) {
  return {
    f3: { balance: -(net + payers * (CHANGE_FEE.f1 + CHANGE_FEE.f2)), reserved: 0, commission: 0 },
    f2: { balance: -(net + payers * CHANGE_FEE.f1), reserved: 0, commission: payers * CHANGE_FEE.f2 },
    f1: { balance: -net, reserved: 0, commission: payers * CHANGE_FEE.f1 },
  };
}

export type PaidCall = { bookingId: string; action: string; body: Record<string, unknown>; key?: string };

export function paidApi(ctx: TestContext) {
  const post = (who: SignedIn, call: PaidCall, extra: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${call.bookingId}/paid-changes/${call.action}`,
      headers: { ...who.auth, 'idempotency-key': call.key ?? randomUUID() },
      payload: { ...call.body, ...extra },
    });
  const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
  return {
    quote: (who: SignedIn, call: PaidCall) => post(who, call, {}),
    accept: (who: SignedIn, call: PaidCall, quote: Pick<TPaidChangeQuote, 'quoteId' | 'total'>) =>
      post(who, call, { acceptQuoteId: quote.quoteId, acceptTotal: quote.total }),
    list: async (who: SignedIn, bookingId: string) =>
      (await get(who, `/api/bookings/${bookingId}/paid-changes`)).json<TPaidChangeList>(),
    seatMaps: (who: SignedIn, bookingId: string) => get(who, `/api/bookings/${bookingId}/seat-maps`),
    offers: (who: SignedIn, bookingId: string) => get(who, `/api/bookings/${bookingId}/paid-offers`),
  };
}

/** A quote of the change (200, nothing changed): the quote. */
export async function quoteOf(ctx: TestContext, who: SignedIn, call: PaidCall): Promise<TPaidChangeQuote> {
  const response = await paidApi(ctx).quote(who, call);
  expect(response.statusCode, response.body).toBe(200);
  const quote = response.json<TPaidChangeResponse>().quote;
  expect(quote).toBeDefined();
  return quote!;
}

/** Quote then accept: the accepted answer (200 DONE expected). */
export async function quoteAndPay(ctx: TestContext, who: SignedIn, call: PaidCall) {
  const quote = await quoteOf(ctx, who, call);
  const response = await paidApi(ctx).accept(who, call, quote);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<TPaidChangeResponse>();
  expect(answer.change?.status).toBe('DONE');
  return { quote, answer };
}

let pairs = 0;

/** Two ticketed one-adult bookings of the F3 on one VJ flight (a seat one buys is taken for the other). */
export async function ticketedPairOnOneFlight(suite: PaidSuite): Promise<[TBookingDetail, TBookingDetail]> {
  const { flights, total } = await pricedOneWay(suite.ctx, suite.f3, { system: 'VJ', days: 40, nth: pairs % 3 });
  pairs += 1;
  const booked: TBookingDetail[] = [];
  for (const name of ['Ghế Một', 'Ghế Hai']) {
    const passengers = [{ paxId: 'ADT-1', lastName: 'Lê', firstName: `${name} ${'ABCDEFGH'[pairs % 8]}` }];
    const held = await bookingApi(suite.ctx).hold(suite.f3, holdBody({ flights, passengers, acceptedTotal: total }));
    expect(held.statusCode, held.body).toBe(201);
    const issued = await moneyApi(suite.ctx).issue(suite.f3, orderOf(held).bookings[0]!.id);
    expect(issued.statusCode, issued.body).toBe(200);
    booked.push(issued.json<TBookingDetail>());
  }
  return [booked[0]!, booked[1]!];
}

/** A bag the booking's first flight still sells to an adult after ticketing (GET …/paid-offers): its code and price. */
export async function bagOf(suite: PaidSuite, booking: TBookingDetail): Promise<{ code: string; price: number }> {
  const response = await paidApi(suite.ctx).offers(suite.f3, booking.id);
  expect(response.statusCode, response.body).toBe(200);
  const flight = response
    .json<TBookingPaidOffers>()
    .flights.find((candidate) => candidate.flightKey === booking.routes[0]!.offerId)!;
  const bag = flight.options.find((option) => option.category === 'BAGGAGE' && option.paxTypes.includes('ADT'))!;
  return { code: bag.code, price: bag.price };
}

/** A seat on sale for a price on the booking's first flight, out of the exit rows (from GET …/seat-maps). */
export async function paidSeatOf(suite: PaidSuite, booking: TBookingDetail): Promise<{ seat: string; price: number }> {
  const response = await paidApi(suite.ctx).seatMaps(suite.f3, booking.id);
  expect(response.statusCode, response.body).toBe(200);
  const map = response
    .json<TBookingSeatMaps>()
    .maps.find((candidate) => candidate.flightKey === booking.routes[0]!.offerId)!;
  const seat = map.rows
    .filter((row) => !row.isExit)
    .flatMap((row) => row.seats)
    .find((candidate) => candidate.status === 'PAID' && candidate.price > 0 && !candidate.paxId)!;
  return { seat: seat.seat, price: seat.price };
}

export const buySeatCall = (booking: TBookingDetail, seat: string, version = booking.version): PaidCall => ({
  bookingId: booking.id,
  action: 'buy-seat',
  body: { expectedVersion: version, seats: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, seat }] },
});
