// The site's tours: the list (/tours) and one tour (/tours/{code}) with its itinerary, prices, conditions and booking form.
import { formatVnd, tourChildUnitPrice } from '@portal/domain';
import { sanitizeNewsHtml } from '../../../content/sanitize-news.js';
import { esc } from '../html.js';
import type { PageBody, PageContext } from '../page-registry.js';
import { publishedTourByCode, publishedTours, type PublicTour } from '../public-tours.js';
import { t, type SiteLanguage } from '../storefront-text.js';
import { departureLabel, siteImage, tourCard, tourDuration } from './content-cards.js';
import { tourBookingForm, tourBookingData } from './tour-booking-form.js';

/** A site lists at most this many tours on one page (an agency sells a few dozen at most). */
const TOURS_SHOWN = 60;
/** The departures shown in the detail's table; the booking form's picker has every open one. */
const DEPARTURES_SHOWN = 12;

export async function toursPage(context: PageContext): Promise<PageBody> {
  const { site, links, db, now } = context;
  const lang = links.language;
  const tours = await publishedTours(db, { agencyId: site.agencyId, now, limit: TOURS_SHOWN, departuresPerTour: 3 });
  const cards = tours.map((tour) => tourCard(tour, { slug: site.slug, links })).join('');
  return {
    title: t('tours', lang),
    description: `${site.name} – ${tours.map((tour) => tour.title).join(', ')}`.slice(0, 300),
    main: `<h1 class="sf-page-title">${esc(t('tours', lang))}</h1>${cards ? `<div class="sf-grid">${cards}</div>` : `<p class="sf-card">${esc(t('noTours', lang))}</p>`}`,
  };
}

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;

function mealsOf(meals: readonly string[], lang: SiteLanguage): string {
  if (meals.length === 0) return '';
  const names = meals.map((meal) => t(meal === 'B' ? 'mealB' : meal === 'L' ? 'mealL' : 'mealD', lang)).join(', ');
  return `<p class="sf-meals">${esc(t('meals', lang))}: ${esc(names)}</p>`;
}

function itinerary(tour: PublicTour, context: PageContext): string {
  const lang = context.links.language;
  if (tour.itinerary.length === 0) return '';
  const days = tour.itinerary
    .map((day, index) => {
      const images = day.images.map((name) => siteImage(context.site.slug, { name, alt: day.title })).join('');
      return `<li class="sf-day"><h3><span class="sf-badge">${esc(t('day', lang, { n: index + 1 }))}</span> ${esc(day.title)}</h3>${mealsOf(day.meals, lang)}${sanitizeNewsHtml(day.bodyHtml)}${images ? `<div class="sf-day-images">${images}</div>` : ''}</li>`;
    })
    .join('');
  return `<section class="sf-card"><h2>${esc(t('itinerary', lang))}</h2><ol class="sf-days">${days}</ol></section>`;
}

function prices(tour: PublicTour, lang: SiteLanguage): string {
  const amount = (value: number) => (value === 0 ? t('free', lang) : formatVnd(value));
  const rows: [string, string][] = [
    [t('adultBand', lang), formatVnd(tour.adultPrice)],
    [t('childBand', lang), amount(tourChildUnitPrice(tour))],
    [t('infantBand', lang), amount(tour.infantPrice)],
  ];
  if (tour.singleRoomSupplement > 0) rows.push([t('singleRoom', lang), formatVnd(tour.singleRoomSupplement)]);
  const body = rows.map(([band, price]) => `<tr><th scope="row">${esc(band)}</th><td>${esc(price)}</td></tr>`).join('');
  return `<section class="sf-card"><h2>${esc(t('tourPrices', lang))}</h2><table class="sf-table sf-prices">${body}</table><p>${esc(t('depositRule', lang, { p: tour.depositPercent }))}</p></section>`;
}

function conditions(tour: PublicTour, lang: SiteLanguage): string {
  const parts: string[] = [];
  if (tour.included.length) parts.push(`<h2>${esc(t('included', lang))}</h2>${list(tour.included)}`);
  if (tour.excluded.length) parts.push(`<h2>${esc(t('excluded', lang))}</h2>${list(tour.excluded)}`);
  const tiers = [...tour.cancellationTiers].sort((a, b) => b.daysBefore - a.daysBefore);
  if (tiers.length) {
    const lines = tiers.map((tier) =>
      t('tierBefore', lang, {
        d: tier.daysBefore,
        charge: tier.percentKept === 0 ? t('free', lang) : t('tierCharge', lang, { p: tier.percentKept }),
      }),
    );
    if (tiers.at(-1)!.daysBefore > 0) lines.push(t('tierLater', lang));
    parts.push(`<h2>${esc(t('cancellation', lang))}</h2>${list(lines)}`);
  }
  return parts.length ? `<section class="sf-card sf-conditions">${parts.join('')}</section>` : '';
}

function departures(tour: PublicTour, lang: SiteLanguage): string {
  const items = tour.departures
    .slice(0, DEPARTURES_SHOWN)
    .map(
      (departure) =>
        `<li class="${departure.seatsLeft > 0 ? '' : 'sf-soldout'}">${esc(departureLabel(departure, lang))}</li>`,
    )
    .join('');
  const body = items ? `<ul class="sf-dates">${items}</ul>` : `<p class="sf-muted">${esc(t('noDepartures', lang))}</p>`;
  return `<section class="sf-card"><h2>${esc(t('departures', lang))}</h2>${body}</section>`;
}

export async function tourPage(context: PageContext): Promise<PageBody | undefined> {
  const { site, links, db, now, params } = context;
  const lang = links.language;
  const tour = await publishedTourByCode(db, { agencyId: site.agencyId, code: params.code ?? '', now });
  if (!tour) return undefined;
  const cover = tour.coverImage ? siteImage(site.slug, { name: tour.coverImage, alt: tour.title, isEager: true }) : '';
  const facts = `<p class="sf-meta"><span class="sf-badge">${esc(tourDuration(tour, lang))}</span> ${esc(t('departFrom', lang, { place: tour.departurePoint }))} · ${esc(t('priceFrom', lang))} <strong>${esc(formatVnd(tour.adultPrice))}</strong>${esc(t('perPerson', lang))}</p>`;
  const intro = `${tour.summary ? `<p class="sf-lead">${esc(tour.summary)}</p>` : ''}${tour.descriptionHtml ? sanitizeNewsHtml(tour.descriptionHtml) : ''}`;
  return {
    title: tour.title,
    description: tour.summary || tour.title,
    main: `<article class="sf-tour">${cover}<section class="sf-card"><h1>${esc(tour.title)}</h1>${facts}${intro}</section>
${itinerary(tour, context)}${prices(tour, lang)}${conditions(tour, lang)}${departures(tour, lang)}${tourBookingForm(tour, context)}</article>`,
    data: tourBookingData(tour, context),
  };
}
