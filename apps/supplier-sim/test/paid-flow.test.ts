// The paid-change flow: quote expiry, clientRef replay and reuse, a quote of another change, PRICE_CHANGED, a lost reply, closed flights, void.
import {
  ZSupplierBooking,
  ZSupplierPaidChangeErrorBody,
  ZSupplierPaidChangeResult,
  type TSupplierBooking,
} from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { NOW } from './support.js';
import { ACCOUNT, action, retrieve, useBookingSimulator } from './booking-support.js';
import { ticketed } from './edit-support.js';
import { offers, paidCall, paidRefused, quoteOk } from './paid-support.js';

const { clock, simulator } = useBookingSimulator();
afterEach(() => clock.set(NOW));

const bag = (booking: TSupplierBooking, code = 'BAG20') =>
  ({ action: 'buy-luggage', items: [{ paxId: 'ADT-1', flightKey: booking.flights[0]?.key ?? '', code }] }) as const;
const departure = (booking: TSupplierBooking) => Date.parse(booking.flights[0]?.segments[0]?.departDateTime ?? '');

describe('quotes', () => {
  it('expire after 15 minutes (QUOTE_EXPIRED), or after paidQuoteSeconds', async () => {
    const booking = await ticketed(simulator, 'VJ');
    const quoted = await quoteOk(simulator, 'VJ', booking.pnr, bag(booking));
    expect(quoted.quote.expiresAt).toBe('2026-11-21T10:15:00+07:00');
    clock.advance(15 * 60_000);
    const late = await paidRefused(simulator, 'VJ', booking.pnr, bag(booking), { quoteId: quoted.quote.quoteId });
    expect([late.status, late.error]).toEqual([409, 'QUOTE_EXPIRED']);
    simulator.setFaults({ VJ: { paidQuoteSeconds: 30 } });
    try {
      const short = await quoteOk(simulator, 'VJ', booking.pnr, bag(booking));
      expect(short.quote.expiresAt).toBe('2026-11-21T10:15:30+07:00');
    } finally {
      simulator.setFaults({ VJ: { paidQuoteSeconds: 900 } });
    }
  });

  it('belong to their change: a quote of another change or PNR is QUOTE_NOT_FOUND, and a quote is used once', async () => {
    const booking = await ticketed(simulator, 'VJ');
    const other = await ticketed(simulator, 'VJ');
    const quoted = await quoteOk(simulator, 'VJ', booking.pnr, bag(booking));
    const quoteId = quoted.quote.quoteId;
    expect((await paidRefused(simulator, 'VJ', booking.pnr, bag(booking, 'BAG25'), { quoteId })).error).toBe(
      'QUOTE_NOT_FOUND',
    );
    expect((await paidRefused(simulator, 'VJ', other.pnr, bag(other), { quoteId })).error).toBe('QUOTE_NOT_FOUND');
    expect((await paidCall(simulator, 'VJ', booking.pnr, bag(booking), { quoteId })).status).toBe(200);
    const reused = await paidRefused(simulator, 'VJ', booking.pnr, bag(booking), { quoteId });
    expect([reused.status, reused.error]).toEqual([404, 'QUOTE_NOT_FOUND']);
  });

  it('refuses a commit whose price moved with PRICE_CHANGED and the new quote to accept', async () => {
    const booking = await ticketed(simulator, 'VJ');
    // 48 hours before departure baggage goes from +20% to +50% of the hold price (BAG20: 210,000).
    clock.set(new Date(departure(booking) - 48 * 3_600_000 - 60_000));
    const quoted = await quoteOk(simulator, 'VJ', booking.pnr, bag(booking));
    expect(quoted.quote.total).toBe(252_000);
    clock.advance(2 * 60_000);
    const moved = await paidCall(simulator, 'VJ', booking.pnr, bag(booking), { quoteId: quoted.quote.quoteId });
    expect(moved.status).toBe(409);
    const body = ZSupplierPaidChangeErrorBody.parse(moved.json);
    expect([body.error, body.totalNet, body.quote?.total]).toEqual(['PRICE_CHANGED', 315_000, 315_000]);
    const accepted = await paidCall(simulator, 'VJ', booking.pnr, bag(booking), { quoteId: body.quote?.quoteId });
    expect(accepted.status).toBe(200);
    expect(ZSupplierPaidChangeResult.parse(accepted.json).quote.total).toBe(315_000);
  });
});

describe('commits by clientRef', () => {
  it('answer the first result again for the same body, CLIENT_REF_REUSED for another', async () => {
    const booking = await ticketed(simulator, 'VJ');
    const quoted = await quoteOk(simulator, 'VJ', booking.pnr, bag(booking));
    const options = { clientRef: 'same-ref', quoteId: quoted.quote.quoteId };
    const first = await paidCall(simulator, 'VJ', booking.pnr, bag(booking), options);
    const again = await paidCall(simulator, 'VJ', booking.pnr, bag(booking), options);
    expect([again.status, again.json]).toEqual([200, first.json]);
    const after = ZSupplierBooking.parse((await retrieve(simulator, 'VJ', booking.pnr)).json);
    expect(after.paidChanges).toHaveLength(1);
    expect(after.totalNet).toBe(booking.totalNet + 252_000);
    const reused = await paidRefused(simulator, 'VJ', booking.pnr, bag(booking, 'BAG30'), options);
    expect([reused.status, reused.error]).toEqual([409, 'CLIENT_REF_REUSED']);
  });

  it('paidChangeReplyLostRate: the change is made, no answer comes; retrieve shows the record, a retry answers it', async () => {
    const booking = await ticketed(simulator, 'VU');
    const quoted = await quoteOk(simulator, 'VU', booking.pnr, bag(booking));
    simulator.setFaults({ VU: { paidChangeReplyLostRate: 1 } });
    const body = {
      account: ACCOUNT,
      clientRef: 'lost-1',
      mode: 'commit',
      quoteId: quoted.quote.quoteId,
      change: bag(booking),
    };
    try {
      const controller = new AbortController();
      const answer = fetch(`${simulator.url}/systems/VU/bookings/${booking.pnr}/paid-changes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      }).then(
        (response) => response.status,
        () => 'aborted',
      );
      setTimeout(() => controller.abort(), 300);
      expect(await answer).toBe('aborted');
      let found = ZSupplierBooking.parse((await retrieve(simulator, 'VU', booking.pnr)).json);
      for (let tries = 0; !found.paidChanges && tries < 30; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        found = ZSupplierBooking.parse((await retrieve(simulator, 'VU', booking.pnr)).json);
      }
      expect(found.paidChanges?.map((record) => [record.clientRef, record.total])).toEqual([['lost-1', 240_000 * 1.2]]);
      // Only a new commit loses its reply: the retry answers at once with the same documents.
      const retry = await paidCall(simulator, 'VU', booking.pnr, bag(booking), {
        clientRef: 'lost-1',
        quoteId: quoted.quote.quoteId,
      });
      expect([retry.status, retry.json.documents]).toEqual([200, found.paidChanges?.[0]?.documents]);
    } finally {
      simulator.setFaults({ VU: { paidChangeReplyLostRate: 0 } });
    }
  });
});

describe('closed flights', () => {
  it('low-cost: nothing is sold under 3 hours before departure (FLIGHT_CLOSED naming the flight, offers closed)', async () => {
    const booking = await ticketed(simulator, 'VJ');
    const segment = booking.flights[0]?.segments[0];
    clock.set(new Date(departure(booking) - 3 * 3_600_000));
    expect((await quoteOk(simulator, 'VJ', booking.pnr, bag(booking))).quote.total).toBe(315_000);
    clock.advance(60_000);
    const closed = await paidRefused(simulator, 'VJ', booking.pnr, bag(booking));
    expect([closed.status, closed.error]).toEqual([409, 'FLIGHT_CLOSED']);
    expect(closed.message).toContain(`${segment?.carrierCode}${segment?.flightNumber} ${segment?.from}-${segment?.to}`);
    const sold = (await offers(simulator, 'VJ', booking.pnr)).flights[0];
    expect([sold?.options, sold?.closedReason?.includes('less than 3 hours')]).toEqual([[], true]);
  });

  it('full-service: open until 1 hour before departure; a flown flight never sells', async () => {
    const booking = await ticketed(simulator, 'VN');
    clock.set(new Date(departure(booking) - 61 * 60_000));
    expect((await quoteOk(simulator, 'VN', booking.pnr, bag(booking))).quote.total).toBe(570_000);
    clock.set(new Date(departure(booking) - 59 * 60_000));
    expect((await paidRefused(simulator, 'VN', booking.pnr, bag(booking))).error).toBe('FLIGHT_CLOSED');
    clock.set(new Date(departure(booking) + 60_000));
    const flown = await paidRefused(simulator, 'VN', booking.pnr, bag(booking));
    expect([flown.error, flown.message.includes('has departed')]).toEqual(['FLIGHT_CLOSED', true]);
  });
});

describe('void', () => {
  it('voids the paid changes with the tickets, keeping their amounts and documents', async () => {
    const booking = await ticketed(simulator, 'VJ');
    const quoted = await quoteOk(simulator, 'VJ', booking.pnr, bag(booking));
    const bought = await paidCall(simulator, 'VJ', booking.pnr, bag(booking), { quoteId: quoted.quote.quoteId });
    const voided = await action(simulator, 'VJ', booking.pnr, 'void');
    expect(voided.status).toBe(200);
    const view = ZSupplierBooking.parse(voided.json);
    expect(view.status).toBe('VOIDED');
    expect(view.paidChanges).toEqual([
      expect.objectContaining({ total: 252_000, documents: bought.json.documents, voidedAt: view.voidedAt }),
    ]);
    expect(view.totalNet).toBe(booking.totalNet + 252_000);
    expect((await paidRefused(simulator, 'VJ', booking.pnr, bag(booking))).error).toBe('INVALID_STATE');
  });
});
