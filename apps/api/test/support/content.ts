// Content tests' helpers: two F1 branches with F2s and F3s, signed-in writers and readers, real images, upload and publish calls.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TContentImage, TContentImageKind, TNewsItem, TNewsWriteRequest } from '@portal/contracts';
import { multipart } from './top-ups.js';
import { signInAs, type SignedIn, type TestContext } from './test-context.js';
import type { Role } from '@portal/domain';

export type ContentWorld = {
  f1Admin: SignedIn;
  f1Agent: SignedIn;
  f2Agent: SignedIn;
  f2Admin: SignedIn;
  f3Agent: SignedIn;
  /** A sub-agency of another branch. */
  otherF2Agent: SignedIn;
  otherF1Admin: SignedIn;
};

export async function contentWorld(ctx: TestContext): Promise<ContentWorld> {
  const f1 = await ctx.newAgency({ level: 'F1' });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
  const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.id });
  const otherF1 = await ctx.newAgency({ level: 'F1' });
  const otherF2 = await ctx.newAgency({ level: 'F2', parentId: otherF1.id });
  const user = async (agencyId: string, role: Role) => {
    const created = await ctx.newUser({ agencyId, role });
    return signInAs(ctx, created.username, created.password);
  };
  return {
    f1Admin: await user(f1.id, 'admin_f1'),
    f1Agent: await user(f1.id, 'agent_f1'),
    f2Agent: await user(f2.id, 'agent_f2'),
    f2Admin: await user(f2.id, 'admin_f2'),
    f3Agent: await user(f3.id, 'agent_f2'),
    otherF2Agent: await user(otherF2.id, 'agent_f2'),
    otherF1Admin: await user(otherF1.id, 'admin_f1'),
  };
}

/** A real PNG of the given size. */
export const pngOf = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 200 } } })
    .png()
    .toBuffer();

export function uploadImage(
  ctx: TestContext,
  who: SignedIn,
  kind: TContentImageKind,
  file: { name: string; content: Buffer; type?: string },
) {
  const body = multipart({ kind }, { field: 'image', ...file });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/content-images',
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
}

export async function uploaded(ctx: TestContext, who: SignedIn, kind: TContentImageKind): Promise<TContentImage> {
  const response = await uploadImage(ctx, who, kind, { name: 'cover.png', content: await pngOf() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TContentImage>();
}

export async function publishNews(
  ctx: TestContext,
  who: SignedIn,
  body: Partial<TNewsWriteRequest> = {},
): Promise<TNewsItem> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/news',
    headers: who.auth,
    payload: {
      title: 'Vietnam Airlines đổi chính sách hành lý',
      summary: 'Từ 01/12 hành lý ký gửi 23 kg',
      bodyHtml: '<p>Nội dung <strong>quan trọng</strong></p>',
      tags: ['hành lý', 'vn'],
      audience: 'below',
      publishAt: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TNewsItem>();
}

export const getNews = (ctx: TestContext, who: SignedIn, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/news/${id}`, headers: who.auth });

export async function inboxIds(ctx: TestContext, who: SignedIn, query = ''): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/news?${query}`, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: TNewsItem[] }>().items.map((item) => item.id);
}
