// The lowest-fare calendar: the same cheapest fare as a one-adult search, K display, failing systems skipped, bad queries.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import {
  ZFlightCalendarResponse,
  type TFlightCalendarResponse,
  type TFlightOffer,
  type TSearchEvent,
} from '@portal/contracts';
import { formatThousandsK, lowestBooking } from '@portal/domain';
import type { SupplierGateway } from '../src/modules/suppliers/supplier-gateway.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { INSTANT, daysFromNow, searchEvents, startTestSuppliers, type TestSuppliers } from './support/search-stream.js';

// Long enough that a loaded two-core CI machine never misses it for an instant supplier; the timeout tests wait it out once.
const DEADLINE_MS = 2_500;
let suppliers: TestSuppliers;
let ctx: TestContext;
let caller: SignedIn;
const askedCalendars: { system: string; departAfter: string | undefined }[] = [];

beforeAll(async () => {
  suppliers = await startTestSuppliers();
  // The real gateway to the simulator, recording what each system was asked.
  const gateway: SupplierGateway = {
    ...suppliers.gateway,
    calendar: (system, query, options) => {
      askedCalendars.push({ system, departAfter: query.departAfter });
      return suppliers.gateway.calendar(system, query, options);
    },
  };
  ctx = await createTestContext({
    signInsForF1s: true,
    suppliers: gateway,
    config: { supplierDeadlineMs: DEADLINE_MS },
  });
  caller = await ctx.newSignedInUser({ role: 'agent_f1' });
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.setFaults(INSTANT));

/** 'yyyy-MM' of the month `count` months after the current one (Vietnam date). */
function monthFromNow(count: number): string {
  const [year, month] = daysFromNow(0).split('-').map(Number);
  const index = year! * 12 + (month! - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function getCalendar(query: Record<string, string>, who: SignedIn | null = caller) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/flights/calendar?${new URLSearchParams(query)}`,
    headers: who?.auth ?? {},
  });
}

async function calendar(query: Record<string, string>, who: SignedIn = caller): Promise<TFlightCalendarResponse> {
  const response = await getCalendar(query, who);
  expect(response.statusCode, response.body).toBe(200);
  return ZFlightCalendarResponse.parse(response.json());
}

async function searchOffers(
  from: string,
  to: string,
  departDate: string,
  who: SignedIn = caller,
): Promise<TFlightOffer[]> {
  const payload = { journeyType: 'OW', legs: [{ from, to, departDate }], adt: 1, chd: 0, inf: 0 };
  const response = await ctx.app.inject({ method: 'POST', url: '/api/flights/search', headers: who.auth, payload });
  expect(response.statusCode, response.body).toBe(200);
  return searchEvents(response).flatMap((event: TSearchEvent) => (event.type === 'offers' ? event.offers : []));
}

async function agencyWithSettings(settings: Record<string, unknown>): Promise<SignedIn> {
  const who = await ctx.newSignedInUser({ role: 'agent_f1' });
  await ctx.db.update(tables.agencies).set({ settings }).where(eq(tables.agencies.id, who.agencyId));
  return who;
}

/** An agent of an F2 whose F1 charges adults `domestic` per segment at home and `international` per ticket abroad. */
async function f2WithFees(domestic: number, international: number): Promise<SignedIn> {
  const f1 = await ctx.newAgency({ level: 'F1' });
  const who = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1.id });
  const rule = { agencyId: f1.id, subAgencyId: null, airline: null, paxType: 'ADT' as const };
  await ctx.db.insert(tables.commissionFees).values([
    { ...rule, routeScope: 'domestic', chargeBasis: 'segment', amount: domestic },
    { ...rule, routeScope: 'international', chargeBasis: 'ticket', amount: international },
  ]);
  return who;
}

describe('the lowest-fare calendar', () => {
  it('lists the days of the month from today with the route, every allowed system asked', async () => {
    const month = monthFromNow(0);
    const answer = await calendar({ from: 'HAN', to: 'SGN', month });
    expect(answer).toMatchObject({
      route: 'HAN-SGN',
      month,
      systems: ['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G'],
      unavailableSystems: [],
    });
    expect(answer.days[0]?.date).toBe(daysFromNow(0));
    expect(answer.days.every((day) => day.date.startsWith(month))).toBe(true);
    for (const day of answer.days)
      expect(day.date).toBe(`${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`);
    const later = await calendar({ from: 'HAN', to: 'SGN', month: monthFromNow(1) });
    expect(later.days[0]?.day).toBe(1);
    expect(later.days.every((day) => day.fareAmount !== null && day.system !== null)).toBe(true);
  });

  it.each([
    ['a domestic route', 'HAN', 'SGN', 10],
    ['an international route with connections', 'SGN', 'ICN', 12],
  ])(
    'gives for %s the cheapest lowestFare of a one-adult search on that day, issue fee included',
    async (_label, from, to, days) => {
      const withFee = await f2WithFees(50_000, 150_000);
      const date = daysFromNow(days);
      const [answer, offers] = await Promise.all([
        calendar({ from, to, month: date.slice(0, 7) }, withFee),
        searchOffers(from, to, date, withFee),
      ]);
      const day = answer.days.find((candidate) => candidate.date === date)!;
      const expected = lowestBooking(offers, date)!;
      expect(day.fareAmount).toBe(expected.fareAmount);
      expect(day.fareDisplay).toBe(expected.fareDisplay);
      const cheapestSystems = offers
        .filter((offer) => offer.lowestFare === expected.fareAmount)
        .map((offer) => offer.system);
      expect(cheapestSystems).toContain(day.system);
    },
  );

  it('adds the issue fee the F1 charges an F2 per segment: a direct domestic day costs the fee more', async () => {
    const month = monthFromNow(1);
    const [plain, withFee] = await Promise.all([
      calendar({ from: 'SGN', to: 'DAD', month }),
      f2WithFees(30_000, 0).then((who) => calendar({ from: 'SGN', to: 'DAD', month }, who)),
    ]);
    expect(withFee.days.map((day) => day.fareAmount)).toEqual(
      plain.days.map((day) => (day.fareAmount === null ? null : day.fareAmount + 30_000)),
    );
  });

  it('shows each fare in thousands with a K suffix and Vietnamese grouping', async () => {
    const { days } = await calendar({ from: 'HAN', to: 'CDG', month: monthFromNow(2) });
    const priced = days.filter((day) => day.fareAmount !== null);
    expect(priced.length).toBeGreaterThan(20);
    for (const day of priced) {
      expect(day.fareDisplay).toMatch(/^\d{1,3}(\.\d{3})*K$/);
      expect(day.fareDisplay).toBe(formatThousandsK(day.fareAmount!));
      expect(Number(day.fareDisplay!.slice(0, -1).replace(/\./g, ''))).toBe(Math.round(day.fareAmount! / 1000));
    }
    expect(priced.some((day) => day.fareDisplay!.includes('.'))).toBe(true);
  });

  it('asks QH only for flights departing more than a day from now (SPEC.md §5), the other systems for all', async () => {
    askedCalendars.length = 0;
    const before = ctx.clock.now().getTime();
    await calendar({ from: 'HAN', to: 'SGN', month: monthFromNow(0) });
    const qh = askedCalendars.find((asked) => asked.system === 'QH');
    expect(Date.parse(qh!.departAfter!) - before).toBe(24 * 60 * 60 * 1000);
    expect(
      askedCalendars.filter((asked) => asked.system !== 'QH').every((asked) => asked.departAfter === undefined),
    ).toBe(true);
    expect(askedCalendars.length).toBeGreaterThan(1);
  });

  it('asks only the systems the agency may use', async () => {
    const limited = await agencyWithSettings({ bookingSystems: ['QH', 'VN'] });
    const answer = await calendar({ from: 'HAN', to: 'SGN', month: monthFromNow(1) }, limited);
    expect(answer.systems).toEqual(['VN', 'QH']);
    expect(answer.days.length).toBeGreaterThan(27);
    for (const day of answer.days) expect(['VN', 'QH']).toContain(day.system);
  });
});

describe('failing booking systems', () => {
  it('skips a system that fails and one that passes the deadline, listing both', async () => {
    const query = { from: 'HAN', to: 'SGN', month: monthFromNow(1) };
    const everyone = await calendar(query);
    expect(everyone.days.some((day) => day.system === 'VJ')).toBe(true);
    suppliers.setFaults({
      ...INSTANT,
      VJ: { latencyMs: [0, 0], errorRate: 1, timeoutRate: 0 },
      '1G': { latencyMs: [0, 0], errorRate: 0, timeoutRate: 1 },
    });
    const started = performance.now();
    const partial = await calendar(query);
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS + 1500);
    expect(partial.unavailableSystems).toEqual(['VJ', '1G']);
    expect(partial.days.some((day) => day.system === 'VJ')).toBe(false);
    partial.days.forEach((day, index) => {
      expect(day.fareAmount).not.toBeNull();
      expect(day.fareAmount!).toBeGreaterThanOrEqual(everyone.days[index]!.fareAmount!);
    });
  });

  it('answers days without fares when every system fails', async () => {
    suppliers.setFaults(
      Object.fromEntries(
        Object.keys(INSTANT).map((system) => [system, { latencyMs: [0, 0], errorRate: 1, timeoutRate: 0 }]),
      ),
    );
    const answer = await calendar({ from: 'HAN', to: 'SGN', month: monthFromNow(1) });
    expect(answer.unavailableSystems).toHaveLength(7);
    expect(answer.days.length).toBeGreaterThan(27);
    expect(answer.days.every((day) => day.fareAmount === null && day.fareDisplay === null && day.system === null)).toBe(
      true,
    );
  });
});

describe('bad calendar queries', () => {
  it.each([
    ['an unknown airport', { from: 'HAN', to: 'XYZ', month: monthFromNow(1) }, 'to'],
    ['the same airport at both ends', { from: 'SGN', to: 'SGN', month: monthFromNow(1) }, 'to'],
    ['a lowercase airport code', { from: 'han', to: 'SGN', month: monthFromNow(1) }, 'from'],
    ['a month that is not yyyy-MM', { from: 'HAN', to: 'SGN', month: '12-2026' }, 'month'],
    ['a month 13', { from: 'HAN', to: 'SGN', month: '2027-13' }, 'month'],
    ['a full date for the month', { from: 'HAN', to: 'SGN', month: daysFromNow(3) }, 'month'],
    ['a month in the past', { from: 'HAN', to: 'SGN', month: monthFromNow(-1) }, 'month'],
    ['a month more than 12 months ahead', { from: 'HAN', to: 'SGN', month: monthFromNow(13) }, 'month'],
    ['no month', { from: 'HAN', to: 'SGN' }, 'month'],
  ])('answers 400 naming the field for %s', async (_label, query, field) => {
    const response = await getCalendar(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details.fields.map((issue: { field: string }) => issue.field)).toContain(field);
  });

  it('accepts the month 12 months ahead', async () => {
    expect((await getCalendar({ from: 'HAN', to: 'SGN', month: monthFromNow(12) })).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await getCalendar({ from: 'HAN', to: 'SGN', month: monthFromNow(1) }, null)).statusCode).toBe(401);
  });
});
