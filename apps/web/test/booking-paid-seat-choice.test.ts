// The seat choice rules of buy-seat (seat-choice.ts) and where the grid's focus goes on each key (seat-grid-keys.ts).
import { describe, expect, it } from 'vitest';
import {
  buySeatItems,
  chooseSeat,
  choicesStillFree,
  orderedChoices,
  seatPassengersOf,
  seatsTotal,
  withoutSeat,
  type SeatChoice,
  type SeatPassenger,
} from '../src/features/booking-paid/seats/seat-choice';
import { seatAfterKey, seatLayoutOf } from '../src/features/booking-paid/seats/seat-grid-keys';
import { seatZoneText } from '../src/features/booking-paid/seats/seat-text';
import { createTestI18n } from './support/test-i18n';
import { detail } from './booking-list-fixtures';
import { HAN_SGN, SGN_HAN } from './edit-forms-fixtures';
import { DUC, HOA, MINH, outboundMap, returnMap } from './booking-paid-seat-fixtures';

const MAP = outboundMap();
const rowOf = (number: number) => MAP.rows.find((row) => row.row === number)!;
const seatOf = (code: string) => MAP.rows.flatMap((row) => row.seats).find((seat) => seat.seat === code)!;

/** One click of `passenger` on `code` of the outbound map. */
const click = (passenger: SeatPassenger, code: string, choices: readonly SeatChoice[] = []) =>
  chooseSeat({ passenger, flightKey: HAN_SGN, row: rowOf(Number.parseInt(code, 10)), seat: seatOf(code), choices });

describe('who takes a seat', () => {
  it('offers the adults and children in booking order, never the infant, and marks the adult carrying it', () => {
    expect(seatPassengersOf(detail())).toEqual([
      { paxId: 'ADT-1', type: 'ADT', name: 'NGUYEN VAN DUC', hasInfant: true },
      { paxId: 'ADT-2', type: 'ADT', name: 'TRAN THI HOA', hasInfant: false },
    ]);
  });
});

describe('choosing a seat', () => {
  it('chooses a free seat at its price', () => {
    const result = click(HOA, '2A');
    expect(result).toEqual({
      outcome: 'chosen',
      choices: [{ paxId: 'ADT-2', flightKey: HAN_SGN, seat: '2A', price: 150_000 }],
    });
  });

  it('replaces the earlier choice of the same passenger on the same flight, keeping the other flight', () => {
    const otherFlight = { paxId: 'ADT-2', flightKey: SGN_HAN, seat: '5A', price: 90_000 };
    const first = click(HOA, '2A', [otherFlight]);
    const second = click(HOA, '11B', first.choices);
    expect(second).toEqual({
      outcome: 'replaced',
      previousSeat: '2A',
      choices: [otherFlight, { paxId: 'ADT-2', flightKey: HAN_SGN, seat: '11B', price: 0 }],
    });
  });

  it('clears the choice when the passenger chooses the same seat again', () => {
    const first = click(HOA, '2A');
    expect(click(HOA, '2A', first.choices)).toEqual({ outcome: 'cleared', previousSeat: '2A', choices: [] });
  });

  it('clears the choice when the passenger goes back to the seat it holds', () => {
    const first = click(HOA, '2A');
    expect(click(HOA, '3A', first.choices)).toEqual({ outcome: 'cleared', previousSeat: '2A', choices: [] });
  });

  it('refuses a seat chosen for another passenger and moves nothing', () => {
    const first = click(DUC, '2A');
    const result = click(HOA, '2A', first.choices);
    expect(result).toEqual({
      outcome: 'refused',
      refusal: { reason: 'chosenForOther', paxId: 'ADT-1' },
      choices: first.choices,
    });
  });

  it('refuses an exit-row seat to an adult with an infant and to a child, not to an adult alone', () => {
    expect(click(DUC, '10A')).toMatchObject({ outcome: 'refused', refusal: { reason: 'exitWithInfant' } });
    expect(click(MINH, '11A')).toMatchObject({ outcome: 'refused', refusal: { reason: 'exitChild' } });
    expect(click(HOA, '10A')).toMatchObject({ outcome: 'chosen' });
  });

  it('refuses taken and blocked seats, the own current seat and a companion’s seat', () => {
    expect(click(HOA, '2C')).toMatchObject({ outcome: 'refused', refusal: { reason: 'taken' }, choices: [] });
    expect(click(HOA, '3F')).toMatchObject({ outcome: 'refused', refusal: { reason: 'blocked' } });
    expect(click(HOA, '3A')).toMatchObject({ outcome: 'refused', refusal: { reason: 'current' } });
    expect(click(DUC, '3A')).toMatchObject({
      outcome: 'refused',
      refusal: { reason: 'companionSeat', paxId: 'ADT-2' },
    });
  });
});

describe('the choices as a whole', () => {
  const choices: SeatChoice[] = [
    { paxId: 'ADT-2', flightKey: SGN_HAN, seat: '5B', price: 90_000 },
    { paxId: 'ADT-2', flightKey: HAN_SGN, seat: '1A', price: 150_000 },
    { paxId: 'ADT-1', flightKey: HAN_SGN, seat: '11B', price: 0 },
  ];

  it('totals the seat prices', () => {
    expect(seatsTotal(choices)).toBe(240_000);
  });

  it('orders them by flight then passenger and builds the body items', () => {
    const ordered = orderedChoices(choices, { flightKeys: [HAN_SGN, SGN_HAN], paxIds: ['ADT-1', 'ADT-2'] });
    expect(buySeatItems(ordered)).toEqual([
      { paxId: 'ADT-1', flightKey: HAN_SGN, seat: '11B' },
      { paxId: 'ADT-2', flightKey: HAN_SGN, seat: '1A' },
      { paxId: 'ADT-2', flightKey: SGN_HAN, seat: '5B' },
    ]);
  });

  it('drops a seat taken meanwhile, by name and by the maps read again (with the new price of those kept)', () => {
    expect(withoutSeat(choices, { flightKey: HAN_SGN, seat: '1A' })).toEqual([choices[0], choices[2]]);
    const fresh = [outboundMap({ '11B': { status: 'TAKEN' }, '1A': { price: 160_000 } }), returnMap()];
    expect(choicesStillFree(choices, fresh)).toEqual({
      kept: [choices[0], { ...choices[1], price: 160_000 }],
      dropped: [choices[2]],
    });
  });
});

describe('keyboard movement in the grid', () => {
  const layout = seatLayoutOf(MAP);
  const press = (seat: string, key: string, ctrlKey = false) => seatAfterKey(layout, seat, { key, ctrlKey });

  it('moves along a row across the aisle and stops at its ends', () => {
    expect(press('1C', 'ArrowRight')).toBe('1D');
    expect(press('1D', 'ArrowLeft')).toBe('1C');
    expect(press('1F', 'ArrowRight')).toBeUndefined();
    expect(press('1A', 'ArrowLeft')).toBeUndefined();
  });

  it('moves between rows in the same column, passing a row without that seat', () => {
    expect(press('1D', 'ArrowDown')).toBe('2D');
    expect(press('3D', 'ArrowDown')).toBe('10D');
    expect(press('11B', 'ArrowDown')).toBeUndefined();
    expect(press('12C', 'ArrowUp')).toBe('11C');
    expect(press('12A', 'ArrowRight')).toBe('12C');
    expect(press('1A', 'ArrowUp')).toBeUndefined();
  });

  it('goes to the row’s first and last seat with Home and End, the cabin’s with Ctrl', () => {
    expect(press('2D', 'Home')).toBe('2A');
    expect(press('2B', 'End')).toBe('2F');
    expect(press('10E', 'Home', true)).toBe('1A');
    expect(press('2B', 'End', true)).toBe('12F');
  });

  it('jumps five rows with Page Down and Up, at most to the cabin’s end', () => {
    expect(press('1A', 'PageDown')).toBe('12A');
    expect(press('12C', 'PageUp')).toBe('1C');
    expect(press('11B', 'PageDown')).toBeUndefined();
  });

  it('ignores other keys', () => {
    expect(press('1A', 'a')).toBeUndefined();
  });
});

describe('zone names', () => {
  it('says the airline zone codes it knows in words and shows any other zone as sent', async () => {
    const i18n = await createTestI18n('vi');
    expect(
      ['FRONT', 'EXIT', 'STANDARD', 'LOUNGE_ROW', 'Chỗ để chân rộng'].map((zone) => seatZoneText(i18n.t, zone)),
    ).toEqual(['Hàng đầu', 'Hàng lối thoát hiểm', 'Tiêu chuẩn', 'LOUNGE_ROW', 'Chỗ để chân rộng']);
  });
});
