// B2C tours (issue 20): writes with fields named on bad input, sanitised text, own images, list filters and sorts,
// duplicate, publish, departures, and another agency's tour answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListToursResponse, TTour, TTourDeparture } from '@portal/contracts';
import { uploaded } from './support/content.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { createTour, dayFrom, TOUR_BODY } from './support/tours.js';

let ctx: TestContext;
let admin: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  other = await ctx.newSignedInUser({ role: 'admin_f1' });
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const fieldsOf = (body: string): string[] =>
  (JSON.parse(body) as { details?: { fields?: { field: string }[] } }).details?.fields?.map((f) => f.field) ?? [];

describe('writing a tour', () => {
  it('creates a draft with 3N2Đ-style duration, a slug from the title, sanitised texts and sorted tiers', async () => {
    const response = await call(admin, 'POST', '/api/b2c/tours', {
      ...TOUR_BODY,
      code: 'hl-san',
      descriptionHtml: '<p onclick="x()">Vịnh <script>alert(1)</script><strong>đẹp</strong></p>',
      itinerary: [{ title: 'Ngày 1', bodyHtml: '<img src=x onerror=alert(1)><p>Đi</p>', meals: ['D', 'B', 'B'] }],
      cancellationTiers: [
        { daysBefore: 0, percentKept: 100 },
        { daysBefore: 8, percentKept: 0 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const tour = response.json<TTour>();
    expect(tour.code).toBe('HL-SAN');
    expect(tour.duration).toBe('2N1Đ');
    expect(tour.slug).toBe('ha-long-2n1d-du-thuyen-5-sao');
    expect(tour.status).toBe('draft');
    expect(tour.descriptionHtml).toBe('<p>Vịnh <strong>đẹp</strong></p>');
    expect(tour.itinerary[0]!.bodyHtml).toBe('<p>Đi</p>');
    expect(tour.itinerary[0]!.meals).toEqual(['B', 'D']);
    expect(tour.cancellationTiers.map((tier) => tier.daysBefore)).toEqual([8, 0]);
  });

  it('names the field of bad input with 400, never 500', async () => {
    const cases: [object, string][] = [
      [{ adultPrice: -1 }, 'adultPrice'],
      [{ adultPrice: 1.5 }, 'adultPrice'],
      [{ nights: 3 }, 'nights'],
      [{ code: 'a' }, 'code'],
      [{ depositPercent: 101 }, 'depositPercent'],
      [{ childPrice: { mode: 'percent', value: 150 } }, 'childPrice.value'],
      [{ itinerary: [{ title: 'x', meals: ['X'] }] }, 'itinerary.0.meals.0'],
      [
        {
          cancellationTiers: [
            { daysBefore: 2, percentKept: 1 },
            { daysBefore: 2, percentKept: 5 },
          ],
        },
        'cancellationTiers',
      ],
      [{ coverImage: 'cover-0f0e0d0c-0000-4000-8000-000000000000-1200x630.webp' }, 'coverImage'],
    ];
    for (const [change, field] of cases) {
      const response = await call(admin, 'POST', '/api/b2c/tours', { ...TOUR_BODY, code: 'BAD-1', ...change });
      expect(response.statusCode, `${JSON.stringify(change)}: ${response.body}`).toBe(400);
      expect(fieldsOf(response.body)).toContain(field);
    }
  });

  it('refuses a code or slug the agency already uses (409 naming it); another agency may use them', async () => {
    await createTour(ctx, admin, { code: 'DUP-1', slug: 'trung-lap' }, { dates: [] });
    const code = await call(admin, 'POST', '/api/b2c/tours', { ...TOUR_BODY, code: 'DUP-1', slug: 'khac' });
    expect(code.statusCode).toBe(409);
    expect(fieldsOf(code.body)).toEqual(['code']);
    const slug = await call(admin, 'POST', '/api/b2c/tours', { ...TOUR_BODY, code: 'DUP-2', slug: 'trung-lap' });
    expect(slug.statusCode).toBe(409);
    expect(fieldsOf(slug.body)).toEqual(['slug']);
    expect(
      (await call(other, 'POST', '/api/b2c/tours', { ...TOUR_BODY, code: 'DUP-1', slug: 'trung-lap' })).statusCode,
    ).toBe(201);
  });

  it("takes the agency's own uploaded cover and day images, never another agency's", async () => {
    const mine = await uploaded(ctx, admin, 'cover');
    const theirs = await uploaded(ctx, other, 'cover');
    const ok = await call(admin, 'POST', '/api/b2c/tours', {
      ...TOUR_BODY,
      code: 'IMG-1',
      coverImage: mine.name,
      itinerary: [{ title: 'Ngày 1', images: [mine.name] }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<TTour>().coverImageUrl).toBe(mine.url);
    const refused = await call(admin, 'POST', '/api/b2c/tours', {
      ...TOUR_BODY,
      code: 'IMG-2',
      itinerary: [{ title: 'Ngày 1', images: [mine.name, theirs.name] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['itinerary.0.images.1']);
  });

  it('duplicates as a draft with a new code and no departures; publishes and unpublishes', async () => {
    const tour = await createTour(ctx, admin, { code: 'COPY', slug: 'ban-goc' });
    expect(tour.status).toBe('published');
    const copy = await call(admin, 'POST', `/api/b2c/tours/${tour.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const duplicate = copy.json<TTour>();
    expect([duplicate.code, duplicate.slug, duplicate.status]).toEqual(['COPY-2', 'ban-goc-2', 'draft']);
    expect(duplicate.departures).toEqual([]);
    expect(duplicate.itinerary).toEqual(tour.itinerary);
    const again = await call(admin, 'POST', `/api/b2c/tours/${tour.id}/duplicate`);
    expect(again.json<TTour>().code).toBe('COPY-3');
    const draft = await call(admin, 'POST', `/api/b2c/tours/${tour.id}/unpublish`);
    expect(draft.json<TTour>().status).toBe('draft');
  });
});

describe('departures', () => {
  it('adds a daily range on chosen weekdays from tomorrow, keeps existing dates, changes and removes seats', async () => {
    const tour = await createTour(ctx, admin, { code: 'DEP-1' }, { dates: [3] });
    const added = await call(admin, 'POST', `/api/b2c/tours/${tour.id}/departures`, {
      pattern: { kind: 'daily', from: dayFrom(ctx, -5), to: dayFrom(ctx, 13) },
      seats: 12,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { created, departures } = added.json<{ created: number; departures: TTourDeparture[] }>();
    expect(created).toBe(12); // days 1–13 but day 3 already there
    expect(departures[0]!.date).toBe(dayFrom(ctx, 1));
    expect(departures.find((d) => d.date === dayFrom(ctx, 3))!.seats).toBe(20);
    const weekly = await call(admin, 'POST', `/api/b2c/tours/${tour.id}/departures`, {
      pattern: { kind: 'daily', from: dayFrom(ctx, 14), to: dayFrom(ctx, 41), weekdays: [6] },
      seats: 30,
    });
    expect(weekly.json<{ created: number }>().created).toBe(4);
    const one = departures[1]!;
    const changed = await call(admin, 'PUT', `/api/b2c/tours/${tour.id}/departures/${one.id}`, { seats: 5 });
    expect(changed.json<TTourDeparture>()).toMatchObject({ seats: 5, seatsLeft: 5 });
    expect((await call(admin, 'DELETE', `/api/b2c/tours/${tour.id}/departures/${one.id}`)).statusCode).toBe(204);
    const month = dayFrom(ctx, 20).slice(0, 7);
    const inMonth = await call(admin, 'GET', `/api/b2c/tours/${tour.id}/departures?month=${month}`);
    expect(inMonth.json<{ items: TTourDeparture[] }>().items.every((d) => d.date.startsWith(month))).toBe(true);
  });

  it('names the pattern field: a range ending before it starts, a past range, 30 February, too many dates', async () => {
    const tour = await createTour(ctx, admin, { code: 'DEP-2' }, { dates: [] });
    const post = (payload: object) => call(admin, 'POST', `/api/b2c/tours/${tour.id}/departures`, payload);
    const cases: [object, string][] = [
      [{ pattern: { kind: 'daily', from: dayFrom(ctx, 5), to: dayFrom(ctx, 2) }, seats: 5 }, 'pattern.to'],
      [{ pattern: { kind: 'daily', from: dayFrom(ctx, -9), to: dayFrom(ctx, -2) }, seats: 5 }, 'pattern.to'],
      [{ pattern: { kind: 'fixed', dates: ['2030-02-30'] }, seats: 5 }, 'pattern.dates.0'],
      [{ pattern: { kind: 'daily', from: '2030-01-01', to: '2032-01-01' }, seats: 5 }, 'pattern.to'],
      [{ pattern: { kind: 'fixed', dates: ['2030-01-01'] }, seats: 0 }, 'seats'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(fieldsOf(response.body)).toContain(field);
    }
  });
});

describe('the list', () => {
  it('filters by search, status and month, sorts by price and next departure, pages, shows seats left', async () => {
    const who = await ctx.newSignedInUser({ role: 'admin_f1' });
    const a = await createTour(
      ctx,
      who,
      { code: 'L-A', title: 'Đà Nẵng – Hội An 4N3Đ', days: 4, nights: 3, adultPrice: 5_990_000, itinerary: [] },
      { dates: [40], seats: 25 },
    );
    const b = await createTour(
      ctx,
      who,
      { code: 'L-B', title: 'Phú Quốc 3N2Đ', days: 3, nights: 2, adultPrice: 4_490_000, itinerary: [] },
      { dates: [5, 6], seats: 10 },
    );
    await createTour(
      ctx,
      who,
      { code: 'L-C', title: 'Sa Pa 3N2Đ', days: 3, nights: 2, adultPrice: 2_990_000, itinerary: [] },
      { dates: [], publish: false },
    );
    const list = async (query: string) => {
      const response = await call(who, 'GET', `/api/b2c/tours?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TListToursResponse>();
    };
    expect((await list('q=phu%20quoc')).items.map((t) => t.code)).toEqual([]);
    expect((await list('q=Phú')).items.map((t) => t.code)).toEqual(['L-B']);
    expect((await list('status=draft')).items.map((t) => t.code)).toEqual(['L-C']);
    expect((await list('sort=adultPrice&order=asc')).items.map((t) => t.code)).toEqual(['L-C', 'L-B', 'L-A']);
    expect((await list('sort=nextDeparture&order=asc')).items.map((t) => t.code)).toEqual(['L-B', 'L-A', 'L-C']);
    expect((await list(`month=${dayFrom(ctx, 40).slice(0, 7)}`)).items.map((t) => t.code)).toContain('L-A');
    const page = await list('limit=2&offset=2&sort=code&order=asc');
    expect([page.total, page.items.map((t) => t.code)]).toEqual([3, ['L-C']]);
    const row = (await list('q=L-B')).items[0]!;
    expect([row.seatsLeft, row.upcomingDepartures, row.duration, row.nextDepartures[0]!.id]).toEqual([
      20,
      2,
      '3N2Đ',
      b.departures[0]!.id,
    ]);
    const bogus = await call(who, 'GET', '/api/b2c/tours?sort=bogus');
    expect([bogus.statusCode, fieldsOf(bogus.body)]).toEqual([400, ['sort']]);
    expect(a.id).toBeTruthy();
  });
});

describe("another agency's tours", () => {
  it('answers 404 for every id route and never lists them; without USE_B2C it is 403', async () => {
    const tour = await createTour(ctx, admin, { code: 'ISO-1' });
    const departure = tour.departures[0]!.id;
    const urls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `/api/b2c/tours/${tour.id}`],
      ['PUT', `/api/b2c/tours/${tour.id}`, { ...TOUR_BODY, code: 'ISO-X' }],
      ['POST', `/api/b2c/tours/${tour.id}/duplicate`],
      ['POST', `/api/b2c/tours/${tour.id}/unpublish`],
      ['GET', `/api/b2c/tours/${tour.id}/departures`],
      ['POST', `/api/b2c/tours/${tour.id}/departures`, { pattern: { kind: 'fixed', dates: ['2030-01-01'] }, seats: 1 }],
      ['PUT', `/api/b2c/tours/${tour.id}/departures/${departure}`, { seats: 1 }],
      ['DELETE', `/api/b2c/tours/${tour.id}/departures/${departure}`],
      ['DELETE', `/api/b2c/tours/${tour.id}`],
    ];
    for (const [method, url, payload] of urls)
      expect((await call(other, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    const list = await call(other, 'GET', '/api/b2c/tours?limit=100');
    expect(list.json<TListToursResponse>().items.map((t) => t.id)).not.toContain(tour.id);
    const agent = await ctx.newSignedInUser({ role: 'agent_f1', agencyId: admin.agencyId });
    expect((await call(agent, 'GET', '/api/b2c/tours')).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/b2c/tours/${tour.id}`)).json<TTour>().status).toBe('published');
  });
});
