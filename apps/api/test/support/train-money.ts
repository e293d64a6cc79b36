// Helpers of the train money tests: an F1 → F2 → F3 chain with deposits, and a train booking held at the railway (the
// simulator) written into the portal's tables as the hold writes it: one sale line per ticket with the chain's fees,
// the tickets HELD with the railway's seats and amounts.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TRailwayBooking } from '@portal/contracts';
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

let sequence = 0;

/** The railway's held booking as the portal's HOLD row and HELD tickets of the chain's F3, each ticket with `fees`. */
export async function insertHeldTrainBooking(
  ctx: TestContext,
  options: { chain: TrainChain; held: TRailwayBooking; fees: number[] },
) {
  const { chain, held, fees } = options;
  sequence += 1;
  const supplierNet = held.tickets.reduce((sum, ticket) => sum + ticket.amount, 0);
  const feeTotal = held.tickets.length * fees.reduce((a, b) => a + b, 0);
  const departAt = new Date(held.tickets[0]!.departAt);
  const [booking] = await ctx.db
    .insert(tables.trainBookings)
    .values({
      agencyId: chain.f3,
      agencyPath: [chain.f1, chain.f2, chain.f3],
      createdBy: chain.agentF3UserId,
      system: 'VNR',
      supplierAccount: held.account,
      clientRef: held.clientRef,
      idempotencyKey: randomUUID(),
      requestHash: `test-${sequence}`,
      bookingCode: held.bookingCode,
      status: 'HOLD',
      timeLimit: new Date(held.timeLimit),
      route: `${held.tickets[0]!.from}-${held.tickets[0]!.to}`,
      departAt,
      buyer: held.buyer,
      pricing: {
        chainAgencyIds: [chain.f3, chain.f2, chain.f1],
        lines: held.tickets.map((ticket) => ({ ticketId: ticket.ticketId, supplierNet: ticket.amount, fees })),
      },
      supplierNet,
      feeTotal,
      totalAmount: supplierNet + feeTotal,
    })
    .returning();
  await ctx.db.insert(tables.trainTickets).values(
    held.tickets.map((ticket) => ({
      bookingId: booking!.id,
      ticketId: ticket.ticketId,
      direction: 'departure' as const,
      runId: ticket.runId,
      trainNumber: ticket.trainNumber,
      fromStation: ticket.from,
      toStation: ticket.to,
      departAt: new Date(ticket.departAt),
      arriveAt: new Date(ticket.arriveAt),
      carriageNo: ticket.carriageNo,
      carriageName: 'Toa tàu',
      seatNumber: ticket.seat.number,
      seatType: ticket.seat.seatType,
      compartment: ticket.seat.compartment,
      tier: ticket.seat.tier,
      fullName: ticket.passenger.fullName,
      searchName: ticket.passenger.fullName.toUpperCase(),
      idNumber: ticket.passenger.idNumber,
      passengerType: ticket.passenger.passengerType,
      fare: ticket.fare,
      insurance: ticket.insurance,
      discount: ticket.discount,
      amount: ticket.amount,
      issueFee: fees.reduce((a, b) => a + b, 0),
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
  return ctx.db
    .select()
    .from(tables.trainBookingEvents)
    .where(eq(tables.trainBookingEvents.bookingId, id))
    .orderBy(asc(tables.trainBookingEvents.id));
}
