// The storefront's pages: GET /s/{slug}[/…] and, on a site's own host name, GET /[…]; server-rendered, revalidated by ETag.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { renderPage, renderSiteNotFound, siteLinks } from './html.js';
import { findStorefrontPage, STOREFRONT_PAGES } from './page-registry.js';
import { publishedSiteBySlug, publishedSlugByHost } from './public-site.js';
import { siteSections } from './site-sections.js';
import { ASSET_PREFIX, type StorefrontAssets } from './storefront-assets.js';
import { t, type SiteLanguage, type TextKey } from './storefront-text.js';
import type { ConsumerEsimCatalogue } from './esim-catalogue.js';
import type { FormGuard } from './form-guard.js';
import type { ConfirmationLinks } from '../orders/confirmation-link.js';

export type StorefrontPagesDeps = {
  db: Database;
  clock: Clock;
  assets: StorefrontAssets;
  formGuard: FormGuard;
  confirmationLinks: ConfirmationLinks;
  esimCatalogue: ConsumerEsimCatalogue;
};

const HOST_CACHE_MS = 30_000;
const HOST_CACHE_MAX = 500;

const languageOf = (query: Record<string, string>): SiteLanguage => (query.lang === 'en' ? 'en' : 'vi');

/** The query as plain strings (the first of repeated keys), at most 20 keys of 100 characters. */
function plainQuery(request: FastifyRequest): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>).slice(0, 20)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string') query[key] = text.slice(0, 100);
  }
  return query;
}

export function createStorefrontPages(deps: StorefrontPagesDeps) {
  const hosts = new Map<string, { slug: string | undefined; until: number }>();

  async function slugOfHost(hostName: string): Promise<string | undefined> {
    const now = Date.now();
    const known = hosts.get(hostName);
    if (known && known.until > now) return known.slug;
    if (hosts.size >= HOST_CACHE_MAX) hosts.clear();
    const slug = /^[a-z0-9.-]{4,253}$/.test(hostName) ? await publishedSlugByHost(deps.db, hostName) : undefined;
    hosts.set(hostName, { slug, until: now + HOST_CACHE_MS });
    return slug;
  }

  type Exchange = { request: FastifyRequest; reply: FastifyReply };

  function send({ request, reply }: Exchange, page: { status: number; html: string; isPrivate: boolean }) {
    const { status, html, isPrivate } = page;
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('X-Robots-Tag', status === 404 || isPrivate ? 'noindex' : 'all');
    // A page with a form carries a fresh token, an order's page is one person's: never kept; the others are revalidated
    // (decision 062's rule for pages).
    if (isPrivate) return reply.header('Cache-Control', 'no-store').send(html);
    // A public page holds nothing of anyone's: it goes without Cross-Origin-Opener-Policy, whose browsing-context-group
    // switch cost a phone 500–900 ms of blocking time on arrival (decision 146). Private pages keep it.
    reply.removeHeader('cross-origin-opener-policy');
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(html);
  }

  /** Renders the page at `path` of the site `slug` (base: where its links start). */
  async function answer(exchange: Exchange, where: { slug: string; path: string; base: string }) {
    const { request } = exchange;
    const { slug, path, base } = where;
    const query = plainQuery(request);
    const language = languageOf(query);
    const site = await publishedSiteBySlug(deps.db, slug);
    if (!site)
      return send(exchange, { status: 404, html: renderSiteNotFound(language, deps.assets), isPrivate: false });
    const links = siteLinks(base, language);
    const sections = await siteSections(deps.db, site.agencyId, deps.clock.now());
    const nav = STOREFRONT_PAGES.filter(
      (page) =>
        page.nav &&
        (!page.product || site.products.includes(page.product)) &&
        (!page.navWhen || sections[page.navWhen]),
    ).map((page) => ({ path: page.path, label: t(page.nav as TextKey, language) }));
    const found = findStorefrontPage(site, path);
    const frame = { site, links, assets: deps.assets, path, query, nav };
    const notFound = () => {
      const main = `<section class="sf-card sf-notfound"><h1>${t('notFoundTitle', language)}</h1><p>${t('notFoundBody', language)}</p></section>`;
      return send(exchange, {
        status: 404,
        html: renderPage({ ...frame, title: t('notFoundTitle', language), main }),
        isPrivate: false,
      });
    };
    if (!found) return notFound();
    let issuedToken = false;
    const body = await found.page.render({
      site,
      links,
      query,
      params: found.params,
      now: deps.clock.now(),
      formToken: () => {
        issuedToken = true;
        return deps.formGuard.issue(site.slug, deps.clock.now());
      },
      db: deps.db,
      esim: deps.esimCatalogue,
      confirmationLinks: deps.confirmationLinks,
    });
    if (!body) return notFound();
    const isPrivate = issuedToken || body.isPrivate === true;
    return send(exchange, { status: 200, html: renderPage({ ...frame, ...body, isPrivate }), isPrivate });
  }

  /**
   * Called with the root application itself (not through app.register, whose hooks would stay inside the plugin): the
   * /s/ routes, and a hook every request passes that answers a published site's own host name.
   */
  return function registerOn(app: FastifyInstance): void {
    const config = { access: { kind: 'public' as const } };
    // Pages, not API operations: left out of the OpenAPI document.
    const schema = { hide: true };
    app.get('/s/:slug', { config, schema }, (request, reply) => {
      const { slug } = request.params as { slug: string };
      return answer({ request, reply }, { slug, path: '', base: `/s/${slug}` });
    });
    app.get('/s/:slug/*', { config, schema }, (request, reply) => {
      const { slug, '*': rest } = request.params as { slug: string; '*': string };
      return answer({ request, reply }, { slug, path: `/${rest}`.replace(/\/+$/, ''), base: `/s/${slug}` });
    });
    // A site's own host name: every page path of it answers there, at the root; API and assets go on as everywhere.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/') || path.startsWith('/s/') || path.startsWith(ASSET_PREFIX)) return;
      const slug = await slugOfHost(request.hostname.toLowerCase());
      if (!slug) return;
      await answer({ request, reply }, { slug, path: path.replace(/\/+$/, ''), base: '' });
      return reply;
    });
  };
}
