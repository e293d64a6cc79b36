// The fare quote an agent sends a customer before holding: chosen flights and prices as a document, and as plain text.
import type { TFunction } from 'i18next';
import type { TFareOption, TFlightOffer, TSearchFlightsRequest } from '@portal/contracts';
import { findAirport, formatVnd, priceSummary, type PassengerCounts } from '@portal/domain';
import { flightNumberText, localDate, localTime } from '../../lib/booking/flight-text';
import type { Language } from '../../lib/i18n/languages';

/** One chosen flight: its leg (0 = departure or leg 1), the offer as shown (without its other fares) and the chosen fare. */
export type QuoteFlight = { legIndex: number; offer: Omit<TFlightOffer, 'fares'>; fare: TFareOption };

export type QuoteInput = {
  journeyType: TSearchFlightsRequest['journeyType'];
  passengers: PassengerCounts;
  /** The chosen flights in leg order (a leg not chosen yet is left out). */
  flights: readonly QuoteFlight[];
  isIssueFeeHidden: boolean;
  /** The signed-in user's agency, named at the foot when known. */
  agency?: { name: string; phone: string } | null;
};

export type QuoteLeg = { heading: string; route: string; schedule: string; details: string[] };
export type QuotePriceRow = { label: string; amount: string };

/** What the text and the image both show, already in the chosen language. */
export type QuoteDocument = {
  title: string;
  subtitle: string;
  legs: QuoteLeg[];
  priceTitle: string;
  prices: QuotePriceRow[];
  total: QuotePriceRow;
  notes: string[];
  agency: string | null;
};

export type QuoteTexts = { t: TFunction; language: Language };

const place = (code: string, language: Language) => {
  const city = findAirport(code)?.city[language];
  return city ? `${city} (${code})` : code;
};

/** Whole days between the date parts of two ISO date-times, as written (each airport's own calendar). */
function dayShift(from: string, to: string): number {
  const day = (value: string) => Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

function baggageText(baggage: TFareOption['baggage'], t: TFunction): string {
  const { handKg, checkedKg, checkedPieces, description } = baggage;
  if (handKg === 0 && checkedKg === 0) return description;
  if (checkedKg === 0) return t('quote.baggage.handOnly', { handKg });
  if (checkedPieces > 1)
    return t('quote.baggage.pieces', { handKg, pieces: checkedPieces, eachKg: Math.round(checkedKg / checkedPieces) });
  return t('quote.baggage.checked', { handKg, checkedKg });
}

function legOf({ legIndex, offer, fare }: QuoteFlight, input: QuoteInput, { t, language }: QuoteTexts): QuoteLeg {
  const label =
    input.journeyType === 'MC'
      ? t('quote.legs.leg', { number: legIndex + 1 })
      : t(legIndex === 0 ? 'quote.legs.depart' : 'quote.legs.return');
  const airline = offer.segments[0]?.carrierName ?? offer.airline;
  const shift = dayShift(offer.departDateTime, offer.arrivalDateTime);
  const arrival = localTime(offer.arrivalDateTime) + (shift > 0 ? ` (+${shift})` : '');
  const via = offer.segments
    .slice(0, -1)
    .map((segment) => segment.to)
    .join(', ');
  const stops =
    offer.numberOfStop === 0
      ? t('quote.direct')
      : t('quote.stops', { count: offer.numberOfStop }) + (via ? ` (${via})` : '');
  const cabin = t(`quote.cabin.${fare.cabinClass}`);
  return {
    heading: t('quote.legHeading', { label, airline, flights: flightNumberText(offer.segments) }),
    route: `${place(offer.from, language)} → ${place(offer.to, language)}`,
    schedule: t('quote.schedule', {
      date: localDate(offer.departDateTime),
      departTime: localTime(offer.departDateTime),
      arriveTime: arrival,
      stops,
    }),
    details: [
      // VJ/QH/VU name the family by its code: "Hạng Eco (Eco)" would only repeat it.
      fare.fareFamily && fare.fareFamily !== fare.fareClass
        ? t('quote.fareClass', { fareClass: fare.fareClass, family: fare.fareFamily, cabin })
        : t('quote.fareClassOnly', { fareClass: fare.fareClass, cabin }),
      t('quote.baggage.label', { baggage: baggageText(fare.baggage, t) }),
    ],
  };
}

function passengersText({ adt, chd, inf }: PassengerCounts, t: TFunction): string {
  return [
    t('quote.passengers.adults', { count: adt }),
    chd > 0 ? t('quote.passengers.children', { count: chd }) : null,
    inf > 0 ? t('quote.passengers.infants', { count: inf }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export function quoteDocument(input: QuoteInput, texts: QuoteTexts): QuoteDocument {
  const { t } = texts;
  // priceSummary reads only the chosen fare of each flight; the offer's other fares do not matter here.
  const summary = priceSummary(
    input.flights.map(({ offer, fare }) => ({ offer: { ...offer, fares: [] }, fare })),
    input.passengers,
    { isIssueFeeHidden: input.isIssueFeeHidden },
  );
  const notes: string[] = [];
  if (summary.totalIssueFee > 0) notes.push(t('quote.feeIncluded', { fee: formatVnd(summary.totalIssueFee) }));
  if (summary.missingPaxTypes.length > 0) {
    notes.push(
      t('quote.missingPrices', {
        types: summary.missingPaxTypes.map((type) => t(`quote.paxTypes.${type}`)).join(', '),
      }),
    );
  }
  notes.push(t('quote.validity'));
  const agency = input.agency?.name
    ? input.agency.phone
      ? t('quote.agency', { name: input.agency.name, phone: input.agency.phone })
      : input.agency.name
    : null;
  return {
    title: t('quote.heading'),
    subtitle: `${t(`quote.journeyTypes.${input.journeyType}`)} · ${passengersText(input.passengers, t)}`,
    legs: input.flights.map((flight) => legOf(flight, input, texts)),
    priceTitle: t('quote.priceTitle'),
    prices: summary.lines.map((line) => ({
      label: t('quote.priceLine', {
        type: t(`quote.paxTypes.${line.paxType}`),
        price: formatVnd(line.perPassenger),
        count: line.count,
      }),
      amount: formatVnd(line.subtotal),
    })),
    total: { label: t('quote.total'), amount: formatVnd(summary.grandTotal) },
    notes,
    agency,
  };
}

/** The document as a chat message: short lines, a blank line between blocks. */
export function quoteText(document: QuoteDocument): string {
  const blocks = [
    [document.title, document.subtitle],
    ...document.legs.map((leg) => [leg.heading, leg.route, leg.schedule, ...leg.details]),
    [
      document.priceTitle,
      ...document.prices.map((row) => `- ${row.label} = ${row.amount}`),
      `${document.total.label}: ${document.total.amount}`,
      ...document.notes,
    ],
    ...(document.agency ? [[document.agency]] : []),
  ];
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}
