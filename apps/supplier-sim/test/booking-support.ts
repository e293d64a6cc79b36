// Booking tests' helpers: a simulator with a clock the test moves, a fare picked from a real search, hold bodies and typed calls.
import {
  ZSupplierBooking,
  type TSupplierFare,
  type TSupplierHoldRequest,
  type TSupplierPassenger,
} from '@portal/contracts';
import { afterAll, beforeAll } from 'vitest';
import type { TRunningSimulator, TSimulatorFlight, TSimulatorOptions } from '../src/index.js';
import { NOW, oneWay, request, search, startTestSimulator } from './support.js';

export const ACCOUNT = 'SGNVN28AA';

export type TClock = { now: () => Date; set(instant: Date | string): void; advance(ms: number): void };

export function createClock(start: Date = NOW): TClock {
  let current = start;
  return {
    now: () => current,
    set: (instant) => {
      current = typeof instant === 'string' ? new Date(instant) : instant;
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export async function startBookingSimulator(
  clock: TClock,
  options: TSimulatorOptions = {},
): Promise<TRunningSimulator> {
  return startTestSimulator({ ...options, now: clock.now });
}

/** A file's shared booking simulator on a movable clock: started before its tests, closed after them. */
export function useBookingSimulator(): { clock: TClock; simulator: TRunningSimulator } {
  const clock = createClock();
  let running: TRunningSimulator | undefined;
  const started = (): TRunningSimulator => {
    if (!running) throw new Error('the booking simulator starts in beforeAll');
    return running;
  };
  beforeAll(async () => {
    running = await startBookingSimulator(clock);
  });
  afterAll(() => started().close());
  const simulator: TRunningSimulator = {
    get url() {
      return started().url;
    },
    get seats() {
      return started().seats;
    },
    close: () => started().close(),
    setFaults: (faults) => started().setFaults(faults),
  };
  return { clock, simulator };
}

export type TPicked = { flight: TSimulatorFlight; fare: TSupplierFare };

/** The first flight of a one-way search with a fare matching `isWanted` (by default any with enough seats). */
export async function pickFare(
  simulator: TRunningSimulator,
  system: string,
  route: { from: string; to: string; date: string },
  pax = { adt: 1, chd: 0, inf: 0 },
  isWanted: (fare: TSupplierFare, flight: TSimulatorFlight) => boolean = (fare) =>
    fare.seatAvailable >= pax.adt + pax.chd,
): Promise<TPicked> {
  const answer = await search(simulator, system, { ...oneWay(route.from, route.to, route.date), pax });
  for (const flight of answer.flights) {
    const fare = flight.fares.find((candidate) => isWanted(candidate, flight));
    if (fare) return { flight, fare };
  }
  throw new Error(`no wanted fare on ${system} ${route.from}-${route.to} ${route.date}`);
}

export const adult = (n: number, overrides: Partial<TSupplierPassenger> = {}): TSupplierPassenger => ({
  id: `ADT-${n}`,
  type: 'ADT',
  title: 'MR',
  lastName: n === 1 ? 'NGUYEN' : 'TRAN',
  firstName: n === 1 ? 'VAN DUC' : 'THI MAI',
  birthDate: '1990-05-20',
  ...overrides,
});
export const child = (n: number, overrides: Partial<TSupplierPassenger> = {}): TSupplierPassenger => ({
  id: `CHD-${n}`,
  type: 'CHD',
  title: 'MSTR',
  lastName: 'NGUYEN',
  firstName: 'MINH KHOI',
  birthDate: '2019-03-02',
  ...overrides,
});
export const infant = (n: number, overrides: Partial<TSupplierPassenger> = {}): TSupplierPassenger => ({
  id: `INF-${n}`,
  type: 'INF',
  title: 'MISS',
  lastName: 'NGUYEN',
  firstName: 'BAO AN',
  birthDate: '2026-01-10',
  infantOf: 'ADT-1',
  ...overrides,
});

export const passport = {
  number: 'C1234567',
  nationality: 'VNM',
  issuingCountry: 'VNM',
  issueDate: '2022-01-01',
  expiryDate: '2032-01-01',
};

export function holdBody(
  picked: TPicked | TPicked[],
  overrides: Partial<TSupplierHoldRequest> = {},
): TSupplierHoldRequest {
  const flights = (Array.isArray(picked) ? picked : [picked]).map(({ flight, fare }) => ({
    key: flight.key,
    fareClass: fare.fareClass,
  }));
  return {
    account: ACCOUNT,
    clientRef: `ref-${Math.random().toString(36).slice(2)}`,
    flights,
    passengers: [adult(1)],
    contact: { name: 'NGUYEN VAN DUC', phone: '0912345678', email: 'duc@example.vn' },
    ...overrides,
  };
}

export const call = (simulator: TRunningSimulator, method: string, path: string, body?: unknown) =>
  request(simulator, method, path, body);

/** Holds and checks the record against the protocol. */
export async function holdOk(simulator: TRunningSimulator, system: string, body: TSupplierHoldRequest) {
  const answer = await call(simulator, 'POST', `/systems/${system}/bookings`, body);
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`hold answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return ZSupplierBooking.parse(answer.json);
}

export const action = (
  simulator: TRunningSimulator,
  system: string,
  pnr: string,
  name: string,
  body: Record<string, unknown> = {},
) => call(simulator, 'POST', `/systems/${system}/bookings/${pnr}/${name}`, { account: ACCOUNT, ...body });

export const retrieve = (simulator: TRunningSimulator, system: string, pnr: string, query = `account=${ACCOUNT}`) =>
  call(simulator, 'GET', `/systems/${system}/bookings/${pnr}?${query}`);

/** Seats a new search shows for the flight's class. */
export async function seatsShown(
  simulator: TRunningSimulator,
  system: string,
  picked: TPicked,
): Promise<number | undefined> {
  const [date = '', route = ''] = picked.flight.key.split('.');
  const answer = await search(simulator, system, oneWay(route.slice(0, 3), route.slice(3, 6), date));
  return answer.flights
    .find((flight) => flight.key === picked.flight.key)
    ?.fares.find((fare) => fare.fareClass === picked.fare.fareClass)?.seatAvailable;
}

export const ROUTE = { from: 'HAN', to: 'SGN', date: '2026-12-15' };
