// Booking movements for the statement tests: a booking row with its PNR (no supplier call) and a sale paid from a deposit.
import { tables } from '@portal/db';
import type { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import type { TestContext } from './test-context.js';

/** A held booking row of the agency (a ticketed one needs its sale's id): only its PNR and agency matter to a statement. */
export async function insertBookingWithPnr(ctx: TestContext, options: { agencyId: string; pnr: string }) {
  const { agencyId, pnr } = options;
  const user = await ctx.newUser({ agencyId, role: 'agent_f2' });
  const [order] = await ctx.db
    .insert(tables.bookingOrders)
    .values({
      agencyId,
      createdBy: user.id,
      journeyType: 'OW',
      idempotencyKey: `statement-${pnr}`,
      requestHash: pnr,
      contact: {},
    })
    .returning();
  const [booking] = await ctx.db
    .insert(tables.bookings)
    .values({
      orderId: order!.id,
      agencyId,
      createdBy: user.id,
      system: 'VNA',
      airline: 'VN',
      supplierAccount: 'test',
      clientRef: `statement-${pnr}`,
      pnr,
      status: 'HOLD',
      departAt: ctx.clock.now(),
      arriveAt: ctx.clock.now(),
      route: 'HAN-SGN',
      flights: [],
      pricing: {},
      supplierNet: 1_000_000,
      feeTotal: 200_000,
      totalAmount: 1_200_000,
    })
    .returning();
  return booking!;
}

/** Tops the deposit up by `amount`, then reserves and posts a sale of `amount` referencing the booking. */
export async function payForBooking(
  ledger: LedgerService,
  options: { agencyId: string; bookingId: string; amount: number },
): Promise<void> {
  const { agencyId, bookingId, amount } = options;
  const key = `statement-pnr:${agencyId}:${bookingId}`;
  await ledger.topUp({
    idempotencyKey: `${key}:top-up`,
    agencyId,
    amount,
    reference: { type: 'top_up_request', id: `TOP-${bookingId}` },
    description: 'Nạp',
  });
  const { reservationId } = await ledger.reserve({
    idempotencyKey: `${key}:reserve`,
    agencyId,
    amount,
    reference: { type: 'booking', id: bookingId },
  });
  await ledger.post({ idempotencyKey: `${key}:post`, reservationId, type: 'S', description: 'Xuất vé' });
}
