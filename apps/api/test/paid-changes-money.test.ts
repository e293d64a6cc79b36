// Paid changes after ticketing with the simulator for real (issue 15, decisions 051, 052): exact deposit arithmetic
// along F1 → F2 → F3, quote → accept → DONE, an expired quote, a changed total, concurrent accepts, a lost reply
// settled by the retry or by the reconciliation job, and a void giving back every change's sale.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TBookingDetail, TPaidChangeQuote, TPaidChangeResponse } from '@portal/contracts';
import { tables } from '@portal/db';
import { expectLedgerInvariants, moneyApi, reservationsOf, transactionsOf } from './support/booking-money.js';
import { bookingJobsOf, eventsOfBooking, secondApiInstance } from './support/bookings.js';
import {
  bagOf,
  chainFigures,
  CHANGE_FEE,
  expectedShares,
  movedBetween,
  paidApi,
  quoteAndPay,
  quoteOf,
  startPaidSuite,
  stopPaidSuite,
  ticketedFor,
  type PaidCall,
  type PaidSuite,
} from './support/paid-change-suite.js';

let suite: PaidSuite;

beforeAll(async () => {
  suite = await startPaidSuite();
});
afterEach(() => suite.suppliers.simulator.setFaults({ VJ: { paidChangeReplyLostRate: 0, paidQuoteSeconds: 900 } }));
afterAll(async () => {
  if (suite) await expectLedgerInvariants(suite.ctx);
  await stopPaidSuite(suite ?? {});
});

const buyBag = (booking: TBookingDetail, code: string, version = booking.version): PaidCall => ({
  bookingId: booking.id,
  action: 'buy-luggage',
  body: {
    expectedVersion: version,
    items: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, optionCode: code }],
  },
});

describe('buy-luggage on a ticketed VJ booking along F1 → F2 → F3', () => {
  it('quotes the airline line and one change fee per passenger, then moves each deposit by exactly its share', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const before = await chainFigures(suite);
    const quote = await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code));
    expect(quote).toMatchObject({
      airlineTotal: bag.price,
      serviceFee: CHANGE_FEE.f1 + CHANGE_FEE.f2,
      total: bag.price + CHANGE_FEE.f1 + CHANGE_FEE.f2,
    });
    expect(quote.lines.map((line) => [line.kind, line.paxId, line.amount])).toEqual([
      ['BAGGAGE', 'ADT-1', bag.price],
      ['SERVICE_FEE', 'ADT-1', CHANGE_FEE.f1 + CHANGE_FEE.f2],
    ]);
    expect(movedBetween(before, await chainFigures(suite)).f3.balance).toBe(0);

    const response = await paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), quote);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TPaidChangeResponse>();
    expect(answer.change).toMatchObject({ status: 'DONE', quote: { total: quote.total } });
    expect(answer.change!.documents.map((document) => [document.kind, document.paxId, document.amount])).toEqual([
      ['EMD', 'ADT-1', bag.price],
    ]);
    expect(answer.booking.version).toBe(booking.version + 1);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(bag.price, 1));
    const events = (await eventsOfBooking(suite.ctx, booking.id)).filter((event) => event.action === 'paid-change');
    expect(events.map((event) => event.details)).toMatchObject([{ editAction: 'buy-luggage', total: quote.total }]);
    const list = await paidApi(suite.ctx).list(suite.f3, booking.id);
    expect(list.changes.map((change) => [change.status, change.quote.total])).toEqual([['DONE', quote.total]]);
  });

  it('an expired quote is quoted again (409 quoteExpired with the new quote), which is then paid once', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    suite.suppliers.simulator.setFaults({ VJ: { paidQuoteSeconds: 5 } });
    const old = await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code));
    expect(new Date(old.expiresAt).getTime()).toBe(suite.ctx.clock.now().getTime() + 5000);
    suite.ctx.clock.advance(5000);
    const before = await chainFigures(suite);
    const expired = await paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), old);
    expect(expired.statusCode, expired.body).toBe(409);
    const fresh = expired.json<{ details: { reason: string; quote: TPaidChangeQuote } }>().details;
    expect(fresh.reason).toBe('quoteExpired');
    expect(fresh.quote.quoteId).not.toBe(old.quoteId);
    expect(fresh.quote.total).toBe(old.total);
    const paid = await paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), fresh.quote);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(bag.price, 1));
  });

  it('a total that is not the quote is 409 priceChanged with the quote; nothing is reserved', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const quote = await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code));
    const before = await chainFigures(suite);
    const response = await paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), {
      quoteId: quote.quoteId,
      total: quote.total - 1000,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      details: {
        reason: 'priceChanged',
        oldTotal: quote.total - 1000,
        newTotal: quote.total,
        quote: { quoteId: quote.quoteId },
      },
    });
    expect(movedBetween(before, await chainFigures(suite)).f3).toEqual({ balance: 0, reserved: 0, commission: 0 });
  });

  it('another quote id, or the quote of another body, is 400 naming acceptQuoteId', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const quote = await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code));
    const unknown = await paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), {
      quoteId: 'not-a-quote',
      total: quote.total,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('acceptQuoteId');
    const seat = {
      bookingId: booking.id,
      action: 'buy-seat',
      body: {
        expectedVersion: booking.version,
        seats: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, seat: '1A' }],
      },
    };
    const mismatch = await paidApi(suite.ctx).accept(suite.f3, seat, quote);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('acceptQuoteId');
  });

  it('two accepts of one booking at once: one charge, the other 409', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const [first, second] = [
      await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code)),
      await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code)),
    ];
    const before = await chainFigures(suite);
    const answers = await Promise.all([
      paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), first),
      paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), second),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(bag.price, 1));
    const sales = (await transactionsOf(suite.ctx, booking.id)).filter((row) => row.type === 'S');
    expect(sales).toHaveLength(2);
  });

  it('a lost reply is 202 SENT with the money reserved; the retry with the same key settles one charge', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const quote = await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code));
    const before = await chainFigures(suite);
    const call = { ...buyBag(booking, bag.code), key: `paid-lost-${booking.id}` };
    suite.suppliers.simulator.setFaults({ VJ: { paidChangeReplyLostRate: 1 } });
    const lost = await paidApi(suite.ctx).accept(suite.f3, call, quote);
    expect(lost.statusCode, lost.body).toBe(202);
    expect(lost.json<TPaidChangeResponse>().change?.status).toBe('SENT');
    const shares = expectedShares(bag.price, 1);
    expect(movedBetween(before, await chainFigures(suite)).f3).toEqual({
      balance: 0,
      reserved: -shares.f3.balance,
      commission: 0,
    });
    suite.suppliers.simulator.setFaults({ VJ: { paidChangeReplyLostRate: 0 } });
    const retried = await paidApi(suite.ctx).accept(suite.f3, call, quote);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<TPaidChangeResponse>().change).toMatchObject({ status: 'DONE', id: quote.quoteId });
    const again = await paidApi(suite.ctx).accept(suite.f3, call, quote);
    expect(again.statusCode).toBe(200);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(shares);
    const reused = await paidApi(suite.ctx).accept(
      suite.f3,
      { ...call, body: { ...call.body, expectedVersion: 99 } },
      quote,
    );
    expect(reused.statusCode).toBe(422);
  });

  it('a lost reply is settled by the reconciliation job: one charge', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const quote = await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code));
    const before = await chainFigures(suite);
    suite.suppliers.simulator.setFaults({ VJ: { paidChangeReplyLostRate: 1 } });
    const lost = await paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), quote);
    expect(lost.statusCode, lost.body).toBe(202);
    suite.suppliers.simulator.setFaults({ VJ: { paidChangeReplyLostRate: 0 } });
    expect(await bookingJobsOf(suite.ctx).runOnce()).toMatchObject({ paidChanges: 0 });
    suite.ctx.clock.advance(61_000);
    expect(await bookingJobsOf(suite.ctx).runOnce()).toMatchObject({ paidChanges: 1 });
    expect(await bookingJobsOf(suite.ctx).runOnce()).toMatchObject({ paidChanges: 0 });
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(bag.price, 1));
    const list = await paidApi(suite.ctx).list(suite.f3, booking.id);
    expect(list.changes[0]).toMatchObject({ status: 'DONE' });
    expect(list.changes[0]!.documents).toHaveLength(1);
  });

  it('dying between the reserve and the post (the airline made it) loses nothing: a fresh instance settles it once', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const quote = await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code));
    const before = await chainFigures(suite);
    const { gateway } = suite.suppliers;
    const real = gateway.paidChange;
    // The commit reaches the airline, then this process "dies": nothing after the call runs (no post, no release).
    gateway.paidChange = async (system, target, options) => {
      const answer = await real(system, target, options);
      if (target.mode === 'commit') throw new Error('killed after the airline answered');
      return answer;
    };
    try {
      const died = await paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), quote);
      expect(died.statusCode).toBe(500);
    } finally {
      gateway.paidChange = real;
    }
    const shares = expectedShares(bag.price, 1);
    expect(movedBetween(before, await chainFigures(suite)).f3).toEqual({
      balance: 0,
      reserved: -shares.f3.balance,
      commission: 0,
    });
    suite.ctx.clock.advance(61_000);
    const restarted = await secondApiInstance(suite.ctx, { suppliers: gateway });
    try {
      expect(await restarted.app.bookingJobs.runOnce()).toMatchObject({ paidChanges: 1 });
      expect(await restarted.app.bookingJobs.runOnce()).toMatchObject({ paidChanges: 0 });
    } finally {
      await restarted.close();
    }
    expect(movedBetween(before, await chainFigures(suite))).toEqual(shares);
    expect((await paidApi(suite.ctx).list(suite.f3, booking.id)).changes[0]).toMatchObject({ status: 'DONE' });
  });

  it('a commit that never reached the airline: the job waits out the claim lease, then releases it (REFUSED)', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const quote = await quoteOf(suite.ctx, suite.f3, buyBag(booking, bag.code));
    const before = await chainFigures(suite);
    const { gateway } = suite.suppliers;
    const real = gateway.paidChange;
    gateway.paidChange = async (system, target, options) =>
      target.mode === 'commit'
        ? { ok: false, kind: 'unknown', reason: 'unreachable', message: 'connection refused' }
        : real(system, target, options);
    try {
      const lost = await paidApi(suite.ctx).accept(suite.f3, buyBag(booking, bag.code), quote);
      expect(lost.statusCode, lost.body).toBe(202);
    } finally {
      gateway.paidChange = real;
    }
    suite.ctx.clock.advance(61_000);
    expect(await bookingJobsOf(suite.ctx).runOnce()).toMatchObject({ paidChanges: 0 });
    suite.ctx.clock.advance(10 * 60_000);
    expect(await bookingJobsOf(suite.ctx).runOnce()).toMatchObject({ paidChanges: 1 });
    const zero = { balance: 0, reserved: 0, commission: 0 };
    expect(movedBetween(before, await chainFigures(suite))).toEqual({ f1: zero, f2: zero, f3: zero });
    const [row] = await suite.ctx.db
      .select()
      .from(tables.bookingPaidChanges)
      .where(eq(tables.bookingPaidChanges.id, quote.quoteId));
    expect(row).toMatchObject({ status: 'REFUSED' });
    const [after] = await suite.ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, booking.id));
    expect(after).toMatchObject({ version: booking.version, pendingEditKey: null });
  });

  it('voiding the booking after a bag gives back the issue and the bag: every deposit as before the issue', async () => {
    const start = await chainFigures(suite);
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    await quoteAndPay(suite.ctx, suite.f3, buyBag(booking, bag.code));
    const voided = await moneyApi(suite.ctx).void(suite.f3, booking.id);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(movedBetween(start, await chainFigures(suite))).toEqual({
      f1: { balance: 0, reserved: 0, commission: 0 },
      f2: { balance: 0, reserved: 0, commission: 0 },
      f3: { balance: 0, reserved: 0, commission: 0 },
    });
    expect((await reservationsOf(suite.ctx, booking.id)).every((row) => row.status === 'posted')).toBe(true);
    expect((await transactionsOf(suite.ctx, booking.id)).map((row) => row.type).sort()).toEqual(['S', 'S', 'V', 'V']);
  });
});
