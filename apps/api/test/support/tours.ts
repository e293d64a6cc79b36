// Tours for the API tests: a valid body, a created and published tour with departures, days from the test clock.
import { expect } from 'vitest';
import type { TTour, TTourWrite } from '@portal/contracts';
import type { SignedIn, TestContext } from './test-context.js';

export const TOUR_BODY = {
  code: 'HL-2N1D',
  title: 'Hạ Long 2N1Đ – Du thuyền 5 sao',
  days: 2,
  nights: 1,
  departurePoint: 'Hà Nội',
  summary: 'Ngủ đêm trên vịnh, chèo kayak hang Luồn',
  adultPrice: 3_990_000,
  childPrice: { mode: 'percent', value: 75 },
  infantPrice: 0,
  singleRoomSupplement: 1_200_000,
  depositPercent: 50,
  included: ['Xe đưa đón', 'Phòng đôi trên du thuyền'],
  excluded: ['Đồ uống'],
  cancellationTiers: [
    { daysBefore: 8, percentKept: 0 },
    { daysBefore: 2, percentKept: 50 },
    { daysBefore: 0, percentKept: 100 },
  ],
  itinerary: [
    { title: 'Hà Nội – Hạ Long', bodyHtml: '<p>Lên tàu</p>', meals: ['L', 'D'] },
    { title: 'Hang Sửng Sốt – Hà Nội', bodyHtml: '<p>Về</p>', meals: ['B'] },
  ],
} satisfies TTourWrite;

export const dayFrom = (ctx: TestContext, daysLater: number) =>
  new Date(ctx.clock.now().getTime() + 7 * 3_600_000 + daysLater * 86_400_000).toISOString().slice(0, 10);

export async function createTour(
  ctx: TestContext,
  who: SignedIn,
  overrides: Partial<TTourWrite> = {},
  options: { dates?: number[]; seats?: number; publish?: boolean } = {},
): Promise<TTour> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/b2c/tours',
    headers: who.auth,
    payload: { ...TOUR_BODY, ...overrides },
  });
  expect(created.statusCode, created.body).toBe(201);
  const tour = created.json<TTour>();
  const dates = options.dates ?? [10, 20];
  if (dates.length > 0) {
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/b2c/tours/${tour.id}/departures`,
      headers: who.auth,
      payload: { pattern: { kind: 'fixed', dates: dates.map((d) => dayFrom(ctx, d)) }, seats: options.seats ?? 20 },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const final = await ctx.app.inject({
    method: options.publish === false ? 'GET' : 'POST',
    url: options.publish === false ? `/api/b2c/tours/${tour.id}` : `/api/b2c/tours/${tour.id}/publish`,
    headers: who.auth,
  });
  expect(final.statusCode, final.body).toBe(200);
  return final.json<TTour>();
}
