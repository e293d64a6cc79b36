// Train fixtures for the train search screens: stations with aliases, runs, seat maps of each layout, and a scripted
// API answering the train routes (locks recorded, a seat's lock answering 409 on demand).
import type { TTrainRun, TTrainSeat, TTrainSeatLock, TTrainSeatMap, TTrainStation } from '@portal/contracts';
import { updateTrainDraft } from '../src/lib/train/train-draft';
import { jsonResponse, type StubCall } from './support/fetch-stub';

export const STATIONS: TTrainStation[] = [
  { code: 'HNO', name: 'Hà Nội', aliases: ['hn', 'ha noi', 'hanoi'], line: 'NS' },
  { code: 'VIN', name: 'Vinh', aliases: ['vinh'], line: 'NS' },
  { code: 'HUE', name: 'Huế', aliases: ['hue'], line: 'NS' },
  { code: 'DNA', name: 'Đà Nẵng', aliases: ['dn', 'da nang', 'danang'], line: 'NS' },
  { code: 'SGO', name: 'Sài Gòn', aliases: ['sg', 'hcm', 'sai gon', 'saigon', 'ho chi minh'], line: 'NS' },
];

export function run(overrides: Partial<TTrainRun> & Pick<TTrainRun, 'trainNumber'>): TTrainRun {
  const departAt = overrides.departAt ?? '2026-12-10T06:00:00+07:00';
  return {
    runId: `${overrides.trainNumber}-2026-12-10`,
    from: 'HNO',
    to: 'DNA',
    fromName: 'Hà Nội',
    toName: 'Đà Nẵng',
    origin: 'HNO',
    terminus: 'SGO',
    distanceKm: 791,
    departAt,
    arriveAt: '2026-12-10T22:00:00+07:00',
    durationMinutes: 960,
    seatsLeft: 100,
    fares: [
      { seatType: 'NGM', minFare: 600_000, maxFare: 650_000, seatsLeft: 60 },
      { seatType: 'NAM', minFare: 1_000_000, maxFare: 1_200_000, seatsLeft: 40 },
    ],
    carriages: [
      { carriageNo: '1', name: 'Ngồi mềm điều hòa', seatType: 'NGM', seatsLeft: 60, status: 'ALLOCATED' },
      { carriageNo: '2', name: 'Nằm khoang 4 điều hòa', seatType: 'NAM', seatsLeft: 20, status: 'ALLOCATED' },
      { carriageNo: '3', name: 'Nằm khoang 6 điều hòa', seatType: 'NAC', seatsLeft: 20, status: 'ALLOCATED' },
      { carriageNo: '4', name: 'Ngồi cứng', seatType: 'NGC', seatsLeft: 0, status: 'SOLD_OUT' },
    ],
    ...overrides,
  };
}

export const SE1 = run({ trainNumber: 'SE1' });

function seat(carriageNo: string, fields: Partial<TTrainSeat> & Pick<TTrainSeat, 'number' | 'seatType'>): TTrainSeat {
  return {
    seatId: `${carriageNo}-${fields.number}`,
    compartment: null,
    tier: null,
    row: null,
    position: null,
    fare: 650_000,
    originalFare: 650_000,
    insurance: 1_000,
    status: 3,
    isExtra: false,
    isMine: false,
    ...fields,
  };
}

/** A berth carriage drawn as the railway numbers it: compartment n, tiers from 1 (lower), two berths per tier. */
export function berthMap(
  carriageNo: string,
  perCompartment: 4 | 6,
  statuses: Record<string, TTrainSeat['status']> = {},
) {
  const seats: TTrainSeat[] = [];
  for (let compartment = 1; compartment <= 7; compartment += 1)
    for (let index = 0; index < perCompartment; index += 1) {
      const number = String(perCompartment * (compartment - 1) + index + 1);
      const tier = Math.floor(index / 2) + 1;
      seats.push(
        seat(carriageNo, {
          number,
          seatType: perCompartment === 4 ? 'NAM' : 'NAC',
          compartment,
          tier,
          fare: tier === 1 ? 1_200_000 : tier === 2 ? 1_100_000 : 1_000_000,
          status: statuses[number] ?? 3,
        }),
      );
    }
  return {
    runId: SE1.runId,
    carriageNo,
    name: perCompartment === 4 ? 'Nằm khoang 4 điều hòa' : 'Nằm khoang 6 điều hòa',
    seatType: perCompartment === 4 ? 'NAM' : 'NAC',
    layout: perCompartment === 4 ? 'BERTH_4' : 'BERTH_6',
    seats,
  } satisfies TTrainSeatMap;
}

/** A soft-seat carriage of 64 seats, 16 rows of 2 + aisle + 2, and two extra seats. */
export function seatMap(carriageNo: string, statuses: Record<string, TTrainSeat['status']> = {}): TTrainSeatMap {
  const seats: TTrainSeat[] = [];
  for (let row = 1; row <= 16; row += 1)
    for (let position = 1; position <= 4; position += 1) {
      const number = String((row - 1) * 4 + position);
      seats.push(seat(carriageNo, { number, seatType: 'NGM', row, position, status: statuses[number] ?? 3 }));
    }
  for (const number of ['P1', 'P2'])
    seats.push({
      ...seat(carriageNo, { number, seatType: 'GP', fare: 300_000, isExtra: true }),
      seatId: `${carriageNo}-${number}`,
    });
  return { runId: SE1.runId, carriageNo, name: 'Ngồi mềm điều hòa', seatType: 'NGM', layout: 'SEAT_64', seats };
}

export function lockOf(map: TTrainSeatMap, number: string, lockedAt = new Date().toISOString()): TTrainSeatLock {
  const found = map.seats.find((s) => s.number === number)!;
  return {
    ticketId: `T-${map.carriageNo}-${number}`,
    direction: 'departure',
    runId: map.runId,
    trainNumber: 'SE1',
    from: 'HNO',
    to: 'DNA',
    departAt: SE1.departAt,
    arriveAt: SE1.arriveAt,
    carriageNo: map.carriageNo,
    carriageName: map.name,
    seat: { ...found, status: 2, isMine: true },
    fare: found.fare,
    lockedAt,
    durationSeconds: 600,
    expiresAt: new Date(Date.parse(lockedAt) + 600_000).toISOString(),
  };
}

/** The draft as the results leave it: a one-way search HNO → DNA on 10/12/2026 with SE1 chosen. */
export function draftWithRun(locks: TTrainSeatLock[] = []) {
  updateTrainDraft(() => ({
    search: { from: 'HNO', to: 'DNA', departDate: '2026-12-10' },
    departure: { run: SE1, locks },
    return: { run: null, locks: [] },
    bookingId: null,
  }));
}

export type TrainServer = {
  handler: (call: StubCall) => Response;
  locked: string[];
  released: string[];
  /** Seat ids whose lock answers 409 (taken a moment ago). */
  taken: Set<string>;
};

/** The train API: stations, the seat maps given (by carriage), locks granted and recorded. */
export function trainServer(maps: Record<string, TTrainSeatMap>, search?: unknown): TrainServer {
  const server: TrainServer = { locked: [], released: [], taken: new Set(), handler: () => jsonResponse(404, {}) };
  server.handler = (call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/trains/stations') return jsonResponse(200, { stations: STATIONS });
    if (url.pathname === '/api/trains/search') return jsonResponse(200, search);
    const mapMatch = /\/carriages\/([^/]+)\/seats$/.exec(url.pathname);
    if (mapMatch) {
      const map = maps[decodeURIComponent(mapMatch[1]!)];
      if (!map) return jsonResponse(404, { code: 404, message: 'no such carriage' });
      const mine = new Set(server.locked.filter((id) => !server.released.includes(id)));
      return jsonResponse(200, {
        ...map,
        seats: map.seats.map((s) =>
          mine.has(`T-${s.seatId}`)
            ? { ...s, status: 2, isMine: true }
            : server.taken.has(s.seatId)
              ? { ...s, status: 2 }
              : s,
        ),
      });
    }
    if (url.pathname === '/api/trains/seat-locks' && call.init.method === 'POST') {
      const body = JSON.parse(String(call.init.body)) as { seatId: string };
      if (server.taken.has(body.seatId)) return jsonResponse(409, { code: 409, message: 'Chỗ đã có người giữ' });
      const map = Object.values(maps).find((m) => m.seats.some((s) => s.seatId === body.seatId))!;
      const lock = lockOf(map, map.seats.find((s) => s.seatId === body.seatId)!.number);
      server.locked.push(lock.ticketId);
      return jsonResponse(200, lock);
    }
    if (url.pathname.startsWith('/api/trains/seat-locks/') && call.init.method === 'DELETE') {
      server.released.push(decodeURIComponent(url.pathname.split('/').pop()!));
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { code: 404, message: `unexpected ${url.pathname}` });
  };
  return server;
}
