// The tour page's booking form: departure, travellers per band, single rooms, contact; the island prices it live.
import { formatVnd, priceTourParty, tourPartyOfBands } from '@portal/domain';
import { esc } from '../html.js';
import type { PageContext } from '../page-registry.js';
import type { PublicTour } from '../public-tours.js';
import { TOUR_ISLAND_KEYS } from '../storefront-content-text.js';
import { islandText, t, type SiteLanguage } from '../storefront-text.js';
import { departureLabel } from './content-cards.js';

/** The choices a count offers (more travellers than this book by phone). */
const COUNT_MAX = { adults: 20, children: 10, infants: 10, singleRooms: 10 } as const;

function countSelect(field: keyof typeof COUNT_MAX, label: string, min: number): string {
  const options = Array.from({ length: COUNT_MAX[field] - min + 1 }, (_, index) => min + index)
    .map((n) => `<option${n === min ? ' selected' : ''}>${n}</option>`)
    .join('');
  return `<label class="sf-field sf-count"><span>${esc(label)}</span><select name="${field}">${options}</select></label>`;
}

/** The total and deposit of the form's first state (one adult): what a page without script shows. */
function totalsHtml(tour: PublicTour, lang: SiteLanguage): string {
  const price = priceTourParty(tour, tourPartyOfBands({ adults: 1, children: 0, infants: 0, singleRooms: 0 }));
  return `<p>${esc(t('total', lang))}: <strong data-total>${esc(formatVnd(price.total))}</strong></p><p>${esc(t('deposit', lang))}: <strong data-deposit>${esc(formatVnd(price.deposit))}</strong></p>`;
}

const isBookable = (tour: PublicTour) => tour.departures.some((departure) => departure.seatsLeft > 0);

/** The form, or nothing when no departure has a seat left (the page then says to call). */
export function tourBookingForm(tour: PublicTour, context: PageContext): string {
  const lang = context.links.language;
  const open = tour.departures.filter((departure) => departure.seatsLeft > 0);
  if (open.length === 0) return '';
  const wanted = context.query.departure;
  const chosen = open.find((departure) => departure.id === wanted) ?? open[0]!;
  const options = tour.departures
    .map(
      (departure) =>
        `<option value="${esc(departure.id)}" data-seats="${departure.seatsLeft}"${departure.seatsLeft > 0 ? '' : ' disabled'}${departure.id === chosen.id ? ' selected' : ''}>${esc(departureLabel(departure, lang))}</option>`,
    )
    .join('');
  return `<section class="sf-card" id="book"><h2>${esc(t('bookTitle', lang))}</h2>
<form id="sf-tour-booking" data-island="tour" novalidate>
<label class="sf-field"><span>${esc(t('departureDate', lang))}</span><select name="departureId" required>${options}</select></label>
<div class="sf-row">${countSelect('adults', t('adultBand', lang), 1)}${countSelect('children', t('childBand', lang), 0)}</div>
<div class="sf-row">${countSelect('infants', t('infantBand', lang), 0)}${tour.singleRoomSupplement > 0 ? countSelect('singleRooms', t('singleRooms', lang), 0) : ''}</div>
<fieldset class="sf-pax"><legend>${esc(t('contactTitle', lang))}</legend>
<label class="sf-field"><span>${esc(t('contactName', lang))}</span><input name="contact.name" required maxlength="100" autocomplete="name"></label>
<label class="sf-field"><span>${esc(t('phone', lang))}</span><input name="contact.phone" type="tel" inputmode="tel" required maxlength="20" autocomplete="tel"></label>
<label class="sf-field"><span>${esc(t('email', lang))}</span><input name="contact.email" type="email" maxlength="254" autocomplete="email"></label>
<label class="sf-field"><span>${esc(t('note', lang))}</span><textarea name="contact.note" maxlength="500" rows="2"></textarea></label></fieldset>
<div class="sf-hp" aria-hidden="true"><label>${esc(t('honeypot', lang))}<input name="website" tabindex="-1" autocomplete="off"></label></div>
<input type="hidden" name="formToken" value="${esc(context.formToken())}">
<div id="sf-tour-total" class="sf-total-box" aria-live="polite">${totalsHtml(tour, lang)}</div>
<p class="sf-muted">${esc(t('priceNote', lang))}</p>
<p id="sf-form-status" role="status" class="sf-status"></p><button class="sf-button" type="submit">${esc(t('bookSubmit', lang))}</button></form></section>`;
}

/** What the booking island reads: the tour's prices (the server prices the booking again), its address, its words. */
export function tourBookingData(tour: PublicTour, context: PageContext): Record<string, unknown> | undefined {
  if (!isBookable(tour)) return undefined;
  return {
    page: 'tour',
    base: context.links.base,
    tour: {
      id: tour.id,
      adultPrice: tour.adultPrice,
      childPrice: tour.childPrice,
      infantPrice: tour.infantPrice,
      singleRoomSupplement: tour.singleRoomSupplement,
      depositPercent: tour.depositPercent,
    },
    text: islandText(context.links.language, TOUR_ISLAND_KEYS),
  };
}
