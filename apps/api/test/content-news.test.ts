// News (issue 19): audiences over the agency tree, schedules, pinned order, search and tags, read counts, sanitised bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNewsItem, TNewsTagsResponse, TNotification } from '@portal/contracts';
import type { BuiltApp } from '../src/app.js';
import { sanitizeNewsHtml } from '../src/modules/content/sanitize-news.js';
import { contentWorld, getNews, inboxIds, publishNews, uploaded, type ContentWorld } from './support/content.js';
import { createTestContext, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let world: ContentWorld;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await contentWorld(ctx);
});
afterAll(() => ctx.close());

describe('audiences', () => {
  it('below reaches every level under the writer, never another branch (its id answers 404 there)', async () => {
    const item = await publishNews(ctx, world.f1Admin, { audience: 'below' });
    for (const reader of [world.f1Agent, world.f2Agent, world.f3Agent])
      expect(await inboxIds(ctx, reader)).toContain(item.id);
    expect(await inboxIds(ctx, world.otherF2Agent)).not.toContain(item.id);
    expect((await getNews(ctx, world.otherF2Agent, item.id)).statusCode).toBe(404);
    expect((await getNews(ctx, world.otherF1Admin, item.id)).statusCode).toBe(404);
  });

  it('direct reaches the direct sub-agencies only; own the writer agency only', async () => {
    const direct = await publishNews(ctx, world.f1Admin, { audience: 'direct' });
    const own = await publishNews(ctx, world.f1Admin, { audience: 'own' });
    expect(await inboxIds(ctx, world.f2Agent)).toContain(direct.id);
    expect((await getNews(ctx, world.f3Agent, direct.id)).statusCode).toBe(404);
    expect(await inboxIds(ctx, world.f1Agent)).toContain(own.id);
    expect((await getNews(ctx, world.f2Agent, own.id)).statusCode).toBe(404);
  });

  it('an item a sub-agency writes never reaches the agency above it', async () => {
    const item = await publishNews(ctx, world.f2Agent, { audience: 'below' });
    expect(await inboxIds(ctx, world.f3Agent)).toContain(item.id);
    expect((await getNews(ctx, world.f1Admin, item.id)).statusCode).toBe(404);
  });

  it('only writers (AGENT_F1, ADMIN_NEWS, ONLY_SHOW_NEW) write; another agency cannot change an item (404)', async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: world.f1Admin.agencyId });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: admin.auth,
      payload: { title: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    const item = await publishNews(ctx, world.f1Admin);
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/news/${item.id}`,
      headers: world.otherF1Admin.auth,
      payload: { title: 'taken' },
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/news/${item.id}`,
      headers: world.otherF1Admin.auth,
    });
    expect(deleted.statusCode).toBe(404);
  });
});

describe('schedules and order', () => {
  it('an item not yet published, expired or a draft is hidden from readers and shown to its writers', async () => {
    const now = ctx.clock.now().getTime();
    const later = await publishNews(ctx, world.f1Admin, { publishAt: new Date(now + 600_000).toISOString() });
    const expired = await publishNews(ctx, world.f1Admin, {
      publishAt: new Date(now - 7_200_000).toISOString(),
      unpublishAt: new Date(now - 3_600_000).toISOString(),
    });
    const draft = await publishNews(ctx, world.f1Admin, { publishAt: null });
    const inbox = await inboxIds(ctx, world.f2Agent);
    for (const hidden of [later, expired, draft]) {
      expect(inbox).not.toContain(hidden.id);
      expect((await getNews(ctx, world.f2Agent, hidden.id)).statusCode).toBe(404);
    }
    const manage = await ctx.app.inject({
      method: 'GET',
      url: '/api/news?view=manage&limit=100',
      headers: world.f1Admin.auth,
    });
    const states = new Map(manage.json<{ items: TNewsItem[] }>().items.map((item) => [item.id, item.state]));
    expect([states.get(later.id), states.get(expired.id), states.get(draft.id)]).toEqual([
      'scheduled',
      'expired',
      'draft',
    ]);
    // Ten minutes on (less than a session's access token lives), it is published.
    ctx.clock.advance(660_000);
    expect(await inboxIds(ctx, world.f2Agent, 'limit=100')).toContain(later.id);
    const readerManage = await ctx.app.inject({
      method: 'GET',
      url: '/api/news?view=manage',
      headers: world.f2Admin.auth,
    });
    expect(readerManage.statusCode).toBe(403);
  });

  it('pinned items come first, then the newest; search and tag narrow the list', async () => {
    const pinned = await publishNews(ctx, world.f1Admin, {
      title: 'Ghim: lịch trực Tết',
      isPinned: true,
      tags: ['tết'],
      publishAt: new Date(ctx.clock.now().getTime() - 86_400_000).toISOString(),
    });
    const fresh = await publishNews(ctx, world.f1Admin, { title: 'Khuyến mãi Bamboo', tags: ['khuyến mãi'] });
    const ids = await inboxIds(ctx, world.f2Agent, 'limit=100');
    expect(ids[0]).toBe(pinned.id);
    expect(ids.indexOf(fresh.id)).toBeGreaterThan(0);
    expect(await inboxIds(ctx, world.f2Agent, `tag=${encodeURIComponent('khuyến mãi')}`)).toEqual([fresh.id]);
    expect(await inboxIds(ctx, world.f2Agent, `q=${encodeURIComponent('bamboo')}`)).toEqual([fresh.id]);
    const tags = await ctx.app.inject({ method: 'GET', url: '/api/news/tags', headers: world.f2Agent.auth });
    expect(tags.json<TNewsTagsResponse>().items).toEqual(expect.arrayContaining([{ tag: 'tết', count: 1 }]));
    const otherTags = await ctx.app.inject({ method: 'GET', url: '/api/news/tags', headers: world.otherF2Agent.auth });
    expect(otherTags.json<TNewsTagsResponse>().items.map((row) => row.tag)).not.toContain('tết');
  });
});

describe('read counts', () => {
  it('each user counts once; the writer sees the count, readers their own mark', async () => {
    const item = await publishNews(ctx, world.f1Admin);
    const read = (who: typeof world.f2Agent) =>
      ctx.app.inject({ method: 'POST', url: `/api/news/${item.id}/read`, headers: who.auth });
    const first = await read(world.f2Agent);
    expect(first.json<TNewsItem>()).toMatchObject({ isRead: true, readCount: null });
    await read(world.f2Agent);
    await read(world.f3Agent);
    const seen = (await getNews(ctx, world.f1Admin, item.id)).json<TNewsItem>();
    expect(seen.readCount).toBe(2);
    expect((await read(world.otherF2Agent)).statusCode).toBe(404);
  });
});

describe('sanitising on the server', () => {
  it('removes scripts, event handlers, javascript: links and styles; keeps the formatting the editor makes', async () => {
    const item = await publishNews(ctx, world.f1Admin, {
      bodyHtml:
        '<h2>Tiêu đề</h2><p onclick="steal()">Một <strong>đậm</strong> <em>nghiêng</em> <u>gạch</u></p>' +
        '<script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">xấu</a><a href="https://vietnamairlines.com" onmouseover="x()">tốt</a>' +
        '<p style="background:url(javascript:alert(4));width:expression(alert(5))">kiểu</p>' +
        '<ul><li>một</li></ul><iframe src="https://evil.example"></iframe><svg><script>alert(6)</script></svg>',
    });
    const body = (await getNews(ctx, world.f2Agent, item.id)).json<TNewsItem>().bodyHtml!;
    for (const banned of [
      '<script',
      'onclick',
      'onerror',
      'onmouseover',
      'javascript:',
      'style=',
      'expression',
      '<iframe',
      '<svg',
      '<img',
      'alert',
    ])
      expect(body).not.toContain(banned);
    for (const kept of [
      '<h2>Tiêu đề</h2>',
      '<strong>đậm</strong>',
      '<em>nghiêng</em>',
      '<u>gạch</u>',
      '<ul><li>một</li></ul>',
      'href="https://vietnamairlines.com"',
      'rel="noopener noreferrer nofollow"',
    ])
      expect(body).toContain(kept);
  });

  it('the sanitiser alone: encoded schemes and nested tricks', () => {
    expect(sanitizeNewsHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toContain('href');
    expect(sanitizeNewsHtml('<a href="data:text/html,<script>">x</a>')).not.toContain('data:');
    expect(sanitizeNewsHtml('<scr<script>ipt>alert(1)</script>')).not.toContain('<script');
    expect(sanitizeNewsHtml('<p>a &lt;b&gt;</p>')).toBe('<p>a &lt;b&gt;</p>');
  });
});

describe('covers', () => {
  it("a cover must be the writer agency's own upload of kind cover", async () => {
    const image = await uploaded(ctx, world.f1Admin, 'cover');
    const item = await publishNews(ctx, world.f1Admin, { coverImage: image.name });
    expect(item.coverImageUrl).toBe(image.url);
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: world.otherF1Admin.auth,
      payload: { title: 'x', coverImage: image.name },
    });
    expect(stolen.statusCode).toBe(400);
  });
});

describe('the bell', () => {
  const newsLinks = async (who: typeof world.f2Agent) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: who.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ items: TNotification[] }>()
      .items.filter((notice) => notice.type === 'news.published')
      .map((notice) => notice.link);
  };

  it('tells the readers of a live item once, not its writer, another branch, or the readers of a scheduled one', async () => {
    const live = await publishNews(ctx, world.f1Admin, { audience: 'below', title: 'Tin chuông' });
    const later = await publishNews(ctx, world.f1Admin, {
      audience: 'below',
      publishAt: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
    });
    for (const reader of [world.f1Agent, world.f2Agent, world.f3Agent]) {
      expect(await newsLinks(reader)).toContain(`/agent/news/${live.id}`);
      expect(await newsLinks(reader)).not.toContain(`/agent/news/${later.id}`);
    }
    expect(await newsLinks(world.f1Admin)).not.toContain(`/agent/news/${live.id}`);
    expect(await newsLinks(world.otherF2Agent)).not.toContain(`/agent/news/${live.id}`);

    // Made live by an edit: told then, and an edit after that tells no one again.
    const now = new Date(ctx.clock.now().getTime() - 1_000).toISOString();
    for (const title of ['Đã mở', 'Đã mở, sửa lại']) {
      const edited = await ctx.app.inject({
        method: 'PUT',
        url: `/api/news/${later.id}`,
        headers: world.f1Admin.auth,
        payload: { title, summary: 's', bodyHtml: '<p>x</p>', tags: [], audience: 'below', publishAt: now },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    const links = await newsLinks(world.f2Agent);
    expect(links.filter((link) => link === `/agent/news/${later.id}`)).toHaveLength(1);
  });

  it('tells the readers of a scheduled item once its time comes (the announcement job), and only once', async () => {
    const soon = await publishNews(ctx, world.f1Admin, {
      audience: 'direct',
      publishAt: new Date(ctx.clock.now().getTime() + 60_000).toISOString(),
    });
    const jobs = (ctx.app as BuiltApp).contentJobs;
    await jobs.runOnce();
    expect(await newsLinks(world.f2Agent)).not.toContain(`/agent/news/${soon.id}`);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 2 * 60_000));
    await jobs.runOnce();
    await jobs.runOnce();
    expect((await newsLinks(world.f2Agent)).filter((link) => link === `/agent/news/${soon.id}`)).toHaveLength(1);
    expect(await newsLinks(world.f3Agent)).not.toContain(`/agent/news/${soon.id}`);
  });
});
