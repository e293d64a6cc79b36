// The itinerary email (text and HTML) from a ticket face: agency, PNR, status, passengers and tickets, flights, fares, notes.
import type { TBookingStatus, TTicketFace } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import { airportDateTime, faceAmounts, flightLabel } from './ticket-face-format.js';

export type RenderedMail = { subject: string; text: string; html: string };

const WORDS = {
  vi: {
    itinerary: 'Hành trình đặt chỗ',
    phone: 'Điện thoại',
    hotline: 'Hotline',
    address: 'Địa chỉ',
    pnr: 'Mã đặt chỗ',
    status: 'Trạng thái',
    passengers: 'Hành khách',
    ticket: 'Số vé',
    flights: 'Chuyến bay',
    baggage: 'Hành lý',
    hand: 'xách tay',
    checked: 'ký gửi',
    fares: 'Giá vé',
    fare: 'Giá',
    tax: 'Thuế + VAT',
    fee: 'Phí xuất vé',
    addOns: 'Dịch vụ thêm',
    total: 'Tổng cộng',
    notes: 'Ghi chú',
    terminal: 'Nhà ga',
    pax: { ADT: 'Người lớn', CHD: 'Trẻ em', INF: 'Em bé' },
  },
  en: {
    itinerary: 'Itinerary',
    phone: 'Phone',
    hotline: 'Hotline',
    address: 'Address',
    pnr: 'Booking code',
    status: 'Status',
    passengers: 'Passengers',
    ticket: 'Ticket',
    flights: 'Flights',
    baggage: 'Baggage',
    hand: 'hand',
    checked: 'checked',
    fares: 'Fares',
    fare: 'Fare',
    tax: 'Tax + VAT',
    fee: 'Issue fee',
    addOns: 'Add-ons',
    total: 'Total',
    notes: 'Notes',
    terminal: 'Terminal',
    pax: { ADT: 'Adult', CHD: 'Child', INF: 'Infant' },
  },
} as const;

const STATUS: Record<TBookingStatus, Record<Language, string>> = {
  LOADING: { vi: 'Đang xử lý', en: 'Processing' },
  HOLD: { vi: 'Đang giữ chỗ', en: 'Holding' },
  ISSUING: { vi: 'Đang xuất vé', en: 'Issuing' },
  EXPORT: { vi: 'Đã xuất vé', en: 'CONFIRMED' },
  CANCEL: { vi: 'Đã hủy', en: 'Cancelled' },
  VOID: { vi: 'Đã hủy vé (void)', en: 'Voided' },
  REFUNDED: { vi: 'Đã hoàn vé', en: 'Refunded' },
  FAILED: { vi: 'Lỗi', en: 'Failed' },
};

type Line = { label: string; value: string };

type Section = { title: string; lines: string[] };

/** The face as plain lines, shared by the text and the HTML forms so they never say different things. */
function sectionsOf(
  face: TTicketFace,
  language: Language,
  includeFee: boolean,
): { header: Line[]; sections: Section[]; total: string } {
  const w = WORDS[language];
  const { agency, booking } = face;
  const header: Line[] = [
    { label: w.phone, value: agency.phone },
    { label: w.hotline, value: agency.hotline },
    { label: w.address, value: agency.address },
    { label: w.pnr, value: `${booking.pnr ?? '—'} (${booking.airline})` },
    { label: w.status, value: STATUS[booking.status][language] },
  ].filter((line) => line.value !== '');
  const passengers = booking.passengers.map(
    (pax, index) =>
      `${index + 1}. ${pax.airlineLastName}/${pax.airlineFirstName} ${pax.title} (${w.pax[pax.type]})${pax.ticketNumber ? ` — ${w.ticket}: ${pax.ticketNumber}` : ''}`,
  );
  const flights = booking.routes.flatMap((route) => {
    const baggage = `${w.baggage}: ${route.baggage.handKg}kg ${w.hand}, ${route.baggage.checkedKg}kg ${w.checked}`;
    return route.segments.map((segment) => {
      const from = segment.startTerminal ? `${segment.from} (${w.terminal} ${segment.startTerminal})` : segment.from;
      const to = segment.endTerminal ? `${segment.to} (${w.terminal} ${segment.endTerminal})` : segment.to;
      const times = `${airportDateTime(segment.departDateTime)} → ${airportDateTime(segment.arrivalDateTime)}`;
      return `${flightLabel(segment)} ${from} → ${to} · ${times} · ${route.fareClass} · ${baggage}`;
    });
  });
  const amounts = faceAmounts(booking, includeFee);
  const fares = amounts.rows.map((row) => {
    const parts = [`${w.fare} ${formatVnd(row.baseFare)}`, `${w.tax} ${formatVnd(row.taxes)}`];
    if (includeFee) parts.push(`${w.fee} ${formatVnd(row.issueFee)}`);
    return `${w.pax[row.type]} × ${row.count}: ${parts.join(', ')} = ${formatVnd(row.subtotal)}`;
  });
  if (booking.fareData.ancillaryTotal > 0) fares.push(`${w.addOns}: ${formatVnd(booking.fareData.ancillaryTotal)}`);
  const sections: Section[] = [
    { title: w.passengers, lines: passengers },
    { title: w.flights, lines: flights },
    { title: w.fares, lines: fares },
  ];
  if (booking.contact.extraInfo.trim() !== '') sections.push({ title: w.notes, lines: [booking.contact.extraInfo] });
  return { header, sections, total: `${w.total}: ${formatVnd(amounts.total)}` };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function renderItineraryMail(face: TTicketFace, language: Language, includeFee: boolean): RenderedMail {
  const w = WORDS[language];
  const { header, sections, total } = sectionsOf(face, language, includeFee);
  const subject = `${face.agency.name} — ${w.itinerary} ${face.booking.pnr ?? ''}`.trim();
  const text = [
    face.agency.name,
    ...header.map((line) => `${line.label}: ${line.value}`),
    '',
    ...sections.flatMap((section) => [`${section.title}:`, ...section.lines.map((line) => `  ${line}`), '']),
    total,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<h2 style="margin:0 0 4px">${escapeHtml(face.agency.name)}</h2>`,
    `<table style="border-collapse:collapse">${header.map((line) => `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(line.label)}</td><td><b>${escapeHtml(line.value)}</b></td></tr>`).join('')}</table>`,
    ...sections.map(
      (section) =>
        `<h3 style="margin:16px 0 4px">${escapeHtml(section.title)}</h3><ul style="margin:0;padding-left:20px">${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ),
    `<p style="font-size:16px"><b>${escapeHtml(total)}</b></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
