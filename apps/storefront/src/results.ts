// The results island: streams the consumer search in, lists offers as they come, sorts, filters by airline, chooses a fare;
// on a round trip the outbound first, then its returns (decision 145), the return step a history entry of its own.
// Streamed events are drawn at most once a frame, and only the first PAGE_SIZE offers (more on demand): a phone's main
// thread stays free while seven systems answer (decision 141).
import type { TConsumerFare, TConsumerOffer, TConsumerSearchEvent } from '@portal/contracts';
import { esc } from './dom';
import { fill, formatDuration, formatVnd, localTime } from './format';
import { readNdjson } from './ndjson';
import { airlinesOf, filterByAirline, sortOffers, type SortKey } from './offers';
import { apiOf, CHOSEN_KEY, type Chosen, type ChosenFlight, type PageData, type SearchData } from './page-data';
import { offersToChoose, passengersHref, stepHtml } from './round-trip';

/** Offers drawn at first, and added by each "show more". */
export const PAGE_SIZE = 20;

type State = {
  offers: TConsumerOffer[];
  /** How many of the sorted, filtered offers are drawn. */
  shownCount: number;
  sort: SortKey;
  airline: string;
  done: boolean;
  includeFee: boolean;
  progress: string;
  /** A round trip's chosen outbound: the return list is on show. */
  outbound?: ChosenFlight;
};

/** How a fare's total reads: its label, and what is added to it (a round trip's chosen outbound). */
export type TotalView = { label: string; plus: number };

export function fareHtml(
  offer: TConsumerOffer,
  fare: TConsumerFare,
  view: { includeFee: boolean; text: Record<string, string>; total?: TotalView },
): string {
  const { text } = view;
  const total = view.total ?? { label: text.total!, plus: 0 };
  const open = fare.seatAvailable > 0;
  const fee = view.includeFee
    ? `<small>${esc(text.feeIncluded!)}</small>`
    : `<small>${esc(fill(text.feeAdded!, { fee: formatVnd(fare.serviceFeePerPassenger) }))}</small>`;
  return `<li class="sf-fare"><div><strong>${esc(fare.fareFamily)}</strong> <small>${esc(fill(text.baggage!, { hand: fare.handKg, checked: fare.checkedKg }))}</small></div>
<div class="sf-price"><strong>${esc(formatVnd(fare.adultPrice))}</strong><small>${esc(text.perAdult!)}</small>${fee}<small>${esc(total.label)}: ${esc(formatVnd(fare.total + total.plus))}</small></div>
${open ? `<button class="sf-button" type="button" data-offer="${esc(offer.id)}" data-fare="${esc(fare.fareClass)}">${esc(text.choose!)}</button><small>${esc(fill(text.seatsLeft!, { n: fare.seatAvailable }))}</small>` : `<span class="sf-soldout">${esc(text.soldOut!)}</span>`}</li>`;
}

export function offerHtml(
  offer: TConsumerOffer,
  view: Pick<State, 'includeFee'> & { total?: TotalView },
  text: Record<string, string>,
): string {
  const stops = offer.stops === 0 ? text.direct! : fill(text.stops!, { n: offer.stops });
  const fares = [...offer.fares].sort((a, b) => a.adultPrice - b.adultPrice);
  return `<article class="sf-offer sf-card" data-airline="${esc(offer.airline)}"><header><strong>${esc(offer.airlineName)}</strong> <small>${esc(offer.flightNumbers.join(', '))}</small></header>
<p class="sf-times"><strong>${esc(localTime(offer.departDateTime))}</strong> ${esc(offer.from)} → <strong>${esc(localTime(offer.arrivalDateTime))}</strong> ${esc(offer.to)} · ${esc(formatDuration(offer.durationMinutes))} · ${esc(stops)}</p>
<details><summary>${esc(offer.lowestPrice > 0 ? formatVnd(offer.lowestPrice) : text.soldOut!)}</summary><ul class="sf-fares">${fares.map((fare) => fareHtml(offer, fare, { ...view, text })).join('')}</ul></details></article>`;
}

function toolbarHtml(state: State, listed: readonly TConsumerOffer[], text: Record<string, string>): string {
  const airlines = airlinesOf(listed)
    .map(
      (airline) =>
        `<option value="${esc(airline.code)}"${airline.code === state.airline ? ' selected' : ''}>${esc(airline.name)}</option>`,
    )
    .join('');
  const sorts = (['price', 'depart', 'duration'] as const)
    .map((key) => {
      const label = text[`sort${key[0]!.toUpperCase()}${key.slice(1)}`]!;
      return `<option value="${key}"${key === state.sort ? ' selected' : ''}>${esc(label)}</option>`;
    })
    .join('');
  return `<div class="sf-toolbar"><label class="sf-field"><span>${esc(text.sortBy!)}</span><select name="sort">${sorts}</select></label>
<label class="sf-field"><span>${esc(text.airline!)}</span><select name="airline"><option value="">${esc(text.allAirlines!)}</option>${airlines}</select></label></div>`;
}

/** The history entry of a round trip's return step names its outbound. */
const OUTBOUND_STATE = 'sfOutbound';
type OutboundRef = { offer: string; fare: string };

function outboundInHistory(): OutboundRef | undefined {
  const ref = (history.state as Record<string, unknown> | null)?.[OUTBOUND_STATE] as OutboundRef | undefined;
  return typeof ref?.offer === 'string' && typeof ref.fare === 'string' ? ref : undefined;
}

type SearchRefusal = { message?: string; details?: { fields?: { field: string }[] } };

/** A refused search in the consumer's words: a wrong return date said plainly, else the server's message. */
function refusalText(body: SearchRefusal, text: Record<string, string>): string {
  const isReturnDate = body.details?.fields?.some((issue) => issue.field === 'returnDate');
  return isReturnDate ? text.returnDateInvalid! : (body.message ?? text.failed!);
}

export function mountResults(
  root: HTMLElement,
  data: PageData & { search: SearchData; text: Record<string, string> },
): void {
  const text = data.text;
  const state: State = {
    offers: [],
    shownCount: PAGE_SIZE,
    sort: 'price',
    airline: '',
    done: false,
    includeFee: true,
    progress: text.searching!,
  };
  const isRoundTrip = data.search.returnDate !== undefined;
  /** A round trip's outbound fares read as that flight's total, its returns as the trip's. */
  const totalView = (): TotalView | undefined =>
    !isRoundTrip
      ? undefined
      : state.outbound
        ? { label: text.roundTripTotal!, plus: state.outbound.fare.total }
        : { label: text.outboundTotal!, plus: 0 };
  // Three parts, each redrawn only when its markup changed: a streamed event that leaves the shown offers as they were
  // redraws the progress line alone, not twenty offers' layout (a phone spent 300–600 ms a frame on that).
  // The progress line goes under the list: when the search ends and it goes, nothing above it moves.
  root.innerHTML = '<div data-part="head"></div><div data-part="list"></div><div data-part="status"></div>';
  const drawn = new Map<string, string>();
  const draw = (part: 'head' | 'status' | 'list', html: string) => {
    if (drawn.get(part) === html) return;
    drawn.set(part, html);
    const element = root.querySelector<HTMLElement>(`[data-part="${part}"]`);
    if (element) element.innerHTML = html;
  };
  const render = () => {
    const listed = offersToChoose(state.offers, state.outbound);
    const matching = sortOffers(filterByAirline(listed, state.airline), state.sort);
    const shown = matching.slice(0, state.shownCount);
    const empty = state.outbound ? text.noReturnWith! : text.noResults!;
    const status = state.done
      ? listed.length === 0
        ? `<p class="sf-progress" role="status">${esc(empty)}</p>`
        : ''
      : `<p class="sf-progress" role="status"><span class="sf-spinner" aria-hidden="true"></span>${esc(state.progress)}</p>`;
    const more = Math.min(PAGE_SIZE, matching.length - shown.length);
    const moreButton =
      more > 0
        ? `<button class="sf-button sf-more" type="button" data-more>${esc(fill(text.showMore!, { n: more }))}</button>`
        : '';
    const total = totalView();
    draw(
      'head',
      `${stepHtml(data.search, state.outbound, text)}${listed.length > 0 ? toolbarHtml(state, listed, text) : ''}`,
    );
    draw('status', status);
    draw(
      'list',
      `<div class="sf-offers">${shown.map((offer) => offerHtml(offer, { includeFee: state.includeFee, total }, text)).join('')}</div>${moreButton}`,
    );
  };
  // The return step is a history entry of its own: the phone's back button (or "change") goes back to the outbounds,
  // and forward or a reload shows the returns of the same outbound again once it has streamed in.
  let pendingOutbound = isRoundTrip ? outboundInHistory() : undefined;
  const chosenFlightOf = (ref: OutboundRef | undefined): ChosenFlight | undefined => {
    const offer = ref && state.offers.find((candidate) => candidate.id === ref.offer && candidate.leg === 0);
    const fare = offer?.fares.find((candidate) => candidate.fareClass === ref!.fare);
    return offer && fare ? { offer, fare } : undefined;
  };
  /** Another list on show (the returns of a chosen outbound, or the outbounds again): from its first page, all airlines. */
  const showStep = (outbound: ChosenFlight | undefined) => {
    pendingOutbound = undefined;
    state.outbound = outbound;
    state.airline = '';
    state.shownCount = PAGE_SIZE;
    render();
    root.scrollIntoView?.({ block: 'start' });
  };
  if (isRoundTrip)
    addEventListener('popstate', () => {
      const ref = outboundInHistory();
      showStep(chosenFlightOf(ref));
      pendingOutbound = ref && !state.outbound ? ref : undefined;
    });
  /** Streamed events: one drawing for all that arrived before the next frame. */
  let isDrawPending = false;
  const scheduleRender = () => {
    if (isDrawPending) return;
    isDrawPending = true;
    const draw = () => {
      isDrawPending = false;
      render();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(draw);
    else setTimeout(draw, 0);
  };
  root.addEventListener('change', (event) => {
    const target = event.target as HTMLSelectElement;
    if (target.name === 'sort') state.sort = target.value as SortKey;
    if (target.name === 'airline') state.airline = target.value;
    state.shownCount = PAGE_SIZE;
    render();
  });
  root.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('button[data-more]')) {
      state.shownCount += PAGE_SIZE;
      return render();
    }
    if (target.closest('button[data-change]')) return outboundInHistory() ? history.back() : showStep(undefined);
    const button = target.closest<HTMLButtonElement>('button[data-offer]');
    if (!button) return;
    const offer = state.offers.find((candidate) => candidate.id === button.dataset.offer);
    const fare = offer?.fares.find((candidate) => candidate.fareClass === button.dataset.fare);
    if (!offer || !fare) return;
    if (isRoundTrip && !state.outbound) {
      history.pushState({ [OUTBOUND_STATE]: { offer: offer.id, fare: fare.fareClass } }, '');
      return showStep({ offer, fare });
    }
    const kept = { search: data.search, includeFee: state.includeFee };
    const chosen: Chosen = state.outbound
      ? { ...state.outbound, back: { offer, fare }, ...kept }
      : { offer, fare, ...kept };
    sessionStorage.setItem(CHOSEN_KEY, JSON.stringify(chosen));
    location.assign(passengersHref(location.pathname, data.language, data.search));
  });
  render();
  const { from, to, date, returnDate, adt, chd, inf } = data.search;
  void fetch(`${apiOf(data.slug)}/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': data.language },
    body: JSON.stringify({ from, to, departDate: date, returnDate, adt, chd, inf }),
  })
    .then(async (response) => {
      if (response.status === 429) {
        state.progress = fill(text.tooMany!, { n: response.headers.get('retry-after') ?? '60' });
        return render();
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as SearchRefusal;
        state.done = true;
        root.innerHTML = `<p class="sf-error" role="alert">${esc(refusalText(body, text))}</p>`;
        return;
      }
      await readNdjson<TConsumerSearchEvent>(response, (event) => {
        if (event.type === 'started') state.includeFee = event.pricesIncludeFee;
        else if (event.type === 'offers') {
          state.offers.push(...event.offers);
          const restored = chosenFlightOf(pendingOutbound);
          if (restored) showStep(restored);
        } else if (event.type === 'done') state.done = true;
        scheduleRender();
      });
      state.done = true;
      render();
    })
    .catch(() => {
      root.innerHTML = `<p class="sf-error" role="alert">${esc(text.failed!)}</p>`;
    });
}
