// The PNR view as a GDS-like text, section by section (element codes as a terminal writes them; times as the airport's clock).
import type { TBookingPnrView } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { airportDateTime, flightNumber, localDate, localTime } from '../../../lib/booking/flight-text';

export const PNR_SECTIONS = [
  'passengers',
  'segments',
  'scheduleChange',
  'services',
  'remarks',
  'contacts',
  'office',
  'totals',
] as const;
export type PnrSection = (typeof PNR_SECTIONS)[number];

export type PnrSectionLines = { section: PnrSection; lines: string[] };

/** A flight named as the agent knows it ("VN213"), from the portal key the PNR view gives. */
function flightNameOf(view: TBookingPnrView, flightKey: string): string {
  const segments = view.flights.find((flight) => flight.flightKey === flightKey)?.segments ?? [];
  return segments.length > 0 ? segments.map((segment) => flightNumber(segment).replace(' ', '')).join('/') : flightKey;
}

function passengerLines(view: TBookingPnrView): string[] {
  return view.passengers.flatMap((pax, index) => {
    const infantOn = pax.infantOf ? ` /${pax.infantOf}` : '';
    const lines = [`${index + 1}.${pax.lastName}/${pax.firstName} ${pax.title} (${pax.type}) ${pax.paxId}${infantOn}`];
    if (pax.birthDate) lines.push(`   DOB ${localDate(pax.birthDate)}`);
    if (pax.ticketNumber) lines.push(`   FA ${pax.ticketNumber}`);
    if (pax.loyaltyNumber) lines.push(`   FQTV ${pax.loyaltyNumber}`);
    if (pax.document) {
      const doc = pax.document;
      lines.push(`   DOCS P/${doc.issuingCountry}/${doc.maskedNumber}/${doc.nationality}/${localDate(doc.expiryDate)}`);
    }
    if (pax.nationality) lines.push(`   NAT ${pax.nationality}`);
    if (pax.maskedIdNumber) lines.push(`   ID ${pax.maskedIdNumber}`);
    if (pax.checkedIn.length > 0)
      lines.push(`   CKIN ${pax.checkedIn.map((key) => flightNameOf(view, key)).join(' ')}`);
    return lines;
  });
}

function segmentLines(view: TBookingPnrView): string[] {
  const arnkAfter = new Map(view.arnks.map((arnk) => [arnk.afterFlightKey, arnk]));
  return view.flights.flatMap((flight) => {
    const lines = flight.segments.map(
      (segment) =>
        `${flightNumber(segment)} ${flight.fareClass} ${airportDateTime(segment.departDateTime)} ${segment.from}${segment.to} ${segment.status} ${localTime(segment.departDateTime)}–${localTime(segment.arrivalDateTime)}`,
    );
    const arnk = arnkAfter.get(flight.flightKey);
    return arnk ? [...lines, `ARNK ${arnk.from}${arnk.to}`] : lines;
  });
}

function scheduleChangeLines(view: TBookingPnrView): string[] {
  return (view.scheduleChange?.segments ?? []).map(
    (segment) =>
      `${segment.flightNumber} ${segment.from}${segment.to} UN ${airportDateTime(segment.oldDepartDateTime)} → TK ${airportDateTime(segment.newDepartDateTime)}`,
  );
}

function serviceLines(view: TBookingPnrView): string[] {
  const ssrs = view.passengers.flatMap((pax) =>
    pax.ssrs.map((ssr) =>
      [`SSR ${ssr.code} ${pax.paxId}`, ssr.flightKey ? flightNameOf(view, ssr.flightKey) : '', ssr.text ?? '']
        .filter(Boolean)
        .join(' '),
    ),
  );
  const osi = view.osi.map((item) => `OSI ${item.airline} ${item.text}`);
  const sk = view.specialKeywords.map(
    (item) => `SK ${item.keyword}${item.paxId ? ` ${item.paxId}` : ''}${item.text ? ` ${item.text}` : ''}`,
  );
  const fe = view.endorsements.map((item) => `FE ${item.paxId ? `${item.paxId} ` : ''}${item.text}`);
  return [...ssrs, ...osi, ...sk, ...fe];
}

const REMARK_CODES = { GENERAL: 'RM', CONFIDENTIAL: 'RC', ITINERARY: 'RIR' } as const;

function contactLines(view: TBookingPnrView): string[] {
  const { contact, extraContacts } = view;
  return [
    `AP ${contact.phone} ${contact.name}`,
    ...(contact.email ? [`APE ${contact.email}`] : []),
    ...extraContacts.phones.map((phone) => `AP ${phone}`),
    ...extraContacts.emails.map((email) => `APE ${email}`),
  ];
}

function officeLines(view: TBookingPnrView): string[] {
  return [
    ...(view.customerAccount
      ? [`AI ${view.customerAccount.code}${view.customerAccount.name ? ` ${view.customerAccount.name}` : ''}`]
      : []),
    ...(view.queue ? [`QU ${view.queue.office}/${view.queue.number}C${view.queue.category}`] : []),
    ...(view.storedFare
      ? [`TST ${formatVnd(view.storedFare.amount)} ${airportDateTime(view.storedFare.storedAt)}`]
      : []),
    ...(view.splitFrom ? [`SPLIT FROM ${view.splitFrom}`] : []),
    ...(view.splitInto.length > 0 ? [`SPLIT INTO ${view.splitInto.join(' ')}`] : []),
  ];
}

/** The header line: office, system, PNR, status and (while held) the time limit. */
export function pnrHeader(view: TBookingPnrView): string {
  const limit = view.status === 'HOLD' ? ` · TL ${airportDateTime(view.timeLimit)}` : '';
  return `RP/${view.office} · ${view.system} · ${view.pnr} · ${view.status}${limit}`;
}

/** Every non-empty section of the PNR, in the order a terminal lists them. */
export function pnrSections(view: TBookingPnrView): PnrSectionLines[] {
  const sections: PnrSectionLines[] = [
    { section: 'passengers', lines: passengerLines(view) },
    { section: 'segments', lines: segmentLines(view) },
    { section: 'scheduleChange', lines: scheduleChangeLines(view) },
    { section: 'services', lines: serviceLines(view) },
    { section: 'remarks', lines: view.remarks.map((remark) => `${REMARK_CODES[remark.kind]} ${remark.text}`) },
    { section: 'contacts', lines: contactLines(view) },
    { section: 'office', lines: officeLines(view) },
    {
      section: 'totals',
      lines: [
        `FARE ${formatVnd(view.totals.fare)}`,
        ...(view.totals.ancillaries > 0 ? [`ANCI ${formatVnd(view.totals.ancillaries)}`] : []),
        ...(view.totals.fees > 0 ? [`FEES ${formatVnd(view.totals.fees)}`] : []),
        `TOTAL ${formatVnd(view.totals.net)}`,
      ],
    },
  ];
  return sections.filter((entry) => entry.lines.length > 0);
}
