// The passenger form island: shows the chosen flight (a round trip's two), checks the form with the portal's own passenger
// rules before sending, sends it to /flights/checkout with the total the consumer saw, marks every field the server
// names, takes a new price when the airline's moved, and opens the order's confirmation page once the flight is held.
import {
  calendarDateOfIso,
  consumerItineraryOf,
  consumerPassengerProblems,
  type ConsumerFormIssue,
} from '@portal/domain';
import { esc } from './dom';
import { fill, formatVnd } from './format';
import { apiOf, CHOSEN_KEY, totalOf, type Chosen, type PageData } from './page-data';
import { markFieldIssues } from './field-issues';
import { flightSummary } from './round-trip';

type FormBody = {
  passengers: Record<string, string>[];
  contact: Record<string, string>;
  formToken: string;
  website: string;
};

/** The form's fields as the API's body: passengers.0.lastName → passengers[0].lastName; empty optional fields left out. */
export function formBodyOf(form: HTMLFormElement): FormBody {
  const body: FormBody = { passengers: [], contact: {}, formToken: '', website: '' };
  for (const [name, raw] of new FormData(form)) {
    const value = String(raw);
    const parts = name.split('.');
    if (parts[0] === 'passengers' && parts.length === 3) {
      const index = Number(parts[1]);
      body.passengers[index] ??= {};
      if (value.trim() !== '') body.passengers[index]![parts[2]!] = value;
    } else if (parts[0] === 'contact' && parts.length === 2) {
      if (value.trim() !== '') body.contact[parts[1]!] = value;
    } else if (name === 'formToken' || name === 'website') body[name] = value;
  }
  return body;
}

/** Marks each named field (aria-invalid and its message under it); clears the marks of the others. */
export const showIssues = markFieldIssues;

type CheckoutAnswer = {
  status?: string;
  confirmationPath?: string;
  message?: string;
  details?: { fields?: ConsumerFormIssue[]; reason?: string; newTotal?: number };
};

/** The confirmation page of a held order, under the site's base, in the page's language. */
export function confirmationHref(data: Pick<PageData, 'base' | 'language'>, confirmationPath: string): string {
  return `${data.base ?? ''}${confirmationPath}${data.language === 'en' ? '&lang=en' : ''}`;
}

/** The chosen flight, or a round trip's outbound and return each under its name, then the total of them all. */
export function chosenHtml(chosen: Chosen, text: Record<string, string>): string {
  const flights = chosen.back
    ? `<h3>${esc(text.outbound!)}</h3>${flightSummary(chosen)}<h3>${esc(text.inbound!)}</h3>${flightSummary(chosen.back)}`
    : flightSummary(chosen);
  return `${flights}<p class="sf-total">${esc(text.total!)}: <strong>${esc(formatVnd(totalOf(chosen)))}</strong></p>`;
}

/** The checkout's trip and flights: a round trip's return date and return flight with the outbound. */
export function checkoutFlightsOf(chosen: Chosen) {
  const { search, back } = chosen;
  return {
    search: {
      from: search.from,
      to: search.to,
      departDate: search.date,
      ...(back && search.returnDate !== undefined ? { returnDate: search.returnDate } : {}),
      adt: search.adt,
      chd: search.chd,
      inf: search.inf,
    },
    offerId: chosen.offer.id,
    fareClass: chosen.fare.fareClass,
    ...(back ? { returnOfferId: back.offer.id, returnFareClass: back.fare.fareClass } : {}),
    acceptedTotal: totalOf(chosen),
  };
}

export function mountPassengers(form: HTMLFormElement, data: PageData & { text: Record<string, string> }): void {
  const text = data.text;
  const summary = document.getElementById('sf-chosen');
  const status = document.getElementById('sf-form-status');
  const stored = sessionStorage.getItem(CHOSEN_KEY);
  const chosen = stored ? (JSON.parse(stored) as Chosen) : undefined;
  const showChosen = () => {
    if (!summary) return;
    summary.querySelector('.sf-chosen-body')?.remove();
    summary.insertAdjacentHTML(
      'beforeend',
      `<div class="sf-chosen-body">${chosen ? chosenHtml(chosen, text) : `<p class="sf-error">${esc(text.noFlightChosen!)}</p>`}</div>`,
    );
  };
  showChosen();
  const button = form.querySelector('button[type="submit"]');
  let isSending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!chosen || !status || isSending) return;
    const body = formBodyOf(form);
    const flights = checkoutFlightsOf(chosen);
    const airlines = [chosen.offer.airline, ...(chosen.back ? [chosen.back.offer.airline] : [])];
    const itinerary = consumerItineraryOf(flights.search, airlines);
    const today = calendarDateOfIso(new Date(Date.now() + 7 * 3_600_000).toISOString());
    const issues =
      itinerary && today
        ? consumerPassengerProblems(
            { passengers: body.passengers.map((entry) => ({ paxId: '', type: '', ...entry })), contact: body.contact },
            itinerary,
            { today, language: data.language },
          )
        : [];
    showIssues(form, issues);
    if (issues.length > 0) {
      status.textContent = text.fixErrors!;
      return;
    }
    status.textContent = text.sending!;
    isSending = true;
    button?.setAttribute('disabled', '');
    const done = () => {
      isSending = false;
      button?.removeAttribute('disabled');
    };
    void fetch(`${apiOf(data.slug)}/flights/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': data.language },
      body: JSON.stringify({ ...body, ...flights }),
    })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as CheckoutAnswer;
        if (response.ok && answer.status === 'held' && answer.confirmationPath) {
          status.textContent = text.held!;
          window.location.assign(confirmationHref(data, answer.confirmationPath));
          return;
        }
        done();
        if (response.ok) {
          status.textContent = text.validated!;
          button?.setAttribute('disabled', '');
          return;
        }
        // Too fast from this address, or the site's hourly hold cap: the server's words say which.
        if (response.status === 429) {
          status.textContent =
            answer.message ?? fill(text.tooMany!, { n: response.headers.get('retry-after') ?? '60' });
          return;
        }
        const newTotal = answer.details?.newTotal;
        if (answer.details?.reason === 'priceChanged' && typeof newTotal === 'number') {
          // The airline's price moved (either flight's): the consumer sees the new total and sends again to accept it.
          chosen.total = newTotal;
          sessionStorage.setItem(CHOSEN_KEY, JSON.stringify(chosen));
          showChosen();
          status.textContent =
            `${answer.message ?? ''} ${fill(text.priceChangedAgain!, { total: formatVnd(newTotal) })}`.trim();
          return;
        }
        showIssues(form, answer.details?.fields ?? []);
        status.textContent = answer.message ?? text.failed!;
      })
      .catch(() => {
        done();
        status.textContent = text.failed!;
      });
  });
}
