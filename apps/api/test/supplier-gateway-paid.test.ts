// The gateway's paid-change calls against a started simulator over HTTP: seat maps, offers, quote then commit, refusals (PRICE_CHANGED with its new quote) and unknown outcomes.
import type { TBookingSystem, TSupplierPaidChange } from '@portal/contracts';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierGateway } from '../src/modules/suppliers/suppliers.module.js';
import type { SupplierGateway } from '../src/modules/suppliers/supplier-gateway.js';
import { ACCOUNT, DEADLINE, GATEWAY_NOW, holdRequestOf, valueOf } from './support/gateway-over-http.js';
import { INSTANT } from './support/search-stream.js';

let now = GATEWAY_NOW;
let simulator: TRunningSimulator;
let gateway: SupplierGateway;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', faults: INSTANT, now: () => now });
  gateway = createSupplierGateway({ suppliersUrl: simulator.url });
});
afterAll(() => simulator.close());
afterEach(() => {
  now = GATEWAY_NOW;
});

async function ticketedPnr(system: 'VN' | 'VJ') {
  const held = valueOf(await gateway.hold(system, await holdRequestOf(gateway, system), DEADLINE));
  return valueOf(await gateway.issue(system, { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
}

const bag = (flightKey: string, code = 'BAG20'): TSupplierPaidChange => ({
  action: 'buy-luggage',
  items: [{ paxId: 'ADT-1', flightKey, code }],
});

async function quoted(system: TBookingSystem, pnr: string, change: TSupplierPaidChange) {
  const target = { pnr, account: ACCOUNT, clientRef: `q-${Math.random()}`, mode: 'quote' as const, change };
  return valueOf(await gateway.paidChange(system, target, DEADLINE)).quote;
}

describe('seat maps and offers', () => {
  it('answers the seat map and the offers of each flight of a ticketed PNR', async () => {
    const booking = await ticketedPnr('VJ');
    const flightKey = booking.flights[0]?.key;
    const maps = valueOf(await gateway.seatMaps('VJ', { pnr: booking.pnr, account: ACCOUNT }, DEADLINE));
    expect(maps.maps.map((map) => [map.flightKey, map.aircraft])).toEqual([
      [flightKey, booking.flights[0]?.segments[0]?.aircraft],
    ]);
    expect(maps.maps[0]?.rows[0]?.seats[0]).toMatchObject({ seat: '1A', price: 250_000, zone: 'FRONT' });
    const offers = valueOf(await gateway.offers('VJ', { pnr: booking.pnr, account: ACCOUNT }, DEADLINE));
    expect(offers.flights[0]?.options.find((option) => option.code === 'BAG20')?.price).toBe(252_000);
    expect(await gateway.offers('VJ', { pnr: booking.pnr, account: 'OTHER01' }, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'OTHER_ACCOUNT',
      httpStatus: 403,
    });
  });
});

describe('paidChange', () => {
  it('quotes a bag, commits the quote (an EMD), and answers the same result to a retried clientRef', async () => {
    const booking = await ticketedPnr('VJ');
    const change = bag(booking.flights[0]?.key ?? '');
    const quote = await quoted('VJ', booking.pnr, change);
    expect([quote.total, quote.expiresAt]).toEqual([252_000, '2026-11-21T10:15:00+07:00']);
    const commit = {
      pnr: booking.pnr,
      account: ACCOUNT,
      clientRef: 'gw-bag-1',
      mode: 'commit' as const,
      quoteId: quote.quoteId,
      change,
    };
    const committed = valueOf(await gateway.paidChange('VJ', commit, DEADLINE));
    expect(committed.documents).toEqual([
      {
        kind: 'EMD',
        number: expect.stringMatching(/^978\d{10}$/),
        paxId: 'ADT-1',
        amount: 252_000,
        flightKeys: [booking.flights[0]?.key],
      },
    ]);
    expect(committed.booking.totalNet).toBe(booking.totalNet + 252_000);
    expect(valueOf(await gateway.paidChange('VJ', commit, DEADLINE))).toEqual(committed);
    expect(
      await gateway.paidChange('VJ', { ...commit, change: bag(booking.flights[0]?.key ?? '', 'BAG30') }, DEADLINE),
    ).toMatchObject({
      kind: 'refused',
      code: 'CLIENT_REF_REUSED',
    });
  });

  it('maps refusals: the state, the system, the seat, the quote, and PRICE_CHANGED with the new quote', async () => {
    const held = valueOf(await gateway.hold('VN', await holdRequestOf(gateway, 'VN'), DEADLINE));
    const onHold = {
      pnr: held.pnr,
      account: ACCOUNT,
      clientRef: 'r1',
      mode: 'quote' as const,
      change: bag(held.flights[0]?.key ?? ''),
    };
    expect(await gateway.paidChange('VN', onHold, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'INVALID_STATE',
      httpStatus: 409,
    });
    const vn = await ticketedPnr('VN');
    const infant: TSupplierPaidChange = {
      action: 'add-infant-vj',
      adultId: 'ADT-1',
      infant: { title: 'MISS', lastName: 'NGUYEN', firstName: 'AN', birthDate: '2026-03-01' },
    };
    expect(await gateway.paidChange('VN', { ...onHold, pnr: vn.pnr, change: infant }, DEADLINE)).toMatchObject({
      code: 'ACTION_NOT_SUPPORTED',
      httpStatus: 422,
    });
    const vj = await ticketedPnr('VJ');
    const flightKey = vj.flights[0]?.key ?? '';
    const map = valueOf(await gateway.seatMaps('VJ', { pnr: vj.pnr, account: ACCOUNT }, DEADLINE)).maps[0];
    const taken = map?.rows.flatMap((row) => row.seats).find((seat) => seat.status === 'TAKEN')?.seat ?? '';
    const seat: TSupplierPaidChange = { action: 'buy-seat', seats: [{ paxId: 'ADT-1', flightKey, seat: taken }] };
    const target = { pnr: vj.pnr, account: ACCOUNT, clientRef: 'r2', mode: 'quote' as const, change: seat };
    expect(await gateway.paidChange('VJ', target, DEADLINE)).toMatchObject({
      code: 'SEAT_TAKEN',
      booking: { pnr: vj.pnr },
    });
    const commit = { ...target, mode: 'commit' as const, quoteId: 'PQ000000000', change: bag(flightKey) };
    expect(await gateway.paidChange('VJ', commit, DEADLINE)).toMatchObject({
      code: 'QUOTE_NOT_FOUND',
      httpStatus: 404,
    });

    // 48 hours before departure a bag bought after ticketing goes from +20% to +50% (BAG20: 210,000 at hold).
    const departure = Date.parse(vj.flights[0]?.segments[0]?.departDateTime ?? '');
    now = new Date(departure - 48 * 3_600_000 - 60_000);
    const quote = await quoted('VJ', vj.pnr, bag(flightKey));
    now = new Date(departure - 48 * 3_600_000 + 60_000);
    const moved = await gateway.paidChange('VJ', { ...commit, quoteId: quote.quoteId }, DEADLINE);
    expect(moved).toMatchObject({
      kind: 'refused',
      code: 'PRICE_CHANGED',
      totalNet: 315_000,
      quote: { total: 315_000 },
    });
    if (moved.ok || moved.kind !== 'refused') throw new Error('expected a refusal');
    expect(moved.quote?.quoteId).not.toBe(quote.quoteId);
  });

  it('a lost reply is unknown (timeout); the retried clientRef answers the change it made, retrieve shows its record', async () => {
    const booking = await ticketedPnr('VJ');
    const change = bag(booking.flights[0]?.key ?? '');
    const quote = await quoted('VJ', booking.pnr, change);
    const commit = {
      pnr: booking.pnr,
      account: ACCOUNT,
      clientRef: 'gw-lost-1',
      mode: 'commit' as const,
      quoteId: quote.quoteId,
      change,
    };
    simulator.setFaults({ VJ: { paidChangeReplyLostRate: 1 } });
    try {
      expect(await gateway.paidChange('VJ', commit, { deadlineMs: 300 })).toMatchObject({
        kind: 'unknown',
        reason: 'timeout',
      });
    } finally {
      simulator.setFaults({ VJ: { paidChangeReplyLostRate: 0 } });
    }
    const retried = valueOf(await gateway.paidChange('VJ', commit, DEADLINE));
    const found = valueOf(await gateway.retrieve('VJ', { pnr: booking.pnr, account: ACCOUNT }, DEADLINE));
    expect(found.paidChanges).toEqual([
      expect.objectContaining({ clientRef: 'gw-lost-1', total: 252_000, documents: retried.documents }),
    ]);
  });

  it('a 5xx from the fault gate is an unknown outcome, and nothing is bought', async () => {
    const booking = await ticketedPnr('VJ');
    const change = bag(booking.flights[0]?.key ?? '');
    const quote = await quoted('VJ', booking.pnr, change);
    simulator.setFaults({ VJ: { errorRate: 1 } });
    const result = await gateway.paidChange(
      'VJ',
      { pnr: booking.pnr, account: ACCOUNT, clientRef: 'gw-5xx', mode: 'commit', quoteId: quote.quoteId, change },
      DEADLINE,
    );
    simulator.setFaults({ VJ: { errorRate: 0 } });
    expect(result).toMatchObject({ ok: false, kind: 'unknown', reason: 'supplier-error' });
    expect(
      valueOf(await gateway.retrieve('VJ', { pnr: booking.pnr, account: ACCOUNT }, DEADLINE)).paidChanges,
    ).toBeUndefined();
  });
});
