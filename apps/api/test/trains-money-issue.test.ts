// Paying and issuing a train booking held at the railway (the simulator, over HTTP) from the deposit along an F1 → F2 →
// F3 chain with TRAIN fees at each link:
// exact deposits (the buyer pays net + fees, each link earns its fee, the supplier side gets the net), ticket numbers
// and boarding codes, parallel issues moving the money once, a refused pay released, a lost answer reconciled, an
// insufficient deposit refused with nothing reserved, and the Idempotency-Key rule. The ledger invariants are checked
// after the file by the suite.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { BuiltApp } from '../src/app.js';
import { createTrainIssueService } from '../src/modules/trains/tickets/train-issue.service.js';
import type { TrainMoneyDeps } from '../src/modules/trains/tickets/train-ledger.js';
import { reconcileTrainMoney } from '../src/modules/trains/tickets/train-reconciliation.js';
import { AppError } from '../src/platform/errors.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { expectLedgerInvariants, figuresOf } from './support/booking-money.js';
import { startTrainRailway, type TrainRailway } from './support/train-railway.js';
import {
  insertHeldTrainBooking,
  trainBookingRow,
  trainChain,
  trainEventsOf,
  trainTicketRows,
  movedSince,
  type TrainChain,
} from './support/train-money.js';

const DEPOSIT = 50_000_000;
/** Per ticket: the F2 charges its F3 30,000, the F1 charges its F2 20,000. */
const FEES = [30_000, 20_000];

let ctx: TestContext;
let rail: TrainRailway;
let deps: TrainMoneyDeps;

beforeAll(async () => {
  ctx = await createTestContext();
  rail = await startTrainRailway(ctx.clock);
  deps = {
    db: ctx.db,
    clock: ctx.clock,
    ledger: (ctx.app as BuiltApp).ledger,
    railway: rail.railway,
    deadlineMs: 2_000,
    chainChangeFees: async ({ chainAgencyIds }) => chainAgencyIds.slice(1).map(() => 0),
  };
});
afterAll(async () => {
  await ctx?.close();
  await rail?.close();
});

const callerOf = (chain: TrainChain) => ({ userId: chain.agent.userId, agencyId: chain.f3, permissions: [] });

/** Seats held at the railway for `count` adults, written as the portal's HOLD booking with the chain's fees. */
async function heldBooking(chain: TrainChain, count = 2) {
  const held = await rail.holdSeats({ count, days: 10 });
  return insertHeldTrainBooking(ctx, { chain, held, fees: FEES });
}

const NOTHING = { balance: 0, reserved: 0, commission: 0, funding: 0 };

async function expectUntouched(chain: TrainChain) {
  for (const agencyId of [chain.f1, chain.f2, chain.f3])
    expect(await movedSince(ctx, chain, agencyId)).toEqual(NOTHING);
}

describe('issuing a held train booking along F1 → F2 → F3', () => {
  it('moves exactly net + fees from the buyer, each link its fee, the net to the supplier side; tickets get numbers', async () => {
    const chain = await trainChain(ctx, DEPOSIT);
    const booking = await heldBooking(chain);
    const net = booking.supplierNet;
    expect(net).toBeGreaterThan(0);
    expect(booking.totalAmount).toBe(net + 2 * (30_000 + 20_000));
    const issue = createTrainIssueService(deps);
    const answer = await issue.issue(callerOf(chain), {
      bookingId: booking.id,
      idempotencyKey: randomUUID(),
      acceptedTotal: booking.totalAmount,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.booking.status).toBe('ISSUED');
    expect(answer.booking.saleTransactionId).not.toBeNull();
    expect(await movedSince(ctx, chain, chain.f3)).toEqual({ ...NOTHING, balance: -booking.totalAmount });
    expect(await movedSince(ctx, chain, chain.f2)).toEqual({
      balance: -(net + 2 * 20_000),
      reserved: 0,
      commission: 2 * 30_000,
      // The money held for the child rises by what the parent itself pays (domain split.ts).
      funding: net + 2 * 20_000,
    });
    expect(await movedSince(ctx, chain, chain.f1)).toEqual({
      balance: -net,
      reserved: 0,
      commission: 2 * 20_000,
      funding: net,
    });
    const [sale] = await ctx.db
      .select()
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.id, answer.booking.saleTransactionId!));
    expect(sale).toMatchObject({ type: 'S', referenceType: 'train_booking', referenceId: booking.id });
    const tickets = await trainTicketRows(ctx, booking.id);
    expect(tickets.map((ticket) => ticket.status)).toEqual(['ISSUED', 'ISSUED']);
    for (const ticket of tickets) {
      expect(ticket.ticketNumber).toBeTruthy();
      expect(ticket.boardingCode).toBeTruthy();
    }
    expect(new Set(tickets.map((ticket) => ticket.boardingCode)).size).toBe(2);
    const railway = await rail.gateway.retrieve(
      'VNR',
      { account: 'TESTVNR', bookingCode: booking.bookingCode! },
      { deadlineMs: 5_000 },
    );
    expect(railway.ok && railway.value.status).toBe('ISSUED');
    const events = await trainEventsOf(ctx, booking.id);
    expect(events.map((event) => event.action)).toEqual(['issue-sent', 'issued']);
    expect(events[1]!.details).toMatchObject({ amount: booking.totalAmount, supplierNet: net });
    await expectLedgerInvariants(ctx);
  });

  it('answers 409 priceChanged for another accepted total and reserves nothing', async () => {
    const chain = await trainChain(ctx, DEPOSIT);
    const booking = await heldBooking(chain);
    const issue = createTrainIssueService(deps);
    const refused = await issue
      .issue(callerOf(chain), { bookingId: booking.id, idempotencyKey: randomUUID(), acceptedTotal: 1 })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, details: { reason: 'priceChanged', newTotal: booking.totalAmount } });
    expect((await trainBookingRow(ctx, booking.id)).status).toBe('HOLD');
    await expectUntouched(chain);
  });

  it('refuses an insufficient deposit with nothing reserved anywhere in the chain (422 code 60, as flights)', async () => {
    const chain = await trainChain(ctx, 100_000);
    const booking = await heldBooking(chain);
    const before = rail.calls.pay ?? 0;
    const refused = await createTrainIssueService(deps)
      .issue(callerOf(chain), {
        bookingId: booking.id,
        idempotencyKey: randomUUID(),
        acceptedTotal: booking.totalAmount,
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 422, code: 60 });
    expect(rail.calls.pay ?? 0).toBe(before);
    expect((await trainBookingRow(ctx, booking.id)).status).toBe('HOLD');
    await expectUntouched(chain);
  });

  it('moves the money once when eight requests with eight keys issue the same booking at once', async () => {
    const chain = await trainChain(ctx, DEPOSIT);
    const booking = await heldBooking(chain);
    const issue = createTrainIssueService(deps);
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        issue.issue(callerOf(chain), {
          bookingId: booking.id,
          idempotencyKey: randomUUID(),
          acceptedTotal: booking.totalAmount,
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe('fulfilled');
      if (answer.status === 'fulfilled') expect(['ISSUING', 'ISSUED']).toContain(answer.value.booking.status);
    }
    expect((await trainBookingRow(ctx, booking.id)).status).toBe('ISSUED');
    const sales = await ctx.db
      .select()
      .from(tables.ledgerTransactions)
      .where(and(eq(tables.ledgerTransactions.referenceId, booking.id), eq(tables.ledgerTransactions.type, 'S')));
    expect(sales).toHaveLength(1);
    expect((await figuresOf(ctx, chain.f3)).balance).toBe(DEPOSIT - booking.totalAmount);
    const events = await trainEventsOf(ctx, booking.id);
    expect(events.filter((event) => event.action === 'issue-sent')).toHaveLength(1);
    await expectLedgerInvariants(ctx);
  });

  it('releases the money and goes back to HOLD with the railway message when the pay is refused; a later issue works', async () => {
    const chain = await trainChain(ctx, DEPOSIT);
    const booking = await heldBooking(chain);
    const issue = createTrainIssueService(deps);
    // The portal priced the first ticket 1,000 VND above the railway: the railway refuses the payment (PRICE_CHANGED).
    const pricing = booking.pricing as { lines: { supplierNet: number }[] };
    const dearer = {
      ...pricing,
      lines: pricing.lines.map((line, index) => ({
        ...line,
        supplierNet: line.supplierNet + (index === 0 ? 1_000 : 0),
      })),
    };
    const setPrice = (lines: object, delta: number) =>
      ctx.db
        .update(tables.trainBookings)
        .set({
          pricing: lines as Record<string, unknown>,
          supplierNet: booking.supplierNet + delta,
          totalAmount: booking.totalAmount + delta,
        })
        .where(eq(tables.trainBookings.id, booking.id));
    await setPrice(dearer, 1_000);
    const refused = await issue
      .issue(callerOf(chain), {
        bookingId: booking.id,
        idempotencyKey: randomUUID(),
        acceptedTotal: booking.totalAmount + 1_000,
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 409,
      details: { reason: 'supplierRefused', supplierCode: 'PRICE_CHANGED' },
    });
    const held = await trainBookingRow(ctx, booking.id);
    expect(held).toMatchObject({ status: 'HOLD', saleTransactionId: null });
    expect(held.lastError).toBeTruthy();
    await expectUntouched(chain);
    await setPrice(pricing, 0);
    const answer = await issue.issue(callerOf(chain), {
      bookingId: booking.id,
      idempotencyKey: randomUUID(),
      acceptedTotal: booking.totalAmount,
    });
    expect(answer.booking.status).toBe('ISSUED');
    expect(answer.booking.issueKey).toBe(`train:${booking.id}:issue:${held.version}`);
    expect((await figuresOf(ctx, chain.f3)).balance).toBe(DEPOSIT - booking.totalAmount);
    await expectLedgerInvariants(ctx);
  });

  it('keeps the money reserved when the pay answer is lost; the reconciliation posts it once the railway shows ISSUED', async () => {
    const chain = await trainChain(ctx, DEPOSIT);
    const booking = await heldBooking(chain);
    rail.loseReplies({ pay: 1 });
    const answer = await createTrainIssueService(deps)
      .issue(callerOf(chain), {
        bookingId: booking.id,
        idempotencyKey: randomUUID(),
        acceptedTotal: booking.totalAmount,
      })
      .finally(() => rail.loseReplies({ pay: 0 }));
    expect(answer.statusCode).toBe(202);
    expect(answer.booking.status).toBe('ISSUING');
    expect(await figuresOf(ctx, chain.f3)).toMatchObject({ balance: DEPOSIT, reserved: booking.totalAmount });
    // Within the grace period the job leaves it to the request; after it, it settles.
    expect((await reconcileTrainMoney(deps, { graceMs: 60_000 })).issues).toBe(0);
    ctx.clock.advance(61_000);
    const run = await reconcileTrainMoney(deps, { graceMs: 60_000 });
    expect(run.settled).toBeGreaterThanOrEqual(1);
    const issued = await trainBookingRow(ctx, booking.id);
    expect(issued.status).toBe('ISSUED');
    expect(await figuresOf(ctx, chain.f3)).toMatchObject({ balance: DEPOSIT - booking.totalAmount, reserved: 0 });
    expect((await trainTicketRows(ctx, booking.id)).every((ticket) => ticket.ticketNumber)).toBe(true);
    const actions = (await trainEventsOf(ctx, booking.id)).map((event) => event.action);
    expect(actions).toEqual(['issue-sent', 'issue-unknown', 'reconciled']);
    await expectLedgerInvariants(ctx);
  });

  it('releases a lost pay that never reached the railway (it still shows HOLD) once reconciled', async () => {
    const chain = await trainChain(ctx, DEPOSIT);
    const booking = await heldBooking(chain);
    rail.drop('pay');
    await createTrainIssueService(deps)
      .issue(callerOf(chain), {
        bookingId: booking.id,
        idempotencyKey: randomUUID(),
        acceptedTotal: booking.totalAmount,
      })
      .finally(() => rail.undrop('pay'));
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(deps, { graceMs: 60_000 });
    const row = await trainBookingRow(ctx, booking.id);
    expect(row.status).toBe('HOLD');
    expect(row.lastError).toContain('was not paid');
    await expectUntouched(chain);
  });

  it('refuses an Idempotency-Key that issued another booking of the agency (422) and answers an issued booking as it is', async () => {
    const chain = await trainChain(ctx, DEPOSIT);
    const first = await heldBooking(chain);
    const second = await heldBooking(chain, 1);
    const issue = createTrainIssueService(deps);
    const key = randomUUID();
    await issue.issue(callerOf(chain), { bookingId: first.id, idempotencyKey: key, acceptedTotal: first.totalAmount });
    const reused = await issue
      .issue(callerOf(chain), { bookingId: second.id, idempotencyKey: key, acceptedTotal: second.totalAmount })
      .catch((error: unknown) => error);
    expect(reused).toMatchObject({ status: 422 });
    const again = await issue.issue(callerOf(chain), {
      bookingId: first.id,
      idempotencyKey: key,
      acceptedTotal: first.totalAmount,
    });
    expect(again).toMatchObject({ statusCode: 200, booking: { status: 'ISSUED' } });
    expect((await figuresOf(ctx, chain.f3)).balance).toBe(DEPOSIT - first.totalAmount);
  });

  it("is 404 for another agency's booking", async () => {
    const chain = await trainChain(ctx, DEPOSIT);
    const other = await trainChain(ctx, DEPOSIT);
    const booking = await heldBooking(chain);
    const refused = await createTrainIssueService(deps)
      .issue(callerOf(other), {
        bookingId: booking.id,
        idempotencyKey: randomUUID(),
        acceptedTotal: booking.totalAmount,
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 404 });
  });
});
