// The site's home: its identity, the flight search form, the products it sells, the next tours, the latest articles
// and how to reach it.
import { esc, telHref, zaloHref } from '../html.js';
import type { PageBody, PageContext } from '../page-registry.js';
import { publishedTours } from '../public-tours.js';
import { t, type TextKey } from '../storefront-text.js';
import { articleCard, tourCard } from './content-cards.js';
import { publicContentOf } from './news.pages.js';
import { searchForm, searchQueryOf } from './search-form.js';

/** How many tours and articles the home shows (each with a link to its whole list). */
const HOME_ITEMS = 3;

/** The next tours (on a site selling tours) and the latest articles, each as a section, or nothing. */
async function homeSections(context: PageContext): Promise<string> {
  const { site, links, db, now } = context;
  const lang = links.language;
  const [tours, articles] = await Promise.all([
    site.products.includes('tours')
      ? publishedTours(db, { agencyId: site.agencyId, now, limit: HOME_ITEMS, departuresPerTour: 2 })
      : [],
    publicContentOf(context).listArticles(site, { limit: HOME_ITEMS }),
  ]);
  const section = (title: string, path: string, cards: string) =>
    `<section class="sf-home-section"><h2>${esc(title)} <a class="sf-see-all" href="${esc(links.href(path))}">${esc(t('seeAll', lang))}</a></h2><div class="sf-grid">${cards}</div></section>`;
  const card = { slug: site.slug, links };
  return [
    tours.length > 0 ? section(t('nextTours', lang), '/tours', tours.map((tour) => tourCard(tour, card)).join('')) : '',
    articles.items.length > 0
      ? section(t('latestNews', lang), '/news', articles.items.map((article) => articleCard(article, card)).join(''))
      : '',
  ].join('');
}

const PRODUCT_ICONS: Record<string, string> = { flights: '✈', train: '▤', esim: '◎', tours: '☀' };
/** The page of each product the site sells online; the others lead to the contact page. */
const PRODUCT_PAGES: Record<string, string | undefined> = { flights: '/flights', tours: '/tours', esim: '/esim' };

export async function homePage(context: PageContext): Promise<PageBody> {
  const { site, links, now } = context;
  const lang = links.language;
  const sellsFlights = site.products.includes('flights');
  const search = sellsFlights
    ? `<section class="sf-hero"><h1>${esc(t('searchTitle', lang))}</h1>${searchForm(links, searchQueryOf(context.query, now), now)}</section>`
    : `<section class="sf-hero"><h1>${esc(site.name)}</h1></section>`;
  const products = site.products
    .map((product) => {
      const label = esc(t(product as TextKey, lang));
      const page = PRODUCT_PAGES[product];
      const target = links.href(page ?? '/contact');
      const note = page ? '' : `<small>${esc(t('productSoon', lang))}</small>`;
      return `<li><a class="sf-product" href="${esc(target)}"><span aria-hidden="true">${PRODUCT_ICONS[product] ?? ''}</span>${label}${note}</a></li>`;
    })
    .join('');
  const reach = [
    site.hotline &&
      `<a class="sf-button sf-button-alt" href="${esc(telHref(site.hotline))}">☎ ${esc(site.hotline)}</a>`,
    site.zalo &&
      `<a class="sf-button sf-button-alt" href="${esc(zaloHref(site.zalo))}" rel="noopener noreferrer">Zalo</a>`,
  ]
    .filter(Boolean)
    .join('');
  return {
    title: sellsFlights ? t('searchTitle', lang) : t('home', lang),
    description: `${site.name} – ${site.products.map((product) => t(product as TextKey, lang)).join(', ')}`,
    main: `${search}<section class="sf-card"><h2>${esc(t('products', lang))}</h2><ul class="sf-products">${products}</ul>${reach ? `<div class="sf-reach">${reach}</div>` : ''}</section>${await homeSections(context)}`,
    data: { page: 'home' },
  };
}
