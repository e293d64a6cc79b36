// Helpers of the train money tests: an F1 → F2 → F3 chain with deposits, a held train booking written as the hold
// writes it (pricing per ticket, tickets HELD), and a scripted railway that keeps each booking's state, answers pay,
// retrieve, refund and change as the partner API does (in VND, as the gateway answers), and can refuse or lose answers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TRailwayBooking, TRailwayChangeQuote, TRailwayRefundQuote, TRailwayTicket } from '@portal/contracts';
import type { TrainMoneyRailway, TrainRailwayResult } from '../../src/modules/trains/tickets/train-ledger.js';
import { figuresOf, topUp } from './booking-money.js';
import { signInAs, type SignedIn, type TestContext } from './test-context.js';

type Figures = Awaited<ReturnType<typeof figuresOf>>;
export type TrainChain = {
  f1: string;
  f2: string;
  f3: string;
  agent: SignedIn;
  agentF3UserId: string;
  /** Each agency's figures once topped up (a child's top-up draws on its parent's funding account). */
  baseline: Record<string, Figures>;
};

/** How each agency's figures moved since the chain was set up: balance, reserved, commission, funding. */
export async function movedSince(ctx: TestContext, chain: TrainChain, agencyId: string): Promise<Figures> {
  const now = await figuresOf(ctx, agencyId);
  const then = chain.baseline[agencyId]!;
  return {
    balance: now.balance - then.balance,
    reserved: now.reserved - then.reserved,
    commission: now.commission - then.commission,
    funding: now.funding - then.funding,
  };
}

/** F1 → F2 → F3, each deposit topped up; the agent is an admin of the F3 (EXPORT_TICKET, USE_TRAIN). */
export async function trainChain(ctx: TestContext, deposit = 50_000_000): Promise<TrainChain> {
  const f1 = await ctx.newAgency({ level: 'F1' });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
  const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.id });
  for (const agency of [f1, f2, f3]) await topUp(ctx, agency.id, deposit);
  const user = await ctx.newUser({ agencyId: f3.id, role: 'admin_f2' });
  const agent = await signInAs(ctx, user.username, user.password);
  const baseline: Record<string, Figures> = {};
  for (const agency of [f1, f2, f3]) baseline[agency.id] = await figuresOf(ctx, agency.id);
  return { f1: f1.id, f2: f2.id, f3: f3.id, agent, agentF3UserId: user.id, baseline };
}

export type HeldTicket = { amount: number; fees: number[]; passengerType?: 1 | 2 | 12 | 13 | 6 | 7 };

let sequence = 0;

/** A HOLD train booking of the chain's F3 as the hold leaves it: one sale line per ticket, tickets HELD. */
export async function insertHeldTrainBooking(
  ctx: TestContext,
  options: { chain: TrainChain; tickets: HeldTicket[]; departAt?: Date; timeLimit?: Date },
) {
  const { chain, tickets } = options;
  sequence += 1;
  const bookingCode = `TR${Date.now().toString(36).slice(-5).toUpperCase()}${sequence}`;
  const departAt = options.departAt ?? new Date(ctx.clock.now().getTime() + 10 * 86_400_000);
  const ticketIds = tickets.map((_ticket, index) => `${bookingCode}-T${index + 1}`);
  const supplierNet = tickets.reduce((sum, ticket) => sum + ticket.amount, 0);
  const feeTotal = tickets.reduce((sum, ticket) => sum + ticket.fees.reduce((a, b) => a + b, 0), 0);
  const [booking] = await ctx.db
    .insert(tables.trainBookings)
    .values({
      agencyId: chain.f3,
      agencyPath: [chain.f1, chain.f2, chain.f3],
      createdBy: chain.agentF3UserId,
      system: 'VNR',
      supplierAccount: 'TESTVNR',
      clientRef: randomUUID(),
      idempotencyKey: randomUUID(),
      requestHash: 'test',
      bookingCode,
      status: 'HOLD',
      timeLimit: options.timeLimit ?? new Date(ctx.clock.now().getTime() + 3_600_000),
      route: 'HNO-DNA',
      departAt,
      buyer: { fullName: 'Nguyễn Văn Mua', email: 'mua@example.vn', mobile: '0912345678' },
      pricing: {
        chainAgencyIds: [chain.f3, chain.f2, chain.f1],
        lines: tickets.map((ticket, index) => ({
          ticketId: ticketIds[index],
          supplierNet: ticket.amount,
          fees: ticket.fees,
        })),
      },
      supplierNet,
      feeTotal,
      totalAmount: supplierNet + feeTotal,
    })
    .returning();
  await ctx.db.insert(tables.trainTickets).values(
    tickets.map((ticket, index) => ({
      bookingId: booking!.id,
      ticketId: ticketIds[index]!,
      direction: 'departure' as const,
      runId: 'SE1-2026-12-21',
      trainNumber: 'SE1',
      fromStation: 'HNO',
      toStation: 'DNA',
      departAt,
      arriveAt: new Date(departAt.getTime() + 16 * 3_600_000),
      carriageNo: '7',
      carriageName: 'Nằm khoang 4 điều hòa',
      seatNumber: String(index + 1),
      seatType: 'NAM',
      compartment: 1,
      tier: 1,
      fullName: `Hành Khách ${index + 1}`,
      searchName: `HANH KHACH ${index + 1}`,
      idNumber: `00119001234${index}`,
      passengerType: ticket.passengerType ?? 1,
      fare: ticket.amount,
      insurance: 1_000,
      discount: 0,
      amount: ticket.amount,
      issueFee: ticket.fees.reduce((a, b) => a + b, 0),
    })),
  );
  return booking!;
}

export async function trainBookingRow(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(tables.trainBookings).where(eq(tables.trainBookings.id, id));
  return row!;
}

export async function trainTicketRows(ctx: TestContext, id: string) {
  return ctx.db.select().from(tables.trainTickets).where(eq(tables.trainTickets.bookingId, id));
}

export async function trainEventsOf(ctx: TestContext, id: string) {
  return ctx.db.select().from(tables.trainBookingEvents).where(eq(tables.trainBookingEvents.bookingId, id));
}

/** answer; refuse with the code set; lose the answer after acting; drop the request (nothing done, no answer). */
type Mode = 'answer' | 'refuse' | 'lose' | 'drop';
type RailwayState = { booking: TRailwayBooking; refundQuotes: Map<string, TRailwayRefundQuote> };

const railTicket = (ticketId: string, amount: number, departAt: string): TRailwayTicket => ({
  ticketId,
  runId: 'SE1-2026-12-21',
  trainNumber: 'SE1',
  from: 'HNO',
  to: 'DNA',
  departAt,
  arriveAt: departAt,
  carriageNo: '7',
  seat: {
    seatId: `7-${ticketId.slice(-2)}`,
    number: '1',
    seatType: 'NAM',
    compartment: 1,
    tier: 1,
    row: null,
    position: null,
    fare: amount,
    originalFare: amount,
    insurance: 1_000,
    isExtra: false,
  },
  passenger: { fullName: 'Hành Khách', idNumber: '001190012345', passengerType: 1 },
  adultTicketId: null,
  infants: [],
  fare: amount,
  insurance: 1_000,
  discount: 0,
  amount,
  status: 'HELD',
  ticketNumber: null,
  boardingCode: null,
  replacedBy: null,
  replaces: null,
});

/**
 * The railway as the tests script it: `modes.pay` answers (default), refuses with `refuseCode`, or loses the answer
 * after paying (the booking is ISSUED at the railway, the portal hears nothing). Counts every call.
 */
export function scriptedRailway(clock: { now(): Date }) {
  const states = new Map<string, RailwayState>();
  const calls: Record<string, number> = {};
  const modes: Record<'pay' | 'refund' | 'change', Mode> = { pay: 'answer', refund: 'answer', change: 'answer' };
  let refuseCode = 'PRICE_CHANGED';
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);
  const lost = {
    ok: false,
    kind: 'unknown',
    reason: 'timeout',
    message: 'the railway did not answer in time',
  } as const;
  const refused = (code: string, httpStatus = 409) => ({
    ok: false as const,
    kind: 'refused' as const,
    code,
    httpStatus,
    message: `refused: ${code}`,
  });
  const stateOf = (code: string) => states.get(code);

  /** Registers a held booking as the railway holds it. */
  function hold(
    row: { bookingCode: string | null; timeLimit: Date | null; departAt: Date },
    tickets: { ticketId: string; amount: number }[],
  ) {
    const departAt = row.departAt.toISOString();
    const booking: TRailwayBooking = {
      bookingCode: row.bookingCode!,
      clientRef: randomUUID(),
      account: 'TESTVNR',
      status: 'HOLD',
      timeLimit: (row.timeLimit ?? clock.now()).toISOString(),
      buyer: { fullName: 'Nguyễn Văn Mua', email: 'mua@example.vn', mobile: '0912345678' },
      tickets: tickets.map((ticket) => railTicket(ticket.ticketId, ticket.amount, departAt)),
      total: tickets.reduce((sum, ticket) => sum + ticket.amount, 0),
      createdAt: clock.now().toISOString(),
      issuedAt: null,
    };
    states.set(booking.bookingCode, { booking, refundQuotes: new Map() });
  }

  const railway: TrainMoneyRailway = {
    async retrieve(_system, target): Promise<TrainRailwayResult<TRailwayBooking>> {
      count('retrieve');
      const state = stateOf(target.bookingCode);
      return state ? { ok: true, value: structuredClone(state.booking) } : refused('BOOKING_NOT_FOUND', 404);
    },
    async pay(_system, target) {
      count('pay');
      const state = stateOf(target.bookingCode);
      if (!state) return refused('BOOKING_NOT_FOUND', 404);
      if (modes.pay === 'refuse') return refused(refuseCode);
      if (modes.pay === 'drop') return lost;
      if (state.booking.total !== target.expectedTotal) return refused('PRICE_CHANGED');
      if (state.booking.status === 'HOLD') {
        state.booking.status = 'ISSUED';
        state.booking.issuedAt = clock.now().toISOString();
        state.booking.tickets.forEach((ticket, index) => {
          ticket.status = 'ISSUED';
          ticket.ticketNumber = `${state.booking.bookingCode}${index + 1}`.padEnd(12, '0');
          ticket.boardingCode = `VNR|${state.booking.bookingCode}|${ticket.ticketId}`;
        });
      }
      return modes.pay === 'lose' ? lost : { ok: true, value: structuredClone(state.booking) };
    },
    async refundQuote(_system, target) {
      count('refundQuote');
      const state = stateOf(target.bookingCode);
      if (!state) return refused('BOOKING_NOT_FOUND', 404);
      const lines = target.ticketIds.map((ticketId) => {
        const ticket = state.booking.tickets.find((candidate) => candidate.ticketId === ticketId)!;
        const hours = (new Date(ticket.departAt).getTime() - clock.now().getTime()) / 3_600_000;
        const feePercent = hours >= 24 ? 10 : 20;
        const fee = Math.max(10_000, Math.round((ticket.amount * feePercent) / 100_000) * 1_000);
        return { ticketId, amount: ticket.amount, feePercent, fee, refund: ticket.amount - fee };
      });
      const quote: TRailwayRefundQuote = {
        quoteId: `RQ-${randomUUID().slice(0, 8)}`,
        bookingCode: target.bookingCode,
        rule: 'INDIVIDUAL',
        lines,
        totalFee: lines.reduce((sum, line) => sum + line.fee, 0),
        totalRefund: lines.reduce((sum, line) => sum + line.refund, 0),
        expiresAt: new Date(clock.now().getTime() + 15 * 60_000).toISOString(),
      };
      state.refundQuotes.set(quote.quoteId, quote);
      return { ok: true, value: structuredClone(quote) };
    },
    async refund(_system, target) {
      count('refund');
      const state = stateOf(target.bookingCode);
      const quote = state?.refundQuotes.get(target.quoteId);
      if (!state || !quote) return refused('QUOTE_NOT_FOUND', 404);
      if (modes.refund === 'refuse') return refused(refuseCode);
      if (modes.refund === 'drop') return lost;
      for (const line of quote.lines) {
        const ticket = state.booking.tickets.find((candidate) => candidate.ticketId === line.ticketId)!;
        ticket.status = 'REFUNDED';
      }
      return modes.refund === 'lose'
        ? lost
        : { ok: true, value: { quote: structuredClone(quote), booking: structuredClone(state.booking) } };
    },
    async changeQuote(_system, target) {
      count('changeQuote');
      const state = stateOf(target.bookingCode);
      if (!state) return refused('BOOKING_NOT_FOUND', 404);
      const old = state.booking.tickets.find((ticket) => ticket.ticketId === target.ticketId)!;
      const newAmount = changeFares.get(target.newTicketId) ?? old.amount;
      const fareDifference = Math.max(0, newAmount - old.amount);
      const quote: TRailwayChangeQuote = {
        quoteId: `CQ-${randomUUID().slice(0, 8)}`,
        bookingCode: target.bookingCode,
        ticketId: target.ticketId,
        newTicketId: target.newTicketId,
        oldAmount: old.amount,
        newAmount,
        changeFee: 20_000,
        fareDifference,
        total: 20_000 + fareDifference,
        expiresAt: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
      };
      changeQuotes.set(quote.quoteId, quote);
      return { ok: true, value: structuredClone(quote) };
    },
    async change(_system, target) {
      count('change');
      const state = stateOf(target.bookingCode);
      const quote = changeQuotes.get(target.quoteId);
      if (!state || !quote) return refused('QUOTE_NOT_FOUND', 404);
      if (modes.change === 'refuse') return refused(refuseCode);
      if (modes.change === 'drop') return lost;
      const old = state.booking.tickets.find((ticket) => ticket.ticketId === quote.ticketId)!;
      if (old.status === 'ISSUED') {
        old.status = 'CHANGED';
        old.replacedBy = quote.newTicketId;
        state.booking.tickets.push({
          ...railTicket(quote.newTicketId, quote.newAmount, old.departAt),
          status: 'ISSUED',
          ticketNumber: `${quote.newTicketId}`.slice(0, 12),
          boardingCode: `VNR|${state.booking.bookingCode}|${quote.newTicketId}`,
          replaces: old.ticketId,
        });
      }
      return modes.change === 'lose'
        ? lost
        : { ok: true, value: { quote: structuredClone(quote), booking: structuredClone(state.booking) } };
    },
  };
  const changeFares = new Map<string, number>();
  const changeQuotes = new Map<string, TRailwayChangeQuote>();
  return {
    railway,
    calls,
    modes,
    hold,
    stateOf,
    /** The fare the railway asks for a seat a change moves to. */
    setChangeFare: (ticketId: string, amount: number) => changeFares.set(ticketId, amount),
    refuseWith: (code: string) => (refuseCode = code),
  };
}
