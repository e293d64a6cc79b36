// The storefront's content (issue 20): /news (live articles only, pinned first, by tag, paged), /news/{slug}, the fare
// rules by airline and itinerary type, the home's next tours and latest articles, the menu, and the site's images served
// to the public only while its published content names them; never another agency's, a draft's or a scheduled one's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TB2cArticle, TB2cFareRule, TContentImage, TTour } from '@portal/contracts';
import { b2cApi, siteBody } from './support/b2c.js';
import { vietjetEco, writeArticle, writeFareRule } from './support/b2c-content.js';
import { uploaded } from './support/content.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { createTour } from './support/tours.js';

let ctx: TestContext;
let admin: SignedIn;
let other: SignedIn;
let empty: SignedIn;
let pinned: TB2cArticle;
let live: TB2cArticle;
let draft: TB2cArticle;
let scheduled: TB2cArticle;
let expired: TB2cArticle;
let theirs: TB2cArticle;
let domestic: TB2cFareRule;
let international: TB2cFareRule;
let hidden: TB2cFareRule;
let theirRule: TB2cFareRule;
let tour: TTour;
let draftTour: TTour;
let images: Record<
  'logo' | 'cover' | 'day' | 'article' | 'draftArticle' | 'draftTour' | 'unused' | 'theirs',
  TContentImage
>;

const hoursFromNow = (hours: number) => new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  other = await ctx.newSignedInUser({ role: 'admin_f1' });
  empty = await ctx.newSignedInUser({ role: 'admin_f1' });
  images = {
    logo: await uploaded(ctx, admin, 'b2c_logo'),
    cover: await uploaded(ctx, admin, 'cover'),
    day: await uploaded(ctx, admin, 'cover'),
    article: await uploaded(ctx, admin, 'cover'),
    draftArticle: await uploaded(ctx, admin, 'cover'),
    draftTour: await uploaded(ctx, admin, 'cover'),
    unused: await uploaded(ctx, admin, 'cover'),
    theirs: await uploaded(ctx, other, 'cover'),
  };
  const api = b2cApi(ctx);
  for (const [who, body] of [
    [admin, siteBody({ slug: 'sao-viet-news', logoImage: images.logo.name })],
    [other, siteBody({ slug: 'hoa-sen-news', name: 'Hoa Sen Travel' })],
    [empty, siteBody({ slug: 'chua-co-bai', name: 'Chưa có bài' })],
  ] as const)
    expect((await api.putConfig(who, body)).statusCode).toBe(200);

  pinned = await writeArticle(ctx, admin, {
    title: 'Săn vé Tết ghim đầu trang',
    tags: ['tết'],
    isPinned: true,
    publishAt: hoursFromNow(-48),
  });
  live = await writeArticle(ctx, admin, {
    title: 'Kinh nghiệm du lịch Phú Quốc',
    bodyHtml: '<p>Đi <strong>cáp treo</strong> Hòn Thơm</p><script>alert(1)</script>',
    tags: ['phú quốc'],
    coverImage: images.article.name,
    publishAt: hoursFromNow(-1),
  });
  draft = await writeArticle(ctx, admin, {
    title: 'Bài nháp chưa đăng',
    coverImage: images.draftArticle.name,
    publishAt: null,
  });
  scheduled = await writeArticle(ctx, admin, { title: 'Bài hẹn giờ tuần sau', publishAt: hoursFromNow(24 * 7) });
  expired = await writeArticle(ctx, admin, {
    title: 'Khuyến mãi đã hết hạn',
    publishAt: hoursFromNow(-72),
    unpublishAt: hoursFromNow(-24),
  });
  theirs = await writeArticle(ctx, other, { title: 'Tin riêng của Hoa Sen', coverImage: images.theirs.name });

  domestic = await writeFareRule(ctx, admin, vietjetEco());
  international = await writeFareRule(ctx, admin, vietjetEco({ itineraryType: 'international', checkedBaggageKg: 20 }));
  await writeFareRule(
    ctx,
    admin,
    vietjetEco({
      airline: 'VN',
      fareFamily: 'Phổ thông Tiết kiệm',
      checkedBaggageKg: 23,
      refund: { isAllowed: true, fee: 300_000 },
    }),
  );
  hidden = await writeFareRule(ctx, admin, vietjetEco({ fareFamily: 'SkyBoss ẩn', isPublished: false }));
  theirRule = await writeFareRule(ctx, other, vietjetEco({ fareFamily: 'Deluxe Hoa Sen' }));

  tour = await createTour(ctx, admin, {
    coverImage: images.cover.name,
    itinerary: [{ title: 'Hà Nội – Hạ Long', images: [images.day.name] }],
  });
  draftTour = await createTour(
    ctx,
    admin,
    { code: 'NHAP-1', title: 'Tour nháp', coverImage: images.draftTour.name },
    { publish: false },
  );
  await createTour(ctx, other, { code: 'HS-1', title: 'Tour của Hoa Sen' });
});
afterAll(() => ctx.close());

const page = (url: string) => ctx.app.inject({ url });
const image = (slug: string, name: string) => ctx.app.inject({ url: `/api/s/${slug}/images/${name}` });

describe('the news pages', () => {
  it("lists this site's live articles only, pinned first, with the menu entry", async () => {
    const news = await page('/s/sao-viet-news/news');
    expect(news.statusCode).toBe(200);
    expect(news.body.indexOf(pinned.title)).toBeGreaterThan(-1);
    expect(news.body.indexOf(pinned.title)).toBeLessThan(news.body.indexOf(live.title));
    for (const absent of [draft, scheduled, expired, theirs])
      expect(news.body, absent.title).not.toContain(absent.title);
    expect(news.body).toContain(`href="/s/sao-viet-news/news/${live.slug}"`);
    expect(news.body).toContain('href="/s/sao-viet-news/news?tag=ph%C3%BA+qu%E1%BB%91c"');
    expect(news.body).toMatch(/<nav class="sf-nav"[^>]*>.*Tin tức.*<\/nav>/);
    // A site without live articles has no menu entry; its page says so.
    const none = await page('/s/chua-co-bai/news');
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Chưa có bài viết.');
    expect(none.body).not.toMatch(/<nav class="sf-nav"[^>]*>.*Tin tức.*<\/nav>/);
  });

  it('filters by tag and pages twelve at a time', async () => {
    const tagged = await page(`/s/sao-viet-news/news?tag=${encodeURIComponent('Phú Quốc')}`);
    expect(tagged.body).toContain(live.title);
    expect(tagged.body).not.toContain(pinned.title);
    const agency = await ctx.newSignedInUser({ role: 'admin_f1' });
    await b2cApi(ctx).putConfig(agency, siteBody({ slug: 'nhieu-bai' }));
    for (let index = 1; index <= 13; index += 1)
      await writeArticle(ctx, agency, { title: `Bài số ${index} trong tháng`, publishAt: hoursFromNow(-index) });
    const first = await page('/s/nhieu-bai/news');
    expect(first.body).toContain('Bài số 12 trong tháng');
    expect(first.body).not.toContain('Bài số 13 trong tháng');
    expect(first.body).toContain('href="/s/nhieu-bai/news?page=2" rel="next"');
    const second = await page('/s/nhieu-bai/news?page=2');
    expect(second.body).toContain('Bài số 13 trong tháng');
    expect(second.body).toContain('rel="prev"');
    // A page number that is not one falls back to the first page.
    expect((await page('/s/nhieu-bai/news?page=-1%27')).body).toContain('Bài số 1 trong tháng');
  });

  it('shows a live article with its sanitised body and cover; a draft, scheduled or another site’s is 404', async () => {
    const article = await page(`/s/sao-viet-news/news/${live.slug}`);
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('<strong>cáp treo</strong>');
    expect(article.body).not.toContain('<script>alert');
    expect(article.body).toContain(`src="/api/s/sao-viet-news/images/${images.article.name}"`);
    for (const slug of [draft.slug, scheduled.slug, expired.slug, theirs.slug, '%3Cscript%3E', 'a'.repeat(120)]) {
      const response = await page(`/s/sao-viet-news/news/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.body, slug).not.toContain('Tin riêng của Hoa Sen');
    }
  });
});

describe('the fare-rule pages', () => {
  it('shows the published rules of this site in domestic and international tables apart, by airline', async () => {
    const rules = await page('/s/sao-viet-news/fare-rules');
    expect(rules.statusCode).toBe(200);
    const [domesticPart, internationalPart] = rules.body.split('<caption class="sf-visually-hidden">Quốc tế</caption>');
    expect(domesticPart).toContain('<caption class="sf-visually-hidden">Nội địa</caption>');
    expect(domesticPart).toContain('<th colspan="5" scope="rowgroup">Vietjet Air</th>');
    expect(domesticPart).toContain(`href="/s/sao-viet-news/fare-rules/${domestic.id}">Eco</a>`);
    expect(domesticPart).toContain('<th colspan="5" scope="rowgroup">Vietnam Airlines</th>');
    expect(domesticPart).toContain('Phổ thông Tiết kiệm');
    expect(internationalPart).toContain(`/fare-rules/${international.id}`);
    // The table answers in short (the fee or not allowed); the rule's page has the conditions.
    expect(domesticPart).toContain('<td>378.000 ₫</td><td>Không được phép</td>');
    expect(rules.body).toContain('tính cho mỗi khách, mỗi chặng');
    expect(rules.body).not.toContain('SkyBoss ẩn');
    expect(rules.body).not.toContain('Deluxe Hoa Sen');
    expect(rules.body).toMatch(/<nav class="sf-nav"[^>]*>.*Điều kiện vé.*<\/nav>/);
    const vietjet = await page('/s/sao-viet-news/fare-rules?airline=vj');
    expect(vietjet.body).toContain('scope="rowgroup">Vietjet Air</th>');
    expect(vietjet.body).not.toContain('Phổ thông Tiết kiệm');
  });

  it('shows one rule with its no-show condition; an unpublished or another site’s rule is 404', async () => {
    const rule = await page(`/s/sao-viet-news/fare-rules/${domestic.id}`);
    expect(rule.statusCode).toBe(200);
    expect(rule.body).toContain('Vietjet Air Eco – Nội địa');
    expect(rule.body).toContain('378.000 ₫/khách/chặng – Trước giờ khởi hành 3 tiếng');
    expect(rule.body).toContain('Mất toàn bộ giá vé – Vé mất giá trị');
    for (const id of [hidden.id, theirRule.id, 'khong-phai-id'])
      expect((await page(`/s/sao-viet-news/fare-rules/${id}`)).statusCode, id).toBe(404);
  });
});

describe('the home', () => {
  it("shows this site's next tours and latest articles, nothing of another site", async () => {
    const home = await page('/s/sao-viet-news');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Tour sắp khởi hành');
    expect(home.body).toContain(tour.title);
    expect(home.body).toContain('Tin mới nhất');
    expect(home.body).toContain(pinned.title);
    for (const absent of ['Tour nháp', 'Tour của Hoa Sen', 'Tin riêng của Hoa Sen', draft.title])
      expect(home.body, absent).not.toContain(absent);
    expect(home.body).toContain(`src="/api/s/sao-viet-news/images/${images.logo.name}"`);
  });
});

describe('the public images', () => {
  it('serves the logo, a published tour’s cover and day image and a live article’s cover, cached long', async () => {
    for (const name of [images.logo.name, images.cover.name, images.day.name, images.article.name]) {
      const response = await image('sao-viet-news', name);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    const tourPage = await page(`/s/sao-viet-news/tours/${tour.code}`);
    expect(tourPage.body).toContain(`src="/api/s/sao-viet-news/images/${images.cover.name}"`);
    expect(tourPage.body).toContain(`src="/api/s/sao-viet-news/images/${images.day.name}"`);
  });

  it('answers 404 for a draft’s image, an unused upload, another agency’s, a malformed name and another site', async () => {
    const cases: [string, string][] = [
      ['sao-viet-news', images.draftArticle.name],
      ['sao-viet-news', images.draftTour.name],
      ['sao-viet-news', images.unused.name],
      ['sao-viet-news', images.theirs.name],
      ['sao-viet-news', '..%2F..%2Fetc%2Fpasswd'],
      ['sao-viet-news', "x'%20or%201=1--.webp"],
      ['hoa-sen-news', images.cover.name],
      ['hoa-sen-news', images.logo.name],
      ['khong-co-site', images.cover.name],
    ];
    for (const [slug, name] of cases) {
      const response = await image(slug, name);
      expect(response.statusCode, `${slug} ${name}`).toBe(404);
      expect(response.headers['content-type'], name).toContain('application/json');
    }
    // Unpublished, a tour stops showing its images; an unpublished site shows none.
    expect(draftTour.status).toBe('draft');
    await ctx.app.inject({ method: 'POST', url: `/api/b2c/tours/${tour.id}/unpublish`, headers: admin.auth });
    expect((await image('sao-viet-news', images.cover.name)).statusCode).toBe(404);
    await b2cApi(ctx).putConfig(
      admin,
      siteBody({ slug: 'sao-viet-news', logoImage: images.logo.name, isPublished: false }),
    );
    expect((await image('sao-viet-news', images.logo.name)).statusCode).toBe(404);
    expect((await image('sao-viet-news', images.article.name)).statusCode).toBe(404);
  });
});
