// Balance due on a ticketed PNR: a committed Vietjet name change leaves its fee, a removed flight its coupons by rule,
// the admin hook any amount; process-price lists them as BALANCE lines and settles them (EMD owed, deposit back).
import type { TSupplierBooking } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { retrieve, useBookingSimulator } from './booking-support.js';
import { editOk, editRefused, inject } from './edit-support.js';
import { buyOk, paidCall, paidRefused, quoteOk } from './paid-support.js';
import { allOf, amounts, ticketedIn } from './paid-reissue-support.js';

const { simulator } = useBookingSimulator();
const settle = { action: 'process-price' } as const;

describe('balance due and process-price', () => {
  it('settles the fee of a name change committed on a ticketed Vietjet PNR with an EMD, once', async () => {
    const { booking } = await ticketedIn(simulator, 'VJ', { family: 'Deluxe' });
    const edit = { action: 'change-passenger-info', paxId: 'ADT-1', lastName: 'PHAM', firstName: 'MINH' } as const;
    const changed = await editOk(simulator, 'VJ', booking.pnr, edit);
    expect(changed.booking.passengers[0]?.lastName).toBe('PHAM');
    expect(changed.booking.balanceDue?.map((entry) => [entry.id, entry.paxId, entry.amount])).toEqual([
      ['BD1-1', 'ADT-1', 350_000],
    ]);
    const quoted = await quoteOk(simulator, 'VJ', booking.pnr, settle);
    expect(amounts(quoted.quote.lines)).toEqual([['BALANCE', 'ADT-1', 350_000]]);
    const options = { clientRef: 'settle-once', quoteId: quoted.quote.quoteId };
    const first = await paidCall(simulator, 'VJ', booking.pnr, settle, options);
    const replay = await paidCall(simulator, 'VJ', booking.pnr, settle, options);
    expect(replay.json).toEqual(first.json);
    const documents = (first.json.documents ?? []) as Array<{ kind: string; amount: number; number: string }>;
    expect(documents.map((document) => [document.kind, document.amount])).toEqual([['EMD', 350_000]]);
    expect(documents[0]?.number).toMatch(/^978\d{10}$/);
    const kept = (await retrieve(simulator, 'VJ', booking.pnr)).json as unknown as TSupplierBooking;
    expect(kept.balanceDue).toBeUndefined();
    expect(kept.paidChanges?.map((record) => [record.action, record.total])).toEqual([['process-price', 350_000]]);
    const nothing = await paidRefused(simulator, 'VJ', booking.pnr, settle);
    expect([nothing.status, nothing.error]).toEqual([422, 'EDIT_REFUSED']);
  });

  it('gives a removed flight back by fare rule as a negative balance, settled to the deposit', async () => {
    const { booking } = await ticketedIn(simulator, 'VN', { family: 'Economy Classic', roundTrip: true });
    const back = booking.flights[1];
    if (!back) throw new Error('two flights expected');
    const removed = await editOk(simulator, 'VN', booking.pnr, { action: 'remove-route', flightKey: back.key });
    const owed = -(allOf(back.netPrices.ADT) - 600_000);
    expect(removed.booking.flights).toHaveLength(1);
    expect(removed.booking.balanceDue?.map((entry) => [entry.paxId, entry.amount])).toEqual([['ADT-1', owed]]);
    const done = await buyOk(simulator, 'VN', booking.pnr, settle);
    expect(done.quote).toMatchObject({ total: owed, refundForm: 'DEPOSIT' });
    expect(done.documents).toEqual([]);
  });

  it('keeps the other money edits refused on a ticketed PNR and takes an admin balance', async () => {
    const { booking } = await ticketedIn(simulator, 'VN', { family: 'Economy Classic' });
    const flightKey = booking.flights[0]?.key ?? '';
    const classChange = await editRefused(simulator, 'VN', booking.pnr, {
      action: 'change-route-class',
      flightKey,
      fareClass: 'Y',
    });
    expect([classChange.status, classChange.error]).toEqual([409, 'INVALID_STATE']);
    const injected = await inject(simulator, booking.pnr, 'balance-due', {
      paxId: 'ADT-1',
      amount: -150_000,
      description: 'Hoàn chênh lệch',
    });
    expect(injected.status).toBe(200);
    const quoted = await quoteOk(simulator, 'VN', booking.pnr, settle);
    expect(amounts(quoted.quote.lines)).toEqual([['BALANCE', 'ADT-1', -150_000]]);
    expect(quoted.quote.lines[0]?.description).toEqual({ vi: 'Hoàn chênh lệch', en: 'Hoàn chênh lệch' });
    expect((await inject(simulator, booking.pnr, 'balance-due', { paxId: 'ADT-9', amount: 1 })).status).toBe(400);
    expect((await inject(simulator, booking.pnr, 'balance-due', { paxId: 'ADT-1', amount: 0 })).status).toBe(400);
  });
});
