// The checks before a paid change reaches the airline (decision 051): another agency's booking 404, the agency above
// 403, a held booking 409 wrongState, a passenger or flight not of the booking 400 naming it, an old version 409
// staleVersion, an accept without its total 400 — and none of them reserves anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingDetail } from '@portal/contracts';
import { expectLedgerInvariants, holdFor } from './support/booking-money.js';
import {
  chainFigures,
  movedBetween,
  paidApi,
  startPaidSuite,
  stopPaidSuite,
  ticketedFor,
  type PaidCall,
  type PaidSuite,
} from './support/paid-change-suite.js';

let suite: PaidSuite;
let booking: TBookingDetail;

beforeAll(async () => {
  suite = await startPaidSuite();
  booking = await ticketedFor(suite);
});
afterAll(async () => {
  if (suite) await expectLedgerInvariants(suite.ctx);
  await stopPaidSuite(suite ?? {});
});

const seat = (overrides: Record<string, unknown> = {}, target: TBookingDetail = booking): PaidCall => ({
  bookingId: target.id,
  action: 'buy-seat',
  body: {
    expectedVersion: target.version,
    seats: [{ paxId: 'ADT-1', flightKey: target.routes[0]!.offerId, seat: '12A' }],
    ...overrides,
  },
});

describe('paid change checks', () => {
  it('answers before the airline, moving nothing', async () => {
    const before = await chainFigures(suite);
    const api = paidApi(suite.ctx);
    expect((await api.quote(suite.stranger, seat())).statusCode).toBe(404);
    const fromAbove = await api.quote(suite.f2, seat());
    expect(fromAbove.statusCode, fromAbove.body).toBe(403);
    const held = await holdFor(suite.ctx, suite.f3, { system: 'VJ' });
    const onHold = await api.quote(suite.f3, seat({}, held));
    expect(onHold.statusCode, onHold.body).toBe(409);
    expect(onHold.json()).toMatchObject({ details: { reason: 'wrongState' } });
    const stranger = await api.quote(
      suite.f3,
      seat({ seats: [{ paxId: 'ADT-2', flightKey: 'VJ:not-this-flight', seat: '12A' }] }),
    );
    expect(stranger.statusCode, stranger.body).toBe(400);
    expect(stranger.body).toContain('seats.0.paxId');
    expect(stranger.body).toContain('seats.0.flightKey');
    const badSeat = await api.quote(suite.f3, seat({ seats: [{ paxId: 'ADT-1', flightKey: 'VJ:x', seat: '99Z' }] }));
    expect(badSeat.statusCode).toBe(400);
    const stale = await api.quote(suite.f3, seat({ expectedVersion: booking.version - 1 }));
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ details: { reason: 'staleVersion', currentVersion: booking.version } });
    const noTotal = await api.quote(suite.f3, seat({ acceptQuoteId: '00000000-0000-4000-8000-000000000000' }));
    expect(noTotal.statusCode, noTotal.body).toBe(400);
    expect(noTotal.body).toContain('acceptTotal');
    const noKey = await suite.ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/paid-changes/buy-seat`,
      headers: suite.f3.auth,
      payload: seat().body,
    });
    expect(noKey.statusCode).toBe(400);
    const zero = { balance: 0, reserved: 0, commission: 0 };
    expect(movedBetween(before, await chainFigures(suite))).toEqual({ f1: zero, f2: zero, f3: zero });
    expect((await api.list(suite.f2, booking.id)).changes).toEqual([]);
  });
});
