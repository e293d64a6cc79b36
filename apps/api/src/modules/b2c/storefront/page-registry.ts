// The storefront's pages by path: one entry each; a path may name parameters (`/tours/:code`), matched segment by segment.
import type { Database } from '@portal/db';
import type { ConfirmationLinks } from '../orders/confirmation-link.js';
import type { ConsumerEsimCatalogue } from './esim-catalogue.js';
import type { SiteLinks } from './html.js';
import type { PublicSite } from './public-site.js';
import type { TextKey } from './storefront-text.js';
import { homePage } from './pages/home.page.js';
import { orderPage } from './pages/order.page.js';
import { contactPage, privacyPage, termsPage } from './pages/text.pages.js';
import { flightResultsPage, passengerFormPage } from './pages/flights.pages.js';
import { tourPage, toursPage } from './pages/tours.pages.js';
import { articlePage, newsPage } from './pages/news.pages.js';
import { fareRulePage, fareRulesPage } from './pages/fare-rules.pages.js';
import { esimCataloguePage, esimOrderPage } from './pages/esim.pages.js';

export type PageContext = {
  site: PublicSite;
  links: SiteLinks;
  query: Record<string, string>;
  /** The path's named parts, decoded (`/tours/:code` → { code }). */
  params: Record<string, string>;
  now: Date;
  /** For pages that read the site's published content (always scoped by `site.agencyId`). */
  db: Database;
  /** The site's eSIM packages at consumer prices (the /esim pages). */
  esim: ConsumerEsimCatalogue;
  /** A fresh signed form token (form-guard.ts) for pages with a form. */
  formToken: () => string;
  /** Checks the key of an order's confirmation link. */
  confirmationLinks: ConfirmationLinks;
};

/** What a page renders into the frame: its title, its main element's HTML (escaped by the page), its islands' data. */
export type PageBody = {
  title: string;
  description?: string;
  main: string;
  data?: Record<string, unknown>;
  /** One person's page (an order's): never kept by a cache, never indexed. */
  isPrivate?: boolean;
};

export type StorefrontPage = {
  /** The path under the site: '' for home, '/flights', '/terms'…; a segment `:name` matches any one segment. */
  path: string;
  /** Shown in the header's menu with this label. */
  nav?: TextKey;
  /** Only on sites that sell this product (404 otherwise). */
  product?: 'flights' | 'train' | 'esim' | 'tours';
  /** In the menu only while the site has this content (site-sections.ts); the page itself answers anyway. */
  navWhen?: 'articles' | 'fareRules';
  /** The page, or undefined when what the path names is not there (the site's 404 page). */
  render(context: PageContext): PageBody | undefined | Promise<PageBody | undefined>;
};

export const STOREFRONT_PAGES: readonly StorefrontPage[] = [
  { path: '', nav: 'home', render: homePage },
  { path: '/flights', nav: 'flights', product: 'flights', render: flightResultsPage },
  { path: '/flights/passengers', product: 'flights', render: passengerFormPage },
  { path: '/tours', nav: 'tours', product: 'tours', render: toursPage },
  { path: '/tours/:code', product: 'tours', render: tourPage },
  { path: '/news', nav: 'news', navWhen: 'articles', render: newsPage },
  { path: '/news/:slug', render: articlePage },
  { path: '/fare-rules', nav: 'fareRules', navWhen: 'fareRules', render: fareRulesPage },
  { path: '/fare-rules/:id', render: fareRulePage },
  { path: '/esim', nav: 'esim', product: 'esim', render: esimCataloguePage },
  { path: '/esim/order', product: 'esim', render: esimOrderPage },
  { path: '/terms', render: termsPage },
  { path: '/privacy', render: privacyPage },
  { path: '/contact', nav: 'contact', render: contactPage },
  { path: '/order/:orderNumber', render: orderPage },
];

/** The named parts when `path` fits the pattern (same number of segments, literals equal, none empty), else undefined. */
export function matchPagePath(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = given[index]!;
    if (!part.startsWith(':')) {
      if (part !== segment) return undefined;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (value === '') return undefined;
    params[part.slice(1)] = value;
  }
  return params;
}

/** The page at this path for this site and the path's parameters, or undefined (404). */
export function findStorefrontPage(
  site: PublicSite,
  path: string,
): { page: StorefrontPage; params: Record<string, string> } | undefined {
  const normalised = path.replace(/\/+$/, '');
  for (const page of STOREFRONT_PAGES) {
    const params = matchPagePath(page.path, normalised);
    if (!params) continue;
    if (page.product && !site.products.includes(page.product)) return undefined;
    return { page, params };
  }
  return undefined;
}
