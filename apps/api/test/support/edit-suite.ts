// The set-up the booking edit tests share (the calm booking app, an F1 parent, its F2 agent, a stranger agency) and
// what they read back: the airline's PNR at the simulator, a stored flight key, the edited events, a re-read detail.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TBookingDetail, TBookingSystem, TSupplierBooking } from '@portal/contracts';
import { tables } from '@portal/db';
import type { SignedIn, TestContext } from './test-context.js';
import { eventsOfBooking, type BookingSuppliers } from './bookings.js';
import { startCalmBookingApp, topUp } from './booking-money.js';

export type EditSuite = {
  ctx: TestContext;
  suppliers: BookingSuppliers;
  /** An F1 agency's admin: the agency above `agent` (reads its bookings, may not act on them). */
  parentAdmin: SignedIn;
  /** The F2 admin under `parentAdmin` who makes the edits. */
  agent: SignedIn;
  /** An F1 admin of another agency (404 on the others' bookings). */
  stranger: SignedIn;
};

/** The calm booking app and its three users; `deposit` tops up the parent's and the agent's deposits first. */
export async function startEditSuite(options: { deposit?: number } = {}): Promise<EditSuite> {
  const { ctx, suppliers } = await startCalmBookingApp();
  const parentAdmin = await ctx.newSignedInUser({ role: 'admin_f1' });
  const agent = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: parentAdmin.agencyId });
  const stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  if (options.deposit !== undefined) {
    for (const agencyId of [parentAdmin.agencyId, agent.agencyId]) await topUp(ctx, agencyId, options.deposit);
  }
  return { ctx, suppliers, parentAdmin, agent, stranger };
}

/** The app and the simulator closed (either may be missing when the start failed). */
export async function stopEditSuite(suite: { ctx?: TestContext; suppliers?: BookingSuppliers }): Promise<void> {
  await suite.ctx?.close();
  await suite.suppliers?.close();
}

/** An airline-side event on the PNR through the simulator's admin endpoints (schedule change, status, check-in). */
export async function atAirline(
  suppliers: BookingSuppliers,
  event: { pnr: string; what: string; body: object },
): Promise<void> {
  const response = await fetch(`${suppliers.simulator.url}/admin/bookings/${event.pnr}/${event.what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event.body),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The supplier's key of the booking's `index`-th stored flight. */
export async function supplierKeyOf(ctx: TestContext, bookingId: string, index = 0): Promise<string> {
  const [row] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, bookingId));
  return (row!.flights as Array<{ key: string }>)[index]!.key;
}

/** The PNR as the simulator holds it now (retrieved with the booking's own system and account). */
export async function pnrAtSupplier(
  suite: { ctx: TestContext; suppliers: BookingSuppliers },
  bookingId: string,
): Promise<TSupplierBooking> {
  const [row] = await suite.ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, bookingId));
  const answer = await suite.suppliers.gateway.retrieve(
    row!.system as TBookingSystem,
    { pnr: row!.pnr!, account: row!.supplierAccount },
    { deadlineMs: 2000 },
  );
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}

/** The booking's `edited` events, oldest first. */
export const editedEventsOf = async (ctx: TestContext, bookingId: string) =>
  (await eventsOfBooking(ctx, bookingId)).filter((event) => event.action === 'edited');

/** The booking's detail as `who` reads it. */
export const detailFor = async (ctx: TestContext, who: SignedIn, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: who.auth })).json<TBookingDetail>();

/** `send` with the airline's answers to VN edits lost (the change made, no reply), the faults reset after. */
export async function withEditReplyLost<T>(suppliers: BookingSuppliers, send: () => Promise<T>): Promise<T> {
  suppliers.simulator.setFaults({ VN: { editReplyLostRate: 1 } });
  try {
    return await send();
  } finally {
    suppliers.simulator.setFaults({ VN: { editReplyLostRate: 0 } });
  }
}
