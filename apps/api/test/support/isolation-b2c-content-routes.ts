// The B2C content routes of the isolation walk (issue 20): the consumer site's articles and fare rules of another
// branch answer 404 (403 without USE_B2C); the lists never show them. Also builds the branch's article and rule.
import { expect } from 'vitest';
import type { TB2cArticle, TB2cFareRule } from '@portal/contracts';
import type { Branch } from './isolation-branch.js';
import type { Call } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';
import { vietjetEco } from './b2c-content.js';
import type { SignedIn, TestContext } from './test-context.js';

export type BranchB2cContent = { articleId: string; fareRuleId: string };

export async function buildBranchB2cContent(
  ctx: TestContext,
  options: { f1Admin: SignedIn; tag: string; note: (...values: (string | undefined | null)[]) => void },
): Promise<BranchB2cContent> {
  const { f1Admin, tag, note } = options;
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: f1Admin.auth, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json<T>();
  };
  const article = await post<TB2cArticle>('/api/b2c/news', {
    title: `Bài ${tag} cho khách lẻ`,
    summary: `Tóm tắt khách lẻ ${tag}`,
    bodyHtml: `<p>Nội dung khách lẻ ${tag}</p>`,
    tags: [`b2c ${tag.toLowerCase()}`],
    publishAt: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
  });
  const rule = await post<TB2cFareRule>(
    '/api/b2c/fare-rules',
    vietjetEco({ fareFamily: `Eco ${tag}`, notesHtml: `<p>Ghi chú ${tag}</p>` }),
  );
  note(article.id, article.title, article.summary, article.slug, rule.id, rule.fareFamily);
  return { articleId: article.id, fareRuleId: rule.id };
}

export const B2C_CONTENT_ID_WALKS: Partial<Record<RouteKey, (b: Branch) => Call[]>> = {
  'GET /api/b2c/news/:id': (b) => [{ method: 'GET', url: `/api/b2c/news/${b.b2cContent.articleId}` }],
  'PUT /api/b2c/news/:id': (b) => [
    { method: 'PUT', url: `/api/b2c/news/${b.b2cContent.articleId}`, payload: { title: 'Bài thử cô lập' } },
  ],
  'DELETE /api/b2c/news/:id': (b) => [{ method: 'DELETE', url: `/api/b2c/news/${b.b2cContent.articleId}` }],
  'GET /api/b2c/fare-rules/:id': (b) => [{ method: 'GET', url: `/api/b2c/fare-rules/${b.b2cContent.fareRuleId}` }],
  'PUT /api/b2c/fare-rules/:id': (b) => [
    {
      method: 'PUT',
      url: `/api/b2c/fare-rules/${b.b2cContent.fareRuleId}`,
      payload: vietjetEco({ fareFamily: 'Thử cô lập' }),
    },
  ],
  'DELETE /api/b2c/fare-rules/:id': (b) => [
    { method: 'DELETE', url: `/api/b2c/fare-rules/${b.b2cContent.fareRuleId}` },
  ],
};

export const B2C_CONTENT_LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/b2c/news': (b) => [
    '/api/b2c/news?limit=100',
    `/api/b2c/news?q=${b.tag}`,
    `/api/b2c/news?tag=${encodeURIComponent(`b2c ${b.tag.toLowerCase()}`)}`,
  ],
  'GET /api/b2c/news/tags': () => ['/api/b2c/news/tags'],
  'GET /api/b2c/fare-rules': (b) => ['/api/b2c/fare-rules', `/api/b2c/fare-rules?q=${b.tag}`],
};

export const B2C_CONTENT_OWN_ONLY: Partial<Record<RouteKey, string>> = {
  'POST /api/b2c/news':
    "writes an article of the caller's own agency's site; another agency's cover is 400 coverImage (b2c-content.test.ts)",
  'POST /api/b2c/fare-rules': "adds a fare rule of the caller's own agency's site; no ids",
};
