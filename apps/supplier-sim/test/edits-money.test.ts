// Edits that move money on a HOLD (infant, routes, class, baggage): quote vs commit, PRICE_CHANGED, idempotent clientRef, paid on TICKETED, faults.
import { describe, expect, it } from 'vitest';
import { retrieve, useBookingSimulator } from './booking-support.js';
import { editCall, editOk, editRefused, fareOn, held, heldAbroad, ticketed } from './edit-support.js';
import { INSTANT } from './support.js';

const { simulator } = useBookingSimulator();
const infant = { title: 'MISS', lastName: 'NGUYEN', firstName: 'BAO AN', birthDate: '2026-01-10' } as const;

describe('add-infant', () => {
  it('quotes the infant fare without changing the PNR, then commits it with the total expected', async () => {
    const booking = await held(simulator, 'VN');
    const edit = { action: 'add-infant', adultId: 'ADT-1', infant } as const;
    const quote = await editOk(simulator, 'VN', booking.pnr, edit, { mode: 'quote' });
    const adultBase = booking.flights[0]?.netPrices.ADT.baseFare ?? 0;
    const infantBase = Math.round((adultBase * 0.1) / 1000) * 1000;
    expect(quote.totalAfter - quote.totalBefore).toBe(infantBase + Math.round(infantBase * 0.08));
    expect((await retrieve(simulator, 'VN', booking.pnr)).json.totalNet).toBe(booking.totalNet);
    const committed = await editOk(simulator, 'VN', booking.pnr, edit, { expectedTotal: quote.totalAfter });
    expect(committed.booking.passengers.map((passenger) => passenger.id)).toEqual(['ADT-1', 'INF-1']);
    expect(committed.booking.passengers[0]?.ssrs).toEqual([{ code: 'INFT', text: 'NGUYEN/BAO AN 2026-01-10' }]);
    expect((await retrieve(simulator, 'VN', booking.pnr)).json.totalNet).toBe(quote.totalAfter);
    const second = await editRefused(simulator, 'VN', booking.pnr, edit);
    expect(second.error).toBe('EDIT_REFUSED');
  });

  it('refuses PRICE_CHANGED with the new total when the expected total differs, changing nothing', async () => {
    const booking = await held(simulator, 'VN');
    const refusal = await editRefused(
      simulator,
      'VN',
      booking.pnr,
      { action: 'add-infant', adultId: 'ADT-1', infant },
      { expectedTotal: booking.totalNet },
    );
    expect(refusal).toMatchObject({ status: 409, error: 'PRICE_CHANGED' });
    expect(refusal.json.totalNet).toBeGreaterThan(booking.totalNet);
    expect((await retrieve(simulator, 'VN', booking.pnr)).json.passengers).toHaveLength(1);
  });

  it('is a paid change on a ticketed PNR and not offered by the low-cost systems', async () => {
    const issued = await ticketed(simulator, 'VN');
    const paid = await editRefused(simulator, 'VN', issued.pnr, { action: 'add-infant', adultId: 'ADT-1', infant });
    expect([paid.status, paid.error]).toEqual([409, 'INVALID_STATE']);
    expect(paid.message).toContain('paid change');
    const vj = await held(simulator, 'VJ');
    const refusal = await editRefused(simulator, 'VJ', vj.pnr, { action: 'add-infant', adultId: 'ADT-1', infant });
    expect(refusal.error).toBe('ACTION_NOT_SUPPORTED');
    expect(refusal.message).toContain('add-infant-vj');
  });
});

describe('idempotent commits', () => {
  it('answers the same result for the same clientRef and body, CLIENT_REF_REUSED for another body', async () => {
    const booking = await held(simulator, 'VU');
    const options = { clientRef: 'remark-1' };
    const edit = { action: 'add-remark', kind: 'GENERAL', text: 'ONCE ONLY' };
    const first = await editOk(simulator, 'VU', booking.pnr, edit, options);
    const again = await editOk(simulator, 'VU', booking.pnr, edit, options);
    expect(again).toEqual(first);
    expect((await retrieve(simulator, 'VU', booking.pnr)).json.remarks).toEqual([
      { kind: 'GENERAL', text: 'ONCE ONLY' },
    ]);
    const other = await editRefused(simulator, 'VU', booking.pnr, { ...edit, text: 'ANOTHER' }, options);
    expect([other.status, other.error]).toEqual([409, 'CLIENT_REF_REUSED']);
  });
});

describe('routes and baggage on a hold', () => {
  it('adds a return flight (priced now, seats taken) and removes it again back to the first total', async () => {
    const booking = await held(simulator, 'VJ');
    const back = await fareOn(simulator, 'VJ', { from: 'SGN', to: 'HAN', date: '2026-12-20' });
    const flight = { key: back.flight.key, fareClass: back.fare.fareClass };
    const added = await editOk(simulator, 'VJ', booking.pnr, { action: 'add-route', flight });
    const fare = back.fare.netPrices.ADT;
    expect(added.totalAfter - added.totalBefore).toBe(fare.baseFare + fare.tax + fare.vat);
    expect(added.booking.flights.map((entry) => entry.key)).toEqual([booking.flights[0]?.key, back.flight.key]);
    const removed = await editOk(simulator, 'VJ', booking.pnr, { action: 'remove-route', flightKey: back.flight.key });
    expect(removed.totalAfter).toBe(booking.totalNet);
    const last = await editRefused(simulator, 'VJ', booking.pnr, {
      action: 'remove-route',
      flightKey: booking.flights[0]?.key ?? '',
    });
    expect(last.error).toBe('EDIT_REFUSED');
  });

  it('rebooks a GDS flight in another class at its price now; refuses on an LCC and an unknown class', async () => {
    const booking = await heldAbroad(simulator, '1A');
    const first = booking.flights[0];
    const other = await fareOn(simulator, '1A', { from: 'HAN', to: 'ICN', date: '2026-12-15' }, undefined);
    const search = other.flight.key === first?.key ? other.flight.fares : [];
    const target = search.find((fare) => fare.fareClass !== first?.fareClass && fare.seatAvailable >= 2);
    if (!first || !target) throw new Error('no other class on the flight');
    const result = await editOk(simulator, '1A', booking.pnr, {
      action: 'change-route-class',
      flightKey: first.key,
      fareClass: target.fareClass,
    });
    const price = target.netPrices.ADT;
    expect(result.booking.flights[0]?.fareClass).toBe(target.fareClass);
    expect(result.totalAfter).toBe(price.baseFare + price.tax + price.vat);
    const unknown = await editRefused(simulator, '1A', booking.pnr, {
      action: 'change-route-class',
      flightKey: first.key,
      fareClass: 'Q9',
    });
    expect(unknown.status).toBe(400);
    const vj = await held(simulator, 'VJ');
    const lcc = await editRefused(simulator, 'VJ', vj.pnr, {
      action: 'change-route-class',
      flightKey: vj.flights[0]?.key ?? '',
      fareClass: 'Deluxe',
    });
    expect(lcc.error).toBe('ACTION_NOT_SUPPORTED');
  });

  it('buys checked baggage, upgrades to a heavier bag, refuses a lighter one and a ticketed PNR', async () => {
    const booking = await held(simulator, 'VJ');
    const flightKey = booking.flights[0]?.key ?? '';
    const bought = await editOk(simulator, 'VJ', booking.pnr, {
      action: 'upgrade-luggage',
      paxId: 'ADT-1',
      flightKey,
      code: 'BAG20',
    });
    expect(bought.totalAfter - bought.totalBefore).toBe(210_000);
    const upgraded = await editOk(simulator, 'VJ', booking.pnr, {
      action: 'upgrade-luggage',
      paxId: 'ADT-1',
      flightKey,
      code: 'BAG30',
    });
    expect(upgraded.totalAfter - bought.totalAfter).toBe(380_000 - 210_000);
    expect(upgraded.booking.ancillaries.map((choice) => choice.code)).toEqual(['BAG30']);
    const lighter = await editRefused(simulator, 'VJ', booking.pnr, {
      action: 'upgrade-luggage',
      paxId: 'ADT-1',
      flightKey,
      code: 'BAG20',
    });
    expect(lighter.error).toBe('EDIT_REFUSED');
    const issued = await ticketed(simulator, 'VJ');
    const paid = await editRefused(simulator, 'VJ', issued.pnr, {
      action: 'upgrade-luggage',
      paxId: 'ADT-1',
      flightKey: issued.flights[0]?.key ?? '',
      code: 'BAG20',
    });
    expect(paid.error).toBe('INVALID_STATE');
  });
});

describe('unknown outcomes', () => {
  it('answers 502 or 504 through the fault gate, like issue, and a wrong state with its code', async () => {
    const booking = await held(simulator, 'QH');
    simulator.setFaults({ QH: { errorRate: 1 } });
    try {
      const answer = await editCall(simulator, 'QH', booking.pnr, {
        action: 'add-remark',
        kind: 'GENERAL',
        text: 'LOST',
      });
      expect([answer.status, answer.json.error]).toEqual([502, 'SUPPLIER_ERROR']);
    } finally {
      simulator.setFaults({ QH: { ...INSTANT.QH, errorRate: 0 } });
    }
    expect((await retrieve(simulator, 'QH', booking.pnr)).json.remarks).toBeUndefined();
    expect((await editCall(simulator, 'QH', booking.pnr, { action: 'submit-sc' }, { account: 'OTHER01' })).status).toBe(
      403,
    );
  });
});
