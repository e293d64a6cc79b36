// After the hold over HTTP: retrieve by account and last name, issue with airline prefixes, expiry by the clock, cancel, the void window, refunds.
import { ZSupplierBooking, ZSupplierRefundQuote, type TSupplierBooking } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  ROUTE,
  action,
  adult,
  child,
  holdBody,
  holdOk,
  infant,
  passport,
  pickFare,
  retrieve,
  seatsShown,
  startBookingSimulator,
  useBookingSimulator,
} from './booking-support.js';
import { NOW } from './support.js';

const { clock, simulator } = useBookingSimulator();
beforeEach(() => clock.set(NOW));

const MINUTE = 60_000;
const booked = (json: unknown) => ZSupplierBooking.parse(json);

async function heldOn(system: string, overrides: Parameters<typeof holdBody>[1] = {}, route = ROUTE) {
  const picked = await pickFare(
    simulator,
    system,
    route,
    { adt: 1, chd: 0, inf: 0 },
    (fare) => fare.seatAvailable >= 3,
  );
  return { picked, booking: await holdOk(simulator, system, holdBody(picked, overrides)) };
}

async function issued(
  system: string,
  overrides: Parameters<typeof holdBody>[1] = {},
  route = ROUTE,
): Promise<TSupplierBooking> {
  const { booking } = await heldOn(system, overrides, route);
  const answer = await action(simulator, system, booking.pnr, 'issue');
  expect(answer.status).toBe(200);
  return booked(answer.json);
}

describe('retrieve', () => {
  it('answers the record to the account that made it, with or without the last name', async () => {
    const { booking } = await heldOn('VN');
    expect(booked((await retrieve(simulator, 'VN', booking.pnr)).json)).toEqual(booking);
    expect(
      (await retrieve(simulator, 'VN', booking.pnr.toLowerCase(), `account=${ACCOUNT}&lastName=nguyen`)).status,
    ).toBe(200);
  });

  it('answers 404 for a wrong last name, an unknown PNR or another system, 403 OTHER_ACCOUNT for another account', async () => {
    const { booking } = await heldOn('VN', { account: 'HANVN01BB' });
    expect((await retrieve(simulator, 'VN', booking.pnr, 'account=HANVN01BB&lastName=TRAN')).json.error).toBe(
      'NOT_FOUND',
    );
    expect((await retrieve(simulator, 'VN', 'ZZZZZZ', 'account=HANVN01BB')).status).toBe(404);
    expect((await retrieve(simulator, 'VJ', booking.pnr, 'account=HANVN01BB')).status).toBe(404);
    const other = await retrieve(simulator, 'VN', booking.pnr, `account=${ACCOUNT}&lastName=NGUYEN`);
    expect(other.status).toBe(403);
    expect(other.json.error).toBe('OTHER_ACCOUNT');
    expect((await action(simulator, 'VN', booking.pnr, 'issue')).json.error).toBe('OTHER_ACCOUNT');
    expect((await retrieve(simulator, 'VN', booking.pnr, '')).status).toBe(400);
  });
});

describe('issue', () => {
  it.each([
    ['VN', '738'],
    ['VJ', '978'],
    ['QH', '926'],
    ['VU', '964'],
  ])('tickets every passenger on %s with the prefix %s and 10 digits', async (system, prefix) => {
    const pax = { adt: 1, chd: 1, inf: 1 };
    const picked = await pickFare(simulator, system, ROUTE, pax, (fare) => fare.seatAvailable >= 3);
    const booking = await holdOk(simulator, system, holdBody(picked, { passengers: [adult(1), child(1), infant(1)] }));
    const ticketed = booked((await action(simulator, system, booking.pnr, 'issue')).json);
    expect(ticketed.status).toBe('TICKETED');
    expect(ticketed.tickets.map((ticket) => ticket.paxId)).toEqual(['ADT-1', 'CHD-1', 'INF-1']);
    for (const ticket of ticketed.tickets) expect(ticket.number).toMatch(new RegExp(`^${prefix}\\d{10}$`));
    expect(new Set(ticketed.tickets.map((ticket) => ticket.number)).size).toBe(3);
    expect(ticketed.passengers.map((passenger) => passenger.ticketNumber)).toEqual(
      ticketed.tickets.map((ticket) => ticket.number),
    );
    expect(ticketed.issuedAt).toBe('2026-11-21T10:00:00+07:00');
    expect(ticketed.voidUntil).toBe('2026-11-21T23:59:00+07:00');
  });

  it('uses the validating carrier on a GDS (Singapore Airlines 618)', async () => {
    const picked = await pickFare(
      simulator,
      '1A',
      { from: 'SGN', to: 'SIN', date: '2026-12-15' },
      undefined,
      (fare, flight) => fare.seatAvailable > 0 && flight.segments[0]?.carrierCode === 'SQ',
    );
    const booking = await holdOk(simulator, '1A', holdBody(picked, { passengers: [adult(1, { passport })] }));
    const ticketed = booked((await action(simulator, '1A', booking.pnr, 'issue')).json);
    expect(ticketed.tickets[0]?.number).toMatch(/^618\d{10}$/);
  });

  it('answers the same tickets when issued again, also concurrently: never two', async () => {
    const { booking } = await heldOn('QH');
    const answers = await Promise.all(Array.from({ length: 5 }, () => action(simulator, 'QH', booking.pnr, 'issue')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(booked(answer.json).tickets))).size).toBe(1);
    const again = booked((await action(simulator, 'QH', booking.pnr, 'issue')).json);
    expect(again.tickets).toEqual(booked(answers[0]?.json).tickets);
  });

  it('takes the prefixes from the simulator option', async () => {
    const own = await startBookingSimulator(clock, { ticketPrefixes: { VU: '123' } });
    try {
      const picked = await pickFare(own, 'VU', ROUTE);
      const booking = await holdOk(own, 'VU', holdBody(picked));
      const answer = await fetch(`${own.url}/systems/VU/bookings/${booking.pnr}/issue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: ACCOUNT }),
      });
      expect(booked(await answer.json()).tickets[0]?.number).toMatch(/^123\d{10}$/);
    } finally {
      await own.close();
    }
  });
});

describe('time limit', () => {
  it('cancels a held PNR once its time limit passed, when retrieved: seats back, segments XX', async () => {
    const { picked, booking } = await heldOn('VJ');
    const seatsHeld = await seatsShown(simulator, 'VJ', picked);
    clock.set(new Date(Date.parse(booking.timeLimit) - 1000));
    expect(booked((await retrieve(simulator, 'VJ', booking.pnr)).json).status).toBe('HOLD');
    clock.set(new Date(Date.parse(booking.timeLimit)));
    const expired = booked((await retrieve(simulator, 'VJ', booking.pnr)).json);
    expect(expired).toMatchObject({ status: 'CANCELLED', cancelReason: 'TIME_LIMIT', cancelledAt: booking.timeLimit });
    expect(expired.flights[0]?.segments.every((segment) => segment.status === 'XX')).toBe(true);
    expect(await seatsShown(simulator, 'VJ', picked)).toBe((seatsHeld ?? 0) + 1);
  });

  it('refuses to issue after the time limit: 409 TIME_LIMIT_EXPIRED with the cancelled record', async () => {
    const { booking } = await heldOn('QH');
    clock.advance(61 * MINUTE);
    const late = await action(simulator, 'QH', booking.pnr, 'issue');
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('TIME_LIMIT_EXPIRED');
    expect(booked(late.json.booking).status).toBe('CANCELLED');
  });

  it('issues just before the time limit', async () => {
    const { booking } = await heldOn('QH');
    clock.advance(59 * MINUTE);
    expect(booked((await action(simulator, 'QH', booking.pnr, 'issue')).json).status).toBe('TICKETED');
  });
});

describe('cancel', () => {
  it('cancels a hold once (again answers it), refuses to issue it (PNR_CANCELLED) and to cancel a ticket', async () => {
    const { booking } = await heldOn('VU');
    const cancelled = await action(simulator, 'VU', booking.pnr, 'cancel');
    expect(booked(cancelled.json)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'AGENT',
      cancelledAt: '2026-11-21T10:00:00+07:00',
    });
    expect((await action(simulator, 'VU', booking.pnr, 'cancel')).status).toBe(200);
    expect((await action(simulator, 'VU', booking.pnr, 'issue')).json.error).toBe('PNR_CANCELLED');
    const ticket = await issued('VU');
    const refused = await action(simulator, 'VU', ticket.pnr, 'cancel');
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('INVALID_STATE');
  });
});

describe('void', () => {
  it('voids the same day: VOIDED, seats back; voiding again answers it again', async () => {
    const { picked, booking } = await heldOn('VN');
    await action(simulator, 'VN', booking.pnr, 'issue');
    const seatsSold = await seatsShown(simulator, 'VN', picked);
    clock.set('2026-11-21T16:58:00Z'); // 23:58 in Vietnam
    const voided = booked((await action(simulator, 'VN', booking.pnr, 'void')).json);
    expect(voided).toMatchObject({ status: 'VOIDED', voidedAt: '2026-11-21T23:58:00+07:00' });
    expect(voided.tickets).toHaveLength(1);
    expect(await seatsShown(simulator, 'VN', picked)).toBe((seatsSold ?? 0) + 1);
    expect((await action(simulator, 'VN', booking.pnr, 'void')).status).toBe(200);
  });

  it('refuses after the void window: 409 VOID_WINDOW_CLOSED at 23:59 and the next day', async () => {
    const ticket = await issued('VJ');
    clock.set('2026-11-21T16:59:00Z');
    const closed = await action(simulator, 'VJ', ticket.pnr, 'void');
    expect(closed.status).toBe(409);
    expect(closed.json.error).toBe('VOID_WINDOW_CLOSED');
    clock.set('2026-11-22T02:00:00Z');
    expect((await action(simulator, 'VJ', ticket.pnr, 'void')).json.error).toBe('VOID_WINDOW_CLOSED');
  });

  it('follows the voidCutoff setting, and refuses to void a hold', async () => {
    simulator.setFaults({ QH: { voidCutoff: '12:00' } });
    try {
      const ticket = await issued('QH');
      expect(ticket.voidUntil).toBe('2026-11-21T12:00:00+07:00');
      clock.set('2026-11-21T05:00:00Z');
      expect((await action(simulator, 'QH', ticket.pnr, 'void')).json.error).toBe('VOID_WINDOW_CLOSED');
    } finally {
      simulator.setFaults({ QH: { voidCutoff: '23:59' } });
    }
    const { booking } = await heldOn('QH');
    expect((await action(simulator, 'QH', booking.pnr, 'void')).json.error).toBe('INVALID_STATE');
  });
});

describe('refund', () => {
  async function quote(system: string, pnr: string) {
    const answer = await action(simulator, system, pnr, 'refund-quote');
    expect(answer.status).toBe(200);
    return ZSupplierRefundQuote.parse(answer.json);
  }

  it('charges the refund fee per passenger and segment of a refundable fare (VN Economy Flex: 300,000 VND)', async () => {
    const picked = await pickFare(
      simulator,
      'VN',
      ROUTE,
      undefined,
      (fare) => fare.fareFamily === 'Economy Flex' && fare.seatAvailable > 0,
    );
    const booking = await holdOk(simulator, 'VN', holdBody(picked));
    await action(simulator, 'VN', booking.pnr, 'issue');
    const offer = await quote('VN', booking.pnr);
    expect(offer).toMatchObject({
      pnr: booking.pnr,
      totalPaid: booking.totalNet,
      penalty: 300_000,
      refundableAmount: booking.totalNet - 300_000,
      expiresAt: '2026-11-21T10:15:00+07:00',
    });
    expect(offer.passengers[0]?.ticketNumber).toMatch(/^738\d{10}$/);
  });

  it('refunds only the taxes of a non-refundable fare, and keeps the add-ons', async () => {
    const picked = await pickFare(
      simulator,
      'VJ',
      ROUTE,
      undefined,
      (fare) => fare.fareClass === 'Eco' && fare.seatAvailable > 0,
    );
    const booking = await holdOk(
      simulator,
      'VJ',
      holdBody(picked, { ancillaries: [{ paxId: 'ADT-1', flightKey: picked.flight.key, code: 'BAG20' }] }),
    );
    await action(simulator, 'VJ', booking.pnr, 'issue');
    const offer = await quote('VJ', booking.pnr);
    expect(offer.refundableAmount).toBe(picked.fare.netPrices.ADT.tax);
    expect(offer.penalty).toBe(booking.totalNet - picked.fare.netPrices.ADT.tax);
  });

  it('refunds with a valid quote: REFUNDED with the amount, seats back; the same quote again answers it', async () => {
    const { picked, booking } = await heldOn('VU');
    await action(simulator, 'VU', booking.pnr, 'issue');
    const seatsSold = await seatsShown(simulator, 'VU', picked);
    const offer = await quote('VU', booking.pnr);
    clock.advance(14 * MINUTE);
    const refunded = booked((await action(simulator, 'VU', booking.pnr, 'refund', { quoteId: offer.quoteId })).json);
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      refund: { quoteId: offer.quoteId, penalty: offer.penalty, refundedAmount: offer.refundableAmount },
    });
    expect(await seatsShown(simulator, 'VU', picked)).toBe((seatsSold ?? 0) + 1);
    expect(
      booked((await action(simulator, 'VU', booking.pnr, 'refund', { quoteId: offer.quoteId })).json).refund,
    ).toEqual(refunded.refund);
    expect((await action(simulator, 'VU', booking.pnr, 'refund-quote')).json.error).toBe('INVALID_STATE');
  });

  it('refuses an expired quote (QUOTE_EXPIRED), an unknown one (404 QUOTE_NOT_FOUND), and after departure (FLIGHT_DEPARTED)', async () => {
    const ticket = await issued('VN');
    const offer = await quote('VN', ticket.pnr);
    clock.advance(15 * MINUTE);
    const expired = await action(simulator, 'VN', ticket.pnr, 'refund', { quoteId: offer.quoteId });
    expect([expired.status, expired.json.error]).toEqual([409, 'QUOTE_EXPIRED']);
    const unknown = await action(simulator, 'VN', ticket.pnr, 'refund', { quoteId: 'RQ-NONE' });
    expect([unknown.status, unknown.json.error]).toEqual([404, 'QUOTE_NOT_FOUND']);
    expect(booked((await retrieve(simulator, 'VN', ticket.pnr)).json).status).toBe('TICKETED');
    clock.set(ticket.flights[0]?.segments[0]?.departDateTime ?? '');
    expect((await action(simulator, 'VN', ticket.pnr, 'refund-quote')).json.error).toBe('FLIGHT_DEPARTED');
  });

  it('follows the refundQuoteSeconds setting; a held PNR has nothing to refund', async () => {
    simulator.setFaults({ QH: { refundQuoteSeconds: 60 } });
    try {
      const ticket = await issued('QH');
      expect((await quote('QH', ticket.pnr)).expiresAt).toBe('2026-11-21T10:01:00+07:00');
    } finally {
      simulator.setFaults({ QH: { refundQuoteSeconds: 900 } });
    }
    const { booking } = await heldOn('QH');
    expect((await action(simulator, 'QH', booking.pnr, 'refund-quote')).json.error).toBe('INVALID_STATE');
  });
});
