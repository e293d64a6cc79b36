// The flight results page (offers stream in through the results island; a round trip's outbound list, then its return
// list) and the passenger form page.
import { passengerSlots, TITLES_BY_PAX_TYPE } from '@portal/domain';
import { esc } from '../html.js';
import type { PageBody, PageContext } from '../page-registry.js';
import { islandText, t } from '../storefront-text.js';
import { searchForm, searchQueryOf } from './search-form.js';

const ddMMyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');

export function flightResultsPage(context: PageContext): PageBody {
  const { links, now } = context;
  const lang = links.language;
  const search = searchQueryOf(context.query, now);
  const heading = `${search.from} ${search.returnDate ? '⇄' : '→'} ${search.to}`;
  const dates = search.returnDate
    ? `${t('roundTrip', lang)} ${ddMMyyyy(search.date)} – ${ddMMyyyy(search.returnDate)}`
    : ddMMyyyy(search.date);
  return {
    title: `${t('results', lang)} ${heading}`,
    main: `<details class="sf-card sf-refine"><summary><strong>${esc(heading)}</strong> · ${esc(dates)} · ${search.adt + search.chd + search.inf} ${esc(t('passenger', lang).toLowerCase())}</summary>${searchForm(links, search, now)}</details>
<section class="sf-results" aria-live="polite"><h1 class="sf-visually-hidden">${esc(t('results', lang))}</h1><div id="sf-results" data-island="results"><p class="sf-progress" role="status">${esc(t('searching', lang))}</p></div><noscript><p>${esc(t('noResults', lang))}</p></noscript></section>`,
    data: { page: 'results', search, text: islandText(lang) },
  };
}

const TYPE_LABEL = { ADT: 'adult', CHD: 'child', INF: 'infant' } as const;

function passengerFields(lang: 'vi' | 'en', counts: { adt: number; chd: number; inf: number }): string {
  return passengerSlots(counts)
    .map((slot, index) => {
      const name = (field: string) => `passengers.${index}.${field}`;
      const titles = TITLES_BY_PAX_TYPE[slot.type].map((title) => `<option>${title}</option>`).join('');
      const birth =
        slot.type === 'ADT'
          ? ''
          : `<label class="sf-field"><span>${esc(t('birthDate', lang))}</span><input name="${name('birthDate')}" inputmode="numeric" placeholder="dd/mm/yyyy" required pattern="\\d{2}/\\d{2}/\\d{4}"></label>`;
      const parent =
        slot.type === 'INF' ? `<input type="hidden" name="${name('parentId')}" value="ADT-${slot.number}">` : '';
      return `<fieldset class="sf-pax" data-pax-id="${slot.paxId}" data-type="${slot.type}"><legend>${esc(t(TYPE_LABEL[slot.type], lang))} ${slot.number}</legend>
<input type="hidden" name="${name('paxId')}" value="${slot.paxId}"><input type="hidden" name="${name('type')}" value="${slot.type}">${parent}
<div class="sf-row"><label class="sf-field sf-title"><span>${esc(t('title', lang))}</span><select name="${name('title')}" required>${titles}</select></label>
<label class="sf-field"><span>${esc(t('lastName', lang))}</span><input name="${name('lastName')}" required maxlength="40" autocomplete="family-name"></label></div>
<label class="sf-field"><span>${esc(t('firstName', lang))}</span><input name="${name('firstName')}" required maxlength="40" autocomplete="given-name"></label>${birth}</fieldset>`;
    })
    .join('');
}

export function passengerFormPage(context: PageContext): PageBody {
  const { links, now } = context;
  const lang = links.language;
  const search = searchQueryOf(context.query, now);
  const counts = { adt: search.adt, chd: search.chd, inf: search.inf };
  return {
    title: t('passengersTitle', lang),
    main: `<section class="sf-card"><h1>${esc(t('passengersTitle', lang))}</h1><div id="sf-chosen" class="sf-chosen"><h2>${esc(t('yourFlight', lang))}</h2></div>
<form id="sf-passengers" data-island="passengers" novalidate>${passengerFields(lang, counts)}
<fieldset class="sf-pax"><legend>${esc(t('contactTitle', lang))}</legend>
<label class="sf-field"><span>${esc(t('contactName', lang))}</span><input name="contact.name" maxlength="100" autocomplete="name"></label>
<label class="sf-field"><span>${esc(t('phone', lang))}</span><input name="contact.phone" type="tel" inputmode="tel" required maxlength="20" autocomplete="tel"></label>
<label class="sf-field"><span>${esc(t('email', lang))}</span><input name="contact.email" type="email" maxlength="254" autocomplete="email"></label>
<label class="sf-field"><span>${esc(t('note', lang))}</span><textarea name="contact.extraInfo" maxlength="500" rows="2"></textarea></label></fieldset>
<div class="sf-hp" aria-hidden="true"><label>${esc(t('honeypot', lang))}<input name="website" tabindex="-1" autocomplete="off"></label></div>
<input type="hidden" name="formToken" value="${esc(context.formToken())}">
<p id="sf-form-status" role="status" class="sf-status"></p><button class="sf-button" type="submit">${esc(t('submit', lang))}</button></form></section>`,
    data: { page: 'passengers', search, text: islandText(lang) },
  };
}
