// Seat maps per aircraft and airline, and buy-seat's rules: exit rows, infants, taken seats (also by another PNR meanwhile), replacing a seat.
import type { TSupplierSeatMap } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { layoutOf } from '../src/paid/seat-layouts.js';
import { adult, child, infant, useBookingSimulator } from './booking-support.js';
import { editOk, fareOn, ticketed } from './edit-support.js';
import { buyOk, paidCall, paidRefused, quoteOk, seatMaps } from './paid-support.js';

const { simulator } = useBookingSimulator();
const family = { passengers: [adult(1), adult(2), child(1), infant(1)] };

type TFind = (
  row: TSupplierSeatMap['rows'][number],
  seat: TSupplierSeatMap['rows'][number]['seats'][number],
) => boolean;
function findSeat(map: TSupplierSeatMap | undefined, test: TFind): string {
  for (const row of map?.rows ?? []) for (const seat of row.seats) if (test(row, seat)) return seat.seat;
  throw new Error('no such seat on the map');
}
const open = (status: string) => status === 'FREE' || status === 'PAID';

describe('seat maps', () => {
  it('lays out each aircraft type with its aisles, cabins and exit rows', () => {
    expect(layoutOf('A321', false)).toMatchObject({
      columns: ['A', 'B', 'C', '', 'D', 'E', 'F'],
      exitRows: [10, 11, 26],
    });
    expect(layoutOf('A321', false).blocks).toEqual([
      { cabin: 'ECONOMY', firstRow: 1, lastRow: 33, letters: [...'ABCDEF'] },
    ]);
    expect(layoutOf('A321', true).blocks.map((block) => [block.cabin, block.letters.join('')])).toEqual([
      ['BUSINESS', 'ACDF'],
      ['ECONOMY', 'ABCDEF'],
    ]);
    expect(layoutOf('A350-900', true).columns).toEqual(['A', 'B', 'C', '', 'D', 'E', 'F', '', 'G', 'H', 'K']);
    expect(layoutOf('B787-10', true).blocks.map((block) => [block.cabin, block.letters.length])).toEqual([
      ['BUSINESS', 4],
      ['PREMIUM', 7],
      ['ECONOMY', 9],
    ]);
    expect(layoutOf('B777-300ER', true).columns.filter(Boolean)).toHaveLength(10);
    expect(layoutOf('ATR72', true)).toEqual({
      columns: ['A', 'C', '', 'D', 'F'],
      blocks: [{ cabin: 'ECONOMY', firstRow: 1, lastRow: 18, letters: ['A', 'C', 'D', 'F'] }],
      exitRows: [],
    });
  });

  it('prices Vietjet seats by zone (front 250,000, exit 200,000, forward 120,000, standard 60,000, the last five rows free)', async () => {
    const booking = await ticketed(simulator, 'VJ');
    const map = (await seatMaps(simulator, 'VJ', booking.pnr)).maps[0];
    expect(map?.aircraft).toBe(booking.flights[0]?.segments[0]?.aircraft);
    const priceOf = (row: number) => [
      map?.rows.find((entry) => entry.row === row)?.seats[0]?.price,
      map?.rows.find((entry) => entry.row === row)?.seats[0]?.zone,
    ];
    expect([1, 3, 4, 10, 12, 28, 29, 33].map(priceOf)).toEqual([
      [250_000, 'FRONT'],
      [250_000, 'FRONT'],
      [120_000, 'FORWARD'],
      [200_000, 'EXIT'],
      [60_000, 'STANDARD'],
      [60_000, 'STANDARD'],
      [0, undefined],
      [0, undefined],
    ]);
    const statuses = map?.rows.flatMap((row) => row.seats.map((seat) => seat.status)) ?? [];
    expect(statuses.filter((status) => status === 'TAKEN').length).toBeGreaterThan(30);
    expect(statuses.filter(open).length).toBeGreaterThan(60);
    // The same flight, the same map for everyone.
    const other = await ticketed(simulator, 'VJ');
    expect((await seatMaps(simulator, 'VJ', other.pnr)).maps[0]).toEqual(map);
  });

  it('prices Bamboo and Vietravel front economy rows at 200,000 and 180,000', async () => {
    for (const [system, price] of [
      ['QH', 200_000],
      ['VU', 180_000],
    ] as const) {
      const booking = await ticketed(simulator, system);
      const map = (await seatMaps(simulator, system, booking.pnr)).maps[0];
      const front = map?.rows.flatMap((row) => row.seats).filter((seat) => seat.zone === 'FRONT') ?? [];
      expect(front.length).toBeGreaterThan(0);
      expect(front.every((seat) => seat.price === price)).toBe(true);
    }
  });

  it('charges on Vietnam Airlines only for preferred and exit seats; the business rows are blocked to economy', async () => {
    const booking = await ticketed(simulator, 'VN');
    const map = (await seatMaps(simulator, 'VN', booking.pnr)).maps[0];
    const first = map?.rows[0];
    expect(first?.seats.every((seat) => seat.status === 'BLOCKED')).toBe(true);
    const economy = map?.rows.filter((row) => row.seats.length === 6) ?? [];
    expect(economy[0]?.seats[0]).toMatchObject({ price: 100_000, zone: 'PREFERRED' });
    expect(economy.find((row) => row.isExit)?.seats[0]).toMatchObject({ price: 150_000, zone: 'EXIT' });
    expect(economy[10]?.seats[0]?.price).toBe(0);
  });

  it('draws a Vietnam Airlines ATR72 to Con Dao as 2-2', async () => {
    const picked = await fareOn(simulator, 'VN', { from: 'SGN', to: 'VCS', date: '2026-12-15' });
    const booking = await ticketed(simulator, 'VN', {}, picked);
    const map = (await seatMaps(simulator, 'VN', booking.pnr)).maps[0];
    expect([map?.aircraft, map?.columns, map?.rows.length]).toEqual(['ATR72', ['A', 'C', '', 'D', 'F'], 18]);
  });
});

describe('buy-seat', () => {
  it('keeps an infant’s adult and a child out of exit rows, gives an infant no seat, one seat per passenger', async () => {
    const booking = await ticketed(simulator, 'VJ', family);
    const flightKey = booking.flights[0]?.key ?? '';
    const map = (await seatMaps(simulator, 'VJ', booking.pnr)).maps[0];
    const exit = findSeat(map, (row, seat) => row.isExit && open(seat.status));
    const seat = (paxId: string, code = exit) =>
      ({ action: 'buy-seat', seats: [{ paxId, flightKey, seat: code }] }) as const;
    for (const paxId of ['ADT-1', 'CHD-1']) {
      const refusal = await paidRefused(simulator, 'VJ', booking.pnr, seat(paxId));
      expect([refusal.status, refusal.error]).toEqual([409, 'SEAT_NOT_ALLOWED']);
    }
    const lap = await paidRefused(simulator, 'VJ', booking.pnr, seat('INF-1'));
    expect([lap.status, lap.error]).toEqual([422, 'EDIT_REFUSED']);
    const twice = await paidRefused(simulator, 'VJ', booking.pnr, {
      action: 'buy-seat',
      seats: [
        { paxId: 'ADT-1', flightKey, seat: exit },
        { paxId: 'ADT-2', flightKey, seat: exit },
      ],
    });
    expect(twice.json.fields).toEqual([
      { field: 'change.seats.1.seat', message: `${exit} is asked for two passengers` },
    ]);
    const taken = findSeat(map, (_row, candidate) => candidate.status === 'TAKEN');
    const refusal = await paidRefused(simulator, 'VJ', booking.pnr, seat('ADT-2', taken));
    expect([refusal.status, refusal.error]).toEqual([409, 'SEAT_TAKEN']);
  });

  it('sells an exit seat to an adult (an EMD of 200,000), then a free back seat replaces it without refund or EMD', async () => {
    const booking = await ticketed(simulator, 'VJ', family);
    const flightKey = booking.flights[0]?.key ?? '';
    const map = (await seatMaps(simulator, 'VJ', booking.pnr)).maps[0];
    const exit = findSeat(map, (row, seat) => row.isExit && open(seat.status));
    const bought = await buyOk(simulator, 'VJ', booking.pnr, {
      action: 'buy-seat',
      seats: [{ paxId: 'ADT-2', flightKey, seat: exit }],
    });
    expect(bought.documents).toEqual([expect.objectContaining({ kind: 'EMD', paxId: 'ADT-2', amount: 200_000 })]);
    const mine = (await seatMaps(simulator, 'VJ', booking.pnr)).maps[0];
    expect(mine?.rows.flatMap((row) => row.seats).find((seat) => seat.seat === exit)).toMatchObject({
      status: 'PAID',
      paxId: 'ADT-2',
    });
    const back = findSeat(mine, (_row, seat) => seat.status === 'FREE');
    const moved = await buyOk(simulator, 'VJ', booking.pnr, {
      action: 'buy-seat',
      seats: [{ paxId: 'ADT-2', flightKey, seat: back }],
    });
    expect([moved.quote.total, moved.documents]).toEqual([0, []]);
    expect(moved.booking.seats).toEqual([{ paxId: 'ADT-2', flightKey, seat: back, price: 0 }]);
    expect(moved.booking.totalNet).toBe(booking.totalNet + 200_000);
  });

  it('a seat another PNR bought meanwhile: SEAT_TAKEN at commit, TAKEN on the map', async () => {
    const picked = await fareOn(simulator, 'VJ');
    const first = await ticketed(simulator, 'VJ', {}, picked);
    const second = await ticketed(simulator, 'VJ', {}, picked);
    const flightKey = first.flights[0]?.key ?? '';
    const map = (await seatMaps(simulator, 'VJ', first.pnr)).maps[0];
    const wanted = findSeat(map, (row, seat) => !row.isExit && seat.status === 'PAID');
    const change = { action: 'buy-seat', seats: [{ paxId: 'ADT-1', flightKey, seat: wanted }] } as const;
    const quoted = await quoteOk(simulator, 'VJ', first.pnr, change);
    await buyOk(simulator, 'VJ', second.pnr, change);
    const commit = await paidCall(simulator, 'VJ', first.pnr, change, { quoteId: quoted.quote.quoteId });
    expect([commit.status, commit.json.error]).toEqual([409, 'SEAT_TAKEN']);
    const now = (await seatMaps(simulator, 'VJ', first.pnr)).maps[0];
    expect(now?.rows.flatMap((row) => row.seats).find((seat) => seat.seat === wanted)?.status).toBe('TAKEN');
  });
});

describe('a split after a seat was bought', () => {
  it('moves the seat with its passenger to the new PNR', async () => {
    const booking = await ticketed(simulator, 'VJ', { passengers: [adult(1), adult(2)] });
    const flightKey = booking.flights[0]?.key ?? '';
    const map = (await seatMaps(simulator, 'VJ', booking.pnr)).maps[0];
    const seat = findSeat(map, (_row, candidate) => candidate.status === 'FREE');
    await buyOk(simulator, 'VJ', booking.pnr, { action: 'buy-seat', seats: [{ paxId: 'ADT-2', flightKey, seat }] });
    const split = await editOk(simulator, 'VJ', booking.pnr, { action: 'split-passenger', paxIds: ['ADT-2'] });
    expect(split.booking.seats).toEqual([]);
    expect(split.splitBooking?.seats).toEqual([{ paxId: 'ADT-2', flightKey, seat, price: 0 }]);
  });
});
