// The B2C site's articles and fare rules (issue 20, part 3): validation, sanitising, isolation, the channel kept apart
// from network news both ways, and the public reads the storefront makes with no user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TB2cArticle,
  TB2cFareRule,
  TListB2cFareRulesResponse,
  TListB2cNewsResponse,
  TNewsItem,
} from '@portal/contracts';
import { createB2cPublicContent, type B2cPublicContent } from '../src/modules/b2c/content/public-content.js';
import { postArticle, postFareRule, vietjetEco, writeArticle, writeFareRule } from './support/b2c-content.js';
import { contentWorld, getNews, inboxIds, publishNews, uploaded, type ContentWorld } from './support/content.js';
import { errorFieldsOf } from './support/http.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let world: ContentWorld;
let site: B2cPublicContent;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await contentWorld(ctx);
  site = createB2cPublicContent({ db: ctx.db, clock: ctx.clock });
});
afterAll(() => ctx.close());

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
const ownArticleIds = async (who: SignedIn) =>
  (await get(who, '/api/b2c/news?limit=100')).json<TListB2cNewsResponse>().items.map((item) => item.id);

describe('validation names the field', () => {
  it('refuses an empty title, a bad slug, a bad tag and an end before the start (400, never 500)', async () => {
    const now = ctx.clock.now().getTime();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ slug: 'Có dấu!' }, 'slug'],
      [{ tags: ['<b>'] }, 'tags.0'],
      [{ publishAt: new Date(now).toISOString(), unpublishAt: new Date(now - 1000).toISOString() }, 'unpublishAt'],
      [{ coverImage: '../../etc/passwd' }, 'coverImage'],
      [{ audience: 'below' }, 'audience'],
    ];
    for (const [body, field] of cases) {
      const response = await postArticle(ctx, world.f1Admin, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorFieldsOf(response)).toContain(field);
    }
  });

  it('refuses a fare rule with a bad airline, negative baggage, or an allowed change without a fee', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ airline: 'V' }, 'airline'],
      [{ cabinBaggageKg: -1 }, 'cabinBaggageKg'],
      [{ checkedBaggageKg: 7.5 }, 'checkedBaggageKg'],
      [{ change: { isAllowed: true, fee: null } }, 'change.fee'],
      [{ refund: { isAllowed: true, fee: -5 } }, 'refund.fee'],
      [{ itineraryType: 'domestic-ish' }, 'itineraryType'],
    ];
    for (const [body, field] of cases) {
      const response = await postFareRule(ctx, world.f1Admin, vietjetEco(body));
      expect(response.statusCode, response.body).toBe(400);
      expect(errorFieldsOf(response)).toContain(field);
    }
  });

  it('refuses a second rule of the same airline, itinerary type and family (any case) on fareFamily', async () => {
    await writeFareRule(ctx, world.f1Admin, vietjetEco({ fareFamily: 'Deluxe' }));
    const twice = await postFareRule(ctx, world.f1Admin, vietjetEco({ fareFamily: 'deluxe' }));
    expect(twice.statusCode, twice.body).toBe(400);
    expect(errorFieldsOf(twice)).toEqual(['fareFamily']);
    await writeFareRule(ctx, world.f1Admin, vietjetEco({ fareFamily: 'Deluxe', itineraryType: 'international' }));
  });
});

describe('slugs', () => {
  it('are made from the Vietnamese title (đ → d), numbered when taken; a slug asked for twice is 400 slug', async () => {
    const first = await writeArticle(ctx, world.f1Admin, { title: 'Đà Nẵng: mùa lễ hội pháo hoa!' });
    const second = await writeArticle(ctx, world.f1Admin, { title: 'Đà Nẵng – mùa lễ hội pháo hoa' });
    expect(first.slug).toBe('da-nang-mua-le-hoi-phao-hoa');
    expect(second.slug).toBe('da-nang-mua-le-hoi-phao-hoa-2');
    const taken = await postArticle(ctx, world.f1Admin, { slug: first.slug });
    expect(taken.statusCode).toBe(400);
    expect(errorFieldsOf(taken)).toEqual(['slug']);
    // Another agency may use the same address on its own site.
    const elsewhere = await writeArticle(ctx, world.otherF1Admin, { slug: first.slug });
    expect(elsewhere.slug).toBe(first.slug);
  });
});

describe('sanitising on the server', () => {
  const hostile =
    '<h2>Ưu đãi</h2><p onclick="steal()">Giá <strong>tốt</strong></p><script>alert(1)</script>' +
    '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">xấu</a><a href="https://vietjetair.com">tốt</a>' +
    '<p style="color:red">kiểu</p><iframe src="https://evil.example"></iframe>';
  const expectSafe = (html: string) => {
    for (const banned of ['<script', 'onclick', 'onerror', 'javascript:', 'style=', '<iframe', '<img', 'alert'])
      expect(html).not.toContain(banned);
    for (const kept of ['<h2>Ưu đãi</h2>', '<strong>tốt</strong>', 'href="https://vietjetair.com"'])
      expect(html).toContain(kept);
  };

  it('cleans an article body and a fare rule note, on create and on change', async () => {
    const article = await writeArticle(ctx, world.f1Admin, { bodyHtml: hostile });
    expectSafe((await get(world.f1Admin, `/api/b2c/news/${article.id}`)).json<TB2cArticle>().bodyHtml!);
    expectSafe((await site.getArticle({ agencyId: world.f1Admin.agencyId }, article.slug))!.bodyHtml!);
    const rule = await writeFareRule(ctx, world.f1Admin, vietjetEco({ fareFamily: 'SkyBoss', notesHtml: hostile }));
    expectSafe(rule.notesHtml);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/b2c/fare-rules/${rule.id}`,
      headers: world.f1Admin.auth,
      payload: vietjetEco({ fareFamily: 'SkyBoss', notesHtml: `<p>mới</p>${hostile}` }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectSafe(changed.json<TB2cFareRule>().notesHtml);
  });
});

describe('isolation and permissions', () => {
  it("another agency's article or rule answers 404 to read, change and delete, and never shows in its lists", async () => {
    const article = await writeArticle(ctx, world.f1Admin, { title: 'Bài riêng của Sao Việt' });
    const rule = await writeFareRule(ctx, world.f1Admin, vietjetEco({ airline: 'QH', fareFamily: 'Economy Smart' }));
    const other = world.otherF1Admin;
    for (const [method, url, payload] of [
      ['GET', `/api/b2c/news/${article.id}`, undefined],
      ['PUT', `/api/b2c/news/${article.id}`, { title: 'Chiếm' }],
      ['DELETE', `/api/b2c/news/${article.id}`, undefined],
      ['GET', `/api/b2c/fare-rules/${rule.id}`, undefined],
      ['PUT', `/api/b2c/fare-rules/${rule.id}`, vietjetEco({ fareFamily: 'Chiếm' })],
      ['DELETE', `/api/b2c/fare-rules/${rule.id}`, undefined],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: other.auth, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    expect(await ownArticleIds(other)).not.toContain(article.id);
    const rules = (await get(other, '/api/b2c/fare-rules')).json<TListB2cFareRulesResponse>().items;
    expect(rules.map((item) => item.id)).not.toContain(rule.id);
    expect((await get(world.f1Admin, `/api/b2c/news/${article.id}`)).statusCode).toBe(200);
    expect(await site.getArticle({ agencyId: other.agencyId }, article.id)).toBeNull();
  });

  it('needs USE_B2C: an agent without it, or a sub-agency admin, is refused (403)', async () => {
    for (const who of [world.f1Agent, world.f2Admin]) {
      expect((await get(who, '/api/b2c/news')).statusCode).toBe(403);
      expect((await get(who, '/api/b2c/fare-rules')).statusCode).toBe(403);
      expect((await postFareRule(ctx, who, vietjetEco())).statusCode).toBe(403);
    }
  });
});

describe('channels: network news and the consumer site never mix', () => {
  it('a network news item is not a B2C article, in the back office or on the site', async () => {
    const network = await publishNews(ctx, world.f1Admin, { title: 'Tin nội bộ mạng lưới', tags: ['nội bộ'] });
    expect((await get(world.f1Admin, `/api/b2c/news/${network.id}`)).statusCode).toBe(404);
    expect(await ownArticleIds(world.f1Admin)).not.toContain(network.id);
    expect(await site.getArticle({ agencyId: world.f1Admin.agencyId }, network.id)).toBeNull();
    const live = await site.listArticles({ agencyId: world.f1Admin.agencyId }, { limit: 50 });
    expect(live.items.map((item) => item.id)).not.toContain(network.id);
    expect((await site.listTags({ agencyId: world.f1Admin.agencyId })).map((row) => row.tag)).not.toContain('nội bộ');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/b2c/news/${network.id}`,
      headers: world.f1Admin.auth,
      payload: { title: 'x' },
    });
    expect(put.statusCode).toBe(404);
  });

  it("a B2C article never reaches the network's news, nor its cover the network's readers", async () => {
    const cover = await uploaded(ctx, world.f1Admin, 'cover');
    const article = await writeArticle(ctx, world.f1Admin, { title: 'Chỉ cho khách lẻ', coverImage: cover.name });
    for (const reader of [world.f1Agent, world.f2Agent, world.f3Agent]) {
      expect(await inboxIds(ctx, reader, 'limit=100')).not.toContain(article.id);
      expect((await getNews(ctx, reader, article.id)).statusCode).toBe(404);
    }
    const manage = await get(world.f1Admin, '/api/news?view=manage&limit=100');
    expect(manage.json<{ items: TNewsItem[] }>().items.map((item) => item.id)).not.toContain(article.id);
    expect((await get(world.f2Agent, cover.url)).statusCode).toBe(404);
    expect((await get(world.f1Admin, cover.url)).statusCode).toBe(200);
    expect(await site.readArticleCover({ agencyId: world.f1Admin.agencyId }, cover.name)).not.toBeNull();
  });
});

describe('the public reads of the storefront', () => {
  it('show live articles only (pinned first), by tag and by slug; drafts, scheduled and expired never', async () => {
    const agency = await ctx.newAgency({ level: 'F1' });
    const admin = await ctx.newSignedInUser({ role: 'admin_f1', agencyId: agency.id });
    const now = ctx.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const older = await writeArticle(ctx, admin, { title: 'Cũ', tags: ['phú quốc'], publishAt: at(-7_200_000) });
    const pinned = await writeArticle(ctx, admin, { title: 'Ghim', isPinned: true, publishAt: at(-86_400_000) });
    const draft = await writeArticle(ctx, admin, { title: 'Nháp', publishAt: null });
    const later = await writeArticle(ctx, admin, { title: 'Sắp đăng', publishAt: at(3_600_000) });
    const expired = await writeArticle(ctx, admin, {
      title: 'Hết hạn',
      publishAt: at(-7_200_000),
      unpublishAt: at(-3_600_000),
    });
    const live = await site.listArticles({ agencyId: agency.id });
    expect(live.items.map((item) => item.id)).toEqual([pinned.id, older.id]);
    expect(live.items[0]).not.toHaveProperty('bodyHtml');
    expect((await site.listArticles({ agencyId: agency.id }, { tag: 'Phú Quốc' })).items.map((i) => i.id)).toEqual([
      older.id,
    ]);
    for (const hidden of [draft, later, expired]) {
      expect(await site.getArticle({ agencyId: agency.id }, hidden.slug)).toBeNull();
      expect(await site.getArticle({ agencyId: agency.id }, hidden.id)).toBeNull();
    }
    expect((await site.getArticle({ agencyId: agency.id }, older.slug))?.bodyHtml).toContain('<strong>');
    const states = (await get(admin, '/api/b2c/news?limit=100')).json<TListB2cNewsResponse>().items;
    expect(new Map(states.map((item) => [item.id, item.state])).get(later.id)).toBe('scheduled');
    expect((await get(admin, '/api/b2c/news?state=draft')).json<TListB2cNewsResponse>().items.map((i) => i.id)).toEqual(
      [draft.id],
    );
    ctx.clock.advance(3_660_000);
    expect(await site.getArticle({ agencyId: agency.id }, later.slug)).not.toBeNull();
  });

  it('list published fare rules, domestic before international, without back-office fields; a refusal has no fee', async () => {
    const agency = await ctx.newAgency({ level: 'F1' });
    const admin = await ctx.newSignedInUser({ role: 'admin_f1', agencyId: agency.id });
    const intl = await writeFareRule(ctx, admin, vietjetEco({ itineraryType: 'international' }));
    const domestic = await writeFareRule(ctx, admin, vietjetEco({ refund: { isAllowed: false, fee: 99 } }));
    const hidden = await writeFareRule(ctx, admin, vietjetEco({ fareFamily: 'Business', isPublished: false }));
    expect(domestic.refund).toEqual({ isAllowed: false, fee: null, conditions: '' });
    const rules = await site.listFareRules({ agencyId: agency.id });
    expect(rules.map((rule) => rule.id)).toEqual([domestic.id, intl.id]);
    expect(rules[0]).not.toHaveProperty('isPublished');
    expect((await site.listFareRules({ agencyId: agency.id }, { itineraryType: 'international' })).length).toBe(1);
    const own = (await get(admin, '/api/b2c/fare-rules?airline=vj')).json<TListB2cFareRulesResponse>().items;
    expect(own.map((rule) => rule.id)).toContain(hidden.id);
    expect(await site.listFareRules({ agencyId: world.otherF1Admin.agencyId })).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: domestic.id })]),
    );
  });
});
