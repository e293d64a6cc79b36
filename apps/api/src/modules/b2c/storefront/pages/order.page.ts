// The consumer's confirmation page of an order (/order/{orderNumber}?key=…): its status in words, what was booked, the
// amounts, the hold's end and how to pay. Only with the link's key, only on the order's own site: else the 404 page.
import { airportDateTime, formatDateTime, formatVnd, localDate } from '@portal/domain';
import { consumerOrderOf } from '../../orders/consumer-order.js';
import type { B2cOrderRow } from '../../orders/b2c-orders.repository.js';
import { esc } from '../html.js';
import type { PageBody, PageContext } from '../page-registry.js';
import { t, type SiteLanguage, type TextKey } from '../storefront-text.js';
import { paymentBlock } from './order-payment.js';

type Json = Record<string, unknown>;
const records = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const facts = (rows: [string, string][]) =>
  rows.length > 0
    ? `<dl class="sf-facts">${rows.map(([dt, dd]) => `<dt>${esc(dt)}</dt><dd>${dd}</dd>`).join('')}</dl>`
    : '';

const BAND_WORD: Record<string, TextKey> = { adults: 'adult', children: 'child', infants: 'infant' };

function statusText(order: B2cOrderRow, language: SiteLanguage): string {
  const key = order.status === '02' && order.kind === 'flight' ? 'status02Flight' : `status${order.status}`;
  return t(key as TextKey, language);
}

/** A flight of a PNR as the consumer reads it: numbers, airports and the departure on the airport's clock. */
function flightLine(flight: Json): string {
  const numbers = Array.isArray(flight.flightNumbers) ? flight.flightNumbers.map(text).join(', ') : '';
  const departure = text(flight.departDateTime) ? airportDateTime(text(flight.departDateTime)) : '';
  return `${numbers} ${text(flight.from)} → ${text(flight.to)}`.trim() + (departure ? ` · ${departure}` : '');
}

/** A flight: each PNR with its route and every flight (a round trip's outbound and return), then the passengers. */
function flightBooked(details: Json, language: SiteLanguage): string {
  const bookings = records(details.bookings).map((booking) => {
    const flights = records(booking.flights);
    const rows: [string, string][] = [
      [t('route', language), esc(text(booking.route))],
      [t('pnr', language), `<strong>${esc(text(booking.pnr))}</strong>`],
    ];
    if (flights.length > 0)
      rows.push([t('flight', language), flights.map((flight) => esc(flightLine(flight))).join('<br>')]);
    // Without the flights kept: the departure instant in Vietnam time.
    const departAt = text(booking.departAt);
    if (flights.length === 0 && departAt)
      rows.push([t('departure', language), esc(formatDateTime(new Date(departAt)))]);
    return facts(rows);
  });
  const passengers = records(details.passengers)
    .map((passenger) => `<li>${esc(`${text(passenger.lastName)} ${text(passenger.firstName)}`.trim())}</li>`)
    .join('');
  return `${bookings.join('')}${passengers ? `<h3>${esc(t('passengers', language))}</h3><ul class="sf-list">${passengers}</ul>` : ''}`;
}

/** A tour or an eSIM: its summary line and the details it was made with, those a consumer recognises. */
function otherBooked(details: Json, language: SiteLanguage): string {
  const rows: [string, string][] = [];
  const add = (key: TextKey, value: string) => {
    if (value) rows.push([t(key, language), esc(value)]);
  };
  add('tourCode', text(details.tourCode));
  add('tour', text(details.tourTitle));
  const departure = text(details.departureDate) || text(details.departure);
  add('departureDate', /^\d{4}-\d{2}-\d{2}/.test(departure) ? localDate(departure) : departure);
  const travellers = details.travellers;
  if (typeof travellers === 'object' && travellers !== null) {
    const party = Object.entries(travellers as Json)
      .filter(([, count]) => typeof count === 'number' && count > 0)
      .map(([band, count]) => `${text(count)} ${t(BAND_WORD[band] ?? 'passenger', language).toLowerCase()}`)
      .join(', ');
    add('travellers', party);
  }
  if (typeof details.deposit === 'number') add('deposit', formatVnd(details.deposit));
  const lines = records(details.lines).map((line) => {
    const quantity = typeof line.quantity === 'number' ? ` × ${line.quantity}` : '';
    const price = typeof line.unitPrice === 'number' ? ` · ${formatVnd(line.unitPrice)}` : '';
    return `<li>${esc(`${text(line.name)}${quantity}${price}`)}</li>`;
  });
  if (lines.length === 0 && text(details.packageName)) {
    add('item', text(details.packageName));
    if (typeof details.quantity === 'number') add('quantity', String(details.quantity));
    if (typeof details.unitPrice === 'number') add('unitPrice', formatVnd(details.unitPrice));
  }
  return `<p>${esc(text(details.summary))}</p>${facts(rows)}${lines.length > 0 ? `<ul class="sf-list">${lines.join('')}</ul>` : ''}`;
}

function amounts(order: B2cOrderRow, language: SiteLanguage): string {
  const rows: [string, string][] = [[t('total', language), `<strong>${esc(formatVnd(order.totalAmount))}</strong>`]];
  if (order.serviceFee > 0) rows.push([t('serviceFee', language), esc(formatVnd(order.serviceFee))]);
  if (order.paidAmount > 0) rows.push([t('paid', language), esc(formatVnd(order.paidAmount))]);
  rows.push([t('amountDue', language), `<strong>${esc(formatVnd(order.amountDue))}</strong>`]);
  const until =
    order.status === '02' && order.holdExpiresAt
      ? `<p class="sf-deadline">${esc(t('payBefore', language, { time: formatDateTime(order.holdExpiresAt) }))}</p>`
      : '';
  return `<h2>${esc(t('payment', language))}</h2>${facts(rows)}${until}`;
}

export async function orderPage(context: PageContext): Promise<PageBody | undefined> {
  const { site, links, params, query } = context;
  const language = links.language;
  const order = await consumerOrderOf(context.db, context.confirmationLinks, {
    agencyId: site.agencyId,
    orderNumber: params.orderNumber ?? '',
    key: query.key,
  });
  if (!order) return undefined;
  const title = t('orderTitle', language, { number: order.orderNumber });
  const booked = order.kind === 'flight' ? flightBooked(order.details, language) : otherBooked(order.details, language);
  const due = order.amountDue - order.paidAmount;
  const pay =
    order.status === '02' && due > 0
      ? await paymentBlock(site, { orderNumber: order.orderNumber, amount: due }, language)
      : '';
  const cancelled = order.status === '01' ? `<p class="sf-error">${esc(t('orderCancelled', language))}</p>` : '';
  return {
    title,
    isPrivate: true,
    main: `<section class="sf-card sf-order"><h1>${esc(title)}</h1><p>${esc(t('orderThanks', language, { site: site.name }))}</p>
<p class="sf-order-status" data-status="${esc(order.status)}">${esc(t('orderStatus', language))}: <strong>${esc(statusText(order, language))}</strong></p>${cancelled}
${facts([[t('customer', language), esc(order.contactName)]])}
<h2>${esc(t('bookedItems', language))}</h2>${booked}${amounts(order, language)}</section>${pay}`,
  };
}
