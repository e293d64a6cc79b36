// The train tests' world: a real simulator over HTTP (no latency, the test's clock), the API on a fresh database
// pointed at it, and typed calls to /api/trains/*.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type {
  TTrainBooking,
  TTrainHoldRequest,
  TTrainRun,
  TTrainSearchResponse,
  TTrainSeat,
  TTrainSeatLock,
  TTrainSeatMap,
} from '@portal/contracts';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import type { ServerConfig } from '../../src/config.js';
import type { RailwayGateway } from '../../src/modules/suppliers/railway/railway-gateway.js';
import { createRailwayGateway } from '../../src/modules/suppliers/suppliers.module.js';
import { createTestContext, type SignedIn, type TestContext } from './test-context.js';
import { INSTANT } from './search-stream.js';

/** 10:00 in Vietnam on 21 November 2026; trains on 15 December (far enough for every refund and change rule). */
export const TRAIN_NOW = new Date('2026-11-21T03:00:00Z');
export const TRAIN_DAY = '2026-12-15';
export const BUYER = { fullName: 'Nguyễn Văn An', email: 'an@example.vn', mobile: '0901234567' };

export type TrainApp = { simulator: TRunningSimulator; ctx: TestContext; api: ReturnType<typeof trainApi> };

export async function startTrainApp(
  options: {
    config?: Partial<ServerConfig>;
    /** Wraps the real railway gateway (to step in between the API and the simulator). */
    wrapRailway?: (railway: RailwayGateway, simulator: TRunningSimulator) => RailwayGateway;
  } = {},
): Promise<TrainApp> {
  const holder: { ctx?: TestContext } = {};
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    faults: { ...INSTANT, VNR: { latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 } },
    now: () => holder.ctx?.clock.now() ?? TRAIN_NOW,
  });
  const real = createRailwayGateway({ suppliersUrl: simulator.url });
  const ctx = await createTestContext({
    config: { ...options.config, suppliersUrl: simulator.url },
    railway: options.wrapRailway?.(real, simulator) ?? real,
  });
  holder.ctx = ctx;
  ctx.clock.set(TRAIN_NOW);
  return { simulator, ctx, api: trainApi(ctx) };
}

export async function closeTrainApp(app: TrainApp | undefined): Promise<void> {
  await app?.ctx.close();
  await app?.simulator.close();
}

export function trainApi(ctx: TestContext) {
  const inject = (
    who: SignedIn,
    request: { method: 'GET' | 'POST' | 'DELETE' | 'PUT'; url: string; payload?: unknown; key?: string },
  ) =>
    ctx.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...who.auth, ...(request.key ? { 'idempotency-key': request.key } : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
    });
  return {
    inject,
    stations: (who: SignedIn) => inject(who, { method: 'GET', url: '/api/trains/stations' }),
    search: (who: SignedIn, body: Record<string, unknown>) =>
      inject(who, { method: 'POST', url: '/api/trains/search', payload: body }),
    seatMap: (who: SignedIn, journey: { runId: string; carriageNo: string; from: string; to: string }) =>
      inject(who, {
        method: 'GET',
        url: `/api/trains/runs/${journey.runId}/carriages/${journey.carriageNo}/seats?from=${journey.from}&to=${journey.to}`,
      }),
    lock: (who: SignedIn, body: Record<string, unknown>) =>
      inject(who, { method: 'POST', url: '/api/trains/seat-locks', payload: body }),
    auto: (who: SignedIn, body: Record<string, unknown>) =>
      inject(who, { method: 'POST', url: '/api/trains/seat-locks/auto', payload: body }),
    release: (who: SignedIn, ticketId: string) =>
      inject(who, { method: 'DELETE', url: `/api/trains/seat-locks/${ticketId}` }),
    hold: (who: SignedIn, body: TTrainHoldRequest, key = `k-${Math.random().toString(36).slice(2)}`) =>
      inject(who, { method: 'POST', url: '/api/trains/bookings', payload: body, key }),
    get: (who: SignedIn, id: string) => inject(who, { method: 'GET', url: `/api/trains/bookings/${id}` }),
    list: (who: SignedIn, query = '') => inject(who, { method: 'GET', url: `/api/trains/bookings${query}` }),
    cancel: (who: SignedIn, id: string) =>
      inject(who, { method: 'POST', url: `/api/trains/bookings/${id}/cancel`, payload: {} }),
  };
}

export function jsonOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

export type Journey = { run: TTrainRun; from: string; to: string };

/** The first run HNO → DNA (or the asked journey) on the test day with a carriage of the seat type. */
export async function findRun(
  app: TrainApp,
  who: SignedIn,
  options: { from?: string; to?: string; seatType?: string; nth?: number } = {},
): Promise<Journey & { carriageNo: string }> {
  const from = options.from ?? 'HNO';
  const to = options.to ?? 'DNA';
  const answer = jsonOf<TTrainSearchResponse>(await app.api.search(who, { from, to, departDate: TRAIN_DAY }));
  const seatType = options.seatType ?? 'NGM';
  const runs = answer.departure.filter((candidate) =>
    candidate.carriages.some((carriage) => carriage.seatType === seatType && carriage.seatsLeft >= 10),
  );
  const run = runs[options.nth ?? 0];
  if (!run) throw new Error(`no run ${from}-${to} with ${seatType}`);
  const carriage = run.carriages.find((candidate) => candidate.seatType === seatType && candidate.seatsLeft >= 10)!;
  return { run, from, to, carriageNo: carriage.carriageNo };
}

/** The free seats (status 3, not extra) of a carriage, in map order. */
export async function freeSeats(
  app: TrainApp,
  who: SignedIn,
  journey: Journey & { carriageNo: string },
): Promise<TTrainSeat[]> {
  const map = jsonOf<TTrainSeatMap>(
    await app.api.seatMap(who, {
      runId: journey.run.runId,
      carriageNo: journey.carriageNo,
      from: journey.from,
      to: journey.to,
    }),
  );
  return map.seats.filter((seat) => seat.status === 3 && !seat.isExtra);
}

/** Locks `count` free seats of the journey's carriage (skipping `skip` of them first). */
export async function lockSeats(
  app: TrainApp,
  who: SignedIn,
  options: { journey: Journey & { carriageNo: string }; count: number; skip?: number; direction?: string },
): Promise<TTrainSeatLock[]> {
  const seats = (await freeSeats(app, who, options.journey)).slice(
    options.skip ?? 0,
    (options.skip ?? 0) + options.count,
  );
  const locks: TTrainSeatLock[] = [];
  for (const seat of seats) {
    const response = await app.api.lock(who, {
      runId: options.journey.run.runId,
      from: options.journey.from,
      to: options.journey.to,
      seatId: seat.seatId,
      direction: options.direction ?? 'departure',
    });
    locks.push(jsonOf<TTrainSeatLock>(response, 201));
  }
  return locks;
}

let idSequence = 100_000;
/** A passenger of type 1 on the lock, with a fresh 12-digit id number. */
export function adultOn(lock: TTrainSeatLock, overrides: Record<string, unknown> = {}) {
  idSequence += 1;
  return {
    ticketId: lock.ticketId,
    fullName: 'Trần Thị Bình',
    idNumber: `001090${String(idSequence).padStart(6, '0')}`,
    passengerType: 1 as const,
    ...overrides,
  } as TTrainHoldRequest['passengers'][number];
}

/** The railway's rule and the fees: what the hold must be accepted at. */
export function expectedTotal(
  tickets: readonly { fare: number; insurance: number; percent: number }[],
  feePerTicket = 0,
): number {
  return tickets.reduce((sum, ticket) => {
    const discount = Math.floor(((ticket.fare - ticket.insurance) * (100 - ticket.percent) + 50_000) / 100_000) * 1000;
    return sum + ticket.fare - discount + feePerTicket;
  }, 0);
}

export const bookingOf = (response: LightMyRequestResponse, status = 201) => jsonOf<TTrainBooking>(response, status);
