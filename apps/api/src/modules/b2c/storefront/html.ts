// The storefront's HTML: escaping, the page frame (site identity, colours as CSS variables, hotline/Zalo, footer) and links.
import type { PublicSite } from './public-site.js';
import { t, type SiteLanguage } from './storefront-text.js';
import type { StorefrontAssets, StorefrontIsland } from './storefront-assets.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export const esc = (text: string | number): string => String(text).replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** JSON for a <script type="application/json"> block: nothing in it can close the element or open a comment. */
export const jsonBlock = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Where the site's pages live: /s/{slug} on the portal's host, the root on the site's own host name. */
export type SiteLinks = {
  base: string;
  language: SiteLanguage;
  href(path: string, query?: Record<string, string>): string;
};

export function siteLinks(base: string, language: SiteLanguage): SiteLinks {
  return {
    base,
    language,
    href(path, query = {}) {
      const params = new URLSearchParams(query);
      if (language === 'en') params.set('lang', 'en');
      const search = params.toString();
      return `${base}${path}` + (path === '' && base === '' ? '/' : '') + (search ? `?${search}` : '');
    },
  };
}

/** Zalo as a link: the number typed, or the zalo.me link as given. */
export const zaloHref = (zalo: string) => (zalo.startsWith('https://') ? zalo : `https://zalo.me/${zalo}`);
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

export type PageFrame = {
  site: PublicSite;
  links: SiteLinks;
  assets: StorefrontAssets;
  title: string;
  description?: string;
  /** The path of this page under the site (for the language switch). */
  path: string;
  query?: Record<string, string>;
  nav: { path: string; label: string }[];
  main: string;
  /** What the islands read: the page's data and the words they need. */
  data?: Record<string, unknown>;
  /** One person's page: robots are told to leave it out. */
  isPrivate?: boolean;
};

function header(frame: PageFrame): string {
  const { site, links } = frame;
  const logo = site.logoImage
    ? `<img src="/api/s/${esc(site.slug)}/images/${esc(site.logoImage)}" alt="" width="40" height="40" class="sf-logo">`
    : `<span class="sf-logo sf-logo-text" aria-hidden="true">${esc(site.name.slice(0, 1))}</span>`;
  const other = links.language === 'vi' ? 'en' : 'vi';
  const switchQuery = new URLSearchParams({ ...frame.query });
  if (other === 'en') switchQuery.set('lang', 'en');
  else switchQuery.delete('lang');
  const switchHref = `${links.base}${frame.path}${frame.path === '' && links.base === '' ? '/' : ''}${switchQuery.size ? `?${switchQuery}` : ''}`;
  const nav = frame.nav.map((item) => `<a href="${esc(links.href(item.path))}">${esc(item.label)}</a>`).join('');
  return `<header class="sf-header"><a class="sf-brand" href="${esc(links.href(''))}">${logo}<span>${esc(site.name)}</span></a><nav class="sf-nav" aria-label="${esc(site.name)}">${nav}</nav><a class="sf-lang" href="${esc(switchHref)}" hreflang="${other}" lang="${other}">${esc(t('language', links.language))}</a></header>`;
}

function footer(frame: PageFrame): string {
  const { site, links } = frame;
  const lang = links.language;
  const lines = [
    site.address && `<p>${esc(t('address', lang))}: ${esc(site.address)}</p>`,
    site.taxCode && `<p>${esc(t('taxCode', lang))}: ${esc(site.taxCode)}</p>`,
    site.hotline && `<p>Hotline: <a href="${esc(telHref(site.hotline))}">${esc(site.hotline)}</a></p>`,
  ].filter(Boolean);
  const pages = (['terms', 'privacy', 'contact'] as const)
    .map((key) => `<a href="${esc(links.href(`/${key}`))}">${esc(t(key, lang))}</a>`)
    .join(' · ');
  return `<footer class="sf-footer"><p><strong>${esc(site.name)}</strong></p>${lines.join('')}<p>${pages}</p></footer>`;
}

function contactButtons(site: PublicSite, language: SiteLanguage): string {
  const buttons = [
    site.hotline &&
      `<a class="sf-call" href="${esc(telHref(site.hotline))}" aria-label="${esc(t('hotline', language))} ${esc(site.hotline)}">☎ ${esc(t('hotline', language))}</a>`,
    site.zalo &&
      `<a class="sf-zalo" href="${esc(zaloHref(site.zalo))}" rel="noopener noreferrer" target="_blank">${esc(t('zalo', language))}</a>`,
  ].filter(Boolean);
  return buttons.length > 0 ? `<div class="sf-float">${buttons.join('')}</div>` : '';
}

/** The whole document of a page; everything interpolated is escaped here or by the page that made `main`. */
export function renderPage(frame: PageFrame): string {
  const { site, links, assets } = frame;
  // Only pages with an island load script: the entry and, preloaded beside it, that island's chunks.
  const page = frame.data?.page;
  const island =
    typeof page === 'string' && Object.hasOwn(assets.islands, page) ? (page as StorefrontIsland) : undefined;
  const script =
    assets.script && island
      ? `${assets.islands[island].map((href) => `<link rel="modulepreload" href="${esc(href)}">`).join('')}<script type="module" src="${esc(assets.script)}"></script>`
      : '';
  const data = frame.data
    ? `<script type="application/json" id="sf-data">${jsonBlock({ ...frame.data, slug: site.slug, language: links.language, base: links.base })}</script>`
    : '';
  const robots = frame.isPrivate ? '<meta name="robots" content="noindex">' : '';
  return `<!doctype html><html lang="${links.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${robots}<title>${esc(frame.title)} · ${esc(site.name)}</title><meta name="description" content="${esc(frame.description ?? site.name)}"><meta name="theme-color" content="${site.primaryColor}"><style>${assets.cssText}:root{--sf-primary:${site.primaryColor};--sf-secondary:${site.secondaryColor}}</style></head><body>${header(frame)}<main id="main" class="sf-main">${frame.main}</main>${footer(frame)}${contactButtons(site, links.language)}${data}${script}</body></html>`;
}

/** The page of an unknown or unpublished site: nothing of any site in it. */
export function renderSiteNotFound(language: SiteLanguage, assets: StorefrontAssets): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>404 · ${esc(t('notFoundTitle', language))}</title><style>${assets.cssText}</style></head><body><main class="sf-main sf-notfound"><h1>${esc(t('notFoundTitle', language))}</h1><p>${esc(t('notFoundBody', language))}</p></main></body></html>`;
}
