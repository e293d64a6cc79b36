// The site's articles: /news (live ones, pinned first, paged, by tag with ?tag=) and /news/{slug} (one article).
import { formatDate } from '@portal/domain';
import { sanitizeNewsHtml } from '../../../content/sanitize-news.js';
import { createB2cPublicContent } from '../../content/public-content.js';
import { esc, type SiteLinks } from '../html.js';
import type { PageBody, PageContext } from '../page-registry.js';
import { t } from '../storefront-text.js';
import { articleCard, siteImage } from './content-cards.js';

const PAGE_SIZE = 12;
const PAGE_MAX = 500;

/** The site's public reads at this page's instant (no user; always the site's own agency). */
export const publicContentOf = (context: PageContext) =>
  createB2cPublicContent({ db: context.db, clock: { now: () => context.now } });

function pageNumberOf(text: string | undefined): number {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

function tagLinks(tags: readonly { tag: string }[], links: SiteLinks, current: string | undefined): string {
  if (tags.length === 0) return '';
  const chip = (label: string, query: Record<string, string>, isCurrent: boolean) =>
    `<a class="sf-chip" href="${esc(links.href('/news', query))}"${isCurrent ? ' aria-current="page"' : ''}>${esc(label)}</a>`;
  const all = chip(t('allTags', links.language), {}, !current);
  return `<nav class="sf-chips" aria-label="Tags">${all}${tags.map(({ tag }) => chip(`#${tag}`, { tag }, tag === current)).join('')}</nav>`;
}

function pager(links: SiteLinks, at: { page: number; total: number; tag?: string }): string {
  const { page, total, tag } = at;
  const query = (n: number) => ({ ...(tag ? { tag } : {}), ...(n > 1 ? { page: String(n) } : {}) });
  const previous =
    page > 1
      ? `<a href="${esc(links.href('/news', query(page - 1)))}" rel="prev">${esc(t('previousPage', links.language))}</a>`
      : '';
  const next =
    page * PAGE_SIZE < total
      ? `<a href="${esc(links.href('/news', query(page + 1)))}" rel="next">${esc(t('nextPage', links.language))}</a>`
      : '';
  return previous || next ? `<nav class="sf-pager">${previous}${next}</nav>` : '';
}

export async function newsPage(context: PageContext): Promise<PageBody> {
  const { site, links, query } = context;
  const lang = links.language;
  const tag = query.tag?.trim().toLowerCase().slice(0, 50) || undefined;
  const page = pageNumberOf(query.page);
  const content = publicContentOf(context);
  const [articles, tags] = await Promise.all([
    content.listArticles(site, { tag, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    content.listTags(site),
  ]);
  const title = tag ? `${t('news', lang)}: #${tag}` : t('news', lang);
  const cards = articles.items.map((article) => articleCard(article, { slug: site.slug, links })).join('');
  return {
    title,
    main: `<h1 class="sf-page-title">${esc(title)}</h1>${tagLinks(tags, links, tag)}${cards ? `<div class="sf-grid">${cards}</div>` : `<p class="sf-card">${esc(t('noArticles', lang))}</p>`}${pager(links, { page, total: articles.total, tag })}`,
  };
}

export async function articlePage(context: PageContext): Promise<PageBody | undefined> {
  const { site, links, params } = context;
  const lang = links.language;
  const key = params.slug ?? '';
  if (!/^[A-Za-z0-9-]{1,100}$/.test(key)) return undefined;
  const article = await publicContentOf(context).getArticle(site, key);
  if (!article) return undefined;
  const cover = article.coverImage
    ? siteImage(site.slug, { name: article.coverImage, alt: article.title, isEager: true })
    : '';
  const tags = article.tags
    .map((tag) => `<a class="sf-chip" href="${esc(links.href('/news', { tag }))}">#${esc(tag)}</a>`)
    .join('');
  return {
    title: article.title,
    description: article.summary || article.title,
    // Sanitised at every write (decision 123); sanitised again on the way out, whoever wrote the row.
    main: `<article class="sf-card sf-text sf-article">${cover}<h1>${esc(article.title)}</h1><p class="sf-muted">${esc(t('publishedOn', lang, { date: formatDate(new Date(article.publishedAt)) }))}</p>${article.summary ? `<p class="sf-lead">${esc(article.summary)}</p>` : ''}${sanitizeNewsHtml(article.bodyHtml ?? '')}${tags ? `<p class="sf-chips">${tags}</p>` : ''}</article>`,
  };
}
