// Turns a supplier's flight into our offer: the supplier's net price per passenger type plus the agency's issue fee.
import type { TFareOption, TFlightOffer, TPaxPrice, TSupplierFlight, TSupplierPaxPrice, TBookingSystem } from '@portal/contracts';

export type PaxCounts = { adt: number; chd: number; inf: number };

export type IssueFeePolicy = {
  /** VND per passenger and per segment, charged to adults and children; infants pay none. */
  issueFeePerSegment: number;
};

function paxPrice(net: TSupplierPaxPrice, issueFee: number): TPaxPrice {
  return { baseFare: net.baseFare, tax: net.tax, vat: net.vat, issueFee, total: net.baseFare + net.tax + net.vat + issueFee };
}

export function priceOffer(options: { system: TBookingSystem; source: string; flight: TSupplierFlight; pax: PaxCounts; fees: IssueFeePolicy }): TFlightOffer {
  const { flight, pax, fees } = options;
  const segmentFee = fees.issueFeePerSegment * flight.segments.length;
  // A fare the supplier does not price for every passenger type of the search cannot be sold to this party.
  const priceable = flight.fares.filter((fare) => (pax.chd === 0 || fare.netPrices.CHD) && (pax.inf === 0 || fare.netPrices.INF));
  const fares: TFareOption[] = priceable.map((fare) => {
    const adult = paxPrice(fare.netPrices.ADT, segmentFee);
    const child = pax.chd > 0 ? paxPrice(fare.netPrices.CHD!, segmentFee) : undefined;
    const infant = pax.inf > 0 ? paxPrice(fare.netPrices.INF!, 0) : undefined;
    const totalPrice = adult.total * pax.adt + (child?.total ?? 0) * pax.chd + (infant?.total ?? 0) * pax.inf;
    const { netPrices: _netPrices, ...terms } = fare;
    return {
      ...terms,
      prices: { ADT: adult, ...(child ? { CHD: child } : {}), ...(infant ? { INF: infant } : {}) },
      totalPrice,
    };
  });
  const first = flight.segments[0]!;
  const last = flight.segments[flight.segments.length - 1]!;
  const open = fares.filter((fare) => fare.seatAvailable > 0).map((fare) => fare.prices.ADT.total);
  const departMs = Date.parse(first.departDateTime);
  const arriveMs = Date.parse(last.arrivalDateTime);
  return {
    id: `${options.system}:${flight.key}`,
    system: options.system,
    source: options.source,
    airline: first.carrierCode,
    legIndex: flight.legIndex,
    from: first.from,
    to: last.to,
    departDateTime: first.departDateTime,
    arrivalDateTime: last.arrivalDateTime,
    durationMinutes: Math.round((arriveMs - departMs) / 60_000),
    numberOfStop: flight.segments.length - 1,
    combineSegment: flight.combineSegment,
    ...(flight.combinationId ? { combinationId: flight.combinationId } : {}),
    segments: flight.segments,
    fares,
    lowestFare: open.length > 0 ? Math.min(...open) : 0,
  };
}
