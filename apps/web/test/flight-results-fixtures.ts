// Offers and a hand-driven NDJSON search stream for the flight-results page tests.
import type { TFareOption, TFlightOffer, TSearchEvent, TSearchFlightsRequest } from '@portal/contracts';
import { SERVER_VERSION } from './support/fetch-stub';

export type FareSpec = {
  fareClass: string;
  base: number;
  seats?: number;
  cabin?: TFareOption['cabinClass'];
  basis?: string;
};

export type OfferSpec = {
  system: TFlightOffer['system'];
  airline?: string;
  flight: string;
  legIndex?: number;
  from?: string;
  to?: string;
  date?: string;
  depart: string;
  arrive: string;
  stops?: number;
  combineSegment?: boolean;
  fares: FareSpec[];
};

const NAMES: Record<string, string> = {
  VN: 'Vietnam Airlines',
  VJ: 'Vietjet',
  QH: 'Bamboo Airways',
  VU: 'Vietravel Airlines',
};

function price(baseFare: number, issueFee: number) {
  const tax = baseFare > 100_000 ? 100_000 : 0;
  const vat = Math.round(baseFare / 10);
  return { baseFare, tax, vat, issueFee, total: baseFare + tax + vat + issueFee };
}

export function fare(spec: FareSpec): TFareOption {
  const prices = {
    ADT: price(spec.base, 50_000),
    CHD: price(Math.round(spec.base * 0.75), 50_000),
    INF: price(Math.round(spec.base / 10), 0),
  };
  return {
    fareClass: spec.fareClass,
    fareFamily: `${spec.fareClass} family`,
    fareBasis: spec.basis ?? `${spec.fareClass}BASIS`,
    cabinClass: spec.cabin ?? 'ECONOMY',
    seatAvailable: spec.seats ?? 5,
    baggage: { handKg: 7, checkedKg: 20, checkedPieces: 1, description: '7 kg xách tay, 20 kg ký gửi' },
    isRefundable: spec.fareClass !== 'Eco',
    isChangeable: true,
    prices,
    totalPrice: prices.ADT.total,
  };
}

export function offer(spec: OfferSpec): TFlightOffer {
  const airline = spec.airline ?? (spec.system.startsWith('1') ? 'VN' : spec.system);
  const legIndex = spec.legIndex ?? 0;
  const from = spec.from ?? (legIndex === 0 ? 'HAN' : 'SGN');
  const to = spec.to ?? (legIndex === 0 ? 'SGN' : 'HAN');
  const date = spec.date ?? (legIndex === 0 ? '2030-12-01' : '2030-12-05');
  const departDateTime = `${date}T${spec.depart}:00+07:00`;
  const arrivalDateTime = `${date}T${spec.arrive}:00+07:00`;
  const durationMinutes = (Date.parse(arrivalDateTime) - Date.parse(departDateTime)) / 60_000;
  const fares = spec.fares.map(fare);
  const buyable = fares.filter((option) => option.seatAvailable > 0).map((option) => option.prices.ADT.total);
  return {
    id: `${spec.system}:${date}.${from}${to}.${spec.flight}`,
    system: spec.system,
    source: spec.system === '1B' ? 'SABRE-1B' : spec.system,
    airline,
    legIndex,
    from,
    to,
    departDateTime,
    arrivalDateTime,
    durationMinutes,
    numberOfStop: spec.stops ?? 0,
    combineSegment: spec.combineSegment ?? false,
    segments: [
      {
        carrierCode: airline,
        carrierName: NAMES[airline] ?? airline,
        flightNumber: spec.flight,
        from,
        to,
        departDateTime,
        arrivalDateTime,
        durationMinutes,
        aircraft: 'A321',
        startTerminal: 'T1',
        endTerminal: 'T1',
      },
    ],
    fares,
    lowestFare: buyable.length > 0 ? Math.min(...buyable) : 0,
  };
}

/** A search stream the test writes to event by event, as the booking systems would answer. */
export function controlledStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  return {
    response: () =>
      new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson', Version: SERVER_VERSION } }),
    send(...events: TSearchEvent[]) {
      controller?.enqueue(encoder.encode(events.map((event) => `${JSON.stringify(event)}\n`).join('')));
    },
    close() {
      controller?.close();
    },
  };
}

/** The whole answer at once: started, then per system its offers (or failure) and progress, then done. */
export function completeSearch(
  answers: { system: TFlightOffer['system']; offers?: TFlightOffer[]; error?: 'timeout' | 'error' }[],
): TSearchEvent[] {
  const total = answers.length;
  const events: TSearchEvent[] = [
    {
      type: 'started',
      searchId: 'search-1',
      systems: answers.map((answer) => answer.system),
      total,
      isIssueFeeHidden: false,
    },
  ];
  answers.forEach((answer, index) => {
    events.push(
      answer.error
        ? { type: 'system-error', system: answer.system, reason: answer.error, message: 'failed' }
        : { type: 'offers', system: answer.system, offers: answer.offers ?? [] },
      { type: 'progress', completed: index + 1, total },
    );
  });
  events.push({ type: 'done', completed: total, total, durationMs: 10 });
  return events;
}

export const RT_QUERY = '/booking/flights?type=RT&legs=HAN-SGN-2030-12-01,SGN-HAN-2030-12-05&adt=2&chd=1&inf=1';
export const OW_QUERY = '/booking/flights?type=OW&legs=HAN-SGN-2030-12-01&adt=1&chd=0&inf=0';
/** The search OW_QUERY sends: one adult, HAN → SGN on 01/12/2030. */
export const OW_REQUEST: TSearchFlightsRequest = {
  journeyType: 'OW',
  legs: [{ from: 'HAN', to: 'SGN', departDate: '2030-12-01' }],
  adt: 1,
  chd: 0,
  inf: 0,
};

/** VN 201 HAN→SGN at 06:00, class E only: the outbound several results and quote tests choose. */
export const DEPART_VN201 = offer({
  system: 'VN',
  flight: 'VN201',
  depart: '06:00',
  arrive: '08:10',
  fares: [{ fareClass: 'E', base: 900_000 }],
});

/** VJ 140 SGN→HAN at 10:00 on the return leg, class Eco. */
export const RETURN_VJ140 = offer({
  system: 'VJ',
  flight: 'VJ140',
  legIndex: 1,
  depart: '10:00',
  arrive: '12:10',
  fares: [{ fareClass: 'Eco', base: 700_000 }],
});
