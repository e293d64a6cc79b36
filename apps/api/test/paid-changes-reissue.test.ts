// The paid changes that reissue or give money back, with the simulator for real (issue 15; simulator decision 050):
// an exchange to another flight (fee and difference along the chain, the booking's flight and ticket rewritten), a
// refund by fare rule to the deposits (net back through the chain, the booking REFUNDED), a Vietjet refund as a credit
// shell (no money), a balance due settled by process-price, and a best-price request with nothing cheaper (refused).
import { describe, expect, it } from 'vitest';
import type { TBookingDetail, TBookingSystem } from '@portal/contracts';
import { moneyApi, transactionsOf } from './support/booking-money.js';
import { leg, searchOffers } from './support/bookings.js';
import { atAirline, detailFor } from './support/edit-suite.js';
import { holdOn } from './support/priced-edits.js';
import {
  chainFigures,
  expectedShares,
  movedBetween,
  paidApi,
  quoteAndPay,
  quoteOf,
  usePaidSuite,
} from './support/paid-change-suite.js';

const suite = usePaidSuite();

/** A ticketed one-adult booking of the F3 on the first fare of `family`. */
async function ticketedOn(system: TBookingSystem, family: string, days = 30): Promise<TBookingDetail> {
  const held = await holdOn(suite.ctx, suite.f3, { system, days, accepts: (fare) => fare.fareFamily === family });
  const issued = await moneyApi(suite.ctx).issue(suite.f3, held.id);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json<TBookingDetail>();
}

const zero = { balance: 0, reserved: 0, commission: 0 };

describe('reissues and refunds of a ticketed booking', () => {
  it('exchange-route: the change fee and difference along the chain, the new flight and ticket on the booking', async () => {
    const booking = await ticketedOn('VN', 'Economy Classic');
    const searched = leg('HAN', 'SGN', 37);
    const offers = await searchOffers(suite.ctx, suite.f3, { legs: [searched] });
    const target = offers
      .filter((offer) => offer.system === 'VN' && offer.numberOfStop === 0 && !offer.combineSegment)
      .flatMap((offer) => offer.fares.map((fare) => ({ offer, fare })))
      .find(({ fare }) => fare.fareFamily === 'Economy Classic' && fare.seatAvailable >= 2)!;
    const call = {
      bookingId: booking.id,
      action: 'exchange-route',
      body: {
        expectedVersion: booking.version,
        flights: [
          {
            flightKey: booking.routes[0]!.offerId,
            to: { offerId: target.offer.id, fareClass: target.fare.fareClass, leg: searched },
          },
        ],
      },
    };
    const before = await chainFigures(suite);
    const { quote, answer } = await quoteAndPay(suite.ctx, suite.f3, call);
    expect(quote.lines.find((line) => line.kind === 'CHANGE_FEE')?.amount).toBe(360_000);
    expect(quote.airlineTotal).toBeGreaterThanOrEqual(360_000);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(quote.airlineTotal, 1));
    const ticket = answer.change!.documents.find((document) => document.kind === 'TICKET')!;
    const detail = await detailFor(suite.ctx, suite.f3, booking.id);
    expect(detail.routes.map((route) => route.offerId)).toEqual([target.offer.id]);
    expect(detail.passengers[0]!.ticketNumber).toBe(ticket.number);
    expect(detail.fareData.totalAmount).toBe(booking.fareData.totalAmount);
  });

  it('refund-ticket to the deposit: the net less the penalty back to every deposit, fees kept, the booking REFUNDED', async () => {
    const booking = await ticketedOn('VN', 'Economy Classic');
    const call = { bookingId: booking.id, action: 'refund-ticket', body: { expectedVersion: booking.version } };
    const before = await chainFigures(suite);
    const { quote } = await quoteAndPay(suite.ctx, suite.f3, call);
    expect(quote).toMatchObject({ serviceFee: 0, refundForm: 'DEPOSIT' });
    expect(quote.lines.find((line) => line.kind === 'PENALTY')?.amount).toBe(600_000);
    expect(quote.total).toBeLessThan(0);
    const back = -quote.total;
    expect(movedBetween(before, await chainFigures(suite))).toEqual({
      f1: { ...zero, balance: back },
      f2: { ...zero, balance: back },
      f3: { ...zero, balance: back },
    });
    expect((await detailFor(suite.ctx, suite.f3, booking.id)).status).toBe('REFUNDED');
  });

  it('a refund larger than the issue sale (after a dearer exchange) is credited from the exchange sale too', async () => {
    const booking = await ticketedOn('VN', 'Economy Classic');
    const searched = leg('HAN', 'SGN', 38);
    const offers = await searchOffers(suite.ctx, suite.f3, { legs: [searched] });
    const target = offers
      .filter((offer) => offer.system === 'VN' && offer.numberOfStop === 0 && !offer.combineSegment)
      .flatMap((offer) => offer.fares.map((fare) => ({ offer, fare })))
      .find(({ fare }) => fare.fareFamily === 'Economy Flex' && fare.seatAvailable >= 2)!;
    const exchange = {
      bookingId: booking.id,
      action: 'exchange-route',
      body: {
        expectedVersion: booking.version,
        flights: [
          {
            flightKey: booking.routes[0]!.offerId,
            to: { offerId: target.offer.id, fareClass: target.fare.fareClass, leg: searched },
          },
        ],
      },
    };
    const { answer } = await quoteAndPay(suite.ctx, suite.f3, exchange);
    const refund = {
      bookingId: booking.id,
      action: 'refund-ticket',
      body: { expectedVersion: answer.booking.version },
    };
    const before = await chainFigures(suite);
    const { quote } = await quoteAndPay(suite.ctx, suite.f3, refund);
    const back = -quote.total;
    expect(back).toBeGreaterThan(booking.fareData.supplierNet);
    expect(movedBetween(before, await chainFigures(suite))).toEqual({
      f1: { ...zero, balance: back },
      f2: { ...zero, balance: back },
      f3: { ...zero, balance: back },
    });
    const credits = (await transactionsOf(suite.ctx, booking.id)).filter((row) => row.type === 'R');
    expect(credits).toHaveLength(2);
  });

  it('refund-ticket on Vietjet: a credit shell in the passenger name, no money moves', async () => {
    const booking = await ticketedOn('VJ', 'SkyBoss');
    const call = { bookingId: booking.id, action: 'refund-ticket', body: { expectedVersion: booking.version } };
    const before = await chainFigures(suite);
    const { quote } = await quoteAndPay(suite.ctx, suite.f3, call);
    expect(quote.refundForm).toBe('CREDIT_SHELL');
    expect(movedBetween(before, await chainFigures(suite))).toEqual({ f1: zero, f2: zero, f3: zero });
    const list = await paidApi(suite.ctx).list(suite.f3, booking.id);
    expect(list.credits).toHaveLength(1);
    expect(list.credits[0]).toMatchObject({ paxId: 'ADT-1', amount: -quote.total });
    expect(list.credits[0]!.number).toMatch(/^CS\d{13}$/);
    expect(list.credits[0]!.expiresAt).not.toBe('');
  });

  it('process-price: the balance the airline recorded, settled with the chain fee', async () => {
    const booking = await ticketedOn('VN', 'Economy Classic');
    await atAirline(suite.suppliers, {
      pnr: booking.pnr!,
      what: 'balance-due',
      body: { paxId: 'ADT-1', amount: 250_000 },
    });
    const call = { bookingId: booking.id, action: 'process-price', body: { expectedVersion: booking.version } };
    const before = await chainFigures(suite);
    const { quote, answer } = await quoteAndPay(suite.ctx, suite.f3, call);
    expect(quote.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['BALANCE', 250_000],
      ['SERVICE_FEE', 35_000],
    ]);
    expect(answer.change!.documents.map((document) => document.kind)).toEqual(['EMD']);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(250_000, 1));
  });

  it('quote-best-price: a cheaper class given back to every deposit, or with nothing cheaper the commit refused (422)', async () => {
    const held = await holdOn(suite.ctx, suite.f3, {
      system: '1A',
      to: 'BKK',
      accepts: (fare) => fare.fareFamily === 'Economy Standard',
    });
    const issued = await moneyApi(suite.ctx).issue(suite.f3, held.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const booking = issued.json<TBookingDetail>();
    const call = { bookingId: booking.id, action: 'quote-best-price', body: { expectedVersion: booking.version } };
    const quote = await quoteOf(suite.ctx, suite.f3, call);
    // Abroad the chain's rules here charge no change fee (they are domestic).
    expect(quote.serviceFee).toBe(0);
    const before = await chainFigures(suite);
    const response = await paidApi(suite.ctx).accept(suite.f3, call, quote);
    const moved = movedBetween(before, await chainFigures(suite));
    if (quote.lines.every((line) => line.amount === 0)) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ details: { supplierCode: 'CHANGE_NOT_ALLOWED' } });
      expect(moved).toEqual({ f1: zero, f2: zero, f3: zero });
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    if (quote.total > 0) expect(moved).toEqual(expectedShares(quote.total, 0));
    else
      expect(moved).toEqual({
        f1: { ...zero, balance: -quote.total },
        f2: { ...zero, balance: -quote.total },
        f3: { ...zero, balance: -quote.total },
      });
  });
});
