// The railway's fixed facts over HTTP: stations and aliases, the timetable (times, run ids, journeys from intermediate
// stations), the same answers from two simulators, berth and seat numbering, and fares by type, tier, day and distance.
import { ZRailwayRun, ZRailwaySeatMap, ZRailwayStationsResponse, type TRailwayRun } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { findStation } from '../src/railway/stations.js';
import { call, railClock, searchRail, seatMap, startRailSimulator } from './railway-support.js';

let simulator: TRunningSimulator;
beforeAll(async () => {
  simulator = await startRailSimulator(railClock());
});
afterAll(async () => simulator.close());

const runOf = (runs: TRailwayRun[], trainNumber: string) => {
  const run = runs.find((candidate) => candidate.trainNumber === trainNumber);
  if (!run) throw new Error(`No ${trainNumber} in ${runs.map((candidate) => candidate.runId).join(', ')}`);
  return run;
};

describe('stations', () => {
  it('lists the main line with km posts and the northern lines, with accent-free aliases', async () => {
    const { status, json } = await call(simulator, 'GET', { path: '/railway/stations' });
    expect(status).toBe(200);
    const { stations } = ZRailwayStationsResponse.parse(json);
    const byCode = new Map(stations.map((station) => [station.code, station]));
    expect(byCode.get('HNO')).toMatchObject({ name: 'Hà Nội', kmPost: 0, line: 'NS' });
    expect(byCode.get('DNA')).toMatchObject({ name: 'Đà Nẵng', kmPost: 791, line: 'NS' });
    expect(byCode.get('NTR')?.kmPost).toBe(1315);
    expect(byCode.get('SGO')).toMatchObject({ name: 'Sài Gòn', kmPost: 1726 });
    expect(byCode.get('SGO')?.aliases).toEqual(expect.arrayContaining(['hcm', 'sg', 'saigon', 'sai gon']));
    expect(byCode.get('HNO')?.aliases).toEqual(expect.arrayContaining(['hn', 'ha noi', 'hanoi']));
    expect(byCode.get('DNA')?.aliases).toEqual(expect.arrayContaining(['da nang', 'dn']));
    expect(['HPH', 'LCA', 'YBA', 'LSO', 'GLA'].map((code) => byCode.get(code)?.line)).toEqual([
      'HP',
      'LC',
      'LC',
      'LS',
      'HP',
    ]);
    for (const station of stations)
      for (const alias of station.aliases) expect(alias).toBe(alias.normalize('NFD').replace(/[^\x20-\x7e]/g, ''));
  });

  it('finds a station by name with or without accents, by code or alias', () => {
    expect(findStation('Sài Gòn')?.code).toBe('SGO');
    expect(findStation('  HCM ')?.code).toBe('SGO');
    expect(findStation('Đà Nẵng')?.code).toBe('DNA');
    expect(findStation('da nang')?.code).toBe('DNA');
    expect(findStation('hue')?.code).toBe('HUE');
    expect(findStation('Paris')).toBeUndefined();
  });
});

describe('timetable', () => {
  it('runs SE1 21:10 → 08:25 two days later and SE7 06:10 → 18:36 the next day, 1,726 km', async () => {
    const runs = await searchRail(simulator, { from: 'HNO', to: 'SGO', date: '2026-12-01' });
    runs.forEach((run) => ZRailwayRun.parse(run));
    const se1 = runOf(runs, 'SE1');
    expect(se1).toMatchObject({
      runId: 'SE1-2026-12-01',
      origin: 'HNO',
      terminus: 'SGO',
      fromKm: 0,
      toKm: 1726,
      departAt: '2026-12-01T21:10:00+07:00',
      arriveAt: '2026-12-03T08:25:00+07:00',
      durationMinutes: 35 * 60 + 15,
    });
    expect(runOf(runs, 'SE7')).toMatchObject({
      departAt: '2026-12-01T06:10:00+07:00',
      arriveAt: '2026-12-02T18:36:00+07:00',
    });
    expect(runs.map((run) => run.trainNumber).every((number) => Number(number.slice(2)) % 2 === 1)).toBe(true);
    expect(runs.map((run) => run.departAt)).toEqual([...runs.map((run) => run.departAt)].sort());
  });

  it('a journey from an intermediate station the next day still belongs to the run of its origin date', async () => {
    const runs = await searchRail(simulator, { from: 'DNA', to: 'NTR', date: '2026-12-02' });
    const se1 = runOf(runs, 'SE1');
    expect(se1.runId).toBe('SE1-2026-12-01');
    expect(se1.departAt.slice(0, 10)).toBe('2026-12-02');
    expect([se1.fromKm, se1.toKm, se1.origin, se1.terminus]).toEqual([791, 1315, 'HNO', 'SGO']);
    expect(Date.parse(se1.arriveAt)).toBeGreaterThan(Date.parse(se1.departAt));
  });

  it('runs northbound trains (even numbers) the other way, and regional trains on their own lines', async () => {
    const north = await searchRail(simulator, { from: 'SGO', to: 'HNO', date: '2026-12-01' });
    expect(north.length).toBeGreaterThanOrEqual(6);
    expect(north.every((run) => Number(run.trainNumber.replace(/\D/g, '')) % 2 === 0)).toBe(true);
    const nhaTrang = await searchRail(simulator, { from: 'SGO', to: 'NTR', date: '2026-12-01' });
    expect(nhaTrang.map((run) => run.trainNumber)).toContain('SNT1');
    expect((await searchRail(simulator, { from: 'HNO', to: 'HPH', date: '2026-12-01' }))[0]?.trainNumber).toBe('HP1');
    expect((await searchRail(simulator, { from: 'HNO', to: 'LCA', date: '2026-12-01' }))[0]?.trainNumber).toBe('SP1');
  });

  it('answers no runs for a past date, a date past 90 days, or a pair no train serves; 400 for bad input', async () => {
    expect(await searchRail(simulator, { from: 'HNO', to: 'SGO', date: '2026-11-20' })).toEqual([]);
    expect(await searchRail(simulator, { from: 'HNO', to: 'SGO', date: '2027-02-20' })).toEqual([]);
    expect((await searchRail(simulator, { from: 'HNO', to: 'SGO', date: '2027-02-19' })).length).toBeGreaterThan(0);
    expect(await searchRail(simulator, { from: 'HPH', to: 'SGO', date: '2026-12-01' })).toEqual([]);
    expect(await searchRail(simulator, { from: 'XYZ', to: 'SGO', date: '2026-12-01' })).toEqual([]);
    const bad = await call(simulator, 'POST', {
      path: '/railway/search',
      body: { account: 'a1', from: 'hn', to: 'SGO', departDate: '2026-12-01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('BAD_REQUEST');
  });

  it('today lists only journeys leaving more than an hour from now (10:00 → SE9 at 14:30, no SE7 at 06:10)', async () => {
    const today = await searchRail(simulator, { from: 'HNO', to: 'SGO', date: '2026-11-21' });
    expect(today.map((run) => run.trainNumber)).not.toContain('SE7');
    expect(today.map((run) => run.trainNumber)).toContain('SE9');
  });

  it('gives the same answers from two simulators (no randomness in runs, fares or occupancy)', async () => {
    const other = await startRailSimulator(railClock());
    try {
      for (const query of [
        { from: 'HNO', to: 'DNA', date: '2026-12-05' },
        { from: 'SGO', to: 'NTR', date: '2027-01-10' },
      ]) {
        const [a, b] = await Promise.all([searchRail(simulator, query), searchRail(other, query)]);
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }
      const journey = { runId: 'SE3-2026-12-10', from: 'HNO', to: 'SGO', carriageNo: '5' };
      expect(await seatMap(other, journey)).toEqual(await seatMap(simulator, journey));
    } finally {
      await other.close();
    }
  });
});

describe('carriages and seats', () => {
  const journey = { runId: 'SE1-2026-12-01', from: 'HNO', to: 'SGO' };

  it('numbers a 4-berth carriage by compartments of 4: 4n−3, 4n−2 lower, 4n−1, 4n upper', async () => {
    const map = ZRailwaySeatMap.parse(await seatMap(simulator, { ...journey, carriageNo: '8' }));
    expect(map).toMatchObject({ layout: 'BERTH_4', modelCode: 'An28L', seatType: 'NAM' });
    expect(map.seats).toHaveLength(28);
    const place = (number: number) => map.seats.find((seat) => seat.number === String(number));
    expect(place(5)).toMatchObject({ seatId: '8-5', compartment: 2, tier: 1, row: null, position: null });
    expect(place(6)).toMatchObject({ compartment: 2, tier: 1 });
    expect(place(7)).toMatchObject({ compartment: 2, tier: 2 });
    expect(place(28)).toMatchObject({ compartment: 7, tier: 2 });
  });

  it('numbers a 6-berth carriage 6n−5…6n, two per tier, tiers 1–3', async () => {
    const map = await seatMap(simulator, { ...journey, carriageNo: '4' });
    expect(map).toMatchObject({ layout: 'BERTH_6', modelCode: 'Bn42L', seatType: 'NAC' });
    expect(map.seats).toHaveLength(42);
    const tiers = map.seats.filter((seat) => seat.compartment === 2).map((seat) => [Number(seat.number), seat.tier]);
    expect(tiers).toEqual([
      [7, 1],
      [8, 1],
      [9, 2],
      [10, 2],
      [11, 3],
      [12, 3],
    ]);
  });

  it('lays soft seats in rows of 2 + 2 and lists the extra seats apart', async () => {
    const map = await seatMap(simulator, { ...journey, carriageNo: '1' });
    expect(map).toMatchObject({ layout: 'SEAT_64', modelCode: 'A64L', seatType: 'NGM' });
    const regular = map.seats.filter((seat) => !seat.isExtra);
    const extras = map.seats.filter((seat) => seat.isExtra);
    expect(regular).toHaveLength(64);
    expect(regular.find((seat) => seat.number === '5')).toMatchObject({ row: 2, position: 1, compartment: null });
    expect(regular.find((seat) => seat.number === '64')).toMatchObject({ row: 16, position: 4 });
    expect(extras.map((seat) => seat.seatId)).toEqual(['1-P1', '1-P2', '1-P3', '1-P4', '1-P5', '1-P6']);
    expect(extras.every((seat) => seat.seatType === 'GP' && seat.row === null)).toBe(true);
    expect(Math.max(...extras.map((seat) => seat.fare))).toBeLessThan(Math.min(...regular.map((seat) => seat.fare)));
  });
});

describe('carriage allocation', () => {
  it("keeps an SE train's last carriage NOT_ALLOCATED (all seats 4) until 30 days before the train leaves", async () => {
    const query = { from: 'HNO', to: 'SGO', date: '2027-01-20' };
    const early = runOf(await searchRail(simulator, query), 'SE1');
    const last = early.carriages.at(-1);
    expect(last).toMatchObject({ carriageNo: '12', status: 'NOT_ALLOCATED', seatsLeft: 0 });
    expect(early.carriages.slice(0, -1).every((carriage) => carriage.status !== 'NOT_ALLOCATED')).toBe(true);
    const map = await seatMap(simulator, { runId: early.runId, from: 'HNO', to: 'SGO', carriageNo: '12' });
    expect(map.seats.every((seat) => seat.status === 4)).toBe(true);
    const other = await startRailSimulator(railClock(new Date('2026-12-22T03:00:00Z')));
    try {
      const later = runOf(await searchRail(other, query), 'SE1');
      expect(later.carriages.at(-1)?.status).not.toBe('NOT_ALLOCATED');
      expect(later.carriages.at(-1)?.seatsLeft).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

describe('fares (thousands of VND)', () => {
  const fareOf = async (journey: { runId: string; from: string; to: string; carriageNo: string }, number: string) =>
    (await seatMap(simulator, journey)).seats.find((seat) => seat.number === number);

  it('lower berths are dearer than upper ones, tier 3 cheapest; insurance 1 included', async () => {
    const journey = { runId: 'SE1-2026-12-01', from: 'HNO', to: 'SGO' };
    const four = await seatMap(simulator, { ...journey, carriageNo: '8' });
    const lower = four.seats.find((seat) => seat.tier === 1);
    const upper = four.seats.find((seat) => seat.tier === 2);
    expect(lower?.fare).toBeGreaterThan(upper?.fare ?? Infinity);
    const six = await seatMap(simulator, { ...journey, carriageNo: '4' });
    const byTier = [1, 2, 3].map((tier) => six.seats.find((seat) => seat.tier === tier)?.fare ?? 0);
    expect(byTier[0]).toBeGreaterThan(byTier[1] ?? Infinity);
    expect(byTier[1]).toBeGreaterThan(byTier[2] ?? Infinity);
    expect(four.seats.every((seat) => seat.insurance === 1 && seat.originalFare >= seat.fare)).toBe(true);
  });

  it('Hà Nội–Sài Gòn from about 0.8 M (soft seat) to 1.7 M (4-berth lower); Sài Gòn–Nha Trang soft seat about 258', async () => {
    const run = runOf(await searchRail(simulator, { from: 'HNO', to: 'SGO', date: '2026-12-01' }), 'SE1');
    const row = (type: string) => run.fares.find((fare) => fare.seatType === type);
    expect(row('NGM')?.minFare).toBeGreaterThanOrEqual(740);
    expect(row('NGM')?.maxFare).toBeLessThanOrEqual(880);
    expect(row('NAM')?.maxFare).toBeGreaterThanOrEqual(1600);
    expect(row('NAM')?.maxFare).toBeLessThanOrEqual(1800);
    expect(row('GP')?.minFare).toBeGreaterThanOrEqual(380);
    const hardSeat = runOf(await searchRail(simulator, { from: 'HNO', to: 'VIN', date: '2026-12-01' }), 'NA1');
    expect(hardSeat.fares.find((fare) => fare.seatType === 'NGC')?.minFare).toBeLessThan(
      hardSeat.fares.find((fare) => fare.seatType === 'NGM')?.minFare ?? 0,
    );
    const snt = runOf(await searchRail(simulator, { from: 'SGO', to: 'NTR', date: '2026-12-01' }), 'SNT1');
    const soft = snt.fares.find((fare) => fare.seatType === 'NGM');
    expect(soft?.minFare).toBeGreaterThanOrEqual(245);
    expect(soft?.maxFare).toBeLessThanOrEqual(272);
  });

  it('Friday to Sunday about 10 % dearer than a Tuesday, the Tết window about 25 %', async () => {
    const seat = (date: string) => ({ runId: `SE1-${date}`, from: 'HNO', to: 'SGO', carriageNo: '1' });
    const tuesday = await fareOf(seat('2026-12-01'), '10');
    const friday = await fareOf(seat('2026-12-04'), '10');
    expect((friday?.originalFare ?? 0) / (tuesday?.originalFare ?? 1)).toBeGreaterThan(1.03);
    const plain = await fareOf(seat('2027-01-12'), '10');
    const tet = await fareOf(seat('2027-02-02'), '10');
    expect((tet?.originalFare ?? 0) / (plain?.originalFare ?? 1)).toBeGreaterThan(1.15);
    expect((tet?.originalFare ?? 0) / (plain?.originalFare ?? 1)).toBeLessThan(1.35);
  });

  it('a longer journey costs more, and the same seat costs the same on every look', async () => {
    const short = await fareOf({ runId: 'SE1-2026-12-01', from: 'HNO', to: 'VIN', carriageNo: '8' }, '1');
    const long = await fareOf({ runId: 'SE1-2026-12-01', from: 'HNO', to: 'DNA', carriageNo: '8' }, '1');
    expect(long?.fare).toBeGreaterThan(short?.fare ?? Infinity);
    const again = await fareOf({ runId: 'SE1-2026-12-01', from: 'HNO', to: 'DNA', carriageNo: '8' }, '1');
    expect(again?.fare).toBe(long?.fare);
  });
});
