// Helpers of the booking tests: a simulator on the test clock behind a gateway the tests can nudge, searches that pick
// a bookable fare, passenger forms and hold bodies, and the calls of the booking API.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, tables, type DatabaseHandle } from '@portal/db';
import type { TBookingOrder, TBookingSystem, TFlightOffer, TFlightSelection, TSearchEvent } from '@portal/contracts';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { testConfig, type ServerConfig } from '../../src/config.js';
import { createSupplierGateway } from '../../src/modules/suppliers/suppliers.module.js';
import type { SupplierGateway } from '../../src/modules/suppliers/supplier-gateway.js';
import { INSTANT, daysFromNow, searchEvents } from './search-stream.js';
import { createTestContext, type SignedIn, type TestContext } from './test-context.js';

/** What a test may do to the gateway between the portal and the simulator. */
export type GatewayHooks = {
  /** Runs before a hold reaches the simulator (e.g. to take the last seats). */
  beforeHold?: (system: TBookingSystem, request: Parameters<SupplierGateway['hold']>[1]) => void | Promise<void>;
  /** The simulator holds, but the answer never comes back (an unknown outcome). */
  loseHoldReply?: boolean;
  /** Calls that reached the simulator, by operation. */
  calls: Record<string, number>;
};

export type BookingSuppliers = {
  gateway: SupplierGateway;
  simulator: TRunningSimulator;
  hooks: GatewayHooks;
  /** The simulator reads this clock from now on (the test context's, so time limits follow it). */
  useClock(clock: { now(): Date }): void;
  close(): Promise<void>;
};

export async function startBookingSuppliers(): Promise<BookingSuppliers> {
  let clock: { now(): Date } | undefined;
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    faults: INSTANT,
    now: () => clock?.now() ?? new Date(),
  });
  const real = createSupplierGateway({ suppliersUrl: simulator.url });
  const hooks: GatewayHooks = { calls: {} };
  const count = (operation: string) => void (hooks.calls[operation] = (hooks.calls[operation] ?? 0) + 1);
  const gateway: SupplierGateway = {
    ...real,
    async hold(system, request, options) {
      count('hold');
      await hooks.beforeHold?.(system, request);
      const result = await real.hold(system, request, options);
      return hooks.loseHoldReply
        ? {
            ok: false,
            kind: 'unknown',
            reason: 'timeout',
            message: `${system} did not answer within ${options.deadlineMs} ms`,
          }
        : result;
    },
    cancel(system, target, options) {
      count('cancel');
      return real.cancel(system, target, options);
    },
  };
  return { gateway, simulator, hooks, useClock: (next) => void (clock = next), close: simulator.close };
}

export type BookingApp = {
  suppliers: BookingSuppliers;
  ctx: TestContext;
  api: ReturnType<typeof bookingApi>;
  /** Closes the app, then the simulator. */
  close(): Promise<void>;
};

/**
 * A test app (every F1 signed in to all systems) on a fresh simulator that follows the test clock; `wrapGateway` puts
 * something (call counters, lost answers) between the app and the simulator.
 */
export async function startBookingApp(
  options: {
    config?: Partial<ServerConfig>;
    wrapGateway?: (gateway: SupplierGateway) => SupplierGateway;
    /** Sign-ins to all seven systems for every F1 the context creates (default); false: the F1 adds its own. */
    signInsForF1s?: boolean;
  } = {},
): Promise<BookingApp> {
  const suppliers = await startBookingSuppliers();
  const gateway = options.wrapGateway?.(suppliers.gateway) ?? suppliers.gateway;
  const ctx = await createTestContext({
    signInsForF1s: options.signInsForF1s ?? true,
    suppliers: gateway,
    config: options.config,
  });
  suppliers.useClock(ctx.clock);
  return {
    suppliers,
    ctx,
    api: bookingApi(ctx),
    async close() {
      await ctx.close();
      await suppliers.close();
    },
  };
}

/** The office account of the agency's sign-in to a booking system (VN by default). */
export async function signInAccountOf(ctx: TestContext, agencyId: string, system: TBookingSystem = 'VN') {
  const signIns = await ctx.db
    .select()
    .from(tables.bookingSystemSignIns)
    .where(eq(tables.bookingSystemSignIns.agencyId, agencyId));
  return signIns.find((row) => row.system === system)!.accountId;
}

export const DEPART_IN_DAYS = 21;

export type Leg = { from: string; to: string; departDate: string };
export const leg = (from: string, to: string, days = DEPART_IN_DAYS, now = new Date()): Leg => ({
  from,
  to,
  departDate: daysFromNow(days, now),
});

export async function searchOffers(
  ctx: TestContext,
  who: SignedIn,
  request: { legs: Leg[]; adt?: number; chd?: number; inf?: number; systems?: TBookingSystem[] },
): Promise<TFlightOffer[]> {
  const { legs, adt = 1, chd = 0, inf = 0, systems } = request;
  const journeyType = legs.length === 1 ? 'OW' : legs.length === 2 && legs[0]!.from === legs[1]!.to ? 'RT' : 'MC';
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/flights/search',
    headers: who.auth,
    payload: { journeyType, legs, adt, chd, inf, ...(systems ? { systems } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
  return searchEvents(response).flatMap((event: TSearchEvent) => (event.type === 'offers' ? event.offers : []));
}

/** A direct flight of the system on the leg with a fare that has seats for everyone and prices every type asked. */
export function pickFare(
  offers: readonly TFlightOffer[],
  system: TBookingSystem,
  legIndex: number,
  seats = 1,
  skip = 0,
) {
  const candidates = offers
    .filter(
      (offer) =>
        offer.system === system && offer.legIndex === legIndex && offer.numberOfStop === 0 && !offer.combineSegment,
    )
    .flatMap((offer) => offer.fares.filter((fare) => fare.seatAvailable >= seats + 1).map((fare) => ({ offer, fare })));
  const found = candidates[skip];
  if (!found) throw new Error(`no bookable ${system} fare on leg ${legIndex}`);
  return found;
}

export function selectionOf(pick: ReturnType<typeof pickFare>, searched: Leg): TFlightSelection {
  return { offerId: pick.offer.id, fareClass: pick.fare.fareClass, leg: searched };
}

export type Pax = { adt: number; chd: number; inf: number };
export const ONE_ADULT: Pax = { adt: 1, chd: 0, inf: 0 };

/**
 * A one-way flight priced for `who`: the `nth` bookable direct fare of the system (so tests do not share seats or
 * re-priced classes) and the total a price check answers for these passengers.
 */
export async function pricedOneWay(
  ctx: TestContext,
  who: SignedIn,
  options: { from?: string; to?: string; days?: number; system?: TBookingSystem; nth?: number; pax?: Pax } = {},
): Promise<{ flights: TFlightSelection[]; total: number }> {
  const { from = 'HAN', to = 'SGN', days = DEPART_IN_DAYS, system = 'VN', nth = 0, pax = ONE_ADULT } = options;
  const out = leg(from, to, days);
  const offers = await searchOffers(ctx, who, { legs: [out], ...pax });
  const flights = [selectionOf(pickFare(offers, system, 0, pax.adt + pax.chd, nth), out)];
  return { flights, total: await acceptedTotalOf(ctx, who, flights, pax) };
}

export type PassengerSpec = {
  paxId: string;
  lastName: string;
  firstName: string;
  birthDate?: string;
  title?: string;
  parentId?: string;
};

/** dd/MM/yyyy of a birth `years` years (and `days` days) before the departure day. */
export function birthDateBefore(departDate: string, years: number, days = 0): string {
  const date = new Date(`${departDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

export function passengerEntry(spec: PassengerSpec) {
  const type = spec.paxId.slice(0, 3) as 'ADT' | 'CHD' | 'INF';
  return {
    paxId: spec.paxId,
    type,
    title: spec.title ?? (type === 'ADT' ? 'MR' : 'MSTR'),
    lastName: spec.lastName,
    firstName: spec.firstName,
    ...(spec.birthDate ? { birthDate: spec.birthDate } : {}),
    ...(spec.parentId ? { parentId: spec.parentId } : {}),
  };
}

export type HoldBodyInput = {
  flights: TFlightSelection[];
  passengers: PassengerSpec[];
  acceptedTotal: number;
  ancillaries?: Array<{ paxId: string; offerId: string; code: string }>;
  confirmDuplicate?: boolean;
  contact?: Record<string, string>;
};

export function holdBody(input: HoldBodyInput) {
  const count = (type: string) => input.passengers.filter((passenger) => passenger.paxId.startsWith(type)).length;
  return {
    flights: input.flights,
    adt: count('ADT'),
    chd: count('CHD'),
    inf: count('INF'),
    passengers: input.passengers.map(passengerEntry),
    contact: input.contact ?? { phone: '0912345678', email: 'khach@example.vn' },
    ancillaries: input.ancillaries ?? [],
    acceptedTotal: input.acceptedTotal,
    ...(input.confirmDuplicate !== undefined ? { confirmDuplicate: input.confirmDuplicate } : {}),
  };
}

export function bookingApi(ctx: TestContext) {
  const send = (
    who: SignedIn,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => ctx.app.inject({ method, url, headers: { ...who.auth, ...headers }, ...(payload ? { payload } : {}) });
  return {
    priceCheck: (who: SignedIn, payload: object) => send(who, 'POST', '/api/bookings/price-check', payload),
    ancillaries: (who: SignedIn, query: string) => send(who, 'GET', `/api/bookings/ancillaries?${query}`),
    hold: (who: SignedIn, payload: object, key: string = randomUUID()) =>
      send(who, 'POST', '/api/bookings/hold', payload, { 'idempotency-key': key }),
    order: (who: SignedIn, id: string) => send(who, 'GET', `/api/bookings/orders/${id}`),
    list: (who: SignedIn, query = '') => send(who, 'GET', `/api/bookings${query ? `?${query}` : ''}`),
    exportXlsx: (who: SignedIn, query = '') =>
      send(who, 'GET', `/api/bookings/export?format=xlsx${query ? `&${query}` : ''}`),
    detail: (who: SignedIn, id: string) => send(who, 'GET', `/api/bookings/${id}`),
    cancel: (who: SignedIn, id: string, reason?: string) =>
      send(who, 'POST', `/api/bookings/${id}/cancel`, reason ? { reason } : {}),
    retrieve: (who: SignedIn, payload: object) => send(who, 'POST', '/api/bookings/retrieve', payload),
  };
}

export const orderOf = (response: LightMyRequestResponse) => response.json<TBookingOrder>();

/** The total a price check answers for these flights and passenger counts (what the agent would accept). */
export async function acceptedTotalOf(
  ctx: TestContext,
  who: SignedIn,
  flights: TFlightSelection[],
  pax: Pax,
): Promise<number> {
  const response = await bookingApi(ctx).priceCheck(who, { flights, ...pax });
  if (response.statusCode !== 200) throw new Error(`price check failed: ${response.body}`);
  const total = response.json<{ newTotal: number | null }>().newTotal;
  if (total === null) throw new Error('sold out');
  return total;
}

export const bookingJobsOf = (ctx: TestContext) => (ctx.app as BuiltApp).bookingJobs;

export async function eventsOfBooking(ctx: TestContext, bookingId: string) {
  return ctx.db
    .select()
    .from(tables.bookingEvents)
    .where(eq(tables.bookingEvents.bookingId, bookingId))
    .orderBy(asc(tables.bookingEvents.id));
}

/**
 * A second API instance on the test's database (its own connection pool on PostgreSQL; PGlite's one connection is
 * shared), on the same clock, to run the booking jobs beside the first one. Close it when done.
 */
export async function secondApiInstance(
  ctx: TestContext,
  options: { suppliers: SupplierGateway; config?: Parameters<typeof testConfig>[0] },
): Promise<{ app: BuiltApp; close(): Promise<void> }> {
  let second: DatabaseHandle | undefined;
  let db = ctx.db;
  if (ctx.databaseKind === 'postgres') {
    const url = (ctx.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    second = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    db = second.db;
  }
  const app = (await buildApp({
    db,
    databaseKind: ctx.databaseKind,
    config: testConfig(options.config),
    clock: ctx.clock,
    suppliers: options.suppliers,
  })) as BuiltApp;
  return {
    app,
    async close() {
      await app.close();
      await second?.close();
    },
  };
}
