// A simulator for the railway tests (zero latency, a clock the test moves) and typed calls to the railway's routes.
import type { TRailwayBooking, TRailwayRun, TRailwaySeatLock, TRailwaySeatMap } from '@portal/contracts';
import type { TRunningSimulator, TSimulatorOptions } from '../src/index.js';
import { request, startTestSimulator } from './support.js';

/** 10:00 in Vietnam on 21 November 2026 (a Saturday). */
export const RAIL_NOW = new Date('2026-11-21T03:00:00Z');
export const ACCOUNT = 'agency-rail';
export const BUYER = { fullName: 'Nguyễn Văn An', email: 'an@example.vn', mobile: '0901234567' };

export type TRailClock = { now: Date; advance(ms: number): void; set(instant: Date): void };

export function railClock(start = RAIL_NOW): TRailClock {
  const clock = {
    now: start,
    advance: (ms: number) => (clock.now = new Date(clock.now.getTime() + ms)),
    set: (instant: Date) => (clock.now = instant),
  };
  return clock;
}

export async function startRailSimulator(clock: TRailClock, options: TSimulatorOptions = {}) {
  return startTestSimulator({
    now: () => clock.now,
    ...options,
    faults: { VNR: { latencyMs: [0, 0] }, ...options.faults },
  });
}

export async function call<T = Record<string, unknown>>(
  simulator: TRunningSimulator,
  method: string,
  options: { path: string; body?: unknown },
) {
  const response = await fetch(`${simulator.url}${options.path}`, {
    method,
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as T & { error?: string; message?: string } };
}

export async function searchRail(simulator: TRunningSimulator, query: { from: string; to: string; date: string }) {
  const { status, json } = await call<{ runs: TRailwayRun[] }>(simulator, 'POST', {
    path: '/railway/search',
    body: { account: ACCOUNT, from: query.from, to: query.to, departDate: query.date },
  });
  if (status !== 200) throw new Error(`search answered ${status}: ${JSON.stringify(json)}`);
  return json.runs;
}

export type TJourneyRef = { runId: string; from: string; to: string };

export async function seatMap(
  simulator: TRunningSimulator,
  journey: TJourneyRef & { carriageNo: string; account?: string },
) {
  const query = `account=${journey.account ?? ACCOUNT}&from=${journey.from}&to=${journey.to}`;
  const path = `/railway/runs/${journey.runId}/carriages/${journey.carriageNo}/seats?${query}`;
  const { status, json } = await call<TRailwaySeatMap>(simulator, 'GET', { path });
  if (status !== 200) throw new Error(`seat map answered ${status}: ${JSON.stringify(json)}`);
  return json;
}

export const lock = (simulator: TRunningSimulator, body: TJourneyRef & { seatId: string; account?: string }) =>
  call<TRailwaySeatLock>(simulator, 'POST', { path: '/railway/seat-locks', body: { account: ACCOUNT, ...body } });

/** The first free seats (status 3) of a carriage's map, regular ones first. */
export async function freeSeats(
  simulator: TRunningSimulator,
  journey: TJourneyRef & { carriageNo: string; count?: number },
) {
  const map = await seatMap(simulator, journey);
  const free = map.seats.filter((seat) => seat.status === 3 && !seat.isExtra);
  if (free.length < (journey.count ?? 1)) throw new Error(`Only ${free.length} free seats in ${journey.carriageNo}`);
  return free.slice(0, journey.count ?? 1);
}

export type TTicketInput = {
  ticketId: string;
  passenger: { fullName: string; idNumber: string; passengerType: number; birthDate?: string };
  adultTicketId?: string;
};

export const adult = (ticketId: string, passengerType = 1): TTicketInput => ({
  ticketId,
  passenger: { fullName: `Khách ${ticketId}`, idNumber: '012345678901', passengerType },
});

export const hold = (
  simulator: TRunningSimulator,
  body: { clientRef: string; tickets: TTicketInput[]; infants?: unknown[]; account?: string },
) =>
  call<TRailwayBooking>(simulator, 'POST', {
    path: '/railway/bookings',
    body: { account: ACCOUNT, buyer: BUYER, ...body },
  });

export const bookingAction = <T = TRailwayBooking>(
  simulator: TRunningSimulator,
  code: string,
  options: { action: string; body?: Record<string, unknown> },
) =>
  call<T>(simulator, 'POST', {
    path: `/railway/bookings/${code}/${options.action}`,
    body: { account: ACCOUNT, ...options.body },
  });

/** Locks `count` free seats of one carriage and holds them as adults' tickets. */
export async function heldBooking(
  simulator: TRunningSimulator,
  journey: TJourneyRef & { carriageNo: string; count?: number; clientRef: string },
) {
  const seats = await freeSeats(simulator, journey);
  const tickets: TTicketInput[] = [];
  for (const seat of seats) {
    const locked = await lock(simulator, { ...journey, seatId: seat.seatId });
    if (locked.status !== 201) throw new Error(`lock answered ${locked.status}`);
    tickets.push(adult(locked.json.ticketId));
  }
  const held = await hold(simulator, { clientRef: journey.clientRef, tickets });
  if (held.status !== 201) throw new Error(`hold answered ${held.status}: ${JSON.stringify(held.json)}`);
  return held.json;
}

export async function issuedBooking(
  simulator: TRunningSimulator,
  journey: TJourneyRef & { carriageNo: string; count?: number; clientRef: string },
) {
  const held = await heldBooking(simulator, journey);
  const paid = await bookingAction(simulator, held.bookingCode, {
    action: 'pay',
    body: { expectedTotal: held.total },
  });
  if (paid.status !== 200) throw new Error(`pay answered ${paid.status}: ${JSON.stringify(paid.json)}`);
  return paid.json;
}

export { request };
