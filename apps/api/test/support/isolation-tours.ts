// The B2C tours of a branch for the isolation walk (issue 20): the F1's published tour, two departures, one held.
import { expect } from 'vitest';
import type { TAddTourDepartures, TTour } from '@portal/contracts';
import { reserveTourSeats } from '../../src/modules/b2c/tours/tour-seats.js';
import type { SignedIn, TestContext } from './test-context.js';

export type BranchTours = { tourId: string; departureId: string; otherDepartureId: string };

export const tourBodyOf = (tag: string) => ({
  code: `T-${tag}`,
  title: `Tour ${tag} Hạ Long 2N1Đ`,
  days: 2,
  nights: 1,
  departurePoint: `Hà Nội ${tag}`,
  summary: `Tóm tắt tour ${tag}`,
  adultPrice: 2_490_000,
  included: [`Xe đưa đón ${tag}`],
});

export async function buildBranchTours(
  ctx: TestContext,
  options: { f1Admin: SignedIn; f1Id: string; tag: string; note: (...values: (string | undefined | null)[]) => void },
): Promise<BranchTours> {
  const { f1Admin, tag, note } = options;
  const call = async <T>(method: 'POST' | 'GET', url: string, payload?: object): Promise<T> => {
    const response = await ctx.app.inject({ method, url, headers: f1Admin.auth, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  };
  const tour = await call<TTour>('POST', '/api/b2c/tours', tourBodyOf(tag));
  const day = (daysLater: number) =>
    new Date(ctx.clock.now().getTime() + daysLater * 86_400_000).toISOString().slice(0, 10);
  const departures: TAddTourDepartures = { pattern: { kind: 'fixed', dates: [day(20), day(27)] }, seats: 20 };
  await call('POST', `/api/b2c/tours/${tour.id}/departures`, departures);
  const published = await call<TTour>('POST', `/api/b2c/tours/${tour.id}/publish`);
  const [first, second] = published.departures;
  await ctx.db.transaction((tx) =>
    reserveTourSeats(tx, options.f1Id, { departureId: first!.id, party: { adults: 2 }, today: day(0) }),
  );
  note(tour.id, tour.code, tour.title, tour.slug, tour.summary, first!.id, second!.id);
  return { tourId: tour.id, departureId: first!.id, otherDepartureId: second!.id };
}
