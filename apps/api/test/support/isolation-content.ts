// The content of a branch for the isolation walk (issue 19): the F1's live news item with a cover, a banner, a support contact.
import { expect } from 'vitest';
import type { TBanner, TContentImage, TNewsItem, TSupportContact } from '@portal/contracts';
import { pngOf, uploadImage } from './content.js';
import type { SignedIn, TestContext } from './test-context.js';

export type BranchContent = { newsId: string; bannerId: string; contactId: string; images: string[] };

export async function buildBranchContent(
  ctx: TestContext,
  options: { f1Admin: SignedIn; tag: string; note: (...values: (string | undefined | null)[]) => void },
): Promise<BranchContent> {
  const { f1Admin, tag, note } = options;
  const upload = async (kind: 'cover' | 'banner_home_top') => {
    const response = await uploadImage(ctx, f1Admin, kind, { name: `${tag}.png`, content: await pngOf(400, 200) });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<TContentImage>();
    note(image.name, /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(image.name)?.[0]);
    return image.name;
  };
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: f1Admin.auth, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json<T>();
  };
  const cover = await upload('cover');
  const bannerImage = await upload('banner_home_top');
  const news = await post<TNewsItem>('/api/news', {
    title: `Tin ${tag} cho mạng lưới`,
    summary: `Tóm tắt ${tag}`,
    bodyHtml: `<p>Nội dung ${tag}</p>`,
    tags: [tag.toLowerCase()],
    audience: 'below',
    isPinned: true,
    coverImage: cover,
    publishAt: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
  });
  const banner = await post<TBanner>('/api/banners', {
    title: `Banner ${tag}`,
    placement: 'home_top',
    image: bannerImage,
    linkUrl: `https://${tag.toLowerCase()}.example.vn/`,
  });
  const contact = await post<TSupportContact>('/api/support-contacts', {
    name: `Hỗ trợ ${tag}`,
    phone: '0911 222 333',
    zalo: `zalo${tag}`,
    products: ['flight'],
  });
  note(news.id, news.title, news.summary, tag.toLowerCase(), banner.id, banner.title, contact.id, contact.name);
  return { newsId: news.id, bannerId: banner.id, contactId: contact.id, images: [cover, bannerImage] };
}
