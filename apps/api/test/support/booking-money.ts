// Helpers of the issue, void and refund tests: a gateway that counts the money calls, held PNRs, deposits topped up,
// the issue/void/refund calls of the API, each chain account's figures, and the ledger invariants.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tables } from '@portal/db';
import type { TBookingDetail, TBookingSystem, TFaultsConfig } from '@portal/contracts';
import type { BuiltApp } from '../../src/app.js';
import type { ServerConfig } from '../../src/config.js';
import type { SupplierGateway } from '../../src/modules/suppliers/supplier-gateway.js';
import { checkLedgerInvariants, describeViolation } from '../../src/modules/ledger/ledger-invariants.js';
import { bookingApi, holdBody, orderOf, pricedOneWay, startBookingApp, type BookingApp } from './bookings.js';
import { INSTANT } from './search-stream.js';
import type { SignedIn, TestContext } from './test-context.js';

/** The gateway with every issue, void, refund and retrieve counted (the booking tests' own counts hold and cancel). */
export function countMoneyCalls(gateway: SupplierGateway): { gateway: SupplierGateway; calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const counted = <K extends 'issue' | 'void' | 'refundQuote' | 'refund' | 'retrieve'>(name: K): SupplierGateway[K] =>
    ((...args: Parameters<SupplierGateway[K]>) => {
      calls[name] = (calls[name] ?? 0) + 1;
      return (gateway[name] as (...inner: Parameters<SupplierGateway[K]>) => ReturnType<SupplierGateway[K]>)(...args);
    }) as SupplierGateway[K];
  return {
    calls,
    gateway: {
      ...gateway,
      issue: counted('issue'),
      void: counted('void'),
      refundQuote: counted('refundQuote'),
      refund: counted('refund'),
      retrieve: counted('retrieve'),
    },
  };
}

/** INSTANT with every booking knob back at its default too (a patch without a knob leaves it as it was). */
export const CALM: TFaultsConfig = Object.fromEntries(
  Object.entries(INSTANT).map(([system, faults]) => [
    system,
    {
      ...faults,
      issueReplyLostRate: 0,
      priceChangeRate: 0,
      holdTimeLimitSeconds: null,
      voidCutoff: '23:59',
      refundQuoteSeconds: 900,
    },
  ]),
);

/** The instant of a Vietnam wall-clock time today (the test clock starts there, so a same-day void window is wide open). */
export function vietnamTodayAt(hours: number, minutes = 0): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  return new Date(`${today}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+07:00`);
}

export async function topUp(ctx: TestContext, agencyId: string, amount: number): Promise<void> {
  await (ctx.app as BuiltApp).ledger.topUp({
    idempotencyKey: `test-top-up-${randomUUID()}`,
    agencyId,
    amount,
    reference: { type: 'test', id: randomUUID() },
    description: 'test',
    createdBy: null,
  });
}

/** An agency's deposit (balance, reserved), and what its commission and parent-funding accounts hold (0 when never opened). */
export async function figuresOf(
  ctx: TestContext,
  agencyId: string,
): Promise<{ balance: number; reserved: number; commission: number; funding: number }> {
  const rows = await ctx.db
    .select({
      kind: tables.ledgerAccounts.kind,
      balance: tables.ledgerBalances.balance,
      reserved: tables.ledgerBalances.reserved,
    })
    .from(tables.ledgerAccounts)
    .innerJoin(tables.ledgerBalances, eq(tables.ledgerBalances.accountId, tables.ledgerAccounts.id))
    .where(eq(tables.ledgerAccounts.agencyId, agencyId));
  const of = (kind: string) => rows.find((row) => row.kind === kind);
  return {
    balance: Number(of('agency_deposit')?.balance ?? 0),
    reserved: Number(of('agency_deposit')?.reserved ?? 0),
    commission: Number(of('agency_commission')?.balance ?? 0),
    funding: Number(of('parent_funding')?.balance ?? 0),
  };
}

export async function expectLedgerInvariants(ctx: TestContext): Promise<void> {
  const { violations } = await checkLedgerInvariants(ctx.db);
  expect(violations.map(describeViolation)).toEqual([]);
}

/** The ledger transactions of a booking, by type. */
export async function transactionsOf(ctx: TestContext, bookingId: string) {
  return ctx.db
    .select()
    .from(tables.ledgerTransactions)
    .where(
      and(eq(tables.ledgerTransactions.referenceType, 'booking'), eq(tables.ledgerTransactions.referenceId, bookingId)),
    );
}

export async function reservationsOf(ctx: TestContext, bookingId: string) {
  return ctx.db
    .select()
    .from(tables.ledgerReservations)
    .where(
      and(eq(tables.ledgerReservations.referenceType, 'booking'), eq(tables.ledgerReservations.referenceId, bookingId)),
    );
}

export function moneyApi(ctx: TestContext) {
  const send = (who: SignedIn, url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...who.auth, ...headers }, payload });
  return {
    issue: (who: SignedIn, id: string, options: { key?: string; stepUp?: string; acceptedTotal?: number } = {}) =>
      send(
        who,
        `/api/bookings/${id}/issue`,
        options.acceptedTotal === undefined ? {} : { acceptedTotal: options.acceptedTotal },
        { 'idempotency-key': options.key ?? randomUUID(), ...(options.stepUp ? { 'x-step-up': options.stepUp } : {}) },
      ),
    void: (who: SignedIn, id: string, reason?: string) =>
      send(who, `/api/bookings/${id}/void`, reason ? { reason } : {}),
    refundQuote: (who: SignedIn, id: string) => send(who, `/api/bookings/${id}/refund-quote`, {}),
    refund: (who: SignedIn, id: string, quoteId: string) => send(who, `/api/bookings/${id}/refund`, { quoteId }),
  };
}

let sequence = 0;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Holds a one-way flight of the system for `who` (one adult of its own, or more), answers the booking's detail. */
export async function holdFor(
  ctx: TestContext,
  who: SignedIn,
  options: { system?: TBookingSystem; days?: number; adults?: number } = {},
): Promise<TBookingDetail> {
  const { system = 'VN', days = 30, adults = 1 } = options;
  const pax = { adt: adults, chd: 0, inf: 0 };
  const { flights, total } = await pricedOneWay(ctx, who, { days, system, nth: sequence % 4, pax });
  const tag = `${LETTERS[sequence % 26]}${LETTERS[Math.floor(sequence / 26) % 26]}`;
  sequence += 1;
  const passengers = Array.from({ length: adults }, (_, index) => ({
    paxId: `ADT-${index + 1}`,
    lastName: 'Trần',
    firstName: `Xuất Vé ${tag} ${LETTERS[index]}`,
  }));
  const response = await bookingApi(ctx).hold(who, holdBody({ flights, passengers, acceptedTotal: total }));
  expect(response.statusCode, response.body).toBe(201);
  const detail = await bookingApi(ctx).detail(who, orderOf(response).bookings[0]!.id);
  expect(detail.json<TBookingDetail>()).toMatchObject({ status: 'HOLD' });
  return detail.json<TBookingDetail>();
}

/**
 * An app on a fresh simulator that follows the test clock, set to 09:00 today in Vietnam, with no random faults. Every
 * F1 the context creates gets sign-ins to all seven systems unless `signInsForF1s` is false (the F1 adds its own).
 */
export async function startCalmBookingApp(
  config: Partial<ServerConfig> = {},
  options: { signInsForF1s?: boolean } = {},
): Promise<BookingApp> {
  const app = await startBookingApp({ config, signInsForF1s: options.signInsForF1s });
  app.ctx.clock.set(vietnamTodayAt(9));
  app.suppliers.simulator.setFaults(CALM);
  return app;
}

/** The agency's issue fee for adults on domestic flights, per segment (the one fee rule most money tests need). */
export async function addSegmentFee(ctx: TestContext, agencyId: string, amount: number): Promise<void> {
  await ctx.db.insert(tables.commissionFees).values({
    agencyId,
    subAgencyId: null,
    airline: null,
    routeScope: 'domestic',
    paxType: 'ADT',
    chargeBasis: 'segment',
    amount,
  });
}

/** A ticketed booking of `who` (two adults by default, so the chain's shares are not trivial). */
export async function issuedFor(ctx: TestContext, who: SignedIn, adults = 2): Promise<TBookingDetail> {
  const held = await holdFor(ctx, who, { adults });
  const response = await moneyApi(ctx).issue(who, held.id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TBookingDetail>();
}

export const CHAIN_SEGMENT_FEE = 50_000;

/**
 * An F2 administrator (who may issue) under an F1 whose issue fee of CHAIN_SEGMENT_FEE applies, both with deposits,
 * and a ticketed booking of the F2 (so a ticket face has a fee to show or hide).
 */
export async function issuedUnderF1(
  ctx: TestContext,
  options: { adults?: number; platformId?: string } = {},
): Promise<{ f1: SignedIn; agent: SignedIn; booking: TBookingDetail }> {
  const f1 = await ctx.newSignedInUser({ role: 'admin_f1', parentId: options.platformId });
  const agent = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
  await addSegmentFee(ctx, f1.agencyId, CHAIN_SEGMENT_FEE);
  for (const agencyId of [f1.agencyId, agent.agencyId]) await topUp(ctx, agencyId, 100_000_000);
  return { f1, agent, booking: await issuedFor(ctx, agent, options.adults ?? 1) };
}
