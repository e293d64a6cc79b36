// Stations, search and seat maps through the API against a real simulator: the portal's shapes in whole VND, station
// names filled, the issue fee per ticket, USE_TRAIN required, bad input naming its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTrainSearchResponse, ZTrainSeatMap, ZTrainStationsResponse } from '@portal/contracts';
import { ErrorCode } from '@portal/contracts';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import type { SignedIn } from './support/test-context.js';
import { errorFieldsOf, expectApiError } from './support/http.js';
import { closeTrainApp, findRun, jsonOf, startTrainApp, TRAIN_DAY, type TrainApp } from './support/trains.js';

let app: TrainApp;
let agent: SignedIn;
/** How many times the API asked the railway for its stations. */
let stationCalls = 0;

beforeAll(async () => {
  app = await startTrainApp({
    wrapRailway: (railway) => ({
      ...railway,
      stations: (system, options) => {
        stationCalls += 1;
        return railway.stations(system, options);
      },
    }),
  });
  agent = await app.ctx.newSignedInUser({ role: 'agent_f1' });
});
afterAll(() => closeTrainApp(app));

describe('stations', () => {
  it('lists the railway stations with their Vietnamese names and aliases', async () => {
    const answer = ZTrainStationsResponse.parse(jsonOf(await app.api.stations(agent)));
    const hanoi = answer.stations.find((station) => station.code === 'HNO');
    expect(hanoi).toMatchObject({ name: 'Hà Nội', line: 'NS' });
    expect(hanoi!.aliases.length).toBeGreaterThan(0);
    expect(answer.stations.map((station) => station.code)).toEqual(expect.arrayContaining(['SGO', 'DNA', 'HUE']));
  });
});

describe('the stations cache', () => {
  it('asks the railway at most once an hour, whatever the number of calls and searches', async () => {
    const before = stationCalls;
    jsonOf(await app.api.stations(agent));
    jsonOf(await app.api.search(agent, { from: 'HNO', to: 'HUE', departDate: TRAIN_DAY }));
    jsonOf(await app.api.stations(agent));
    expect(stationCalls - before).toBeLessThanOrEqual(1);
    const start = app.ctx.clock.now();
    try {
      app.ctx.clock.set(new Date(start.getTime() + 61 * 60_000));
      // The access token does not last an hour: sign in again at the new time.
      const later = await app.ctx.newSignedInUser({ role: 'agent_f1' });
      const counted = stationCalls;
      jsonOf(await app.api.stations(later));
      jsonOf(await app.api.stations(later));
      expect(stationCalls - counted).toBe(1);
    } finally {
      app.ctx.clock.set(start);
    }
  });
});

describe('search', () => {
  it('answers the departure and return runs in whole VND with station names and the issue fee', async () => {
    const answer = ZTrainSearchResponse.parse(
      jsonOf(await app.api.search(agent, { from: 'HNO', to: 'DNA', departDate: TRAIN_DAY, returnDate: '2026-12-18' })),
    );
    expect(answer.departure.length).toBeGreaterThan(0);
    expect(answer.return!.length).toBeGreaterThan(0);
    // An F1 buying for itself pays no chain fee.
    expect(answer).toMatchObject({ issueFeePerTicket: 0, issueFeePerChildTicket: 0 });
    for (const run of answer.departure) {
      expect(run).toMatchObject({ from: 'HNO', to: 'DNA', fromName: 'Hà Nội', toName: 'Đà Nẵng' });
      expect(run.distanceKm).toBeGreaterThan(700);
      for (const fare of run.fares) {
        // The railway sends thousands; the API answers whole VND.
        expect(fare.minFare % 1000).toBe(0);
        expect(fare.minFare).toBeGreaterThan(100_000);
        expect(fare.maxFare).toBeGreaterThanOrEqual(fare.minFare);
      }
    }
    expect(answer.return!.every((run) => run.from === 'DNA' && run.to === 'HNO' && run.toName === 'Hà Nội')).toBe(true);
  });

  it('answers return null one way', async () => {
    const answer = jsonOf<{ return: unknown }>(
      await app.api.search(agent, { from: 'SGO', to: 'NTR', departDate: TRAIN_DAY }),
    );
    expect(answer.return).toBeNull();
  });

  it('refuses bad input naming the field', async () => {
    const same = await app.api.search(agent, { from: 'HNO', to: 'HNO', departDate: TRAIN_DAY });
    expectApiError(same, 400, ErrorCode.VALIDATION);
    expect(errorFieldsOf(same)).toContain('to');
    const badCode = await app.api.search(agent, { from: 'HN', to: 'DNA', departDate: TRAIN_DAY });
    expect(errorFieldsOf(expectStatus(badCode, 400))).toContain('from');
    const backwards = await app.api.search(agent, {
      from: 'HNO',
      to: 'DNA',
      departDate: TRAIN_DAY,
      returnDate: '2026-12-01',
    });
    expect(errorFieldsOf(expectStatus(backwards, 400))).toContain('returnDate');
  });

  it('needs USE_TRAIN on every train route (403 without it)', async () => {
    const withoutTrain = DEFAULT_ROLE_PERMISSIONS.agent_f1.filter((code) => code !== 'USE_TRAIN');
    const flightsOnly = await app.ctx.newSignedInUser({ role: 'agent_f1', permissions: withoutTrain });
    expectApiError(await app.api.stations(flightsOnly), 403, ErrorCode.FORBIDDEN);
    expectApiError(
      await app.api.search(flightsOnly, { from: 'HNO', to: 'DNA', departDate: TRAIN_DAY }),
      403,
      ErrorCode.FORBIDDEN,
    );
    expectApiError(await app.api.list(flightsOnly), 403, ErrorCode.FORBIDDEN);
    expectApiError(await app.api.release(flightsOnly, 'SE1-1-1-1'), 403, ErrorCode.FORBIDDEN);
  });
});

describe('seat map', () => {
  it("answers a carriage's seats in VND with the railway's statuses, none mine yet", async () => {
    const journey = await findRun(app, agent);
    const map = ZTrainSeatMap.parse(
      jsonOf(
        await app.api.seatMap(agent, {
          runId: journey.run.runId,
          carriageNo: journey.carriageNo,
          from: journey.from,
          to: journey.to,
        }),
      ),
    );
    expect(map).toMatchObject({ runId: journey.run.runId, carriageNo: journey.carriageNo, seatType: 'NGM' });
    expect(map.seats.length).toBeGreaterThan(40);
    for (const seat of map.seats) {
      expect(seat.fare % 1000).toBe(0);
      expect(seat.insurance).toBe(1000);
      expect(seat.isMine).toBe(false);
    }
  });

  it('answers 404 for an unknown run and 400 for a malformed one', async () => {
    const unknown = await app.api.seatMap(agent, { runId: 'SE99-2026-12-15', carriageNo: '1', from: 'HNO', to: 'DNA' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    const malformed = await app.api.seatMap(agent, { runId: 'nope', carriageNo: '1', from: 'HNO', to: 'DNA' });
    expect(errorFieldsOf(expectStatus(malformed, 400)).length).toBeGreaterThan(0);
  });
});

function expectStatus<T extends { statusCode: number; body: string }>(response: T, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response;
}
