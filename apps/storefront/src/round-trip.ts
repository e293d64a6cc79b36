// A round trip on the results page (decision 145): the outbound list first, then only the returns that can be held with
// the chosen outbound (its hold group), the outbound summarised and changeable above them; the passenger page's address.
import type { TConsumerOffer } from '@portal/contracts';
import { esc } from './dom';
import { formatDate, formatVnd, localTime } from './format';
import type { ChosenFlight, PageData, SearchData } from './page-data';

/** The offers to choose from now: the outbound ones (a one-way search's every offer), or the chosen outbound's returns. */
export function offersToChoose(
  offers: readonly TConsumerOffer[],
  outbound: ChosenFlight | undefined,
): TConsumerOffer[] {
  return outbound
    ? offers.filter((offer) => offer.leg === 1 && offer.holdGroup === outbound.offer.holdGroup)
    : offers.filter((offer) => offer.leg === 0);
}

/** A chosen flight in two lines: airline, numbers and day; times, airports and the fare's family. */
export function flightSummary({ offer, fare }: ChosenFlight): string {
  return `<p><strong>${esc(offer.airlineName)} ${esc(offer.flightNumbers.join(', '))}</strong> · ${esc(formatDate(offer.departDateTime))}</p>
<p>${esc(localTime(offer.departDateTime))} ${esc(offer.from)} → ${esc(localTime(offer.arrivalDateTime))} ${esc(offer.to)} · ${esc(fare.fareFamily)}</p>`;
}

/** The heading of the list on show; on a round trip's return step, the chosen outbound above it with "change". */
export function stepHtml(search: SearchData, outbound: ChosenFlight | undefined, text: Record<string, string>): string {
  if (search.returnDate === undefined) return '';
  const heading = (key: string, leg: { from: string; to: string; date: string }) =>
    `<h2 class="sf-step">${esc(text[key]!)} · ${esc(leg.from)} → ${esc(leg.to)} · ${esc(formatDate(leg.date))}</h2>`;
  if (!outbound) return heading('chooseOutbound', search);
  return `<section class="sf-card sf-outbound" aria-label="${esc(text.outbound!)}"><h2 class="sf-step">${esc(text.outbound!)}</h2>${flightSummary(outbound)}
<p>${esc(text.outboundTotal!)}: <strong>${esc(formatVnd(outbound.fare.total))}</strong></p><button class="sf-button sf-button-alt" type="button" data-change>${esc(text.changeOutbound!)}</button></section>
${heading('chooseReturn', { from: search.to, to: search.from, date: search.returnDate })}`;
}

/** The passenger page of the search (a round trip's return day in its address), in the page's language. */
export function passengersHref(pathname: string, language: PageData['language'], search: SearchData): string {
  const { from, to, date, adt, chd, inf } = search;
  const query = new URLSearchParams({ from, to, date, adt: String(adt), chd: String(chd), inf: String(inf) });
  if (search.returnDate !== undefined) {
    query.set('trip', 'rt');
    query.set('return', search.returnDate);
  }
  if (language === 'en') query.set('lang', 'en');
  return `${pathname.replace(/\/flights\/?$/, '')}/flights/passengers?${query}`;
}
