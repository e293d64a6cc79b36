// SPEC §4's choice rules for what is bought after ticketing, and how a paid change answer reads for the page.
import { describe, expect, it } from 'vitest';
import { addOnItems, chooseAddOn, chooseLuggage } from '../src/features/booking-paid/model/paid-choices';
import { paidOutcomeOf } from '../src/features/booking-paid/model/paid-outcome';
import { luggageQuote, paidChange, ticketed } from './booking-paid-fixtures';

const A = 'F1';
const B = 'F2';

describe('edit luggage', () => {
  it('replaces the choice of the same passenger and flight, and records only a priced one', () => {
    let items = chooseLuggage([], { paxId: 'ADT-1', flightKey: A, option: { code: 'BAG20', price: 350_000 } });
    items = chooseLuggage(items, { paxId: 'ADT-2', flightKey: A, option: { code: 'BAG20', price: 350_000 } });
    items = chooseLuggage(items, { paxId: 'ADT-1', flightKey: A, option: { code: 'BAG30', price: 480_000 } });
    expect(items).toEqual([
      { paxId: 'ADT-2', flightKey: A, optionCode: 'BAG20' },
      { paxId: 'ADT-1', flightKey: A, optionCode: 'BAG30' },
    ]);
    items = chooseLuggage(items, { paxId: 'ADT-2', flightKey: A, option: { code: 'BAG0', price: 0 } });
    expect(items).toEqual([{ paxId: 'ADT-1', flightKey: A, optionCode: 'BAG30' }]);
    expect(chooseLuggage(items, { paxId: 'ADT-1', flightKey: B, option: undefined })).toEqual(items);
  });
});

describe('add-ons', () => {
  it('keeps one option per group category for a passenger and flight, the list rebuilt in booking order', () => {
    const meal = (code: string) => ({ code, groupCategory: 'MEAL' });
    let chosen = chooseAddOn([], { paxId: 'ADT-2', flightKey: A, option: meal('MEAL-CHK') });
    chosen = chooseAddOn(chosen, { paxId: 'ADT-1', flightKey: B, option: meal('MEAL-CHK') });
    chosen = chooseAddOn(chosen, { paxId: 'ADT-1', flightKey: A, option: { code: 'PRIO', groupCategory: 'PRIORITY' } });
    chosen = chooseAddOn(chosen, { paxId: 'ADT-2', flightKey: A, option: meal('MEAL-VEG') });
    const order = { paxIds: ['ADT-1', 'ADT-2'], flightKeys: [A, B] };
    expect(addOnItems(chosen, order)).toEqual([
      { paxId: 'ADT-1', flightKey: A, optionCode: 'PRIO' },
      { paxId: 'ADT-1', flightKey: B, optionCode: 'MEAL-CHK' },
      { paxId: 'ADT-2', flightKey: A, optionCode: 'MEAL-VEG' },
    ]);
    chosen = chooseAddOn(chosen, { paxId: 'ADT-1', flightKey: B, option: meal('') }, true);
    expect(addOnItems(chosen, order)).toHaveLength(2);
  });
});

describe('a paid change answer', () => {
  const error = (status: number, body: object) => ({ error: { status, data: { message: 'x', ...body } } });
  it('reads a quote, DONE, SENT and each refusal', () => {
    const quote = luggageQuote();
    expect(paidOutcomeOf({ data: { booking: ticketed(), quote } })).toEqual({ kind: 'quote', quote });
    expect(paidOutcomeOf({ data: { booking: ticketed(), change: paidChange() } }).kind).toBe('done');
    expect(paidOutcomeOf({ data: { booking: ticketed(), change: paidChange({ status: 'SENT' }) } }).kind).toBe('sent');
    expect(paidOutcomeOf(error(409, { code: 41, details: { reason: 'priceChanged', quote } }))).toEqual({
      kind: 'requote',
      quote,
      message: 'x',
    });
    expect(paidOutcomeOf(error(409, { code: 41, details: { reason: 'quoteExpired' } }))).toEqual({
      kind: 'requote',
      quote: undefined,
      message: 'x',
    });
    expect(paidOutcomeOf(error(422, { code: 60, details: {} })).kind).toBe('noDeposit');
    expect(paidOutcomeOf(error(422, { code: 50, details: { supplierMessage: 'SEAT TAKEN' } }))).toMatchObject({
      kind: 'refused',
      supplierMessage: 'SEAT TAKEN',
    });
    expect(
      paidOutcomeOf(error(409, { code: 41, details: { reason: 'seatTaken', supplierMessage: 'SEAT 12A TAKEN' } })),
    ).toMatchObject({
      kind: 'conflict',
      conflict: { reason: 'seatTaken', details: { reason: 'seatTaken', supplierMessage: 'SEAT 12A TAKEN' } },
      supplierMessage: 'SEAT 12A TAKEN',
    });
    expect(paidOutcomeOf(error(409, { code: 41, details: { reason: 'staleVersion' } })).kind).toBe('stale');
    expect(paidOutcomeOf(error(502, { code: 70 })).kind).toBe('unknown');
    expect(paidOutcomeOf({ error: { status: 'FETCH_ERROR', error: 'offline' } }).kind).toBe('unknown');
  });
});
