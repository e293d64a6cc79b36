// The tour booking island: prices the party live with the domain's own tour pricing, checks the contact with the
// portal's rules, sends the booking (the server prices it again from the stored prices) and opens the order's page.
import {
  consumerContactProblems,
  priceTourParty,
  tourPartyOfBands,
  type TourBandCounts,
  type TourPrices,
} from '@portal/domain';
import { esc } from './dom';
import { markFieldIssues, type FieldIssue } from './field-issues';
import { fill, formatVnd } from './format';
import { apiOf, type PageData } from './page-data';
import { submitOrderForm } from './order-submit';

export type TourData = PageData & { base: string; tour: TourPrices & { id: string }; text: Record<string, string> };

type BookingBody = TourBandCounts & {
  departureId: string;
  contact: { name: string; phone: string; email?: string; note?: string };
  formToken: string;
  website: string;
};

const count = (form: HTMLFormElement, name: string) => {
  const value = Number(new FormData(form).get(name) ?? 0);
  return Number.isInteger(value) && value >= 0 ? value : 0;
};

/** The form's fields as the API's body; empty optional contact fields left out. */
export function bookingBodyOf(form: HTMLFormElement): BookingBody {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const contact: BookingBody['contact'] = { name: text('contact.name'), phone: text('contact.phone') };
  if (text('contact.email')) contact.email = text('contact.email');
  if (text('contact.note')) contact.note = text('contact.note');
  return {
    departureId: text('departureId'),
    adults: Math.max(1, count(form, 'adults')),
    children: count(form, 'children'),
    infants: count(form, 'infants'),
    singleRooms: count(form, 'singleRooms'),
    contact,
    formToken: text('formToken'),
    website: String(data.get('website') ?? ''),
  };
}

/** The price lines, the total and the deposit of the party as the form stands. */
export function totalsHtml(prices: TourPrices, counts: TourBandCounts, text: Record<string, string>): string {
  const price = priceTourParty(prices, tourPartyOfBands(counts));
  const label = { adult: text.adultBand, child: text.childBand, infant: text.infantBand, singleRoom: text.singleRoom };
  const lines = price.lines
    .map(
      (line) =>
        `<li>${esc(label[line.band] ?? '')}: ${line.count} × ${esc(formatVnd(line.unit))} = ${esc(formatVnd(line.amount))}</li>`,
    )
    .join('');
  return `<ul class="sf-lines">${lines}</ul><p>${esc(text.total!)}: <strong data-total>${esc(formatVnd(price.total))}</strong></p><p>${esc(text.deposit!)}: <strong data-deposit>${esc(formatVnd(price.deposit))}</strong></p>`;
}

/** The seats the chosen departure has left (its option's data-seats). */
function seatsOf(form: HTMLFormElement): number {
  const select = form.elements.namedItem('departureId');
  const option = select instanceof HTMLSelectElement ? select.selectedOptions[0] : undefined;
  return Number(option?.dataset.seats ?? 0);
}

function localIssues(form: HTMLFormElement, body: BookingBody, data: TourData): FieldIssue[] {
  const issues: FieldIssue[] = consumerContactProblems(body.contact, data.language);
  const seats = seatsOf(form);
  if (body.adults + body.children + body.infants > seats)
    issues.unshift({ field: 'departureId', message: fill(data.text.seatsLeft!, { n: seats }) });
  return issues;
}

export function mountTourBooking(form: HTMLFormElement, data: TourData): void {
  const { text } = data;
  const totals = document.getElementById('sf-tour-total');
  const status = document.getElementById('sf-form-status');
  const refresh = () => {
    if (totals) totals.innerHTML = totalsHtml(data.tour, bookingBodyOf(form), text);
  };
  form.addEventListener('change', refresh);
  refresh();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!status) return;
    const body = bookingBodyOf(form);
    const issues = localIssues(form, body, data);
    markFieldIssues(form, issues);
    if (issues.length > 0) {
      status.textContent = text.fixErrors!;
      return;
    }
    submitOrderForm({
      form,
      status,
      url: `${apiOf(data.slug)}/tours/${encodeURIComponent(data.tour.id)}/bookings`,
      body,
      data,
      text,
      bookedKey: 'booked',
    });
  });
}
