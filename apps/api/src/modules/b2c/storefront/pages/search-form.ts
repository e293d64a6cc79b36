// The flight search form of the home and results pages: a plain GET form to /flights that works before any script runs,
// one way or round trip ("Một chiều / Khứ hồi", decision 145: the return date shows for a round trip by CSS alone).
import type { TStorefrontSearchQuery } from '@portal/contracts';
import { AIRPORTS, addDays, vietnamToday } from '@portal/domain';
import { esc, type SiteLinks } from '../html.js';
import { t } from '../storefront-text.js';

/** The airports offered in the pickers: every Vietnamese one, then the region's busiest destinations. */
const INTERNATIONAL = [
  'BKK',
  'SIN',
  'KUL',
  'ICN',
  'NRT',
  'KIX',
  'HKG',
  'TPE',
  'PVG',
  'CAN',
  'SYD',
  'MEL',
  'CDG',
  'FRA',
  'LHR',
];
const PICKER_AIRPORTS = [
  ...AIRPORTS.filter((airport) => airport.isDomestic),
  ...INTERNATIONAL.map((code) => AIRPORTS.find((airport) => airport.code === code)).filter((airport) => !!airport),
];

export type SearchQuery = TStorefrontSearchQuery;

/** The return day the form offers when none is given: three days after the departure. */
const RETURN_AFTER_DAYS = 3;

const CODE = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const count = (text: string | undefined, [min, max, fallback]: [number, number, number]) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
};

/** The search in the address, each part kept only when it has the right shape (the API checks the rest). */
export function searchQueryOf(query: Record<string, string>, now: Date): SearchQuery {
  const from = (query.from ?? '').toUpperCase();
  const to = (query.to ?? '').toUpperCase();
  const date = DATE.test(query.date ?? '') ? query.date! : addDays(vietnamToday(now), 7);
  const returnDate = DATE.test(query.return ?? '') ? query.return! : addDays(date, RETURN_AFTER_DAYS);
  return {
    from: CODE.test(from) ? from : 'HAN',
    to: CODE.test(to) ? to : 'SGN',
    date,
    ...(query.trip === 'rt' ? { returnDate } : {}),
    adt: count(query.adt, [1, 9, 1]),
    chd: count(query.chd, [0, 8, 0]),
    inf: count(query.inf, [0, 4, 0]),
  };
}

function countSelect(select: { name: string; label: string; value: number; min: number; max: number }): string {
  const { name, label, value, min, max } = select;
  const options = Array.from({ length: max - min + 1 }, (_, index) => min + index)
    .map((n) => `<option${n === value ? ' selected' : ''}>${n}</option>`)
    .join('');
  return `<label class="sf-field sf-count"><span>${esc(label)}</span><select name="${name}">${options}</select></label>`;
}

/** "Một chiều / Khứ hồi" and the return date: a round trip's field, hidden by CSS while one way is checked. */
function tripFields(lang: 'vi' | 'en', search: SearchQuery, days: { min: string; max: string }): string {
  const isRoundTrip = search.returnDate !== undefined;
  const trip = (value: 'ow' | 'rt', label: string, checked: boolean) =>
    `<label class="sf-trip-option"><input type="radio" name="trip" value="${value}"${checked ? ' checked' : ''}> ${esc(label)}</label>`;
  const returnDate = search.returnDate ?? addDays(search.date, RETURN_AFTER_DAYS);
  return `<fieldset class="sf-trip"><legend class="sf-visually-hidden">${esc(t('tripType', lang))}</legend>${trip('ow', t('oneWay', lang), !isRoundTrip)}${trip('rt', t('roundTrip', lang), isRoundTrip)}</fieldset>
<div class="sf-row"><label class="sf-field"><span>${esc(t('departDate', lang))}</span><input type="date" name="date" value="${esc(search.date)}" min="${days.min}" max="${days.max}" required></label>
<label class="sf-field sf-return"><span>${esc(t('returnDate', lang))}</span><input type="date" name="return" value="${esc(returnDate)}" min="${days.min}" max="${days.max}"></label></div>`;
}

export function searchForm(links: SiteLinks, search: SearchQuery, now: Date): string {
  const lang = links.language;
  const datalist = PICKER_AIRPORTS.map(
    (airport) => `<option value="${airport.code}">${esc(airport.city[lang])} – ${esc(airport.name[lang])}</option>`,
  ).join('');
  const today = vietnamToday(now);
  const hidden = lang === 'en' ? '<input type="hidden" name="lang" value="en">' : '';
  return `<form class="sf-search" method="get" action="${esc(links.base)}/flights" data-island="search">${hidden}
<div class="sf-row"><label class="sf-field"><span>${esc(t('from', lang))}</span><input name="from" list="sf-airports" value="${esc(search.from)}" required pattern="[A-Za-z]{3}" maxlength="3" autocomplete="off" autocapitalize="characters"></label>
<label class="sf-field"><span>${esc(t('to', lang))}</span><input name="to" list="sf-airports" value="${esc(search.to)}" required pattern="[A-Za-z]{3}" maxlength="3" autocomplete="off" autocapitalize="characters"></label></div>
${tripFields(lang, search, { min: today, max: addDays(today, 365) })}
<div class="sf-row">${countSelect({ name: 'adt', label: t('adults', lang), value: search.adt, min: 1, max: 9 })}${countSelect({ name: 'chd', label: t('children', lang), value: search.chd, min: 0, max: 8 })}${countSelect({ name: 'inf', label: t('infants', lang), value: search.inf, min: 0, max: 4 })}</div>
<button class="sf-button" type="submit">${esc(t('search', lang))}</button><datalist id="sf-airports">${datalist}</datalist></form>`;
}
