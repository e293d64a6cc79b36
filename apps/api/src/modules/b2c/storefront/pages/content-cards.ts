// The cards the tour and news pages and the home share: a tour with its price and next dates, an article, an image.
import type { TB2cPublicArticle } from '@portal/contracts';
import { formatDate, formatTourDuration, formatVnd, localDate } from '@portal/domain';
import { esc, type SiteLinks } from '../html.js';
import type { PublicTour } from '../public-tours.js';
import { t } from '../storefront-text.js';

/** Where the public reads a content image of the site (served only while its published content names it). */
export const siteImageUrl = (slug: string, name: string) => `/api/s/${slug}/images/${encodeURIComponent(name)}`;

/** An <img> of a stored rendition, its size read from its name (…-1200x630.webp), lazy unless it is the first thing seen. */
export function siteImage(slug: string, image: { name: string; alt: string; isEager?: boolean }): string {
  const size = /-(\d+)x(\d+)\.webp$/.exec(image.name);
  const dimensions = size ? ` width="${size[1]}" height="${size[2]}"` : '';
  const loading = image.isEager ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<img class="sf-image" src="${esc(siteImageUrl(slug, image.name))}" alt="${esc(image.alt)}"${dimensions}${loading} decoding="async">`;
}

export const tourDuration = (tour: { days: number; nights: number }, language: 'vi' | 'en') =>
  formatTourDuration(tour.days, tour.nights, language);

/** "12/12/2026 · còn 8 chỗ" or "hết chỗ". */
export function departureLabel(departure: { date: string; seatsLeft: number }, language: 'vi' | 'en'): string {
  const seats = departure.seatsLeft > 0 ? t('seatsLeft', language, { n: departure.seatsLeft }) : t('soldOut', language);
  return `${localDate(departure.date)} · ${seats}`;
}

export function tourCard(tour: PublicTour, context: { slug: string; links: SiteLinks }): string {
  const { slug, links } = context;
  const lang = links.language;
  const href = links.href(`/tours/${encodeURIComponent(tour.code)}`);
  const cover = tour.coverImage ? siteImage(slug, { name: tour.coverImage, alt: tour.title }) : '';
  const dates = tour.departures.length
    ? `<ul class="sf-dates">${tour.departures
        .slice(0, 3)
        .map((departure) => `<li>${esc(departureLabel(departure, lang))}</li>`)
        .join('')}</ul>`
    : `<p class="sf-muted">${esc(t('noDepartures', lang))}</p>`;
  return `<article class="sf-card sf-tour-card">${cover}<h3><a href="${esc(href)}">${esc(tour.title)}</a></h3>
<p class="sf-meta"><span class="sf-badge">${esc(tourDuration(tour, lang))}</span> ${esc(t('departFrom', lang, { place: tour.departurePoint }))}</p>
<p class="sf-from">${esc(t('priceFrom', lang))} <strong>${esc(formatVnd(tour.adultPrice))}</strong>${esc(t('perPerson', lang))}</p>${dates}
<a class="sf-button" href="${esc(href)}">${esc(t('viewTour', lang))}</a></article>`;
}

export function articleCard(article: TB2cPublicArticle, context: { slug: string; links: SiteLinks }): string {
  const { slug, links } = context;
  const lang = links.language;
  const href = links.href(`/news/${encodeURIComponent(article.slug)}`);
  const cover = article.coverImage ? siteImage(slug, { name: article.coverImage, alt: article.title }) : '';
  const pinned = article.isPinned ? `<span class="sf-badge">${esc(t('pinned', lang))}</span> ` : '';
  return `<article class="sf-card sf-article-card">${cover}<h3>${pinned}<a href="${esc(href)}">${esc(article.title)}</a></h3>
<p class="sf-muted">${esc(t('publishedOn', lang, { date: formatDate(new Date(article.publishedAt)) }))}</p><p>${esc(article.summary)}</p></article>`;
}
